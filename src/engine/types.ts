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

/** A decision. `by` is the deciding player; a judge's ruling has none (the judge is not a player). */
export type ActionBase = { readonly type: string; readonly by?: PlayerId };

/** The judge's answer to an open question (scenario-format.md, "Judge rulings"). */
export type JudgeAction = { readonly type: 'judge'; readonly question: string; readonly ruling: string };

export type Transition<S, E extends EventBase> = { readonly state: S; readonly events: readonly E[] };

/** A problem in a scenario file: where (a JSON path such as `actions[3].attackers[0].id`) and what. */
export type ScenarioError = { readonly path: string; readonly message: string };

/** A validated starting position plus the validated action list of a scenario. */
export type LoadedScenario<S, A> = { readonly state: S; readonly actions: readonly A[] };

/** A step of a game's procedure as the step tracker shows it: its id and the rule that describes it. */
export type StepView = { readonly id: string; readonly rule: RuleRef | null };

/** What every game's `view(state)` gives the shared board widgets; a game adds its own figures. */
export type ViewBase = {
  /** The steps to show, in order, with the current one named. */
  readonly steps: readonly StepView[];
  readonly step: string;
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
  load(input: { rules: string; setup: unknown; actions: unknown }): Result<LoadedScenario<S, A>, readonly ScenarioError[]>;
  /** The single pure transition. An illegal action returns an error and leaves `state` as it was. */
  apply(state: S, action: A): Result<Transition<S, E>, EngineError<Code>>;
  /** Who must decide now, what, under which rule, and every legal option with what the UI shows of it. */
  prompt(state: S): P;
  /** The derived figures the board draws (current power, the steps and their rules, ...). */
  view(state: S): View;
  /** The outcome view that scenario `expect` blocks match against. */
  summary(state: S): Summary;
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
