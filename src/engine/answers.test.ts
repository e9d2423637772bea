/** The shapes a decision's answers take: counted against their closed forms, for any size. */
import * as fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { permutations, product, splits, subsets } from './answers.ts';

const choose = (n: number, k: number): number => (k < 0 || k > n ? 0 : k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);
const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

describe('answer shapes', () => {
  test('subsets: every subset once, at most max members, the empty one first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 }), (n, max) => {
        const items = Array.from({ length: n }, (_, i) => `c${i}`);
        const all = [...subsets(items, max)];
        let expected = 0;
        for (let k = 0; k <= Math.min(n, max); k++) expected += choose(n, k);
        expect(all.length).toBe(expected);
        expect(new Set(all.map((s) => s.join(','))).size).toBe(all.length);
        expect(all[0]).toEqual([]);
        for (const s of all) expect(s.length).toBeLessThanOrEqual(max);
      }),
    );
  });

  test('permutations: n! distinct orders of the same items', () => {
    for (let n = 0; n <= 5; n++) {
      const items = Array.from({ length: n }, (_, i) => i);
      const all = [...permutations(items)];
      expect(all.length).toBe(factorial(n));
      expect(new Set(all.map((p) => p.join(','))).size).toBe(all.length);
      for (const p of all) expect([...p].toSorted()).toEqual(items);
    }
  });

  test('product: one pick from each list', () => {
    expect([...product<string | number>([['a', 'b'], [1, 2, 3]])].length).toBe(6);
    expect([...product([])]).toEqual([[]]);
    expect([...product([['a'], []])]).toEqual([]);
  });

  test('splits: every way to share out a total, each summing to it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 4 }), (total, parts) => {
        const all = [...splits(total, parts)];
        expect(all.length).toBe(choose(total + parts - 1, parts - 1));
        for (const s of all) {
          expect(s.length).toBe(parts);
          expect(s.reduce((a, b) => a + b, 0)).toBe(total);
        }
      }),
    );
  });
});
