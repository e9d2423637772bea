/**
 * When two answers are the same answer: the same fields and values, lists compared as sets
 * except those whose order is the answer (a damage assignment order), `by` filled in with the
 * deciding player, and what only pays for an answer (a FaB pitch) left out.
 */
import type { ActionBase, PlayerId } from '../engine/types.ts';

const canon = (value: unknown, field: string, ordered: ReadonlySet<string>): unknown => {
  if (Array.isArray(value)) {
    const items = value.map((x) => canon(x, '', ordered));
    return ordered.has(field) ? items : items.map((x) => JSON.stringify(x)).toSorted().map((x) => JSON.parse(x) as unknown);
  }
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(value).toSorted()) if (k !== 'note') out[k] = canon((value as Record<string, unknown>)[k], k, ordered);
  return out;
};

export type KeyRules = { readonly ordered: readonly string[]; readonly incidental?: readonly string[] };

/** A string equal for two actions exactly when they are the same answer of `player`. */
export const answerKey = (action: ActionBase, player: PlayerId, rules: KeyRules): string => {
  const bare: Record<string, unknown> = { ...action, by: action.by ?? player };
  for (const f of rules.incidental ?? []) delete bare[f];
  return JSON.stringify(canon(bare, '', new Set(rules.ordered)));
};
