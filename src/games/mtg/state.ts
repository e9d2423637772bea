/**
 * The small read and write helpers every MTG rule file shares (the starting position is built by
 * the loader, load.ts).
 */
import type { AllFields, Ctx } from '../../engine/procedure.ts';
import type { ObjectId, PlayerId, Result } from '../../engine/types.ts';
import type { Combat, Keyword, MtgError, MtgEvent, MtgState, Permanent, Player, Step } from './types.ts';
import { withEntry } from '../../engine/update.ts';

/** Events are collected into one array per transition; rule code pushes to it. */
export type Log = MtgEvent[];

/** What the procedure kernel hands MTG's hooks: the log, and beginning a step. */
export type MtgCtx = Ctx<MtgState, Step, MtgEvent>;

/** What a rule function returns: the new state (its events went to the log) or why it refuses. */
export type Outcome = Result<MtgState, MtgError>;

/**
 * A fresh copy of the state, every field named, in the loader's order (one hidden class). Node's
 * object spread is several times slower on an object that a spread made, so the driver and the
 * hot paths copy through this (src/engine/procedure.ts, Procedure.copy).
 */
export const copyState = (s: MtgState): MtgState => {
  const copy: AllFields<MtgState> = {
    edition: s.edition,
    turnOrder: s.turnOrder,
    active: s.active,
    players: s.players,
    objects: s.objects,
    order: s.order,
    step: s.step,
    pending: s.pending,
    priority: s.priority,
    judge: s.judge,
    stack: s.stack,
    combat: s.combat,
    nextStackId: s.nextStackId,
    gameOver: s.gameOver,
    ended: s.ended,
    assigned: s.assigned,
  };
  return copy;
};

/** `s` with some fields changed, through {@link copyState}. */
export const withState = (s: MtgState, fields: Partial<MtgState>): MtgState => Object.assign(copyState(s), fields);

/** A permanent, a player, a combat with some fields changed, copied as {@link copyState} copies a state. */
const copyPermanent = (p: Permanent): Permanent => {
  const copy: AllFields<Permanent> = {
    id: p.id,
    name: p.name,
    controller: p.controller,
    owner: p.owner,
    zone: p.zone,
    types: p.types,
    basePower: p.basePower,
    baseToughness: p.baseToughness,
    powerBonus: p.powerBonus,
    toughnessBonus: p.toughnessBonus,
    loyalty: p.loyalty,
    defense: p.defense,
    protector: p.protector,
    keywords: p.keywords,
    damage: p.damage,
    deathtouched: p.deathtouched,
    tapped: p.tapped,
    summoningSick: p.summoningSick,
    prevention: p.prevention,
    preventAll: p.preventAll,
    combatPrevention: p.combatPrevention,
    colours: p.colours,
    protection: p.protection,
    blockLimit: p.blockLimit,
    minBlockers: p.minBlockers,
    blockableOnlyBy: p.blockableOnlyBy,
    toxic: p.toxic,
    minusCounters: p.minusCounters,
    regeneration: p.regeneration,
    commander: p.commander,
  };
  return copy;
};
export const withPermanent = (p: Permanent, fields: Partial<Permanent>): Permanent => Object.assign(copyPermanent(p), fields);

const copyPlayer = (p: Player): Player => {
  const copy: AllFields<Player> = {
    id: p.id,
    life: p.life,
    lost: p.lost,
    left: p.left,
    poison: p.poison,
    commanderDamage: p.commanderDamage,
    prevention: p.prevention,
    preventAll: p.preventAll,
    combatPrevention: p.combatPrevention,
  };
  return copy;
};
export const withPlayer = (p: Player, fields: Partial<Player>): Player => Object.assign(copyPlayer(p), fields);

const copyCombat = (c: Combat): Combat => {
  const copy: AllFields<Combat> = {
    attackers: c.attackers,
    blockers: c.blockers,
    firstStrikers: c.firstStrikers,
    firstStrikeStep: c.firstStrikeStep,
    noAttackers: c.noAttackers,
    ordered: c.ordered,
    blocksDeclared: c.blocksDeclared,
  };
  return copy;
};
export const withCombat = (c: Combat, fields: Partial<Combat>): Combat => Object.assign(copyCombat(c), fields);

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
export const putObject = (s: MtgState, p: Permanent): MtgState => withState(s, { objects: withEntry(s.objects, p.id, p) });
export const putPlayer = (s: MtgState, p: Player): MtgState => withState(s, { players: withEntry(s.players, p.id, p) });

/** Every field present from the start, so all states share one shape (fast property access). */
export const NO_COMBAT = { attackers: [], blockers: [], firstStrikers: [], firstStrikeStep: false, noAttackers: false, ordered: [], blocksDeclared: [] } as const;
