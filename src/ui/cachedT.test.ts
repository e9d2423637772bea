/** The cached words read exactly as i18next's own, for every phrase of every game, and the cache never keeps a phrase read before its words arrived. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance } from 'i18next';
import { describe, expect, test } from 'vitest';
import { cacheFixedT, cachedT } from './cachedT.ts';

const NAMESPACES = ['common', 'mtg', 'fab', 'bs', 'pmv'] as const;
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

/** A Japanese instance with common words only, and a t for common and bs made before and after the cache is put in. */
const setup = async () => {
  const i18n = createInstance();
  await i18n.init({ lng: 'ja', fallbackLng: 'en', resources: { ja: { common: words('ja', 'common') }, en: { common: words('en', 'common') } }, partialBundledLanguages: true, ns: ['common'], defaultNS: 'common', keySeparator: false, nsSeparator: ':', interpolation: { escapeValue: false } });
  const plain = i18n.getFixedT('ja', ['common', 'bs']) as unknown as (key: string, values?: Readonly<Record<string, unknown>>) => string;
  cacheFixedT(i18n);
  const t = i18n.getFixedT('ja', ['common', 'bs']) as unknown as (key: string, values?: Readonly<Record<string, unknown>>) => string;
  return { i18n, plain, t };
};

describe('cacheFixedT: the t every screen gets', () => {
  test('a phrase read before its namespace arrived is read again once it has', async () => {
    const { i18n, plain, t } = await setup();
    // Not there yet: i18next answers with the key.
    expect(t('bs:ui.card.symbols', { n: 2 })).toBe(plain('bs:ui.card.symbols', { n: 2 }));
    expect(t('bs:ui.card.symbols', { n: 2 })).not.toContain('シンボル');
    i18n.addResourceBundle('ja', 'bs', words('ja', 'bs'));
    expect(t('bs:ui.card.symbols', { n: 2 })).toBe(words('ja', 'bs')['ui.card.symbols']?.replace('{{n}}', '2'));
  });

  test('a default is kept with its phrase; other options go to i18next itself', async () => {
    const { plain, t } = await setup();
    expect(t('no.such.key', { defaultValue: 'fallback words' })).toBe('fallback words');
    expect(t('no.such.key', { defaultValue: 'other words' })).toBe('other words');
    expect(t('no.such.key', { defaultValue: 'words for {{x}}', x: 3 })).toBe('words for 3');
    expect(t('prompt.decides', { defaultValue: 'unused', player: 'C' })).toBe(plain('prompt.decides', { player: 'C' }));
    expect(t('no.such.key', { count: 2 })).toBe(plain('no.such.key', { count: 2 }));
    expect(t('prompt.decides', { player: { name: 'A' } })).toBe(plain('prompt.decides', { player: { name: 'A' } }));
    expect(t('prompt.decides', { player: 'A' })).toBe(plain('prompt.decides', { player: 'A' }));
    expect(t('prompt.decides', { player: 'B' })).toBe(plain('prompt.decides', { player: 'B' }));
  });

  test('the fixed t keeps what i18next reads off it', async () => {
    const { t } = await setup();
    expect((t as unknown as { lng: string; ns: readonly string[] }).lng).toBe('ja');
    expect((t as unknown as { lng: string; ns: readonly string[] }).ns).toEqual(['common', 'bs']);
  });
});
