/**
 * Both languages are complete: every rule a game module may cite has a title and a summary, every
 * event type, prompt kind and error code has its words, en and ja hold the same keys, and no text
 * is blank. Plural forms differ by language (en has _one/_other, ja only _other), so keys are
 * compared with their plural suffix removed.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { availableGames, loadGame } from './games/registry.ts';
import { LOCALES_DIR, readLocale, type Lang } from './text/node-i18n.ts';

const PLURAL = /_(zero|one|two|few|many|other)$/;
export const baseKey = (key: string): string => key.replace(PLURAL, '');

/** The keys of a namespace with plural suffixes removed. */
const keySet = (ns: Readonly<Record<string, unknown>>): Set<string> => new Set(Object.keys(ns).map(baseKey));

/** Keys of `a` (normalised) that `b` lacks. */
export const missingFrom = (a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): string[] => {
  const have = keySet(b);
  return [...keySet(a)].filter((k) => !have.has(k)).sort();
};

/** Keys whose value is not a non-blank string (nested objects cannot be read with keySeparator: false). */
export const blankOrNested = (ns: Readonly<Record<string, unknown>>): string[] =>
  Object.entries(ns)
    .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
    .map(([k]) => k);

const LANGS: readonly Lang[] = ['en', 'ja'];
const locale = Object.fromEntries(LANGS.map((lang) => [lang, readLocale(lang)])) as Record<Lang, ReturnType<typeof readLocale>>;
const files = (lang: Lang): string[] =>
  existsSync(join(LOCALES_DIR, lang)) ? readdirSync(join(LOCALES_DIR, lang)).filter((f) => f.endsWith('.json')).sort() : [];

describe('the checks themselves', () => {
  test('plural suffixes are normalised, so en _one/_other matches ja _other', () => {
    expect(missingFrom({ 'event.x_one': 'a', 'event.x_other': 'b', 'event.y': 'c' }, { 'event.x_other': 'b' })).toEqual(['event.y']);
    expect(missingFrom({ 'event.x_other': 'b' }, { 'event.x_one': 'a', 'event.x_other': 'b' })).toEqual([]);
  });

  test('blank and nested values are caught', () => {
    expect(blankOrNested({ a: 'ok', b: '', c: '  ', d: { e: 'x' }, f: 3 })).toEqual(['b', 'c', 'd', 'f']);
  });
});

test('en and ja have the same locale files', () => {
  expect(files('en').length).toBeGreaterThan(0);
  expect(files('ja')).toEqual(files('en'));
});

test('common.json has the same keys in en and ja', () => {
  expect(locale.en.common, 'locales/en/common.json').toBeDefined();
  expect(locale.ja.common, 'locales/ja/common.json').toBeDefined();
  expect(missingFrom(locale.en.common ?? {}, locale.ja.common ?? {}), 'in en/common.json, missing in ja').toEqual([]);
  expect(missingFrom(locale.ja.common ?? {}, locale.en.common ?? {}), 'in ja/common.json, missing in en').toEqual([]);
});

test('every game namespace has the same keys in en and ja', () => {
  for (const file of files('en').filter((f) => f !== 'common.json')) {
    const ns = file.slice(0, -'.json'.length);
    expect(missingFrom(locale.en[ns] ?? {}, locale.ja[ns] ?? {}), `in en/${file}, missing in ja`).toEqual([]);
    expect(missingFrom(locale.ja[ns] ?? {}, locale.en[ns] ?? {}), `in ja/${file}, missing in en`).toEqual([]);
  }
});

test('no locale text is blank', () => {
  for (const lang of LANGS) {
    for (const [ns, texts] of Object.entries(locale[lang])) expect(blankOrNested(texts), `locales/${lang}/${ns}.json`).toEqual([]);
  }
});

describe.each(availableGames())('the %s module', (game) => {
  const needed = async (): Promise<string[]> => {
    const module = await loadGame(game);
    if (!module) throw new Error(`the registry lists ${game} but loads nothing`);
    expect(module.rules.length).toBeGreaterThan(0);
    return [
      ...module.rules.flatMap((id) => [`rule.${id}.title`, `rule.${id}.summary`]),
      ...module.vocabulary.events.map((type) => `event.${type}`),
      ...module.vocabulary.prompts.map((kind) => `prompt.${kind}`),
      ...module.vocabulary.errors.map((code) => `error.${code}`),
    ];
  };

  test.each(LANGS)(`every rule it cites and everything it emits has words in %s/${game}.json`, async (lang) => {
    const ns = locale[lang][game];
    expect(ns, `locales/${lang}/${game}.json`).toBeDefined();
    const have = keySet(ns ?? {});
    expect((await needed()).filter((key) => !have.has(key))).toEqual([]);
  });
});
