/**
 * Structural sharing between two derived values (a frame's view and the one before it): the
 * result equals `next`, but every part deeply equal to the same part of `prev` is `prev`'s own
 * object. The board's memoised rows then skip what an action left as it was (a card, a zone, the
 * names), and undo, which shows an earlier frame again, hands React mostly the same objects.
 * Items of a list are matched by their `id` where they have one (a card that leaves a zone does
 * not make every card after it new), else by position.
 * Plain data only (arrays, plain objects and primitives), as view(state) returns; kept small, as
 * the store is in the first page load. It runs on every tap, over the whole view (thirty cards a
 * side on a large board), so an unchanged part costs a comparison and no copy.
 */
const idOf = (x: unknown): unknown => (typeof x === 'object' && x !== null ? (x as { id?: unknown }).id : undefined);

export const shareEqual = <T,>(prev: unknown, next: T): T => {
  if (Object.is(prev, next)) return prev as T;
  if (typeof prev !== 'object' || typeof next !== 'object' || prev === null || next === null || Array.isArray(prev) !== Array.isArray(next)) return next;
  const before = prev as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const list = Array.isArray(prev) ? (prev as unknown[]) : null;
  const keys = Object.keys(after);
  let out: Record<string, unknown> | null = keys.length === Object.keys(before).length ? null : {};
  let byId: Map<unknown, unknown> | undefined;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string;
    const had = Object.hasOwn(before, k);
    const id = idOf(after[k]);
    let match = before[k];
    // Most actions leave a list's order alone: the index by id is built only when an id moved.
    if (list && typeof id === 'string' && idOf(match) !== id) match = (byId ??= new Map(list.map((x) => [idOf(x), x]))).get(id) ?? match;
    const shared = had || match !== undefined ? shareEqual(match, after[k]) : after[k];
    // Nothing is copied until the first part that differs.
    if (!out && (!had || shared !== before[k])) {
      out = {};
      for (let j = 0; j < i; j++) out[keys[j] as string] = before[keys[j] as string];
    }
    if (out) out[k] = shared;
  }
  return (out ? (list ? Object.assign([], out) : out) : prev) as T;
};
