/**
 * The declare attackers step (508): which creatures may attack what, and the declaration
 * itself as the active player's turn-based action.
 */
import type { ObjectId } from '../../engine/types.ts';
import { hasHook, withHook } from './keywords.ts';
import type { MtgErrorCode, MtgRuleId } from './rules.ts';
import { cite, MTG } from './rules.ts';
import type { Log, Outcome } from './state.ts';
import { defendingPlayer, isBattle, isCreature, isPlaneswalker, onField } from './state.ts';
import type { AttackCandidate, AttackerInfo, AttackTarget, MtgAction, MtgError, MtgState, Permanent } from './types.ts';

type Declare = Extract<MtgAction, { type: 'declareAttackers' }>;

/** What can be attacked (508.1b): the defending player, their planeswalkers, battles they protect. */
export const attackTargets = (s: MtgState): AttackTarget[] => {
  const defender = defendingPlayer(s);
  const out: AttackTarget[] = [defender];
  for (const id of s.order) {
    const p = onField(s, id);
    if (p === undefined) continue;
    if ((isPlaneswalker(p) && p.controller === defender) || (isBattle(p) && p.protector === defender)) out.push(id);
  }
  return out;
};

/** Why this permanent can't attack (the rule and error code), or null if it can (508.1a, 302.6, 702.3b). */
export const attackProblem = (s: MtgState, p: Permanent | undefined): { code: MtgErrorCode; rule: MtgRuleId } | null => {
  if (p === undefined || !isCreature(p) || p.controller !== s.active) return { code: 'notYourCreature', rule: '508.1a' };
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

const checkDeclaration = (s: MtgState, action: Declare): MtgError | null => {
  const targets = new Set(attackTargets(s));
  const seen = new Set<ObjectId>();
  for (const { id, target } of action.attackers) {
    if (seen.has(id)) return MTG.error('duplicateAttacker', cite(s.edition, '508.1a'), { id });
    seen.add(id);
    const problem = attackProblem(s, onField(s, id));
    if (problem !== null) return MTG.error(problem.code, cite(s.edition, problem.rule), { id });
    if (!targets.has(target)) return MTG.error('illegalAttackTarget', cite(s.edition, '508.1b'), { id, target });
  }
  return null;
};

/** 508.1: declare, and tap the attackers that attacking taps (508.1f; not with vigilance, 702.20b). Priority follows (508.2). */
export const declareAttackers = (s0: MtgState, action: Declare, log: Log): Outcome => {
  const error = checkDeclaration(s0, action);
  if (error !== null) return { ok: false, error };
  const objects: Record<ObjectId, Permanent> = { ...s0.objects };
  const attackers: AttackerInfo[] = [];
  for (const { id, target } of action.attackers) {
    attackers.push({ id, target, blocked: false, blockers: [] });
    log.push({ type: 'attackerDeclared', rule: cite(s0.edition, '508.1a'), id, target });
  }
  for (const { id } of action.attackers) {
    const p = objects[id];
    if (p === undefined || hasHook(p, 'attacksUntapped')) continue;
    objects[id] = { ...p, tapped: true };
    log.push({ type: 'tapped', rule: cite(s0.edition, '508.1f'), id, automatic: true });
  }
  if (attackers.length === 0) log.push({ type: 'noAttackers', rule: cite(s0.edition, '508.8') });
  const s: MtgState = {
    ...s0,
    objects,
    pending: null,
    combat: { ...s0.combat, attackers, noAttackers: attackers.length === 0 },
  };
  return { ok: true, value: s };
};
