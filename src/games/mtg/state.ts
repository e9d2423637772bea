/**
 * The small read and write helpers every MTG rule file shares (the starting position is built by
 * the loader, load.ts).
 */
import type { Ctx } from '../../engine/procedure.ts';
import type { ObjectId, PlayerId, Result } from '../../engine/types.ts';
import type { Keyword, MtgError, MtgEvent, MtgState, Permanent, Player, Step } from './types.ts';

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

/** Every field present from the start, so all states share one shape (fast property access). */
export const NO_COMBAT = { attackers: [], blockers: [], firstStrikers: [], firstStrikeStep: false, noAttackers: false, ordered: [] } as const;
