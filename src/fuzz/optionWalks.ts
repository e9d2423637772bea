/**
 * The walks of a game that draws every step from one random number (Battle Spirits, PMV): before
 * each step a random action, legal or not (probeRandom: ignored when accepted, or with `accepted`
 * 'take', taken as the step), then an action built from the prompt's options. The game gives its
 * set-ups, the kinds of action a probe draws from, its choice among the prompt's options, its
 * invariants and what its walks must reach.
 */
import * as fc from 'fast-check';
import { loadStart, probeRandom, randomWalk, type Checks, type WalkDef } from '../engine/testing/walks.ts';
import type { ActionBase, EventBase, GameModule, PromptBase } from '../engine/types.ts';
import { anyAction, type AnyOf } from './draws.ts';
import type { WalkSpec } from './spec.ts';

const MAX_STEPS = 60;

/** A set-up, then the numbers that draw the steps. */
export type OptionWalk = { readonly setup: unknown; readonly choices: readonly number[] };

type Walked = { readonly ended: boolean; readonly gameOver: boolean; readonly order: readonly string[] };

/** What a game's fuzz set-up module draws from: set-ups, the kinds of any action (legal or not), and an action the prompt offers. */
export type Draws<A, P> = {
  readonly setupArb: fc.Arbitrary<unknown>;
  /** The kinds of action a probe draws from, to test the refusals (anyAction). */
  readonly anyKinds: readonly AnyOf<A>[];
  /** An action the prompt offers, or null when nobody is to act. */
  readonly legalAction: (p: P, n: number) => A | null;
};

export const optionWalks = <S extends Walked, A extends ActionBase, E extends EventBase, P extends PromptBase>(
  // oxlint-disable-next-line typescript/no-explicit-any
  game: GameModule<S, A, E, P, any, any, any>,
  checks: Checks<S, A, E>,
  draws: Draws<A, P>,
  mustReach: readonly string[],
  accepted: 'ignore' | 'take' = 'ignore',
): WalkSpec<OptionWalk> => {
  const def: WalkDef<S, A, E> = {
    game,
    checks,
    probe: probeRandom((s: S, n: number) => anyAction(draws.anyKinds, s, n), accepted),
    next: (_w, s, n) => draws.legalAction(game.prompt(s), n),
    cards: (s) => s.order,
  };
  return {
    game: game.id,
    module: game,
    input: fc.record({ setup: draws.setupArb, choices: fc.array(fc.nat(), { minLength: 5, maxLength: MAX_STEPS }) }),
    scenario: (input) => ({ rules: 'current', setup: input.setup }),
    walk: (input, run) => randomWalk(def, run, loadStart(game, input.setup), input.choices),
    checks,
    coverageRuns: 300,
    mustReach,
  };
};
