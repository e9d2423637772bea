/**
 * Flesh and Blood combat (Comprehensive Rules section 7): the data the module works on.
 *
 * The contract between the FaB rules (src/games/fab), the scenario format, the store and the
 * UI. Everything here is plain, readonly, JSON-safe data; cards are indexed by id so a
 * transition copies only the entries it changes.
 */
import type { KernelCode, KernelEvent, ProcedureState } from '../../engine/procedure.ts';
import type { EffectOption, EngineError, EventBase, Excluded, GameModule, ObjectId, PlayerId, PromptBase, RuleRef, ViewBase } from '../../engine/types.ts';
import type { FabErrorCode } from './vocabulary.ts';
import { FAB_MANIFEST } from './manifest.ts';

export const FAB_EDITIONS = FAB_MANIFEST.editions;
export type FabEdition = (typeof FAB_EDITIONS)[number];

/** Keywords as written in a scenario; the ones with a number (`piercing 1`, `ward 3`) carry it in the card's `n`. */
export const FAB_KEYWORDS = [
  'go again',
  'dominate',
  'overpower',
  'piercing',
  'blade break',
  'battleworn',
  'temper',
  'spectra',
  'ambush',
  'arcane barrier',
  'spellvoid',
  'ward',
  'quell',
  'phantasm',
  'mirage',
] as const;
export type Keyword = (typeof FAB_KEYWORDS)[number];

export const CARD_TYPES = [
  'action',
  'attack',
  'weapon',
  'equipment',
  'attack reaction',
  'defense reaction',
  'instant',
  'aura',
  'item',
  'resource',
  'ally',
] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** Zones a scenario may start a card in. */
export const SETUP_ZONES = ['hand', 'arsenal', 'weapon', 'equipment', 'arena', 'graveyard'] as const;
/** `stack` and `chain` are where played cards go; `pitch` holds cards pitched for resources. */
export type Zone = (typeof SETUP_ZONES)[number] | 'pitch' | 'stack' | 'chain';

export const FAB_STEPS = ['layer', 'attack', 'defend', 'reaction', 'damage', 'resolution', 'close', 'closed'] as const;
export type Step = (typeof FAB_STEPS)[number];

/** `chainLink` stands for "this chain link": the active link's attack (7.0.3d). */
export const CHAIN_LINK = 'chainLink';

/** How long a manual power or defense change lasts (7.0.3d, 7.0.2b); "turn" outlives the chain. */
export const DURATIONS = ['chainLink', 'combatChain', 'turn'] as const;
export type Duration = (typeof DURATIONS)[number];

/** Keywords an effect may grant (until the chain closes): those that change what defends or what resolves. */
export const GRANTABLE = ['go again', 'dominate', 'overpower'] as const;
export type Grantable = (typeof GRANTABLE)[number];

/** Manual effects standing in for card text (scenario-format.md). */
export type Effect =
  | { readonly kind: 'power'; readonly target: ObjectId; readonly amount: number; readonly until?: Duration }
  | { readonly kind: 'defense'; readonly target: ObjectId; readonly amount: number; readonly until?: Duration }
  | { readonly kind: 'prevent'; readonly player: PlayerId; readonly amount: number }
  | { readonly kind: 'goAgain'; readonly target: ObjectId }
  | { readonly kind: 'keyword'; readonly target: ObjectId; readonly keyword: Grantable }
  | { readonly kind: 'damage'; readonly player: PlayerId | ObjectId; readonly amount: number; readonly arcane?: boolean }
  | { readonly kind: 'destroy'; readonly target: ObjectId }
  | { readonly kind: 'extraAttack'; readonly target: ObjectId };
export type EffectKind = Effect['kind'];
export const EFFECT_KINDS = ['power', 'defense', 'prevent', 'goAgain', 'keyword', 'damage', 'destroy', 'extraAttack'] as const satisfies readonly EffectKind[];

/** When a card's manual trigger fires (its text, "when this ..."), in the words of section 7. */
export const TRIGGER_WHEN = ['attack', 'defend', 'hit', 'linkResolves', 'chainCloses'] as const;
export type TriggerWhen = (typeof TRIGGER_WHEN)[number];

/** A triggered ability written on a card: when it fires and what it does. */
export type Trigger = { readonly when: TriggerWhen; readonly effect: Effect; readonly name?: string };

/** The triggers the rules put on a card by keyword (8.3.2, 8.3.3, 8.3.10, 8.3.13, 8.3.14b, 8.3.25). */
export type KeywordTrigger = 'blade break' | 'battleworn' | 'temper' | 'phantasm' | 'mirage' | 'spectra';

/** A power or defense change with its duration: `link` is the chain link it was made on (7.0.3d). */
export type Modifier = { readonly stat: 'power' | 'defense'; readonly amount: number; readonly until: Duration; readonly link: number };

export type FabCard = {
  readonly id: ObjectId;
  readonly name: string;
  readonly owner: PlayerId;
  readonly zone: Zone; // exactly one zone at a time
  readonly types: readonly CardType[];
  readonly keywords: readonly Keyword[];
  readonly n: Readonly<Partial<Record<Keyword, number>>>; // N of `piercing N`, `ward N`, ...
  readonly power: number | null; // printed power; null: none
  readonly defense: number | null; // printed defense; null: no defense value (0 is a value, 7.3.2b)
  readonly life: number | null; // allies: their life total (damage lowers it)
  readonly cost: number;
  readonly pitch: number | null; // null or 0: cannot be pitched
  readonly attackCost: number; // weapons: the resource cost of their attack
  readonly effect: Effect | null; // happens when the card resolves
  readonly triggers: readonly Trigger[];
  readonly illusionist: boolean; // phantasm and mirage spare Illusionist attacks (8.3.13, 8.3.25)
  readonly asInstant: boolean; // an action an effect lets be played as though it were an instant (8.1.1d)
  readonly attackLimit: number | null; // weapons and allies: attacks a turn ("once per turn", 5.2.1a); null: no limit
  readonly attacksThisTurn: number;
  readonly extraAttacks: number; // additional attacks effects granted this turn (5.2.3c)
  readonly mods: readonly Modifier[]; // power/defense changes in timestamp order (6.3.4)
  readonly defenseCounters: number; // -1 defense counters (battleworn, temper): they stay
  readonly granted: readonly Grantable[]; // keywords granted until the combat chain closes
};

export type FabPlayer = {
  readonly id: PlayerId;
  readonly life: number;
  readonly actionPoints: number;
  readonly resources: number; // the resource pool
  readonly prevention: number; // the next N damage to this hero is prevented
  readonly lost: boolean;
};

export type Defender = {
  readonly card: ObjectId;
  readonly player: PlayerId; // who defended with it (7.0.5a)
  readonly fromHand: boolean; // dominate counts cards from hand
  readonly alone: boolean; // 7.0.5e: the only card put on the link in its event
};

export type ChainLink = {
  readonly attack: ObjectId; // the attack card, or the weapon whose attack proxy this is
  readonly proxy: boolean; // 7.2.3b
  readonly attacker: PlayerId; // the attacking player (7.2.4a)
  readonly attackingHero: PlayerId | null; // null when an ally attacks (8.2.8c)
  readonly target: PlayerId | ObjectId; // a hero's player id, or a spectra card
  readonly defendingHero: PlayerId | null; // 7.2.4b: null when the target is not a hero
  readonly defenders: readonly Defender[]; // in the order they became defending cards
  readonly damage: number; // damage the attack dealt to its target
  readonly hit: boolean; // 7.5.5d
  readonly resolved: boolean; // 7.6.2
  readonly attackGone: boolean; // the active attack ceased to exist (7.7.2c)
  readonly fired: readonly ObjectId[]; // cards whose phantasm or mirage has met its condition on this link (they trigger once)
};

export type LayerKind = 'attack' | 'card' | 'effect' | 'trigger';

export type Layer = {
  readonly id: string; // "L1", "L2", ... in the order they were added
  readonly kind: LayerKind;
  readonly controller: PlayerId;
  readonly name: string;
  readonly card: ObjectId | null; // the card (attack, reaction, instant) or weapon (attack proxy)
  readonly proxy: boolean; // a weapon's attack proxy (7.2.3b)
  readonly target: PlayerId | ObjectId | null; // attacks only
  readonly effect: Effect | null; // manual effects and triggers; cards carry their own
  readonly keyword: KeywordTrigger | null; // a keyword's own trigger (blade break, temper, ...)
  readonly asInstant: boolean; // an action played as though it were an instant (8.1.1d)
  readonly from: Zone | null; // where a played card came from (a defense reaction from arsenal is not "from hand", 8.3.4)
};

/** Damage about to be dealt, waiting for the hero's choice of prevention (8.3.8, 8.3.15, 8.3.19, 8.3.20). */
export type PendingDamage = {
  readonly player: PlayerId;
  readonly amount: number;
  readonly arcane: boolean;
  readonly source: ObjectId | null;
  readonly combat: boolean; // the attack's damage in the damage step (a hit if any is dealt, 7.5.5)
  readonly layer: string | null; // the layer that deals it (effects)
  readonly rest?: Layer; // an action whose resolution goes on once the damage is dealt (go again, 8.3.5a)
};

/**
 * Decisions other than priority: declaring defending cards (7.3.2); the order of one's own
 * triggers (1.10.2d); which prevention to use against damage about to be dealt.
 */
export type Pending =
  | { readonly kind: 'defend'; readonly player: PlayerId }
  | { readonly kind: 'order'; readonly player: PlayerId; readonly triggers: readonly Layer[] }
  | { readonly kind: 'prevent'; readonly player: PlayerId; readonly damage: PendingDamage };

/**
 * The judge's answer on mirage (8.3.25): the rules call it a static ability yet word it as a
 * trigger ("when this is defending ..."), and do not say whether it uses the stack. Destroy the
 * card at once, or put a trigger on the stack that checks again as it resolves.
 */
export type MirageRuling = 'destroyNow' | 'trigger';

/**
 * The procedure's fields (step, priority, pending, stack, judge, gameOver, ended: src/engine/procedure.ts)
 * plus the combat chain. `ended`: all passed with the chain closed and the stack empty.
 */
export type FabState = ProcedureState<Step, Layer, Pending> & {
  readonly edition: FabEdition;
  readonly players: Readonly<Record<PlayerId, FabPlayer>>;
  readonly cards: Readonly<Record<ObjectId, FabCard>>;
  readonly order: readonly ObjectId[]; // stable display order of cards
  readonly chainOpen: boolean;
  readonly chain: readonly ChainLink[]; // the open chain, or the chain that closed last
  readonly nextLayer: number;
  readonly triggered: readonly Layer[]; // triggered, waiting to go on the stack (1.10.2)
  readonly mirage: MirageRuling | null; // the judge's ruling, once asked (it holds for the rest of the file)
};

// ---------------------------------------------------------------------------------------------
// Actions: exactly the scenario file's action objects (scenario-format.md).

export type FabAction =
  | { readonly type: 'pass'; readonly by: PlayerId }
  | { readonly type: 'advance'; readonly by: PlayerId; readonly until?: 'decision' }
  | {
      readonly type: 'attack';
      readonly by: PlayerId;
      readonly card: ObjectId;
      readonly target: PlayerId | ObjectId;
      readonly pitch?: readonly ObjectId[];
    }
  | { readonly type: 'defend'; readonly by: PlayerId; readonly cards: readonly ObjectId[] }
  | { readonly type: 'play'; readonly by: PlayerId; readonly card: ObjectId; readonly pitch?: readonly ObjectId[] }
  | { readonly type: 'effect'; readonly by: PlayerId; readonly effect: Effect; readonly name?: string }
  | { readonly type: 'order'; readonly by: PlayerId; readonly triggers: readonly string[] }
  | { readonly type: 'prevent'; readonly by: PlayerId; readonly use: readonly PreventUse[]; readonly pitch?: readonly ObjectId[] }
  | { readonly type: 'judge'; readonly question: string; readonly ruling: string };
export type FabActionType = FabAction['type'];

// ---------------------------------------------------------------------------------------------
// Prompts.

/** A hand card that may be pitched to pay, and the resources it gives. */
export type Pitchable = { readonly card: ObjectId; readonly pitch: number };

/** What paying for a card or weapon attack asks: its cost, the pool, what may be pitched, and one legal way (suggested). */
export type Payment = {
  readonly cost: number;
  readonly pool: number; // the player's resource pool before paying
  readonly pitchable: readonly Pitchable[];
  readonly pitch: readonly ObjectId[]; // the suggested pitch: one legal way to pay
};

export type AttackOption = Payment & {
  readonly card: ObjectId;
  readonly zone: Zone;
  readonly targets: readonly (PlayerId | ObjectId)[];
};

/** A card that may be played now, with the rule that lets it be played here (a reaction step, an action, an instant). */
export type PlayOption = Payment & { readonly card: ObjectId; readonly types: readonly CardType[]; readonly zone: Zone; readonly rule: RuleRef | null };

/** A card that may be declared as a defending card, with its current defense (from arsenal only with ambush, 8.3.28). */
/** A card that may defend: where it is, its defense now, and the keyword that lets it defend from there (ambush from arsenal, 8.3.28), or null. */
export type DefendCandidate = { readonly card: ObjectId; readonly zone: Zone; readonly defense: number; readonly via: Keyword | null };

/** A trigger waiting to be put on the stack: what it is and what fired it. */
export type TriggerOption = { readonly id: string; readonly name: string; readonly source: ObjectId | null; readonly keyword: KeywordTrigger | null };

export type PreventKeyword = 'arcane barrier' | 'spellvoid' | 'ward' | 'quell';
/** One prevention chosen: which card, by which of its keywords (each applies once to a damage event, 6.4). */
export type PreventUse = { readonly card: ObjectId; readonly keyword: PreventKeyword };

/**
 * A way to prevent damage about to be dealt: the card, its keyword and N, and its price
 * (resources, or destroying it). Ward is not optional: it applies to what is left (8.3.20).
 */
export type PreventOption = {
  readonly card: ObjectId;
  readonly keyword: PreventKeyword;
  readonly forced: boolean;
  readonly n: number;
  readonly cost: number; // resources to pay (arcane barrier, quell)
  readonly destroys: boolean; // the card is destroyed to prevent (spellvoid, ward)
  readonly rule: RuleRef;
};

/**
 * Why a card is left out of a declaration ("why not?", worded as `fab:excluded.<code>`): out of the
 * defending cards (7.3.2a, 7.3.2b, 8.3.4, 8.3.22, 8.3.28), or out of the turn player's attacks
 * (8.1.1c, 5.2.1a, 1.14.2b).
 */
export const FAB_EXCLUDED = [
  'defenseReaction',
  'noDefense',
  'notFromArsenal',
  'destroyed',
  'pitched',
  'alreadyDefending',
  'dominateLimit',
  'overpowerLimit',
  'noActionPoint',
  'attackLimitReached',
  'cannotPay',
] as const;
export type FabExcludedCode = (typeof FAB_EXCLUDED)[number];
export type FabExcluded = Excluded & { readonly code: FabExcludedCode };

export type FabPrompt =
  | (PromptBase & {
      readonly kind: 'fab.priority';
      readonly player: PlayerId;
      readonly step: Step;
      readonly stackSize: number;
      readonly attacks: readonly AttackOption[];
      /** The turn player's cards that could attack but may not now, each with the rule (empty when attacking is not possible at all now). */
      readonly excluded: readonly FabExcluded[];
      readonly plays: readonly PlayOption[];
      readonly effects: readonly EffectOption[];
    })
  | (PromptBase & {
      readonly kind: 'fab.defend';
      readonly player: PlayerId;
      readonly attack: ObjectId;
      readonly candidates: readonly ObjectId[];
      /** The same cards with their zone and current defense. */
      readonly cards: readonly DefendCandidate[];
      /** 7.3.2b(C): at most this many cards from hand (dominate) / action cards (overpower), or null. */
      readonly maxFromHand: number | null;
      readonly maxActionCards: number | null;
      /** The defending hero's cards left out of `cards`, each with the rule that leaves it out. */
      readonly excluded: readonly FabExcluded[];
    })
  | (PromptBase & { readonly kind: 'fab.order'; readonly player: PlayerId; readonly triggers: readonly TriggerOption[] })
  | (PromptBase & {
      readonly kind: 'fab.prevent';
      readonly player: PlayerId;
      readonly amount: number;
      readonly arcane: boolean;
      readonly source: ObjectId | null;
      readonly options: readonly PreventOption[];
      readonly pool: number;
      readonly pitchable: readonly Pitchable[];
    })
  | (PromptBase & { readonly kind: 'fab.judge'; readonly player: null; readonly question: string; readonly options: readonly string[] })
  | (PromptBase & { readonly kind: 'fab.phaseEnded'; readonly player: null })
  | (PromptBase & { readonly kind: 'fab.gameOver'; readonly player: null; readonly losers: readonly PlayerId[]; readonly draw: boolean });
export type FabPromptKind = FabPrompt['kind'];

// ---------------------------------------------------------------------------------------------
// Events: every one cites its rule.

type Ev<T extends string, Extra = object> = EventBase & { readonly type: T; readonly rule: RuleRef } & Extra;

export type FabEvent =
  | KernelEvent<Step>
  | Ev<'chainOpened'>
  | Ev<'actionPointSpent', { readonly player: PlayerId; readonly actionPoints: number }>
  | Ev<'actionPointGained', { readonly player: PlayerId; readonly actionPoints: number }>
  | Ev<'cardPitched', { readonly player: PlayerId; readonly card: ObjectId; readonly amount: number }>
  | Ev<'costPaid', { readonly player: PlayerId; readonly amount: number; readonly resources: number }>
  | Ev<'layerAdded', { readonly layer: string; readonly player: PlayerId; readonly name: string; readonly card: ObjectId | null }>
  | Ev<'layerResolved', { readonly layer: string; readonly name: string }>
  | Ev<'layerToGraveyard', { readonly layer: string; readonly card: ObjectId }>
  | Ev<'effectFailed', { readonly layer: string; readonly name: string }>
  | Ev<'attackTargetIllegal', { readonly attack: ObjectId; readonly target: string }>
  | Ev<'noActiveAttack', { readonly attack: ObjectId }>
  | Ev<'chainLinkCreated', { readonly link: number; readonly attack: ObjectId; readonly proxy: boolean }>
  | Ev<'linkBecamePast', { readonly link: number }>
  | Ev<'attacked', { readonly attack: ObjectId; readonly player: PlayerId; readonly target: string }>
  | Ev<'attackingHero', { readonly player: PlayerId }>
  | Ev<'defendingHero', { readonly player: PlayerId }>
  | Ev<'defended', { readonly card: ObjectId; readonly player: PlayerId; readonly link: number; readonly alone: boolean }>
  | Ev<'defendersDeclared', { readonly player: PlayerId; readonly cards: readonly ObjectId[] }>
  | Ev<'defendedAlone', { readonly card: ObjectId; readonly link: number }>
  | Ev<'defendedTogether', { readonly cards: readonly ObjectId[]; readonly link: number }>
  | Ev<'noDefenders', { readonly player: PlayerId }>
  | Ev<'defenseFailed', { readonly card: ObjectId }>
  | Ev<'powerChanged', { readonly card: ObjectId; readonly amount: number; readonly power: number }>
  | Ev<'defenseChanged', { readonly card: ObjectId; readonly amount: number; readonly defense: number }>
  | Ev<'effectsEnded', { readonly until: Duration; readonly cards: readonly ObjectId[] }>
  | Ev<'goAgainGranted', { readonly card: ObjectId }>
  | Ev<'keywordGranted', { readonly card: ObjectId; readonly keyword: Grantable }>
  | Ev<'extraAttackGranted', { readonly card: ObjectId }>
  | Ev<'triggered', { readonly layer: string; readonly name: string; readonly card: ObjectId | null }>
  | Ev<'triggersOrdered', { readonly player: PlayerId; readonly layers: readonly string[]; readonly names: readonly string[] }>

  | Ev<'shieldCreated', { readonly player: PlayerId; readonly amount: number }>
  | Ev<'piercing', { readonly attack: ObjectId; readonly amount: number }>
  | Ev<'damageCalculated', { readonly link: number; readonly power: number; readonly defense: number; readonly damage: number }>
  | Ev<'damagePrevented', { readonly player: PlayerId; readonly amount: number }>
  | Ev<'preventedBy', { readonly player: PlayerId; readonly card: ObjectId; readonly keyword: Keyword; readonly amount: number }>
  | Ev<'damageDealt', { readonly source: ObjectId | null; readonly player: PlayerId; readonly amount: number; readonly hit: boolean; readonly arcane: boolean }>
  | Ev<'hit', { readonly attack: ObjectId; readonly player: PlayerId; readonly amount: number }>
  | Ev<'targetGone', { readonly attack: ObjectId; readonly target: string }>
  | Ev<'lifeChanged', { readonly player: PlayerId; readonly amount: number; readonly life: number }>
  | Ev<'playerLost', { readonly player: PlayerId }>
  | Ev<'gameDrawn', { readonly players: readonly PlayerId[] }>
  | Ev<'allyDied', { readonly card: ObjectId }>
  | Ev<'destroyed', { readonly card: ObjectId }>
  | Ev<'linkResolved', { readonly link: number; readonly attack: ObjectId }>
  | Ev<'chainClosing'>
  | Ev<'toGraveyard', { readonly card: ObjectId; readonly owner: PlayerId }>
  | Ev<'returned', { readonly card: ObjectId; readonly zone: Zone }>
  | Ev<'bladeBreak', { readonly card: ObjectId }>
  | Ev<'defenseCounter', { readonly card: ObjectId; readonly keyword: Keyword; readonly defense: number }>
  | Ev<'spectraDestroyed', { readonly card: ObjectId }>
  | Ev<'proxyCeased', { readonly link: number; readonly attack: ObjectId }>
  | Ev<'chainClosed'>
  | Ev<'actionPhaseEnded'>;
export type FabEventType = FabEvent['type'];

export type FabError = EngineError<FabErrorCode>;

/** The outcome view that scenario `expect` blocks match (scenario-format.md, "Summary"). */
export type FabSummaryLink = {
  readonly attack: ObjectId;
  readonly defenders: readonly ObjectId[];
  readonly damage: number;
  readonly hit: boolean;
};

export type FabSummary = {
  readonly step: Step;
  readonly life: Readonly<Record<PlayerId, number>>;
  readonly actionPoints: Readonly<Record<PlayerId, number>>;
  readonly resources: Readonly<Record<PlayerId, number>>;
  readonly chain: readonly FabSummaryLink[];
  readonly hand: Readonly<Record<PlayerId, readonly ObjectId[]>>;
  readonly graveyard: Readonly<Record<PlayerId, readonly ObjectId[]>>;
  readonly equipment: Readonly<Record<PlayerId, readonly ObjectId[]>>;
  readonly losers: readonly PlayerId[];
  // Beyond the format's list, for the UI and finer expectations.
  readonly weapons: Readonly<Record<PlayerId, readonly ObjectId[]>>;
  readonly pitch: Readonly<Record<PlayerId, readonly ObjectId[]>>;
  readonly arsenal: Readonly<Record<PlayerId, readonly ObjectId[]>>;
  readonly arena: Readonly<Record<PlayerId, readonly ObjectId[]>>;
  readonly allyLife: Readonly<Record<ObjectId, number>>;
  readonly draw: boolean;
  readonly stack: readonly string[];
  readonly chainOpen: boolean;
  readonly priority: PlayerId | null;
};

// ---------------------------------------------------------------------------------------------
// The view: derived figures the board draws (view(state)).

/** A card as the board shows it: its current power and defense (null where it has none). */
export type CardView = {
  readonly id: ObjectId;
  readonly name: string;
  readonly owner: PlayerId;
  readonly zone: Zone;
  readonly power: number | null;
  readonly defense: number | null;
  readonly life: number | null;
  /** Its keywords, those granted this chain included; the ones with a number carry it. */
  readonly keywords: readonly { readonly keyword: Keyword; readonly n?: number }[];
};

export type LinkView = {
  readonly n: number;
  readonly attack: ObjectId;
  readonly target: PlayerId | ObjectId;
  readonly power: number;
  readonly defenders: readonly { readonly card: ObjectId; readonly defense: number }[];
  readonly defenseTotal: number;
  readonly status: 'active' | 'past' | 'resolved';
  readonly gone: boolean;
  /** Whether damage has been settled for it (shown as hit / no hit). */
  readonly settled: boolean;
  readonly hit: boolean;
  readonly damage: number;
};

export type FabView = ViewBase & {
  readonly cards: Readonly<Record<ObjectId, CardView>>;
  readonly chain: readonly LinkView[];
  readonly chainOpen: boolean;
};

/** The module's type as the UI binds to it (src/ui/kit/binding.ts). */
export type FabModule = GameModule<FabState, FabAction, FabEvent, FabPrompt, FabSummary, FabView, FabErrorCode | KernelCode>;

/** The keywords written with their number ("ward 3"): the loader and the set-up editor read them alike. */
export const NUMBERED: readonly Keyword[] = ['piercing', 'arcane barrier', 'spellvoid', 'ward', 'quell'];

/** `piercing 2` -> piercing with N = 2; anything not in FAB_KEYWORDS (or a numbered one without its N) is an error. */
export const parseKeyword = (text: string): { keyword: Keyword; n: number } | null => {
  const m = /^(.*?)\s+(\d+)$/.exec(text.trim().toLowerCase());
  const name = m ? (m[1] as string) : text.trim().toLowerCase();
  const k = FAB_KEYWORDS.find((x) => x === name);
  if (!k || NUMBERED.includes(k) !== (m !== null)) return null;
  return { keyword: k, n: m ? Number(m[2]) : 0 };
};
