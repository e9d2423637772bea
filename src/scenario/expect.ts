/**
 * The `expect` block of a scenario: a partial match against the game's summary.
 *
 * Only the listed keys are checked, nested objects by their listed keys, arrays of ids as sets
 * (order is not part of the outcome), everything else exactly. An empty object is the one
 * exception to "listed keys only": `"damage": {}` says "no damage marked", so it must match an
 * empty object, or the expectation could never fail.
 */

/** One checked leaf: `{ path: "life.B", expected: 17, actual: 17, ok: true }`. */
export type Expectation = {
  readonly path: string;
  readonly expected: unknown;
  readonly actual: unknown; // null when the summary has no such key
  readonly ok: boolean;
};

type Obj = Readonly<Record<string, unknown>>;

const isObject = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const isScalar = (x: unknown): boolean => x === null || ['string', 'number', 'boolean'].includes(typeof x);

const join = (path: string, key: string): string => (path === '' ? key : `${path}.${key}`);

const sameSet = (expected: readonly unknown[], actual: readonly unknown[]): boolean => {
  const a = new Set(actual);
  const e = new Set(expected);
  return a.size === e.size && [...e].every((x) => a.has(x));
};

const leaf = (path: string, expected: unknown, actual: unknown, ok: boolean): Expectation => ({
  path,
  expected,
  actual: actual === undefined ? null : actual,
  ok,
});

const matchArray = (path: string, expected: readonly unknown[], actual: unknown): Expectation[] => {
  if (!Array.isArray(actual)) return [leaf(path, expected, actual, false)];
  if (expected.every(isScalar)) return [leaf(path, expected, actual, sameSet(expected, actual))];
  // Arrays of records (FaB chain links) are ordered: link i is matched against link i.
  if (expected.length !== actual.length) return [leaf(path, expected, actual, false)];
  return expected.flatMap((item, i) => matchValue(`${path}[${i}]`, item, actual[i]));
};

const matchValue = (path: string, expected: unknown, actual: unknown): Expectation[] => {
  if (Array.isArray(expected)) return matchArray(path, expected, actual);
  if (isObject(expected)) {
    if (!isObject(actual)) return [leaf(path, expected, actual, false)];
    if (Object.keys(expected).length === 0) return [leaf(path, expected, actual, Object.keys(actual).length === 0)];
    return matchObject(path, expected, actual);
  }
  return [leaf(path, expected, actual, Object.is(expected, actual) || expected === actual)];
};

const matchObject = (path: string, expected: Obj, actual: Obj): Expectation[] =>
  Object.entries(expected).flatMap(([key, value]) =>
    matchValue(join(path, key), value, Object.hasOwn(actual, key) ? actual[key] : undefined),
  );

/** Checks every listed key of `expect` against `summary`; one entry per leaf checked. */
export const matchExpect = (expect: Obj, summary: object): Expectation[] =>
  matchObject('', expect, summary as Obj);
