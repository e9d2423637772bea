/**
 * The engine contract shared by every game module.
 *
 * State, actions, events and prompts are plain serialisable data. Text never lives here:
 * every event, prompt and error carries a rule reference and a code, and the locales turn
 * those into words. Nothing in src/engine or src/games may import React, the DOM, zustand
 * or i18next, so the same code runs in the browser, in tests and in the command-line runner.
 */

export const GAME_IDS = ['mtg', 'fab', 'bs', 'pmv'] as const;
export type GameId = (typeof GAME_IDS)[number];

export type PlayerId = string;
export type ObjectId = string;

/**
 * A pointer to the rule that decides something. `id` is the rule's own number as printed in
 * that game's rules ("510.1c", "7.3.2b"). Where the rules say nothing, the engine never makes
 * up a number: it cites {@link JUDGE_CALL} and asks the judge.
 */
export type RuleRef = {
  readonly game: GameId;
  readonly id: string;
  /** The rules edition, where the game's rules changed over time (MTG 2023-11 / 2024-11). */
  readonly edition?: string;
  /**
   * Set when the cited edition's text of this rule was out of reach: the edition whose text the
   * citation relies on (MTG 2026-09 cites 802.4 as 2024-11 has it). The rule card says so.
   */
  readonly textOf?: string;
};

/** The rule id cited for a decision the rules leave to the judge (not a rule number). */
export const JUDGE_CALL = 'judge-call';

export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** Parameters carried by events, prompts and errors for the locales to interpolate. */
export type Params = Readonly<Record<string, string | number | boolean | readonly string[]>>;

/**
 * Why an action was refused: a code for the locales, the rule it breaks, and details. A game
 * narrows `Code` to the union of its own codes, so a misspelt code fails the type check.
 */
export type EngineError<Code extends string = string> = {
  readonly code: Code;
  readonly rule: RuleRef;
  readonly params?: Params;
};

/** Something that happened, with the rule that made it happen. */
export type EventBase = {
  readonly type: string;
  readonly rule: RuleRef;
  /** True for what the procedure did by itself (turn-based actions, state-based actions). */
  readonly automatic?: boolean;
};

/** The one decision the game waits for now. `player` is null when nobody decides (game over, a judge's ruling). */
export type PromptBase = {
  readonly kind: string;
  readonly player: PlayerId | null;
  readonly rule: RuleRef;
};

/**
 * An object a declaration prompt leaves out of its choices, and why ("why not?"): the rule that
 * excludes it and a code the game's locale words (`<game>:excluded.<code>`, with `params`).
 * `from` names what it is excluded from when that is one choice among several (the attacker a
 * creature cannot block, the battle its protector cannot attack); absent: from the whole declaration.
 */
export type Excluded = {
  readonly id: ObjectId;
  readonly code: string;
  readonly rule: RuleRef;
  readonly from?: ObjectId;
  readonly params?: Params;
};

/** A decision. `by` is the deciding player; a judge's ruling has none (the judge is not a player). */
export type ActionBase = { readonly type: string; readonly by?: PlayerId };

/** The judge's answer to an open question (scenario-format.md, "Judge rulings"). */
export type JudgeAction = { readonly type: 'judge'; readonly question: string; readonly ruling: string };

export type Transition<S, E extends EventBase> = { readonly state: S; readonly events: readonly E[] };

/** A problem in a scenario file: where (a JSON path such as `actions[3].attackers[0].id`) and what. */
export type ScenarioError = { readonly path: string; readonly message: string };

/** A validated starting position plus the validated action list of a scenario. */
/**
 * A validated scenario: the starting state, the actions, and what the rules did to the board as
 * entered before anyone decides (MTG 704.3: state-based actions before the first priority).
 */
export type LoadedScenario<S, A, E = never> = { readonly state: S; readonly actions: readonly A[]; readonly events?: readonly E[] };

/** A step of a game's procedure as the step tracker shows it: its id and the rule that describes it. */
export type StepView = { readonly id: string; readonly rule: RuleRef | null };

/**
 * Words the board shows, as data: a key in the game's locale namespace and its values. Values
 * that are ids are shown by name (the text layer's valuesOf); numbers stay numbers.
 */
export type Term = { readonly key: string; readonly values?: Params };

/** A player as the player strip shows them. */
export type PlayerView = {
  readonly id: PlayerId;
  readonly life: number;
  readonly lost: boolean;
  /** The turn player (the active player, the attacking player). */
  readonly active: boolean;
  /** Whether the decision of the moment is theirs (priority, or a pending declaration). */
  readonly deciding: boolean;
  /** Other counts a judge checks at a glance (action points, resources, reserve cores, ...). */
  readonly figures: readonly Term[];
};

/** An object on the stack (chain layers, a 干渉's uses), top last. */
export type StackItemView = {
  readonly id: string;
  readonly controller: PlayerId;
  /** What the player called it, or null for an unnamed manual effect (then `line` says what it does). */
  readonly name: string | null;
  /** What it does, in words. */
  readonly line: Term | null;
  /** What it targets, when that is not part of `line` (an attack's target). */
  readonly target: string | null;
};

/** One object in a zone: its name, its figure ("3/3", "loyalty 3") and what else a judge checks (keywords, tapped, damage). */
export type CardLineView = {
  readonly id: ObjectId;
  readonly name: string;
  readonly figure: Term | null;
  readonly notes: readonly Term[];
};

/** One player's zone (`zone` is its locale key suffix, `zone.<zone>` in the game's namespace). */
export type ZoneView = { readonly player: PlayerId; readonly zone: string; readonly cards: readonly CardLineView[] };

/**
 * One field of a manual effect as the priority prompt offers it (the shared effect form renders
 * it). The effect sent is `{ kind, [name]: value }` for each field.
 */
export type EffectField =
  /** An object or player id, from the legal ones. */
  | { readonly name: string; readonly type: 'target'; readonly options: readonly string[] }
  /** A whole number in bounds; with `all`, "all" may be chosen instead (the value is then the string "all"). */
  | { readonly name: string; readonly type: 'number'; readonly min: number; readonly max: number; readonly initial: number; readonly all?: boolean }
  /** One of a list of game terms (a keyword): shown through the game's `<term>.<option>` words. */
  | { readonly name: string; readonly type: 'term'; readonly term: string; readonly options: readonly string[] }
  /** On or off (the value is then true, or the field is left out). */
  | { readonly name: string; readonly type: 'flag' };

/** A kind of manual effect the priority holder may add now, with its fields. */
export type EffectOption = { readonly kind: string; readonly fields: readonly EffectField[] };

/** What every game's `view(state)` gives the shared board widgets; a game adds its own figures. */
export type ViewBase = {
  /** What the players call each object and player (for ids in prompts, events and terms). */
  readonly names: Readonly<Record<string, string>>;
  /** The steps to show, in order, with the current one named. */
  readonly steps: readonly StepView[];
  readonly step: string;
  readonly players: readonly PlayerView[];
  readonly stack: readonly StackItemView[];
  readonly zones: readonly ZoneView[];
};

/**
 * What the practice solver needs of a game to play every answer to a decision out
 * (docs/puzzle-format.md, "The solver"). The engine stays the judge of legality: `candidates` may
 * include answers `apply` refuses, and the solver keeps only those it accepts.
 */
export type Answering<S, A, P> = {
  /**
   * The answers to the decision `prompt` asks for that the engine can list: declarations, orders,
   * damage splits, the cards and attacks the prompt offers, and passing. Never manual effects (they
   * are unbounded). Lazy, so a solver can stop at its cap and count the rest.
   */
  candidates(state: S, prompt: P): Iterable<A>;
  /**
   * How a decision nobody is asked about is taken in a play-out: priority passes; a declaration
   * takes the prompt's suggested choice, or declares nothing where it has none. Null stops the
   * play-out (a question for the judge).
   */
  fallback(state: S, prompt: P): A | null;
  /** The objects an answer picks (blockers, defending cards, an attacker, a card played): the ticks of an `options` question. */
  picks(action: A): readonly ObjectId[];
  /** The objects on the field now, by the player who controls them: what a play-out took off it. */
  board(state: S): Readonly<Record<PlayerId, readonly ObjectId[]>>;
  /** Fields of an action whose list order is part of the answer (a damage assignment order); every other list is a set. */
  readonly ordered: readonly string[];
  /** Fields that only pay for an answer (which cards a FaB payment pitches): not part of which answer it is. */
  readonly incidental?: readonly string[];
};

export interface GameModule<
  S,
  A extends ActionBase,
  E extends EventBase,
  P extends PromptBase,
  Summary extends object = object,
  View extends ViewBase = ViewBase,
  Code extends string = string,
> {
  readonly id: GameId;
  /** Rules editions this module knows, the current one first. */
  readonly editions: readonly string[];
  /** Validates an untrusted setup and action list. Never throws. */
  load(input: { rules: string; setup: unknown; actions: unknown }): Result<LoadedScenario<S, A, E>, readonly ScenarioError[]>;
  /** The single pure transition. An illegal action returns an error and leaves `state` as it was. */
  apply(state: S, action: A): Result<Transition<S, E>, EngineError<Code>>;
  /** Who must decide now, what, under which rule, and every legal option with what the UI shows of it. */
  prompt(state: S): P;
  /** The derived figures the board draws (current power, the steps and their rules, ...). */
  view(state: S): View;
  /** The outcome view that scenario `expect` blocks match against. */
  summary(state: S): Summary;
  /** The answers a decision may take and how one nobody is asked about is taken: what the practice solver (src/practice) plays out. */
  readonly answering?: Answering<S, A, P>;
  /** Every rule id the module may cite. */
  readonly rules: readonly string[];
  /**
   * The locale key ids of those rules (see ruleKeyId in src/text/describe.ts): the plain id, or
   * `id@edition` for a rule whose text differs between editions. Absent: the same as `rules`.
   */
  readonly ruleKeys?: readonly string[];
  /** Every event type, prompt kind and error code the module may emit. */
  readonly vocabulary: { readonly events: readonly string[]; readonly prompts: readonly string[]; readonly errors: readonly Code[] };
}

/**
 * A module whose generic parameters are not known at the call site (the store and registry hold
 * "some game"). The UI gets its typed module back through its game binding (src/ui/kit/binding.ts).
 */
// oxlint-disable-next-line typescript/no-explicit-any
export type AnyGameModule = GameModule<any, any, any, any, any, any, any>;
