/**
 * Phantom Magic Vision random walks over the options that prompt(state) offers (attacks,
 * defences, plays with and without `defend`, manual effects, pass, advance, the graze offer, the
 * judge's options), mixed with random actions that may be illegal: one that is accepted is taken
 * as a step. The walk itself and the checks every game shares are engine/testing/walks.ts's; the
 * game's invariants (zones and moves, life, nodes and deck, nothing left 決死) are checks.ts's.
 */
import * as fc from 'fast-check';
import { loadStart, probeRandom, randomWalk, type WalkDef } from '../../engine/testing/walks.ts';
import { pmv } from '../../games/pmv/index.ts';
import type { PmvAction, PmvEvent, PmvState } from '../../games/pmv/types.ts';
import type { WalkSpec } from '../spec.ts';
import { checks } from './checks.ts';
import { legalAction, randomAction, setupArb } from './setup.ts';

const MAX_STEPS = 60;

export type PmvWalk = { readonly setup: unknown; readonly choices: readonly number[] };

const def: WalkDef<PmvState, PmvAction, PmvEvent> = {
  game: pmv,
  checks,
  probe: probeRandom(randomAction, 'take'),
  next: (_w, s, n) => legalAction(s, n),
  cards: (s) => s.order,
};

export const pmvWalks: WalkSpec<PmvWalk> = {
  game: 'pmv',
  module: pmv,
  input: fc.record({ setup: setupArb as fc.Arbitrary<unknown>, choices: fc.array(fc.nat(), { minLength: 5, maxLength: MAX_STEPS }) }),
  scenario: (input) => ({ rules: 'current', setup: input.setup }),
  walk: (input, run) => randomWalk(def, run, loadStart(pmv, input.setup), input.choices),
  checks,
  coverageRuns: 300,
  mustReach: [
    'attackDeclared', 'defenceDeclared', 'cardPlayed', 'ambushDefence', 'costPaid', 'effectUsed', 'commandResolved', 'characterEntered',
    'effectFizzled', 'modified', 'damageDealt', 'noDamage', 'pierced', 'becameKesshi', 'kesshiAvoided', 'toUnderworld', 'defenceCancelled',
    'noCombatDamage', 'grazeOffered', 'grazeUnavailable', 'grazed', 'grazeDeclined', 'combatDamageRemoved', 'judgeAsked', 'judgeRuled',
    'playerLost', 'mainPhaseEnded', 'lifeLost', 'lifeGained',
    ...['notYourPriority', 'noPriority', 'cannotAttack', 'cannotDefend', 'notAmbush', 'noGraze', 'notInHand', 'noQuestion', 'turnOver', 'gameOver', 'judgeFirst'].map((c) => `refused ${c}`),
  ],
};
