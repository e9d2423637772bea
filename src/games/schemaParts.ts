/**
 * The valibot pieces every game builds its set-up and action schemas from. Each part speaks the
 * problem catalogue (src/engine/problems.ts), so a refusal names the field and what is allowed in
 * words a judge can read in either language, and nothing in a file is ever silently ignored:
 * an object has exactly its fields, plus `note` for a person's remark, which the referee keeps
 * out of every ruling.
 */
import * as v from 'valibot';
import { listOf, nearest, problem, type ProblemTerm } from '../engine/problems.ts';

/** The one field any object in a scenario may carry that the referee never reads. */
export const NOTE_FIELD = 'note';
const MAX_ID = 64;
const MAX_TEXT = 2000;

/** Free text (a name, a question): bounded so a share link stays a link. */
export const Text = v.pipe(
  v.string((issue) => problem('expectedText', { received: issue.received })),
  v.maxLength(MAX_TEXT, (issue) => problem('textTooLong', { max: MAX_TEXT, length: String(issue.received) })),
);

const received = (issue: v.BaseIssue<unknown>): string => issue.received;

/**
 * An object with exactly these fields (and a `note`). Every other field is refused by name: the
 * rest schema fails on each one (valibot's strictObject stops at the first), and `issueText`
 * (src/engine/issues.ts) turns its list of allowed fields into a suggestion for the misspelt key.
 */
type WithNote<E extends v.ObjectEntries> = E & { note: v.OptionalSchema<typeof Text, undefined> };

export const fields = <const E extends v.ObjectEntries>(entries: E) => {
  const allowed = listOf([...Object.keys(entries), NOTE_FIELD]);
  // Typed as the strict object it behaves as: the rest schema's `never` index signature would
  // otherwise leak into every parsed action and card type.
  return v.objectWithRest(
    { ...entries, [NOTE_FIELD]: v.optional(Text) } as WithNote<E>,
    v.never(problem('unknownField', { allowed })),
    (issue) => {
      if (issue.received === 'undefined' && issue.expected?.startsWith('"')) return problem('required', { field: issue.expected.slice(1, -1) });
      return problem('expectedObject', { received: received(issue) });
    },
  ) as unknown as v.StrictObjectSchema<WithNote<E>, undefined>;
};

/** One of a fixed list: `unknown zone "deck"; did you mean "deck"?` / `(allowed: hand, field, trash)`. */
export const oneOf = <const T extends readonly [string, ...string[]]>(what: ProblemTerm, values: T) =>
  v.picklist(values, (issue) => {
    const allowed = listOf(values);
    const suggestion = typeof issue.input === 'string' ? nearest(issue.input, values) : null;
    return suggestion === null
      ? problem('unknownValue', { what, value: issue.received, allowed })
      : problem('unknownValueNear', { what, value: issue.received, suggestion, allowed });
  });

/** The value(s) of the telling field in one option: a literal, or a picklist's values. */
const kindsIn = (option: { readonly entries: v.ObjectEntries }, key: string): string[] => {
  const schema = option.entries[key] as { readonly literal?: unknown; readonly options?: readonly unknown[] } | undefined;
  if (schema?.literal !== undefined) return [String(schema.literal)];
  return (schema?.options ?? []).map(String);
};

/** Objects told apart by one field (an action's `type`, an effect's `kind`). */
export const kinds = <const K extends string, const O extends v.VariantOptions<K>>(key: K, what: ProblemTerm, options: O) => {
  const values = options.flatMap((o) => kindsIn(o as unknown as { readonly entries: v.ObjectEntries }, key));
  const allowed = listOf(values);
  return v.variant(key, options, (issue) => {
    if (issue.expected === 'Object') return problem('expectedObject', { received: issue.received });
    if (issue.input === undefined) {
      // `"Kind": "damage"`: name the misspelt field, since the object can be checked no further without it.
      const written = Object.keys((issue.path?.[0]?.input ?? {}) as object).find((k) => k !== key && nearest(k, [key]) !== null);
      return written === undefined ? problem('missingKind', { field: key, allowed }) : problem('kindMisspelt', { field: key, found: written, allowed });
    }
    const suggestion = typeof issue.input === 'string' ? nearest(issue.input, values) : null;
    return suggestion === null
      ? problem('unknownValue', { what, value: issue.received, allowed })
      : problem('unknownValueNear', { what, value: issue.received, suggestion, allowed });
  });
};

/** An id as a scenario writes it: not empty, no stray spaces around it, at most 64 characters. */
export const Id = v.pipe(
  v.string((issue) => problem('expectedText', { received: issue.received })),
  v.minLength(1, problem('emptyId')),
  v.check((s) => s.trim() === s, (issue) => problem('idSpaces', { received: issue.received })),
  v.maxLength(MAX_ID, (issue) => problem('idTooLong', { max: MAX_ID, length: String(issue.received) })),
);

/** A whole number between `min` and `max`, refused with the bound it broke. */
export const whole = (min: number, max: number) =>
  v.pipe(
    v.number((issue) => problem('expectedNumber', { received: issue.received })),
    v.integer((issue) => problem('expectedWhole', { received: issue.received })),
    v.minValue(min, (issue) => problem('atLeast', { min, received: issue.received })),
    v.maxValue(max, (issue) => problem('atMost', { max, received: issue.received })),
  );

/** true or false. */
export const Bool = v.boolean((issue) => problem('expectedBoolean', { received: issue.received }));

/** A list of `item`. */
export const listOfSchema = <T extends v.GenericSchema>(item: T) => v.array(item, (issue) => problem('expectedList', { received: issue.received }));

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * A parsed value with every `note` taken out, so no remark reaches the engine's state, actions or
 * events. `idMaps` names the fields whose keys are ids rather than field names (left as they are).
 */
export const withoutNotes = <T>(value: T, idMaps: ReadonlySet<string> = new Set()): T => {
  if (Array.isArray(value)) return value.map((x: unknown) => withoutNotes(x, idMaps)) as T;
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(value)) if (k !== NOTE_FIELD) out[k] = idMaps.has(k) ? x : withoutNotes(x, idMaps);
  return out as T;
};

/** safeParse, with the notes taken out of what it returns. */
export const parseWithoutNotes = <S extends v.GenericSchema>(schema: S, raw: unknown, idMaps?: ReadonlySet<string>) => {
  const parsed = v.safeParse(schema, raw);
  return parsed.success ? { ...parsed, output: withoutNotes(parsed.output, idMaps) } : parsed;
};
