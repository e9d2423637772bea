/**
 * The loader's schemas, derived from a game's set-up description (src/engine/setupSpec.ts): a
 * field's kind and bounds give its valibot piece, built from the same parts every hand-written
 * schema used (schemaParts.ts), so a refusal reads as before: the field, and what is allowed.
 * A game gives its own piece for the few fields whose file form checks more than the description
 * says (Battle Spirits: a player starts with life; MTG: a creature blocks "any" number).
 */
import * as v from 'valibot';
import { problem } from '../engine/problems.ts';
import { id, required, type EffectTable, type FieldSpec, type FieldTable, type ObjectOf, type SetupObject, type SetupSpec } from '../engine/setupSpec.ts';
import { loadScenario, type SetupRefs } from '../engine/setup.ts';
import type { LoadedScenario, Result, ScenarioError } from '../engine/types.ts';
import { Bool, fields, Id, kinds, listOfSchema, oneOf, parseWithoutNotes, Text, whole } from './schemaParts.ts';

/** The file form of the fields a game words itself, by field name. */
export type OwnSchemas = Readonly<Record<string, v.GenericSchema>>;

const words = (values: readonly string[]): readonly [string, ...string[]] => values as readonly [string, ...string[]];

const pieceOf = (f: FieldSpec, effect: v.GenericSchema): v.GenericSchema => {
  switch (f.type) {
    case 'number':
      return f.all === true ? v.union([whole(f.min, f.max), v.literal('all')]) : whole(f.min, f.max);
    case 'flag':
      return Bool;
    case 'term':
      return oneOf(f.what, words(f.options));
    case 'terms':
      return listOfSchema(f.loose === true ? Text : oneOf(f.what, words(f.options)));
    case 'text':
      return Text;
    case 'id':
    case 'target':
      return Id;
    case 'effect':
      return effect;
    case 'object':
      return fields(entriesOf(f.fields, effect));
    case 'list':
      return listOfSchema(fields(entriesOf(f.of, effect)));
    case 'counts':
      return v.record(Id, whole(f.count.min, f.count.max));
  }
};

/** The valibot entries of a table, in its order: each field's piece (or the game's own), optional unless required. */
export const entriesOf = (table: FieldTable, effect: v.GenericSchema = v.never(), own: OwnSchemas = {}): v.ObjectEntries => {
  const entries: Record<string, v.GenericSchema> = {};
  for (const [name, f] of Object.entries(table)) {
    const piece = own[name] ?? pieceOf(f, effect);
    entries[name] = f.required === true ? piece : v.optional(piece);
  }
  return entries;
};

/** An object with exactly a table's fields (and a `note`), typed as the description says. */
export const objectSchema = <T extends FieldTable, E = SetupObject>(table: T, effect?: v.GenericSchema<unknown, E>, own?: OwnSchemas) =>
  fields(entriesOf(table, effect, own)) as v.GenericSchema<unknown, ObjectOf<T, E>>;

/** A manual effect: one of the table's kinds, told apart by `kind`, with that kind's fields. */
export const effectSchema = <E>(effects: EffectTable, own: OwnSchemas = {}) =>
  kinds(
    'kind',
    'effect kind',
    Object.entries(effects).map(([kind, table]) => fields({ kind: v.literal(kind), ...entriesOf(table, v.never(), own) })) as unknown as v.VariantOptions<'kind'>,
  ) as v.GenericSchema<unknown, E>;

/** How many players a game's set-up holds, refused in the game's words. */
export const playersExactly = (n: number) => (list: v.GenericSchema<unknown, unknown[]>) => v.pipe(list, v.length(n, problem('playersExactly', { n })));
export const playersBetween = (min: number, max?: number) => (list: v.GenericSchema<unknown, unknown[]>) =>
  max === undefined
    ? v.pipe(list, v.minLength(min, problem('playersAtLeast', { min })))
    : v.pipe(list, v.minLength(min, problem('playersAtLeast', { min })), v.maxLength(max, problem('playersAtMost', { max })));

/**
 * Every schema a game reads a set-up with, from its description: a card (its own fields, then
 * those its types bring), a player (an id and the player's fields), and the set-up (the players,
 * counted as the game says; the active one; anything else the game sets; the cards, under the
 * game's key). `Setup` is the set-up's type as the game writes it.
 */
export const setupSchemas = <S extends SetupSpec, E, Setup>(
  spec: S,
  parts: {
    readonly effect: v.GenericSchema<unknown, E>;
    readonly players: (list: v.GenericSchema<unknown, unknown[]>) => v.GenericSchema;
    readonly card?: OwnSchemas;
    readonly player?: OwnSchemas;
    /** The set-up's own fields between the active player and the cards (BS: the first turn). */
    readonly more?: v.ObjectEntries;
  },
) => {
  const card = objectSchema({ ...spec.card, ...spec.fields } as S['card'] & S['fields'], parts.effect, parts.card);
  const player = objectSchema({ id: required(id), ...spec.player } as { readonly id: typeof id & { readonly required: true } } & S['player'], undefined, parts.player);
  const setup: v.GenericSchema = fields({ players: parts.players(listOfSchema(player)), active: Id, ...parts.more, [spec.cardsKey]: v.optional(listOfSchema(card)) });
  return { effect: parts.effect, card, player, setup: setup as v.GenericSchema<unknown, Setup> };
};

// ---------------------------------------------------------------------------------------------
// The actions the procedure kernel reads in every game's file, and a loader from the schemas.

/** A pass with priority. */
export const PassSchema = fields({ type: v.literal('pass'), by: Id });
/** The `advance` macro: its `by` is informative only (it passes for whoever holds priority). */
export const AdvanceSchema = fields({ type: v.literal('advance'), by: v.optional(Text), until: v.optional(v.literal('decision')) });
/** A judge's ruling on the open question. */
export const JudgeSchema = fields({ type: v.literal('judge'), question: Text, ruling: Text });

/**
 * A game's `load` from its set-up and action schemas, in the shape every loader but MTG's shares:
 * one edition, every schema issue reported at its path, then the game builds its state and
 * checks each action's ids against it (src/engine/setup.ts, loadScenario).
 */
export const loaderOf =
  <SI, AI, S extends { readonly turnOrder: readonly string[]; readonly order: readonly string[] }, A>(parts: {
    readonly setup: v.GenericSchema<unknown, SI>;
    readonly action: v.GenericSchema<unknown, AI>;
    readonly build: (setup: SI, errors: ScenarioError[]) => S;
    readonly checkAction: (action: AI, at: string, refs: SetupRefs, errors: ScenarioError[]) => A;
  }) =>
  (input: { rules: string; setup: unknown; actions: unknown }): Result<LoadedScenario<S, A>, readonly ScenarioError[]> =>
    loadScenario(input, {
      edition: 'current',
      parseSetup: (raw) => parseWithoutNotes(parts.setup, raw),
      parseActions: (raw) => parseWithoutNotes(listOfSchema(parts.action), raw),
      build: parts.build,
      checkAction: parts.checkAction,
    });
