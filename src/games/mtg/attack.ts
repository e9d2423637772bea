/**
 * The declare attackers step (508): which creatures may attack what, and the declaration
 * itself as the active player's turn-based action.
 */
import type { Excluded, ObjectId } from '../../engine/types.ts';
import { hasHook, withHook } from './keywords.ts';
import type { MtgErrorCode, MtgRuleId } from './rules.ts';
import { cite, MTG } from './rules.ts';
import type { Log, Outcome } from './state.ts';
import { isBattle, isCreature, isPlaneswalker, onField, opponents, withCombat, withPermanent } from './state.ts';
import type { AttackCandidate, AttackerInfo, AttackTarget, MtgAction, MtgError, MtgState, Permanent } from './types.ts';
import { copyRecord } from '../../engine/update.ts';

type Declare = Extract<MtgAction, { type: 'declareAttackers' }>;

/**
 * What can be attacked (506.2, 508.1b): each opponent still in the game, the planeswalkers they
 * control and the battles they protect. In multiplayer every opponent is a defending player, as
 * Commander plays (the attack multiple players option, 802.2).
 */
export const attackTargets = (s: MtgState): AttackTarget[] => {
  const defenders = opponents(s);
  const out: AttackTarget[] = [...defenders];
  for (const id of s.order) {
    const p = onField(s, id);
    if (p === undefined) continue;
    if ((isPlaneswalker(p) && defenders.includes(p.controller)) || (isBattle(p) && p.protector !== null && defenders.includes(p.protector))) out.push(id);
  }
  return out;
};

type Fail = { code: MtgErrorCode; rule: MtgRuleId };

/** Why this permanent can't attack (the rule and error code), or null if it can (508.1a, 302.6, 702.3b). */
export const attackProblem = (s: MtgState, p: Permanent | undefined): Fail | null => {
  if (p === undefined || !isCreature(p) || p.controller !== s.active) return { code: 'notYourCreature', rule: '508.1a' };
  // A creature that is also a battle can't attack (310 with 508.1a).
  if (isBattle(p)) return { code: 'battleCantAttack', rule: '508.1a' };
  if (p.tapped) return { code: 'attackerTapped', rule: '508.1a' };
  if (p.summoningSick && !hasHook(p, 'ignoresSummoningSickness')) return { code: 'summoningSick', rule: '302.6' };
  return withHook(p, 'cantAttack') ?? null;
};

export const attackCandidates = (s: MtgState): AttackCandidate[] => {
  const targets = attackTargets(s);
  const out: AttackCandidate[] = [];
  for (const id of s.order) {
    const p = onField(s, id);
    if (p !== undefined && isCreature(p) && attackProblem(s, p) === null) out.push({ id, targets });
  }
  return out;
};

/**
 * "Why not?" for the attack declaration: each of the active player's creatures that can't attack
 * with the rule that stops it (508.1a tapped or a battle, 302.6, 702.3b, ...), then, for each
 * creature that can, the battles the active player protects, which it can't attack (310.8b; `from`).
 */
export const attackExclusions = (s: MtgState, candidates: readonly AttackCandidate[]): Excluded[] => {
  const out: Excluded[] = [];
  const protectedBattles: ObjectId[] = [];
  for (const id of s.order) {
    const p = onField(s, id);
    if (p === undefined) continue;
    if (isBattle(p) && p.protector === s.active) protectedBattles.push(id);
    if (!isCreature(p) || p.controller !== s.active) continue;
    const problem = attackProblem(s, p);
    if (problem !== null) out.push({ id, code: problem.code, rule: cite(s.edition, problem.rule) });
  }
  for (const c of candidates) for (const battle of protectedBattles) out.push({ id: c.id, code: 'attackOwnBattle', rule: cite(s.edition, '310.8b'), from: battle });
  return out;
};

const checkDeclaration = (s: MtgState, action: Declare): MtgError | null => {
  const targets = new Set(attackTargets(s));
  const seen = new Set<ObjectId>();
  for (const { id, target } of action.attackers) {
    if (seen.has(id)) return MTG.error('duplicateAttacker', cite(s.edition, '508.1a'), { id });
    seen.add(id);
    const problem = attackProblem(s, onField(s, id));
    if (problem !== null) return MTG.error(problem.code, cite(s.edition, problem.rule), { id });
    if (!targets.has(target)) return targetRefusal(s, id, target);
  }
  // "Can't attack alone" is a restriction on the declaration as a whole (508.1c).
  if (action.attackers.length === 1) {
    const only = action.attackers[0] as { id: ObjectId };
    const p = onField(s, only.id);
    const alone = p === undefined ? undefined : withHook(p, 'cantAttackAlone');
    if (alone !== undefined) return MTG.error(alone.code, cite(s.edition, alone.rule), { id: only.id });
  }
  return null;
};

/** A battle the attacking player protects can't be attacked by them (310.8b); anything else off the list is 508.1b. */
const targetRefusal = (s: MtgState, id: ObjectId, target: string): MtgError => {
  const p = onField(s, target);
  if (p !== undefined && isBattle(p) && p.protector === s.active) return MTG.error('attackOwnBattle', cite(s.edition, '310.8b'), { id, target });
  return MTG.error('illegalAttackTarget', cite(s.edition, '508.1b'), { id, target });
};

/** 508.1: declare, and tap the attackers that attacking taps (508.1f; not with vigilance, 702.20b). Priority follows (508.2). */
export const declareAttackers = (s0: MtgState, action: Declare, log: Log): Outcome => {
  const error = checkDeclaration(s0, action);
  if (error !== null) return { ok: false, error };
  const objects: Record<ObjectId, Permanent> = copyRecord(s0.objects);
  const attackers: AttackerInfo[] = [];
  for (const { id, target } of action.attackers) {
    attackers.push({ id, target, blocked: false, blockers: [] });
    log.push({ type: 'attackerDeclared', rule: cite(s0.edition, '508.1a'), id, target });
  }
  for (const { id } of action.attackers) {
    const p = objects[id];
    if (p === undefined || hasHook(p, 'attacksUntapped')) continue;
    objects[id] = withPermanent(p, { tapped: true });
    log.push({ type: 'tapped', rule: cite(s0.edition, '508.1f'), id, automatic: true });
  }
  if (attackers.length === 0) log.push({ type: 'noAttackers', rule: cite(s0.edition, '508.8') });
  const s: MtgState = {
    ...s0,
    objects,
    pending: null,
    combat: withCombat(s0.combat, { attackers, noAttackers: attackers.length === 0 }),
  };
  return { ok: true, value: s };
};
