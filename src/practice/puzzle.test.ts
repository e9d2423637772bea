/**
 * What the puzzle check refuses, each with the field it names: a wrong answer, an illegal lead-in,
 * an unknown theme, a missing language, a question nobody is asked, an answer set that is not
 * unique, and every misspelt field. Messages come from the problem catalogue, so both languages.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { ScenarioError } from '../engine/types.ts';
import { localeRuleWords } from '../cli/ruleWords.ts';
import { nodeText } from '../text/node-i18n.ts';
import { problemOf, problemText } from '../text/problems.ts';
import { checkPuzzle } from './check.ts';
import { parsePuzzle } from './puzzle.ts';

const BASE = JSON.parse(readFileSync('puzzles/mtg/mtg-deathtouch-trample-split.json', 'utf8')) as Record<string, unknown>;
const options = { english: nodeText('en'), hasWords: localeRuleWords() };

/** The problems of a puzzle: the parse's, or the engine check's. */
const problems = async (change: (p: Record<string, unknown>) => void): Promise<ScenarioError[]> => {
  const p = structuredClone(BASE);
  change(p);
  const parsed = parsePuzzle(JSON.stringify(p));
  if (!parsed.ok) return parsed.error;
  const checked = await checkPuzzle(parsed.value, options);
  return checked.ok ? [...checked.value.errors] : [...checked.error];
};

const paths = (errors: readonly ScenarioError[]) => errors.map((e) => e.path);

describe('the puzzle check', () => {
  test('the base puzzle holds', async () => {
    expect(await problems(() => {})).toEqual([]);
  });

  test('a wrong answer is refused with the engine answer', async () => {
    const errors = await problems((p) => {
      p.answer = [{ by: 'B', type: 'declareBlockers', blockers: [] }];
    });
    expect(paths(errors)).toEqual(['answer']);
    expect(errors[0]?.message).toContain('"blocks":"wurm"');
  });

  test('a best question where every answer ties is refused', async () => {
    const errors = await problems((p) => {
      p.question = { kind: 'best', player: 'B', objective: ['mostKilled'] };
    });
    // Every block kills nothing, so every answer ties: nothing to find.
    expect(paths(errors)).toContain('question');
    expect(errors.find((e) => e.path === 'question')?.message).toMatch(/every legal answer \(4\)/);
  });

  test('an illegal lead-in names the action and the rule', async () => {
    const errors = await problems((p) => {
      (p.leadIn as object[])[1] = { by: 'B', type: 'declareAttackers', attackers: [] };
    });
    expect(paths(errors)).toEqual(['leadIn[1]']);
    expect(errors[0]?.message).toMatch(/^refused under mtg:/);
  });

  test('a lead-in that stops at another player\'s decision', async () => {
    const errors = await problems((p) => {
      p.question = { kind: 'best', player: 'A', objective: ['alive'] };
    });
    expect(paths(errors)).toEqual(['question.player']);
    expect(errors[0]?.message).toContain('mtg.declareBlockers for B');
  });

  test('an unknown theme, a missing language and a misspelt field, each by name', async () => {
    const errors = await problems((p) => {
      p.themes = ['trample', 'tramplee'];
      p.title = { en: 'A title' };
      p.difficulty = 6;
      p.hintz = [];
    });
    expect(paths(errors).toSorted()).toEqual(['difficulty', 'hintz', 'title.ja'].toSorted());
    const theme = await problems((p) => {
      p.themes = ['trample', 'tramplee'];
    });
    expect(paths(theme)).toEqual(['themes[1]']);
  });

  test('a hint rule the game does not cite, and an object not in the position', async () => {
    const errors = await problems((p) => {
      p.hints = [{ kind: 'rule', rule: '999.9z' }, { kind: 'object', id: 'dragon' }];
    });
    expect(paths(errors)).toEqual(['hints[0].rule', 'hints[1].id']);
  });

  test('a rule number in the explanation that the game does not cite is refused, in each language', async () => {
    const errors = await problems((p) => {
      p.explanation = { en: 'Deathtouch makes 1 lethal (702.2c, 702.99z).', ja: '接死（702.2c、703.99z）。' };
    });
    expect(errors.map((e) => `${e.path}: ${e.message}`)).toEqual([
      'explanation.en: no rule "702.99z" with words in both languages among the rules mtg cites',
      'explanation.ja: no rule "703.99z" with words in both languages among the rules mtg cites',
    ]);
  });

  test('a tempting option that is right is refused', async () => {
    const errors = await problems((p) => {
      p.hints = [{ kind: 'tempting', answer: (p.answer as object[])[0] }];
    });
    expect(paths(errors)).toEqual(['hints[0].answer']);
  });

  test('an answer id that is not in the file is named at its own path', async () => {
    const errors = await problems((p) => {
      p.answer = [{ by: 'B', type: 'declareBlockers', blockers: [{ id: 'bear', blocks: 'dragon' }] }];
    });
    expect(paths(errors)).toEqual(['answer[0].blockers[0].blocks']);
  });

  test('legal questions need the rule exactly when the action is illegal', async () => {
    const legal = { kind: 'legal', player: 'B', action: { by: 'B', type: 'declareBlockers', blockers: [{ id: 'bear', blocks: 'wurm' }] } };
    expect(await problems((p) => Object.assign(p, { question: legal, answer: { legal: true } }))).toEqual([]);
    expect(paths(await problems((p) => Object.assign(p, { question: legal, answer: { legal: true, rule: '509.1' } })))).toEqual(['answer.rule']);
    expect(paths(await problems((p) => Object.assign(p, { question: legal, answer: { legal: false, rule: '509.1' } })))).toEqual(['answer']);
  });

  test('predict answers are checked leaf by leaf', async () => {
    const predict = { kind: 'predict', player: 'B', action: { by: 'B', type: 'declareBlockers', blockers: [] } };
    expect(await problems((p) => Object.assign(p, { question: predict, answer: { life: { B: 14 } } }))).toEqual([]);
    const wrong = await problems((p) => Object.assign(p, { question: predict, answer: { life: { B: 15 }, graveyard: [] } }));
    expect(paths(wrong)).toEqual(['answer.life.B']);
    expect(wrong[0]?.message).toContain('14');
  });

  test('every message is worded in Japanese too', async () => {
    const ja = nodeText('ja');
    const errors = await problems((p) => {
      p.answer = [{ by: 'B', type: 'declareBlockers', blockers: [] }];
      p.themes = ['tramplee'];
    });
    for (const e of errors) {
      const text = problemText(ja, problemOf(e));
      expect(text, e.message).toBeTruthy();
      expect(text).toMatch(/[ぁ-んァ-ン一-龯]/);
    }
  });

  test('not a puzzle at all', () => {
    const r = parsePuzzle('[1, 2]');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]?.message).toMatch(/^expected a puzzle/);
  });
});
