/**
 * How the walks of Battle Spirits and PMV draw an action from one random number: any action at
 * all, legal or not, to probe the refusals; and a manual effect filled in from the prompt's effect
 * form as a player would, each field from its own options and its own bits of the number.
 */
import { pick } from '../engine/testing/walks.ts';
import type { EffectField } from '../engine/types.ts';

/** An action of one kind for a player and a card (either may not fit it), the rest drawn from `n`. */
export type AnyOf<A> = (by: string, card: string, n: number) => A;

/** One of the kinds, for player A or B and any card of the state. */
export const anyAction = <A>(kinds: readonly AnyOf<A>[], s: { readonly order: readonly string[] }, n: number): A =>
  pick(kinds, n >> 5)(pick(['A', 'B'], n), pick(s.order, n >> 1), n);

/** Small amounts within the field's bounds, in the units players use (thousands for BP). */
const amount = (min: number, max: number, m: number): number => {
  const unit = max >= 10_000 ? 1000 : 1;
  return Math.max(min, Math.min(max, ((m % 7) - 3) * unit));
};

/** The effect of kind `kind` with every field filled; `E` is the game's effect type, which the form's fields describe. */
export const fillEffect = <E>(kind: string, fields: readonly EffectField[], n: number): E => {
  const out: Record<string, unknown> = { kind };
  fields.forEach((f, i) => {
    const m = n >> (3 * (i + 1));
    if (f.type === 'target' || f.type === 'term') out[f.name] = pick(f.options, m);
    else if (f.type === 'number') out[f.name] = amount(f.min, f.max, m);
    else out[f.name] = (m & 1) === 1;
  });
  return out as E;
};
