/**
 * What a run of walks reaches: the random walks under a seed, then each targeted walk. The
 * property tests check it against the spec's mustReach, so a generator that stopped exploring
 * fails instead of passing idly.
 */
import * as fc from 'fast-check';
import { newRun } from '../engine/testing/walks.ts';
import type { AnySpec } from './spec.ts';

export type CoverageOptions = { readonly seed: number; readonly runs?: number; readonly targetedRuns?: number; readonly light?: boolean };

export const walkAndReach = (spec: AnySpec, o: CoverageOptions): Set<string> => {
  const reached = new Set<string>();
  const walk = (input: unknown) => spec.walk(input, newRun(null, reached, o.light ?? false));
  // A light run only counts what is reached: a failure ends it at once rather than shrinking.
  const settings = { seed: o.seed, endOnFailure: o.light ?? false };
  fc.assert(fc.property(spec.input, walk), { ...settings, numRuns: o.runs ?? spec.coverageRuns });
  for (const t of spec.targeted ?? []) fc.assert(fc.property(t, walk), { ...settings, numRuns: o.targetedRuns ?? 2 });
  return reached;
};

/** What the spec must reach that the run did not. */
export const missing = (spec: AnySpec, reached: ReadonlySet<string>): string[] => spec.mustReach.filter((t) => !reached.has(t));
