/** MTG's own picture of combat: each attacker, what it attacks, whether it is blocked, and its blockers in order. */
import { useTranslation } from 'react-i18next';
import type { MtgModule, PermanentView } from '../../games/mtg/types.ts';
import type { MiddleProps } from '../kit/binding.ts';
import { useTermText } from '../kit/Term.tsx';
import type { NameOf } from '../../text/describe.ts';

const Line = ({ p, nameOf }: { p: PermanentView; nameOf: NameOf }) => {
  const { t } = useTranslation(['common', 'mtg']);
  const termText = useTermText('mtg', nameOf);
  const figure = p.power !== null && p.toughness !== null ? termText({ key: 'figure.pt', values: { power: p.power, toughness: p.toughness } }) : null;
  const notes = p.keywords.map((k) => termText({ key: `keyword.${k}` }));
  if (p.damage > 0) notes.push(termText({ key: 'figure.damage', values: { n: p.damage } }));
  return (
    <span className="flex flex-wrap items-baseline gap-x-2">
      <span className="font-medium">{p.name}</span>
      {figure ? <span className="tabular-nums">{figure}</span> : null}
      {notes.length > 0 ? <span className="text-xs text-slate-700">{notes.join(t('listSeparator'))}</span> : null}
    </span>
  );
};

export const CombatView = ({ view, nameOf }: MiddleProps<MtgModule>) => {
  const { t } = useTranslation(['common', 'mtg']);
  return (
    <section className="card" aria-labelledby="combat-title" data-testid="combat">
      <h2 id="combat-title" className="card-title">
        {t('mtg:ui.combat.title')}
      </h2>
      {view.attackers.length === 0 ? (
        <p className="muted">{t('mtg:ui.combat.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {view.attackers.map((a) => {
            const p = view.permanents[a.id];
            if (!p) return null;
            return (
              <li key={a.id} className="rounded-lg border border-slate-200 p-2" data-testid={`attacker-${a.id}`}>
                <Line p={p} nameOf={nameOf} />
                <p className="text-sm text-slate-800">
                  {t('mtg:ui.combat.attacks', { target: nameOf(a.target) })}
                  {a.blocked === null ? '' : ` · ${a.blocked ? t('mtg:ui.combat.blocked') : t('mtg:ui.combat.unblocked')}`}
                </p>
                {a.blockers.length > 0 ? (
                  <ol className="mt-1 flex flex-col gap-1 border-l-2 border-slate-300 pl-2 text-sm">
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
          })}
        </ul>
      )}
    </section>
  );
};
