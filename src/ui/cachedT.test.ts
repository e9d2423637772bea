/** The cached words read exactly as i18next's own, for every phrase of the games that use them. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance } from 'i18next';
import { describe, expect, test } from 'vitest';
import { cachedT } from './cachedT.ts';

const NAMESPACES = ['common', 'fab', 'bs', 'pmv'] as const;
const LANGS = ['en', 'ja'] as const;
const words = (lang: string, ns: string): Record<string, string> => JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'locales', lang, `${ns}.json`), 'utf8'));

describe.each(LANGS)('cachedT in %s', (lang) => {
  test('every phrase, with and without values, reads as t() gives it, the first time and from the cache', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: lang, resources: { [lang]: Object.fromEntries(NAMESPACES.map((ns) => [ns, words(lang, ns)])) }, ns: [...NAMESPACES], defaultNS: 'common', keySeparator: false, nsSeparator: ':', interpolation: { escapeValue: false } });
    const t = i18n.getFixedT(lang, [...NAMESPACES]) as unknown as (key: string, values?: Readonly<Record<string, unknown>>) => string;
    const cached = cachedT(t, new Map());
    let checked = 0;
    for (const ns of NAMESPACES) {
      for (const [key, text] of Object.entries(words(lang, ns))) {
        const full = ns === 'common' ? key : `${ns}:${key}`;
        const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] as string);
        const a = Object.fromEntries(names.map((n, i) => [n, i % 2 === 0 ? `x${i}` : i * 7]));
        const b = Object.fromEntries(names.map((n, i) => [n, i % 2 === 0 ? 3000 + i : `名前${i}`]));
        for (const values of names.length === 0 ? [undefined, undefined] : [a, b, a]) {
          expect(cached(full, values), full).toBe(t(full, values));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});
