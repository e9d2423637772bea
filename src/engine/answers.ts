/**
 * Building blocks for a game's `answering` (src/engine/types.ts): the shapes a declaration's
 * answers take, generated lazily so the solver can stop at its cap and count what is left.
 */

import type { ObjectId, PlayerId } from './types.ts';

/** The cards `where` keeps, in display order, by owner; every player listed has a list, empty or not. */
export const byOwner = <C extends { readonly owner: PlayerId }>(
  players: readonly PlayerId[],
  order: readonly ObjectId[],
  cards: Readonly<Record<ObjectId, C>>,
  where: (card: C) => boolean,
): Readonly<Record<PlayerId, readonly ObjectId[]>> => {
  const out: Record<PlayerId, ObjectId[]> = {};
  for (const id of players) out[id] = [];
  for (const id of order) {
    const c = cards[id];
    if (c !== undefined && where(c)) (out[c.owner] ??= []).push(id);
  }
  return out;
};

/** Every subset of `items` with at most `max` members, the empty one first. */
export function* subsets<T>(items: readonly T[], max: number = items.length): Generator<T[]> {
  const n = items.length;
  const chosen: T[] = [];
  function* from(i: number): Generator<T[]> {
    if (i === n) {
      yield [...chosen];
      return;
    }
    yield* from(i + 1);
    if (chosen.length < max) {
      chosen.push(items[i] as T);
      yield* from(i + 1);
      chosen.pop();
    }
  }
  yield* from(0);
}

/** Every ordering of `items`. */
export function* permutations<T>(items: readonly T[]): Generator<T[]> {
  if (items.length <= 1) {
    yield [...items];
    return;
  }
  for (let i = 0; i < items.length; i++) {
    const rest = [...items.slice(0, i), ...items.slice(i + 1)];
    for (const tail of permutations(rest)) yield [items[i] as T, ...tail];
  }
}

/** One pick from each list, every combination: the product of per-object choices. */
export function* product<T>(lists: readonly (readonly T[])[]): Generator<T[]> {
  const picked: T[] = [];
  function* from(i: number): Generator<T[]> {
    if (i === lists.length) {
      yield [...picked];
      return;
    }
    for (const x of lists[i] as readonly T[]) {
      picked.push(x);
      yield* from(i + 1);
      picked.pop();
    }
  }
  yield* from(0);
}

/** Every way to split `total` into `parts` whole amounts of 0 or more, in order. */
export function* splits(total: number, parts: number): Generator<number[]> {
  if (parts <= 0) return;
  if (parts === 1) {
    yield [total];
    return;
  }
  for (let first = 0; first <= total; first++) for (const rest of splits(total - first, parts - 1)) yield [first, ...rest];
}
