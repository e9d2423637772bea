/**
 * Phantom Magic Vision's own picture of the main phase (the board's Middle): the 干渉 under way as
 * a stack, newest on top, with who holds priority; the combat of the moment (attacker against
 * defender, or against the attacked player; 先制 timing then normal timing; the damage each took,
 * 貫通, the graze, a defence 隠密 cancelled, and the rules that decided it); every combat of this
 * main phase; then the table (FieldView). All of it from view(state).
 */
import { useTranslation } from 'react-i18next';
import type { CombatView as Combat, Hit, PmvModule, PmvView } from '../../games/pmv/types.ts';
import type { NameOf } from '../../text/describe.ts';
import { RuleBadge } from '../components/Rule.tsx';
import { tx } from '../i18n.ts';
import type { MiddleProps } from '../kit/binding.ts';
import { CombatHeading, CombatsCard, Matchup, RulesLine, type CombatLine, type Say } from '../kit/CombatParts.tsx';
import { useTermText } from '../kit/Term.tsx';
import { FieldView, Stats, tacticsText } from './FieldView.tsx';
import { effectTerm, signedTerm } from './format.ts';

const NS = ['common', 'pmv'] as const;

const chip = 'rounded-md bg-amber-100 px-1.5 py-0.5 ring-1 ring-amber-300';

/** The 干渉 under way, newest first, and who holds priority now. */
export const InterferenceView = ({ view, nameOf }: MiddleProps<PmvModule>) => {
  const { t } = useTranslation(NS);
  const termText = useTermText('pmv', nameOf);
  const items = view.stack.toReversed();
  // A card being played waits in the play area: what it does, read from the card the use names.
  const detail = (played: string | null): string | null => {
    const card = played === null ? undefined : view.cards[played];
    if (card === undefined) return null;
    if (card.type === 'command') return card.effect === null ? null : termText(effectTerm(card.effect));
    return [t('pmv:ui.fighter.stats', { attack: card.attack, toughness: card.toughness }), tacticsText(t, card.tactics)].filter((x) => x !== '').join(' · ');
  };
  return (
    <section className="card" aria-labelledby="pmv-interference-title" data-testid="interference">
      <h2 id="pmv-interference-title" className="card-title flex flex-wrap items-baseline gap-x-2">
        <span>{t('pmv:ui.interference.title')}</span>
        <span className="muted font-normal">{t('pmv:ui.interference.newestFirst')}</span>
      </h2>
      <p className="mb-2 flex flex-wrap gap-1 text-sm">
        <span className={`${chip} font-semibold`} data-testid="priority-holder">
          {view.priority === null ? t('pmv:ui.interference.nobody') : t('pmv:ui.interference.holder', { player: nameOf(view.priority) })}
        </span>
      </p>
      {items.length === 0 ? (
        <p className="muted">{t('pmv:ui.interference.empty')}</p>
      ) : (
        <>
          <ol className="flex flex-col gap-1 text-sm" data-testid="interference-list">
            {items.map((item, i) => {
              const line = item.line === null ? null : termText(signedTerm(item.line));
              const more = detail(item.played);
              return (
                <li key={item.id} className={`flex flex-wrap items-baseline gap-x-2 rounded-lg border px-2 py-1 ${i === 0 ? 'border-brand-700 bg-brand-50/60' : 'border-slate-200'}`} data-testid={`interference-${item.id}`}>
                  <span className="text-xs font-semibold text-slate-700 tabular-nums">{t('pmv:ui.interference.position', { n: items.length - i })}</span>
                  <span className="font-semibold">{item.name ?? line}</span>
                  {item.name !== null && line !== null ? <span className="text-slate-800">{line}</span> : null}
                  <span className="text-xs text-slate-700">({nameOf(item.controller)})</span>
                  {item.target !== null ? <span className="text-slate-800">→ {nameOf(item.target)}</span> : null}
                  {i === 0 ? <span className="ml-auto text-xs font-semibold text-brand-900">{t('pmv:ui.interference.top')}</span> : null}
                  {more !== null ? <span className="w-full text-xs text-slate-800">{more}</span> : null}
                </li>
              );
            })}
          </ol>
          <p className="mt-2 flex flex-wrap items-center gap-1 text-xs text-slate-800">
            <RuleBadge rule={view.resolveRule} />
            <span>{t('pmv:ui.interference.resolveHint')}</span>
          </p>
        </>
      )}
    </section>
  );
};

const damageTo = (hits: readonly Hit[], id: string): number => hits.reduce((sum, h) => (h.target === id ? sum + h.amount : sum), 0);

/** One side of the combat: a character with its figures now, the damage it took in this combat, and whether it left the field. */
const Fighter = ({ role, id, combat, view, nameOf, note, testId }: { role: string; id: string; combat: Combat; view: PmvView; nameOf: NameOf; note?: string; testId: string }) => {
  const { t } = useTranslation(NS);
  const card = view.cards[id];
  const taken = damageTo(combat.hits, id);
  const gone = card !== undefined && card.zone !== 'field';
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-0.5 rounded-lg border border-slate-300 bg-white p-2" data-testid={testId}>
      <span className="text-xs font-semibold text-slate-700">{role}</span>
      <span className="text-sm font-semibold break-words">{nameOf(id)}</span>
      {card && !gone ? <Stats card={card} className="text-lg" /> : null}
      {card && card.tactics.length > 0 ? <span className="text-xs text-slate-900">{tacticsText(t, card.tactics)}</span> : null}
      {taken > 0 ? <span className="text-sm font-medium text-red-800">{t('pmv:ui.combat.took', { n: taken })}</span> : null}
      {gone ? (
        <span className="self-start rounded bg-red-700 px-1 text-sm font-bold text-white">{card.zone === 'underworld' ? t('pmv:ui.combat.toUnderworld') : t('pmv:ui.combat.gone')}</span>
      ) : null}
      {note ? <span className="text-xs font-medium text-amber-900">{note}</span> : null}
    </div>
  );
};

/** The attacked player as the target of an undefended attack. */
const PlayerTarget = ({ combat, view, nameOf, note }: { combat: Combat; view: PmvView; nameOf: NameOf; note: string }) => {
  const { t } = useTranslation(NS);
  const life = view.players.find((p) => p.id === combat.defendingPlayer)?.life;
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-0.5 rounded-lg border border-slate-300 bg-white p-2" data-testid="combat-defender">
      <span className="text-xs font-semibold text-slate-700">{t('pmv:ui.combat.defender')}</span>
      <span className="text-sm font-semibold break-words">{nameOf(combat.defendingPlayer)}</span>
      {life !== undefined ? <span className="text-lg font-bold tabular-nums">{t('pmv:ui.combat.life', { n: life })}</span> : null}
      <span className="text-xs font-medium text-slate-800">{note}</span>
    </div>
  );
};

const stageWord = (combat: Combat, say: Say): string => (combat.underway ? say(`pmv:ui.combat.stage.${combat.stage}`) : say('pmv:ui.combat.over'));

/** The hits, 先制 timing first, then what the attacked player took, 貫通 and the graze. */
const Damage = ({ combat, nameOf }: { combat: Combat; nameOf: NameOf }) => {
  const { t } = useTranslation(NS);
  const n = combat.n;
  const timings = (['first', 'normal'] as const).map((timing) => ({ timing, hits: combat.hits.filter((h) => h.timing === timing) })).filter((x) => x.hits.length > 0);
  const settled = combat.stage !== 'declared' && combat.stage !== 'judge';
  return (
    <div className="flex flex-col gap-1 text-sm">
      {timings.length > 0 ? (
        <ol className="flex flex-col gap-1" data-testid={`combat-${n}-hits`}>
          {timings.map(({ timing, hits }) => (
            <li key={timing} className="flex flex-wrap items-baseline gap-x-2" data-testid={`combat-${n}-${timing}`}>
              <span className={`${chip} text-xs font-semibold`}>{tx(t, `pmv:timing.${timing}`)}</span>
              <span>{hits.map((h) => t('pmv:ui.combat.hit', { source: nameOf(h.source), target: nameOf(h.target), n: h.amount })).join(t('listSeparator'))}</span>
            </li>
          ))}
        </ol>
      ) : settled ? (
        <p className="text-slate-800" data-testid={`combat-${n}-hits`}>
          {t('pmv:ui.combat.noHits')}
        </p>
      ) : null}
      {settled ? (
        <p className="font-semibold" data-testid={`combat-${n}-player-damage`}>
          {t('pmv:ui.combat.playerDamage', { player: nameOf(combat.defendingPlayer), n: combat.playerDamage })}
          {combat.pierced > 0 ? <span className="font-normal"> {t('pmv:ui.combat.pierced', { n: combat.pierced })}</span> : null}
        </p>
      ) : null}
      {combat.grazeOffer !== null ? (
        <p className="font-medium text-brand-900" data-testid={`combat-${n}-graze`}>
          {t('pmv:ui.combat.grazeOffer', { player: nameOf(combat.defendingPlayer), n: combat.grazeOffer })}
        </p>
      ) : combat.grazed > 0 ? (
        <p data-testid={`combat-${n}-graze`}>{t('pmv:ui.combat.grazed', { player: nameOf(combat.defendingPlayer), n: combat.grazed })}</p>
      ) : combat.stage === 'over' ? (
        <p className="text-slate-800" data-testid={`combat-${n}-graze`}>
          {t('pmv:ui.combat.noGraze')}
        </p>
      ) : null}
    </div>
  );
};

const Current = ({ combat, view, nameOf }: { combat: Combat; view: PmvView; nameOf: NameOf }) => {
  const { t } = useTranslation(NS);
  const say = (k: string, v?: Record<string, unknown>) => tx(t, k, v);
  const ruled = combat.toPlayer && !combat.defenceCancelled && combat.defender !== null;
  return (
    <div className="flex flex-col gap-2" data-testid="combat-current">
      <CombatHeading title={t('pmv:ui.combat.n', { n: combat.n })} state={stageWord(combat, say)} />
      <Matchup vs={t('pmv:ui.combat.vs')}>
        <Fighter role={t('pmv:ui.combat.attacker')} id={combat.attacker} combat={combat} view={view} nameOf={nameOf} testId="combat-attacker" />
        {combat.defender !== null && !combat.defenceCancelled && !ruled ? (
          <Fighter role={t('pmv:ui.combat.defender')} id={combat.defender} combat={combat} view={view} nameOf={nameOf} testId="combat-defender" />
        ) : (
          <PlayerTarget
            combat={combat}
            view={view}
            nameOf={nameOf}
            note={combat.mayStillDefend ? t('pmv:ui.combat.notYet') : combat.defenceCancelled ? t('pmv:ui.combat.cancelledShort') : ruled ? t('pmv:ui.combat.ruledToPlayer') : t('pmv:ui.combat.undefended')}
          />
        )}
      </Matchup>
      {combat.cancelledBy !== null && combat.defender !== null ? (
        <div className="rounded-lg border-2 border-amber-500 bg-amber-50 p-2 text-sm text-amber-950" role="note" data-testid="combat-cancelled">
          <p className="flex flex-wrap items-center gap-2">
            <RuleBadge rule={combat.cancelledBy} />
            <span>{t('pmv:ui.combat.cancelled', { attacker: nameOf(combat.attacker), defender: nameOf(combat.defender) })}</span>
          </p>
        </div>
      ) : null}
      {combat.stage === 'judge' ? <p className="rounded-lg bg-slate-100 p-2 text-sm">{t('pmv:ui.combat.awaitingJudge')}</p> : null}
      <Damage combat={combat} nameOf={nameOf} />
      <RulesLine label={t('pmv:ui.combat.rules')} rules={combat.rules} testId={`combat-${combat.n}-rules`} />
    </div>
  );
};

const summaryOf = (c: Combat, nameOf: NameOf, say: Say): string => {
  const against = c.defender === null ? say('pmv:ui.combat.undefended') : c.defenceCancelled ? `${nameOf(c.defender)} (${say('pmv:ui.combat.cancelledShort')})` : nameOf(c.defender);
  return say('pmv:ui.combat.line', { attacker: nameOf(c.attacker), defender: against });
};

/** A combat of the list: attacker and defender, then where it stands or the damage and graze the player took. */
const combatLine = (c: Combat, nameOf: NameOf, say: Say): CombatLine => ({
  what: summaryOf(c, nameOf, say),
  outcome: c.underway
    ? stageWord(c, say)
    : [say('pmv:ui.combat.playerDamage', { player: nameOf(c.defendingPlayer), n: c.playerDamage }), ...(c.grazed > 0 ? [say('pmv:ui.combat.grazed', { player: nameOf(c.defendingPlayer), n: c.grazed })] : [])].join(' · '),
});

/** The Middle: the 干渉, the combat (and the list of them), then the table. */
export const PmvMiddle = ({ view, nameOf }: MiddleProps<PmvModule>) => (
  <>
    <InterferenceView view={view} nameOf={nameOf} />
    <CombatsCard game="pmv" words="pmv:ui.combat" testId="combat" current={view.combat} all={view.combats} line={(c, say) => combatLine(c, nameOf, say)}>
      {(current) => <Current combat={current} view={view} nameOf={nameOf} />}
    </CombatsCard>
    <FieldView view={view} nameOf={nameOf} />
  </>
);
