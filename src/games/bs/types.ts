/**
 * Battle Spirits: the attack step (official rule manual page 08, steps ❶–❼, and the flash-timing
 * exchange), the data the module works on.
 *
 * The contract between the BS rules (src/games/bs), the scenario format ("Battle Spirits" in
 * docs/scenario-format.md), the store and the UI. Plain, readonly, JSON-safe data; cards are
 * indexed by id. Cores are counted, not named: only the soul core is followed.
 */
import type { KernelCode, KernelEvent, ProcedureState } from '../../engine/procedure.ts';
import type { EffectOption, EngineError, EventBase, Excluded, GameModule, JudgeAction, ObjectId, PlayerId, PromptBase, RuleRef, ViewBase } from '../../engine/types.ts';
import type { BsErrorCode } from './vocabulary.ts';
import { BS_MANIFEST } from './manifest.ts';

export const BS_EDITIONS = BS_MANIFEST.editions;
export type BsEdition = (typeof BS_EDITIONS)[number];

export const BS_KEYWORDS = ['confront', 'blessed'] as const;
export type Keyword = (typeof BS_KEYWORDS)[number];

export const CARD_TYPES = ['spirit', 'ultimate', 'nexus', 'magic'] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const ZONES = ['field', 'hand', 'trash'] as const;
export type Zone = (typeof ZONES)[number];

/**
 * The procedure's steps as the scenario summary names them. ❺, ❻ and ❼ happen in `resolution`
 * without a decision, so the step is seen there only when the game ended during ❺.
 */
export const BS_STEPS = ['attack', 'flash-1', 'block', 'flash-2', 'resolution', 'end'] as const;
export type Step = (typeof BS_STEPS)[number];

export type Duration = 'battle' | 'turn';

/** Manual effects standing in for card text: flash uses, 『アタック時』 and 『ブロック時』 (scenario-format.md). */
export type Effect =
  | { readonly kind: 'bp'; readonly target: ObjectId; readonly amount: number; readonly until: Duration }
  | { readonly kind: 'symbols'; readonly target: ObjectId; readonly amount: number; readonly until: Duration }
  | { readonly kind: 'destroy'; readonly target: ObjectId }
  | { readonly kind: 'exhaust'; readonly target: ObjectId }
  | { readonly kind: 'refresh'; readonly target: ObjectId }
  | { readonly kind: 'life'; readonly player: PlayerId; readonly amount: number }
  | { readonly kind: 'endBattle' }
  | { readonly kind: 'none' };
export type EffectKind = Effect['kind'];
export const EFFECT_KINDS = ['bp', 'symbols', 'destroy', 'exhaust', 'refresh', 'life', 'endBattle', 'none'] as const satisfies readonly EffectKind[];

/** Where a player's soul core is: one of the counted places, or a card of theirs on the field. */
export type SoulCorePlace = 'life' | 'reserve' | 'trash' | ObjectId;

export type BsCard = {
  readonly id: ObjectId;
  readonly name: string;
  readonly owner: PlayerId;
  readonly zone: Zone;
  readonly type: CardType;
  readonly bp: number | null; // the BP of its current level (spirits and ultimates), null otherwise
  readonly symbols: number;
  readonly cores: number; // cores on it (the soul core included), 0 off the field
  readonly exhausted: boolean;
  readonly keywords: readonly Keyword[];
  readonly onAttack: Effect | null;
  readonly onBlock: Effect | null;
  readonly cost: number; // magic: after reductions
  readonly flash: Effect | null; // magic: its flash text
};

export type BsPlayer = {
  readonly id: PlayerId;
  readonly life: number; // cores in life, the soul core included
  readonly reserve: number;
  readonly trashCores: number;
  readonly soulCore: SoulCorePlace | null;
  readonly lost: boolean;
};

/** A BP or symbol change that lasts for the battle or the turn. */
export type Modifier = { readonly target: ObjectId; readonly stat: 'bp' | 'symbols'; readonly amount: number; readonly until: Duration };

export type BattleResult = 'life' | 'bp' | 'none' | 'ended';

export type Battle = {
  readonly attacker: ObjectId;
  readonly blocker: ObjectId | null;
  readonly flashTimings: number; // flash timings opened in this battle (1 or 2)
  readonly result: BattleResult | null; // null while under way
  readonly lifeReduced: number;
  readonly destroyed: readonly ObjectId[];
  /** The BPs ❺ compared (blocked battles that reached the comparison). */
  readonly compared: { readonly attacker: number; readonly blocker: number } | null;
  /** The card ❺ found gone (result `none`), or null. */
  readonly missing: ObjectId | null;
};

/** The decisions that are not the flash right: the attack declaration (❶) and the block declaration (❸). */
export type Pending = { readonly kind: 'attack' | 'block'; readonly player: PlayerId };

/**
 * The procedure's fields plus the cards, the cores and this attack step's battles. The flash right
 * is the kernel's priority: its holder and pass count are the flash timing's. No stack: a flash use
 * resolves at once.
 */
export type BsState = ProcedureState<Step, never, Pending> & {
  readonly edition: BsEdition;
  readonly firstTurn: boolean;
  readonly players: Readonly<Record<PlayerId, BsPlayer>>;
  readonly cards: Readonly<Record<ObjectId, BsCard>>;
  readonly order: readonly ObjectId[]; // stable display order
  readonly modifiers: readonly Modifier[];
  readonly battles: readonly Battle[]; // the last one is under way when `inBattle`
  readonly inBattle: boolean;
};

// ---------------------------------------------------------------------------------------------
// Actions: exactly the scenario file's action objects.

export type BsAction =
  | { readonly type: 'attack'; readonly by: PlayerId; readonly attacker: ObjectId }
  | { readonly type: 'endAttackStep'; readonly by: PlayerId }
  | { readonly type: 'pass'; readonly by: PlayerId }
  | { readonly type: 'flash'; readonly by: PlayerId; readonly card: ObjectId; readonly name?: string }
  | { readonly type: 'flash'; readonly by: PlayerId; readonly effect: Effect; readonly name?: string }
  | { readonly type: 'block'; readonly by: PlayerId; readonly blocker: ObjectId }
  | { readonly type: 'noBlock'; readonly by: PlayerId }
  | { readonly type: 'advance'; readonly by?: PlayerId; readonly until?: 'decision' }
  | JudgeAction;
export type BsActionType = BsAction['type'];

// ---------------------------------------------------------------------------------------------
// Prompts: every option with what the UI shows of it.

/** A spirit or ultimate that may attack or block, with its current figures. */
export type Fighter = { readonly card: ObjectId; readonly bp: number; readonly symbols: number; readonly keywords: readonly Keyword[] };

/** A magic card in the flash-right holder's hand: whether it may be used now, and if not, why. */
export type FlashCardOption = {
  readonly card: ObjectId;
  readonly cost: number;
  readonly effect: Effect | null;
  readonly usable: boolean;
  /** Why it may not be used now (notAFlash, cannotPay, noTarget): the refusal the move would give, or null. */
  readonly refusal: EngineError<BsErrorCode> | null;
};

/** Why a spirit or ultimate is left out of the attack (❶) or block (❸) declaration, worded as `bs:excluded.<code>`. */
export const BS_EXCLUDED = ['exhausted'] as const;
export type BsExcludedCode = (typeof BS_EXCLUDED)[number];
export type BsExcluded = Excluded & { readonly code: BsExcludedCode };

export type BsPrompt =
  | (PromptBase & {
      readonly kind: 'bs.attack';
      readonly player: PlayerId;
      readonly attackers: readonly Fighter[];
      /** The turn player's spirits and ultimates on the field left out of `attackers`, with the rule (❶). */
      readonly excluded: readonly BsExcluded[];
      /** The battles fought so far in this attack step. */
      readonly battle: number;
    })
  | (PromptBase & {
      readonly kind: 'bs.block';
      readonly player: PlayerId;
      readonly attacker: ObjectId;
      readonly attackerGone: boolean;
      readonly blockers: readonly Fighter[];
      /** The defender's spirits and ultimates on the field left out of `blockers`, with the rule (❸). */
      readonly excluded: readonly BsExcluded[];
      /** 【激突】: the defender must block with one of `blockers` (the rule that says so), or null. */
      readonly mustBlock: RuleRef | null;
    })
  | (PromptBase & {
      readonly kind: 'bs.flash';
      readonly player: PlayerId;
      readonly timing: 1 | 2;
      readonly passes: number;
      readonly reserve: number;
      readonly cards: readonly FlashCardOption[];
      /** Other flash uses (an ability, a card the setup leaves out), entered by hand. */
      readonly effects: readonly EffectOption[];
    })
  | (PromptBase & { readonly kind: 'bs.judge'; readonly player: null; readonly question: string; readonly options: readonly string[] })
  | (PromptBase & { readonly kind: 'bs.stepOver'; readonly player: null })
  | (PromptBase & { readonly kind: 'bs.gameOver'; readonly player: null; readonly losers: readonly PlayerId[] });
export type BsPromptKind = BsPrompt['kind'];

// ---------------------------------------------------------------------------------------------
// Events: every one cites its rule.

type Ev<T extends string, Extra = object> = EventBase & { readonly type: T; readonly rule: RuleRef } & Extra;

export type BsEvent =
  | KernelEvent<Step>
  | Ev<'attackDeclared', { readonly player: PlayerId; readonly card: ObjectId; readonly battle: number }>
  | Ev<'attackStepEnded', { readonly player: PlayerId }>
  | Ev<'exhausted', { readonly card: ObjectId }>
  | Ev<'refreshed', { readonly card: ObjectId }>
  | Ev<'triggered', { readonly card: ObjectId; readonly timing: 'onAttack' | 'onBlock' }>
  | Ev<'effectFizzled', { readonly card: ObjectId; readonly target: string }>
  | Ev<'flashUsed', { readonly player: PlayerId; readonly card: ObjectId | null; readonly name: string }>
  | Ev<'costPaid', { readonly player: PlayerId; readonly amount: number; readonly reserve: number }>
  | Ev<'cardToTrash', { readonly card: ObjectId; readonly owner: PlayerId }>
  | Ev<'bpChanged', { readonly card: ObjectId; readonly amount: number; readonly bp: number; readonly until: Duration }>
  | Ev<'symbolsChanged', { readonly card: ObjectId; readonly amount: number; readonly symbols: number; readonly until: Duration }>
  | Ev<'lifeLost', { readonly player: PlayerId; readonly amount: number; readonly life: number }>
  | Ev<'lifeGained', { readonly player: PlayerId; readonly amount: number; readonly life: number }>
  | Ev<'nothingTracked', { readonly player: PlayerId }>
  | Ev<'battleEndedByEffect'>
  | Ev<'blockDeclared', { readonly player: PlayerId; readonly card: ObjectId; readonly attacker: ObjectId }>
  | Ev<'noBlock', { readonly player: PlayerId; readonly attacker: ObjectId }>
  | Ev<'lifeTaken', { readonly player: PlayerId; readonly attacker: ObjectId; readonly amount: number; readonly life: number }>
  | Ev<'bpCompared', { readonly attacker: ObjectId; readonly attackerBp: number; readonly blocker: ObjectId; readonly blockerBp: number }>
  | Ev<'attackerGone', { readonly attacker: ObjectId }>
  | Ev<'blockerGone', { readonly blocker: ObjectId }>
  | Ev<'destroyed', { readonly card: ObjectId; readonly owner: PlayerId; readonly cores: number }>
  | Ev<'blessed', { readonly card: ObjectId; readonly player: PlayerId; readonly life: number }>
  | Ev<'battleEffectsEnded', { readonly count: number }>
  | Ev<'battleEnded', { readonly battle: number }>
  | Ev<'playerLost', { readonly player: PlayerId }>;
export type BsEventType = BsEvent['type'];

export type BsError = EngineError<BsErrorCode | KernelCode>;

// ---------------------------------------------------------------------------------------------
// Summary (scenario-format.md, "Battle Spirits", Summary).

export type FlashSummary = { readonly timing: 1 | 2; readonly holder: PlayerId; readonly passes: number };
export type BattleSummary = {
  readonly attacker: ObjectId;
  readonly blocker: ObjectId | null;
  readonly flashTimings: number;
  readonly result: BattleResult | null;
  readonly lifeReduced: number;
  readonly destroyed: readonly ObjectId[];
};

export type BsSummary = {
  readonly step: Step;
  readonly flash: FlashSummary | null;
  readonly judge: { readonly question: string; readonly options: readonly string[] } | null;
  readonly battles: readonly BattleSummary[];
  readonly life: Readonly<Record<PlayerId, number>>;
  readonly reserve: Readonly<Record<PlayerId, number>>;
  readonly trashCores: Readonly<Record<PlayerId, number>>;
  readonly soulCore: Readonly<Record<PlayerId, SoulCorePlace | null>>;
  readonly field: Readonly<Record<PlayerId, readonly ObjectId[]>>;
  readonly exhausted: readonly ObjectId[];
  readonly cores: Readonly<Record<ObjectId, number>>;
  readonly bp: Readonly<Record<ObjectId, number>>;
  readonly hand: Readonly<Record<PlayerId, readonly ObjectId[]>>;
  readonly trash: Readonly<Record<PlayerId, readonly ObjectId[]>>;
  readonly losers: readonly PlayerId[];
  // Beyond the format's list, for finer expectations.
  readonly symbols: Readonly<Record<ObjectId, number>>;
};

// ---------------------------------------------------------------------------------------------
// The view: what the board draws.

/** A card as the board shows it, with its current BP and symbols. */
export type CardView = {
  readonly id: ObjectId;
  readonly name: string;
  readonly owner: PlayerId;
  readonly zone: Zone;
  readonly type: CardType;
  readonly bp: number | null; // current BP (spirits and ultimates)
  readonly baseBp: number | null;
  readonly symbols: number;
  readonly cores: number;
  readonly soulCore: boolean; // the owner's soul core is on it
  readonly exhausted: boolean;
  readonly keywords: readonly Keyword[];
  readonly cost: number;
  readonly flash: Effect | null;
};

/** A player's cores: the counts a judge checks, and where the soul core is. */
export type CoreView = { readonly life: number; readonly reserve: number; readonly trash: number; readonly soulCore: SoulCorePlace | null };

/** A battle as the centre of the board shows it. */
export type BattleView = {
  readonly n: number; // 1-based, in this attack step
  readonly attacker: ObjectId;
  readonly blocker: ObjectId | null;
  readonly attackerBp: number | null; // null: the card has left the field
  readonly blockerBp: number | null;
  readonly attackerSymbols: number | null;
  readonly underway: boolean;
  /** The open flash timing, its holder and pass count, or null. */
  readonly flash: FlashSummary | null;
  readonly result: BattleResult | null;
  readonly lifeReduced: number;
  readonly destroyed: readonly ObjectId[];
  readonly compared: { readonly attacker: number; readonly blocker: number } | null;
  /** The rules that decided the result (❺, ❻, ...), empty while under way. */
  readonly rules: readonly RuleRef[];
};

export type BsView = ViewBase & {
  readonly cards: Readonly<Record<ObjectId, CardView>>;
  readonly cores: Readonly<Record<PlayerId, CoreView>>;
  readonly battles: readonly BattleView[];
  /** The battle under way, or the last one fought, or null. */
  readonly battle: BattleView | null;
};

/** The module's type as the UI binds to it (src/ui/kit/binding.ts). */
export type BsModule = GameModule<BsState, BsAction, BsEvent, BsPrompt, BsSummary, BsView, BsErrorCode | KernelCode>;
