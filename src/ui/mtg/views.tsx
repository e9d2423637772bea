/** What is always on screen during an MTG combat: step, life, combat, stack, battlefield, zones. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MtgState, Permanent, Step } from '../../games/mtg/types.ts';
import { MTG_STEP_TABLE } from '../../games/mtg/steps.ts';
import { MTG_STEPS } from '../../games/mtg/types.ts';
import { valuesOf, type NameOf } from '../../text/describe.ts';
import { StepTracker as SharedStepTracker } from '../components/StepTracker.tsx';
import { liveFigure } from './format.ts';


export const useNameOf = (state: MtgState): NameOf => {
  const { t } = useTranslation();
  const { objects, players } = state;
  return useMemo(
    () => (id: string) => objects[id]?.name ?? (players[id] !== undefined ? t('playerName', { id }) : id),
    [objects, players, t],
  );
};

export const StepTracker = ({ state }: { state: MtgState }) => {
  // The first-strike damage step exists only in a combat that has one (510.4).
  const steps = MTG_STEPS.filter((s) => s !== 'first-strike-damage' || state.combat.firstStrikeStep || state.step === s);
  return <SharedStepTracker game="mtg" steps={steps} current={state.step} ruleOf={(s) => MTG_STEP_TABLE[s as Step].rule} />;
};

export const LifeStrip = ({ state }: { state: MtgState }) => {
  const { t } = useTranslation();
  return (
    <section aria-label={t('life.label')} className="grid grid-cols-2 gap-2" data-testid="life-strip">
      {state.turnOrder.map((id) => {
        const p = state.players[id];
        if (!p) return null;
        const holds = state.priority?.holder === id;
        return (
          <div key={id} className={`flex items-center gap-2 rounded-xl border bg-white px-3 py-1 ${holds ? 'border-brand-700 ring-2 ring-brand-600' : 'border-slate-300'}`} data-testid={`life-${id}`}>
            <div className="min-w-0 flex-1 text-sm leading-tight">
              <span className="block truncate font-semibold">{t('playerName', { id })}</span>
              <span className="block truncate text-xs text-slate-700">
                {p.lost ? <span className="rounded bg-red-700 px-1 font-bold text-white">{t('life.lost')}</span> : holds ? t('life.priority') : id === state.active ? t('life.active') : t('life.defending')}
              </span>
            </div>
            <span className="sr-only">{t('life.total')}</span>
            <span className="text-3xl font-bold tabular-nums" data-testid={`life-value-${id}`}>
              {p.life}
            </span>
          </div>
        );
      })}
    </section>
  );
};

const Figure = ({ p }: { p: Permanent }) => {
  const { t } = useTranslation();
  const f = liveFigure(p);
  return <span className="tabular-nums">{f.kind === 'pt' ? f.text : t(`figure.${f.kind}`, { n: f.text })}</span>;
};

const Marks = ({ p }: { p: Permanent }) => {
  const { t } = useTranslation(['common', 'mtg']);
  const marks: string[] = [];
  if (p.damage > 0) marks.push(t('figure.damage', { n: p.damage }));
  if (p.tapped) marks.push(t('setup.tapped'));
  if (p.summoningSick) marks.push(t('setup.summoningSick'));
  if (p.zone !== 'battlefield') marks.push(t(`zone.${p.zone}`));
  return marks.length > 0 ? <span className="text-xs text-slate-700">{marks.join(t('listSeparator'))}</span> : null;
};

const Keywords = ({ p }: { p: Permanent }) => {
  const { t } = useTranslation(['common', 'mtg']);
  if (p.keywords.length === 0) return null;
  return <span className="text-xs text-slate-700">{p.keywords.map((k) => t(`mtg:keyword.${k}`, { defaultValue: k })).join(t('listSeparator'))}</span>;
};

const PermanentLine = ({ p }: { p: Permanent }) => (
  <span className="flex flex-wrap items-baseline gap-x-2">
    <span className="font-medium">{p.name}</span>
    <Figure p={p} />
    <Keywords p={p} />
    <Marks p={p} />
  </span>
);

export const CombatView = ({ state, nameOf }: { state: MtgState; nameOf: NameOf }) => {
  const { t } = useTranslation();
  const { attackers } = state.combat;
  return (
    <section className="card" aria-labelledby="combat-title" data-testid="combat">
      <h2 id="combat-title" className="card-title">
        {t('combat.title')}
      </h2>
      {attackers.length === 0 ? (
        <p className="muted">{t('combat.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {attackers.map((a) => {
            const p = state.objects[a.id];
            if (!p) return null;
            return (
              <li key={a.id} className="rounded-lg border border-slate-200 p-2" data-testid={`attacker-${a.id}`}>
                <PermanentLine p={p} />
                <p className="text-sm text-slate-800">
                  {t('combat.attacks', { target: nameOf(a.target) })}
                  {' · '}
                  {a.blocked ? t('combat.blocked') : state.step === 'declare-attackers' || state.step === 'beginning-of-combat' ? '' : t('combat.unblocked')}
                </p>
                {a.blockers.length > 0 ? (
                  <ol className="mt-1 flex flex-col gap-1 border-l-2 border-slate-300 pl-2 text-sm">
                    {a.blockers.map((b) => {
                      const bp = state.objects[b];
                      return bp ? (
                        <li key={b} data-testid={`blocker-${b}`}>
                          <span className="sr-only">{t('combat.blockedBy')} </span>
                          <PermanentLine p={bp} />
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

export const StackView = ({ state, nameOf }: { state: MtgState; nameOf: NameOf }) => {
  const { t } = useTranslation();
  const items = state.stack.toReversed();
  return (
    <section className="card" aria-labelledby="stack-title" data-testid="stack">
      <h2 id="stack-title" className="card-title">
        {t('stack.title')} <span className="muted font-normal">{t('stack.topFirst')}</span>
      </h2>
      {items.length === 0 ? (
        <p className="muted">{t('stack.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-1 text-sm">
          {items.map((o) => (
            <li key={o.id} className="rounded-lg border border-slate-200 p-2">
              <span className="font-medium">{o.name}</span> <span className="text-xs text-slate-700">({t('playerName', { id: o.controller })})</span>
              <p className="text-slate-800">
                {t(o.effect.kind === 'prevent' && o.effect.amount === 'all' ? 'effectLine.preventAll' : `effectLine.${o.effect.kind}`, valuesOf(o.effect, nameOf))}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};

export const Battlefield = ({ state }: { state: MtgState }) => {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="bf-title">
      <h2 id="bf-title" className="card-title">
        {t('battlefield.title')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {state.turnOrder.map((player) => {
          const mine = state.order.map((id) => state.objects[id]).filter((p): p is Permanent => p !== undefined && p.zone === 'battlefield' && p.controller === player);
          return (
            <div key={player}>
              <h3 className="mb-1 text-sm font-semibold">{t('playerName', { id: player })}</h3>
              {mine.length === 0 ? (
                <p className="muted">{t('battlefield.empty')}</p>
              ) : (
                <ul className="flex flex-col gap-1 text-sm">
                  {mine.map((p) => (
                    <li key={p.id} data-testid={`perm-${p.id}`}>
                      <PermanentLine p={p} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
};

export const Zones = ({ state }: { state: MtgState }) => {
  const { t } = useTranslation();
  const inZone = (zone: 'graveyard' | 'exile') => state.order.map((id) => state.objects[id]).filter((p): p is Permanent => p?.zone === zone);
  return (
    <section className="card grid grid-cols-2 gap-3" aria-label={t('zones.label')}>
      {(['graveyard', 'exile'] as const).map((zone) => {
        const list = inZone(zone);
        return (
          <div key={zone}>
            <h2 className="mb-1 text-sm font-semibold">{t(`zone.${zone}`)}</h2>
            <ul className="text-sm" data-testid={zone}>
              {list.length === 0 ? <li className="muted">{t('zones.empty')}</li> : list.map((p) => <li key={p.id}>{p.name}</li>)}
            </ul>
          </div>
        );
      })}
    </section>
  );
};
