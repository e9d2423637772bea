/**
 * The combat phase as a step table for the procedure kernel (506.1): the rule of each step, its
 * turn-based actions as it begins (declarations, combat damage), the rule under which the active
 * player then gets priority, and what follows when all pass with an empty stack (508.8 skips,
 * 510.4 adds a first-strike damage step, 511.3 ends the phase). None of it hands out priority.
 */
import type { DecisionTable, StepDef } from '../../engine/procedure.ts';
import type { PlayerId } from '../../engine/types.ts';
import { assignForced, dealAssigned, nextAssigner } from './damage.ts';
import { editionOf } from './editions.ts';
import { hasHook } from './keywords.ts';
import type { MtgRuleId } from './rules.ts';
import { cite } from './rules.ts';
import type { Log, MtgCtx } from './state.ts';
import { NO_COMBAT, onField, withCombat, withState } from './state.ts';
import { beginBlocks } from './block.ts';
import type { MtgEvent, MtgState, Step } from './types.ts';

/**
 * Works through the damage assignments of one player, then the other, then deals them all at
 * once (510.1-510.2); stops where a player has a choice to make.
 */
const continueDamage = (s0: MtgState, player: PlayerId | null, log: Log): MtgState => {
  let s = s0;
  for (let who = player; who !== null; who = nextAssigner(s, who)) {
    const done = assignForced(s, who, log);
    s = done.state;
    if (done.choices > 0) return withState(s, { pending: { kind: 'assignDamage', player: who }, priority: null });
  }
  return dealAssigned(withState(s, { pending: null }), log);
};

const beginDamageStep = (s: MtgState, ctx: MtgCtx): MtgState => continueDamage(withState(s, { assigned: [] }), s.active, ctx.log);

/** 510.4: the attackers and blockers with first or double strike now. */
const firstStrikersNow = (s: MtgState): string[] => {
  const ids: string[] = [];
  const consider = (id: string): void => {
    const p = onField(s, id);
    if (p !== undefined && hasHook(p, 'firstStrike')) ids.push(id);
  };
  for (const a of s.combat.attackers) consider(a.id);
  for (const b of s.combat.blockers) consider(b.id);
  return ids;
};

type Def = StepDef<MtgState, Step, MtgEvent, MtgRuleId>;
const to = (step: Step, rule: MtgRuleId) => ({ step, rule });

export const MTG_STEP_TABLE: { readonly [K in Step]: Def } = {
  'beginning-of-combat': { rule: '507', priority: { rule: '507.2' }, next: () => to('declare-attackers', '508') },
  'declare-attackers': {
    rule: '508',
    begin: (s) => (withState(s, { pending: { kind: 'declareAttackers', player: s.active } })),
    priority: { rule: '508.2' },
    next: (s, ctx) => {
      if (s.combat.noAttackers !== true) return to('declare-blockers', '509');
      // 508.8: no attackers were declared, so there is nothing to block and no combat damage.
      const skipped = (step: Step): MtgEvent => ({ type: 'stepSkipped', rule: cite(s.edition, '508.8'), step, automatic: true });
      ctx.log.push(skipped('declare-blockers'), skipped('combat-damage'));
      return to('end-of-combat', '511');
    },
  },
  'declare-blockers': {
    rule: '509',
    begin: (s, ctx) => beginBlocks(s, ctx.log),
    priority: { rule: (s) => editionOf(s).priorityAfterBlocks },
    next: (s) => (firstStrikersNow(s).length > 0 ? to('first-strike-damage', '510.4') : to('combat-damage', '510')),
  },
  'first-strike-damage': {
    rule: '510.4',
    begin: (s, ctx) => beginDamageStep(withState(s, { combat: withCombat(s.combat, { firstStrikers: firstStrikersNow(s), firstStrikeStep: true }) }), ctx),
    priority: { rule: '510.3' },
    // The second combat damage step exists because of 510.4, so its beginning cites that rule.
    next: () => to('combat-damage', '510.4'),
  },
  'combat-damage': { rule: '510', begin: beginDamageStep, priority: { rule: '510.3' }, next: () => to('end-of-combat', '511') },
  'end-of-combat': { rule: '511', priority: { rule: '511.1' }, next: () => to('after-combat', '511.3') },
  'after-combat': {
    rule: '511.3',
    begin: (s, ctx) => {
      ctx.log.push({ type: 'combatEnded', rule: cite(s.edition, '511.3'), automatic: true });
      return withState(s, { combat: NO_COMBAT });
    },
    priority: null,
    next: () => null,
  },
};

/**
 * The decisions combat waits for, each with the rule that asks for it. After a player's damage
 * assignment (510.1) the next player's is worked out, or all of it is dealt at once.
 */
export const MTG_DECISIONS: DecisionTable<MtgState, Step, MtgEvent, MtgRuleId> = {
  declareAttackers: { rule: '508.1' },
  declareBlockers: { rule: '509.1' },
  orderBlockers: { rule: '509.2' },
  orderAttackers: { rule: '509.3' },
  assignDamage: { rule: '510.1', resume: (s, answered, ctx) => continueDamage(s, nextAssigner(s, answered.player), ctx.log) },
};
