/**
 * MTG's decision panels: one per prompt kind, each a shared widget fed from the prompt. Every
 * choice goes to the engine; a refusal is shown with its rule by the frame. No legality here.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Effect, MtgAction, MtgModule, MtgPrompt } from '../../games/mtg/types.ts';
import { defineGameUi, type PanelMap, type PanelProps } from '../kit/binding.ts';
import { RestartButton, Verdict } from '../kit/decision.tsx';
import { AssignPairs } from '../kit/widgets/AssignPairs.tsx';
import { ChooseSubset } from '../kit/widgets/ChooseSubset.tsx';
import { Distribute } from '../kit/widgets/Distribute.tsx';
import { OrderList } from '../kit/widgets/OrderList.tsx';
import { PriorityBar } from '../kit/widgets/PriorityBar.tsx';
import { tx } from '../i18n.ts';
import { CombatView } from './CombatView.tsx';

type P<K extends MtgPrompt['kind']> = PanelProps<MtgModule, K>;

const DeclareAttackers = ({ prompt, nameOf, send }: P<'mtg.declareAttackers'>) => {
  const { t } = useTranslation(['common', 'mtg']);
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [targets, setTargets] = useState<Readonly<Record<string, string>>>({});
  const targetOf = (id: string) => targets[id] ?? prompt.candidates.find((c) => c.id === id)?.targets[0] ?? '';
  const attackers = chosen.map((id) => ({ id, target: targetOf(id) }));
  const items = prompt.candidates.map((c) => ({
    id: c.id,
    label: t('mtg:ui.attack.toggle', { name: nameOf(c.id) }),
    extra:
      c.targets.length > 1 ? (
        <span className="flex items-center gap-1 text-sm">
          <label htmlFor={`target-${c.id}`}>{t('mtg:ui.attack.target')}</label>
          <select id={`target-${c.id}`} className="field w-auto" value={targetOf(c.id)} onChange={(e) => setTargets({ ...targets, [c.id]: e.target.value })}>
            {c.targets.map((x) => (
              <option key={x} value={x}>
                {nameOf(x)}
              </option>
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
      <ChooseSubset items={items} value={chosen} onChange={setChosen} testId={(id) => `attack-${id}`} />
      <button type="button" className="btn btn-primary" onClick={() => send({ type: 'declareAttackers', by: prompt.player, attackers })}>
        {attackers.length === 0 ? t('mtg:ui.attack.declareNone') : t('mtg:ui.attack.declare', { count: attackers.length })}
      </button>
    </div>
  );
};

const DeclareBlockers = ({ prompt, nameOf, send }: P<'mtg.declareBlockers'>) => {
  const { t } = useTranslation(['common', 'mtg']);
  const [blocks, setBlocks] = useState<Readonly<Record<string, string>>>({});
  const rows = prompt.candidates
    .filter((c) => c.canBlock.length > 0)
    .map((c) => ({ id: c.id, label: t('mtg:ui.block.label', { name: nameOf(c.id) }), options: c.canBlock.map((a) => ({ value: a, label: nameOf(a) })) }));
  const blockers = rows.filter((r) => blocks[r.id]).map((r) => ({ id: r.id, blocks: blocks[r.id] as string }));
  return (
    <div className="flex flex-col gap-2">
      {prompt.menace.length > 0 ? <p className="text-sm">{t('mtg:ui.block.menace', { names: prompt.menace.map(nameOf).join(t('listSeparator')) })}</p> : null}
      {rows.length === 0 ? <p className="muted">{t('mtg:ui.block.noCandidates')}</p> : null}
      <AssignPairs rows={rows} value={blocks} onChange={setBlocks} noneLabel={t('mtg:ui.block.none')} testId={(id) => `block-select-${id}`} />
      <button type="button" className="btn btn-primary" onClick={() => send({ type: 'declareBlockers', by: prompt.player, blockers })}>
        {blockers.length === 0 ? t('mtg:ui.block.declareNone') : t('mtg:ui.block.declare', { count: blockers.length })}
      </button>
    </div>
  );
};

const OrderBlockers = ({ prompt, nameOf, send }: P<'mtg.orderBlockers'>) => {
  const { t } = useTranslation(['common', 'mtg']);
  const label = t('mtg:ui.order.blockers', { name: nameOf(prompt.attacker) });
  return <OrderList items={prompt.blockers} nameOf={nameOf} label={label} onSubmit={(order) => send({ type: 'orderBlockers', by: prompt.player, attacker: prompt.attacker, order })} />;
};

const OrderAttackers = ({ prompt, nameOf, send }: P<'mtg.orderAttackers'>) => {
  const { t } = useTranslation(['common', 'mtg']);
  const label = t('mtg:ui.order.attackers', { name: nameOf(prompt.blocker) });
  return <OrderList items={prompt.attackers} nameOf={nameOf} label={label} onSubmit={(order) => send({ type: 'orderAttackers', by: prompt.player, blocker: prompt.blocker, order })} />;
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
        <Distribute
          key={s.source}
          legend={t('mtg:ui.damage.source', { name: nameOf(s.source), amount: s.amount })}
          amount={s.amount}
          rows={[
            ...s.recipients.map((r) => ({ target: r.target, label: nameOf(r.target), hint: t('mtg:ui.damage.lethal', { n: r.lethal }) })),
            ...(s.trampleTo === null ? [] : [{ target: s.trampleTo, label: t('mtg:ui.damage.trampleTo', { target: nameOf(s.trampleTo) }) }]),
          ]}
          value={split[s.source] ?? {}}
          onChange={(v) => setSplit({ ...split, [s.source]: v })}
          testId={`assign-${s.source}`}
        />
      ))}
      <Verdict verdict={verdict} legal={t('mtg:ui.damage.legal')} nameOf={nameOf} testId="assign-verdict" />
      <button type="button" className="btn btn-primary" disabled={verdict?.ok !== true} onClick={() => send(action)}>
        {t('mtg:ui.damage.submit')}
      </button>
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

const Over = () => <RestartButton />;

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
