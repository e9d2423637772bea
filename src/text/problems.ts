/**
 * What was wrong with a file, a link or a board (a ScenarioError: a path and a message in English
 * for the file's author), in the screen language: every message a loader gives comes from the
 * problem catalogue (src/engine/problems.ts), so its template, read backwards, gives the code and
 * the values, and the locale key `problem.<code>` words it. The notices keep details as
 * `path: message` lines, which read back the same way. A message from outside the catalogue (an
 * engine crash) stays as written, and the page marks it as English.
 */
import { PROBLEM_TERMS, PROBLEMS, type ProblemCode } from '../engine/problems.ts';
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

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A `{what}` is one of the known nouns, longest first (`card type` before `type`), so the split is never ambiguous. */
const TERM = PROBLEM_TERMS.toSorted((a, b) => b.length - a.length).map(escape).join('|');

/** `no player "{id}"` -> /^no player "(?<id>.*?)"$/s; a value used twice must be the same text twice. */
const shapeOf = (template: string): RegExp => {
  const seen = new Set<string>();
  const body = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name === undefined) return escape(part);
      if (seen.has(name)) return `\\k<${name}>`;
      seen.add(name);
      return name === 'what' ? `(?<what>${TERM})` : `(?<${name}>.*?)`;
    })
    .join('');
  return new RegExp(`^${body}$`, 's');
};

const SHAPES: readonly (readonly [RegExp, ProblemCode])[] = (Object.entries(PROBLEMS) as [ProblemCode, string][]).map(([code, template]) => [shapeOf(template), code]);

/**
 * A path starts with a field's name, then `[n]` or `.key` steps; only a key after a dot may hold a
 * space (`setup.permanents[1].tapped `, a misspelt field), so `not valid JSON: …` is no path.
 */
const PATH = /^(?<path>[a-z][\w$-]*(?:\[\d+\]|\.[^.:[\]]+)*): (?<message>.*)$/s;

export const problemOf = (e: ScenarioError): Problem => {
  for (const [shape, code] of SHAPES) {
    const m = shape.exec(e.message);
    if (m) return { path: e.path, key: `problem.${code}`, values: { ...m.groups }, raw: e.message };
  }
  return { path: e.path, key: null, values: {}, raw: e.message };
};

/** A detail line as the session's notices keep it (`path: message`, or a message alone). */
export const problemOfDetail = (detail: string): Problem => {
  const m = PATH.exec(detail);
  return problemOf(m?.groups ? { path: m.groups['path'] ?? '', message: m.groups['message'] ?? '' } : { path: '', message: detail });
};

/** The locale key of a `{what}` noun: `card type` -> `problem.term.card-type`. */
export const termKey = (term: string): string => `problem.term.${term.replace(/ /g, '-')}`;

/** The message in the translator's language, or null where only the English original exists. */
export const problemText = (t: Translate, p: Problem): string | null => {
  if (p.key === null) return null;
  const what = p.values['what'];
  return t(p.key, what === undefined ? p.values : { ...p.values, what: t(termKey(what)) });
};
