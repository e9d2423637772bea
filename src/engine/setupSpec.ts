/**
 * A game's set-up described once, as data: the fields of a player and of each card type (their
 * kind, bounds and starting value) and the manual effects a card may carry, in the vocabulary the
 * play-time effect form already speaks (target, number, term, flag). Everything that reads a
 * set-up reads this: the loader derives its schema from it (src/games/setupSchema.ts), the set-up
 * editor draws it (src/ui/components/SetupFields.tsx), the test kits fill their cards from it and
 * the fuzz draws random set-ups from it (src/fuzz/setupArb.ts), and the priority prompt offers its
 * effects. Plain data and pure functions: no package, no game.
 */
import type { ProblemTerm } from './problems.ts';
import type { EffectField, EffectOption } from './types.ts';

/** A whole number between the file's bounds (`min`, `max`). */
export type NumberSpec = {
  readonly type: 'number';
  readonly min: number;
  readonly max: number;
  readonly initial: number;
  /** The editor's step (BP moves in thousands). */
  readonly step?: number;
  /** The bounds the set-up editor and the effect form offer, where narrower than the file's. */
  readonly range?: readonly [number, number];
  /** The values random walks draw (the range, else the file's bounds, when absent). */
  readonly sample?: readonly [number, number];
  /** "all" may be chosen instead of a number (MTG: prevent all damage). */
  readonly all?: boolean;
  /**
   * The editor may leave it blank, and a new card starts without it: the file then leaves it out
   * and the loader's default holds (FaB: a card with no defense value cannot defend).
   */
  readonly blank?: boolean;
};
export type FlagSpec = { readonly type: 'flag' };
/**
 * One of a list of words: shown through the game's `<term>.<option>` words; `what` names the list
 * in a refusal (`unknown zone "deck"`).
 */
export type TermSpec = {
  readonly type: 'term';
  readonly term: string;
  readonly what: ProblemTerm;
  readonly options: readonly string[];
  /** The editor offers to leave it out, and a new effect starts without it (FaB: how long a change lasts, "as usual"). */
  readonly blank?: boolean;
};
/** Several words of a list (keywords, races, types); `loose`: the file may hold any words and the loader checks them itself. */
export type TermsSpec = { readonly type: 'terms'; readonly term: string; readonly what: ProblemTerm; readonly options: readonly string[]; readonly loose?: boolean };
export type TextSpec = { readonly type: 'text' };
/** The object's own id (unique in the set-up, never a player's). */
export type IdSpec = { readonly type: 'id' };
/** An id of the set-up: a player or a card of a kind the game names (its `domains`). */
export type TargetSpec = { readonly type: 'target'; readonly of: string };
/** A manual effect of the game's effect table, or none. */
export type EffectSpec = { readonly type: 'effect' };
/** An object of its own fields inside the card or player (PMV: a player's node area, `nodes: { active, sleep }`). */
export type ObjectSpec = { readonly type: 'object'; readonly fields: FieldTable };
/** A list of objects, each with the fields of a table (FaB: a card's triggered abilities, each its moment, effect and name). */
export type ListSpec = { readonly type: 'list'; readonly of: FieldTable };
/**
 * A count for each id of a domain, keyed by the id (MTG: the combat damage each commander has
 * dealt a player); a count at its starting value is left out.
 */
export type CountsSpec = { readonly type: 'counts'; readonly of: string; readonly count: NumberSpec };

export type FieldSpec = (NumberSpec | FlagSpec | TermSpec | TermsSpec | TextSpec | IdSpec | TargetSpec | EffectSpec | ObjectSpec | ListSpec | CountsSpec) & {
  /** Every file writes it (an id, an owner). Otherwise it may be left out, and the loader's default holds. */
  readonly required?: boolean;
  /**
   * The card types that have this field (a card of several types has the fields of each). A field
   * of `fields` without types is every card's, whatever its types (FaB: power, keywords).
   */
  readonly types?: readonly string[];
  /** Only a file writes it: the effect form does not offer it (MTG: the permanent a spell's damage comes from). */
  readonly fileOnly?: boolean;
};

export type FieldTable = Readonly<Record<string, FieldSpec>>;
/** Each kind of manual effect with its fields (an effect is `{ kind, ...fields }`). */
export type EffectTable = Readonly<Record<string, FieldTable>>;

/** A card or a player as a set-up holds it: the file's own object. */
export type SetupObject = Readonly<Record<string, unknown>>;

export type SetupSpec = {
  /** Where the set-up lists its cards (`cards`; MTG's `permanents`). */
  readonly cardsKey: string;
  /** A player's fields besides `id`. */
  readonly player: FieldTable;
  /** Every card's own fields (id, owner, zone, name, its type or types), in the file's order. */
  readonly card: FieldTable;
  /** The field that says what a card is: one type (`type`) or a list of them (`types`). */
  readonly typeKey: string;
  /** The fields a card's type brings, each naming its types, in the order the editor shows them. */
  readonly fields: FieldTable;
  readonly effects: EffectTable;
};

// ---------------------------------------------------------------------------------------------
// Building a description.

export const number = <const M extends Omit<NumberSpec, 'type' | 'min' | 'max' | 'initial'> = object>(min: number, max: number, initial: number, more?: M): NumberSpec & M =>
  ({ type: 'number', min, max, initial, ...more }) as NumberSpec & M;
export const flag: FlagSpec = { type: 'flag' };
export const term = <const O extends readonly string[]>(termKey: string, what: ProblemTerm, options: O, more: { readonly blank?: boolean } = {}): TermSpec & { readonly options: O } => ({
  type: 'term',
  term: termKey,
  what,
  options,
  ...more,
});
export const terms = <const O extends readonly string[]>(termKey: string, what: ProblemTerm, options: O): TermsSpec & { readonly options: O } => ({ type: 'terms', term: termKey, what, options });
/** Words the file may write freely, checked by the loader with its own messages (its `options` are the editor's). */
export const looseTerms = (termKey: string, what: ProblemTerm, options: readonly string[]): TermsSpec & { readonly loose: true } => ({ type: 'terms', term: termKey, what, options, loose: true });
export const text: TextSpec = { type: 'text' };
export const id: IdSpec = { type: 'id' };
export const target = (of: string): TargetSpec => ({ type: 'target', of });
export const effect: EffectSpec = { type: 'effect' };
export const object = <const T extends FieldTable>(fields: T): ObjectSpec & { readonly fields: T } => ({ type: 'object', fields });
export const list = <const T extends FieldTable>(of: T): ListSpec & { readonly of: T } => ({ type: 'list', of });
export const counts = (of: string, count: NumberSpec): CountsSpec => ({ type: 'counts', of, count });
/** A field every file must write. */
export const required = <F extends FieldSpec>(f: F): F & { readonly required: true } => ({ ...f, required: true });
/** A field that cards of these types have. */
export const forTypes = <F extends FieldSpec>(types: readonly string[], f: F): F & { readonly types: readonly string[] } => ({ ...f, types });
/** A field only a file writes: the effect form leaves it out. */
export const fileOnly = <F extends FieldSpec>(f: F): F & { readonly fileOnly: true } => ({ ...f, fileOnly: true });

// ---------------------------------------------------------------------------------------------
// The objects a description describes, as types (for the loader, the editor and the test kits).

type ValueOf<F, Effect> = F extends { readonly type: 'number'; readonly all: true }
  ? number | 'all'
  : F extends { readonly type: 'number' }
    ? number
    : F extends { readonly type: 'flag' }
      ? boolean
      : F extends { readonly type: 'term'; readonly options: readonly (infer O)[] }
        ? O
        : F extends { readonly type: 'terms'; readonly loose: true }
          ? string[]
          : F extends { readonly type: 'terms'; readonly options: readonly (infer O)[] }
            ? O[]
            : F extends { readonly type: 'effect' }
              ? Effect
              : F extends { readonly type: 'object'; readonly fields: infer T extends FieldTable }
                ? ObjectOf<T, Effect>
                : F extends { readonly type: 'list'; readonly of: infer T extends FieldTable }
                  ? ObjectOf<T, Effect>[]
                  : F extends { readonly type: 'counts' }
                    ? Record<string, number>
                    : string;

/** An object with a table's fields: the required ones always, the others maybe. */
export type ObjectOf<T extends FieldTable, Effect = SetupObject> = { -readonly [K in keyof T as T[K] extends { readonly required: true } ? K : never]: ValueOf<T[K], Effect> } & {
  -readonly [K in keyof T as T[K] extends { readonly required: true } ? never : K]?: ValueOf<T[K], Effect>;
};

/** A player of a description's set-up: an id and the player's fields. */
export type PlayerSetupOf<S extends SetupSpec> = ObjectOf<{ readonly id: IdSpec & { readonly required: true } } & S['player']>;
/** A card of a description's set-up: its own fields and every field a type may bring, `E` its effects. */
export type CardSetupOf<S extends SetupSpec, E = SetupObject> = ObjectOf<S['card'] & S['fields'], E>;

/**
 * The fields every owned card of a set-up has, in the file's order: its id, its owner, the zone
 * it starts in (one of `zones`), and a name for people.
 */
export const ownedCard = <const Z extends readonly string[]>(zones: Z) => ({
  id: required(id),
  owner: required(target('player')),
  zone: required(term('zone', 'zone', zones)),
  name: text,
});

// ---------------------------------------------------------------------------------------------
// Reading one.

/** The types a card has: its one type, or its list. */
export const typesOf = (spec: SetupSpec, card: SetupObject): string[] => {
  const t = card[spec.typeKey];
  if (typeof t === 'string') return [t];
  return Array.isArray(t) ? t.filter((x): x is string => typeof x === 'string') : [];
};

/** The type-dependent fields a card has (and those every card has), in the description's order. */
export const cardFields = (spec: SetupSpec, card: SetupObject): string[] => {
  const types = typesOf(spec, card);
  return Object.keys(spec.fields).filter((name) => {
    const of = spec.fields[name]?.types;
    return of === undefined || of.some((t) => types.includes(t));
  });
};

/** A field's starting value, or undefined where the field starts absent (a text, an effect, a target, a list, a blank). */
export const initialOf = (f: FieldSpec): unknown => {
  switch (f.type) {
    case 'number':
      return f.blank === true ? undefined : f.initial;
    case 'flag':
      return false;
    case 'terms':
      return [];
    case 'term':
      return f.blank === true ? undefined : f.options[0];
    case 'object':
      // Its fields' starting values (PMV: a node area of none active, none asleep).
      return Object.fromEntries(Object.entries(f.fields).flatMap(([name, sub]) => {
        const value = initialOf(sub);
        return value === undefined ? [] : [[name, value]];
      }));
    default:
      return undefined;
  }
};

/**
 * A card of `type`: the given fields (id, owner, zone, ...) and every number, flag and word list
 * its type brings at its starting value. What a new card in the editor, a test's card and a
 * preset start from.
 */
export const cardOf = (spec: SetupSpec, type: string | readonly string[], given: SetupObject): SetupObject => {
  const many = spec.card[spec.typeKey]?.type === 'terms';
  const typed: SetupObject = { ...given, [spec.typeKey]: many && typeof type === 'string' ? [type] : type };
  const out: Record<string, unknown> = { ...typed };
  for (const name of cardFields(spec, typed)) {
    if (name in out) continue;
    const value = initialOf(spec.fields[name] as FieldSpec);
    if (value !== undefined) out[name] = value;
  }
  return out;
};

/**
 * The card with another type: the fields the new type has keep their values or start at their
 * initial ones; the fields it does not have are dropped, so the card stays in the file's shape.
 */
export const withCardType = (spec: SetupSpec, card: SetupObject, types: string | readonly string[]): SetupObject => {
  const typed: SetupObject = { ...card, [spec.typeKey]: types };
  const keep = new Set([...Object.keys(spec.card), ...cardFields(spec, typed)]);
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(typed)) if (keep.has(k) || !(k in spec.fields)) out[k] = x;
  for (const name of cardFields(spec, typed)) {
    if (name in out) continue;
    const value = initialOf(spec.fields[name] as FieldSpec);
    if (value !== undefined) out[name] = value;
  }
  return out;
};

/** The ids a target field may name, by domain: the game's resolver for a set-up draft or a state. */
export type Domains = (domain: string) => readonly string[];

/**
 * An effect of `kind` at its starting values, keeping what `prev` had where it still fits (a
 * target it may still name, an amount within bounds), so changing the kind loses no choice.
 */
export const effectOf = (effects: EffectTable, kind: string, domains: Domains, prev?: SetupObject): SetupObject => {
  const out: Record<string, unknown> = { kind };
  for (const [name, f] of Object.entries(effects[kind] ?? {})) {
    if (f.fileOnly === true) continue;
    const old = prev?.[name];
    if (f.type === 'target') {
      const options = domains(f.of);
      out[name] = typeof old === 'string' && options.includes(old) ? old : (options[0] ?? '');
    } else if (f.type === 'number') out[name] = typeof old === 'number' && old >= f.min && old <= f.max && prev?.['kind'] === kind ? old : f.initial;
    else if (f.type === 'term') {
      const kept = typeof old === 'string' && f.options.includes(old) ? old : initialOf(f);
      if (kept !== undefined) out[name] = kept;
    } else if (f.type === 'flag' && old === true) out[name] = true;
  }
  return out;
};

/**
 * A new object of a list (a trigger): each field at its starting value, and an effect it must
 * have at the effect table's first kind.
 */
export const itemOf = (table: FieldTable, effects: EffectTable, domains: Domains): SetupObject => {
  const out: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(table)) {
    const value = f.type === 'effect' && f.required === true ? effectOf(effects, Object.keys(effects)[0] ?? '', domains) : initialOf(f);
    if (value !== undefined) out[name] = value;
  }
  return out;
};

/** A field as the effect form offers it, its targets resolved. Null for a field the form does not offer. */
const offered = (name: string, f: FieldSpec, domains: Domains): EffectField | null => {
  if (f.fileOnly === true) return null;
  switch (f.type) {
    case 'target':
      return { name, type: 'target', options: domains(f.of) };
    case 'number': {
      const [min, max] = f.range ?? [f.min, f.max];
      return f.all === true ? { name, type: 'number', min, max, initial: f.initial, all: true } : { name, type: 'number', min, max, initial: f.initial };
    }
    case 'term':
      return { name, type: 'term', term: f.term, options: f.options };
    case 'flag':
      return { name, type: 'flag' };
    default:
      return null;
  }
};

/**
 * The manual effects the priority prompt offers, in the table's order (or `kinds`'): each kind
 * with its fields, targets resolved in the state; a kind with a target field that may name
 * nothing is left out, unless `keepEmpty` (MTG's form shows such a kind with "no target").
 */
export const effectOptions = (effects: EffectTable, domains: Domains, kinds: readonly string[] = Object.keys(effects), keepEmpty = false): EffectOption[] => {
  const out: EffectOption[] = [];
  for (const kind of kinds) {
    const fields = Object.entries(effects[kind] ?? {}).flatMap(([name, f]) => offered(name, f, domains) ?? []);
    if (keepEmpty || fields.every((f) => f.type !== 'target' || f.options.length > 0)) out.push({ kind, fields });
  }
  return out;
};
