import { expect, test } from 'vitest';
import * as fc from 'fast-check';
import { jsonFault, lineColumn, parseJson } from './json.ts';

const parses = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** JSON text with one character removed, replaced or inserted: mostly broken, sometimes not. */
const damagedJson = fc
  .tuple(fc.json({ maxDepth: 3 }), fc.nat(), fc.constantFrom('del', 'put', 'ins'), fc.constantFrom(...',:{}[]"\\ 0-e.tnx\n'))
  .map(([text, n, op, c]) => {
    const i = text.length === 0 ? 0 : n % text.length;
    if (op === 'del') return text.slice(0, i) + text.slice(i + 1);
    if (op === 'put') return text.slice(0, i) + c + text.slice(i + 1);
    return text.slice(0, i) + c + text.slice(i);
  });

test('the fault finder agrees with JSON.parse on which texts are JSON', () => {
  fc.assert(
    fc.property(fc.oneof(fc.json({ maxDepth: 3 }), damagedJson, fc.string()), (text) => {
      expect(jsonFault(text) === null).toBe(parses(text));
    }),
    { numRuns: 2000 },
  );
});

test('line and column count from 1', () => {
  expect(lineColumn('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
  expect(lineColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
});

test('an unterminated string and a bad escape are named', () => {
  expect(parseJson('{"a": "b').ok).toBe(false);
  const r = parseJson('{"a": "\\q"}');
  expect(!r.ok && r.error[0]?.message).toMatch(/line 1, column 9.*valid escape/);
});
