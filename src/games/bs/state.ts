/**
 * Reading and changing a Battle Spirits state: current BP and symbols, who may fight, where the
 * cores are. Every change returns a new state with plain spreads (the hot path copies only what
 * it touches).
 */
import type { AllFields } from '../../engine/procedure.ts';
import type { PlayerId, ObjectId } from '../../engine/types.ts';
import { cardsWhere, withCard as cardChanged, withLast, withPlayer as playerChanged, type Copiers } from '../../engine/update.ts';
import type { Battle, BsCard, BsPlayer, BsState, Duration, SoulCorePlace } from './types.ts';

/**
 * A fresh copy of the state, every field named, in the loader's order (one hidden class). Node's
 * object spread is several times slower on an object that a spread made, so the driver and the
 * hot paths copy through this (src/engine/procedure.ts, Procedure.copy).
 */
export const copyState = (s: BsState): BsState => {
  const copy: AllFields<BsState> = {
    edition: s.edition,
    firstTurn: s.firstTurn,
    turnOrder: s.turnOrder,
    active: s.active,
    players: s.players,
    cards: s.cards,
    order: s.order,
    modifiers: s.modifiers,
    battles: s.battles,
    inBattle: s.inBattle,
    step: s.step,
    pending: s.pending,
    priority: s.priority,
    stack: s.stack,
    judge: s.judge,
    gameOver: s.gameOver,
    ended: s.ended,
  };
  return copy;
};

/** `s` with some fields changed, through {@link copyState}. */
export const withState = (s: BsState, fields: Partial<BsState>): BsState => Object.assign(copyState(s), fields);

// A card, a player, a battle copied as copyState copies a state.
const copyCard = (c: BsCard): BsCard => {
  const copy: AllFields<BsCard> = {
    id: c.id,
    name: c.name,
    owner: c.owner,
    zone: c.zone,
    type: c.type,
    bp: c.bp,
    symbols: c.symbols,
    cores: c.cores,
    exhausted: c.exhausted,
    keywords: c.keywords,
    onAttack: c.onAttack,
    onBlock: c.onBlock,
    cost: c.cost,
    flash: c.flash,
  };
  return copy;
};

const copyPlayer = (p: BsPlayer): BsPlayer => {
  const copy: AllFields<BsPlayer> = {
    id: p.id,
    life: p.life,
    reserve: p.reserve,
    trashCores: p.trashCores,
    soulCore: p.soulCore,
    lost: p.lost,
  };
  return copy;
};

const copyBattle = (x: Battle): Battle => {
  const copy: AllFields<Battle> = {
    attacker: x.attacker,
    blocker: x.blocker,
    flashTimings: x.flashTimings,
    result: x.result,
    lifeReduced: x.lifeReduced,
    destroyed: x.destroyed,
    compared: x.compared,
    missing: x.missing,
  };
  return copy;
};

const COPIERS: Copiers<BsState, BsCard, BsPlayer> = { state: copyState, card: copyCard, player: copyPlayer };

/** One card's fields changed (the engine's copy-on-write, typed by the state). */
export const withCard = (s: BsState, id: ObjectId, change: Partial<BsCard>): BsState => cardChanged(COPIERS, s, id, change);
/** One player's fields changed. */
export const withPlayer = (s: BsState, id: PlayerId, change: Partial<BsPlayer>): BsState => playerChanged(COPIERS, s, id, change);

export const opponent = (s: BsState, player: PlayerId): PlayerId => (s.turnOrder[0] === player ? s.turnOrder[1] : s.turnOrder[0]) ?? player;
export const defenderOf = (s: BsState): PlayerId => opponent(s, s.active);

export const isFighter = (c: BsCard): boolean => c.type === 'spirit' || c.type === 'ultimate';
export const onField = (s: BsState, id: ObjectId): boolean => s.cards[id]?.zone === 'field';

const sumOf = (s: BsState, id: ObjectId, stat: 'bp' | 'symbols'): number => {
  let sum = 0;
  for (const m of s.modifiers) if (m.target === id && m.stat === stat) sum += m.amount;
  return sum;
};

/** Current BP: the printed BP of its level and every change in force, never below 0. */
export const bpOf = (s: BsState, c: BsCard): number => Math.max(0, (c.bp ?? 0) + sumOf(s, c.id, 'bp'));
export const symbolsOf = (s: BsState, c: BsCard): number => Math.max(0, c.symbols + sumOf(s, c.id, 'symbols'));

/** A refreshed spirit or ultimate of `player` on the field: one that may attack (❶) or block (❸). */
export const canFight = (c: BsCard | undefined, player: PlayerId): c is BsCard =>
  c !== undefined && c.owner === player && c.zone === 'field' && isFighter(c) && !c.exhausted;

export const fightersOf = (s: BsState, player: PlayerId): BsCard[] => cardsWhere(s, canFight, player);

export const hasFighter = (s: BsState, player: PlayerId): boolean => s.order.some((id) => canFight(s.cards[id], player));

export const battleOf = (s: BsState): Battle | null => (s.inBattle ? (s.battles[s.battles.length - 1] ?? null) : null);

export const withBattle = (s: BsState, change: Partial<Battle>): BsState => {
  const battles = withLast(s.battles, copyBattle, change);
  return battles === null ? s : withState(s, { battles });
};


export type CorePlace = 'life' | 'reserve' | 'trash';
const FIELD: Readonly<Record<CorePlace, 'life' | 'reserve' | 'trashCores'>> = { life: 'life', reserve: 'reserve', trash: 'trashCores' };

export const coresIn = (p: BsPlayer, place: CorePlace): number => p[FIELD[place]];

/**
 * Moves up to `n` cores between two of a player's counted places; only the cores there move.
 * Normal cores go first, so the soul core moves only when every core there moves (scenario-format.md).
 */
export const moveCores = (s: BsState, player: PlayerId, from: CorePlace, to: CorePlace, n: number): { state: BsState; moved: number } => {
  const p = s.players[player];
  if (p === undefined || n <= 0) return { state: s, moved: 0 };
  const have = coresIn(p, from);
  const moved = Math.min(n, have);
  if (moved === 0) return { state: s, moved };
  const soulCore = p.soulCore === from && moved === have ? to : p.soulCore;
  const change: Partial<BsPlayer> = { [FIELD[from]]: have - moved, soulCore };
  const after = Object.assign(copyPlayer(p), change);
  return { state: withPlayer(s, player, { ...change, [FIELD[to]]: coresIn(after, to) + moved }), moved };
};

/** Cores from the void (not counted) into a player's life. */
export const gainLife = (s: BsState, player: PlayerId, n: number): BsState => {
  const p = s.players[player];
  return p === undefined || n <= 0 ? s : withPlayer(s, player, { life: p.life + n });
};

/**
 * A card leaves the field for its owner's trash: all its cores, the soul core too, go to its
 * owner's reserve, and the changes on it stop (a card that left is a new object).
 */
export const toTrash = (s: BsState, id: ObjectId): BsState => {
  const c = s.cards[id];
  if (c === undefined) return s;
  const p = s.players[c.owner] as BsPlayer;
  const fromField = c.zone === 'field';
  let next = withCard(s, id, { zone: 'trash', cores: 0, exhausted: false });
  if (fromField && c.cores > 0) next = withPlayer(next, c.owner, { reserve: p.reserve + c.cores, soulCore: p.soulCore === id ? 'reserve' : p.soulCore });
  if (s.modifiers.some((m) => m.target === id)) next = withState(next, { modifiers: next.modifiers.filter((m) => m.target !== id) });
  return next;
};

export const loseIfEmpty = (s: BsState, player: PlayerId): BsState => {
  const p = s.players[player];
  return p !== undefined && p.life <= 0 && !p.lost ? withState(withPlayer(s, player, { lost: true }), { gameOver: true }) : s;
};

export const endModifiers = (s: BsState, until: Duration): { state: BsState; count: number } => {
  const kept = s.modifiers.filter((m) => m.until !== until);
  const count = s.modifiers.length - kept.length;
  return { state: count === 0 ? s : withState(s, { modifiers: kept }), count };
};

export const soulCoreOn = (s: BsState, id: ObjectId): boolean => {
  const c = s.cards[id];
  return c !== undefined && s.players[c.owner]?.soulCore === id;
};

export const isPlace = (place: SoulCorePlace | null): place is CorePlace => place === 'life' || place === 'reserve' || place === 'trash';
