/** File problems in the screen language: the loaders' message shapes become keys, others stay as written. */
import { describe, expect, it } from 'vitest';
import { mtg } from '../games/mtg/index.ts';
import { readFileSync } from 'node:fs';
import { PROBLEM_TERMS, PROBLEMS, problem } from '../engine/problems.ts';
import { nodeText, readLocale } from './node-i18n.ts';
import { problemOf, problemOfDetail, problemText, termKey } from './problems.ts';

describe('problems', () => {
  it('words a real loader error in Japanese, keeping its place in the file', () => {
    const loaded = mtg.load({ rules: '2024-11', setup: { players: [{ id: 'A', life: 20 }, { id: 'B', life: 20 }], active: 'C', permanents: [] }, actions: [] });
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    const p = problemOf(loaded.error[0] as { path: string; message: string });
    expect(p).toMatchObject({ path: 'setup.active', key: 'problem.noPlayer', values: { id: 'C' } });
    expect(problemText(nodeText('ja'), p)).toBe('プレイヤー「C」がいません。');
    expect(problemText(nodeText('en'), p)).toBe('There is no player “C”.');
  });

  it('reads a notice detail line (path: message) and leaves unknown messages as written', () => {
    expect(problemOfDetail('setup.permanents[0].keywords[1]: unknown keyword "tramle"; did you mean "trample"? (allowed: flying, trample)')).toMatchObject({
      path: 'setup.permanents[0].keywords[1]',
      key: 'problem.unknownValueNear',
      values: { what: 'keyword', value: '"tramle"', suggestion: 'trample', allowed: 'flying, trample' },
    });
    expect(problemOfDetail('setup.permanents[1].tapped : unknown field; did you mean "tapped"?')).toMatchObject({
      path: 'setup.permanents[1].tapped ',
      key: 'problem.unknownFieldNear',
    });
    expect(problemOfDetail('not valid JSON: Unexpected end')).toMatchObject({ path: '', key: 'problem.json', values: { detail: 'Unexpected end' } });
    expect(problemOfDetail('game: "chess" is not available')).toMatchObject({ path: 'game', key: 'problem.gameUnavailable', values: { game: 'chess' } });
    const odd = problemOfDetail('TypeError: Failed to fetch dynamically imported module');
    expect(odd.key).toBeNull();
    expect(problemText(nodeText('ja'), odd)).toBeNull();
    expect(odd.raw).toBe('TypeError: Failed to fetch dynamically imported module');
  });
});

const placeholders = (text: string, open: string, close: string): string[] =>
  [...text.matchAll(new RegExp(`${open}(\\w+)${close}`, 'g'))].map((m) => m[1] as string).toSorted();

describe('the problem catalogue', () => {
  const en = readLocale('en')['common'] ?? {};
  const ja = readLocale('ja')['common'] ?? {};

  /** A parser's own wording (in English) and a character offset may be left out of a translation; nothing else may. */
  const MAY_OMIT = new Set(['detail', 'position']);

  it.each(Object.entries(PROBLEMS))('%s is worded in English and Japanese, with the values the message has', (code, template) => {
    const given = new Set(placeholders(template, '\\{', '\\}'));
    for (const words of [en, ja]) {
      const text = words[`problem.${code}`];
      expect(typeof text, `problem.${code}`).toBe('string');
      const used = new Set(placeholders(text as string, '\\{\\{', '\\}\\}'));
      expect([...used].filter((x) => !given.has(x)), `problem.${code} uses values the message lacks`).toEqual([]);
      expect([...given].filter((x) => !used.has(x) && !MAY_OMIT.has(x)), `problem.${code} leaves out`).toEqual([]);
    }
  });

  it('every noun a message may name is worded in both languages', () => {
    for (const term of PROBLEM_TERMS) for (const words of [en, ja]) expect(typeof words[termKey(term)], termKey(term)).toBe('string');
  });

  it('reads every message back to its code and values, even where a value holds spaces', () => {
    const values = { what: 'card type', value: '"attack action"', suggestion: 'attack reaction', allowed: 'action, attack' };
    expect(problemOf({ path: 'x', message: problem('unknownValueNear', values) })).toMatchObject({ key: 'problem.unknownValueNear', values });
    expect(problemText(nodeText('ja'), problemOf({ path: 'x', message: problem('unknownValueNear', values) }))).toBe(
      'カードの種類 "attack action" はありません。「attack reaction」の書き間違いではありませんか？ 使えるもの：action, attack。',
    );
  });

  it('no loader writes a message by hand: every one goes through the catalogue', () => {
    const loaders = ['src/games/mtg/load.ts', 'src/games/fab/load.ts', 'src/games/bs/load.ts', 'src/games/pmv/load.ts', 'src/engine/setup.ts', 'src/scenario/envelope.ts', 'src/scenario/link.ts', 'src/scenario/json.ts'];
    for (const file of loaders) {
      const text = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
      expect(text, file).not.toMatch(/message: [`'"]/);
      expect(text, file).not.toMatch(/v\.(min|max)(Length|Value)\([^,]+, ['`"]/);
    }
  });
});
