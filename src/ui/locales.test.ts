/**
 * Every word the UI shows comes from locales/{en,ja}/common.json: both files have the same keys,
 * no value is empty, and every key the UI source names (literally or by a known family) exists.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EFFECT_KINDS } from './mtg/CastForm.tsx';
import { EDITABLE_TYPES } from './mtg/setupModel.ts';
import { GAME_UI } from './games.ts';

const read = (lang: string): Record<string, string> => JSON.parse(readFileSync(`locales/${lang}/common.json`, 'utf8'));
const en = read('en');
const ja = read('ja');

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(f) && !f.endsWith('.test.ts') ? [path] : [];
  });

// The shell, the shared components and the MTG screens; other games' folders use their own namespace.
const OTHER_GAMES = /^src\/ui\/(fab|bs|pmv)\//;
const uiText = [...sources('src/ui'), ...sources('src/store')]
  .filter((f) => !OTHER_GAMES.test(f))
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).toSorted();

describe('common locale files', () => {
  it('en and ja have the same keys and no empty text', () => {
    expect(Object.keys(ja).toSorted()).toEqual(Object.keys(en).toSorted());
    for (const [k, v] of [...Object.entries(en), ...Object.entries(ja)]) expect(v.trim(), k).not.toBe('');
  });

  it('keep the same {{placeholders}} in both languages', () => {
    for (const k of Object.keys(en)) expect(placeholders(ja[k] ?? ''), k).toEqual(placeholders(en[k] ?? ''));
  });

  it('hold every literal key the UI uses', () => {
    const literal = [...uiText.matchAll(/\bt\(\s*'([^']+)'/g), ...uiText.matchAll(/key: '([^']+)'/g), ...uiText.matchAll(/Key\s*=?\s*'(notice\.[^']+)'/g)]
      .map((m) => (m[1] as string).replace(/^common:/, ''))
      .filter((k) => !k.includes(':'));
    const okKeys = [...uiText.matchAll(/'(notice\.[A-Za-z]+)'/g)].map((m) => m[1] as string);
    expect(literal.length).toBeGreaterThan(100);
    for (const k of [...literal, ...okKeys]) expect(en, k).toHaveProperty([k]);
  });

  it('hold every key of the dynamic families', () => {
    const families = [
      ...Object.keys(GAME_UI).map((g) => `game.${g}`),
      ...(GAME_UI.mtg?.editions ?? []).map((e) => `edition.mtg.${e}`),
      'lang.en',
      'lang.ja',
      ...['empty', 'noName', 'noStats', 'unknownWord', 'missingNumber', 'twoKinds'].map((c) => `quick.error.${c}`),
      ...EDITABLE_TYPES.map((ty) => `type.${ty}`),
      'figure.loyalty',
      'figure.defense',
      ...['battlefield', 'graveyard', 'exile'].map((z) => `zone.${z}`),
      ...EFFECT_KINDS.map((k) => `effect.${k}`),
      ...EFFECT_KINDS.map((k) => `effectLine.${k}`),
      'effectLine.preventAll',
    ];
    for (const k of families) expect(en, k).toHaveProperty([k]);
  });

  it('the MTG editions offered are the module contract editions', async () => {
    const { MTG_EDITIONS } = await import('../games/mtg/types.ts');
    expect(GAME_UI.mtg?.editions).toEqual([...MTG_EDITIONS]);
  });
});
