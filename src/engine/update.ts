/**
 * The copy-on-write changes every game's state helpers make, copying only the path they touch (the
 * hot path): one card's fields, one player's, the last entry of a list (the battle or combat under
 * way). An id with no entry leaves the state as it was, the very same object. Battle Spirits and
 * PMV use these; FaB keeps its own setCard and setPlayer, which it calls most: shared with it,
 * they slowed BS's bench:compare workload some 5% (one call site then sees several state shapes).
 */
import type { ObjectId, PlayerId } from './types.ts';

/**
 * A copy of a record keyed by id (cards, players). Node's object spread is several times slower
 * than this on a record that a spread made, which every record the engine derives is.
 */
export const copyRecord = <V>(r: Readonly<Record<string, V>>): Record<string, V> => Object.assign({}, r);

/** A copy of the record with one entry set. */
export const withEntry = <V>(r: Readonly<Record<string, V>>, id: string, value: V): Record<string, V> => {
  const out: Record<string, V> = Object.assign({}, r);
  out[id] = value;
  return out;
};

type Cards = { readonly cards: Readonly<Record<ObjectId, object>> };
type Players = { readonly players: Readonly<Record<PlayerId, object>> };

export const withCard = <S extends Cards>(s: S, id: ObjectId, change: Partial<S['cards'][ObjectId]>): S => {
  const card = s.cards[id];
  return card === undefined ? s : { ...s, cards: { ...s.cards, [id]: { ...card, ...change } } };
};

export const withPlayer = <S extends Players>(s: S, id: PlayerId, change: Partial<S['players'][PlayerId]>): S => {
  const p = s.players[id];
  return p === undefined ? s : { ...s, players: { ...s.players, [id]: { ...p, ...change } } };
};

/** A copy of the list with its last entry changed; null for an empty list. */
export const withLast = <T extends object>(list: readonly T[], change: Partial<T>): T[] | null => {
  const last = list.length - 1;
  const item = list[last];
  if (item === undefined) return null;
  const out = list.slice();
  out[last] = { ...item, ...change };
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
