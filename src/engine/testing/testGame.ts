/**
 * The one test builder every game's tests use (Pokémon Showdown's way): start from a position,
 * make decisions, read what the rules decided. A refused action must leave the state exactly as
 * it was, and every rule passing through is reported (each game checks its locales know it).
 * Tests only; no module imports it.
 */
import type { ActionBase, AnyGameModule, EngineError, EventBase, GameModule, PromptBase, RuleRef, ViewBase } from '../types.ts';
/* oxlint-disable typescript/no-explicit-any -- `infer` positions of the module's type parameters */
export type Parts<M> =
  M extends GameModule<infer S, infer A extends ActionBase, infer E extends EventBase, infer P extends PromptBase, infer Sum extends object, infer V extends ViewBase, any>
    ? { S: S; A: A; E: E; P: P; Sum: Sum; V: V }
    : never;
/* oxlint-enable typescript/no-explicit-any */

export interface TestGame<M extends AnyGameModule> {
  state: Parts<M>['S'];
  /** Events of the last accepted action. */
  last: readonly Parts<M>['E'][];
  /** Every event so far. */
  log: Parts<M>['E'][];
  /** Applies an action that must be accepted. */
  do(action: Parts<M>['A']): this;
  /** Applies an action that must be refused; returns the error (and checks the state is untouched). */
  refuse(action: Parts<M>['A']): EngineError;
  /** The player who holds priority passes. */
  pass(): this;
  /** The `advance` macro, `times` times. */
  advance(times?: number): this;
  prompt(): Parts<M>['P'];
  summary(): Parts<M>['Sum'];
  view(): Parts<M>['V'];
  /** The events of one type so far. */
  events<T extends Parts<M>['E']['type']>(type: T): Extract<Parts<M>['E'], { type: T }>[];
}

export const createTestGame = <M extends AnyGameModule>(module: M, state: Parts<M>['S'], onRule: (ref: RuleRef) => void = () => undefined): TestGame<M> => {
  const game: TestGame<M> = {
    state,
    last: [],
    log: [],
    do(action) {
      const r = module.apply(game.state, action);
      if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${JSON.stringify(r.error)}`);
      for (const e of r.value.events as readonly EventBase[]) onRule(e.rule);
      game.state = r.value.state;
      game.last = r.value.events;
      game.log.push(...r.value.events);
      onRule(module.prompt(game.state).rule);
      return this;
    },
    refuse(action) {
      const before = JSON.stringify(game.state);
      const r = module.apply(game.state, action);
      if (r.ok) throw new Error(`accepted ${JSON.stringify(action)}`);
      onRule(r.error.rule);
      if (JSON.stringify(game.state) !== before) throw new Error('a refused action changed the state');
      return r.error;
    },
    pass() {
      const p = module.prompt(game.state) as { kind: string; player: string | null };
      if (p.player === null) throw new Error(`nobody holds priority: ${p.kind}`);
      return this.do({ type: 'pass', by: p.player } as ActionBase as Parts<M>['A']);
    },
    advance(times = 1) {
      for (let i = 0; i < times; i++) {
        const p = module.prompt(game.state) as { player: string | null };
        this.do({ type: 'advance', by: p.player ?? '' } as ActionBase as Parts<M>['A']);
      }
      return this;
    },
    prompt: () => module.prompt(game.state),
    summary: () => module.summary(game.state),
    view: () => module.view(game.state),
    events: (type) => game.log.filter((e: EventBase) => e.type === type) as never,
  };
  onRule(module.prompt(game.state).rule);
  return game;
};
