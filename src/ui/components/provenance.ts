/**
 * Where a card's values came from (issue 14): the values a card lookup filled (fab-cards for FaB,
 * Scryfall for MTG), with what the card says beyond them (its text, the keywords the referee does
 * not model, the figures printed as * or X). Kept beside the set-up draft, never in it: the
 * scenario file stays what the format describes. A value equal to the one looked up is "from"
 * its source, a different one is "overridden", and a field the lookup did not fill is "typed".
 * Saved in local storage so a reload keeps it; entries are keyed by game and card id, and the
 * set-up screens drop those of cards that are gone.
 */
import { useSyncExternalStore } from 'react';

export type LookupSource = 'fab-cards' | 'scryfall';

export type Provenance = {
  readonly source: LookupSource;
  /** The set-up fields the lookup filled, as the file writes them. */
  readonly values: Readonly<Record<string, unknown>>;
  /** The card as found: its name (English), its printed name where another language was typed, its type line. */
  readonly card: string;
  readonly printedName?: string;
  readonly typeText?: string;
  /** FaB: equipment slot or weapon kind. */
  readonly slot?: string;
  /** The card's text: what the referee does not model is left to manual effects. */
  readonly text?: string;
  /** Keywords and abilities the card has that the referee does not model (or has only on a condition). */
  readonly other: readonly string[];
  /** Fields printed as * or X: the judge enters them. */
  readonly variable: readonly string[];
};

export type FieldStatus = { readonly kind: 'typed' } | { readonly kind: 'absent'; readonly source: LookupSource } | { readonly kind: 'lookup'; readonly source: LookupSource } | { readonly kind: 'overridden'; readonly source: LookupSource; readonly value: unknown };

const KEY = 'referee/card-sources';
const MAX = 400;

type Entries = Readonly<Record<string, Provenance>>;

const read = (): Entries => {
  try {
    const raw: unknown = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '{}');
    return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Entries) : {};
  } catch {
    return {};
  }
};

let entries: Entries | null = null;
const listeners = new Set<() => void>();
const all = (): Entries => (entries ??= read());

const write = (next: Entries) => {
  const keys = Object.keys(next);
  entries = keys.length > MAX ? Object.fromEntries(keys.slice(-MAX).map((k) => [k, next[k] as Provenance])) : next;
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(entries));
  } catch {
    // Storage full or refused: the sources stay for this page only.
  }
  for (const l of listeners) l();
};

const keyOf = (game: string, id: string) => `${game}:${id}`;

export const getProvenance = (game: string, id: string): Provenance | undefined => all()[keyOf(game, id)];

export const setProvenance = (game: string, id: string, p: Provenance): void => write({ ...all(), [keyOf(game, id)]: p });

export const clearProvenance = (game: string, id: string): void => {
  const k = keyOf(game, id);
  if (!(k in all())) return;
  const { [k]: _, ...rest } = all();
  write(rest);
};

/** Drops the sources of this game's cards that are not in `ids` (deleted, or a new board loaded). */
export const keepProvenance = (game: string, ids: readonly string[]): void => {
  const keep = new Set(ids.map((id) => keyOf(game, id)));
  const current = all();
  const gone = Object.keys(current).filter((k) => k.startsWith(`${game}:`) && !keep.has(k));
  if (gone.length === 0) return;
  write(Object.fromEntries(Object.entries(current).filter(([k]) => !gone.includes(k))));
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The card's sources, re-rendering when they change (the stored object itself: a stable snapshot). */
export const useProvenance = (game: string, id: string): Provenance | undefined =>
  useSyncExternalStore(
    subscribe,
    () => getProvenance(game, id),
    () => undefined,
  );

/** Lists compare as sets (keyword order does not matter); everything else by value. */
const same = (a: unknown, b: unknown): boolean => {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x) => b.includes(x));
  return JSON.stringify(a) === JSON.stringify(b);
};

/** Where this field's current value comes from; `absent`: the card has none and none was typed. */
export const fieldStatus = (p: Provenance | undefined, key: string, current: unknown): FieldStatus => {
  if (p !== undefined && !(key in p.values) && (current === undefined || current === null)) return { kind: 'absent', source: p.source };
  if (p === undefined || !(key in p.values)) return { kind: 'typed' };
  const value = p.values[key];
  return same(value, current) ? { kind: 'lookup', source: p.source } : { kind: 'overridden', source: p.source, value };
};
