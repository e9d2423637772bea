/**
 * Every event type, prompt kind and error code the Battle Spirits module emits (the locales cover each).
 * The kernel's own events and codes are not listed: procedure.ts lists them once, and
 * defineVocabulary adds them.
 */
import type { KernelCode } from '../../engine/procedure.ts';

export const BS_EVENTS = [
  'attackDeclared',
  'attackStepEnded',
  'exhausted',
  'refreshed',
  'triggered',
  'effectFizzled',
  'flashUsed',
  'costPaid',
  'cardToTrash',
  'bpChanged',
  'symbolsChanged',
  'lifeLost',
  'lifeGained',
  'nothingTracked',
  'battleEndedByEffect',
  'blockDeclared',
  'noBlock',
  'lifeTaken',
  'bpCompared',
  'attackerGone',
  'blockerGone',
  'destroyed',
  'blessed',
  'battleEffectsEnded',
  'battleEnded',
  'playerLost',
] as const;

export const BS_PROMPTS = ['bs.attack', 'bs.block', 'bs.flash', 'bs.judge', 'bs.stepOver', 'bs.gameOver'] as const;

/** The contract's codes (scenario-format.md, Battle Spirits, Refusals), then two for input no file can hold. */
export const BS_ERRORS = [
  'noAttackStep',
  'attackStepOver',
  'battleInProgress',
  'notTurnPlayer',
  'cannotAttack',
  'notBlockStep',
  'notDefender',
  'cannotBlock',
  'mustBlock',
  'noFlashTiming',
  'notYourFlash',
  'notAFlash',
  'notInHand',
  'noTarget',
  'cannotPay',
  'gameOver',
  'unknownPlayer',
  'unknownAction',
] as const;
/** With the kernel's own, which defineVocabulary adds to the list (a ruling when no question is open). */
export type BsErrorCode = (typeof BS_ERRORS)[number] | KernelCode;
