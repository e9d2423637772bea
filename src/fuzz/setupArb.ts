/**
 * Random set-ups drawn from a game's set-up description (src/engine/setupSpec.ts): each field
 * from its kind and its `sample` range (the editor's range, else the file's bounds, when it has
 * none), each effect from the game's effect table. A game's fuzz decides the board's shape (which
 * cards, whose, where) and draws the fields through these, so a field added to the description is
 * drawn by the walks with no change here.
 */
import * as fc from 'fast-check';
import { cardFields, type EffectTable, type FieldSpec, type NumberSpec, type SetupSpec } from '../engine/setupSpec.ts';

/** The ids a target field may name in a random set-up, by domain. */
export type Targets = (domain: string) => readonly string[];

/** Arbitraries that replace the description's own for some fields (a rarer exhausted spirit). */
export type Overrides = Readonly<Record<string, fc.Arbitrary<unknown>>>;

export const numberArb = (f: NumberSpec): fc.Arbitrary<number> => {
  const [lo, hi] = f.sample ?? f.range ?? [f.min, f.max];
  const step = f.step ?? 1;
  return fc.integer({ min: Math.ceil(lo / step), max: Math.floor(hi / step) }).map((n) => n * step);
};

/** A manual effect of any kind of the table, its fields drawn. */
export const effectArb = (effects: EffectTable, targets: Targets): fc.Arbitrary<Readonly<Record<string, unknown>>> =>
  fc.oneof(...Object.entries(effects).map(([kind, table]) => fc.record({ kind: fc.constant(kind), ...fieldArbs(table, Object.keys(table), targets, effects, {}) })));

/** One field's value; an optional effect is there one time in `effectFreq`. */
export const fieldArb = (f: FieldSpec, targets: Targets, effects: EffectTable, effectFreq = 3): fc.Arbitrary<unknown> => {
  switch (f.type) {
    case 'number':
      return numberArb(f);
    case 'flag':
      return fc.boolean();
    case 'term':
      return fc.constantFrom(...f.options);
    case 'terms':
      return fc.subarray([...f.options]);
    case 'target':
      return fc.constantFrom(...targets(f.of));
    case 'effect':
      return fc.option(effectArb(effects, targets), { freq: effectFreq, nil: undefined });
    case 'object':
      return fc.record(fieldArbs(f.fields, Object.keys(f.fields), targets, effects, {})).map(withoutUndefined);
    case 'list':
      // Absent as often as an optional effect; otherwise one or two objects of the table.
      return fc.option(fc.array(fc.record(fieldArbs(f.of, Object.keys(f.of), targets, effects, {})).map(withoutUndefined), { minLength: 1, maxLength: 2 }), { freq: effectFreq, nil: undefined });
    case 'counts': {
      const ids = targets(f.of);
      return ids.length === 0 ? fc.constant(undefined) : fc.dictionary(fc.constantFrom(...ids), numberArb(f.count), { maxKeys: ids.length });
    }
    case 'text':
    case 'id':
      return fc.constant(undefined);
  }
};

const fieldArbs = (table: Readonly<Record<string, FieldSpec>>, names: readonly string[], targets: Targets, effects: EffectTable, overrides: Overrides): Record<string, fc.Arbitrary<unknown>> =>
  Object.fromEntries(names.map((name) => [name, overrides[name] ?? fieldArb(table[name] as FieldSpec, targets, effects)]));

/** The fields a card of `type` brings, each drawn (absent effects left out, as a file writes them). */
export const typeFieldsArb = (spec: SetupSpec, type: string, targets: Targets, overrides: Overrides = {}): fc.Arbitrary<Record<string, unknown>> =>
  fc.record(fieldArbs(spec.fields, cardFields(spec, { [spec.typeKey]: type }), targets, spec.effects, overrides)).map(withoutUndefined);

/** A player's fields besides `id`, each drawn. */
export const playerFieldsArb = (spec: SetupSpec, targets: Targets, overrides: Overrides = {}): fc.Arbitrary<Record<string, unknown>> =>
  fc.record(fieldArbs(spec.player, Object.keys(spec.player), targets, spec.effects, overrides)).map(withoutUndefined);

const withoutUndefined = (o: Record<string, unknown>): Record<string, unknown> => Object.fromEntries(Object.entries(o).filter(([, x]) => x !== undefined));
