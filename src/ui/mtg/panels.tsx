/**
 * MTG's decision panels: one per prompt kind, each a shared widget fed from the prompt. Every
 * choice goes to the engine; a refusal is shown with its rule by the frame. No legality here.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Effect, MtgAction, MtgModule, MtgPrompt, MtgView } from '../../games/mtg/types.ts';
import { ruleTitleKey, type NameOf } from '../../text/describe.ts';
import { RuleBadge } from '../components/Rule.tsx';
import { defineGameUi, type PanelMap, type PanelProps } from '../kit/binding.ts';
import { ChoiceButton, OverNote, RestartButton, Verdict } from '../kit/decision.tsx';
import { ChooseSubset } from '../kit/widgets/ChooseSubset.tsx';
import { ExcludedList } from '../kit/widgets/Excluded.tsx';
import { Distribute } from '../kit/widgets/Distribute.tsx';
import { OrderList } from '../kit/widgets/OrderList.tsx';
import { PriorityBar } from '../kit/widgets/PriorityBar.tsx';
import { tx } from '../i18n.ts';
import { CombatView } from './CombatView.tsx';
import { groupByPlayer, OTHER, ownerOfTarget } from './targets.ts';

type P<K extends MtgPrompt['kind']> = PanelProps<MtgModule, K>;

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
                {g.items.map((x) => (
                  <option key={x} value={x}>
                    {targetLabel(x)}
                  </option>
                ))}
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
const BlockHints = ({ prompt, view, nameOf }: Pick<P<'mtg.declareBlockers'>, 'prompt' | 'view' | 'nameOf'>) => {
  const { t } = useTranslation(['common', 'mtg']);
  const list = (ids: readonly string[]) => ids.map(nameOf).join(t('listSeparator'));
  const menace = new Set(prompt.menace);
  // Menace has its own line; other "N or more" requirements are listed by N.
  const byN = new Map<number, string[]>();
  for (const [id, n] of Object.entries(prompt.minBlockers)) if (n > 1 && !menace.has(id)) byN.set(n, [...(byN.get(n) ?? []), id]);
  return (
    <>
      {view.players.length > 2 ? (
        <div className="rounded-lg bg-slate-50 p-2 text-sm" data-testid="block-for">
          <p>
            <RuleBadge rule={{ game: 'mtg', id: '802.4' }} /> {t('mtg:ui.block.who')}
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

const DeclareBlockers = ({ prompt, view, nameOf, send }: P<'mtg.declareBlockers'>) => {
  const { t } = useTranslation(['common', 'mtg']);
  // Each blocker with the attackers it blocks: one, or several where it may block more (509.1a).
  const [blocks, setBlocks] = useState<Readonly<Record<string, readonly string[]>>>({});
  const rows = prompt.candidates.filter((c) => c.canBlock.length > 0);
  const blockers = rows.flatMap((r) => (blocks[r.id] ?? []).map((a) => ({ id: r.id, blocks: a })));
  const pair = (b: { id: string; blocks: string }) => t('mtg:ui.block.pair', { blocker: nameOf(b.id), attacker: nameOf(b.blocks) });
  return (
    <div className="flex flex-col gap-2">
      <BlockHints prompt={prompt} view={view} nameOf={nameOf} />
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
      <ul className="flex flex-col gap-2">
        {rows.map((r) =>
          r.limit === 1 ? (
            <li key={r.id} className="rounded-lg border border-slate-200 p-2">
              <label className="label" htmlFor={`pair-${r.id}`}>
                {t('mtg:ui.block.label', { name: nameOf(r.id) })}
              </label>
              <select
                id={`pair-${r.id}`}
                className="field"
                value={blocks[r.id]?.[0] ?? ''}
                onChange={(e) => setBlocks({ ...blocks, [r.id]: e.target.value === '' ? [] : [e.target.value] })}
                data-testid={`block-select-${r.id}`}
              >
                <option value="">{t('mtg:ui.block.none')}</option>
                {r.canBlock.map((a) => (
                  <option key={a} value={a}>
                    {nameOf(a)}
                  </option>
                ))}
              </select>
            </li>
          ) : (
            <li key={r.id} className="rounded-lg border border-slate-200 p-2">
              <fieldset data-testid={`block-multi-${r.id}`}>
                <legend className="label">{r.limit === 'any' ? t('mtg:ui.block.multiAny', { name: nameOf(r.id) }) : t('mtg:ui.block.multi', { name: nameOf(r.id), n: r.limit })}</legend>
                {r.canBlock.map((a) => {
                  const on = blocks[r.id]?.includes(a) === true;
                  return (
                    <label key={a} className="flex min-h-11 items-center gap-2">
                      <input
                        type="checkbox"
                        className="size-5 accent-brand-700"
                        checked={on}
                        onChange={() => setBlocks({ ...blocks, [r.id]: on ? (blocks[r.id] ?? []).filter((x) => x !== a) : [...(blocks[r.id] ?? []), a] })}
                        data-testid={`block-${r.id}-${a}`}
                      />
                      {nameOf(a)}
                    </label>
                  );
                })}
              </fieldset>
            </li>
          ),
        )}
      </ul>
      {blockers.length > 0 ? (
        <button type="button" className="btn btn-primary" onClick={() => send({ type: 'declareBlockers', by: prompt.player, blockers })}>
          {t('mtg:ui.block.declare', { count: new Set(blockers.map((b) => b.id)).size })}
        </button>
      ) : null}
      <ExcludedList excluded={prompt.excluded} nameOf={nameOf} />
    </div>
  );
};

/** Which of the waiting orders to announce now: 509.2 and 509.3 fix none, so the player picks. */
const WaitingPicker = ({ waiting, value, onChange, nameOf }: { waiting: readonly string[]; value: string; onChange: (id: string) => void; nameOf: NameOf }) => {
  const { t } = useTranslation(['common', 'mtg']);
  if (waiting.length < 2) return null;
  return (
    <div>
      <label htmlFor="order-next" className="label">
        {t('mtg:ui.order.next')}
      </label>
      <select id="order-next" className="field" value={value} onChange={(e) => onChange(e.target.value)} data-testid="order-next">
        {waiting.map((id) => (
          <option key={id} value={id}>
            {nameOf(id)}
          </option>
        ))}
      </select>
    </div>
  );
};

const OrderBlockers = ({ prompt, view, nameOf, send }: P<'mtg.orderBlockers'>) => {
  const { t } = useTranslation(['common', 'mtg']);
  const [picked, setPicked] = useState(prompt.attacker);
  const attacker = prompt.waiting.includes(picked) ? picked : prompt.attacker;
  const blockers = attacker === prompt.attacker ? prompt.blockers : (view.attackers.find((a) => a.id === attacker)?.blockers ?? []);
  const label = t('mtg:ui.order.blockers', { name: nameOf(attacker) });
  return (
    <div className="flex flex-col gap-2">
      <WaitingPicker waiting={prompt.waiting} value={attacker} onChange={setPicked} nameOf={nameOf} />
      <OrderList key={attacker} items={blockers} nameOf={nameOf} label={label} onSubmit={(order) => send({ type: 'orderBlockers', by: prompt.player, attacker, order })} />
    </div>
  );
};

const OrderAttackers = ({ prompt, view, nameOf, send }: P<'mtg.orderAttackers'>) => {
  const { t } = useTranslation(['common', 'mtg']);
  const [picked, setPicked] = useState(prompt.blocker);
  const blocker = prompt.waiting.includes(picked) ? picked : prompt.blocker;
  const attackers = blocker === prompt.blocker ? prompt.attackers : view.attackers.filter((a) => a.blockers.includes(blocker)).map((a) => a.id);
  const label = t('mtg:ui.order.attackers', { name: nameOf(blocker) });
  return (
    <div className="flex flex-col gap-2">
      <WaitingPicker waiting={prompt.waiting} value={blocker} onChange={setPicked} nameOf={nameOf} />
      <OrderList key={blocker} items={attackers} nameOf={nameOf} label={label} onSubmit={(order) => send({ type: 'orderAttackers', by: prompt.player, blocker, order })} />
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

const Priority = ({ prompt, nameOf, send }: P<'mtg.priority'>) => {
  const { t } = useTranslation(['common', 'mtg']);
  return (
    <PriorityBar
      game="mtg"
      prompt={prompt}
      nameOf={nameOf}
      send={send}
      // Unnamed, the effect is called by its kind in the caster's words, as a card would be.
      // The form builds `{ kind, ...fields }` from this prompt's own effect options, so it is one of MTG's effects.
      onEffect={(effect, name) => send({ type: 'cast', by: prompt.player, name: name ?? tx(t, `mtg:effect.${effect.kind}`), effect: effect as unknown as Effect })}
    />
  );
};

/** Play is over: after the game (a draw, or who lost), what happened; after combat, restart only. */
const Over = ({ prompt, nameOf }: P<'mtg.gameOver'> | P<'mtg.combatOver'>) => {
  const { t } = useTranslation(['common', 'mtg']);
  if (prompt.kind !== 'mtg.gameOver') return <RestartButton />;
  const text = prompt.draw ? t('mtg:ui.over.draw') : t('mtg:ui.over.losers', { names: prompt.losers.map(nameOf).join(t('listSeparator')) });
  return <OverNote text={text} />;
};

const panels: PanelMap<MtgModule> = {
  'mtg.declareAttackers': DeclareAttackers,
  'mtg.declareBlockers': DeclareBlockers,
  'mtg.orderBlockers': OrderBlockers,
  'mtg.orderAttackers': OrderAttackers,
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
