/**
 * FaB's decision panels: one per prompt kind, built from shared widgets and fed from the prompt
 * (attacks and plays carry their cost, the cards that may be pitched and a way to pay; defending
 * cards their defense; effects their targets). No legality is worked out here.
 */
import { memo, useCallback, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttackOption, Effect, FabModule, FabPrompt, Keyword, Payment, PlayOption, PreventOption, PreventUse, TriggerOption, Zone } from '../../games/fab/types.ts';
import { CHAIN_LINK, EFFECT_KINDS } from '../../games/fab/types.ts';
import type { NameOf } from '../../text/describe.ts';
import { RuleBadge } from '../components/Rule.tsx';
import { Options } from '../components/Select.tsx';
import { tx } from '../i18n.ts';
import { defineGameUi, type PanelMap, type PanelProps } from '../kit/binding.ts';
import { GameOverNote, RestartButton, Verdict } from '../kit/decision.tsx';
import { ChooseSubset } from '../kit/widgets/ChooseSubset.tsx';
import { ExcludedList } from '../kit/widgets/Excluded.tsx';
import { useFirstRows } from '../components/progressive.ts';
import { JudgeChoice } from '../kit/widgets/JudgeChoice.tsx';
import { useOrder } from '../kit/widgets/OrderList.tsx';
import { PriorityBar } from '../kit/widgets/PriorityBar.tsx';
import { LARGE } from '../kit/largeBoard.tsx';
import { ChainView } from './ChainView.tsx';

type P<K extends FabPrompt['kind']> = PanelProps<FabModule, K>;
type Send = P<'fab.priority'>['send'];
/** What a row of the priority holder's options gets: its option, who holds priority, names, and the way to send its action. */
type RowProps<O> = { readonly option: O; readonly player: string; readonly nameOf: NameOf; readonly send: Send };

/** More hand cards than this that may pay, and the choice stays folded (the suggested pitch in words) until asked for. */
const PITCH_FOLDED = 4;

/**
 * The hand cards that may pay the cost, the suggested ones ticked first. A big hand shows the
 * chosen cards in one line with a button that opens the full choice, so a list of reactions does
 * not become a screen of pitch buttons each.
 */
const Pitch = ({ pay, nameOf, value, onChange }: { pay: Payment; nameOf: NameOf; value: readonly string[]; onChange: (v: readonly string[]) => void }) => {
  const { t } = useTranslation(['common', 'fab']);
  const [open, setOpen] = useState(false);
  if (pay.cost === 0 || pay.pitchable.length === 0) return null;
  const folded = pay.pitchable.length > PITCH_FOLDED && !open;
  const label = (card: string) => `${nameOf(card)} (${pay.pitchable.find((c) => c.card === card)?.pitch ?? 0})`;
  const items = folded ? [] : pay.pitchable.map((c) => ({ id: c.card, label: label(c.card) }));
  return (
    <fieldset className="text-sm">
      <legend className="label">{t('fab:ui.pitch.label', { cost: pay.cost })}</legend>
      {folded ? (
        <p className="flex flex-wrap items-center gap-2">
          <span>{value.length === 0 ? t('fab:ui.pitch.nothing') : value.map(label).join(t('listSeparator'))}</span>
          <button type="button" className="btn btn-small" onClick={() => setOpen(true)}>
            {t('fab:ui.pitch.change')}
          </button>
        </p>
      ) : (
        <ChooseSubset items={items} value={value} onChange={onChange} testId={(id) => `pitch-${id}`} />
      )}
    </fieldset>
  );
};

/** A card used from its owner's arsenal says so (the others come from hand or their own zone). */
const FromArsenal = ({ zone, text }: { zone: Zone; text: string }) =>
  zone === 'arsenal' ? (
    <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-950" data-testid="from-arsenal">
      {text}
    </span>
  ) : null;

const AttackRow = ({ option, player, nameOf, send }: RowProps<AttackOption>) => {
  const { t } = useTranslation(['common', 'fab']);
  const [target, setTarget] = useState(option.targets[0] ?? '');
  const [pitch, setPitch] = useState<readonly string[]>(option.pitch);
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-2" data-testid={`attack-${option.card}`}>
      {option.zone === 'arsenal' ? (
        <p className="text-sm">
          <FromArsenal zone={option.zone} text={t('fab:ui.attack.fromArsenal')} />
        </p>
      ) : null}
      {option.targets.length > 1 ? (
        <label className="flex items-center gap-2 text-sm">
          <span>{t('fab:ui.attack.target')}</span>
          <select className="field w-auto" value={target} onChange={(e) => setTarget(e.target.value)}>
            <Options values={option.targets} label={nameOf} />
          </select>
        </label>
      ) : null}
      <Pitch pay={option} nameOf={nameOf} value={pitch} onChange={setPitch} />
      <button type="button" className="btn btn-primary" onClick={() => send({ type: 'attack', by: player, card: option.card, target, pitch })}>
        {t('fab:ui.attack.go', { name: nameOf(option.card) })}
      </button>
    </li>
  );
};

const PlayRow = ({ option, player, nameOf, send }: RowProps<PlayOption>) => {
  const { t } = useTranslation(['common', 'fab']);
  const [pitch, setPitch] = useState<readonly string[]>(option.pitch);
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-2" data-testid={`play-${option.card}`}>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        {/* The reaction-step rule that lets it be played now, so the judge sees why it is offered. */}
        {option.rule ? <RuleBadge rule={option.rule} /> : null}
        <span>{option.types.map((ty) => tx(t, `fab:type.${ty}`)).join(t('listSeparator'))}</span>
        <FromArsenal zone={option.zone} text={t('fab:ui.play.fromArsenal')} />
      </p>
      <Pitch pay={option} nameOf={nameOf} value={pitch} onChange={setPitch} />
      <button type="button" className="btn" onClick={() => send({ type: 'play', by: player, card: option.card, pitch })}>
        {t('fab:ui.play.go', { name: nameOf(option.card) })}
      </button>
    </li>
  );
};

/** A titled list of the priority holder's options of one kind (attacks, plays), a row each; nothing when there are none. */
const Section = <O extends { readonly card: string }>({ title, options, Row, ...row }: Omit<RowProps<O>, 'option'> & { readonly title: string; readonly options: readonly O[]; readonly Row: ComponentType<RowProps<O>> }) =>
  options.length === 0 ? null : (
    <section>
      <h3 className="label">{title}</h3>
      <ul className="flex flex-col gap-2">
        {options.map((o) => (
          <Row key={o.card} option={o} {...row} />
        ))}
      </ul>
    </section>
  );

const Priority = ({ prompt, nameOf, send }: P<'fab.priority'>) => {
  const { t } = useTranslation(['common', 'fab']);
  return (
    // An unnamed effect stays so: the log names its layer by its kind (specialNames).
    <PriorityBar<Effect, 'effect'> game="fab" prompt={prompt} nameOf={nameOf} send={send} effectType="effect" keepUnnamed>
      <Section title={t('fab:ui.attack.title')} options={prompt.attacks} Row={AttackRow} player={prompt.player} nameOf={nameOf} send={send} />
      {/* The turn player's cards that cannot attack now, greyed, each with why on tap. */}
      <ExcludedList excluded={prompt.excluded} nameOf={nameOf} />
      <Section title={t('fab:ui.play.title')} options={prompt.plays} Row={PlayRow} player={prompt.player} nameOf={nameOf} send={send} />
    </PriorityBar>
  );
};

type DefendItem = { readonly id: string; readonly label: string; readonly detail: string };

/**
 * One card that may defend, a toggle showing the order it was chosen in (7.3.2c). Memoised with a
 * stable toggle: choosing a card redraws that row only. A long list is one line per card.
 */
const DefendRow = memo(({ item, at, compact, onToggle }: { item: DefendItem; at: number; compact: boolean; onToggle: (id: string) => void }) => (
  <li className="flex flex-wrap items-center gap-2">
    <button type="button" className={`btn min-w-0 flex-1 justify-start text-left ${compact ? 'min-h-10 py-1' : ''}`} aria-pressed={at >= 0} data-testid={`defend-${item.id}`} onClick={() => onToggle(item.id)}>
      <span className="w-5 shrink-0 text-center tabular-nums" aria-hidden="true">
        {at >= 0 ? at + 1 : '○'}
      </span>
      {compact ? (
        <span className="flex min-w-0 flex-1 items-baseline gap-2">
          <span className="truncate">{item.label}</span>
          <span className="muted ml-auto shrink-0 text-xs">{item.detail}</span>
        </span>
      ) : (
        <span className="min-w-0">
          {item.label}
          <span className="muted block">{item.detail}</span>
        </span>
      )}
    </button>
  </li>
));

const Defend = ({ prompt, nameOf, send, preview }: P<'fab.defend'>) => {
  const { t } = useTranslation(['common', 'fab']);
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const action = useMemo(() => ({ type: 'defend', by: prompt.player, cards: chosen }) as const, [prompt.player, chosen]);
  const verdict = useMemo(() => (action.cards.length > 0 ? preview(action) : null), [action, preview]);
  const toggle = useCallback((id: string) => setChosen((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id])), []);
  // The words of each card are worked out once for the decision, not on every tap.
  const items = useMemo(() => {
    // A keyword that lets a card defend from where it is (ambush, from arsenal) is named beside the zone.
    const via = (k: Keyword | null) => (k === null ? '' : ` · ${tx(t, `fab:keyword.${k}`)}`);
    return prompt.cards.map((c) => ({
      id: c.card,
      label: nameOf(c.card),
      detail: t('fab:ui.defend.candidate', { zone: tx(t, `fab:zone.${c.zone}`), defense: c.defense }) + via(c.via),
    }));
  }, [prompt.cards, nameOf, t]);
  const compact = items.length > LARGE;
  // Thirty cards: a screenful with the decision, the rest just after.
  const shown = useFirstRows(items);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">{t('fab:ui.defend.hint')}</p>
      {prompt.maxFromHand !== null ? <p className="text-sm">{t('fab:ui.defend.dominate', { n: prompt.maxFromHand })}</p> : null}
      {prompt.maxActionCards !== null ? <p className="text-sm">{t('fab:ui.defend.overpower', { n: prompt.maxActionCards })}</p> : null}
      {prompt.cards.length === 0 ? <p className="muted">{t('fab:ui.defend.none')}</p> : null}
      <ul className={`flex flex-col ${compact ? 'gap-1' : 'gap-2'}`}>
        {shown.map((item) => (
          <DefendRow key={item.id} item={item} at={chosen.indexOf(item.id)} compact={compact} onToggle={toggle} />
        ))}
      </ul>
      {/* The hero's cards that cannot defend, greyed, each with why on tap (7.3.2). */}
      <ExcludedList excluded={prompt.excluded} nameOf={nameOf} />
      <Verdict verdict={verdict} legal={t('fab:ui.defend.legal')} nameOf={nameOf} testId="defend-verdict" />
      <button type="button" className="btn btn-primary" disabled={verdict !== null && !verdict.ok} onClick={() => send(action)}>
        {chosen.length === 0 ? t('fab:ui.defend.submitNone') : t('fab:ui.defend.submit', { count: chosen.length })}
      </button>
    </div>
  );
};

/** A trigger in the words of the list: its name, what it comes from, and the keyword that made it. */
const TriggerLine = ({ trigger, nameOf }: { trigger: TriggerOption; nameOf: NameOf }) => {
  const { t } = useTranslation(['common', 'fab']);
  return (
    <span className="flex min-w-0 flex-col">
      <span className="font-medium break-words">{trigger.name}</span>
      <span className="flex flex-wrap items-center gap-1 text-xs text-slate-700">
        {trigger.keyword ? <span className="badge">{tx(t, `fab:keyword.${trigger.keyword}`)}</span> : null}
        {trigger.source !== null && nameOf(trigger.source) !== trigger.name ? <span>{t('fab:ui.order.source', { card: nameOf(trigger.source) })}</span> : null}
      </span>
    </span>
  );
};

/**
 * The player's own triggers go on the stack in the order they choose (1.10.2d): the list reads
 * top to bottom in the order they are put on, so the last one (the bottom) resolves first.
 */
const Order = ({ prompt, nameOf, send }: P<'fab.order'>) => {
  const { t } = useTranslation(['common', 'fab']);
  const [order, move] = useOrder(prompt.triggers);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm" data-testid="order-hint">
        {t('fab:ui.order.hint')}
      </p>
      <ol className="flex flex-col gap-1.5" data-testid="order-list">
        {order.map((tr, i) => (
          <li key={tr.id} className="flex items-center gap-2 rounded-lg border border-slate-200 p-2" data-testid={`order-${tr.id}`}>
            <span className="w-5 shrink-0 text-center tabular-nums" aria-hidden="true">
              {i + 1}
            </span>
            <span className="min-w-0 flex-1">
              <TriggerLine trigger={tr} nameOf={nameOf} />
              {i === order.length - 1 && order.length > 1 ? <span className="mt-0.5 block text-xs font-semibold text-brand-900">{t('fab:ui.order.resolvesFirst')}</span> : null}
            </span>
            <span className="flex shrink-0 gap-1">
              <button type="button" className="btn w-11 px-0" aria-label={t('order.up', { name: tr.name })} disabled={i === 0} onClick={() => move(i, -1)}>
                ↑
              </button>
              <button type="button" className="btn w-11 px-0" aria-label={t('order.down', { name: tr.name })} disabled={i === order.length - 1} onClick={() => move(i, 1)}>
                ↓
              </button>
            </span>
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-primary" onClick={() => send({ type: 'order', by: prompt.player, triggers: order.map((tr) => tr.id) })} data-testid="order-submit">
        {t('fab:ui.order.submit')}
      </button>
    </div>
  );
};

/** What one prevention costs and does: "Ward 3 · prevents 3 · destroy it". */
const preventDetail = (t: (key: string, values?: Readonly<Record<string, unknown>>) => string, o: PreventOption): string =>
  [
    t('fab:ui.keywordN', { keyword: t(`fab:keyword.${o.keyword}`), n: o.n }),
    t('fab:ui.prevent.prevents', { n: o.n }),
    o.destroys ? t('fab:ui.prevent.destroy') : o.cost > 0 ? t('fab:ui.prevent.pay', { n: o.cost }) : t('fab:ui.prevent.free'),
  ].join(' · ');

const optionKey = (o: PreventUse): string => `${o.card}|${o.keyword}`;

/**
 * Damage about to be dealt to a hero and the ways it may be prevented (arcane barrier, spellvoid,
 * quell): each with its N, its price and its rule, each usable once against this damage. Ward is
 * shown but not chosen: it applies by itself to what is left. Cards to pitch are offered when the
 * chosen prices come to more than the pool.
 */
const Prevent = ({ prompt, nameOf, send, preview }: P<'fab.prevent'>) => {
  const { t } = useTranslation(['common', 'fab']);
  const say = (key: string, values?: Readonly<Record<string, unknown>>) => tx(t, key, values);
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [pitch, setPitch] = useState<readonly string[]>([]);
  const byKey = new Map(prompt.options.map((o) => [optionKey(o), o]));
  const use = chosen.flatMap((k) => {
    const o = byKey.get(k);
    return o ? [{ card: o.card, keyword: o.keyword }] : [];
  });
  const cost = use.reduce((sum, u) => sum + (byKey.get(optionKey(u))?.cost ?? 0), 0);
  const prevented = Math.min(
    prompt.amount,
    use.reduce((sum, u) => sum + (byKey.get(optionKey(u))?.n ?? 0), 0),
  );
  const short = cost > prompt.pool;
  const usedPitch = short ? pitch : [];
  const action = { type: 'prevent', by: prompt.player, use, ...(usedPitch.length > 0 ? { pitch: usedPitch } : {}) } as const;
  const verdict = use.length > 0 ? preview(action) : null;
  const toggle = (k: string) => setChosen(chosen.includes(k) ? chosen.filter((x) => x !== k) : [...chosen, k]);
  const pay: Payment = { cost, pool: prompt.pool, pitchable: prompt.pitchable, pitch: [] };
  const optional = prompt.options.filter((o) => !o.forced);
  const forced = prompt.options.filter((o) => o.forced);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium" data-testid="prevent-damage">
        {prompt.source === null
          ? t('fab:ui.prevent.damageNoSource', { amount: prompt.amount, player: nameOf(prompt.player) })
          : t('fab:ui.prevent.damage', { amount: prompt.amount, player: nameOf(prompt.player), source: nameOf(prompt.source) })}
        {prompt.arcane ? <span className="ml-1 badge">{t('fab:ui.prevent.arcane')}</span> : null}
      </p>
      <p className="text-sm">{optional.length === 0 ? t('fab:ui.prevent.none') : t('fab:ui.prevent.hint')}</p>
      <ul className="flex flex-col gap-2">
        {optional.map((o) => {
          const k = optionKey(o);
          const on = chosen.includes(k);
          return (
            <li key={k}>
              <button type="button" className="btn w-full min-w-0 justify-start text-left" aria-pressed={on} onClick={() => toggle(k)} data-testid={`prevent-${o.card}-${o.keyword.replace(' ', '-')}`}>
                <span className="w-5 shrink-0 text-center tabular-nums" aria-hidden="true">
                  {on ? '✓' : '○'}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-x-2">
                    {nameOf(o.card)}
                    <RuleBadge rule={o.rule} />
                  </span>
                  <span className="muted block">{preventDetail(say, o)}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {forced.length > 0 ? (
        <ul className="flex flex-col gap-1 rounded-lg bg-slate-50 p-2 text-sm" data-testid="prevent-forced">
          {forced.map((o) => (
            <li key={optionKey(o)} className="flex flex-wrap items-center gap-x-2">
              <span className="font-medium">{nameOf(o.card)}</span>
              <RuleBadge rule={o.rule} />
              <span className="text-slate-700">
                {preventDetail(say, o)} — {t('fab:ui.prevent.forced')}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {use.length > 0 ? (
        <p className="text-sm tabular-nums" data-testid="prevent-total">
          {t('fab:ui.prevent.total', { prevented, amount: prompt.amount, cost, pool: prompt.pool })}
        </p>
      ) : null}
      {short ? <Pitch pay={pay} nameOf={nameOf} value={pitch} onChange={setPitch} /> : null}
      <Verdict verdict={verdict} legal={t('fab:ui.prevent.legal')} nameOf={nameOf} testId="prevent-verdict" />
      {use.length > 0 ? (
        <button type="button" className="btn btn-primary" disabled={verdict !== null && !verdict.ok} onClick={() => send(action)} data-testid="prevent-submit">
          {t('fab:ui.prevent.submit')}
        </button>
      ) : null}
      <button type="button" className="btn" onClick={() => send({ type: 'prevent', by: prompt.player, use: [] })} data-testid="prevent-none">
        {t('fab:ui.prevent.submitNone')}
      </button>
    </div>
  );
};

/**
 * A question the rules leave to the judge (mirage: destroyed at once or through a trigger; a
 * value taken below 0 then raised): the shared choice, in the game's words for the question and
 * each ruling.
 */
const Judge = ({ prompt, send }: P<'fab.judge'>) => {
  const { t, i18n } = useTranslation(['common', 'fab']);
  // The shared judge words (`judge.<question>`, `judge.<question>.<ruling>`) where the locale has them, else the log's.
  const word = (keys: readonly string[], fallback: string) => {
    const key = keys.find((k) => i18n.exists(k));
    return key === undefined ? fallback : tx(t, key);
  };
  const q = prompt.question;
  return (
    <JudgeChoice
      question={word([`fab:judge.${q}`, `fab:question.${q}`], q)}
      options={prompt.options.map((ruling) => ({ ruling, label: word([`fab:judge.${q}.${ruling}`, `fab:ruling.${ruling}`], t('fab:ui.judge.unknown', { ruling })) }))}
      onChoose={(ruling) => send({ type: 'judge', question: prompt.question, ruling })}
      testId={(ruling) => `judge-${ruling}`}
    />
  );
};

const PhaseOver = () => <RestartButton />;

/** Who lost, or a draw when every hero lost at once. */
const GameOver = ({ prompt, nameOf }: P<'fab.gameOver'>) => <GameOverNote game="fab" over={prompt} nameOf={nameOf} />;

const panels: PanelMap<FabModule> = {
  'fab.priority': Priority,
  'fab.defend': Defend,
  'fab.order': Order,
  'fab.prevent': Prevent,
  'fab.judge': Judge,
  'fab.phaseEnded': PhaseOver,
  'fab.gameOver': GameOver,
};

/** "This chain link", and an unnamed manual effect's layer, which the log names by its kind. */
const specialNames: Readonly<Record<string, string>> = {
  [CHAIN_LINK]: 'ui.effect.chainLink',
  ...Object.fromEntries(EFFECT_KINDS.map((k) => [k, `effect.${k}`])),
};

export const fabUi = defineGameUi<FabModule>({ game: 'fab', panels, Middle: ChainView, specialNames });
