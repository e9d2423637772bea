/**
 * Turns a described line (describe.ts) into text with any i18next-like `t`, and resolves ids to
 * the names a scenario gives them. Shared by the command-line runner and the scenario runner;
 * it imports no i18next itself, so the browser can use it with its own instance.
 */
import { formatRule } from '../engine/rules.ts';
import type { Line, NameOf } from './describe.ts';

/** The slice of i18next's `t` the text layer needs, loose enough for any typed instance. */
export type Translate = (key: string, options?: Readonly<Record<string, unknown>>) => string;

/** What is shown when a locale lacks a key: the key and its values, never a blank. */
const fallbackOf = (line: Line): string => {
  const values = Object.entries(line.values).map(([k, v]) => `${k}=${v}`);
  return [line.key, ...values].join(' ');
};

/**
 * Parameters that name a game term rather than an object: their value is itself looked up in the
 * locale (`step.declare-attackers` -> "Declare attackers step"; `until.battle` -> "for this
 * battle"; a judge's `question` and `ruling`), falling back to the raw value.
 */
export const TERM_PARAMS = ['step', 'keyword', 'until', 'timing', 'question', 'ruling', 'use', 'cause', 'state'] as const;

const termsOf = (t: Translate, line: Line): Record<string, string | number> => {
  const out: Record<string, string | number> = { ...line.values };
  for (const param of TERM_PARAMS) {
    const value = line.values[param];
    if (typeof value === 'string') out[param] = t(`${line.ns}:${param}.${value}`, { defaultValue: value });
  }
  return out;
};

/** The words of a line in the translator's language (`Grizzly Bears deals 2 damage to B`). */
export const lineText = (t: Translate, line: Line): string =>
  t(`${line.ns}:${line.key}`, { ...termsOf(t, line), defaultValue: fallbackOf(line) });

/** A log line that cites its rule: `[mtg:510.2] Grizzly Bears deals 2 damage to B`. */
export const citedLine = (t: Translate, line: Line): string => `[${formatRule(line.rule)}] ${lineText(t, line)}`;

/**
 * Names from a scenario's setup: every object in a top-level list (players, permanents, cards)
 * that has an `id` is called by its `name` when it has one, else by its id. Unknown ids (steps,
 * keywords) pass through unchanged.
 */
export const namesFromSetup = (setup: Readonly<Record<string, unknown>>): NameOf => {
  const names = new Map<string, string>();
  for (const list of Object.values(setup)) {
    if (!Array.isArray(list)) continue;
    for (const item of list as unknown[]) {
      if (typeof item !== 'object' || item === null) continue;
      const { id, name } = item as { id?: unknown; name?: unknown };
      if (typeof id === 'string') names.set(id, typeof name === 'string' && name !== '' ? name : id);
    }
  }
  return (id) => names.get(id) ?? id;
};
