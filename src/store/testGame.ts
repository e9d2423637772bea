/**
 * A minimal game module for the store tests: the store is game-agnostic, so its history,
 * refusal and persistence behaviour is tested against the smallest module that has a rule to
 * break. (The MTG engine is tested on its own; a store test with it lives in session.test.ts.)
 */
import type { Scenario, ScenarioAction } from '../scenario/envelope.ts';
import type { EngineError, EventBase, GameModule, PromptBase, Result, ScenarioError, Transition } from '../engine/types.ts';

export type CountState = { readonly total: number; readonly limit: number };
export type CountAction = { readonly type: 'add'; readonly by: string; readonly n: number };
export type CountEvent = EventBase & { readonly type: 'added'; readonly n: number; readonly total: number };

const rule = (id: string) => ({ game: 'mtg' as const, id });

const load = (input: { rules: string; setup: unknown; actions: unknown }): Result<{ state: CountState; actions: CountAction[] }, ScenarioError[]> => {
  const setup = input.setup as { limit?: unknown } | null;
  if (typeof setup !== 'object' || setup === null || typeof setup.limit !== 'number') {
    return { ok: false, error: [{ path: 'setup.limit', message: 'expected a number' }] };
  }
  if (!Array.isArray(input.actions)) return { ok: false, error: [{ path: 'actions', message: 'expected a list' }] };
  for (const [i, a] of (input.actions as unknown[]).entries()) {
    const n = (a as { n?: unknown } | null)?.n;
    if (typeof n !== 'number') return { ok: false, error: [{ path: `actions[${i}].n`, message: 'expected a number' }] };
  }
  return { ok: true, value: { state: { total: 0, limit: setup.limit }, actions: input.actions as CountAction[] } };
};

export const countGame: GameModule<CountState, CountAction, CountEvent, PromptBase> = {
  id: 'mtg',
  editions: ['2024-11'],
  load,
  apply: (state, action): Result<Transition<CountState, CountEvent>, EngineError> => {
    if (action.n <= 0) return { ok: false, error: { code: 'notPositive', rule: rule('1.1'), params: { n: action.n } } };
    const total = state.total + action.n;
    if (total > state.limit) return { ok: false, error: { code: 'overLimit', rule: rule('1.2'), params: { total } } };
    return { ok: true, value: { state: { ...state, total }, events: [{ type: 'added', rule: rule('1.3'), n: action.n, total }] } };
  },
  prompt: (state) => ({ kind: 'count.add', player: state.total < state.limit ? 'A' : null, rule: rule('1.4') }),
  view: () => ({ names: {}, steps: [], step: '', players: [], stack: [], zones: [] }),
  summary: (state) => ({ total: state.total }),
  rules: ['1.1', '1.2', '1.3', '1.4'],
  vocabulary: { events: ['added'], prompts: ['count.add'], errors: ['notPositive', 'overLimit'] },
};

export const countScenario = (limit: number, actions: readonly ScenarioAction[] = []): Scenario => ({
  format: 'combat-referee/scenario@1',
  game: 'mtg',
  rules: '2024-11',
  setup: { limit },
  actions,
});
