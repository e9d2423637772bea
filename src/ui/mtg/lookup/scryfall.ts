/**
 * MTG card lookup through Scryfall's public API (issue 14), loaded only when the quick entry
 * looks a name up. Following https://scryfall.com/docs/api and /docs/api/rate-limits: every
 * request sends `Accept: application/json` (a page's fetch keeps the browser's own User-Agent, as
 * asked for browser JavaScript); one request at a time, at least 100 ms apart, and at least 500 ms
 * apart on /cards/named and /cards/search (their limit is 2 a second); after a 429 nothing is
 * sent for 30 seconds. Cards are kept in IndexedDB (idb-keyval) under every name they were asked
 * for and found by, so a card looked up once works offline.
 */
import { createStore, get, set, type UseStore } from 'idb-keyval';
import type { ScryfallCard, ScryfallFace } from './fromScryfall.ts';

export const API = 'https://api.scryfall.com';
const GAP_MS = 100;
const SEARCH_GAP_MS = 500;
const BACK_OFF_MS = 30_000;

export type LookupFailure = 'offline' | 'notFound' | 'ambiguous' | 'busy' | 'error';
export type LookupResult = { readonly ok: true; readonly card: ScryfallCard; readonly cached: boolean } | { readonly ok: false; readonly code: LookupFailure; readonly status?: number };

/** Case, width, apostrophes and spaces folded: the cache key of a name. */
export const nameKey = (name: string): string =>
  name
    .normalize('NFKC')
    .replace(/[’‘`]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Kana or kanji in the name: look for the Japanese printing. */
export const isJapanese = (name: string): boolean => /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff66-\uff9f]/.test(name);

let cards: UseStore | null = null;
const store = () => (cards ??= createStore('referee-scryfall', 'cards'));

const cacheGet = async (key: string): Promise<ScryfallCard | undefined> => {
  try {
    return await get<ScryfallCard>(key, store());
  } catch {
    return undefined; // no IndexedDB (a private window): no cache
  }
};

const cachePut = async (keys: readonly string[], card: ScryfallCard): Promise<void> => {
  try {
    for (const k of new Set(keys.filter((x) => x !== ''))) await set(k, card, store());
  } catch {
    // Not kept: the next lookup asks Scryfall again.
  }
};

/** Only what the mapping reads: the cache stays small. */
const slimFace = (f: ScryfallFace): ScryfallFace => {
  const keys = ['name', 'printed_name', 'type_line', 'printed_type_line', 'oracle_text', 'power', 'toughness', 'loyalty', 'defense', 'colors'] as const;
  return Object.fromEntries(keys.filter((k) => f[k] !== undefined).map((k) => [k, f[k]])) as ScryfallFace;
};
export const slimCard = (c: ScryfallCard): ScryfallCard => ({
  ...slimFace(c),
  object: 'card',
  ...(c.lang ? { lang: c.lang } : {}),
  ...(c.layout ? { layout: c.layout } : {}),
  keywords: c.keywords ?? [],
  ...(c.card_faces ? { card_faces: c.card_faces.map(slimFace) } : {}),
});

// One request at a time, spaced as Scryfall asks.
let queue: Promise<unknown> = Promise.resolve();
let last = 0;
let lastSearch = 0;
let blockedUntil = 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

class Busy extends Error {}

const request = (path: string, search: boolean): Promise<Response> => {
  const run = async (): Promise<Response> => {
    if (Date.now() < blockedUntil) throw new Busy();
    const wait = Math.max(last + GAP_MS, search ? lastSearch + SEARCH_GAP_MS : 0) - Date.now();
    if (wait > 0) await sleep(wait);
    last = Date.now();
    if (search) lastSearch = last;
    const res = await fetch(`${API}${path}`, { headers: { Accept: 'application/json' } });
    if (res.status === 429) {
      blockedUntil = Date.now() + BACK_OFF_MS;
      throw new Busy();
    }
    return res;
  };
  const next = queue.then(run, run);
  queue = next.catch(() => undefined);
  return next;
};

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

const failure = (e: unknown): LookupResult => (e instanceof Busy ? { ok: false, code: 'busy' } : e instanceof TypeError ? { ok: false, code: 'offline' } : { ok: false, code: 'error' });

/** The Japanese printing whose printed name is the one typed (the first printing when none matches exactly but all are one card). */
const japanese = async (typed: string): Promise<LookupResult> => {
  const q = `lang:ja ${typed}`;
  const res = await request(`/cards/search?q=${encodeURIComponent(q)}&unique=prints&include_multilingual=true`, true);
  if (res.status === 404) return { ok: false, code: 'notFound' };
  if (!res.ok) return { ok: false, code: 'error', status: res.status };
  const list = (await res.json()) as { data?: readonly ScryfallCard[] };
  const found = (list.data ?? []).filter((c) => c.lang === 'ja');
  const key = nameKey(typed);
  const printed = (c: ScryfallCard) => [c.printed_name, ...(c.card_faces ?? []).map((f) => f.printed_name)].map((n) => nameKey(n ?? ''));
  const exact = found.find((c) => printed(c).includes(key));
  if (exact) return { ok: true, card: exact, cached: false };
  const names = new Set(found.map((c) => c.name));
  if (names.size === 1 && found[0]) return { ok: true, card: found[0], cached: false };
  return { ok: false, code: names.size > 1 ? 'ambiguous' : 'notFound' };
};

const english = async (typed: string): Promise<LookupResult> => {
  const res = await request(`/cards/named?fuzzy=${encodeURIComponent(typed)}`, true);
  if (res.ok) return { ok: true, card: (await res.json()) as ScryfallCard, cached: false };
  if (res.status === 404) {
    const err = (await res.json().catch(() => ({}))) as { type?: string };
    return { ok: false, code: err.type === 'ambiguous' ? 'ambiguous' : 'notFound' };
  }
  return { ok: false, code: 'error', status: res.status };
};

/** The card for a typed name: from the cache, else from Scryfall (then kept); offline says so. */
export const lookupCard = async (typed: string): Promise<LookupResult> => {
  const key = nameKey(typed);
  const hit = await cacheGet(key);
  if (hit) return { ok: true, card: hit, cached: true };
  if (offline()) return { ok: false, code: 'offline' };
  try {
    const found = isJapanese(typed) ? await japanese(typed) : await english(typed);
    if (!found.ok) return found;
    const card = slimCard(found.card);
    const names = [card.name, card.printed_name, ...(card.card_faces ?? []).flatMap((f) => [f.name, f.printed_name])].map((n) => nameKey(n ?? ''));
    await cachePut([key, ...names], card);
    return { ok: true, card, cached: false };
  } catch (e) {
    return failure(e);
  }
};

/** The card already kept for this name, without asking Scryfall. */
export const cachedCard = (typed: string): Promise<ScryfallCard | undefined> => cacheGet(nameKey(typed));

const suggestions = new Map<string, readonly string[]>();

/** Up to 20 English names that complete the typed part (Scryfall's autocomplete); none offline or for fewer than 3 letters. */
export const autocomplete = async (typed: string): Promise<readonly string[]> => {
  const q = typed.trim();
  if (q.length < 3 || isJapanese(q) || offline()) return [];
  const known = suggestions.get(nameKey(q));
  if (known) return known;
  try {
    const res = await request(`/cards/autocomplete?q=${encodeURIComponent(q)}`, false);
    if (!res.ok) return [];
    const names = ((await res.json()) as { data?: readonly string[] }).data ?? [];
    suggestions.set(nameKey(q), names);
    return names;
  } catch {
    return [];
  }
};
