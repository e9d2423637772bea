/**
 * The declare blockers step (509): legal blocks (509.1a-b: who may block what, evasion,
 * protection, menace and its generalisation), the requirements a declaration must obey as far
 * as it can (509.1c), each defending player's own declaration in turn order (multiplayer), and
 * in an edition with a damage assignment order (2023-11) the orders (509.2, 509.3) before the
 * active player gets priority.
 */
import type { Excluded, ObjectId, PlayerId } from '../../engine/types.ts';
import { bestBlock, obeyed, type BlockPair } from './blockRequirements.ts';
import { editionOf } from './editions.ts';
import { hasHook, hooksOf, withHook } from './keywords.ts';
import { hasQuality, protects } from './protection.ts';
import type { MtgErrorCode, MtgRuleId } from './rules.ts';
import { cite, MTG } from './rules.ts';
import type { Log, Outcome } from './state.ts';
import { defenderOf, isBattle, isCreature, onField, withCombat, withState } from './state.ts';
import type { BlockCandidate, BlockerInfo, MtgAction, MtgError, MtgState, Pending, Permanent } from './types.ts';

type Declare = Extract<MtgAction, { type: 'declareBlockers' }>;
type Fail = { readonly code: MtgErrorCode; readonly rule: MtgRuleId };

/** Why this creature can't block at all for this defending player (509.1a, 509.1b), or null. */
export const blockerProblem = (s: MtgState, p: Permanent | undefined, defender: PlayerId): Fail | null => {
  if (p === undefined || !isCreature(p) || p.controller !== defender) return { code: 'notYourCreature', rule: '509.1a' };
  // A creature that is also a battle can't block (310 with 509.1a).
  if (isBattle(p)) return { code: 'battleCantBlock', rule: '509.1a' };
  if (p.tapped) return { code: 'blockerTapped', rule: '509.1a' };
  return withHook(p, 'cantBlock') ?? null;
};

/**
 * Why this blocker can't block that attacker (509.1a-b: whom it attacks, evasion, protection
 * 702.16f, "except by"), or null. `against`: the player the attacker attacks, or whose
 * planeswalker or battle it attacks.
 */
export const pairProblem = (blocker: Permanent, attacker: Permanent, against: PlayerId | null): Fail | null => {
  // Each defending player blocks only what attacks them, their planeswalkers or the battles they protect (802.4).
  if (against !== blocker.controller) return { code: 'notAttackingYou', rule: '802.4' };
  for (const rule of hooksOf(attacker, 'blockableBy')) if (!rule.test(blocker)) return rule.refusal;
  if (attacker.protection.length > 0 && protects(attacker.protection, blocker)) return { code: 'protectionBlock', rule: '702.16f' };
  if (attacker.blockableOnlyBy.length > 0 && !attacker.blockableOnlyBy.some((q) => hasQuality(blocker, q))) return { code: 'blockQuality', rule: '509.1b' };
  return null;
};

/** How many creatures must block this attacker if any do: menace (702.111b) or "except by N or more" (509.1b). */
export const minBlockers = (attacker: Permanent): number => Math.max(attacker.minBlockers, withHook(attacker, 'minBlockers') ?? 1);

const limitOf = (p: Permanent): number => (p.blockLimit === 'any' ? Number.POSITIVE_INFINITY : p.blockLimit);

/** The attackers standing in combat that this player could be blocking: those attacking them or what they defend. */
export const attackersAgainst = (s: MtgState, defender: PlayerId): Permanent[] => {
  const out: Permanent[] = [];
  for (const a of s.combat.attackers) {
    const p = onField(s, a.id);
    if (p !== undefined && defenderOf(s, a.target) === defender) out.push(p);
  }
  return out;
};

/** Each attacker's defending player, computed once per declaration (attacker id -> player). */
const defendersByAttacker = (s: MtgState): Map<ObjectId, PlayerId | null> => {
  const out = new Map<ObjectId, PlayerId | null>();
  for (const a of s.combat.attackers) out.set(a.id, defenderOf(s, a.target));
  return out;
};

/**
 * The defender's creatures that can block and what each can block. With `excluded`, also "why
 * not?": each creature that can't block at all (509.1a tapped or a battle, "can't block" 509.1b),
 * and each attacker a creature can't block (`from`: flying 702.9b, protection 702.16f, ...), with its rule.
 */
export const blockCandidates = (s: MtgState, defender: PlayerId, excluded?: Excluded[]): BlockCandidate[] => {
  const attackers = attackersAgainst(s, defender);
  const out: BlockCandidate[] = [];
  for (const id of s.order) {
    const p = onField(s, id);
    if (p === undefined || !isCreature(p)) continue;
    const problem = blockerProblem(s, p, defender);
    if (problem !== null) {
      if (excluded !== undefined && p.controller === defender) excluded.push({ id, code: problem.code, rule: cite(s.edition, problem.rule) });
      continue;
    }
    const canBlock: ObjectId[] = [];
    for (const attacker of attackers) {
      const refusal = pairProblem(p, attacker, defender);
      if (refusal === null) canBlock.push(attacker.id);
      else if (excluded !== undefined) excluded.push({ id, code: refusal.code, rule: cite(s.edition, refusal.rule), from: attacker.id });
    }
    out.push({ id, canBlock, limit: p.blockLimit });
  }
  return out;
};

/** Whether any block requirement could apply to this defender (509.1c): most combats have none, and then nothing is searched. */
export const requirementsApply = (s: MtgState, defender: PlayerId): boolean => {
  for (const a of s.combat.attackers) {
    const p = onField(s, a.id);
    if (p !== undefined && p.keywords.length > 0 && hasHook(p, 'lure')) return true;
  }
  for (const id of s.order) {
    const p = s.objects[id];
    if (p !== undefined && p.controller === defender && p.keywords.length > 0 && hasHook(p, 'mustBlock') && p.zone === 'battlefield') return true;
  }
  return false;
};

export const minBlockersOf = (s: MtgState, defender: PlayerId): Record<ObjectId, number> => {
  const out: Record<ObjectId, number> = {};
  for (const p of attackersAgainst(s, defender)) {
    const n = minBlockers(p);
    if (n > 1) out[p.id] = n;
  }
  return out;
};

export const menaceAttackers = (s: MtgState, defender: PlayerId): ObjectId[] =>
  attackersAgainst(s, defender)
    .filter((p) => hasHook(p, 'minBlockers'))
    .map((p) => p.id);

/** The first problem with one pair of the declaration, or null. */
const pairError = (s: MtgState, defender: PlayerId, id: ObjectId, blocks: ObjectId, defenders: ReadonlyMap<ObjectId, PlayerId | null>): MtgError | null => {
  const p = onField(s, id);
  const attacker = onField(s, blocks);
  const problem =
    blockerProblem(s, p, defender) ??
    (attacker === undefined || !defenders.has(blocks) ? { code: 'notAttacking', rule: '509.1a' as const } : p === undefined ? null : pairProblem(p, attacker, defenders.get(blocks) ?? null));
  return problem === null ? null : MTG.error(problem.code, cite(s.edition, problem.rule), { id, attacker: blocks });
};

/** Restrictions on the declaration as a whole: how many each creature blocks (509.1a), menace and "N or more", "can't block alone" (509.1b). */
const wholeError = (s: MtgState, pairs: readonly BlockPair[]): MtgError | null => {
  const perBlocker = new Map<ObjectId, number>();
  const perAttacker = new Map<ObjectId, number>();
  for (const { id, blocks } of pairs) {
    perBlocker.set(id, (perBlocker.get(id) ?? 0) + 1);
    perAttacker.set(blocks, (perAttacker.get(blocks) ?? 0) + 1);
  }
  for (const [id, n] of perBlocker) {
    const p = onField(s, id) as Permanent;
    if (n > limitOf(p))
      return p.blockLimit === 1
        ? MTG.error('blocksOnlyOne', cite(s.edition, '509.1a'), { id })
        : MTG.error('blockLimit', cite(s.edition, '509.1a'), { id, n: limitOf(p) });
  }
  for (const [attacker, n] of perAttacker) {
    const p = onField(s, attacker) as Permanent;
    const min = minBlockers(p);
    if (n >= min) continue;
    return min === 2 && hasHook(p, 'minBlockers')
      ? MTG.error('menace', cite(s.edition, '702.111b'), { attacker })
      : MTG.error('minBlockers', cite(s.edition, '509.1b'), { attacker, n: min });
  }
  // Each defending player's declaration is judged on its own, other players' blockers aside (802.4).
  if (perBlocker.size === 1) {
    const only = [...perBlocker.keys()][0];
    const p = only === undefined ? undefined : onField(s, only);
    const alone = p === undefined ? undefined : withHook(p, 'cantBlockAlone');
    if (p !== undefined && alone !== undefined) return MTG.error(alone.code, cite(s.edition, alone.rule), { id: p.id });
  }
  return null;
};

const checkDeclaration = (s: MtgState, defender: PlayerId, action: Declare): MtgError | null => {
  const seen = new Set<string>();
  const defenders = defendersByAttacker(s);
  for (const { id, blocks } of action.blockers) {
    const key = `${id}\u0000${blocks}`;
    if (seen.has(key)) return MTG.error('blocksOnlyOne', cite(s.edition, '509.1a'), { id });
    seen.add(key);
    const error = pairError(s, defender, id, blocks, defenders);
    if (error !== null) return error;
  }
  const whole = wholeError(s, action.blockers);
  if (whole !== null || !requirementsApply(s, defender)) return whole;
  // 509.1c: as many requirements obeyed as any legal declaration could obey.
  const candidates = blockCandidates(s, defender);
  const best = bestBlock(s, defender, candidates, legalWhole(s));
  if (best === null) return null;
  const mine = obeyed(s, defender, action.blockers, candidates);
  if (mine.total >= best.obeyed.total) return null;
  const short = [...best.obeyed.byCreature].find(([id, n]) => (mine.byCreature.get(id) ?? 0) < n)?.[0] ?? '';
  return MTG.error('blockRequirement', cite(s.edition, '509.1c'), { id: short, obeyed: mine.total, possible: best.obeyed.total });
};

/** Whether a whole declaration obeys the restrictions (for the requirement search). */
const legalWhole = (s: MtgState) => (pairs: readonly BlockPair[]): boolean => wholeError(s, pairs) === null;

/** A declaration that obeys as many requirements as possible (509.1c), for the prompt to start from; empty when none apply. */
export const suggestedBlock = (s: MtgState, defender: PlayerId, candidates: readonly BlockCandidate[]): readonly BlockPair[] =>
  requirementsApply(s, defender) ? (bestBlock(s, defender, candidates, legalWhole(s))?.pairs ?? []) : [];

// ---------------------------------------------------------------------------------------------
// Declaring, one defending player after another (each declares their own blocks).

/** The defending players still to declare, in turn order: those attacked (or whose planeswalkers or battles are). */
export const defendersToDeclare = (s: MtgState): PlayerId[] => {
  const done = s.combat.blocksDeclared ?? [];
  const out: PlayerId[] = [];
  for (const id of s.turnOrder) {
    if (done.includes(id) || s.players[id]?.left === true) continue;
    for (const a of s.combat.attackers)
      if (defenderOf(s, a.target) === id) {
        out.push(id);
        break;
      }
  }
  return out;
};

/** The next damage assignment order to announce (editions with an order): attackers first (509.2), then blockers (509.3). */
export const nextOrder = (s: MtgState): Pending | null => {
  const attacker = waitingAttackers(s)[0];
  if (attacker !== undefined) return { kind: 'orderBlockers', player: s.active, attacker };
  const blocker = waitingBlockers(s)[0];
  if (blocker !== undefined) return { kind: 'orderAttackers', player: blocker.controller, blocker: blocker.id };
  return null;
};

/** Attackers whose blockers are still to be ordered (2023-11): the active player may take them in any order. */
export const waitingAttackers = (s: MtgState): ObjectId[] => {
  if (!editionOf(s).damageOrder) return [];
  const done = new Set(s.combat.ordered ?? []);
  return s.combat.attackers.filter((a) => a.blockers.length > 1 && !done.has(a.id)).map((a) => a.id);
};

/** Blockers whose attackers are still to be ordered (2023-11), by their controllers in turn order. */
export const waitingBlockers = (s: MtgState): Permanent[] => {
  if (!editionOf(s).damageOrder) return [];
  const done = new Set(s.combat.ordered ?? []);
  const out: Permanent[] = [];
  for (const player of s.turnOrder)
    for (const b of s.combat.blockers) {
      const p = s.objects[b.id];
      if (p !== undefined && p.controller === player && b.blocking.length > 1 && !done.has(b.id)) out.push(p);
    }
  return out;
};

/** After the last declaration: the attackers nobody blocked (509.1h), then the orders or priority (509.4 / 509.2 by edition). */
const allDeclared = (s: MtgState, log: Log): MtgState => {
  for (const a of s.combat.attackers)
    if (!a.blocked) log.push({ type: 'attackerUnblocked', rule: cite(s.edition, '509.1h'), id: a.id, automatic: true });
  return afterBlocks(s);
};

const afterBlocks = (s: MtgState): MtgState => (withState(s, { pending: nextOrder(s), priority: null }));

const pushTo = (m: Map<ObjectId, ObjectId[]>, key: ObjectId, value: ObjectId): void => {
  const list = m.get(key);
  if (list === undefined) m.set(key, [value]);
  else list.push(value);
};

export const declareBlockers = (s0: MtgState, action: Declare, log: Log): Outcome => {
  const defender = action.by;
  const error = checkDeclaration(s0, defender, action);
  if (error !== null) return { ok: false, error };
  const byAttacker = new Map<ObjectId, ObjectId[]>();
  const byBlocker = new Map<ObjectId, ObjectId[]>();
  for (const { id, blocks } of action.blockers) {
    pushTo(byAttacker, blocks, id);
    pushTo(byBlocker, id, blocks);
    log.push({ type: 'blockerDeclared', rule: cite(s0.edition, '509.1a'), id, attacker: blocks });
  }
  const blockers: BlockerInfo[] = [...s0.combat.blockers, ...[...byBlocker].map(([id, blocking]) => ({ id, blocking }))];
  const attackers = s0.combat.attackers.map((a) => {
    const list = byAttacker.get(a.id);
    return list === undefined ? a : { ...a, blocked: true, blockers: [...a.blockers, ...list] };
  });
  const blocksDeclared = [...(s0.combat.blocksDeclared ?? []), defender];
  const s: MtgState = withState(s0, { combat: withCombat(s0.combat, { attackers, blockers, blocksDeclared }) });
  const next = defendersToDeclare(s)[0];
  if (next !== undefined) return { ok: true, value: withState(s, { pending: { kind: 'declareBlockers', player: next }, priority: null }) };
  return { ok: true, value: allDeclared(s, log) };
};

/** The declare blockers step begins: the first defending player declares (or, with nobody attacked any more, nobody does). */
export const beginBlocks = (s: MtgState, log: Log): MtgState => {
  const first = defendersToDeclare(s)[0];
  if (first !== undefined) return withState(s, { pending: { kind: 'declareBlockers', player: first } });
  return allDeclared(s, log);
};

const isPermutation = (order: readonly ObjectId[], of: readonly ObjectId[]): boolean =>
  order.length === of.length && new Set(order).size === order.length && order.every((id) => of.includes(id));

/** An order given (509.2, 509.3): the combat takes it and marks `id` ordered; the next order is asked for, or priority follows. */
const ordered = (s: MtgState, id: ObjectId, change: Partial<MtgState['combat']>): Outcome => ({
  ok: true,
  value: afterBlocks(withState(s, { combat: withCombat(s.combat, { ...change, ordered: [...(s.combat.ordered ?? []), id] }) })),
});

/** 509.2: the active player orders the blockers of an attacker blocked by two or more (2023-11), attackers in any order. */
export const orderBlockers = (s: MtgState, action: Extract<MtgAction, { type: 'orderBlockers' }>, log: Log): Outcome => {
  const a = s.combat.attackers.find((x) => x.id === action.attacker);
  if (a === undefined || !isPermutation(action.order, a.blockers)) return MTG.refuse('badOrder', cite(s.edition, '509.2'), { id: action.attacker });
  log.push({ type: 'blockersOrdered', rule: cite(s.edition, '509.2'), attacker: a.id, order: action.order });
  return ordered(s, a.id, { attackers: s.combat.attackers.map((x) => (x.id === a.id ? { ...x, blockers: action.order } : x)) });
};

/** 509.3: a blocker's controller orders the attackers it blocks, when it blocks two or more (2023-11). */
export const orderAttackers = (s: MtgState, action: Extract<MtgAction, { type: 'orderAttackers' }>, log: Log): Outcome => {
  const b = s.combat.blockers.find((x) => x.id === action.blocker);
  if (b === undefined || !isPermutation(action.order, b.blocking)) return MTG.refuse('badOrder', cite(s.edition, '509.3'), { id: action.blocker });
  log.push({ type: 'attackersOrdered', rule: cite(s.edition, '509.3'), blocker: b.id, order: action.order });
  return ordered(s, b.id, { blockers: s.combat.blockers.map((x) => (x.id === b.id ? { ...x, blocking: action.order } : x)) });
};
