/**
 * Battle Spirits random walks over the options that prompt(state) offers (attackers or ending
 * the step, blockers or no block, pass / advance / a usable magic card / a manual effect in a
 * flash timing, the judge's options), each step after a random action that is refused or left
 * aside. The walk itself and the checks every game shares are engine/testing/walks.ts's; the
 * game's invariants (cores, zones, the prompt, ❺–❼) are checks.ts's.
 */
import * as fc from 'fast-check';
import { loadStart, probeRandom, randomWalk, type WalkDef } from '../../engine/testing/walks.ts';
import { bs } from '../../games/bs/index.ts';
import type { BsAction, BsEvent, BsState } from '../../games/bs/types.ts';
import type { WalkSpec } from '../spec.ts';
import { checks } from './checks.ts';
import { legalAction, randomAction, setupArb } from './setup.ts';

const MAX_STEPS = 60;

export type BsWalk = { readonly setup: unknown; readonly choices: readonly number[] };

const def: WalkDef<BsState, BsAction, BsEvent> = {
  game: bs,
  checks,
  probe: probeRandom(randomAction),
  next: (_w, s, n) => legalAction(s, n),
  cards: (s) => s.order,
};

export const bsWalks: WalkSpec<BsWalk> = {
  game: 'bs',
  module: bs,
  input: fc.record({ setup: setupArb as fc.Arbitrary<unknown>, choices: fc.array(fc.nat(), { minLength: 5, maxLength: MAX_STEPS }) }),
  scenario: (input) => ({ rules: 'current', setup: input.setup }),
  walk: (input, run) => randomWalk(def, run, loadStart(bs, input.setup), input.choices),
  checks,
  coverageRuns: 300,
  mustReach: [
    'attackDeclared', 'blockDeclared', 'noBlock', 'flashUsed', 'costPaid', 'lifeTaken', 'bpCompared', 'destroyed', 'blessed', 'lifeGained',
    'lifeLost', 'battleEndedByEffect', 'battleEffectsEnded', 'attackerGone', 'blockerGone', 'judgeAsked', 'judgeRuled', 'playerLost',
    'attackStepEnded', 'effectFizzled',
    ...['noFlashTiming', 'notYourFlash', 'battleInProgress', 'notBlockStep', 'cannotAttack', 'noQuestion', 'attackStepOver', 'notInHand'].map((c) => `refused ${c}`),
  ],
};
