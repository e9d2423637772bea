/**
 * What every game's test kit (src/games/<g>/testkit.ts) makes the same way from its module: the
 * state a set-up loads to, the test game (testGame.ts) with every rule passing through checked
 * against the module's own list, and one line to play actions that must all be accepted or one
 * that must be refused. Tests only.
 */
import { play } from '../referee.ts';
import type { AnyGameModule, EngineError, EventBase, RuleRef } from '../types.ts';
import { createTestGame, type Parts, type TestGame } from './testGame.ts';

/** The state actions left, and every event they logged. */
export type Run<M extends AnyGameModule> = { state: Parts<M>['S']; events: Parts<M>['E'][] };

export const testKit = <M extends AnyGameModule>(module: M) => {
  const checkRule = (ref: RuleRef): void => {
    if (ref.game !== module.id || !module.rules.includes(ref.id)) throw new Error(`rule not declared by ${module.id}: ${JSON.stringify(ref)}`);
  };
  const game = (state: Parts<M>['S']): TestGame<M> => createTestGame(module, state, checkRule);
  return {
    game,
    /** The state a set-up loads to under the current rules; a set-up the loader refuses throws. */
    load: (setup: unknown): Parts<M>['S'] => {
      const loaded = module.load({ rules: 'current', setup, actions: [] });
      if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
      return loaded.value.state;
    },
    /** Plays actions that must all be accepted. */
    run: (state: Parts<M>['S'], actions: readonly Parts<M>['A'][]): Run<M> => {
      const g = game(state);
      for (const a of actions) g.do(a);
      return { state: g.state, events: g.log };
    },
    /**
     * Applies one action that must be refused: the state is untouched (deep and by reference: the
     * module hands back nothing new) and the error is returned.
     */
    refused: (state: Parts<M>['S'], action: Parts<M>['A']): EngineError => {
      const error = game(state).refuse(action);
      const played = play(module, state, [action]);
      if (played.rejected === null || played.state !== state) throw new Error('a refused action must hand back the very same state object');
      return error;
    },
  };
};

/** A set-up as a scenario file writes it: the players given (the first one the turn player), these cards, and whatever else a test adds. */
export const setupWith = <P extends { readonly id: string }, C, X extends object>(players: readonly P[], cards: readonly C[], extra: X) => ({
  players,
  active: players[0]?.id ?? 'A',
  cards: [...cards],
  ...extra,
});

export const ofType = <E extends EventBase, T extends E['type']>(events: readonly E[], type: T): Extract<E, { type: T }>[] =>
  events.filter((e): e is Extract<E, { type: T }> => e.type === type);

export const ruleOf = (e: { rule: { id: string } } | undefined): string | undefined => e?.rule.id;
