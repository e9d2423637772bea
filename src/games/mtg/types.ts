/**
 * Magic: The Gathering combat (CR 506-511): the data the module works on.
 *
 * This file is the contract between the MTG rules (src/games/mtg), the scenario format
 * (src/scenario), the store and the UI. Everything here is plain, readonly, JSON-safe data.
 */
import type { KernelCode, KernelEvent, ProcedureState } from '../../engine/procedure.ts';
import type { EffectOption, EngineError, EventBase, Excluded, GameModule, ObjectId, PlayerId, PromptBase, RuleRef, ViewBase } from '../../engine/types.ts';
import type { MtgErrorCode } from './vocabulary.ts';
import { MTG_MANIFEST } from './manifest.ts';

/**
 * 2026-09: the Comprehensive Rules effective 2026-09-25, the newest text our sources reach (no
 * order; keyword actions renumbered). 2024-11: Foundations, no order. 2023-11: CR 20231117 with
 * damage assignment order. The newest comes first: the start screen offers it first.
 */
export const MTG_EDITIONS = MTG_MANIFEST.editions;
export type MtgEdition = (typeof MTG_EDITIONS)[number];

export const MTG_KEYWORDS = [
  'flying',
  'reach',
  'menace',
  'first strike',
  'double strike',
  'trample',
  'deathtouch',
  'lifelink',
  'vigilance',
  'indestructible',
  'defender',
  'haste',
  "can't block",
  'unblockable',
  'infect',
  'wither',
  'trample over planeswalkers',
  'must be blocked by all',
  'must block',
  "can't attack alone",
  "can't block alone",
] as const;
export type Keyword = (typeof MTG_KEYWORDS)[number];

export const PERMANENT_TYPES = ['creature', 'planeswalker', 'battle', 'artifact', 'enchantment', 'land'] as const;
export type PermanentType = (typeof PERMANENT_TYPES)[number];

/** `left`: removed from the game with its owner, who left it (800.4a). */
export type Zone = 'battlefield' | 'graveyard' | 'exile' | 'left';

export const COLOURS = ['white', 'blue', 'black', 'red', 'green'] as const;
export type Colour = (typeof COLOURS)[number];

/** What protection (702.16) and "can't be blocked except by" name: a colour, a card type, or everything. */
export const PROTECTION_QUALITIES = [...COLOURS, ...PERMANENT_TYPES, 'everything'] as const;
export type ProtectionQuality = (typeof PROTECTION_QUALITIES)[number];
/** A quality a blocker may need to block a creature: a colour, a type or a keyword ("except by creatures with flying"). */
export type BlockQuality = Colour | PermanentType | Keyword;

export const MTG_STEPS = [
  'beginning-of-combat',
  'declare-attackers',
  'declare-blockers',
  'first-strike-damage',
  'combat-damage',
  'end-of-combat',
  'after-combat',
] as const;
export type Step = (typeof MTG_STEPS)[number];

export type Permanent = {
  readonly id: ObjectId;
  readonly name: string;
  readonly controller: PlayerId;
  readonly owner: PlayerId;
  readonly zone: Zone; // exactly one zone at a time
  readonly types: readonly PermanentType[];
  readonly basePower: number; // printed power (creatures), 0 otherwise
  readonly baseToughness: number;
  readonly powerBonus: number; // until-end-of-turn changes from manual effects
  readonly toughnessBonus: number;
  readonly loyalty: number; // planeswalkers
  readonly defense: number; // battles
  readonly protector: PlayerId | null; // battles: who defends it (310.8)
  readonly keywords: readonly Keyword[];
  readonly damage: number; // damage marked this turn (120.3e)
  readonly deathtouched: boolean; // dealt deathtouch damage since state-based actions were last checked (704.5h)
  readonly tapped: boolean;
  readonly summoningSick: boolean; // not continuously controlled since the turn began (302.6)
  readonly prevention: number; // the next N damage to it this turn is prevented (615)
  readonly preventAll: 'none' | 'all' | 'combat'; // prevent all (combat) damage to it this turn
  /** The next N combat damage to it this turn is prevented (a `prevent` effect with combatOnly). */
  readonly combatPrevention?: number;
  readonly colours: readonly Colour[];
  /** Protection from these qualities (702.16). */
  readonly protection: readonly ProtectionQuality[];
  /** How many creatures it can block (509.1a: one, unless an effect allows more). */
  readonly blockLimit: number | 'any';
  /** It can't be blocked except by this many creatures or more (menace is 2, 702.111b). */
  readonly minBlockers: number;
  /** It can't be blocked except by creatures with one of these qualities (509.1b). */
  readonly blockableOnlyBy: readonly BlockQuality[];
  /** Toxic N (702.164): combat damage to a player also gives N poison counters. */
  readonly toxic: number;
  /** -1/-1 counters (from wither or infect damage, 120.3d). */
  readonly minusCounters: number;
  /** Regeneration shields (701.15): the next destruction is replaced. */
  readonly regeneration: number;
  /** A commander (903.3): combat damage it deals to a player is counted (903.10a). */
  readonly commander: boolean;
};

export type Player = {
  readonly id: PlayerId;
  readonly life: number;
  readonly lost: boolean;
  /** Left the game (800.4a): lost in a game that goes on without them. */
  readonly left: boolean;
  readonly poison: number;
  /** Combat damage dealt to this player by each commander over the game (903.10a). */
  readonly commanderDamage: Readonly<Record<ObjectId, number>>;
  readonly prevention: number;
  readonly preventAll: 'none' | 'all' | 'combat';
  readonly combatPrevention?: number;
};

/** What an attacker attacks: a player, a planeswalker or a battle (508.1b). */
export type AttackTarget = ObjectId | PlayerId;

export type AttackerInfo = {
  readonly id: ObjectId;
  readonly target: AttackTarget;
  readonly blocked: boolean; // stays blocked even if its blockers leave (509.1h, 506.4)
  readonly blockers: readonly ObjectId[]; // in damage assignment order where the edition uses one
};

export type BlockerInfo = {
  readonly id: ObjectId;
  readonly blocking: readonly ObjectId[]; // the attackers it blocks, ordered where the edition uses one
};

export type Combat = {
  readonly attackers: readonly AttackerInfo[]; // in declaration order
  readonly blockers: readonly BlockerInfo[];
  /** Creatures that had first or double strike when the first-strike damage step began (510.4). */
  readonly firstStrikers: readonly ObjectId[];
  /** Whether a first-strike damage step happens in this combat (510.4). */
  readonly firstStrikeStep: boolean;
  /** True when the active player declared no attackers: 508.8 skips blockers and damage. */
  readonly noAttackers?: boolean;
  /** Attackers (509.2) and blockers (509.3) whose damage assignment order has been announced (2023-11). */
  readonly ordered?: readonly ObjectId[];
  /** Defending players who have declared their blocks (each declares their own, 509.1; multiplayer 802.4). */
  readonly blocksDeclared?: readonly PlayerId[];
};

/** Manual effects standing in for card text (scenario-format.md). */
export type Effect =
  | { readonly kind: 'pump'; readonly target: ObjectId; readonly power: number; readonly toughness: number }
  | { readonly kind: 'damage'; readonly target: ObjectId | PlayerId; readonly amount: number; readonly source?: ObjectId }
  /** Damage to several targets at once (one event, 120.3 for each). */
  | {
      readonly kind: 'damageEach';
      readonly targets: readonly { readonly target: ObjectId | PlayerId; readonly amount: number }[];
      readonly source?: ObjectId;
    }
  | { readonly kind: 'regenerate'; readonly target: ObjectId }
  | { readonly kind: 'gainControl'; readonly target: ObjectId; readonly player: PlayerId }
  | { readonly kind: 'loseCreatureType'; readonly target: ObjectId }
  | { readonly kind: 'poison'; readonly player: PlayerId; readonly amount: number }
  | { readonly kind: 'destroy'; readonly target: ObjectId }
  | { readonly kind: 'exile'; readonly target: ObjectId }
  | { readonly kind: 'grant'; readonly target: ObjectId; readonly keyword: Keyword }
  | { readonly kind: 'removeKeyword'; readonly target: ObjectId; readonly keyword: Keyword }
  | { readonly kind: 'removeFromCombat'; readonly target: ObjectId }
  | {
      readonly kind: 'prevent';
      readonly target: ObjectId | PlayerId;
      readonly amount: number | 'all';
      readonly combatOnly?: boolean;
    }
  | { readonly kind: 'life'; readonly player: PlayerId; readonly amount: number }
  | { readonly kind: 'tap' | 'untap'; readonly target: ObjectId };

export type StackObject = {
  readonly id: string; // "s1", "s2", ... in casting order
  readonly controller: PlayerId;
  readonly name: string;
  readonly effect: Effect;
  /** The colours of the spell (protection, 702.16b). */
  readonly colours?: readonly Colour[];
};

/**
 * What the procedure waits for before priority is given in the current step. The turn-based
 * actions of 508.1, 509.1-509.3 and 510.1 are decisions, not priority.
 */
export type Pending =
  | { readonly kind: 'declareAttackers'; readonly player: PlayerId } // the active player, 508.1
  | { readonly kind: 'declareBlockers'; readonly player: PlayerId } // the defending player, 509.1
  | { readonly kind: 'orderBlockers'; readonly player: PlayerId; readonly attacker: ObjectId } // 2023-11 only, 509.2
  | { readonly kind: 'orderAttackers'; readonly player: PlayerId; readonly blocker: ObjectId } // 2023-11 only, 509.3
  | { readonly kind: 'assignDamage'; readonly player: PlayerId }; // 510.1, when a choice exists

/**
 * The procedure's fields (step, priority and why it was given, pending, stack, judge, gameOver,
 * ended: src/engine/procedure.ts) plus the board and the combat. `ended`: the combat phase is over.
 */
export type MtgState = ProcedureState<Step, StackObject, Pending> & {
  readonly edition: MtgEdition;
  readonly players: Readonly<Record<PlayerId, Player>>;
  readonly objects: Readonly<Record<ObjectId, Permanent>>; // indexed by id: the hot path copies one entry
  readonly order: readonly ObjectId[]; // stable display order of objects
  readonly combat: Combat;
  readonly nextStackId: number;
  /** Combat damage assigned so far in this damage step, dealt all at once (510.1, 510.2). */
  readonly assigned?: readonly { readonly source: ObjectId; readonly target: ObjectId | PlayerId; readonly amount: number }[];
};

// ---------------------------------------------------------------------------------------------
// Actions: exactly the scenario file's action objects (scenario-format.md).

export type DamageAssignment = {
  readonly source: ObjectId;
  readonly to: readonly { readonly target: ObjectId | PlayerId; readonly amount: number }[];
};

export type MtgAction =
  | { readonly type: 'pass'; readonly by: PlayerId }
  | { readonly type: 'advance'; readonly by: PlayerId; readonly until?: 'decision' }
  | {
      readonly type: 'declareAttackers';
      readonly by: PlayerId;
      readonly attackers: readonly { readonly id: ObjectId; readonly target: AttackTarget }[];
    }
  | {
      readonly type: 'declareBlockers';
      readonly by: PlayerId;
      readonly blockers: readonly { readonly id: ObjectId; readonly blocks: ObjectId }[];
    }
  | { readonly type: 'orderBlockers'; readonly by: PlayerId; readonly attacker: ObjectId; readonly order: readonly ObjectId[] }
  | { readonly type: 'orderAttackers'; readonly by: PlayerId; readonly blocker: ObjectId; readonly order: readonly ObjectId[] }
  | { readonly type: 'assignDamage'; readonly by: PlayerId; readonly assignments: readonly DamageAssignment[] }
  | { readonly type: 'cast'; readonly by: PlayerId; readonly name?: string; readonly effect: Effect; readonly colours?: readonly Colour[] };

// ---------------------------------------------------------------------------------------------
// Prompts: one decision at a time, with the legal options the UI renders.

export type AttackCandidate = { readonly id: ObjectId; readonly targets: readonly AttackTarget[] };
/** `limit`: how many attackers it may block at once (509.1a). */
export type BlockCandidate = { readonly id: ObjectId; readonly canBlock: readonly ObjectId[]; readonly limit: number | 'any' };

/** One source that must divide its combat damage, with what the rules require of the split. */
export type DamageSourceOption = {
  readonly source: ObjectId;
  readonly amount: number; // the combat damage it assigns (its power)
  /** Creatures it may assign to, in assignment order where the edition has one, with lethal damage for each (510.1c-d, 702.2c). */
  readonly recipients: readonly { readonly target: ObjectId; readonly lethal: number }[];
  /** With trample: the player, planeswalker or battle excess may go to (702.19b; 702.19f keeps it off a planeswalker's controller), else null. */
  readonly trampleTo: AttackTarget | null;
  /** Trample over planeswalkers (702.19c): the attacked planeswalker's controller, who may get what is left after its loyalty; else null. */
  readonly beyond: PlayerId | null;
  /** The trample rule that lets damage past the blockers (702.19b, or 702.19c over a planeswalker), in the edition's numbering; null without trample. */
  readonly trampleRule: RuleRef | null;
  /** A legal split to start from: lethal damage to each recipient in turn, the rest to the trample target or the last one. */
  readonly suggested: readonly { readonly target: ObjectId | PlayerId; readonly amount: number }[];
};

export type EffectKind = Effect['kind'];

export type MtgPrompt =
  | (PromptBase & {
      readonly kind: 'mtg.declareAttackers';
      readonly player: PlayerId;
      readonly candidates: readonly AttackCandidate[];
      /** The active player's creatures that can't attack, and the battles they protect that none may attack (`from`), each with its rule. */
      readonly excluded: readonly Excluded[];
    })
  | (PromptBase & {
      readonly kind: 'mtg.declareBlockers';
      readonly player: PlayerId;
      readonly candidates: readonly BlockCandidate[];
      /** Attackers that need two or more blockers if blocked at all (menace, 702.111b). */
      readonly menace: readonly ObjectId[];
      /** Attackers that need at least this many blockers if blocked at all (menace generalised). */
      readonly minBlockers: Readonly<Record<ObjectId, number>>;
      /** The attackers this player may block: those attacking them, their planeswalkers and the battles they protect. */
      readonly attackers: readonly ObjectId[];
      /** A block that obeys every requirement it can (509.1c), to start from; empty when no requirement applies. */
      readonly suggested: readonly { readonly id: ObjectId; readonly blocks: ObjectId }[];
      /** The player's creatures that can't block at all, or can't block one attacker (`from`), each with its rule. */
      readonly excluded: readonly Excluded[];
      /** With more than two players, the rule that makes this the player's own declaration, for what attacks them (802.4); null with two. */
      readonly perPlayer: RuleRef | null;
    })
  | (PromptBase & {
      readonly kind: 'mtg.orderBlockers';
      readonly player: PlayerId;
      readonly attacker: ObjectId;
      readonly blockers: readonly ObjectId[];
      /** Every attacker whose order is still to announce: any may go first (509.2 fixes none). */
      readonly waiting: readonly ObjectId[];
    })
  | (PromptBase & {
      readonly kind: 'mtg.orderAttackers';
      readonly player: PlayerId;
      readonly blocker: ObjectId;
      readonly attackers: readonly ObjectId[];
      readonly waiting: readonly ObjectId[];
    })
  | (PromptBase & {
      readonly kind: 'mtg.assignDamage';
      readonly player: PlayerId;
      readonly sources: readonly DamageSourceOption[];
      /** Who a trampler's excess can't reach (`from`: the trampler): the controller of the planeswalker it attacks (702.19f), the protector of the battle (702.19b). */
      readonly excluded: readonly Excluded[];
    })
  | (PromptBase & {
      readonly kind: 'mtg.priority';
      readonly player: PlayerId;
      readonly step: Step;
      readonly stackSize: number;
      /** The manual effects that may be cast now, each with its fields and their legal targets (601.2c). */
      readonly effects: readonly EffectOption[];
    })
  | (PromptBase & { readonly kind: 'mtg.gameOver'; readonly player: null; readonly losers: readonly PlayerId[]; readonly draw: boolean })
  /** The combat phase is over (511.3): nothing more for this referee to decide. */
  | (PromptBase & { readonly kind: 'mtg.combatOver'; readonly player: null });

// ---------------------------------------------------------------------------------------------
// Events: every one cites its rule.

type Ev<T extends string, Extra = object> = EventBase & { readonly type: T; readonly rule: RuleRef } & Extra;

export type MtgEvent =
  | KernelEvent<Step>
  | Ev<'stepSkipped', { readonly step: Step }>
  | Ev<'attackerDeclared', { readonly id: ObjectId; readonly target: AttackTarget }>
  | Ev<'noAttackers'>
  | Ev<'tapped', { readonly id: ObjectId }>
  | Ev<'untapped', { readonly id: ObjectId }>
  | Ev<'blockerDeclared', { readonly id: ObjectId; readonly attacker: ObjectId }>
  | Ev<'attackerUnblocked', { readonly id: ObjectId }>
  | Ev<'blockersOrdered', { readonly attacker: ObjectId; readonly order: readonly ObjectId[] }>
  | Ev<'attackersOrdered', { readonly blocker: ObjectId; readonly order: readonly ObjectId[] }>
  | Ev<'damageAssigned', { readonly source: ObjectId; readonly target: ObjectId | PlayerId; readonly amount: number }>
  | Ev<'damageDealt', { readonly source: ObjectId | null; readonly target: ObjectId | PlayerId; readonly amount: number; readonly combat: boolean }>
  | Ev<'damagePrevented', { readonly source: ObjectId | null; readonly target: ObjectId | PlayerId; readonly amount: number }>
  | Ev<'lifeChanged', { readonly player: PlayerId; readonly amount: number; readonly life: number }>
  | Ev<'loyaltyRemoved', { readonly id: ObjectId; readonly amount: number; readonly loyalty: number }>
  | Ev<'defenseRemoved', { readonly id: ObjectId; readonly amount: number; readonly defense: number }>
  | Ev<'destroyed', { readonly id: ObjectId }>
  | Ev<'destructionIgnored', { readonly id: ObjectId }> // indestructible (702.12b)
  | Ev<'putIntoGraveyard', { readonly id: ObjectId }>
  | Ev<'exiled', { readonly id: ObjectId }>
  | Ev<'playerLost', { readonly player: PlayerId }>
  | Ev<'spellCast', { readonly stackId: string; readonly player: PlayerId; readonly name: string; readonly effect: Effect }>
  | Ev<'spellResolved', { readonly stackId: string; readonly name: string }>
  | Ev<'effectFizzled', { readonly stackId: string; readonly name: string }>
  | Ev<'ptChanged', { readonly id: ObjectId; readonly power: number; readonly toughness: number }>
  | Ev<'keywordGranted', { readonly id: ObjectId; readonly keyword: Keyword }>
  | Ev<'keywordRemoved', { readonly id: ObjectId; readonly keyword: Keyword }>
  | Ev<'removedFromCombat', { readonly id: ObjectId }>
  | Ev<'shieldCreated', { readonly target: ObjectId | PlayerId; readonly amount: number | 'all'; readonly combatOnly: boolean }>
  /** A prevent-all shield gets its own words: "the next all damage" reads badly in any language. */
  | Ev<'shieldAllCreated', { readonly target: ObjectId | PlayerId }>
  | Ev<'shieldAllCombatCreated', { readonly target: ObjectId | PlayerId }>
  | Ev<'combatEnded'>
  /** A blocked creature with no blocker left and no trample assigns no combat damage (510.1c). */
  | Ev<'noCombatDamage', { readonly id: ObjectId }>
  | Ev<'regenerated', { readonly id: ObjectId }>
  | Ev<'regenerationShield', { readonly id: ObjectId }>
  | Ev<'poisoned', { readonly player: PlayerId; readonly amount: number; readonly total: number }>
  | Ev<'countersPlaced', { readonly id: ObjectId; readonly amount: number }>
  | Ev<'commanderDamage', { readonly player: PlayerId; readonly commander: ObjectId; readonly total: number }>
  | Ev<'playerLeft', { readonly player: PlayerId }>
  | Ev<'leftGame', { readonly id: ObjectId }>
  | Ev<'gameDrawn'>
  | Ev<'controlChanged', { readonly id: ObjectId; readonly player: PlayerId }>
  | Ev<'stoppedBeingCreature', { readonly id: ObjectId }>;

export type MtgEventType = MtgEvent['type'];

export type MtgError = EngineError<MtgErrorCode>;

/** The outcome view that scenario `expect` blocks match (scenario-format.md, "Summary"). */
export type MtgSummary = {
  readonly step: Step;
  readonly life: Readonly<Record<PlayerId, number>>;
  readonly losers: readonly PlayerId[];
  /** Every player lost at once (104.4a). */
  readonly draw: boolean;
  /** Players with poison counters. */
  readonly poison: Readonly<Record<PlayerId, number>>;
  /** Per player, the combat damage each commander has dealt them (only non-zero). */
  readonly commanderDamage: Readonly<Record<PlayerId, Readonly<Record<ObjectId, number>>>>;
  /** Who attacks what, and who blocks which attackers, while combat lasts. */
  readonly attacking: Readonly<Record<ObjectId, AttackTarget>>;
  readonly blocking: Readonly<Record<ObjectId, readonly ObjectId[]>>;
  /** Permanents with -1/-1 counters. */
  readonly counters: Readonly<Record<ObjectId, number>>;
  readonly battlefield: readonly ObjectId[];
  readonly graveyard: readonly ObjectId[];
  readonly exile: readonly ObjectId[];
  /** Objects that left the game with their owner (800.4a). */
  readonly left: readonly ObjectId[];
  readonly damage: Readonly<Record<ObjectId, number>>;
  readonly tapped: readonly ObjectId[];
  readonly loyalty: Readonly<Record<ObjectId, number>>;
  readonly defense: Readonly<Record<ObjectId, number>>;
  readonly stack: readonly string[];
};

// ---------------------------------------------------------------------------------------------
// The view: derived figures the board draws (view(state)).

export type PermanentView = {
  readonly id: ObjectId;
  readonly name: string;
  readonly controller: PlayerId;
  readonly zone: Zone;
  readonly types: readonly PermanentType[];
  readonly keywords: readonly Keyword[];
  /** Current power and toughness (creatures), loyalty (planeswalkers), defense (battles). */
  readonly power: number | null;
  readonly toughness: number | null;
  readonly loyalty: number | null;
  readonly defense: number | null;
  readonly damage: number;
  readonly tapped: boolean;
  readonly summoningSick: boolean;
  readonly colours: readonly Colour[];
  readonly protection: readonly ProtectionQuality[];
  readonly commander: boolean;
  readonly minusCounters: number;
  readonly blockLimit: number | 'any';
  readonly minBlockers: number;
  readonly toxic: number;
  /** A battle's protector (310.8), who defends it; null for anything else. */
  readonly protector: PlayerId | null;
};

export type AttackerView = {
  readonly id: ObjectId;
  readonly target: AttackTarget;
  /** null before blockers are declared. */
  readonly blocked: boolean | null;
  readonly blockers: readonly ObjectId[];
};

export type MtgView = ViewBase & {
  readonly permanents: Readonly<Record<ObjectId, PermanentView>>;
  readonly attackers: readonly AttackerView[];
};

/** The module's type as the UI binds to it (src/ui/kit/binding.ts). */
export type MtgModule = GameModule<MtgState, MtgAction, MtgEvent, MtgPrompt, MtgSummary, MtgView, MtgErrorCode | KernelCode>;
