/**
 * Combat bookkeeping shared by blocks, damage, effects and state-based actions: who is
 * attacking and blocking, and removal from combat (506.4).
 */
import type { ObjectId } from '../../engine/types.ts';
import { cite } from './rules.ts';
import type { Log } from './state.ts';
import { isBattle, isPlaneswalker, onField, withCombat, withState } from './state.ts';
import type { AttackerInfo, AttackTarget, BlockerInfo, MtgState } from './types.ts';

export const attackerInfo = (s: MtgState, id: ObjectId): AttackerInfo | undefined => s.combat.attackers.find((a) => a.id === id);
export const blockerInfo = (s: MtgState, id: ObjectId): BlockerInfo | undefined => s.combat.blockers.find((b) => b.id === id);

export const inCombat = (s: MtgState, id: ObjectId): boolean => attackerInfo(s, id) !== undefined || blockerInfo(s, id) !== undefined;

/**
 * Whether what an attacker attacks is still there to be dealt damage: the player, or the
 * planeswalker or battle still on the battlefield as one (506.4, 506.4c).
 */
export const targetStands = (s: MtgState, target: AttackTarget): boolean => {
  if (s.players[target] !== undefined) return true;
  const p = onField(s, target);
  return p !== undefined && (isPlaneswalker(p) || isBattle(p));
};

/**
 * Removes creatures from combat (506.4). A blocked attacker stays blocked when its blockers
 * go (509.1h); the others keep their relative place in any order (509.2a). One pass over the
 * combat whatever the number removed, so a mass death stays linear.
 */
export const removeFromCombat = (s: MtgState, ids: ReadonlySet<ObjectId>, log: Log, automatic: boolean): MtgState => {
  const present = new Set<ObjectId>();
  for (const a of s.combat.attackers) present.add(a.id);
  for (const b of s.combat.blockers) present.add(b.id);
  const gone = [...ids].filter((id) => present.has(id));
  if (gone.length === 0) return s;
  const out = new Set(gone);
  const attackers = s.combat.attackers
    .filter((a) => !out.has(a.id))
    .map((a) => (a.blockers.some((b) => out.has(b)) ? { ...a, blockers: a.blockers.filter((b) => !out.has(b)) } : a));
  const blockers = s.combat.blockers
    .filter((b) => !out.has(b.id))
    .map((b) => (b.blocking.some((a) => out.has(a)) ? { ...b, blocking: b.blocking.filter((a) => !out.has(a)) } : b));
  for (const id of gone) log.push({ type: 'removedFromCombat', rule: cite(s.edition, '506.4'), id, ...(automatic ? { automatic } : {}) });
  return withState(s, { combat: withCombat(s.combat, { attackers, blockers }) });
};
