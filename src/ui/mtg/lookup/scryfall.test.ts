/**
 * The Scryfall client's manners (https://scryfall.com/docs/api/rate-limits): Accept header,
 * one request at a time spaced at least 500 ms on /cards/named and 100 ms otherwise, nothing for
 * 30 s after a 429, and a failed fetch read as "no network". No network is used: fetch is a stub.
 * Node has no IndexedDB, so every lookup here asks the stub (the cache is tried and skipped).
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';

const fixture = (file: string) => readFileSync(`e2e/data/scryfall/${file}.json`, 'utf8');
const json = (body: string, status = 200) => new Response(body, { status, headers: { 'content-type': 'application/json' } });

const fresh = async () => {
  vi.resetModules();
  return import('./scryfall.ts');
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('scryfall client', () => {
  it('sends Accept: application/json and spaces /cards/named requests at least 500 ms apart', async () => {
    const at: number[] = [];
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      at.push(Date.now());
      expect(new Headers(init?.headers).get('Accept')).toBe('application/json');
      expect(url).toMatch(/^https:\/\/api\.scryfall\.com\/cards\/named\?fuzzy=/);
      return json(fixture('serra-angel'));
    });
    vi.stubGlobal('fetch', fetch);
    const { lookupCard } = await fresh();
    const results = await Promise.all([lookupCard('Serra Angel'), lookupCard('serra angel'), lookupCard('Serra  Angel')]);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect((at[1] as number) - (at[0] as number)).toBeGreaterThanOrEqual(490);
    expect((at[2] as number) - (at[1] as number)).toBeGreaterThanOrEqual(490);
  });

  it('a 404 is "no such card", Scryfall’s ambiguous error is "several cards"', async () => {
    const { lookupCard } = await fresh();
    vi.stubGlobal('fetch', async () => json(fixture('not-found'), 404));
    expect(await lookupCard('Nonexistent Card')).toEqual({ ok: false, code: 'notFound' });
    vi.stubGlobal('fetch', async () => json('{"object":"error","code":"not_found","type":"ambiguous","status":404}', 404));
    expect(await lookupCard('Serra')).toEqual({ ok: false, code: 'ambiguous' });
  });

  it('after a 429 nothing is sent for 30 seconds', async () => {
    const { lookupCard } = await fresh();
    const fetch = vi.fn(async () => json('{}', 429));
    vi.stubGlobal('fetch', fetch);
    expect(await lookupCard('Serra Angel')).toEqual({ ok: false, code: 'busy' });
    expect(await lookupCard('Jace Beleren')).toEqual({ ok: false, code: 'busy' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a fetch that fails (no network) or a browser that says it is offline: "offline", and no request', async () => {
    const { lookupCard } = await fresh();
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await lookupCard('Serra Angel')).toEqual({ ok: false, code: 'offline' });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('navigator', { onLine: false });
    expect(await lookupCard('Serra Angel')).toEqual({ ok: false, code: 'offline' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a Japanese name searches the Japanese printings and takes the one printed with that name', async () => {
    const { lookupCard, isJapanese } = await fresh();
    expect(isJapanese('セラの天使')).toBe(true);
    expect(isJapanese('Serra Angel')).toBe(false);
    const fetch = vi.fn(async (url: string) => {
      expect(decodeURIComponent(url)).toContain('/cards/search?q=lang:ja セラの天使');
      return json(fixture('serra-angel-ja'));
    });
    vi.stubGlobal('fetch', fetch);
    const found = await lookupCard('セラの天使');
    expect(found.ok && found.card.printed_name).toBe('セラの天使');
  });

  it('autocomplete asks for 3 letters or more, Latin names only, and remembers its answers', async () => {
    const { autocomplete } = await fresh();
    const fetch = vi.fn(async () => json(fixture('autocomplete-serra')));
    vi.stubGlobal('fetch', fetch);
    expect(await autocomplete('Se')).toEqual([]);
    expect(await autocomplete('セラの')).toEqual([]);
    expect(await autocomplete('Serra')).toEqual(['Serra Angel', 'Serra Avatar', 'Serra Ascendant']);
    expect(await autocomplete('serra')).toEqual(['Serra Angel', 'Serra Avatar', 'Serra Ascendant']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
