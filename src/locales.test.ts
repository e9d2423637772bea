/**
 * Both languages are complete: every rule a game module may cite has a title and a summary, every
 * event type, prompt kind and error code has its words, en and ja hold the same keys, and no text
 * is blank. Plural forms differ by language (en has _one/_other, ja only _other), so keys are
 * compared with their plural suffix removed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { moduleKeys } from './engine/testing/localeChecks.ts';
import { availableGames, loadGame } from './games/registry.ts';
import { parseScenario } from './scenario/envelope.ts';
import { runScenarioDetail } from './scenario/run.ts';
import { errorLine, eventLine, promptLine, type Line } from './text/describe.ts';
import { LOCALES_DIR, readLocale, type Lang } from './text/node-i18n.ts';

const PLURAL = /_(zero|one|two|few|many|other)$/;
export const baseKey = (key: string): string => key.replace(PLURAL, '');

/** The keys of a namespace with plural suffixes removed. */
const keySet = (ns: Readonly<Record<string, unknown>>): Set<string> => new Set(Object.keys(ns).map(baseKey));

/** Keys of `a` (normalised) that `b` lacks. */
export const missingFrom = (a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): string[] => {
  const have = keySet(b);
  return [...keySet(a)].filter((k) => !have.has(k)).toSorted();
};

/** Keys whose value is not a non-blank string (nested objects cannot be read with keySeparator: false). */
export const blankOrNested = (ns: Readonly<Record<string, unknown>>): string[] =>
  Object.entries(ns)
    .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
    .map(([k]) => k);

/** Fails listing every offending key, one per line (vitest would abbreviate a long array). */
const expectNone = (found: readonly string[], what: string): void => {
  expect(found, `${what}:\n  ${found.join('\n  ')}\n`).toEqual([]);
};

const LANGS: readonly Lang[] = ['en', 'ja'];
const locale = Object.fromEntries(LANGS.map((lang) => [lang, readLocale(lang)])) as Record<Lang, ReturnType<typeof readLocale>>;
const localeFiles = (lang: Lang): string[] =>
  existsSync(join(LOCALES_DIR, lang)) ? readdirSync(join(LOCALES_DIR, lang)).filter((f) => f.endsWith('.json')).toSorted() : [];

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
  expect(localeFiles('en').length).toBeGreaterThan(0);
  expect(localeFiles('ja')).toEqual(localeFiles('en'));
});

test('common.json has the same keys in en and ja', () => {
  expect(locale.en.common, 'locales/en/common.json').toBeDefined();
  expect(locale.ja.common, 'locales/ja/common.json').toBeDefined();
  expectNone(missingFrom(locale.en.common ?? {}, locale.ja.common ?? {}), 'in en/common.json, missing in ja');
  expectNone(missingFrom(locale.ja.common ?? {}, locale.en.common ?? {}), 'in ja/common.json, missing in en');
});

test('every game namespace has the same keys in en and ja', () => {
  for (const file of localeFiles('en').filter((f) => f !== 'common.json')) {
    const ns = file.slice(0, -'.json'.length);
    expectNone(missingFrom(locale.en[ns] ?? {}, locale.ja[ns] ?? {}), `in en/${file}, missing in ja`);
    expectNone(missingFrom(locale.ja[ns] ?? {}, locale.en[ns] ?? {}), `in ja/${file}, missing in en`);
  }
});

test('no locale text is blank', () => {
  for (const lang of LANGS) {
    for (const [ns, texts] of Object.entries(locale[lang])) expectNone(blankOrNested(texts), `blank or nested in locales/${lang}/${ns}.json`);
  }
});

describe.each(availableGames())('the %s module', (game) => {
  const needed = async (): Promise<string[]> => {
    const module = await loadGame(game);
    if (!module) throw new Error(`the registry lists ${game} but loads nothing`);
    expect(module.rules.length).toBeGreaterThan(0);
    return moduleKeys(module);
  };

  test.each(LANGS)(`every rule it cites and everything it emits has words in %s/${game}.json`, async (lang) => {
    const ns = locale[lang][game];
    expect(ns, `locales/${lang}/${game}.json`).toBeDefined();
    const have = keySet(ns ?? {});
    expectNone((await needed()).filter((key) => !have.has(key)), `missing in locales/${lang}/${game}.json`);
  });
});

const asId = (id: string): string => id;

/** `{{name}}` and `{{name, format}}` placeholders of a text. */
export const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((m) => m[1] as string);

test('placeholders are read with their format part', () => {
  expect(placeholders('{{source}} deals {{ amount }} to {{target, uppercase}}')).toEqual(['source', 'amount', 'target']);
});

/**
 * Every placeholder a text uses must be a value the engine actually hands it: a misspelt
 * `{{ammount}}` would print a blank. The events, prompts and refusals come from playing every
 * scenario file, so the check covers what the referee really says.
 */
describe.each(availableGames())('placeholders of %s texts', (game) => {
  test('name only values that the events, prompts and refusals carry', async () => {
    const dir = join(LOCALES_DIR, '..', 'scenarios', game);
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
    const lines: Line[] = [];
    for (const file of files) {
      const parsed = parseScenario(readFileSync(join(dir, file), 'utf8'));
      if (!parsed.ok) continue; // the scenario suite reports invalid files
      const run = await runScenarioDetail(parsed.value, { english: (k) => k });
      if (!run.ok) continue;
      lines.push(...run.value.played.events.map((e) => eventLine(e, asId)), promptLine(run.value.prompt, asId));
      if (run.value.played.rejected) lines.push(errorLine(run.value.played.rejected.error, asId));
    }
    if (files.length > 0) expect(lines.length).toBeGreaterThan(files.length);
    const bad: string[] = [];
    for (const lang of LANGS) {
      for (const line of lines) {
        const text = locale[lang][game]?.[line.key];
        if (typeof text !== 'string') continue; // a missing key is reported by the tests above
        const unknown = placeholders(text).filter((p) => !(p in line.values));
        if (unknown.length > 0) bad.push(`${lang}/${game}.json ${line.key}: {{${unknown.join('}}, {{')}}} (has ${Object.keys(line.values).join(', ')})`);
      }
    }
    expectNone([...new Set(bad)], 'placeholders with no value behind them');
  });
});
