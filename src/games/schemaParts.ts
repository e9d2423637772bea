/** The valibot pieces the BS, FaB and PMV loaders build their set-up and action schemas from. */
import * as v from 'valibot';

/** An id as a scenario writes it: any non-empty string. */
export const Id = v.pipe(v.string(), v.minLength(1));
export const Int = v.pipe(v.number(), v.integer());
export const NonNeg = v.pipe(v.number(), v.integer(), v.minValue(0));

/** One of a fixed list, refused with the list: `unknown zone "deck" (expected hand, field, trash)`. */
export const oneOf = <const T extends readonly [string, ...string[]]>(what: string, values: T) =>
  v.picklist(values, (issue) => `unknown ${what} ${JSON.stringify(issue.received)} (expected ${values.join(', ')})`);
