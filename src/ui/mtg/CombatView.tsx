/**
 * MTG's own picture of combat: the attackers grouped by the player they attack, each with what it
 * attacks (the player, a planeswalker or a battle), whether it is blocked, and its blockers in order.
 */
import { memo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AttackerView, MtgModule, MtgView, PermanentView } from '../../games/mtg/types.ts';
import { tx } from '../i18n.ts';
import type { MiddleProps } from '../kit/binding.ts';
import { useTermText } from '../kit/Term.tsx';
import type { NameOf } from '../../text/describe.ts';
import { groupByPlayer, OTHER, ownerOfTarget } from './targets.ts';

const Line = memo(({ p, nameOf }: { p: PermanentView; nameOf: NameOf }) => {
  const { t } = useTranslation(['common', 'mtg']);
  const termText = useTermText('mtg', nameOf);
  const figure = p.power !== null && p.toughness !== null ? termText({ key: 'figure.pt', values: { power: p.power, toughness: p.toughness } }) : null;
  const notes = p.keywords.map((k) => termText({ key: `keyword.${k}` }));
  if (p.damage > 0) notes.push(termText({ key: 'figure.damage', values: { n: p.damage } }));
  if (p.minusCounters > 0) notes.push(termText({ key: 'figure.minusCounters', values: { n: p.minusCounters } }));
  if (p.toxic > 0) notes.push(termText({ key: 'figure.toxic', values: { n: p.toxic } }));
  if (p.commander) notes.unshift(termText({ key: 'mark.commander' }));
  return (
    <span className="flex flex-wrap items-baseline gap-x-2">
      <span className="font-medium">{p.name}</span>
      {figure ? <span className="tabular-nums">{figure}</span> : null}
      {notes.length > 0 ? <span className="text-xs text-slate-700">{notes.join(t('listSeparator'))}</span> : null}
    </span>
  );
});

/** `t` from the list (stable while the language is): thirty rows need not each subscribe to i18next. */
type AttackerProps = { a: AttackerView; view: MtgView; nameOf: NameOf; t: TFunction<['common', 'mtg']> };

/**
 * Redraw an attacker only when it, its names, or a permanent it shows (itself, what it attacks,
 * its blockers) changed: the store shares unchanged permanents between frames.
 */
const sameAttacker = (x: AttackerProps, y: AttackerProps): boolean =>
  x.a === y.a &&
  x.nameOf === y.nameOf &&
  x.t === y.t &&
  x.view.permanents[x.a.id] === y.view.permanents[y.a.id] &&
  x.view.permanents[x.a.target] === y.view.permanents[y.a.target] &&
  x.a.blockers.every((b) => x.view.permanents[b] === y.view.permanents[b]);

/** One attacker: its figure, what it attacks, whether it is blocked, and its blockers in order. */
const Attacker = memo(({ a, view, nameOf, t }: AttackerProps) => {
  const p = view.permanents[a.id];
  if (!p) return null;
  const target = view.permanents[a.target];
  const type = target?.types.find((ty) => ty === 'planeswalker' || ty === 'battle');

  return (
    <li className="rounded-lg border border-slate-200 px-2 py-1" data-testid={`attacker-${a.id}`} data-target={a.target}>
      {/* One line where it fits: the attacker, what it attacks, whether it is blocked. */}
      <div className="flex flex-wrap items-baseline gap-x-2">
        <Line p={p} nameOf={nameOf} />
        <span className="text-sm text-slate-800">
          <span aria-hidden="true">→ </span>
          {t('mtg:ui.combat.attacks', { target: nameOf(a.target) })}
          {type === undefined ? null : <span className="ml-1 rounded bg-slate-100 px-1 text-xs text-slate-700">{tx(t, `mtg:type.${type}`)}</span>}
          {a.blocked === null ? '' : ` · ${a.blocked ? t('mtg:ui.combat.blocked') : t('mtg:ui.combat.unblocked')}`}
        </span>
      </div>
      {a.blockers.length > 0 ? (
        <ol className="mt-0.5 flex flex-col gap-0.5 border-l-2 border-slate-300 pl-2 text-sm">
          {a.blockers.map((b) => {
            const bp = view.permanents[b];
            return bp ? (
              <li key={b} data-testid={`blocker-${b}`}>
                <span className="sr-only">{t('mtg:ui.combat.blockedBy')} </span>
                <Line p={bp} nameOf={nameOf} />
              </li>
            ) : null;
          })}
        </ol>
      ) : null}
    </li>
  );
}, sameAttacker);

/** The attackers grouped by the player they attack (that player, their planeswalkers, the battles they protect). */
export const CombatView = ({ view, nameOf }: MiddleProps<MtgModule>) => {
  const { t } = useTranslation(['common', 'mtg']);
  const groups = groupByPlayer(view.attackers, (a) => ownerOfTarget(a.target, view), view);
  return (
    // A long list off screen is not laid out until scrolled to (content-visibility).
    <section className="card [contain-intrinsic-size:auto_40rem] [content-visibility:auto]" aria-labelledby="combat-title" data-testid="combat">
      <h2 id="combat-title" className="card-title">
        {t('mtg:ui.combat.title')}
      </h2>
      {view.attackers.length === 0 ? (
        <p className="muted">{t('mtg:ui.combat.none')}</p>
      ) : (
        <div className="flex flex-col gap-3">
          {groups.map((g) => (
            <section key={g.player} aria-labelledby={`combat-against-${g.player || 'other'}`} data-testid={`combat-against-${g.player || 'other'}`}>
              <h3 id={`combat-against-${g.player || 'other'}`} className="mb-1 text-sm font-semibold">
                {g.player === OTHER ? t('mtg:ui.attack.battles') : t('mtg:ui.combat.against', { player: nameOf(g.player) })}
              </h3>
              <ul className="flex flex-col gap-1">
                {g.items.map((a) => (
                  <Attacker key={a.id} a={a} view={view} nameOf={nameOf} t={t} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </section>
  );
};
