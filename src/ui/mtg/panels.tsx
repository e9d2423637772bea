/**
 * MTG's decision panels: one per prompt kind, each a shared widget fed from the prompt. Every
 * choice goes to the engine; a refusal is shown with its rule by the frame. No legality here.
 */
import { memo, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Effect, MtgAction, MtgModule, MtgPrompt, MtgView, PermanentView } from '../../games/mtg/types.ts';
import { useProgressive } from '../components/progressive.ts';
import { useTermText } from '../kit/Term.tsx';
import { ruleTitleKey, type NameOf } from '../../text/describe.ts';
import { RuleBadge } from '../components/Rule.tsx';
import { Options, SelectField } from '../components/Select.tsx';
import { defineGameUi, type PanelMap, type PanelProps } from '../kit/binding.ts';
import { ChoiceButton, GameOverNote, RestartButton, Verdict } from '../kit/decision.tsx';
import { ChooseSubset } from '../kit/widgets/ChooseSubset.tsx';
import { ExcludedList } from '../kit/widgets/Excluded.tsx';
import { Distribute } from '../kit/widgets/Distribute.tsx';
import { OrderList } from '../kit/widgets/OrderList.tsx';
import { PriorityBar } from '../kit/widgets/PriorityBar.tsx';
import { tx } from '../i18n.ts';
import { CombatView } from './CombatView.tsx';
import { groupByPlayer, OTHER, ownerOfTarget } from './targets.ts';

type P<K extends MtgPrompt['kind']> = PanelProps<MtgModule, K>;
type MtgPromptOf<K extends MtgPrompt['kind']> = Extract<MtgPrompt, { kind: K }>;

/** "Jace Beleren (planeswalker)" for a permanent, the name alone for a player. */
const useTargetLabel = (view: MtgView, nameOf: NameOf) => {
  const { t } = useTranslation(['common', 'mtg']);
  return (id: string): string => {
    const p = view.permanents[id];
    const type = p?.types.find((ty) => ty === 'planeswalker' || ty === 'battle');
    return type === undefined ? nameOf(id) : t('mtg:ui.attack.permanentTarget', { name: nameOf(id), type: tx(t, `mtg:type.${type}`) });
  };
};

const DeclareAttackers = ({ prompt, view, nameOf, send }: P<'mtg.declareAttackers'>) => {
  const { t } = useTranslation(['common', 'mtg']);
  const targetLabel = useTargetLabel(view, nameOf);
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [targets, setTargets] = useState<Readonly<Record<string, string>>>({});
  const targetOf = (id: string) => targets[id] ?? prompt.candidates.find((c) => c.id === id)?.targets[0] ?? '';
  const attackers = chosen.map((id) => ({ id, target: targetOf(id) }));
  // With one thing to attack, "attack with all" is the whole declaration; otherwise it fills the form to aim each.
  const oneTarget = prompt.candidates.every((c) => c.targets.length === 1 && c.targets[0] === prompt.candidates[0]?.targets[0]);
  const attackAll = () =>
    oneTarget
      ? send({ type: 'declareAttackers', by: prompt.player, attackers: prompt.candidates.map((c) => ({ id: c.id, target: c.targets[0] ?? '' })) })
      : setChosen(prompt.candidates.map((c) => c.id));
  const items = prompt.candidates.map((c) => ({
    id: c.id,
    label: t('mtg:ui.attack.toggle', { name: nameOf(c.id) }),
    extra:
      c.targets.length > 1 ? (
        <span className="flex w-full items-center gap-1 text-sm">
          <label htmlFor={`target-${c.id}`} className="shrink-0">
            {t('mtg:ui.attack.target')}
          </label>
          <select id={`target-${c.id}`} className="field min-w-0 flex-1" value={targetOf(c.id)} onChange={(e) => setTargets({ ...targets, [c.id]: e.target.value })} data-testid={`attack-target-${c.id}`}>
            {/* Each opponent with their planeswalkers and the battles they protect (802.2, 508.1b). */}
            {groupByPlayer(c.targets, (x) => ownerOfTarget(x, view), view).map((g) => (
              <optgroup key={g.player} label={g.player === OTHER ? t('mtg:ui.attack.battles') : nameOf(g.player)}>
                <Options values={g.items} label={targetLabel} />
              </optgroup>
            ))}
          </select>
        </span>
      ) : (
        <span className="text-sm">{t('mtg:ui.combat.attacks', { target: nameOf(targetOf(c.id)) })}</span>
      ),
  }));
  return (
    <div className="flex flex-col gap-2">
      {prompt.candidates.length === 0 ? <p className="muted">{t('mtg:ui.attack.noCandidates')}</p> : null}
      {prompt.candidates.length > 1 ? (
        <ChoiceButton
          label={t('mtg:ui.attack.all', { count: prompt.candidates.length })}
          detail={t('mtg:ui.attack.allDetail', { names: prompt.candidates.map((c) => nameOf(c.id)).join(t('listSeparator')) })}
          onClick={attackAll}
          testId="attack-all"
        />
      ) : null}
      <ChooseSubset items={items} value={chosen} onChange={setChosen} testId={(id) => `attack-${id}`} />
      <button type="button" className="btn btn-primary" onClick={() => send({ type: 'declareAttackers', by: prompt.player, attackers })}>
        {attackers.length === 0 ? t('mtg:ui.attack.declareNone') : t('mtg:ui.attack.declare', { count: attackers.length })}
      </button>
      <ExcludedList excluded={prompt.excluded} nameOf={nameOf} />
    </div>
  );
};

/** What the blocking player should know first: whom this declaration is for, what attacks them, and how many blockers some attackers need. */
const BlockHints = ({ prompt, nameOf }: Pick<P<'mtg.declareBlockers'>, 'prompt' | 'nameOf'>) => {
  const { t } = useTranslation(['common', 'mtg']);
  const list = (ids: readonly string[]) => ids.map(nameOf).join(t('listSeparator'));
  const menace = new Set(prompt.menace);
  // Menace has its own line; other "N or more" requirements are listed by N.
  const byN = new Map<number, string[]>();
  for (const [id, n] of Object.entries(prompt.minBlockers)) if (n > 1 && !menace.has(id)) byN.set(n, [...(byN.get(n) ?? []), id]);
  return (
    <>
      {prompt.perPlayer !== null ? (
        <div className="rounded-lg bg-slate-50 p-2 text-sm" data-testid="block-for">
          <p>
            <RuleBadge rule={prompt.perPlayer} /> {t('mtg:ui.block.who')}
          </p>
          <p className="mt-1 font-medium">{t('mtg:ui.block.attacking', { player: nameOf(prompt.player), names: list(prompt.attackers) })}</p>
        </div>
      ) : null}
      {prompt.menace.length > 0 ? <p className="text-sm">{t('mtg:ui.block.menace', { names: list(prompt.menace) })}</p> : null}
      {[...byN].map(([n, ids]) => (
        <p key={n} className="text-sm">
          {t('mtg:ui.block.minBlockers', { n, names: list(ids) })}
        </p>
      ))}
    </>
  );
};

/** "2/3、Reach": a blocker's figure and keywords, what a judge weighs when pairing it. */
const useFacts = (nameOf: NameOf) => {
  const { t } = useTranslation(['common', 'mtg']);
  const termText = useTermText('mtg', nameOf);
  return (p: PermanentView | undefined): string => {
    if (p === undefined) return '';
    const facts: string[] = [];
    if (p.power !== null && p.toughness !== null) facts.push(termText({ key: 'figure.pt', values: { power: p.power, toughness: p.toughness } }));
    for (const k of p.keywords) facts.push(termText({ key: `keyword.${k}` }));
    if (p.damage > 0) facts.push(termText({ key: 'figure.damage', values: { n: p.damage } }));
    return facts.join(t('listSeparator'));
  };
};

type Candidate = MtgPromptOf<'mtg.declareBlockers'>['candidates'][number];

/** A row's words, worked out once per row by the panel (the rows themselves call no translation hooks). */
type RowWords = { readonly name: string; readonly label: string; readonly facts: string; readonly options: readonly (readonly [string, string])[] };

/**
 * One possible blocker on one line: its name and figures, then the attacker it blocks. The
 * select keeps its full words ("Bear blocks") for screen readers. Memoised: choosing a block
 * redraws that row only.
 */
const BlockRow = memo(({ id, words, none, value, onPick }: { id: string; words: RowWords; none: string; value: string; onPick: (id: string, attacker: string) => void }) => (
  // Off screen, a row is not laid out (content-visibility), its size kept from when it was.
  <li className="flex items-center gap-2 border-b border-slate-200 py-1 [contain-intrinsic-size:auto_3rem] [content-visibility:auto] last:border-b-0" data-testid={`block-row-${id}`}>
    <label className="flex min-w-0 flex-1 items-baseline gap-x-2" htmlFor={`pair-${id}`}>
      <span className="sr-only">{words.label}</span>
      {/* The name first: the figures give way (cut short) before it does. */}
      <span className="max-w-full shrink-0 truncate font-medium" aria-hidden="true">
        {words.name}
      </span>
      {words.facts === '' ? null : (
        <span className="min-w-0 truncate text-xs text-slate-700 tabular-nums" aria-hidden="true">
          {words.facts}
        </span>
      )}
    </label>
    <select id={`pair-${id}`} className="field min-h-10 w-[48%] shrink-0 px-2 py-1 text-sm" value={value} onChange={(e) => onPick(id, e.target.value)} data-testid={`block-select-${id}`}>
      <option value="">{none}</option>
      {words.options.map(([a, name]) => (
        <option key={a} value={a}>
          {name}
        </option>
      ))}
    </select>
  </li>
));

/** A blocker that may block several attackers (509.1a): one box per attacker it may block. */
const MultiBlockRow = memo(({ id, words, value, onToggle }: { id: string; words: RowWords; value: readonly string[] | undefined; onToggle: (id: string, attacker: string) => void }) => (
  <li className="border-b border-slate-200 py-1 last:border-b-0">
    <fieldset data-testid={`block-multi-${id}`}>
      <legend className="label">
        {words.label}
        {words.facts === '' ? null : <span className="ml-2 text-xs font-normal text-slate-700 tabular-nums">{words.facts}</span>}
      </legend>
      <div className="flex flex-wrap gap-x-3">
        {words.options.map(([a, name]) => (
          <label key={a} className="flex min-h-10 items-center gap-2">
            <input type="checkbox" className="size-5 accent-brand-700" checked={value?.includes(a) === true} onChange={() => onToggle(id, a)} data-testid={`block-${id}-${a}`} />
            {name}
          </label>
        ))}
      </div>
    </fieldset>
  </li>
));

const rowLabel = (c: Candidate, t: TFunction<['common', 'mtg']>, nameOf: NameOf): string =>
  c.limit === 1
    ? t('mtg:ui.block.label', { name: nameOf(c.id) })
    : c.limit === 'any'
      ? t('mtg:ui.block.multiAny', { name: nameOf(c.id) })
      : t('mtg:ui.block.multi', { name: nameOf(c.id), n: c.limit });

const DeclareBlockers = ({ prompt, view, nameOf, send }: P<'mtg.declareBlockers'>) => {
  const { t } = useTranslation(['common', 'mtg']);
  // Each blocker with the attackers it blocks: one, or several where it may block more (509.1a).
  const [blocks, setBlocks] = useState<Readonly<Record<string, readonly string[]>>>({});
  const rows = useMemo(() => prompt.candidates.filter((c) => c.canBlock.length > 0), [prompt.candidates]);
  const facts = useFacts(nameOf);
  const { permanents } = view;
  // A row's words are worked out when the row is first drawn: the first screenful on the tap, the rest after.
  const wordsOf = useMemo(() => {
    const cache = new Map<string, RowWords>();
    return (c: Candidate): RowWords => {
      const known = cache.get(c.id);
      if (known !== undefined) return known;
      const words = { name: nameOf(c.id), label: rowLabel(c, t, nameOf), facts: facts(permanents[c.id]), options: c.canBlock.map((a) => [a, nameOf(a)] as const) };
      cache.set(c.id, words);
      return words;
    };
    // `facts` is a fresh function each render; it reads only what the other dependencies hold.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, permanents, nameOf, t]);
  const onPick = useCallback((id: string, attacker: string) => setBlocks((b) => ({ ...b, [id]: attacker === '' ? [] : [attacker] })), []);
  const onToggle = useCallback(
    (id: string, attacker: string) =>
      setBlocks((b) => {
        const now = b[id] ?? [];
        return { ...b, [id]: now.includes(attacker) ? now.filter((x) => x !== attacker) : [...now, attacker] };
      }),
    [],
  );
  const blockers = rows.flatMap((r) => (blocks[r.id] ?? []).map((a) => ({ id: r.id, blocks: a })));
  const pair = (b: { id: string; blocks: string }) => t('mtg:ui.block.pair', { blocker: nameOf(b.id), attacker: nameOf(b.blocks) });
  const none = t('mtg:ui.block.none');
  // Thirty rows: the first screenful now, the rest (and the why-not list) right after.
  const shown = useProgressive(rows.length);
  return (
    <div className="flex flex-col gap-2">
      <BlockHints prompt={prompt} nameOf={nameOf} />
      {/* No blocks in one tap; the engine still judges it (509.1c may require a block). */}
      <button type="button" className="btn w-full" onClick={() => send({ type: 'declareBlockers', by: prompt.player, blockers: [] })} data-testid="block-none">
        {t('mtg:ui.block.declareNone')}
      </button>
      {prompt.suggested.length > 0 ? (
        <ChoiceButton
          label={t('mtg:ui.block.suggested')}
          detail={prompt.suggested.map(pair).join(t('listSeparator'))}
          onClick={() => send({ type: 'declareBlockers', by: prompt.player, blockers: prompt.suggested })}
          testId="block-suggested"
        />
      ) : null}
      {rows.length === 0 ? <p className="muted">{t('mtg:ui.block.noCandidates')}</p> : null}
      {rows.length === 0 ? null : (
        <ul className="flex flex-col rounded-lg border border-slate-200 px-2">
          {rows.slice(0, shown).map((r) =>
            r.limit === 1 ? (
              <BlockRow key={r.id} id={r.id} words={wordsOf(r)} none={none} value={blocks[r.id]?.[0] ?? ''} onPick={onPick} />
            ) : (
              <MultiBlockRow key={r.id} id={r.id} words={wordsOf(r)} value={blocks[r.id]} onToggle={onToggle} />
            ),
          )}
        </ul>
      )}
      {blockers.length > 0 ? (
        <button type="button" className="btn btn-primary" onClick={() => send({ type: 'declareBlockers', by: prompt.player, blockers })}>
          {t('mtg:ui.block.declare', { count: new Set(blockers.map((b) => b.id)).size })}
        </button>
      ) : null}
      {shown < rows.length ? null : <ExcludedList excluded={prompt.excluded} nameOf={nameOf} />}
    </div>
  );
};

/** Which of the waiting orders to announce now: 509.2 and 509.3 fix none, so the player picks. */
const WaitingPicker = ({ waiting, value, onChange, nameOf }: { waiting: readonly string[]; value: string; onChange: (id: string) => void; nameOf: NameOf }) => {
  const { t } = useTranslation(['common', 'mtg']);
  if (waiting.length < 2) return null;
  return <SelectField id="order-next" label={t('mtg:ui.order.next')} value={value} options={waiting.map((id) => ({ value: id, label: nameOf(id) }))} onChange={onChange} testId="order-next" />;
};

/**
 * An order to announce: one attacker's blockers (509.2) or one blocker's attackers (509.3), the
 * prompt's own first; another waiting one's list is read from the view.
 */
const Order = ({ prompt, view, nameOf, send }: P<'mtg.orderBlockers'> | P<'mtg.orderAttackers'>) => {
  const { t } = useTranslation(['common', 'mtg']);
  const blockers = prompt.kind === 'mtg.orderBlockers';
  const first = blockers ? prompt.attacker : prompt.blocker;
  const [picked, setPicked] = useState(first);
  const one = prompt.waiting.includes(picked) ? picked : first;
  const own = blockers ? prompt.blockers : prompt.attackers;
  const items = one === first ? own : blockers ? (view.attackers.find((a) => a.id === one)?.blockers ?? []) : view.attackers.filter((a) => a.blockers.includes(one)).map((a) => a.id);
  const submit = (order: readonly string[]) => send(blockers ? { type: 'orderBlockers', by: prompt.player, attacker: one, order } : { type: 'orderAttackers', by: prompt.player, blocker: one, order });
  return (
    <div className="flex flex-col gap-2">
      <WaitingPicker waiting={prompt.waiting} value={one} onChange={setPicked} nameOf={nameOf} />
      <OrderList key={one} items={items} nameOf={nameOf} label={t(blockers ? 'mtg:ui.order.blockers' : 'mtg:ui.order.attackers', { name: nameOf(one) })} onSubmit={submit} />
    </div>
  );
};

const AssignDamage = ({ prompt, nameOf, send, preview }: P<'mtg.assignDamage'>) => {
  const { t } = useTranslation(['common', 'mtg']);
  const [split, setSplit] = useState(() => Object.fromEntries(prompt.sources.map((s) => [s.source, Object.fromEntries(s.suggested.map((x) => [x.target, x.amount]))])));
  const action: MtgAction = {
    type: 'assignDamage',
    by: prompt.player,
    assignments: prompt.sources.map((s) => ({
      source: s.source,
      to: Object.entries(split[s.source] ?? {})
        .filter(([, amount]) => amount > 0)
        .map(([target, amount]) => ({ target, amount })),
    })),
  };
  // The engine judges the split as it is typed; the form only reports its answer.
  const verdict = preview(action);
  return (
    <div className="flex flex-col gap-3">
      {prompt.sources.map((s) => (
        <div key={s.source} className="flex flex-col gap-1">
          {/* Past the blockers is trample's rule (702.19b, 702.19c), beside the prompt's 510.1c. */}
          {s.trampleRule === null ? null : (
            <p className="flex flex-wrap items-center gap-2 text-sm" data-testid={`assign-trample-rule-${s.source}`}>
              <RuleBadge rule={s.trampleRule} />
              <span className="font-semibold">{tx(t, `mtg:${ruleTitleKey(s.trampleRule)}`)}</span>
              <span>{t('mtg:ui.damage.trampleRule')}</span>
            </p>
          )}
          <Distribute
            legend={t('mtg:ui.damage.source', { name: nameOf(s.source), amount: s.amount })}
            amount={s.amount}
            rows={[
              // One label per field, name and lethal damage apart ("Bear (lethal: 2)"), seen and heard alike.
              ...s.recipients.map((r) => ({ target: r.target, label: t('mtg:ui.damage.recipient', { name: nameOf(r.target), lethal: t('mtg:ui.damage.lethal', { n: r.lethal }) }) })),
              ...(s.trampleTo === null ? [] : [{ target: s.trampleTo, label: t('mtg:ui.damage.trampleTo', { target: nameOf(s.trampleTo) }) }]),
              ...(s.beyond === null || s.trampleTo === null ? [] : [{ target: s.beyond, label: t('mtg:ui.damage.beyond', { planeswalker: nameOf(s.trampleTo), player: nameOf(s.beyond) }) }]),
            ]}
            value={split[s.source] ?? {}}
            onChange={(v) => setSplit({ ...split, [s.source]: v })}
            testId={`assign-${s.source}`}
          />
        </div>
      ))}
      <Verdict verdict={verdict} legal={t('mtg:ui.damage.legal')} nameOf={nameOf} testId="assign-verdict" />
      <button type="button" className="btn btn-primary" disabled={verdict?.ok !== true} onClick={() => send(action)}>
        {t('mtg:ui.damage.submit')}
      </button>
      <ExcludedList excluded={prompt.excluded} nameOf={nameOf} pairLabel={(e) => t('mtg:ui.damage.pair', { source: nameOf(e.from ?? ''), target: nameOf(e.id) })} />
    </div>
  );
};

const Priority = ({ prompt, nameOf, send }: P<'mtg.priority'>) => <PriorityBar<Effect, 'cast'> game="mtg" prompt={prompt} nameOf={nameOf} send={send} effectType="cast" />;

/** Play is over: after the game (a draw, or who lost), what happened; after combat, restart only. */
const Over = ({ prompt, nameOf }: P<'mtg.gameOver'> | P<'mtg.combatOver'>) => {
  const { t } = useTranslation(['common', 'mtg']);
  if (prompt.kind !== 'mtg.gameOver') return <RestartButton />;
  return <GameOverNote game="mtg" over={prompt} nameOf={nameOf} words={(names) => (names === null ? t('mtg:ui.over.draw') : t('mtg:ui.over.losers', { names }))} />;
};

const panels: PanelMap<MtgModule> = {
  'mtg.declareAttackers': DeclareAttackers,
  'mtg.declareBlockers': DeclareBlockers,
  'mtg.orderBlockers': Order,
  'mtg.orderAttackers': Order,
  'mtg.assignDamage': AssignDamage,
  'mtg.priority': Priority,
  'mtg.gameOver': Over,
  'mtg.combatOver': Over,
};

export const mtgUi = defineGameUi<MtgModule>({ game: 'mtg', panels, Middle: CombatView });

/**
 * The board's binding: a player's figures (poison, each commander's damage) may not fit half a
 * phone's width, so they wrap; a turn-based declaration (509.1 blocks, an order, a damage split)
 * is not priority, so the strip says "decides now" for it.
 */
export const mtgBoardUi = defineGameUi<MtgModule>({ ...mtgUi, wrapFigures: true, decidingWord: (kind) => (kind === 'mtg.priority' ? undefined : 'ui.player.deciding') });
