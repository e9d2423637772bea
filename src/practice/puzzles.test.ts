/**
 * Every shipped puzzle, solved again by the engine (docs/puzzle-format.md, "What the check
 * refuses"): its lead-in is legal and stops at the asked decision, its stored answer is the
 * solver's, and its themes, hints and rules exist in both languages. An engine change that changes
 * a ruling fails here instead of silently breaking a puzzle.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { localeRuleWords } from '../cli/ruleWords.ts';
import { GAME_IDS } from '../engine/types.ts';
import { nodeText } from '../text/node-i18n.ts';
import { checkPuzzle } from './check.ts';
import { parsePuzzle, QUESTION_KINDS, type Puzzle } from './puzzle.ts';

const DIR = 'puzzles';
const files = GAME_IDS.flatMap((game) => readdirSync(join(DIR, game)).filter((f) => f.endsWith('.json')).map((f) => ({ game, file: f })));
const options = { english: nodeText('en'), hasWords: localeRuleWords() };
const read = (game: string, file: string): Puzzle => {
  const parsed = parsePuzzle(readFileSync(join(DIR, game, file), 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error.map((e) => `${e.path}: ${e.message}`).join('\n'));
  return parsed.value;
};

describe('every shipped puzzle holds', () => {
  test.each(files)('$game/$file', async ({ game, file }) => {
    const puzzle = read(game, file);
    expect(puzzle.game).toBe(game);
    const checked = await checkPuzzle(puzzle, { ...options, fileId: file.slice(0, -'.json'.length) });
    const errors = checked.ok ? checked.value.errors : checked.error;
    expect(errors.map((e) => `${e.path}: ${e.message}`)).toEqual([]);
  }, 120_000);
});

describe('the shipped set', () => {
  test.each(GAME_IDS.map((game) => ({ game })))('$game: at least 20 puzzles over every question kind and difficulty', ({ game }) => {
    const mine = files.filter((f) => f.game === game).map((f) => read(f.game, f.file));
    expect(mine.length).toBeGreaterThanOrEqual(20);
    expect(new Set(mine.map((p) => p.question.kind))).toEqual(new Set(QUESTION_KINDS));
    expect(new Set(mine.map((p) => p.difficulty)).size).toBeGreaterThanOrEqual(3);
    // Titles are the same in no two puzzles, in either language.
    for (const lang of ['en', 'ja'] as const) expect(new Set(mine.map((p) => p.title[lang])).size).toBe(mine.length);
  });
});
