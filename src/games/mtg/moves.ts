/**
 * The players' moves besides passing: the turn-based declarations of 508-510, each made by the
 * player the pending decision names, and casting a manual effect with priority. Each is a gate
 * (who may make it, and when, with the rule that says so) and a run (the rule checks, then the
 * change). None hands out priority: the procedure kernel does.
 */
import type { MoveDef } from '../../engine/procedure.ts';
import { declareAttackers } from './attack.ts';
import { declareBlockers, orderAttackers, orderBlockers, waitingAttackers, waitingBlockers } from './block.ts';
import { assignChosen, checkAssignments } from './damage.ts';
import { editionOf } from './editions.ts';
import { cast } from './effects.ts';
import { cite, MTG, type MtgErrorCode, type MtgRuleId } from './rules.ts';
import type { MtgAction, MtgError, MtgEvent, MtgState, Pending, Step } from './types.ts';

type Move<T extends MtgAction['type']> = MoveDef<MtgState, Extract<MtgAction, { type: T }>, MtgEvent, MtgRuleId, MtgErrorCode, Step>;

/** A refusal under a rule of this state's edition. */
const no = (s: MtgState, code: MtgErrorCode, rule: MtgRuleId, params?: Record<string, string>): MtgError => MTG.error(code, cite(s.edition, rule), params);

/**
 * The gate of a turn-based decision: it must be the one pending (else `notNow` under the rule
 * that asks for it), made by the player it names (else `wrong`, under its rule).
 */
const decision =
  <K extends Pending['kind']>(kind: K, rule: MtgRuleId, wrong: { code: MtgErrorCode; rule: MtgRuleId }, matches: (p: Extract<Pending, { kind: K }>, a: never) => boolean = () => true) =>
  (s: MtgState, a: MtgAction): MtgError | null => {
    const p = s.pending;
    if (p?.kind !== kind || !matches(p as Extract<Pending, { kind: K }>, a as never)) return no(s, 'notNow', rule, { decision: a.type });
    return a.by === p.player ? null : no(s, wrong.code, wrong.rule, { player: p.player });
  };

/** Damage assignment orders exist only in an edition that has them (2023-11): elsewhere the move itself is unknown to the rules. */
const withOrder =
  (rule: MtgRuleId, gate: (s: MtgState, a: MtgAction) => MtgError | null) =>
  (s: MtgState, a: MtgAction): MtgError | null =>
    editionOf(s).damageOrder ? gate(s, a) : no(s, 'noDamageOrder', rule);

const declareAttackersMove: Move<'declareAttackers'> = {
  when: decision('declareAttackers', '508.1', { code: 'notActivePlayer', rule: '508.1' }),
  run: (s, a, ctx) => declareAttackers(s, a, ctx.log),
};

const declareBlockersMove: Move<'declareBlockers'> = {
  when: decision('declareBlockers', '509.1', { code: 'notDefendingPlayer', rule: '509.1a' }),
  run: (s, a, ctx) => declareBlockers(s, a, ctx.log),
};

/** 509.2 fixes no order among attackers: any attacker still waiting may be ordered next. */
const orderBlockersMove: Move<'orderBlockers'> = {
  when: withOrder('510.1c', (s, a) => {
    const gate = decision('orderBlockers', '509.2', { code: 'notActivePlayer', rule: '509.2' })(s, a);
    if (gate !== null || a.type !== 'orderBlockers') return gate;
    return waitingAttackers(s).includes(a.attacker) ? null : no(s, 'alreadyOrdered', '509.2', { id: a.attacker });
  }),
  run: (s, a, ctx) => orderBlockers(s, a, ctx.log),
};

/** Each blocker's controller orders its attackers (509.3); the pending player's blockers in any order. */
const orderAttackersMove: Move<'orderAttackers'> = {
  when: withOrder('510.1d', (s, a) => {
    const gate = decision('orderAttackers', '509.3', { code: 'notDefendingPlayer', rule: '509.3' })(s, a);
    if (gate !== null || a.type !== 'orderAttackers') return gate;
    const mine = waitingBlockers(s).filter((p) => p.controller === a.by).map((p) => p.id);
    return mine.includes(a.blocker) ? null : no(s, 'alreadyOrdered', '509.3', { id: a.blocker });
  }),
  run: (s, a, ctx) => orderAttackers(s, a, ctx.log),
};

const assignDamageMove: Move<'assignDamage'> = {
  when: decision('assignDamage', '510.1', { code: 'notYourDecision', rule: '510.1' }),
  run: (s, a, ctx) => {
    const error = checkAssignments(s, a.by, a.assignments);
    if (error !== null) return { ok: false, error };
    // Recorded; the kernel carries the damage step on (MTG_DECISIONS.assignDamage).
    return { ok: true, value: { ...assignChosen(s, a.by, a.assignments, ctx.log), pending: null } };
  },
};

const castMove: Move<'cast'> = {
  when: 'priority',
  run: (s, a, ctx) => cast(s, a, ctx.log),
  // Casting only adds to the stack: nothing state-based actions look at has changed since they last ran.
  after: { priority: 'keep', rule: '117.3c', checks: false },
};

export const MTG_MOVES = {
  declareAttackers: declareAttackersMove,
  declareBlockers: declareBlockersMove,
  orderBlockers: orderBlockersMove,
  orderAttackers: orderAttackersMove,
  assignDamage: assignDamageMove,
  cast: castMove,
} as const;
