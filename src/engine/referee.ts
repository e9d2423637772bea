/**
 * Drives any game module: plays an action list, replays a log, and runs the `advance` macro.
 * The store (undo/redo), the runner and the tests all go through here, so they agree.
 */
import type { ActionBase, EngineError, EventBase, GameModule, PromptBase, Result, Transition } from './types.ts';

export type Rejection<A> = { readonly index: number; readonly action: A; readonly error: EngineError };

export type Played<S, E> = {
  readonly state: S;
  readonly events: readonly E[];
  readonly accepted: number;
  readonly rejected: Rejection<unknown> | null;
};

/** Applies actions in order; the first refused one stops the run (scenario-format.md). */
export const play = <S, A extends ActionBase, E extends EventBase, P extends PromptBase>(
  module: GameModule<S, A, E, P>,
  initial: S,
  actions: readonly A[],
): Played<S, E> => {
  let state = initial;
  const events: E[] = [];
  for (let index = 0; index < actions.length; index++) {
    const action = actions[index] as A;
    const result = module.apply(state, action);
    if (!result.ok) return { state, events, accepted: index, rejected: { index, action, error: result.error } };
    state = result.value.state;
    for (const e of result.value.events) events.push(e);
  }
  return { state, events, accepted: actions.length, rejected: null };
};

/**
 * The `advance` macro: whoever holds priority passes, then the next, and so on, until
 * `progressed(before, now)` says the top of the stack resolved or the step changed.
 * `passFor` builds the pass action for the current prompt, or null when the prompt is not
 * a priority decision (then advancing stops, since someone must make a real choice).
 */
export const advance = <S, A extends ActionBase, E extends EventBase>(
  apply: (state: S, action: A) => Result<Transition<S, E>, EngineError>,
  state: S,
  passFor: (state: S) => A | null,
  progressed: (before: S, now: S) => boolean,
  noPassError: EngineError,
): Result<Transition<S, E>, EngineError> => {
  let current = state;
  const events: E[] = [];
  // Each pass either moves priority on or makes progress, so the loop is bounded by the player count.
  for (let guard = 0; guard < 64; guard++) {
    const pass = passFor(current);
    if (pass === null) {
      if (guard === 0) return { ok: false, error: noPassError };
      break;
    }
    const result = apply(current, pass);
    if (!result.ok) return result;
    current = result.value.state;
    for (const e of result.value.events) events.push(e);
    if (progressed(state, current)) break;
  }
  return { ok: true, value: { state: current, events } };
};
