/**
 * The starting position (the beginning of combat step, 507, with the active player holding
 * priority and an empty stack) and the small read helpers every rule file shares.
 */
import type { Ctx } from '../../engine/procedure.ts';
import type { ObjectId, PlayerId, Result } from '../../engine/types.ts';
import { cite } from './rules.ts';
import type { MtgSetup, PermanentSetup } from './schema.ts';
import type { Keyword, MtgEdition, MtgError, MtgEvent, MtgState, Permanent, Player, Step } from './types.ts';

/** Events are collected into one array per transition; rule code pushes to it. */
export type Log = MtgEvent[];

/** What the procedure kernel hands MTG's hooks: the log, and beginning a step. */
export type MtgCtx = Ctx<MtgState, Step, MtgEvent>;

/** What a rule function returns: the new state (its events went to the log) or why it refuses. */
export type Outcome = Result<MtgState, MtgError>;

/** Printed figure, until-end-of-turn changes, and -1/-1 counters (120.3d). */
export const powerOf = (p: Permanent): number => p.basePower + p.powerBonus - p.minusCounters;
export const toughnessOf = (p: Permanent): number => p.baseToughness + p.toughnessBonus - p.minusCounters;
export const has = (p: Permanent, k: Keyword): boolean => p.keywords.includes(k);
export const isCreature = (p: Permanent): boolean => p.types.includes('creature');
export const isPlaneswalker = (p: Permanent): boolean => p.types.includes('planeswalker');
export const isBattle = (p: Permanent): boolean => p.types.includes('battle');

/** The permanent with this id if it is on the battlefield. */
export const onField = (s: MtgState, id: ObjectId): Permanent | undefined => {
  const p = s.objects[id];
  return p !== undefined && p.zone === 'battlefield' ? p : undefined;
};

/**
 * Players still in the game (800.4a: a player who lost has left it), in turn order. The turn
 * order itself while nobody has left: priority asks this on every pass.
 */
export const inGame = (s: MtgState): readonly PlayerId[] => {
  for (const id of s.turnOrder) if (s.players[id]?.left === true) return s.turnOrder.filter((p) => s.players[p]?.left !== true);
  return s.turnOrder;
};

/** The active player's opponents still in the game, in turn order: each may be attacked (506.2, 508.1b). */
export const opponents = (s: MtgState): PlayerId[] => inGame(s).filter((id) => id !== s.active);

/** The defending player in a two-player game (506.2); in multiplayer, the first opponent in turn order. */
export const defendingPlayer = (s: MtgState): PlayerId => opponents(s)[0] ?? s.active;

/**
 * The player an attack is against (506.2, 508.5): the attacked player, the controller of the
 * attacked planeswalker, or the protector of the attacked battle.
 */
export const defenderOf = (s: MtgState, target: string): PlayerId | null => {
  if (s.players[target] !== undefined) return target;
  const p = s.objects[target];
  if (p === undefined) return null;
  return isBattle(p) ? p.protector : p.controller;
};

export const isPlayer = (s: MtgState, id: string): boolean => s.players[id] !== undefined;

/** Replaces one permanent, copying only the path that changed. */
export const putObject = (s: MtgState, p: Permanent): MtgState => ({ ...s, objects: { ...s.objects, [p.id]: p } });
export const putPlayer = (s: MtgState, p: Player): MtgState => ({ ...s, players: { ...s.players, [p.id]: p } });

const permanentFrom = (p: PermanentSetup, opponentOf: (id: PlayerId) => PlayerId): Permanent => ({
  id: p.id,
  name: p.name ?? p.id,
  controller: p.controller,
  owner: p.owner ?? p.controller,
  zone: 'battlefield',
  types: p.types,
  basePower: p.power ?? 0,
  baseToughness: p.toughness ?? 0,
  powerBonus: 0,
  toughnessBonus: 0,
  loyalty: p.loyalty ?? 0,
  defense: p.defense ?? 0,
  // A battle is protected by an opponent of its controller unless the setup says otherwise (310.8).
  protector: p.types.includes('battle') ? (p.protector ?? opponentOf(p.controller)) : null,
  keywords: p.keywords,
  damage: p.damage,
  deathtouched: p.deathtouched,
  tapped: p.tapped,
  summoningSick: p.summoningSick,
  prevention: 0,
  preventAll: 'none',
  combatPrevention: 0,
  colours: p.colours,
  protection: p.protection,
  blockLimit: p.blockLimit,
  minBlockers: p.minBlockers,
  blockableOnlyBy: p.blockableOnlyBy,
  toxic: p.toxic,
  minusCounters: p.minusCounters,
  regeneration: 0,
  commander: p.commander,
});

/** The seats from the active player on (101.4: turn order goes around the table from them). */
const seatsFrom = (seats: readonly PlayerId[], active: PlayerId): PlayerId[] => {
  const at = Math.max(0, seats.indexOf(active));
  return [...seats.slice(at), ...seats.slice(0, at)];
};

/** Every field present from the start, so all states share one shape (fast property access). */
export const NO_COMBAT = { attackers: [], blockers: [], firstStrikers: [], firstStrikeStep: false, noAttackers: false, ordered: [] } as const;

export const initialState = (edition: MtgEdition, setup: MtgSetup): MtgState => {
  const turnOrder = seatsFrom(setup.players.map((p) => p.id), setup.active);
  // A battle set up without a protector: an opponent of its controller protects it (310.8a), the next one in turn order.
  const opponentOf = (id: PlayerId): PlayerId => (id === setup.active ? (turnOrder[1] ?? id) : setup.active);
  const players: Record<PlayerId, Player> = {};
  for (const p of setup.players)
    players[p.id] = {
      id: p.id,
      life: p.life,
      lost: false,
      left: false,
      poison: p.poison,
      commanderDamage: p.commanderDamage,
      prevention: 0,
      preventAll: 'none',
      combatPrevention: 0,
    };
  const objects: Record<ObjectId, Permanent> = {};
  for (const p of setup.permanents) objects[p.id] = permanentFrom(p, opponentOf);
  return {
    edition,
    turnOrder,
    active: setup.active,
    players,
    objects,
    order: setup.permanents.map((p) => p.id),
    step: 'beginning-of-combat',
    pending: null,
    priority: { holder: setup.active, passes: 0, rule: cite(edition, '507.2') },
    judge: null,
    stack: [],
    combat: NO_COMBAT,
    nextStackId: 1,
    gameOver: false,
    ended: false,
    assigned: [],
  };
};
