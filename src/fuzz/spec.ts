/**
 * One game's random walks, shared by its property test (fixed seed, few runs: the CI subset) and
 * by `npm run fuzz` (a fresh seed, many runs). Both run the same generator and the same
 * invariants, so a walk the fuzz finds failing fails the property test under that seed too.
 */
import type * as fc from 'fast-check';
import type { Checks, WalkRun } from '../engine/testing/walks.ts';
import type { AnyGameModule, GameId } from '../engine/types.ts';

export type WalkSpec<I> = {
  readonly game: GameId;
  readonly module: AnyGameModule;
  /** What one random walk is drawn from (a set-up and the numbers that drive its choices); fast-check shrinks it. */
  readonly input: fc.Arbitrary<I>;
  /**
   * Walks that start with a fixture's actions, one per event too rare for random walks to reach
   * under every seed (src/fuzz/targeted.ts): the coverage check runs each, the fuzz mixes them in.
   */
  readonly targeted?: readonly fc.Arbitrary<I>[];
  /** The rules edition and the set-up exactly as a scenario file writes them. */
  readonly scenario: (input: I) => { readonly rules: string; readonly setup: unknown };
  /** Plays one walk, throwing at the first broken invariant; `run` records the actions as they go. */
  readonly walk: (input: I, run: WalkRun) => void;
  /** The invariants a written walk is replayed under (`npm run fuzz -- --replay FILE`): those its walks check. */
  // oxlint-disable-next-line typescript/no-explicit-any
  readonly checks: Checks<any, any, any>;
  /** What the walks must reach, over a run of `coverageRuns` walks (any seed), for their checks to mean something. */
  readonly mustReach: readonly string[];
  readonly coverageRuns: number;
};

// oxlint-disable-next-line typescript/no-explicit-any
export type AnySpec = WalkSpec<any>;
