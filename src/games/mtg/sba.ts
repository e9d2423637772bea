/**
 * State-based actions (704): checked whenever a player would receive priority (704.3), all
 * that apply performed at once, and checked again until none apply. Also the zone moves that
 * take a permanent off the battlefield, since leaving it removes it from combat (506.4).
 */
import type { ObjectId } from '../../engine/types.ts';
import { removeFromCombat } from './combat.ts';
import { cite } from './rules.ts';
import type { Log } from './state.ts';
import { hasHook } from './keywords.ts';
import { isBattle, isCreature, isPlaneswalker, toughnessOf } from './state.ts';
import type { MtgState, Permanent, Zone } from './types.ts';

/** Moves permanents off the battlefield together: one copy of the object table, one of combat. */
export const leaveBattlefield = (s: MtgState, moves: readonly (readonly [ObjectId, Zone])[], log: Log): MtgState => {
  if (moves.length === 0) return s;
  const objects: Record<ObjectId, Permanent> = { ...s.objects };
  for (const [id, zone] of moves) {
    const p = objects[id];
    if (p !== undefined) objects[id] = { ...p, zone, tapped: false };
  }
  return removeFromCombat({ ...s, objects }, new Set(moves.map(([id]) => id)), log, true);
};

type Verdict = { readonly moves: [ObjectId, Zone][]; readonly spared: ObjectId[] };

const judgePermanent = (s: MtgState, p: Permanent, v: Verdict, log: Log): void => {
  if (isCreature(p)) {
    const toughness = toughnessOf(p);
    if (toughness <= 0) {
      log.push({ type: 'putIntoGraveyard', rule: cite(s.edition, '704.5f'), id: p.id, automatic: true });
      v.moves.push([p.id, 'graveyard']);
      return;
    }
    const lethal = p.damage >= toughness;
    if (lethal || p.deathtouched) {
      if (hasHook(p, 'indestructible')) {
        v.spared.push(p.id);
        return;
      }
      log.push({ type: 'destroyed', rule: cite(s.edition, lethal ? '704.5g' : '704.5h'), id: p.id, automatic: true });
      v.moves.push([p.id, 'graveyard']);
      return;
    }
  }
  if (isPlaneswalker(p) && p.loyalty <= 0) {
    log.push({ type: 'putIntoGraveyard', rule: cite(s.edition, '704.5i'), id: p.id, automatic: true });
    v.moves.push([p.id, 'graveyard']);
    return;
  }
  if (isBattle(p) && p.defense <= 0) {
    log.push({ type: 'putIntoGraveyard', rule: cite(s.edition, '704.5v'), id: p.id, automatic: true });
    v.moves.push([p.id, 'graveyard']);
  }
};

const losePlayers = (s: MtgState, log: Log): MtgState => {
  let players = s.players;
  for (const id of s.turnOrder) {
    const p = players[id];
    if (p === undefined || p.lost || p.life > 0) continue;
    players = { ...players, [id]: { ...p, lost: true } };
    log.push({ type: 'playerLost', rule: cite(s.edition, '704.5a'), player: id, automatic: true });
  }
  return players === s.players ? s : { ...s, players };
};

/** 704.5h looks only at deathtouch damage dealt since the last check, so the mark is spent by a check. */
const forgetDeathtouch = (s: MtgState): MtgState => {
  let objects: Record<ObjectId, Permanent> | null = null;
  for (const id of s.order) {
    const p = s.objects[id];
    if (p === undefined || !p.deathtouched) continue;
    objects ??= { ...s.objects };
    objects[id] = { ...p, deathtouched: false };
  }
  return objects === null ? s : { ...s, objects };
};

/**
 * Performs state-based actions until none apply (704.3). In a two-player game a loss ends the
 * game (104.1): nobody gets priority any more.
 */
export const checkStateBasedActions = (s0: MtgState, log: Log): MtgState => {
  let s = s0;
  const sparedOnce = new Set<ObjectId>();
  for (let round = 0; round < 16; round++) {
    const before = s;
    s = losePlayers(s, log);
    const verdict: Verdict = { moves: [], spared: [] };
    for (const id of s.order) {
      const p = s.objects[id];
      if (p !== undefined && p.zone === 'battlefield') judgePermanent(s, p, verdict, log);
    }
    for (const id of verdict.spared) {
      if (sparedOnce.has(id)) continue;
      sparedOnce.add(id);
      log.push({ type: 'destructionIgnored', rule: cite(s.edition, '702.12b'), id, automatic: true });
    }
    s = leaveBattlefield(s, verdict.moves, log);
    if (s === before) break;
  }
  s = forgetDeathtouch(s);
  if (!s.gameOver && s.turnOrder.some((id) => s.players[id]?.lost === true))
    return { ...s, gameOver: true, priority: null, pending: null };
  return s;
};
