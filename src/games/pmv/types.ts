/**
 * Phantom Magic Vision: the main phase's priority and 干渉 (総合ルール 1.12), plays and their
 * costs (1.8, 5.2.2), combat (6.2.4) and 決死 (9.2), the data the module works on.
 *
 * The contract between the PMV rules (src/games/pmv), the scenario format ("Phantom Magic Vision"
 * in docs/scenario-format.md), the store and the UI. Plain, readonly, JSON-safe data; cards are
 * indexed by id. Nodes and the deck are counted, not named.
 */
import type { KernelCode, KernelEvent, ProcedureState } from '../../engine/procedure.ts';
import type { EffectOption, EngineError, EventBase, Excluded, GameModule, JudgeAction, ObjectId, PlayerId, PromptBase, RuleRef, StackItemView, ViewBase } from '../../engine/types.ts';
import type { PmvErrorCode } from './vocabulary.ts';
import { PMV_MANIFEST } from './manifest.ts';

export const PMV_EDITIONS = PMV_MANIFEST.editions;
export type PmvEdition = (typeof PMV_EDITIONS)[number];

/** The 戦術 the referee models (10.2–10.6), as the cards print them. */
export const TACTICS = ['先制', '貫通', '隠密', '奇襲', '速攻'] as const;
export type Tactic = (typeof TACTICS)[number];

export const CARD_TYPES = ['character', 'command'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** Where a card is. `play` is the play area: a card being played waits there until the 干渉 resolves. */
export const ZONES = ['field', 'hand', 'underworld'] as const;
export type Zone = (typeof ZONES)[number] | 'play';

/**
 * The kernel's steps: the main phase (priority, 干渉 and combat all happen in it) and the turn
 * end the referee stops at. The summary's `interference` and `combat` are read from the 干渉
 * under way and the combat waiting on a graze or a ruling.
 */
export const PMV_STEPS = ['main', 'turn-end'] as const;
export type Step = (typeof PMV_STEPS)[number];

/** The summary's step (scenario-format.md, Phantom Magic Vision, Summary). */
export const SUMMARY_STEPS = ['main', 'interference', 'combat', 'turn-end'] as const;
export type SummaryStep = (typeof SUMMARY_STEPS)[number];

/** Manual effects standing in for card text: a command's effect or a 起動効果 (scenario-format.md). */
export type Effect =
  | { readonly kind: 'damage'; readonly target: string; readonly amount: number }
  | { readonly kind: 'modify'; readonly target: ObjectId; readonly attack: number; readonly toughness: number }
  | { readonly kind: 'kesshi'; readonly target: ObjectId }
  | { readonly kind: 'sleep'; readonly target: ObjectId }
  | { readonly kind: 'active'; readonly target: ObjectId }
  | { readonly kind: 'life'; readonly player: PlayerId; readonly amount: number }
  | { readonly kind: 'none' };
export type EffectKind = Effect['kind'];
export const EFFECT_KINDS = ['damage', 'modify', 'kesshi', 'sleep', 'active', 'life', 'none'] as const satisfies readonly EffectKind[];

export type PmvCard = {
  readonly id: ObjectId;
  readonly name: string;
  readonly owner: PlayerId;
  readonly zone: Zone;
  readonly type: CardType;
  readonly attack: number; // printed 攻撃力 (0 for a command)
  readonly toughness: number; // printed 耐久力 (0 for a command)
  readonly graze: number;
  readonly races: readonly string[];
  readonly tactics: readonly Tactic[];
  readonly sleep: boolean;
  /** Effect damage accumulated this turn (reset at the turn's end, 1.10.13.e). */
  readonly damage: number;
  /** Combat damage accumulated in the combat under way (reset at 6.2.4.h, 1.10.13.d). */
  readonly combatDamage: number;
  readonly kesshiImmune: boolean;
  readonly node: number; // 必要ノード
  readonly cost: number;
  readonly effect: Effect | null; // a command's effect on resolution
};

export type Nodes = { readonly active: number; readonly sleep: number };

export type PmvPlayer = {
  readonly id: PlayerId;
  readonly life: number; // no floor and no ceiling (1.9.6)
  readonly deck: number;
  readonly nodes: Nodes;
  readonly lost: boolean;
};

/** A 戦闘修正 until the end of the turn. */
export type Modifier = { readonly target: ObjectId; readonly attack: number; readonly toughness: number };

/** One use of priority in the 干渉 under way (the kernel's stack, first use first). */
export type Use =
  | { readonly kind: 'attack'; readonly by: PlayerId; readonly card: ObjectId }
  | { readonly kind: 'defend'; readonly by: PlayerId; readonly card: ObjectId }
  | { readonly kind: 'play'; readonly by: PlayerId; readonly card: ObjectId; readonly defend: boolean }
  | { readonly kind: 'effect'; readonly by: PlayerId; readonly card: null; readonly name: string | null; readonly effect: Effect };
export type UseKind = Use['kind'];

/** Combat damage dealt at one timing of 6.2.4 d/e (the player's id as `target` for an undefended attack). */
export type Hit = { readonly timing: 'first' | 'normal'; readonly source: ObjectId; readonly target: string; readonly amount: number };

/** Where a combat stands: waiting for the 干渉 to resolve, for a ruling or a graze, or over. */
export type CombatStage = 'declared' | 'judge' | 'graze' | 'over';

export type Combat = {
  readonly attacker: ObjectId;
  readonly defender: ObjectId | null; // kept when 隠密 cancelled the defence
  readonly defenceCancelled: boolean;
  /** Damage goes to the attacked player: undefended, cancelled (10.6.2.a) or so ruled (judge). */
  readonly toPlayer: boolean;
  /** The judge ruled no combat damage (the defender gone). */
  readonly noDamage: boolean;
  readonly playerDamage: number; // combat damage to the attacked player, 貫通 included
  readonly fromAttacker: number; // of which from the attacker itself (a graze needs at least 1)
  readonly pierced: number; // 貫通's part
  readonly grazed: number;
  readonly hits: readonly Hit[];
  /** The fighters its damage made 決死 (sent to 冥界, 1.10.12.f and 9.2.3). */
  readonly fallen: readonly ObjectId[];
  readonly stage: CombatStage;
};

/** A decision that is not priority: the graze offered to the attacked player (6.2.4.g). */
export type Pending = { readonly kind: 'graze'; readonly player: PlayerId; readonly cards: number };

/** The procedure's fields (the kernel's stack is the 干渉's uses) plus the cards, the players and this phase's combats. */
export type PmvState = ProcedureState<Step, Use, Pending> & {
  readonly edition: PmvEdition;
  readonly players: Readonly<Record<PlayerId, PmvPlayer>>;
  readonly cards: Readonly<Record<ObjectId, PmvCard>>;
  readonly order: readonly ObjectId[]; // stable display order
  readonly modifiers: readonly Modifier[];
  readonly combats: readonly Combat[]; // the last one is under way when `inCombat`
  readonly inCombat: boolean;
};

// ---------------------------------------------------------------------------------------------
// Actions: exactly the scenario file's action objects.

export type PmvAction =
  | { readonly type: 'pass'; readonly by: PlayerId }
  | { readonly type: 'attack'; readonly by: PlayerId; readonly attacker: ObjectId }
  | { readonly type: 'defend'; readonly by: PlayerId; readonly defender: ObjectId }
  | { readonly type: 'play'; readonly by: PlayerId; readonly card: ObjectId; readonly defend?: boolean }
  | { readonly type: 'effect'; readonly by: PlayerId; readonly effect: Effect; readonly name?: string }
  | { readonly type: 'graze'; readonly by: PlayerId; readonly cards?: number }
  | { readonly type: 'noGraze'; readonly by: PlayerId }
  | { readonly type: 'advance'; readonly by?: PlayerId; readonly until?: 'decision' }
  | JudgeAction;
export type PmvActionType = PmvAction['type'];

// ---------------------------------------------------------------------------------------------
// Prompts: every option with what the UI shows of it.

/** A character as a prompt offers it, with its current figures. */
export type Fighter = {
  readonly card: ObjectId;
  readonly attack: number;
  readonly toughness: number;
  readonly damage: number;
  readonly tactics: readonly Tactic[];
};

/** A card in the priority holder's hand: whether it may be played now (and may defend), and if not, why. */
export type PlayOption = {
  readonly card: ObjectId;
  readonly type: CardType;
  readonly node: number;
  readonly cost: number;
  readonly playable: boolean;
  /** Why it may not be played now: the refusal the move would give, or null. */
  readonly refusal: EngineError<PmvErrorCode> | null;
  /** A 奇襲+速攻 character that may be played to defend the attack now (10.3.2.b). */
  readonly canDefend: boolean;
};

/** Why a character on the field is left out of the attack or defence declaration (6.2), worded as `pmv:excluded.<code>`. */
export const PMV_EXCLUDED = ['asleep'] as const;
export type PmvExcludedCode = (typeof PMV_EXCLUDED)[number];
export type PmvExcluded = Excluded & { readonly code: PmvExcludedCode };

export type PmvPrompt =
  | (PromptBase & {
      readonly kind: 'pmv.priority';
      readonly player: PlayerId;
      readonly passes: number;
      /** The use the holder would answer (the top of the 干渉), or null with none under way. */
      readonly answering: UseKind | null;
      /** Active characters that may attack now (the turn player, no 干渉), with the rule. */
      readonly attackers: readonly Fighter[];
      /** Active characters that may defend now (the attacked player's first answer). */
      readonly defenders: readonly Fighter[];
      /**
       * The holder's characters on the field left out of `attackers` or `defenders` while that
       * declaration is open to them (one attack at a time, so no `from`), with the rule.
       */
      readonly excluded: readonly PmvExcluded[];
      /** The attack being answered when a defence is still possible, or null. */
      readonly attack: ObjectId | null;
      /** While a defence is open (`attack` set), the rule that says who may defend and when (6.2); else null. */
      readonly defendRule: RuleRef | null;
      readonly nodes: Nodes;
      readonly cards: readonly PlayOption[];
      readonly effects: readonly EffectOption[];
    })
  | (PromptBase & {
      readonly kind: 'pmv.graze';
      readonly player: PlayerId;
      readonly cards: number;
      readonly deck: number;
      readonly attacker: ObjectId;
      /** The rule that makes a graze all or nothing (RB2.0 p40). */
      readonly allOrNothing: RuleRef;
    })
  | (PromptBase & { readonly kind: 'pmv.judge'; readonly player: null; readonly question: string; readonly options: readonly string[] })
  | (PromptBase & { readonly kind: 'pmv.turnOver'; readonly player: null })
  | (PromptBase & { readonly kind: 'pmv.gameOver'; readonly player: null; readonly losers: readonly PlayerId[]; readonly draw: boolean });
export type PmvPromptKind = PmvPrompt['kind'];

// ---------------------------------------------------------------------------------------------
// Events: every one cites its rule.

type Ev<T extends string, Extra = object> = EventBase & { readonly type: T; readonly rule: RuleRef } & Extra;
export type KesshiCause = 'damage' | 'toughness' | 'effect';

export type PmvEvent =
  | KernelEvent<Step>
  | Ev<'interferenceBegan', { readonly player: PlayerId; readonly use: UseKind }>
  | Ev<'attackDeclared', { readonly player: PlayerId; readonly card: ObjectId; readonly defender: PlayerId }>
  | Ev<'defenceDeclared', { readonly player: PlayerId; readonly card: ObjectId; readonly attacker: ObjectId }>
  | Ev<'cardPlayed', { readonly player: PlayerId; readonly card: ObjectId }>
  | Ev<'ambushDefence', { readonly player: PlayerId; readonly card: ObjectId; readonly attacker: ObjectId }>
  | Ev<'costPaid', { readonly player: PlayerId; readonly amount: number; readonly slept: number; readonly discarded: number; readonly active: number; readonly sleep: number }>
  | Ev<'effectUsed', { readonly player: PlayerId; readonly name: string }>
  | Ev<'interferenceResolving', { readonly uses: number }>
  | Ev<'commandResolved', { readonly card: ObjectId; readonly owner: PlayerId }>
  | Ev<'effectResolved', { readonly player: PlayerId; readonly name: string }>
  | Ev<'characterEntered', { readonly card: ObjectId; readonly state: 'active' | 'sleep' }>
  | Ev<'effectFizzled', { readonly name: string; readonly target: string }>
  | Ev<'slept', { readonly card: ObjectId }>
  | Ev<'activated', { readonly card: ObjectId }>
  | Ev<'modified', { readonly card: ObjectId; readonly attack: number; readonly toughness: number; readonly attackNow: number; readonly toughnessNow: number }>
  | Ev<'damageDealt', { readonly source: string; readonly target: string; readonly amount: number; readonly combat: boolean; readonly total: number }>
  | Ev<'noDamage', { readonly source: string; readonly target: string; readonly amount: number }>
  | Ev<'lifeLost', { readonly player: PlayerId; readonly amount: number; readonly life: number }>
  | Ev<'lifeGained', { readonly player: PlayerId; readonly amount: number; readonly life: number }>
  | Ev<'nothingTracked', { readonly player: PlayerId }>
  | Ev<'combatBegan', { readonly attacker: ObjectId; readonly defender: ObjectId | null; readonly against: string }>
  | Ev<'defenceCancelled', { readonly attacker: ObjectId; readonly defender: ObjectId }>
  | Ev<'noCombatDamage', { readonly attacker: ObjectId }>
  | Ev<'damageTiming', { readonly timing: 'first' | 'normal' }>
  | Ev<'pierced', { readonly card: ObjectId; readonly player: PlayerId; readonly amount: number; readonly life: number }>
  | Ev<'becameKesshi', { readonly card: ObjectId; readonly cause: KesshiCause }>
  | Ev<'kesshiAvoided', { readonly card: ObjectId }>
  | Ev<'toUnderworld', { readonly cards: readonly ObjectId[] }>
  | Ev<'grazeOffered', { readonly player: PlayerId; readonly cards: number }>
  | Ev<'grazeUnavailable', { readonly player: PlayerId; readonly cards: number; readonly deck: number }>
  | Ev<'grazed', { readonly player: PlayerId; readonly cards: number; readonly deck: number; readonly sleep: number }>
  | Ev<'grazeDeclined', { readonly player: PlayerId }>
  | Ev<'combatDamageRemoved', { readonly cards: readonly ObjectId[] }>
  | Ev<'interferenceEnded'>
  | Ev<'mainPhaseEnded'>
  | Ev<'damageRemoved', { readonly cards: readonly ObjectId[] }>
  | Ev<'modifiersEnded', { readonly count: number }>
  | Ev<'playerLost', { readonly player: PlayerId; readonly life: number }>
  | Ev<'gameDrawn', { readonly players: readonly PlayerId[] }>;
export type PmvEventType = PmvEvent['type'];

export type PmvError = EngineError<PmvErrorCode | KernelCode>;

// ---------------------------------------------------------------------------------------------
// Summary (scenario-format.md, "Phantom Magic Vision", Summary).

export type UseSummary = { readonly kind: UseKind; readonly by: PlayerId; readonly card: string | null };
export type CombatSummary = {
  readonly attacker: ObjectId;
  readonly defender: ObjectId | null;
  readonly defenceCancelled: boolean;
  readonly playerDamage: number;
  readonly grazed: number;
};

export type PmvSummary = {
  readonly step: SummaryStep;
  readonly priority: PlayerId | null;
  readonly interference: readonly UseSummary[];
  readonly graze: { readonly player: PlayerId; readonly cards: number } | null;
  readonly judge: { readonly question: string; readonly options: readonly string[] } | null;
  readonly combats: readonly CombatSummary[];
  readonly life: Readonly<Record<PlayerId, number>>;
  readonly deck: Readonly<Record<PlayerId, number>>;
  readonly nodes: Readonly<Record<PlayerId, Nodes>>;
  readonly field: Readonly<Record<PlayerId, readonly ObjectId[]>>;
  readonly sleep: readonly ObjectId[];
  readonly damage: Readonly<Record<ObjectId, number>>;
  readonly attack: Readonly<Record<ObjectId, number>>;
  readonly toughness: Readonly<Record<ObjectId, number>>;
  readonly hand: Readonly<Record<PlayerId, readonly ObjectId[]>>;
  readonly underworld: Readonly<Record<PlayerId, readonly ObjectId[]>>;
  readonly losers: readonly PlayerId[];
};

// ---------------------------------------------------------------------------------------------
// The view: what the board draws.

export type CardView = {
  readonly id: ObjectId;
  readonly name: string;
  readonly owner: PlayerId;
  readonly zone: Zone;
  readonly type: CardType;
  readonly attack: number; // current, on the field; printed elsewhere
  readonly toughness: number;
  readonly baseAttack: number;
  readonly baseToughness: number;
  readonly damage: number; // accumulated: effect plus combat
  readonly graze: number;
  readonly races: readonly string[];
  readonly tactics: readonly Tactic[];
  readonly sleep: boolean;
  readonly kesshiImmune: boolean;
  readonly node: number;
  readonly cost: number;
  readonly effect: Effect | null;
};

/** A combat as the centre of the board shows it. */
export type CombatView = {
  readonly n: number; // 1-based, in this main phase
  readonly attacker: ObjectId;
  readonly defender: ObjectId | null;
  readonly defenceCancelled: boolean;
  readonly toPlayer: boolean;
  readonly defendingPlayer: PlayerId;
  readonly underway: boolean;
  readonly stage: CombatStage;
  readonly hits: readonly Hit[];
  readonly playerDamage: number;
  readonly pierced: number;
  readonly grazed: number;
  /** The graze offered now, or null. */
  readonly grazeOffer: number | null;
  /** The rule that cancelled the defence (隠密, 10.6.2.a), or null. */
  readonly cancelledBy: RuleRef | null;
  /** Under way and undefended, with the attacked player's first answer still to come: a defence may yet be declared (6.2). */
  readonly mayStillDefend: boolean;
  /** The rules that decided what happened, in order. */
  readonly rules: readonly RuleRef[];
};

/** A use of the 干渉 as the board lists it, with the card being played (a play use), or null. */
export type UseView = StackItemView & { readonly played: ObjectId | null };

export type PmvView = Omit<ViewBase, 'stack'> & {
  /** The 干渉's uses, first use first. */
  readonly stack: readonly UseView[];
  /** How the 干渉 resolves: its plays and effects newest first (1.12.8.a). */
  readonly resolveRule: RuleRef;
  readonly cards: Readonly<Record<ObjectId, CardView>>;
  readonly nodes: Readonly<Record<PlayerId, Nodes>>;
  readonly deck: Readonly<Record<PlayerId, number>>;
  readonly combats: readonly CombatView[];
  /** The combat under way, or the last one fought, or null. */
  readonly combat: CombatView | null;
  /** Who holds priority now, or null. */
  readonly priority: PlayerId | null;
};

/** The module's type as the UI binds to it (src/ui/kit/binding.ts). */
export type PmvModule = GameModule<PmvState, PmvAction, PmvEvent, PmvPrompt, PmvSummary, PmvView, PmvErrorCode | KernelCode>;
