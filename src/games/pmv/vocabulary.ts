/**
 * Every event type, prompt kind and error code the Phantom Magic Vision module emits (the locales cover each).
 * The kernel's own events and codes are not listed: procedure.ts lists them once, and
 * defineVocabulary adds them.
 */
import type { KernelCode } from '../../engine/procedure.ts';

export const PMV_EVENTS = [
  'interferenceBegan',
  'attackDeclared',
  'defenceDeclared',
  'cardPlayed',
  'ambushDefence',
  'costPaid',
  'effectUsed',
  'interferenceResolving',
  'commandResolved',
  'effectResolved',
  'characterEntered',
  'effectFizzled',
  'slept',
  'activated',
  'modified',
  'damageDealt',
  'noDamage',
  'lifeLost',
  'lifeGained',
  'nothingTracked',
  'combatBegan',
  'defenceCancelled',
  'noCombatDamage',
  'damageTiming',
  'pierced',
  'becameKesshi',
  'kesshiAvoided',
  'toUnderworld',
  'grazeOffered',
  'grazeUnavailable',
  'grazed',
  'grazeDeclined',
  'combatDamageRemoved',
  'interferenceEnded',
  'mainPhaseEnded',
  'damageRemoved',
  'modifiersEnded',
  'playerLost',
  'gameDrawn',
] as const;

export const PMV_PROMPTS = ['pmv.priority', 'pmv.graze', 'pmv.judge', 'pmv.turnOver', 'pmv.gameOver'] as const;

/** The contract's codes (scenario-format.md, Phantom Magic Vision, Refusals), then two for input no file can hold. */
export const PMV_ERRORS = [
  'gameOver',
  'turnOver',
  'notYourPriority',
  'noPriority',
  'cannotAttack',
  'cannotDefend',
  'wrongTiming',
  'notAmbush',
  'notEnoughNodes',
  'cannotPay',
  'noGraze',
  'grazeAllOrNothing',
  'notInHand',
  'unknownTarget',
  'unknownPlayer',
  'unknownAction',
] as const;
/** With the kernel's own, which defineVocabulary adds to the list (a ruling when no question is open). */
export type PmvErrorCode = (typeof PMV_ERRORS)[number] | KernelCode;
