/**
 * The puzzle file, `combat-referee/puzzle@1` (docs/puzzle-format.md): a scenario's set-up, a
 * lead-in that stops at a decision, the question, the accepted answer, and what a player reads
 * around it (title, hints, explanation in both languages, themes, source). Read as strictly as a
 * scenario: every field is known or refused by name; `check.ts` then has the engine confirm it.
 */
import * as v from 'valibot';
import { issuesToErrors } from '../engine/issues.ts';
import { problem } from '../engine/problems.ts';
import type { GameId, Result, ScenarioError } from '../engine/types.ts';
import { GAME_IDS } from '../engine/types.ts';
import { Bool, fields, Id, kinds, listOfSchema, oneOf, Text, whole } from '../games/schemaParts.ts';
import { parseObject } from '../scenario/json.ts';
import { CRITERIA, type Criterion } from './outcome.ts';

export const PUZZLE_FORMAT = 'combat-referee/puzzle@1';

export const QUESTION_KINDS = ['predict', 'legal', 'options', 'best', 'survive', 'lethal'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

const plainObject = () =>
  v.custom<Readonly<Record<string, unknown>>>(
    (x) => typeof x === 'object' && x !== null && !Array.isArray(x),
    (issue) => problem('expectedObject', { received: issue.received }),
  );

/** An action as a scenario writes it; its game checks it against the position. */
export type PuzzleAction = { readonly type: string; readonly [field: string]: unknown };
const Action = plainObject() as unknown as v.GenericSchema<PuzzleAction>;

const Words = v.pipe(Text, v.minLength(1, problem('emptyText')));
/** Text a player reads, in both languages: a missing one is refused. */
const Localised = fields({ en: Words, ja: Words });
export type LocalisedText = { readonly en: string; readonly ja: string };

const PuzzleIdSchema = v.pipe(
  Id,
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, (issue) => problem('puzzleId', { received: issue.received })),
);

const player = Id;
const Question = kinds('kind', 'question kind', [
  fields({ kind: v.literal('predict'), player, action: v.optional(Action) }),
  fields({ kind: v.literal('legal'), player, action: Action }),
  fields({ kind: v.literal('options'), player }),
  fields({ kind: v.literal('best'), player, objective: v.pipe(listOfSchema(oneOf('criterion', CRITERIA)), v.minLength(1, problem('emptyText'))) }),
  fields({ kind: v.literal('survive'), player }),
  fields({ kind: v.literal('lethal'), player }),
]);

export type Question =
  | { readonly kind: 'predict'; readonly player: string; readonly action?: PuzzleAction }
  | { readonly kind: 'legal'; readonly player: string; readonly action: PuzzleAction }
  | { readonly kind: 'options'; readonly player: string }
  | { readonly kind: 'best'; readonly player: string; readonly objective: readonly Criterion[] }
  | { readonly kind: 'survive' | 'lethal'; readonly player: string };

const Hint = kinds('kind', 'hint kind', [
  fields({ kind: v.literal('rule'), rule: Id }),
  fields({ kind: v.literal('object'), id: Id }),
  fields({ kind: v.literal('tempting'), answer: Action }),
]);
export type Hint =
  | { readonly kind: 'rule'; readonly rule: string }
  | { readonly kind: 'object'; readonly id: string }
  | { readonly kind: 'tempting'; readonly answer: PuzzleAction };

export const SOURCE_KINDS = ['rules-example', 'faq', 'rules', 'own'] as const;
const Source = fields({ kind: oneOf('source kind', SOURCE_KINDS), ref: v.optional(Text) });

export const PuzzleSchema = fields({
  format: v.literal(PUZZLE_FORMAT, (issue) => problem('expectedValue', { expected: `"${PUZZLE_FORMAT}"`, received: issue.received })),
  id: PuzzleIdSchema,
  game: oneOf('game', GAME_IDS),
  rules: v.string((issue) => problem('expectedText', { received: issue.received })),
  title: Localised,
  setup: plainObject(),
  leadIn: listOfSchema(Action),
  question: Question,
  answer: v.unknown(),
  difficulty: whole(1, 5),
  themes: v.pipe(listOfSchema(Id), v.minLength(1, problem('emptyText'))),
  hints: v.optional(listOfSchema(Hint)),
  explanation: Localised,
  source: Source,
});

export type Puzzle = {
  readonly format: typeof PUZZLE_FORMAT;
  readonly id: string;
  readonly game: GameId;
  readonly rules: string;
  readonly title: LocalisedText;
  readonly setup: Readonly<Record<string, unknown>>;
  readonly leadIn: readonly PuzzleAction[];
  readonly question: Question;
  /** The accepted answer, in the shape its question kind gives (docs/puzzle-format.md, "Answers"). */
  readonly answer: unknown;
  readonly difficulty: number;
  readonly themes: readonly string[];
  readonly hints?: readonly Hint[];
  readonly explanation: LocalisedText;
  readonly source: { readonly kind: (typeof SOURCE_KINDS)[number]; readonly ref?: string };
  readonly note?: string;
};

/** The answer's shape for each kind of question. */
export const ANSWER_SCHEMAS = {
  predict: plainObject(),
  legal: fields({ legal: Bool, rule: v.optional(Id) }),
  options: listOfSchema(Id),
  best: v.pipe(listOfSchema(Action), v.minLength(1, problem('emptyText'))),
  survive: v.pipe(listOfSchema(Action), v.minLength(1, problem('emptyText'))),
  lethal: v.pipe(listOfSchema(Action), v.minLength(1, problem('emptyText'))),
} as const satisfies Readonly<Record<QuestionKind, v.GenericSchema>>;

/** Checks a puzzle file's fields (not yet its position or answer: check.ts). Never throws. */
export const parsePuzzle = (text: string | unknown): Result<Puzzle, ScenarioError[]> => {
  const input = parseObject(text, 'notPuzzle');
  if (!input.ok) return input;
  const parsed = v.safeParse(PuzzleSchema, input.value);
  if (!parsed.success) return { ok: false, error: issuesToErrors('', parsed.issues) };
  const puzzle = parsed.output as Puzzle;
  const answer = v.safeParse(ANSWER_SCHEMAS[puzzle.question.kind], puzzle.answer);
  if (!answer.success) return { ok: false, error: issuesToErrors('answer', answer.issues) };
  return { ok: true, value: puzzle };
};
