/**
 * Schema issues (from the validation library, structurally typed so the engine imports none) as
 * scenario errors that name the JSON path: `setup.permanents[2].keywords[0]: unknown keyword x`.
 * Used by every game's loader and by the scenario envelope.
 *
 * A schema part with its own message (the games' `fields`, `oneOf`, `kinds`: src/games/schemaParts.ts)
 * already speaks the problem catalogue; every other issue still carries the library's default
 * wording ("Invalid type: Expected number but received ..."), which `issueText` rewrites into the
 * catalogue from the issue's type, so no message reaches a judge in the library's words.
 */
import { nearest, problem, PROBLEMS } from './problems.ts';
import type { ScenarioError } from './types.ts';

export type SchemaIssue = {
  readonly message: string;
  readonly path?: readonly { readonly key: unknown }[] | undefined;
  readonly kind?: string;
  readonly type?: string;
  readonly expected?: string | null;
  readonly received?: string;
  readonly requirement?: unknown;
  readonly input?: unknown;
};

/** `"actions"` + `[3, "attackers", 0, "id"]` -> `actions[3].attackers[0].id`. */
export const formatPath = (prefix: string, keys: readonly unknown[]): string =>
  keys.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    return out === '' ? String(key) : `${out}.${String(key)}`;
  }, prefix);

/** The library's own wording starts like this; our parts' messages never do. */
const isDefaultMessage = (message: string): boolean => message.startsWith('Invalid ');

/** `("a" | "b" | number)` -> `"a", "b" or a number`. */
const plainExpected = (expected: string): string => {
  const parts = expected.replace(/^\(|\)$/g, '').split(' | ').map((p) => (p === 'number' ? 'a number' : p === 'string' ? 'text' : p));
  return parts.length < 2 ? (parts[0] ?? expected) : `${parts.slice(0, -1).join(', ')} or ${parts[parts.length - 1]}`;
};

const TYPE_CODES = {
  number: 'expectedNumber',
  string: 'expectedText',
  boolean: 'expectedBoolean',
  array: 'expectedList',
  object: 'expectedObject',
  strict_object: 'expectedObject',
  loose_object: 'expectedObject',
  record: 'expectedObject',
  integer: 'expectedWhole',
  safe_integer: 'expectedWhole',
} as const;

const ALLOWED_FIELDS = new RegExp(`^${PROBLEMS.unknownField.replace('(', '\\(').replace(')', '\\)').replace('{allowed}', '(?<allowed>.*)')}$`);

/** An unknown field, refused with its allowed fields, is worded as the nearest one when one is close. */
const unknownField = (issue: SchemaIssue): string => {
  const allowed = ALLOWED_FIELDS.exec(issue.message)?.groups?.['allowed'];
  const key = issue.path?.[issue.path.length - 1]?.key;
  const suggestion = allowed === undefined || typeof key !== 'string' ? null : nearest(key, allowed.split(', '));
  return suggestion === null ? issue.message : problem('unknownFieldNear', { suggestion });
};

/** A schema issue in the catalogue's words. */
export const issueText = (issue: SchemaIssue, path: string): string => {
  if (issue.type === 'never') return unknownField(issue);
  if (!isDefaultMessage(issue.message)) return issue.message;
  const received = issue.received ?? 'nothing';
  const type = issue.type ?? '';
  if (received === 'undefined' && issue.expected?.startsWith('"')) return problem('required', { field: issue.expected.slice(1, -1) || path });
  if (type in TYPE_CODES) return problem(TYPE_CODES[type as keyof typeof TYPE_CODES], { received });
  if (type === 'min_value') return problem('atLeast', { min: String(issue.requirement), received });
  if (type === 'max_value') return problem('atMost', { max: String(issue.requirement), received });
  if (type === 'finite') return problem('notFinite', { received });
  return problem('expectedValue', { expected: plainExpected(issue.expected ?? 'something else'), received });
};

export const issuesToErrors = <I extends SchemaIssue>(
  prefix: string,
  issues: readonly I[],
  message: (issue: I, path: string) => string = issueText,
): ScenarioError[] =>
  issues.map((issue) => {
    const path = formatPath(prefix, (issue.path ?? []).map((item) => item.key));
    return { path, message: message(issue, path) };
  });
