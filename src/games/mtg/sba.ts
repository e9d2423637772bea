/**
 * State-based actions (704): checked whenever a player would receive priority (704.3), all
 * that apply performed at once, and checked again until none apply. Also the zone moves that
 * take a permanent off the battlefield, since leaving it removes it from combat (506.4).
 */
import type { ObjectId } from '../../engine/types.ts';
import { removeFromCombat } from './combat.ts';
import type { PlayerId } from '../../engine/types.ts';
import { hasHook } from './keywords.ts';
import { cite, type MtgRuleId } from './rules.ts';
import type { Log } from './state.ts';
import { inGame, isBattle, isCreature, isPlaneswalker, putObject, toughnessOf, withPermanent, withPlayer, withState } from './state.ts';
import type { MtgState, Permanent, Player, Zone } from './types.ts';
import { copyRecord, withEntry } from '../../engine/update.ts';

/** Moves permanents off the battlefield together: one copy of the object table, one of combat. */
export const leaveBattlefield = (s: MtgState, moves: readonly (readonly [ObjectId, Zone])[], log: Log): MtgState => {
  if (moves.length === 0) return s;
  const objects: Record<ObjectId, Permanent> = copyRecord(s.objects);
  for (const [id, zone] of moves) {
    const p = objects[id];
    if (p !== undefined) objects[id] = withPermanent(p, { zone, tapped: false });
  }
  return removeFromCombat(withState(s, { objects }), new Set(moves.map(([id]) => id)), log, true);
};

type Verdict = { readonly moves: [ObjectId, Zone][]; readonly spared: ObjectId[]; readonly regenerate: ObjectId[] };

/** 701.15a: a regeneration shield replaces destruction: tapped, damage removed, out of combat. */
export const regenerate = (s: MtgState, p: Permanent, log: Log): MtgState => {
  log.push({ type: 'regenerated', rule: cite(s.edition, '701.15a'), id: p.id, automatic: true });
  const next = putObject(s, withPermanent(p, { regeneration: p.regeneration - 1, tapped: true, damage: 0, deathtouched: false }));
  return removeFromCombat(next, new Set([p.id]), log, true);
};

/** A creature's own state-based actions (704.5f-h); true when it leaves (so nothing else about it is checked). */
const judgeCreature = (s: MtgState, p: Permanent, v: Verdict, log: Log): boolean => {
  const toughness = toughnessOf(p);
  if (toughness <= 0) {
    log.push({ type: 'putIntoGraveyard', rule: cite(s.edition, '704.5f'), id: p.id, automatic: true });
    v.moves.push([p.id, 'graveyard']);
    return true;
  }
  const lethal = p.damage >= toughness;
  if (!lethal && !p.deathtouched) return false;
  // Indestructible stops destruction only: a planeswalker or battle rule below may still apply (702.12b).
  if (hasHook(p, 'indestructible')) {
    v.spared.push(p.id);
    return false;
  }
  if (p.regeneration > 0) {
    v.regenerate.push(p.id);
    return true;
  }
  log.push({ type: 'destroyed', rule: cite(s.edition, lethal ? '704.5g' : '704.5h'), id: p.id, automatic: true });
  v.moves.push([p.id, 'graveyard']);
  return true;
};

const judgePermanent = (s: MtgState, p: Permanent, v: Verdict, log: Log): void => {
  if (isCreature(p) && judgeCreature(s, p, v, log)) return;
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

/** Why a player loses now, if they do: 0 life (704.5a), ten poison counters (704.5c), 21 combat damage from one commander (704.6c). */
export const lossRule = (p: Player): MtgRuleId | null => {
  if (p.life <= 0) return '704.5a';
  if (p.poison >= 10) return '704.5c';
  for (const id in p.commanderDamage) if ((p.commanderDamage[id] ?? 0) >= 21) return '704.6c';
  return null;
};

const losePlayers = (s: MtgState, losers: PlayerId[], log: Log): MtgState => {
  let players = s.players;
  for (const id of s.turnOrder) {
    const p = players[id];
    if (p === undefined || p.lost) continue;
    const rule = lossRule(p);
    if (rule === null) continue;
    players = withEntry(players, id, withPlayer(p, { lost: true }));
    losers.push(id);
    log.push({ type: 'playerLost', rule: cite(s.edition, rule), player: id, automatic: true });
  }
  return players === s.players ? s : withState(s, { players });
};

/**
 * 800.4a: a player who loses a multiplayer game leaves it: what they own leaves with them, what
 * they control of others' goes back (control effects giving it to them end), their spells on
 * the stack cease to exist. Not a state-based action: it happens at once, as they lose.
 */
const leaveGame = (s0: MtgState, player: PlayerId, log: Log): MtgState => {
  log.push({ type: 'playerLeft', rule: cite(s0.edition, '800.4a'), player, automatic: true });
  let s: MtgState = withState(s0, { players: withEntry(s0.players, player, withPlayer(s0.players[player] as Player, { left: true })) });
  const leaving = new Set<ObjectId>();
  const objects: Record<ObjectId, Permanent> = copyRecord(s.objects);
  for (const id of s.order) {
    const p = objects[id];
    if (p === undefined || p.zone === 'left') continue;
    if (p.owner === player) {
      if (p.zone === 'battlefield') leaving.add(id);
      objects[id] = withPermanent(p, { zone: 'left' });
      log.push({ type: 'leftGame', rule: cite(s.edition, '800.4a'), id, automatic: true });
    } else if (p.controller === player && p.zone === 'battlefield') {
      objects[id] = withPermanent(p, { controller: p.owner });
      leaving.add(id);
      log.push({ type: 'controlChanged', rule: cite(s.edition, '800.4a'), id, player: p.owner, automatic: true });
    }
  }
  s = withState(s, { objects, stack: s.stack.filter((o) => o.controller !== player) });
  return removeFromCombat(s, leaving, log, true);
};

/** 704.5h looks only at deathtouch damage dealt since the last check, so the mark is spent by a check. */
const forgetDeathtouch = (s: MtgState): MtgState => {
  let objects: Record<ObjectId, Permanent> | null = null;
  for (const id of s.order) {
    const p = s.objects[id];
    if (p === undefined || !p.deathtouched) continue;
    objects ??= copyRecord(s.objects);
    objects[id] = withPermanent(p, { deathtouched: false });
  }
  return objects === null ? s : withState(s, { objects });
};

/** One round of state-based actions, all performed at once (704.3); who lost is added to `losers`. */
const round = (s0: MtgState, sparedOnce: Set<ObjectId>, losers: PlayerId[], log: Log): MtgState => {
  let s = losePlayers(s0, losers, log);
  const verdict: Verdict = { moves: [], spared: [], regenerate: [] };
  for (const id of s.order) {
    const p = s.objects[id];
    if (p !== undefined && p.zone === 'battlefield') judgePermanent(s, p, verdict, log);
  }
  for (const id of verdict.spared) {
    if (sparedOnce.has(id)) continue;
    sparedOnce.add(id);
    log.push({ type: 'destructionIgnored', rule: cite(s.edition, '702.12b'), id, automatic: true });
  }
  for (const id of verdict.regenerate) s = regenerate(s, s.objects[id] as Permanent, log);
  return leaveBattlefield(s, verdict.moves, log);
};

/**
 * The game ends when at most one player is left in it. If every player still in the game lost
 * at once, it is a draw (104.4a). In a two-player game a loss ends it (104.1).
 */
const settleLosers = (s: MtgState, losers: readonly PlayerId[], log: Log): MtgState => {
  if (losers.length === 0) return s;
  const remaining = inGame(s).filter((id) => !losers.includes(id));
  if (remaining.length === 0) log.push({ type: 'gameDrawn', rule: cite(s.edition, '104.4a'), automatic: true });
  if (remaining.length <= 1) return withState(s, { gameOver: true, priority: null, pending: null });
  let next = s;
  for (const id of losers) next = leaveGame(next, id, log);
  // The attacking player left: their creatures left with them, so this combat is over.
  if (!remaining.includes(s.active)) return withState(next, { ended: true, priority: null, pending: null });
  return next;
};

/**
 * Performs state-based actions until none apply (704.3); players who lost leave a multiplayer
 * game (800.4a), and the game ends when one or none is left.
 */
export const checkStateBasedActions = (s0: MtgState, log: Log): MtgState => {
  let s = s0;
  const sparedOnce = new Set<ObjectId>();
  const losers: PlayerId[] = [];
  for (let i = 0; i < 16; i++) {
    const before = s;
    s = round(s, sparedOnce, losers, log);
    if (s === before) break;
  }
  s = forgetDeathtouch(s);
  return s.gameOver ? s : settleLosers(s, losers, log);
};
