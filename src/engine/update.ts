/**
 * The copy-on-write changes the games' state helpers make, copying only the path they touch (the
 * hot path): one card's fields, one player's, the last entry of a list (the battle or combat under
 * way). An id with no entry leaves the state as it was, the very same object. Objects are copied
 * by the game's own copiers, which name every field: Node's object spread is several times slower
 * on an object a spread made, and every object the engine derives is one. FaB, Battle Spirits
 * and PMV use these through their state.ts (FaB's setCard and setPlayer).
 */
import type { ObjectId, PlayerId } from './types.ts';

/**
 * Records of up to this many entries are copied by Object.assign; larger ones, which V8 keeps as
 * hash tables, key by key (three to four times faster there: 200 permanents, 25 µs against 80).
 */
const SMALL_RECORD = 16;

/**
 * A copy of a record keyed by id (cards, players). Not a spread: Node's object spread is several
 * times slower on a record that a spread made, which every record the engine derives is.
 */
export const copyRecord = <V>(r: Readonly<Record<string, V>>): Record<string, V> => {
  const keys = Object.keys(r);
  if (keys.length <= SMALL_RECORD) return Object.assign({}, r);
  const out: Record<string, V> = {};
  for (const k of keys) out[k] = r[k] as V;
  return out;
};

/** A copy of the record with one entry set. */
export const withEntry = <V>(r: Readonly<Record<string, V>>, id: string, value: V): Record<string, V> => {
  const out = copyRecord(r);
  out[id] = value;
  return out;
};

/** How a game copies its state and the entries of its records, every field named (its state.ts: see Procedure.copy). */
export type Copiers<S, C, P> = { readonly state: (s: S) => S; readonly card: (c: C) => C; readonly player: (p: P) => P };

type Cards<C> = { readonly cards: Readonly<Record<ObjectId, C>> };
type Players<P> = { readonly players: Readonly<Record<PlayerId, P>> };

export const withCard = <S extends Cards<C>, C extends object, P>(copy: Copiers<S, C, P>, s: S, id: ObjectId, change: Partial<C>): S => {
  const card = s.cards[id];
  if (card === undefined) return s;
  const next = copy.state(s) as S & { cards: Cards<C>['cards'] };
  next.cards = withEntry(s.cards, id, Object.assign(copy.card(card), change));
  return next;
};

export const withPlayer = <S extends Players<P>, C, P extends object>(copy: Copiers<S, C, P>, s: S, id: PlayerId, change: Partial<P>): S => {
  const p = s.players[id];
  if (p === undefined) return s;
  const next = copy.state(s) as S & { players: Players<P>['players'] };
  next.players = withEntry(s.players, id, Object.assign(copy.player(p), change));
  return next;
};

/** A copy of the list with its last entry changed (copied by `copyItem`); null for an empty list. */
export const withLast = <T extends object>(list: readonly T[], copyItem: (item: T) => T, change: Partial<T>): T[] | null => {
  const last = list.length - 1;
  const item = list[last];
  if (item === undefined) return null;
  const out = list.slice();
  out[last] = Object.assign(copyItem(item), change);
  return out;
};

/** The cards, in the set-up's order, that `test` accepts for `arg` (a player's fighters, say). */
export const cardsWhere = <C, A>(s: { readonly order: readonly ObjectId[]; readonly cards: Readonly<Record<ObjectId, C>> }, test: (c: C | undefined, arg: A) => c is C, arg: A): C[] => {
  const out: C[] = [];
  for (const id of s.order) {
    const c = s.cards[id];
    if (test(c, arg)) out.push(c);
  }
  return out;
};
