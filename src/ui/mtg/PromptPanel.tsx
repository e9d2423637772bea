/**
 * The decision of the moment: what it is, who makes it, the rule that asks for it, and the
 * legal choices from prompt(state) as controls. Every choice goes to the engine; when it
 * refuses, the error and its rule are shown. No legality is worked out here.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionBase } from '../../engine/types.ts';
import type { DamageSourceOption, MtgAction, MtgPrompt, MtgState } from '../../games/mtg/types.ts';
import { preview } from '../../store/session.ts';
import { type NameOf } from '../../text/describe.ts';
import { NumberField } from '../components/NumberField.tsx';
import { PromptFrame } from '../components/PromptFrame.tsx';
import { RestartButton, useSend as useSharedSend, Verdict } from '../components/decision.tsx';
import { useSessionStore } from '../session.tsx';
import { CastForm } from './CastForm.tsx';

type Props<K extends MtgPrompt['kind']> = { readonly prompt: Extract<MtgPrompt, { kind: K }>; readonly state: MtgState; readonly nameOf: NameOf };

const useSend = () => useSharedSend<MtgAction>();

const DeclareAttackers = ({ prompt, nameOf }: Props<'mtg.declareAttackers'>) => {
  const { t } = useTranslation();
  const send = useSend();
  const [chosen, setChosen] = useState<Readonly<Record<string, string>>>({});
  const attackers = prompt.candidates.filter((c) => chosen[c.id] !== undefined).map((c) => ({ id: c.id, target: chosen[c.id] as string }));
  return (
    <div className="flex flex-col gap-2">
      {prompt.candidates.length === 0 ? <p className="muted">{t('attack.noCandidates')}</p> : null}
      <ul className="flex flex-col gap-2">
        {prompt.candidates.map((c) => {
          const target = chosen[c.id];
          const on = target !== undefined;
          return (
            <li key={c.id} className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 p-2">
              <button
                type="button"
                className="btn min-w-0 flex-1 justify-start"
                aria-pressed={on}
                onClick={() => setChosen(on ? Object.fromEntries(Object.entries(chosen).filter(([k]) => k !== c.id)) : { ...chosen, [c.id]: c.targets[0] ?? '' })}
              >
                <span aria-hidden="true">{on ? '⚔' : '○'}</span> {t('attack.toggle', { name: nameOf(c.id) })}
              </button>
              {on && c.targets.length > 1 ? (
                <span className="flex items-center gap-1 text-sm">
                  <label htmlFor={`target-${c.id}`}>{t('attack.target')}</label>
                  <select id={`target-${c.id}`} className="field w-auto" value={target} onChange={(e) => setChosen({ ...chosen, [c.id]: e.target.value })}>
                    {c.targets.map((x) => (
                      <option key={x} value={x}>
                        {nameOf(x)}
                      </option>
                    ))}
                  </select>
                </span>
              ) : on ? (
                <span className="text-sm">{t('combat.attacks', { target: nameOf(target) })}</span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <button type="button" className="btn btn-primary" onClick={() => send({ type: 'declareAttackers', by: prompt.player, attackers })}>
        {attackers.length === 0 ? t('attack.declareNone') : t('attack.declare', { count: attackers.length })}
      </button>
    </div>
  );
};

const DeclareBlockers = ({ prompt, nameOf }: Props<'mtg.declareBlockers'>) => {
  const { t } = useTranslation();
  const send = useSend();
  const [blocks, setBlocks] = useState<Readonly<Record<string, string>>>({});
  const able = prompt.candidates.filter((c) => c.canBlock.length > 0);
  const blockers = able.filter((c) => blocks[c.id]).map((c) => ({ id: c.id, blocks: blocks[c.id] as string }));
  return (
    <div className="flex flex-col gap-2">
      {prompt.menace.length > 0 ? <p className="text-sm">{t('block.menace', { names: prompt.menace.map(nameOf).join(t('listSeparator')) })}</p> : null}
      {able.length === 0 ? <p className="muted">{t('block.noCandidates')}</p> : null}
      <ul className="flex flex-col gap-2">
        {able.map((c) => (
          <li key={c.id} className="rounded-lg border border-slate-200 p-2">
            <label className="label" htmlFor={`block-${c.id}`}>
              {t('block.label', { name: nameOf(c.id) })}
            </label>
            <select id={`block-${c.id}`} className="field" value={blocks[c.id] ?? ''} onChange={(e) => setBlocks({ ...blocks, [c.id]: e.target.value })} data-testid={`block-select-${c.id}`}>
              <option value="">{t('block.none')}</option>
              {c.canBlock.map((a) => (
                <option key={a} value={a}>
                  {nameOf(a)}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-primary" onClick={() => send({ type: 'declareBlockers', by: prompt.player, blockers })}>
        {blockers.length === 0 ? t('block.declareNone') : t('block.declare', { count: blockers.length })}
      </button>
    </div>
  );
};

const OrderList = ({ items, nameOf, onSubmit, label }: { items: readonly string[]; nameOf: NameOf; onSubmit: (order: readonly string[]) => void; label: string }) => {
  const { t } = useTranslation();
  const [order, setOrder] = useState(items);
  const move = (i: number, by: number) => {
    const j = i + by;
    if (j < 0 || j >= order.length) return;
    const next = [...order];
    [next[i], next[j]] = [next[j] as string, next[i] as string];
    setOrder(next);
  };
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">{label}</p>
      <ol className="flex flex-col gap-1">
        {order.map((id, i) => (
          <li key={id} className="flex items-center gap-2 rounded-lg border border-slate-200 p-2">
            <span className="w-6 text-center font-mono">{i + 1}</span>
            <span className="flex-1">{nameOf(id)}</span>
            <button type="button" className="btn btn-small" aria-label={t('order.up', { name: nameOf(id) })} disabled={i === 0} onClick={() => move(i, -1)}>
              ↑
            </button>
            <button type="button" className="btn btn-small" aria-label={t('order.down', { name: nameOf(id) })} disabled={i === order.length - 1} onClick={() => move(i, 1)}>
              ↓
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-primary" onClick={() => onSubmit(order)}>
        {t('order.submit')}
      </button>
    </div>
  );
};

type Split = Readonly<Record<string, Readonly<Record<string, number>>>>;

/** A starting split to adjust: lethal to each recipient in turn, the rest to the trample target or the last one. */
const firstSplit = (s: DamageSourceOption): Record<string, number> => {
  const out: Record<string, number> = {};
  let left = s.amount;
  for (const r of s.recipients) {
    const give = Math.min(left, r.lethal);
    out[r.target] = give;
    left -= give;
  }
  const rest = s.trampleTo ?? s.recipients[s.recipients.length - 1]?.target;
  if (rest !== undefined && left > 0) out[rest] = (out[rest] ?? 0) + left;
  if (s.trampleTo !== null && out[s.trampleTo] === undefined) out[s.trampleTo] = 0;
  return out;
};

const AssignDamage = ({ prompt, nameOf }: Props<'mtg.assignDamage'>) => {
  const { t } = useTranslation();
  const store = useSessionStore();
  const send = useSend();
  const [split, setSplit] = useState<Split>(() => Object.fromEntries(prompt.sources.map((s) => [s.source, firstSplit(s)])));
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
  const verdict = preview(store, action as ActionBase);
  const set = (source: string, target: string, n: number) => setSplit({ ...split, [source]: { ...split[source], [target]: n } });
  return (
    <div className="flex flex-col gap-3">
      {prompt.sources.map((s) => {
        const mine = split[s.source] ?? {};
        const total = Object.values(mine).reduce((a, b) => a + b, 0);
        return (
          <fieldset key={s.source} className="rounded-lg border border-slate-200 p-2" data-testid={`assign-${s.source}`}>
            <legend className="px-1 text-sm font-semibold">{t('damage.source', { name: nameOf(s.source), amount: s.amount })}</legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {s.recipients.map((r) => (
                <NumberField
                  key={r.target}
                  label={nameOf(r.target)}
                  hint={t('damage.lethal', { n: r.lethal })}
                  value={mine[r.target] ?? 0}
                  min={0}
                  max={s.amount}
                  onChange={(n) => set(s.source, r.target, n)}
                  testId={`assign-${s.source}-${r.target}`}
                />
              ))}
              {s.trampleTo !== null ? (
                <NumberField
                  label={t('damage.trampleTo', { target: nameOf(s.trampleTo) })}
                  value={mine[s.trampleTo] ?? 0}
                  min={0}
                  max={s.amount}
                  onChange={(n) => set(s.source, s.trampleTo as string, n)}
                  testId={`assign-${s.source}-${s.trampleTo}`}
                />
              ) : null}
            </div>
            <p className={`mt-1 text-sm tabular-nums ${total === s.amount ? 'text-emerald-800' : 'text-red-800'}`}>{t('damage.total', { assigned: total, amount: s.amount })}</p>
          </fieldset>
        );
      })}
      <Verdict verdict={verdict} legal={t('damage.legal')} nameOf={nameOf} testId="assign-verdict" />
      <button type="button" className="btn btn-primary" disabled={verdict?.ok !== true} onClick={() => send(action)}>
        {t('damage.submit')}
      </button>
    </div>
  );
};

const Priority = ({ prompt, state, nameOf }: Props<'mtg.priority'>) => {
  const { t } = useTranslation();
  const send = useSend();
  const [casting, setCasting] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-2 gap-2">
        <button type="button" className="btn" onClick={() => send({ type: 'pass', by: prompt.player })}>
          {t('priority.pass')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => send({ type: 'advance', by: prompt.player })}>
          {prompt.stackSize > 0 ? t('priority.resolve') : t('priority.advance')}
        </button>
      </div>
      <button type="button" className="btn" aria-expanded={casting} onClick={() => setCasting(!casting)}>
        {t('cast.open', { player: nameOf(prompt.player) })}
      </button>
      {casting ? <CastForm by={prompt.player} state={state} nameOf={nameOf} onDone={() => setCasting(false)} /> : null}
    </div>
  );
};


const Controls = ({ prompt, state, nameOf }: { prompt: MtgPrompt; state: MtgState; nameOf: NameOf }) => {
  const { t } = useTranslation();
  const send = useSend();
  switch (prompt.kind) {
    case 'mtg.declareAttackers':
      return <DeclareAttackers prompt={prompt} state={state} nameOf={nameOf} />;
    case 'mtg.declareBlockers':
      return <DeclareBlockers prompt={prompt} state={state} nameOf={nameOf} />;
    case 'mtg.orderBlockers':
      return (
        <OrderList
          items={prompt.blockers}
          nameOf={nameOf}
          label={t('order.blockers', { name: nameOf(prompt.attacker) })}
          onSubmit={(order) => send({ type: 'orderBlockers', by: prompt.player, attacker: prompt.attacker, order })}
        />
      );
    case 'mtg.orderAttackers':
      return (
        <OrderList
          items={prompt.attackers}
          nameOf={nameOf}
          label={t('order.attackers', { name: nameOf(prompt.blocker) })}
          onSubmit={(order) => send({ type: 'orderAttackers', by: prompt.player, blocker: prompt.blocker, order })}
        />
      );
    case 'mtg.assignDamage':
      return <AssignDamage prompt={prompt} state={state} nameOf={nameOf} />;
    case 'mtg.priority':
      return <Priority prompt={prompt} state={state} nameOf={nameOf} />;
    case 'mtg.gameOver':
    case 'mtg.combatOver':
      return <RestartButton />;
  }
  // A prompt kind this screen does not know yet: the words above still say what is asked.
  return null;
};


export const PromptPanel = ({ prompt, state, nameOf }: { prompt: MtgPrompt; state: MtgState; nameOf: NameOf }) => (
  <PromptFrame prompt={prompt} nameOf={nameOf} controls={<Controls prompt={prompt} state={state} nameOf={nameOf} />} />
);
