/**
 * Structural sharing between two derived values (a frame's view and the one before it): the
 * result equals `next`, but every part deeply equal to the same part of `prev` is `prev`'s own
 * object. The board's memoised rows then skip what an action left as it was (a card, a zone, the
 * names), and undo, which shows an earlier frame again, hands React mostly the same objects.
 * Items of a list are matched by their `id` where they have one (a card that leaves a zone does
 * not make every card after it new), else by position.
 * Plain data only (arrays, plain objects and primitives), as view(state) returns; kept small, as
 * the store is in the first page load.
 */
const idOf = (x: unknown): unknown => (typeof x === 'object' && x !== null ? (x as { id?: unknown }).id : undefined);

export const shareEqual = <T,>(prev: unknown, next: T): T => {
  if (Object.is(prev, next)) return prev as T;
  if (typeof prev !== 'object' || typeof next !== 'object' || prev === null || next === null || Array.isArray(prev) !== Array.isArray(next)) return next;
  const before = prev as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = Object.keys(after);
  const out: Record<string, unknown> = Array.isArray(next) ? ([] as unknown as Record<string, unknown>) : {};
  let same = keys.length === Object.keys(before).length;
  // A list's items by id: where an item with the same id was, at any place.
  const byId = new Map<unknown, unknown>();
  if (Array.isArray(prev)) for (const item of prev) if (typeof idOf(item) === 'string') byId.set(idOf(item), item);
  for (const k of keys) {
    const had = Object.hasOwn(before, k);
    const match = byId.get(idOf(after[k])) ?? before[k];
    out[k] = had || match !== undefined ? shareEqual(match, after[k]) : after[k];
    if (!had || out[k] !== before[k]) same = false;
  }
  return (same ? prev : out) as T;
};
