/**
 * A puzzle confirmed by the engine (docs/puzzle-format.md, "What the check refuses"): its lead-in
 * is legal and stops at the asked player's decision, its themes, hints and rules exist, and its
 * stored answer is the solver's. Every problem names the field and the reason, from the problem
 * catalogue, so the runner and the app word it in either language.
 */
import { play } from '../engine/referee.ts';
import { formatRule } from '../engine/rules.ts';
import { problem, listOf } from '../engine/problems.ts';
import type { ActionBase, AnyGameModule, EngineError, PromptBase, ScenarioError } from '../engine/types.ts';
import { loadScenario, SCENARIO_FORMAT, type GameLoader } from '../scenario/envelope.ts';
import { matchExpect } from '../scenario/expect.ts';
import { errorLine } from '../text/describe.ts';
import { lineText, namesFromSetup, type Translate } from '../text/render.ts';
import { answerKey } from './answerKey.ts';
import type { Outcome } from './outcome.ts';
import type { Puzzle, PuzzleAction } from './puzzle.ts';
import { answeringOf, choosable, legality, predict, solveLine, whatIf, type LineResult, type WhatIf } from './solve.ts';
import { themesOf } from './themes.ts';

/** What the engine answers to a puzzle's question, in the shape the file's `answer` takes. */
export type Solution =
  | { readonly kind: 'predict'; readonly outcome: Outcome }
  | { readonly kind: 'legal'; readonly legal: boolean; readonly rule?: string; readonly code?: string }
  | { readonly kind: 'options'; readonly ids: readonly string[] }
  | { readonly kind: 'best'; readonly table: WhatIf; readonly accepted: readonly ActionBase[] }
  | { readonly kind: 'survive' | 'lethal'; readonly result: LineResult; readonly accepted: readonly ActionBase[] };

export type Checked = {
  readonly puzzle: Puzzle;
  readonly module: AnyGameModule;
  /** The position the question is asked at (after the lead-in). */
  readonly state: unknown;
  readonly prompt: PromptBase;
  /** The engine's answer, or null when the position itself is wrong. */
  readonly solution: Solution | null;
  /** The solution as the file's `answer` writes it (what `npm run puzzle -- --solve` prints). */
  readonly answer: unknown;
  readonly errors: readonly ScenarioError[];
};

export type CheckOptions = {
  readonly english: Translate;
  /** Whether a rule id has its words in both languages (the locales); the check's only view of them. */
  readonly hasWords: (game: string, id: string, edition: string) => boolean;
  readonly loader?: GameLoader;
  /** The file's name without `.json`, which the id must equal. */
  readonly fileId?: string;
};

const err = (path: string, message: string): ScenarioError => ({ path, message });

/** Every action the file writes, in one list the game's loader checks: where each came from, to name its path. */
const actionsOf = (p: Puzzle): { readonly actions: PuzzleAction[]; readonly paths: string[] } => {
  const actions: PuzzleAction[] = [];
  const paths: string[] = [];
  const add = (a: PuzzleAction, path: string) => {
    actions.push(a);
    paths.push(path);
  };
  p.leadIn.forEach((a, i) => add(a, `leadIn[${i}]`));
  if ((p.question.kind === 'predict' || p.question.kind === 'legal') && p.question.action !== undefined) add(p.question.action, 'question.action');
  if (Array.isArray(p.answer) && ['best', 'survive', 'lethal'].includes(p.question.kind)) (p.answer as PuzzleAction[]).forEach((a, i) => add(a, `answer[${i}]`));
  (p.hints ?? []).forEach((h, i) => {
    if (h.kind === 'tempting') add(h.answer, `hints[${i}].answer`);
  });
  return { actions, paths };
};

/** `actions[3].attackers[0].id` -> `answer[1].attackers[0].id`. */
const renamePath = (path: string, paths: readonly string[]): string =>
  path.replace(/^actions\[(\d+)\]/, (whole, n: string) => paths[Number(n)] ?? whole);

const refusal = (e: EngineError, english: Translate, setup: Puzzle['setup']) => ({
  rule: formatRule(e.rule),
  code: e.code,
  message: lineText(english, errorLine(e, namesFromSetup(setup))),
});

/** Loads, plays the lead-in and has the engine answer; `errors` is empty when the file holds. */
export const checkPuzzle = async (puzzle: Puzzle, options: CheckOptions): Promise<{ readonly ok: true; readonly value: Checked } | { readonly ok: false; readonly error: readonly ScenarioError[] }> => {
  const errors: ScenarioError[] = [];
  if (options.fileId !== undefined && puzzle.id !== options.fileId) errors.push(err('id', problem('idNotFile', { file: options.fileId })));
  const themes = themesOf(puzzle.game);
  puzzle.themes.forEach((t, i) => {
    if (!themes.includes(t)) errors.push(err(`themes[${i}]`, problem('unknownValue', { what: 'theme', value: JSON.stringify(t), allowed: listOf(themes) })));
  });
  const { actions, paths } = actionsOf(puzzle);
  const loaded = await loadScenario({ format: SCENARIO_FORMAT, game: puzzle.game, rules: puzzle.rules, setup: puzzle.setup, actions }, options.loader);
  if (!loaded.ok) return { ok: false, error: [...errors, ...loaded.error.map((e) => err(renamePath(e.path, paths), e.message))] };
  const module = loaded.value.module;
  const leadIn = loaded.value.actions.slice(0, puzzle.leadIn.length);
  const played = play(module, loaded.value.state, leadIn, loaded.value.events);
  if (played.rejected) {
    const r = refusal(played.rejected.error, options.english, puzzle.setup);
    return { ok: false, error: [...errors, err(`leadIn[${played.rejected.index}]`, problem('leadInRefused', r))] };
  }
  const state = played.state;
  const prompt = module.prompt(state) as PromptBase;
  if (prompt.player !== puzzle.question.player) {
    return { ok: false, error: [...errors, err('question.player', problem('notAsked', { kind: prompt.kind, actual: String(prompt.player), player: puzzle.question.player }))] };
  }
  const checked = (loaded.value.actions as readonly ActionBase[]).slice(puzzle.leadIn.length);
  errors.push(...hintErrors(puzzle, module, state, options));
  const solved = solve(puzzle, module, state, checked, options);
  errors.push(...solved.errors);
  return { ok: true, value: { puzzle, module, state, prompt, solution: solved.solution, answer: solved.answer, errors } };
};

/**
 * Rule numbers an explanation cites in the numbered form MTG, FaB and PMV use (`702.19b`, `7.3.2b`,
 * `6.2.4.d`); Battle Spirits cites manual pages, which free text cannot tell apart from prose.
 */
const CITED = /(?<![\w.])(\d{1,3}(?:\.\d+)+(?:[a-z]|\.[a-z])?)(?!\w)/g;
const citedIn = (text: string): string[] => [...text.matchAll(CITED)].map((m) => m[1] as string);

const hintErrors = (puzzle: Puzzle, module: AnyGameModule, state: unknown, options: CheckOptions): ScenarioError[] => {
  const out: ScenarioError[] = [];
  const known = (id: string) => module.rules.includes(id) && options.hasWords(puzzle.game, id, puzzle.rules);
  for (const lang of ['en', 'ja'] as const) {
    const unknown = [...new Set(citedIn(puzzle.explanation[lang]))].filter((id) => !known(id));
    for (const id of unknown) out.push(err(`explanation.${lang}`, problem('noSuchRule', { id, game: puzzle.game })));
  }
  const names = (module.view(state) as { readonly names: Readonly<Record<string, string>> }).names;
  (puzzle.hints ?? []).forEach((h, i) => {
    if (h.kind === 'rule' && !known(h.rule)) {
      out.push(err(`hints[${i}].rule`, problem('noSuchRule', { id: h.rule, game: puzzle.game })));
    }
    if (h.kind === 'object' && names[h.id] === undefined) out.push(err(`hints[${i}].id`, problem('noPlayerOrCard', { id: h.id })));
  });
  return out;
};

type Solved = { readonly solution: Solution | null; readonly answer: unknown; readonly errors: readonly ScenarioError[] };

/** The question's own action(s) as the game's loader read them: the question's action, then the answers, then tempting hints. */
const solve = (puzzle: Puzzle, module: AnyGameModule, state: unknown, actions: readonly ActionBase[], options: CheckOptions): Solved => {
  const q = puzzle.question;
  const m = answeringOf(module);
  const keyOf = (a: ActionBase) => answerKey(a, q.player, m.answering);
  const hasAction = (q.kind === 'predict' || q.kind === 'legal') && q.action !== undefined;
  const own = hasAction ? (actions[0] ?? null) : null;
  const answers = ['best', 'survive', 'lethal'].includes(q.kind) ? actions.slice(hasAction ? 1 : 0, (hasAction ? 1 : 0) + (puzzle.answer as unknown[]).length) : [];
  const tempting = actions.slice((hasAction ? 1 : 0) + answers.length);
  const errors: ScenarioError[] = [];
  const mismatch = (expected: unknown) => errors.push(err('answer', problem('wrongAnswer', { expected: JSON.stringify(expected) })));
  switch (q.kind) {
    case 'predict': {
      const outcome = predict(m, state, own);
      if (!('ending' in outcome)) {
        errors.push(err('question.action', problem('notLegalAnswer', refusal(outcome, options.english, puzzle.setup))));
        return { solution: null, answer: null, errors };
      }
      if (outcome.ending !== 'over') errors.push(err('question', problem('unfinishedLine', { action: JSON.stringify(own), stop: outcome.stoppedAt })));
      for (const e of matchExpect(puzzle.answer as Readonly<Record<string, unknown>>, outcome.summary)) {
        if (!e.ok) errors.push(err(`answer.${e.path}`, problem('predictMismatch', { actual: JSON.stringify(e.actual) })));
      }
      return { solution: { kind: 'predict', outcome }, answer: outcome.summary, errors };
    }
    case 'legal': {
      const l = legality(module, state, own as ActionBase);
      const answer = l.legal ? { legal: true } : { legal: false, rule: l.rule };
      const given = puzzle.answer as { readonly legal: boolean; readonly rule?: string };
      if (given.legal && given.rule !== undefined) errors.push(err('answer.rule', problem('answerLegalRule')));
      else if (!given.legal && given.rule === undefined) errors.push(err('answer.rule', problem('answerIllegalRule')));
      else if (given.legal !== answer.legal || given.rule !== answer.rule) mismatch(answer);
      return { solution: l.legal ? { kind: 'legal', legal: true } : { kind: 'legal', legal: false, rule: l.rule, code: l.code }, answer, errors };
    }
    case 'options': {
      const { ids } = choosable(m, state);
      const given = new Set(puzzle.answer as string[]);
      if (given.size !== ids.length || !ids.every((id) => given.has(id))) mismatch(ids);
      return { solution: { kind: 'options', ids }, answer: ids, errors };
    }
    case 'best': {
      const table = whatIf(m, state, q.objective);
      if ('reason' in table) return { solution: null, answer: null, errors: [err('question.player', problem('whatIfNoDecision', { kind: table.prompt.kind }))] };
      for (const row of table.rows) {
        if (row.outcome.ending !== 'over') errors.push(err('question', problem('unfinishedLine', { action: JSON.stringify(row.action), stop: row.outcome.stoppedAt })));
      }
      if (table.omitted > 0 || !table.exact) errors.push(err('question', problem('searchTooLarge', { positions: table.rows.length + table.omitted })));
      const accepted = table.rows.filter((r) => r.rank === 1).map((r) => r.action);
      if (accepted.length === table.rows.length) errors.push(err('question', problem('everyAnswerOk', { count: table.rows.length })));
      errors.push(...compareSets(answers, accepted, keyOf, module, state, options, puzzle, mismatch));
      errors.push(...temptingErrors(tempting, accepted, keyOf, puzzle, module, state, options));
      return { solution: { kind: 'best', table, accepted }, answer: accepted, errors };
    }
    case 'survive':
    case 'lethal': {
      const result = solveLine(m, state, q.kind);
      if ('reason' in result) {
        const message = result.reason === 'tooLarge' ? problem('searchTooLarge', { positions: result.positions }) : problem('whatIfNoDecision', { kind: result.prompt.kind });
        return { solution: null, answer: null, errors: [err('question', message)] };
      }
      if (result.winning.length === 0) errors.push(err('question', problem('noAnswerOk', { goal: q.kind })));
      else if (result.winning.length === result.all.length) errors.push(err('question', problem('everyAnswerOk', { count: result.all.length })));
      errors.push(...compareSets(answers, result.winning, keyOf, module, state, options, puzzle, mismatch));
      errors.push(...temptingErrors(tempting, result.winning, keyOf, puzzle, module, state, options));
      return { solution: { kind: q.kind, result, accepted: result.winning }, answer: result.winning, errors };
    }
  }
};

/** Each stored answer must be legal, and the stored set must be exactly the engine's. */
const compareSets = (
  given: readonly ActionBase[],
  accepted: readonly ActionBase[],
  keyOf: (a: ActionBase) => string,
  module: AnyGameModule,
  state: unknown,
  options: CheckOptions,
  puzzle: Puzzle,
  mismatch: (expected: unknown) => void,
): ScenarioError[] => {
  const out: ScenarioError[] = [];
  given.forEach((a, i) => {
    const l = legality(module, state, { ...a, by: a.by ?? puzzle.question.player });
    if (!l.legal) out.push(err(`answer[${i}]`, problem('notLegalAnswer', refusal(l.error, options.english, puzzle.setup))));
  });
  const want = new Set(accepted.map(keyOf));
  const have = new Set(given.map(keyOf));
  if (out.length === 0 && (want.size !== have.size || [...want].some((k) => !have.has(k)))) mismatch(accepted);
  return out;
};

const temptingErrors = (
  tempting: readonly ActionBase[],
  accepted: readonly ActionBase[],
  keyOf: (a: ActionBase) => string,
  puzzle: Puzzle,
  module: AnyGameModule,
  state: unknown,
  options: CheckOptions,
): ScenarioError[] => {
  const right = new Set(accepted.map(keyOf));
  const hintPaths = (puzzle.hints ?? []).flatMap((h, i) => (h.kind === 'tempting' ? [`hints[${i}].answer`] : []));
  const out: ScenarioError[] = [];
  tempting.forEach((a, i) => {
    const path = hintPaths[i] ?? 'hints';
    const l = legality(module, state, { ...a, by: a.by ?? puzzle.question.player });
    if (!l.legal) out.push(err(path, problem('notLegalAnswer', refusal(l.error, options.english, puzzle.setup))));
    else if (right.has(keyOf(a))) out.push(err(path, problem('temptingIsRight', { action: JSON.stringify(a) })));
  });
  return out;
};
