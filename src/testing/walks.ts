/**
 * A game's random walks (src/fuzz/<game>/walk.ts, shared with `npm run fuzz`) as its property
 * test runs them: under the test's fixed seed, so CI is deterministic, or FC_SEED (and FC_RUNS)
 * to explore. Tests only.
 */
import { expect } from 'vitest';
import { missing, walkAndReach } from '../fuzz/coverage.ts';
import type { AnySpec } from '../fuzz/spec.ts';

/** Runs the walks and fails on what they never reached of what the spec must reach (a generator that stopped exploring fails instead of passing idly). */
export const expectWalksReachAll = (spec: AnySpec, fixedSeed: number): void => {
  const seed = Number(process.env.FC_SEED ?? fixedSeed);
  const reached = walkAndReach(spec, { seed, runs: Number(process.env.FC_RUNS ?? spec.coverageRuns) });
  expect(missing(spec, reached), 'the walks never reached these').toEqual([]);
};
