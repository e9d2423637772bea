/**
 * Battle Spirits random walks over the options that prompt(state) offers (attackers or ending
 * the step, blockers or no block, pass / advance / a usable magic card / a manual effect in a
 * flash timing, the judge's options), each step after a random action that is refused or left
 * aside. The walk itself is ../optionWalks.ts's, the checks every game shares
 * engine/testing/walks.ts's; the game's invariants (cores, zones, the prompt, ❺–❼) are checks.ts's.
 */
import { bs } from '../../games/bs/index.ts';
import { optionWalks } from '../optionWalks.ts';
import { checks } from './checks.ts';
import { anyKinds, legalAction, setupArb } from './setup.ts';

const MUST_REACH = [
  'attackDeclared', 'blockDeclared', 'noBlock', 'flashUsed', 'costPaid', 'lifeTaken', 'bpCompared', 'destroyed', 'blessed', 'lifeGained',
  'lifeLost', 'battleEndedByEffect', 'battleEffectsEnded', 'attackerGone', 'blockerGone', 'judgeAsked', 'judgeRuled', 'playerLost',
  'attackStepEnded', 'effectFizzled',
  ...['noFlashTiming', 'notYourFlash', 'battleInProgress', 'notBlockStep', 'cannotAttack', 'noQuestion', 'attackStepOver', 'notInHand'].map((c) => `refused ${c}`),
];

export const bsWalks = optionWalks(bs, checks, { setupArb, anyKinds, legalAction }, MUST_REACH);
