/**
 * FaB random walks (src/fuzz/fab/walk.ts, shared with `npm run fuzz`): every option the prompt
 * offers is accepted, the invariants hold after every step, refused random actions leave the
 * state as it was, and a JSON copy behaves the same. The walks must reach the whole procedure,
 * under any seed: events too rare for random walks are reached by targeted walks that start with
 * a fixture's actions (src/fuzz/targeted.ts).
 *
 * CI runs a fixed seed (FAB_SEED picks another); a second test runs a fresh seed each time and
 * names it when it fails. FAB_SEEN=1 prints what was reached and what is missing.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { missing, walkAndReach } from '../../fuzz/coverage.ts';
import { fabErrorParams, fabWalks } from '../../fuzz/fab/walk.ts';

const coverage = (seed: number): void => {
  const reached = walkAndReach(fabWalks, { seed });
  if (process.env.FAB_SEEN) console.log([...reached].toSorted().join(' '), '\nMISSING', missing(fabWalks, reached).join(' '));
  expect(missing(fabWalks, reached), `seed ${seed}: the walks never reached these`).toEqual([]);
};

describe('FaB random walks', () => {
  it('prompt options are legal; zones, life and JSON round trips hold; refusals change nothing; the whole procedure is reached', () => {
    coverage(Number(process.env.FAB_SEED ?? 20261123));
    // Error texts may only name parameters the refusals carry.
    const en = JSON.parse(readFileSync(new URL('../../../locales/en/fab.json', import.meta.url), 'utf8')) as Record<string, string>;
    expect(fabErrorParams.size).toBeGreaterThan(8);
    for (const [code, params] of fabErrorParams) {
      for (const m of (en[`error.${code}`] ?? '').matchAll(/\{\{(\w+)\}\}/g)) expect(params, `error.${code}`).toHaveProperty(m[1] as string);
    }
  }, 150_000);

  it('the targeted walks alone reach the whole procedure, so no seed can miss any of it', () => {
    expect(missing(fabWalks, walkAndReach(fabWalks, { seed: 1, runs: 0, targetedRuns: 1 }))).toEqual([]);
  }, 150_000);

  it('reach the whole procedure under a fresh seed too (coverage does not depend on the seed)', () => {
    coverage(Math.floor(Math.random() * 2 ** 31));
  }, 150_000);
});
