/**
 * Every event type, prompt kind and error code the module may emit (for the locale test).
 * The kernel's own events and codes are not listed: procedure.ts lists them once, and
 * defineVocabulary adds them.
 */
import type { KernelCode } from '../../engine/procedure.ts';

export const MTG_EVENTS = [
  'stepSkipped',
  'attackerDeclared',
  'noAttackers',
  'tapped',
  'untapped',
  'blockerDeclared',
  'attackerUnblocked',
  'blockersOrdered',
  'attackersOrdered',
  'damageAssigned',
  'damageDealt',
  'damagePrevented',
  'lifeChanged',
  'loyaltyRemoved',
  'defenseRemoved',
  'destroyed',
  'destructionIgnored',
  'putIntoGraveyard',
  'exiled',
  'playerLost',
  'spellCast',
  'spellResolved',
  'effectFizzled',
  'ptChanged',
  'keywordGranted',
  'keywordRemoved',
  'removedFromCombat',
  'shieldCreated',
  'shieldAllCreated',
  'shieldAllCombatCreated',
  'combatEnded',
  'noCombatDamage',
  'regenerated',
  'regenerationShield',
  'poisoned',
  'countersPlaced',
  'commanderDamage',
  'playerLeft',
  'leftGame',
  'gameDrawn',
  'controlChanged',
  'stoppedBeingCreature',
] as const;

export const MTG_PROMPTS = [
  'mtg.declareAttackers',
  'mtg.declareBlockers',
  'mtg.orderBlockers',
  'mtg.orderAttackers',
  'mtg.assignDamage',
  'mtg.priority',
  'mtg.gameOver',
  'mtg.combatOver',
] as const;

export const MTG_ERRORS = [
  // who and when
  'gameOver',
  'combatOver',
  'decisionPending',
  'notYourPriority',
  'notNow',
  'notActivePlayer',
  'notDefendingPlayer',
  'notYourDecision',
  'noDamageOrder',
  // attacks
  'notYourCreature',
  'attackerTapped',
  'summoningSick',
  'defenderCantAttack',
  'duplicateAttacker',
  'illegalAttackTarget',
  'attackOwnBattle',
  'battleCantAttack',
  'attackAlone',
  // blocks
  'blocksOnlyOne',
  'blockerTapped',
  'cantBlock',
  'notAttacking',
  'unblockable',
  'flyingBlock',
  'menace',
  'minBlockers',
  'blockLimit',
  'battleCantBlock',
  'notAttackingYou',
  'protectionBlock',
  'blockQuality',
  'blockAlone',
  'blockRequirement',
  'badOrder',
  'alreadyOrdered',
  // damage
  'damageTotal',
  'illegalDamageTarget',
  'damageOrder',
  'trampleNeedsLethal',
  'damageSourceNotChoosing',
  'damageSourceMissing',
  // effects
  'illegalTarget',
  'protectionTarget',
] as const;

/**
 * The reasons the declaration prompts give for what they leave out ("why not?", prompt.excluded),
 * each worded as `excluded.<code>` in the locales: the refusal codes of the attack and block checks,
 * and where a trampler's excess can't go.
 */
export const MTG_EXCLUDED = [
  'attackerTapped',
  'summoningSick',
  'defenderCantAttack',
  'battleCantAttack',
  'attackOwnBattle',
  'blockerTapped',
  'battleCantBlock',
  'cantBlock',
  'unblockable',
  'flyingBlock',
  'protectionBlock',
  'blockQuality',
  'trampleNotPastPlaneswalker',
  'trampleNotPastBattle',
] as const;
export type MtgExcludedCode = (typeof MTG_EXCLUDED)[number];
/** With the kernel's own, which defineVocabulary adds to the list (a ruling when no question is open). */
export type MtgErrorCode = (typeof MTG_ERRORS)[number] | KernelCode;
