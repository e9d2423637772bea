/**
 * A tiny game module for the scenario layer's own tests: two players, a `hit` action that only
 * the active player may take, and a rule reference on everything. The scenario layer is game-
 * agnostic, so its envelope, expect, run and CLI logic is tested against this as well as MTG.
 */
import type { EventBase, GameModule, PromptBase, Result, RuleRef, ScenarioError } from '../../engine/types.ts';
import type { GameLoader } from '../envelope.ts';

export type DuelState = {
  readonly active: string;
  readonly life: Readonly<Record<string, number>>;
  readonly hits: readonly string[];
};
export type DuelAction = { readonly type: 'hit'; readonly by: string; readonly target: string; readonly amount: number };
export type DuelEvent = EventBase & { readonly type: 'hit'; readonly target: string; readonly amount: number };

const rule = (id: string): RuleRef => ({ game: 'mtg', id });

const load = (input: { rules: string; setup: unknown; actions: unknown }): Result<{ state: DuelState; actions: DuelAction[] }, ScenarioError[]> => {
  const setup = input.setup as { players?: { id: string; life: number }[]; active?: string };
  const players = setup.players ?? [];
  const ids = new Set(players.map((p) => p.id));
  const actions = input.actions as DuelAction[];
  for (const [i, a] of actions.entries()) {
    if (!ids.has(a.target)) return { ok: false, error: [{ path: `actions[${i}].target`, message: `no player "${a.target}"` }] };
  }
  const life = Object.fromEntries(players.map((p) => [p.id, p.life]));
  return { ok: true, value: { state: { active: setup.active ?? 'A', life, hits: [] }, actions } };
};

export const duel: GameModule<DuelState, DuelAction, DuelEvent, PromptBase & { readonly stackSize: number }> = {
  id: 'mtg',
  editions: ['2024-11', '2023-11'],
  load,
  apply: (state, action) => {
    if (action.by !== state.active) return { ok: false, error: { code: 'notYourTurn', rule: rule('9.1'), params: { player: action.by } } };
    const life = { ...state.life, [action.target]: (state.life[action.target] ?? 0) - action.amount };
    const events: DuelEvent[] = [{ type: 'hit', rule: rule('9.2'), target: action.target, amount: action.amount }];
    return { ok: true, value: { state: { ...state, life, hits: [...state.hits, action.target] }, events } };
  },
  prompt: (state) => ({ kind: 'duel.hit', player: state.active, rule: rule('9.3'), stackSize: 0 }),
  view: () => ({ names: {}, steps: [], step: '', players: [], stack: [], zones: [] }),
  summary: (state) => ({ life: state.life, hits: state.hits, nested: { a: { b: 1 } } }),
  rules: ['9.1', '9.2', '9.3'],
  vocabulary: { events: ['hit'], prompts: ['duel.hit'], errors: ['notYourTurn'] },
};

export const duelLoader: GameLoader = async (game) => (game === 'mtg' ? duel : null);

/** An English stand-in for the locales, so these tests do not depend on locales/en/mtg.json. */
export const duelEnglish = (key: string, options?: Readonly<Record<string, unknown>>): string => {
  const o = options ?? {};
  if (key === 'mtg:error.notYourTurn') return `${String(o.player)} is not the active player`;
  if (key === 'mtg:event.hit') return `${String(o.target)} is hit for ${String(o.amount)}`;
  if (key === 'mtg:prompt.duel.hit') return `${String(o.player)} may hit`;
  return String(o.defaultValue ?? key);
};

export const duelScenario = (actions: readonly unknown[], expect?: Record<string, unknown>) => ({
  format: 'combat-referee/scenario@1',
  game: 'mtg',
  rules: '2024-11',
  title: 'duel',
  setup: { players: [{ id: 'A', life: 20, name: 'Alice' }, { id: 'B', life: 20 }], active: 'A' },
  actions,
  ...(expect ? { expect } : {}),
});
