/**
 * Plays an action list through any game module (the `advance` macro is the procedure kernel's),
 * keeping the last state and every event. The runner (src/scenario/run.ts), the scenario suite,
 * the fuzz, the game tests and the benches go through here. The session store has a loop of its
 * own (src/store/session.ts), since it keeps a frame per action for undo and redo; both play
 * actions through the module's `apply` alone, so they agree.
 */
import type { ActionBase, EngineError, EventBase, GameModule, PromptBase } from './types.ts';

export type Rejection<A> = { readonly index: number; readonly action: A; readonly error: EngineError };

export type Played<S, E> = {
  readonly state: S;
  readonly events: readonly E[];
  readonly accepted: number;
  readonly rejected: Rejection<unknown> | null;
};

/** Applies actions in order; the first refused one stops the run (scenario-format.md). `opening`: the load's own events, logged first. */
export const play = <S, A extends ActionBase, E extends EventBase, P extends PromptBase>(
  module: GameModule<S, A, E, P>,
  initial: S,
  actions: readonly A[],
  opening: readonly E[] = [],
): Played<S, E> => {
  let state = initial;
  const events: E[] = [...opening];
  for (let index = 0; index < actions.length; index++) {
    const action = actions[index] as A;
    const result = module.apply(state, action);
    if (!result.ok) return { state, events, accepted: index, rejected: { index, action, error: result.error } };
    state = result.value.state;
    for (const e of result.value.events) events.push(e);
  }
  return { state, events, accepted: actions.length, rejected: null };
};
