/**
 * Turns engine data (events, prompts, errors) into locale keys and interpolation values.
 * No i18next import: the browser (src/ui) and the command-line runner (src/cli) each hand the
 * result to their own i18next instance, so both print the same words for the same event.
 *
 * Key layout in locales/<lang>/<game>.json (flat keys, i18next keySeparator: false):
 *   rule.<id>.title, rule.<id>.summary   each rule the game may cite (<id>@<edition> where editions differ)
 *   event.<type>                         each event type, with {{param}} names = event fields
 *   prompt.<kind>                        each prompt kind ("prompt.mtg.priority")
 *   error.<code>                         each error code
 *   step.<step>                          each step or stage name
 */
import type { EngineError, EventBase, GameId, Params, PromptBase, RuleRef } from '../engine/types.ts';

export type Line = {
  readonly ns: GameId;
  readonly key: string;
  readonly values: Readonly<Record<string, string | number>>;
  readonly rule: RuleRef;
};

/** Resolves an object or player id to what the user calls it (its name), or the id itself. */
export type NameOf = (id: string) => string;

const NON_PARAMS = new Set(['type', 'rule', 'automatic', 'kind', 'by']);

const valueOf = (v: unknown, nameOf: NameOf): string | number | undefined => {
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return nameOf(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (v === null) return '—';
  if (Array.isArray(v)) {
    // A list of ids reads "a, b"; a list of records (a prompt's options) has no one-line form.
    if (!v.every((x) => typeof x === 'string' || typeof x === 'number')) return undefined;
    return v.map((x) => (typeof x === 'string' ? nameOf(x) : String(x))).join(', ');
  }
  return undefined; // nested objects (an effect) are described by their own key
};

/** A change as a card prints it: "+3", "-1", "+0". */
export const signed = (n: number): string => (n < 0 ? `${n}` : `+${n}`);

/**
 * Flat interpolation values from any data record: ids become names, lists become "a, b". Each
 * number also comes signed as `<name>Signed`, for words about a change ("+3/+3").
 */
export const valuesOf = (record: object, nameOf: NameOf): Record<string, string | number> => {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(record)) {
    if (NON_PARAMS.has(k)) continue;
    const value = valueOf(v, nameOf);
    if (value === undefined) continue;
    out[k] = value;
    if (typeof value === 'number') out[`${k}Signed`] = signed(value);
  }
  return out;
};

export const eventLine = (event: EventBase, nameOf: NameOf): Line => ({
  ns: event.rule.game,
  key: `event.${event.type}`,
  values: valuesOf(event, nameOf),
  rule: event.rule,
});

type Fields = { readonly stackId?: unknown; readonly name?: unknown; readonly source?: unknown };

/**
 * The lines of a run of events, oldest first, each read with what came before it: an object the
 * stack named (an event with a `stackId` and a `name`) is called by that name wherever its id
 * appears, never by the id, and damage with no source object (a spell's own, `source: null`)
 * names the spell or effect last put on or taken off the stack.
 */
export const eventLines = (events: readonly EventBase[], nameOf: NameOf): Line[] => {
  const stackNames = new Map<string, string>();
  const named: NameOf = (id) => stackNames.get(id) ?? nameOf(id);
  let last: string | null = null;
  return events.map((event) => {
    const { stackId, name, source } = event as EventBase & Fields;
    if (typeof stackId === 'string' && typeof name === 'string') {
      stackNames.set(stackId, name);
      last = name;
    }
    const line = eventLine(event, named);
    return source === null && last !== null ? { ...line, values: { ...line.values, source: last } } : line;
  });
};

/** Besides `player`, a prompt's scalar fields (step, stackSize, losers, attacker) are values too. */
export const promptLine = (prompt: PromptBase, nameOf: NameOf): Line => {
  const { player, ...rest } = prompt;
  const values = valuesOf(rest, nameOf);
  return {
    ns: prompt.rule.game,
    key: `prompt.${prompt.kind}`,
    values: player === null ? values : { ...values, player: nameOf(player) },
    rule: prompt.rule,
  };
};

export const errorLine = (error: EngineError, nameOf: NameOf): Line => ({
  ns: error.rule.game,
  key: `error.${error.code}`,
  values: error.params ? valuesOf(error.params as Params, nameOf) : {},
  rule: error.rule,
});

/**
 * The locale id of a rule: its number, plus `@edition` when the reference names an edition (a
 * rule number whose text changed between editions, like MTG 509.2, has one entry per edition).
 */
export const ruleKeyId = (ref: RuleRef): string => (ref.edition === undefined ? ref.id : `${ref.id}@${ref.edition}`);
export const ruleTitleKey = (ref: RuleRef): string => `rule.${ruleKeyId(ref)}.title`;
export const ruleSummaryKey = (ref: RuleRef): string => `rule.${ruleKeyId(ref)}.summary`;
