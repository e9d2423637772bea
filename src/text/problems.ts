/**
 * What was wrong with a file, a link or a board (a ScenarioError: a path and a message in plain
 * English for the file's author), in the screen language where the words are known: the message
 * shapes the loaders and the file checks share (`no player "X"`, `duplicate id "X"`, `expected
 * number, received "x"`) become a locale key with values; any other message stays as written (in
 * English, and the page marks it so). Keys: common `problem.<code>`.
 */
import type { ScenarioError } from '../engine/types.ts';
import type { Translate } from './render.ts';

export type Problem = {
  /** Where in the file (`setup.permanents[2].controller`), or '' for the file as a whole. */
  readonly path: string;
  /** The common-namespace key and its values, or null: `raw` is shown as it is. */
  readonly key: string | null;
  readonly values: Readonly<Record<string, string>>;
  readonly raw: string;
};

/** Message shapes and their keys; the named groups are the values. */
const SHAPES: readonly (readonly [RegExp, string])[] = [
  [/^no player "(?<id>[^"]*)"$/, 'problem.noPlayer'],
  [/^no card "(?<id>[^"]*)"$/, 'problem.noCard'],
  [/^no (?:player or card|card or player|player or object|object) "(?<id>[^"]*)"$/, 'problem.noObject'],
  [/^duplicate id "(?<id>[^"]*)"$/, 'problem.duplicateId'],
  [/^unknown keyword "(?<word>[^"]*)"/, 'problem.unknownKeyword'],
  [/^required field "(?<field>[^"]*)" is missing$/, 'problem.required'],
  [/^unknown field\b/, 'problem.unknownField'],
  [/^expected (?<expected>.+), received (?<received>.+)$/, 'problem.expected'],
  [/^not valid JSON at line (?<line>\d+), column (?<column>\d+)/, 'problem.jsonAt'],
  [/^not valid JSON\b/, 'problem.json'],
  [/^"(?<game>[^"]*)" is not available$/, 'problem.gameUnavailable'],
];

/** A path starts with a field's name and has no spaces: `setup.players[0].id`, `game` (not `TypeError`). */
const PATH = /^(?<path>[a-z][\w$.[\]-]*): (?<message>.*)$/s;

export const problemOf = (e: ScenarioError): Problem => {
  for (const [shape, key] of SHAPES) {
    const m = shape.exec(e.message);
    if (m) return { path: e.path, key, values: { ...m.groups }, raw: e.message };
  }
  return { path: e.path, key: null, values: {}, raw: e.message };
};

/** A detail line as the session's notices keep it (`path: message`, or a message alone). */
export const problemOfDetail = (detail: string): Problem => {
  const m = PATH.exec(detail);
  return problemOf(m?.groups ? { path: m.groups['path'] ?? '', message: m.groups['message'] ?? '' } : { path: '', message: detail });
};

/** The message in the translator's language, or null where only the English original exists. */
export const problemText = (t: Translate, p: Problem): string | null => (p.key === null ? null : t(p.key, p.values));
