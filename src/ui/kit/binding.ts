/**
 * The typed binding between a game's rules module and its screen. The store holds "some game"
 * (its frames are game-agnostic); a binding names the module's types once, so a game's panels
 * receive its own prompt, view and action types with no casts where they are used.
 */
import type { ComponentType } from 'react';
import type { AnyGameModule, EngineError, EventBase, GameId, GameModule, Result, Transition } from '../../engine/types.ts';
import type { NameOf } from '../../text/describe.ts';

/* oxlint-disable typescript/no-explicit-any -- `infer` positions of the module's type parameters */
export type ActionOf<M> = M extends GameModule<any, infer A, any, any, any, any, any> ? A : never;
export type PromptOf<M> = M extends GameModule<any, any, any, infer P, any, any, any> ? P : never;
export type ViewOf<M> = M extends GameModule<any, any, any, any, any, infer V, any> ? V : never;
/* oxlint-enable typescript/no-explicit-any */

/** What a decision panel gets: its prompt, the board's figures, names, and the two ways to reach the engine. */
export type PanelProps<M extends AnyGameModule, K extends PromptOf<M>['kind']> = {
  readonly prompt: Extract<PromptOf<M>, { kind: K }>;
  readonly view: ViewOf<M>;
  readonly nameOf: NameOf;
  /** Sends the action: true when the rules accept it (a refusal stays in the store for the frame to show). */
  readonly send: (action: ActionOf<M>) => boolean;
  /** The engine's answer on an action not yet sent (live checks in forms). */
  readonly preview: (action: ActionOf<M>) => Result<Transition<unknown, EventBase>, EngineError> | null;
};

/** One panel per prompt kind: a new game adds entries, not screens. */
export type PanelMap<M extends AnyGameModule> = { readonly [K in PromptOf<M>['kind']]: ComponentType<PanelProps<M, K>> };

/** What the board shows between the decision and the stack: the game's own picture of combat (its combat, its chain). */
export type MiddleProps<M extends AnyGameModule> = { readonly view: ViewOf<M>; readonly nameOf: NameOf };

export type GameUi<M extends AnyGameModule> = {
  readonly game: GameId;
  readonly panels: PanelMap<M>;
  readonly Middle?: ComponentType<MiddleProps<M>>;
  /** Ids that are words rather than objects ("this chain link"), with their key in the game's namespace. */
  readonly specialNames?: Readonly<Record<string, string>>;
  /** False for a game without a stack (Battle Spirits resolves each flash use at once): the board shows none. */
  readonly stack?: boolean;
  /**
   * The player strip's word for the player who decides now, as a key in the game's namespace,
   * where the shared "has priority" is not the game's term; or, where it depends on the decision
   * (MTG: priority, or a turn-based declaration that is not priority), a key for each prompt kind.
   */
  readonly decidingWord?: string | ((kind: PromptOf<M>['kind']) => string | undefined);
  /** The zones of view.zones the shared zone list shows, where the game's Middle draws the others (its field). All when absent. */
  readonly listedZones?: readonly string[];
  /** False when the game's step names carry their own marks (❶–❼): the tracker then shows no rule number beside them. */
  readonly stepRules?: boolean;
  /**
   * True where a player's figure may not fit half a phone's width (PMV's node area: active and
   * sleeping): the strip then wraps it instead of cutting it short.
   */
  readonly wrapFigures?: boolean;
};

/**
 * The binding's settings for a game whose Middle draws its table (the field, and a stack of its
 * own if it has one): no shared stack list, the shared zone list only for the zones named, and
 * the deciding player called by the game's own word (`<game>:ui.player.deciding`).
 */
export const tableGame = (listedZones: readonly string[]) => ({ stack: false, listedZones, decidingWord: 'ui.player.deciding' }) as const;

/** Ties a game's screen to its module type: the panel map must cover every prompt kind the module has. */
export const defineGameUi = <M extends AnyGameModule>(ui: GameUi<M>): GameUi<M> => ui;
