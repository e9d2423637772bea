/**
 * The declare blockers step (509): legal blocks (509.1a-b, flying/reach, menace, "can't
 * block", unblockable), the declaration, and in an edition with a damage assignment order
 * (2023-11) the orders (509.2, 509.3) before the active player gets priority.
 */
import type { ObjectId } from '../../engine/types.ts';
import { editionOf } from './editions.ts';
import { hooksOf, withHook } from './keywords.ts';
import type { MtgErrorCode, MtgRuleId } from './rules.ts';
import { cite, MTG } from './rules.ts';
import type { Log, Outcome } from './state.ts';
import { defendingPlayer, isCreature, onField } from './state.ts';
import type { BlockCandidate, BlockerInfo, MtgAction, MtgError, MtgState, Pending, Permanent } from './types.ts';

type Declare = Extract<MtgAction, { type: 'declareBlockers' }>;
type Fail = { readonly code: MtgErrorCode; readonly rule: MtgRuleId };

/** Why this creature can't block at all (509.1a, 509.1b), or null. */
export const blockerProblem = (s: MtgState, p: Permanent | undefined): Fail | null => {
  if (p === undefined || !isCreature(p) || p.controller !== defendingPlayer(s)) return { code: 'notYourCreature', rule: '509.1a' };
  if (p.tapped) return { code: 'blockerTapped', rule: '509.1a' };
  return withHook(p, 'cantBlock') ?? null;
};

/** Why this blocker can't block that attacker (its evasion: 509.1b, 702.9b), or null. */
export const pairProblem = (blocker: Permanent, attacker: Permanent): Fail | null => {
  if (attacker.keywords.length === 0) return null;
  for (const rule of hooksOf(attacker, 'blockableBy')) if (!rule.test(blocker)) return rule.refusal;
  return null;
};

/** How many creatures must block this attacker if any do (menace, 702.111b); 1 without such a keyword. */
export const minBlockers = (attacker: Permanent): number => withHook(attacker, 'minBlockers') ?? 1;

export const blockCandidates = (s: MtgState): BlockCandidate[] => {
  const attackers: Permanent[] = [];
  for (const a of s.combat.attackers) {
    const p = onField(s, a.id);
    if (p !== undefined) attackers.push(p);
  }
  const out: BlockCandidate[] = [];
  for (const id of s.order) {
    const p = onField(s, id);
    if (p === undefined || !isCreature(p) || blockerProblem(s, p) !== null) continue;
    const canBlock: ObjectId[] = [];
    for (const attacker of attackers) if (pairProblem(p, attacker) === null) canBlock.push(attacker.id);
    out.push({ id, canBlock });
  }
  return out;
};

export const menaceAttackers = (s: MtgState): ObjectId[] =>
  s.combat.attackers.filter((a) => {
    const p = onField(s, a.id);
    return p !== undefined && minBlockers(p) > 1;
  }).map((a) => a.id);

const checkDeclaration = (s: MtgState, action: Declare): MtgError | null => {
  const seen = new Set<ObjectId>();
  const count = new Map<ObjectId, number>();
  const attacking = new Set(s.combat.attackers.map((a) => a.id));
  for (const { id, blocks } of action.blockers) {
    // A creature blocks one attacker (509.1a): naming it twice is two blocks.
    if (seen.has(id)) return MTG.error('blocksOnlyOne', cite(s.edition, '509.1a'), { id });
    seen.add(id);
    const p = onField(s, id);
    const attacker = attacking.has(blocks) ? onField(s, blocks) : undefined;
    const problem =
      blockerProblem(s, p) ??
      (attacker === undefined ? { code: 'notAttacking', rule: '509.1a' as const } : p === undefined ? null : pairProblem(p, attacker));
    if (problem !== null) return MTG.error(problem.code, cite(s.edition, problem.rule), { id, attacker: blocks });
    count.set(blocks, (count.get(blocks) ?? 0) + 1);
  }
  for (const [attacker, n] of count) {
    const p = onField(s, attacker);
    if (p !== undefined && n < minBlockers(p)) return MTG.error('menace', cite(s.edition, '702.111b'), { attacker });
  }
  return null;
};

/** The next damage assignment order to announce (editions with an order): attackers first (509.2), then blockers (509.3). */
export const nextOrder = (s: MtgState): Pending | null => {
  if (!editionOf(s).damageOrder) return null;
  const done = new Set(s.combat.ordered ?? []);
  for (const a of s.combat.attackers) if (a.blockers.length > 1 && !done.has(a.id)) return { kind: 'orderBlockers', player: s.active, attacker: a.id };
  const defender = defendingPlayer(s);
  for (const b of s.combat.blockers) if (b.blocking.length > 1 && !done.has(b.id)) return { kind: 'orderAttackers', player: defender, blocker: b.id };
  return null;
};

/** After the declaration or an order: the next order to announce, or none (then priority, 509.4 or 509.2 by edition). */
const afterBlocks = (s: MtgState): MtgState => ({ ...s, pending: nextOrder(s), priority: null });

export const declareBlockers = (s0: MtgState, action: Declare, log: Log): Outcome => {
  const error = checkDeclaration(s0, action);
  if (error !== null) return { ok: false, error };
  const byAttacker = new Map<ObjectId, ObjectId[]>();
  const blockers: BlockerInfo[] = [];
  for (const { id, blocks } of action.blockers) {
    const list = byAttacker.get(blocks) ?? [];
    list.push(id);
    byAttacker.set(blocks, list);
    blockers.push({ id, blocking: [blocks] });
    log.push({ type: 'blockerDeclared', rule: cite(s0.edition, '509.1a'), id, attacker: blocks });
  }
  const attackers = s0.combat.attackers.map((a) => {
    const list = byAttacker.get(a.id);
    if (list === undefined) {
      log.push({ type: 'attackerUnblocked', rule: cite(s0.edition, '509.1h'), id: a.id, automatic: true });
      return a;
    }
    return { ...a, blocked: true, blockers: list };
  });
  return { ok: true, value: afterBlocks({ ...s0, combat: { ...s0.combat, attackers, blockers } }) };
};

const isPermutation = (order: readonly ObjectId[], of: readonly ObjectId[]): boolean =>
  order.length === of.length && new Set(order).size === order.length && order.every((id) => of.includes(id));

/** 509.2: the active player orders the blockers of an attacker blocked by two or more (2023-11). */
export const orderBlockers = (
  s: MtgState,
  action: Extract<MtgAction, { type: 'orderBlockers' }>,
  log: Log,
): Outcome => {
  const a = s.combat.attackers.find((x) => x.id === action.attacker);
  if (a === undefined || !isPermutation(action.order, a.blockers))
    return MTG.refuse('badOrder', cite(s.edition, '509.2'), { id: action.attacker });
  log.push({ type: 'blockersOrdered', rule: cite(s.edition, '509.2'), attacker: a.id, order: action.order });
  const attackers = s.combat.attackers.map((x) => (x.id === a.id ? { ...x, blockers: action.order } : x));
  const ordered = [...(s.combat.ordered ?? []), a.id];
  return { ok: true, value: afterBlocks({ ...s, combat: { ...s.combat, attackers, ordered } }) };
};

/** 509.3: the defending player orders the attackers of a blocker blocking two or more (2023-11). */
export const orderAttackers = (
  s: MtgState,
  action: Extract<MtgAction, { type: 'orderAttackers' }>,
  log: Log,
): Outcome => {
  const b = s.combat.blockers.find((x) => x.id === action.blocker);
  if (b === undefined || !isPermutation(action.order, b.blocking))
    return MTG.refuse('badOrder', cite(s.edition, '509.3'), { id: action.blocker });
  log.push({ type: 'attackersOrdered', rule: cite(s.edition, '509.3'), blocker: b.id, order: action.order });
  const blockers = s.combat.blockers.map((x) => (x.id === b.id ? { ...x, blocking: action.order } : x));
  const ordered = [...(s.combat.ordered ?? []), b.id];
  return { ok: true, value: afterBlocks({ ...s, combat: { ...s.combat, blockers, ordered } }) };
};
