/** What is always on screen during a FaB combat: heroes, steps, the combat chain, the stack, the zones. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { defenseOf, powerOf } from '../../games/fab/state.ts';
import { CHAIN_LINK, FAB_STEPS, type EffectKind, type FabCard, type FabState, type Layer, type Step, type Zone } from '../../games/fab/types.ts';
import type { NameOf } from '../../text/describe.ts';
import { StepTracker as SharedStepTracker } from '../components/StepTracker.tsx';

/** The section of CR 7 that describes each step. */
const STEP_RULES: Readonly<Record<Step, string | null>> = {
  layer: '7.1',
  attack: '7.2',
  defend: '7.3',
  reaction: '7.4',
  damage: '7.5',
  resolution: '7.6',
  close: '7.7',
  closed: null,
};

const EFFECT_KIND_NAMES: ReadonlySet<string> = new Set<EffectKind>(['power', 'defense', 'prevent', 'goAgain', 'damage', 'destroy']);

export const useNameOf = (state: FabState): NameOf => {
  const { t } = useTranslation();
  const { cards, players } = state;
  return useMemo(
    () => (id: string) =>
      cards[id]?.name ??
      (players[id] !== undefined
        ? t('playerName', { id })
        : id === CHAIN_LINK
          ? t('fab:ui.effect.chainLink')
          : // An unnamed manual effect's layer is named by its kind (the log's layerAdded/layerResolved).
            EFFECT_KIND_NAMES.has(id)
            ? t(`fab:ui.effect.kind.${id}`)
            : id),
    [cards, players, t],
  );
};

export const StepTracker = ({ state }: { state: FabState }) => (
  <SharedStepTracker game="fab" steps={FAB_STEPS} current={state.step} ruleOf={(s) => STEP_RULES[s as Step] ?? null} />
);

export const LifeStrip = ({ state }: { state: FabState }) => {
  const { t } = useTranslation(['common', 'fab']);
  return (
    <section aria-label={t('life.label')} className="grid grid-cols-2 gap-2" data-testid="life-strip">
      {state.turnOrder.map((id) => {
        const p = state.players[id];
        if (!p) return null;
        const holds = state.priority?.holder === id || state.pending?.player === id;
        return (
          <div key={id} className={`flex flex-wrap items-center gap-x-2 rounded-xl border bg-white px-3 py-1 ${holds ? 'border-brand-700 ring-2 ring-brand-600' : 'border-slate-300'}`} data-testid={`life-${id}`}>
            <div className="min-w-0 flex-1 text-sm leading-tight">
              <span className="block truncate font-semibold">{t('playerName', { id })}</span>
              <span className="block truncate text-xs text-slate-700">
                {p.lost ? (
                  <span className="rounded bg-red-700 px-1 font-bold text-white">{t('life.lost')}</span>
                ) : holds ? (
                  t('life.priority')
                ) : id === state.active ? (
                  t('life.active')
                ) : (
                  t('life.defending')
                )}
              </span>
            </div>
            <span className="sr-only">{t('life.total')}</span>
            <span className="text-3xl font-bold tabular-nums" data-testid={`life-value-${id}`}>
              {p.life}
            </span>
            {/* Full width under the name and life, each figure unbroken: a half-width card on a phone cuts them mid-word otherwise. */}
            <p className="flex w-full flex-wrap gap-x-3 text-xs leading-tight text-slate-700 tabular-nums">
              <span className="whitespace-nowrap">{t('fab:ui.player.actionPoints', { n: p.actionPoints })}</span>
              <span className="whitespace-nowrap">{t('fab:ui.player.resources', { n: p.resources })}</span>
            </p>
          </div>
        );
      })}
    </section>
  );
};

/** power/defense, with a dash where the card has none (equipment has no power, 0 would be a value). */
const figure = (c: FabCard | undefined): string =>
  c ? `${c.power === null && c.powerBonus === 0 ? '–' : powerOf(c)}/${c.defense === null ? '–' : defenseOf(c)}` : '';

export const ChainView = ({ state, nameOf }: { state: FabState; nameOf: NameOf }) => {
  const { t } = useTranslation(['common', 'fab']);
  const last = state.chain.length - 1;
  // What the judge checks on an attack: its keywords, go again granted this chain included.
  const keywordsOf = (c: FabCard): string[] => {
    const words = c.keywords.map((k) => (k === 'piercing' ? `${t('fab:keyword.piercing')} ${c.piercing}` : t(`fab:keyword.${k}`)));
    return c.grantedGoAgain && !c.keywords.includes('go again') ? [...words, t('fab:keyword.go again')] : words;
  };
  // A defending card counts by its defense only; its power (often none) would mislead here.
  const defenderText = (id: string) => {
    const c = state.cards[id];
    return t('fab:ui.chain.defender', { name: nameOf(id), defense: c ? defenseOf(c) : 0 });
  };
  return (
    <section className="card" aria-labelledby="chain-title" data-testid="chain">
      <h2 id="chain-title" className="card-title">
        {t('fab:ui.chain.title')} <span className="muted font-normal">({state.chainOpen ? t('fab:ui.chain.open') : t('fab:ui.chain.closed')})</span>
      </h2>
      {state.chain.length === 0 ? <p className="muted">{t('fab:ui.chain.empty')}</p> : null}
      <ol className="flex flex-col gap-2">
        {state.chain.map((link, i) => {
          const attack = state.cards[link.attack];
          const status = link.resolved ? t('fab:ui.chain.resolved') : i === last && state.chainOpen ? t('fab:ui.chain.active') : t('fab:ui.chain.past');
          const total = link.defenders.reduce((sum, d) => sum + (state.cards[d.card] ? defenseOf(state.cards[d.card] as FabCard) : 0), 0);
          const active = i === last && state.chainOpen;
          return (
            <li
              key={i}
              aria-current={active ? 'true' : undefined}
              className={`rounded-lg border p-2 text-sm ${active ? 'border-2 border-brand-700 bg-brand-50' : 'border-slate-200'}`}
              data-testid={`link-${i + 1}`}
            >
              <p className="font-semibold">
                {t('fab:ui.chain.link', { n: i + 1 })} <span className="muted font-normal">({status})</span>
              </p>
              <p>
                {t('fab:ui.chain.attack', { attack: nameOf(link.attack), power: attack ? powerOf(attack) : 0, target: nameOf(link.target) })}
                {link.attackGone ? <span className="muted"> — {t('fab:ui.chain.gone')}</span> : null}
              </p>
              {attack && keywordsOf(attack).length > 0 ? (
                <p className="text-xs text-slate-700" data-testid={`link-${i + 1}-keywords`}>
                  {keywordsOf(attack).join(t('listSeparator'))}
                </p>
              ) : null}
              <p>
                {link.defenders.length === 0
                  ? t('fab:ui.chain.noDefenders')
                  : t('fab:ui.chain.defenders', {
                      names: link.defenders.map((d) => defenderText(d.card)).join(t('listSeparator')),
                    })}
                {link.defenders.length > 0 ? <span className="muted"> · {t('fab:ui.chain.defenseTotal', { n: total })}</span> : null}
              </p>
              {state.step === 'damage' || state.step === 'resolution' || i < last || !state.chainOpen ? (
                <p className={link.hit ? 'font-medium text-red-800' : 'muted'}>{link.hit ? t('fab:ui.chain.hit', { n: link.damage }) : t('fab:ui.chain.noHit')}</p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
};

export const StackView = ({ state, nameOf }: { state: FabState; nameOf: NameOf }) => {
  const { t } = useTranslation(['common', 'fab']);
  // A manual effect without a name of its own is named by its kind, in the reader's language.
  const layerName = (l: Layer) => {
    if (l.card) return nameOf(l.card);
    if (l.effect && l.name === l.effect.kind) {
      const amount = 'amount' in l.effect ? ` ${l.effect.amount}` : '';
      const on = 'target' in l.effect ? l.effect.target : l.effect.player;
      return `${nameOf(l.effect.kind)}${amount} → ${nameOf(on)}`;
    }
    return l.name;
  };
  return (
    <section className="card" aria-labelledby="stack-title" data-testid="stack">
      <h2 id="stack-title" className="card-title">
        {t('fab:ui.stack.title')}
      </h2>
      {state.stack.length === 0 ? (
        <p className="muted">{t('fab:ui.stack.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-1 text-sm">
          {state.stack.toReversed().map((l) => (
            <li key={l.id} className="rounded border border-slate-200 px-2 py-1">
              <span className="font-mono text-xs">{l.id}</span> {layerName(l)} <span className="muted">({nameOf(l.controller)})</span>
              {l.target ? <span className="muted"> → {nameOf(l.target)}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};

const SHOWN_ZONES: readonly Zone[] = ['hand', 'equipment', 'weapon', 'arena', 'pitch', 'graveyard'];

export const Zones = ({ state, nameOf }: { state: FabState; nameOf: NameOf }) => {
  const { t } = useTranslation(['common', 'fab']);
  return (
    <section className="card" aria-labelledby="zones-title" data-testid="zones">
      <h2 id="zones-title" className="card-title">
        {t('fab:ui.zones.title')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {state.turnOrder.map((p) => (
          <div key={p}>
            <h3 className="text-sm font-semibold">{t('playerName', { id: p })}</h3>
            <dl className="text-sm">
              {SHOWN_ZONES.map((z) => {
                const ids = state.order.filter((id) => state.cards[id]?.owner === p && state.cards[id]?.zone === z);
                return (
                  <div key={z} className="flex gap-2" data-testid={`zone-${p}-${z}`}>
                    <dt className="w-24 shrink-0 text-slate-700">{t(`fab:ui.zone.${z}`)}</dt>
                    <dd>{ids.length === 0 ? t('fab:ui.zone.none') : ids.map((id) => `${nameOf(id)} ${figure(state.cards[id])}`).join(t('listSeparator'))}</dd>
                  </div>
                );
              })}
            </dl>
          </div>
        ))}
      </div>
    </section>
  );
};
