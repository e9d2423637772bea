/**
 * The FaB decision of the moment with its legal choices from prompt(state): attacks and plays
 * with their pitch, defending cards, manual effects, passing. The engine judges every choice;
 * a refusal is shown with its rule. No legality is worked out here.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionBase, RuleRef } from '../../engine/types.ts';
import { r } from '../../games/fab/rules.ts';
import { defenseOf } from '../../games/fab/state.ts';
import type { AttackOption, EffectKind, FabAction, FabCard, FabPrompt, FabState, PlayOption } from '../../games/fab/types.ts';
import { preview } from '../../store/session.ts';
import { type NameOf } from '../../text/describe.ts';
import { NumberField } from '../components/NumberField.tsx';
import { PromptFrame } from '../components/PromptFrame.tsx';
import { RestartButton, useSend as useSharedSend, Verdict } from '../components/decision.tsx';
import { RuleBadge } from '../components/Rule.tsx';
import { useSessionStore } from '../session.tsx';

type Props<K extends FabPrompt['kind']> = { readonly prompt: Extract<FabPrompt, { kind: K }>; readonly state: FabState; readonly nameOf: NameOf };

const useSend = () => useSharedSend<FabAction>();

/** Hand cards of `player` that could be pitched, with the suggested ones ticked first. */
const PitchPicker = ({ state, player, exclude, cost, value, onChange }: { state: FabState; player: string; exclude: string; cost: number; value: readonly string[]; onChange: (v: string[]) => void }) => {
  const { t } = useTranslation(['common', 'fab']);
  const cards = state.order.filter((id) => {
    const c = state.cards[id];
    return c !== undefined && c.owner === player && c.zone === 'hand' && id !== exclude && (c.pitch ?? 0) > 0;
  });
  if (cost === 0 || cards.length === 0) return null;
  return (
    <fieldset className="text-sm">
      <legend className="label">{t('fab:ui.pitch.label', { cost })}</legend>
      <div className="flex flex-wrap gap-2">
        {cards.map((id) => {
          const on = value.includes(id);
          return (
            <label key={id} className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-2 has-checked:border-brand-700 has-checked:bg-brand-50">
              <input type="checkbox" className="size-5 accent-brand-700" checked={on} onChange={() => onChange(on ? value.filter((x) => x !== id) : [...value, id])} />
              {state.cards[id]?.name ?? id} ({state.cards[id]?.pitch})
            </label>
          );
        })}
      </div>
    </fieldset>
  );
};

const AttackRow = ({ option, state, player, nameOf }: { option: AttackOption; state: FabState; player: string; nameOf: NameOf }) => {
  const { t } = useTranslation(['common', 'fab']);
  const send = useSend();
  const [target, setTarget] = useState(option.targets[0] ?? '');
  const [pitch, setPitch] = useState<readonly string[]>(option.pitch);
  const c = state.cards[option.card];
  const cost = c ? (c.types.includes('weapon') ? c.attackCost : c.cost) : 0;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-2" data-testid={`attack-${option.card}`}>
      {option.targets.length > 1 ? (
        <label className="flex items-center gap-2 text-sm">
          <span>{t('fab:ui.attack.target')}</span>
          <select className="field w-auto" value={target} onChange={(e) => setTarget(e.target.value)}>
            {option.targets.map((x) => (
              <option key={x} value={x}>
                {nameOf(x)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <PitchPicker state={state} player={player} exclude={option.card} cost={cost} value={pitch} onChange={setPitch} />
      <button type="button" className="btn btn-primary" onClick={() => send({ type: 'attack', by: player, card: option.card, target, pitch })}>
        {t('fab:ui.attack.go', { name: nameOf(option.card) })}
      </button>
    </li>
  );
};

/** The section 7 rule that lets a reaction be played now, so the judge sees why it is offered. */
const reactionRule = (c: FabCard | undefined): RuleRef | null =>
  c?.types.includes('defense reaction') ? r('7.4.2b') : c?.types.includes('attack reaction') ? r('7.4.2a') : null;

const PlayRow = ({ option, state, player, nameOf }: { option: PlayOption; state: FabState; player: string; nameOf: NameOf }) => {
  const { t } = useTranslation(['common', 'fab']);
  const send = useSend();
  const [pitch, setPitch] = useState<readonly string[]>(option.pitch);
  const c = state.cards[option.card];
  const rule = reactionRule(c);
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-2" data-testid={`play-${option.card}`}>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        {rule ? <RuleBadge rule={rule} /> : null}
        <span>{c ? c.types.map((ty) => t(`fab:type.${ty}`)).join(t('listSeparator')) : null}</span>
      </p>
      <PitchPicker state={state} player={player} exclude={option.card} cost={c?.cost ?? 0} value={pitch} onChange={setPitch} />
      <button type="button" className="btn" onClick={() => send({ type: 'play', by: player, card: option.card, pitch })}>
        {t('fab:ui.play.go', { name: nameOf(option.card) })}
      </button>
    </li>
  );
};

export const EFFECT_KINDS = ['power', 'defense', 'prevent', 'goAgain', 'damage', 'destroy'] as const satisfies readonly EffectKind[];

const EffectForm = ({ state, player, nameOf }: { state: FabState; player: string; nameOf: NameOf }) => {
  const { t } = useTranslation(['common', 'fab']);
  const send = useSend();
  const [kind, setKind] = useState<EffectKind>('power');
  const [target, setTarget] = useState('chainLink');
  const [hero, setHero] = useState(state.turnOrder.find((p) => p !== state.active) ?? player);
  const [amount, setAmount] = useState(1);
  const onHero = kind === 'prevent' || kind === 'damage';
  const effect =
    kind === 'prevent' || kind === 'damage'
      ? { kind, player: hero, amount: Math.max(0, amount) }
      : kind === 'power' || kind === 'defense'
        ? { kind, target, amount }
        : { kind, target };
  const targets = ['chainLink', ...state.order.filter((id) => state.cards[id]?.zone !== 'graveyard')];
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-slate-200 p-2">
      <legend className="px-1 text-sm font-semibold">{t('fab:ui.effect.title')}</legend>
      <label className="text-sm">
        <span className="label">{t('fab:ui.effect.kind')}</span>
        <select className="field" value={kind} onChange={(e) => setKind(e.target.value as EffectKind)}>
          {EFFECT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`fab:ui.effect.kind.${k}`)}
            </option>
          ))}
        </select>
      </label>
      {onHero ? (
        <label className="text-sm">
          <span className="label">{t('fab:ui.effect.player')}</span>
          <select className="field" value={hero} onChange={(e) => setHero(e.target.value)}>
            {state.turnOrder.map((p) => (
              <option key={p} value={p}>
                {nameOf(p)}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <label className="text-sm">
          <span className="label">{t('fab:ui.effect.target')}</span>
          <select className="field" value={target} onChange={(e) => setTarget(e.target.value)}>
            {targets.map((id) => (
              <option key={id} value={id}>
                {nameOf(id)}
              </option>
            ))}
          </select>
        </label>
      )}
      {kind !== 'goAgain' && kind !== 'destroy' ? <NumberField label={t('fab:ui.effect.amount')} value={amount} onChange={setAmount} min={onHero ? 0 : -20} max={99} /> : null}
      <button type="button" className="btn" onClick={() => send({ type: 'effect', by: player, effect })}>
        {t('fab:ui.effect.add')}
      </button>
    </fieldset>
  );
};

const Priority = ({ prompt, state, nameOf }: Props<'fab.priority'>) => {
  const { t } = useTranslation(['common', 'fab']);
  const send = useSend();
  const [effects, setEffects] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-2">
        <button type="button" className="btn" onClick={() => send({ type: 'pass', by: prompt.player })}>
          {t('priority.pass')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => send({ type: 'advance', by: prompt.player })}>
          {prompt.stackSize > 0 ? t('priority.resolve') : t('priority.advance')}
        </button>
      </div>
      {prompt.attacks.length > 0 ? (
        <section>
          <h3 className="label">{t('fab:ui.attack.title')}</h3>
          <ul className="flex flex-col gap-2">
            {prompt.attacks.map((o) => (
              <AttackRow key={o.card} option={o} state={state} player={prompt.player} nameOf={nameOf} />
            ))}
          </ul>
        </section>
      ) : null}
      {prompt.plays.length > 0 ? (
        <section>
          <h3 className="label">{t('fab:ui.play.title')}</h3>
          <ul className="flex flex-col gap-2">
            {prompt.plays.map((o) => (
              <PlayRow key={o.card} option={o} state={state} player={prompt.player} nameOf={nameOf} />
            ))}
          </ul>
        </section>
      ) : null}
      <button type="button" className="btn" aria-expanded={effects} onClick={() => setEffects(!effects)}>
        {t('fab:ui.effect.title')}
      </button>
      {effects ? <EffectForm state={state} player={prompt.player} nameOf={nameOf} /> : null}
    </div>
  );
};

const Defend = ({ prompt, state, nameOf }: Props<'fab.defend'>) => {
  const { t } = useTranslation(['common', 'fab']);
  const store = useSessionStore();
  const send = useSend();
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const action: FabAction = { type: 'defend', by: prompt.player, cards: chosen };
  const verdict = chosen.length > 0 ? preview(store, action as ActionBase) : null;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">{t('fab:ui.defend.hint')}</p>
      {prompt.maxFromHand !== null ? <p className="text-sm">{t('fab:ui.defend.dominate', { n: prompt.maxFromHand })}</p> : null}
      {prompt.maxActionCards !== null ? <p className="text-sm">{t('fab:ui.defend.overpower', { n: prompt.maxActionCards })}</p> : null}
      {prompt.candidates.length === 0 ? <p className="muted">{t('fab:ui.defend.none')}</p> : null}
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {prompt.candidates.map((id) => {
          const at = chosen.indexOf(id);
          const c = state.cards[id];
          return (
            <li key={id}>
              <button
                type="button"
                className="btn w-full justify-start"
                aria-pressed={at >= 0}
                data-testid={`defend-${id}`}
                onClick={() => setChosen(at >= 0 ? chosen.filter((x) => x !== id) : [...chosen, id])}
              >
                <span className="w-5 font-mono" aria-hidden="true">
                  {at >= 0 ? at + 1 : '○'}
                </span>
                {nameOf(id)} <span className="muted">({t('fab:ui.defend.candidate', { zone: t(`fab:zone.${c?.zone ?? 'hand'}`), defense: c ? defenseOf(c) : 0 })})</span>
              </button>
            </li>
          );
        })}
      </ul>
      <Verdict verdict={verdict} legal={t('fab:ui.defend.legal')} nameOf={nameOf} testId="defend-verdict" />
      <button type="button" className="btn btn-primary" disabled={verdict !== null && !verdict.ok} onClick={() => send(action)}>
        {chosen.length === 0 ? t('fab:ui.defend.submitNone') : t('fab:ui.defend.submit', { count: chosen.length })}
      </button>
    </div>
  );
};


const Controls = ({ prompt, state, nameOf }: { prompt: FabPrompt; state: FabState; nameOf: NameOf }) => {
  switch (prompt.kind) {
    case 'fab.priority':
      return <Priority prompt={prompt} state={state} nameOf={nameOf} />;
    case 'fab.defend':
      return <Defend prompt={prompt} state={state} nameOf={nameOf} />;
    case 'fab.phaseEnded':
    case 'fab.gameOver':
      return <RestartButton />;
  }
};


export const PromptPanel = ({ prompt, state, nameOf }: { prompt: FabPrompt; state: FabState; nameOf: NameOf }) => (
  <PromptFrame prompt={prompt} nameOf={nameOf} controls={<Controls prompt={prompt} state={state} nameOf={nameOf} />} />
);
