/**
 * Phantom Magic Vision random walks over the options that prompt(state) offers (attacks,
 * defences, plays with and without `defend`, manual effects, pass, advance, the graze offer, the
 * judge's options), mixed with random actions that may be illegal: one that is accepted is taken
 * as a step. The walk itself is ../optionWalks.ts's, the checks every game shares
 * engine/testing/walks.ts's; the game's invariants (zones and moves, life, nodes and deck, nothing
 * left 決死) are checks.ts's.
 */
import { pmv } from '../../games/pmv/index.ts';
import { optionWalks } from '../optionWalks.ts';
import { checks } from './checks.ts';
import { anyKinds, legalAction, setupArb } from './setup.ts';

const MUST_REACH = [
  'attackDeclared', 'defenceDeclared', 'cardPlayed', 'ambushDefence', 'costPaid', 'effectUsed', 'commandResolved', 'characterEntered',
  'effectFizzled', 'modified', 'damageDealt', 'noDamage', 'pierced', 'becameKesshi', 'kesshiAvoided', 'toUnderworld', 'defenceCancelled',
  'noCombatDamage', 'grazeOffered', 'grazeUnavailable', 'grazed', 'grazeDeclined', 'combatDamageRemoved', 'judgeAsked', 'judgeRuled',
  'playerLost', 'mainPhaseEnded', 'lifeLost', 'lifeGained',
  ...['notYourPriority', 'noPriority', 'cannotAttack', 'cannotDefend', 'notAmbush', 'noGraze', 'notInHand', 'noQuestion', 'turnOver', 'gameOver', 'judgeFirst'].map((c) => `refused ${c}`),
];

export const pmvWalks = optionWalks(pmv, checks, { setupArb, anyKinds, legalAction }, MUST_REACH, 'take');
