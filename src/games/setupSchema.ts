/**
 * The loader's schemas, derived from a game's set-up description (src/engine/setupSpec.ts): a
 * field's kind and bounds give its valibot piece, built from the same parts every hand-written
 * schema used (schemaParts.ts), so a refusal reads as before: the field, and what is allowed.
 * A game gives its own piece for the few fields whose file form checks more than the description
 * says (Battle Spirits: a player starts with life; MTG: a creature blocks "any" number).
 */
import * as v from 'valibot';
import type { EffectTable, FieldSpec, FieldTable, ObjectOf, SetupObject } from '../engine/setupSpec.ts';
import { Bool, fields, Id, kinds, listOfSchema, oneOf, Text, whole } from './schemaParts.ts';

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
