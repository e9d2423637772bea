/**
 * Schema issues (from the validation library, structurally typed so the engine imports none) as
 * scenario errors that name the JSON path: `setup.permanents[2].keywords[0]: unknown keyword x`.
 * Used by every game's loader and by the scenario envelope.
 */
import type { ScenarioError } from './types.ts';

export type SchemaIssue = { readonly message: string; readonly path?: readonly { readonly key: unknown }[] | undefined };

/** `"actions"` + `[3, "attackers", 0, "id"]` -> `actions[3].attackers[0].id`. */
export const formatPath = (prefix: string, keys: readonly unknown[]): string =>
  keys.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    return out === '' ? String(key) : `${out}.${String(key)}`;
  }, prefix);

export const issuesToErrors = <I extends SchemaIssue>(
  prefix: string,
  issues: readonly I[],
  message: (issue: I, path: string) => string = (issue) => issue.message,
): ScenarioError[] =>
  issues.map((issue) => {
    const path = formatPath(prefix, (issue.path ?? []).map((item) => item.key));
    return { path, message: message(issue, path) };
  });
