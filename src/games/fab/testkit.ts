/**
 * Test helpers: build a FaB position from scenario-style setup, play actions, read results.
 * Used by the tests only; the engine never imports it.
 */
import { createTestGame } from '../../engine/testing/testGame.ts';
import type { EngineError } from '../../engine/types.ts';
import { fab } from './index.ts';
import type { FabAction, FabEvent, FabState } from './types.ts';

export type CardSpec = Record<string, unknown> & { id: string; owner: string; zone: string; types: string[] };

export const hero = (id: string, life = 20, actionPoints = 0, resources = 0) => ({ id, life, actionPoints, resources });

/** A two-hero position: A (turn player, one action point) against B. */
export const position = (cards: readonly CardSpec[], players = [hero('A', 20, 1), hero('B', 20)]): FabState => {
  const loaded = fab.load({ rules: 'current', setup: { players, active: players[0]?.id, cards }, actions: [] });
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
  return loaded.value.state;
};

export type Run = { state: FabState; events: FabEvent[] };

/** Plays actions that must all be accepted (the shared test builder, src/engine/testing/testGame.ts). */
export const run = (state: FabState, actions: readonly FabAction[]): Run => {
  const game = createTestGame(fab, state);
  for (const a of actions) game.do(a);
  return { state: game.state, events: game.log };
};

/** Applies one action that must be refused, leaving the state as it was; returns the error. */
export const refused = (state: FabState, action: FabAction): EngineError => createTestGame(fab, state).refuse(action);

export const adv: FabAction = { type: 'advance', by: '' };
export const attack = (card: string, target = 'B', pitch?: string[]): FabAction =>
  pitch ? { type: 'attack', by: 'A', card, target, pitch } : { type: 'attack', by: 'A', card, target };
export const defend = (...cards: string[]): FabAction => ({ type: 'defend', by: 'B', cards });
export const playCard = (by: string, card: string, pitch?: string[]): FabAction =>
  pitch ? { type: 'play', by, card, pitch } : { type: 'play', by, card };

/** Attack, then advance to B's defend declaration. */
export const toDefend = (card: string, target = 'B'): FabAction[] => [attack(card, target), adv, adv];

export const ofType = <T extends FabEvent['type']>(events: readonly FabEvent[], type: T): Extract<FabEvent, { type: T }>[] =>
  events.filter((e): e is Extract<FabEvent, { type: T }> => e.type === type);

export const ruleOf = (e: { rule: { id: string } } | undefined): string | undefined => e?.rule.id;

// Common cards.
export const jab = (extra: Record<string, unknown> = {}): CardSpec => ({
  id: 'jab',
  owner: 'A',
  zone: 'hand',
  name: 'Head Jab',
  types: ['action', 'attack'],
  power: 3,
  defense: 2,
  cost: 0,
  pitch: 1,
  ...extra,
});
export const block = (id: string, defense: number, extra: Record<string, unknown> = {}): CardSpec => ({
  id,
  owner: 'B',
  zone: 'hand',
  types: ['action'],
  defense,
  pitch: 1,
  ...extra,
});
export const gear = (id: string, defense: number, keywords: string[] = []): CardSpec => ({
  id,
  owner: 'B',
  zone: 'equipment',
  types: ['equipment'],
  defense,
  keywords,
});
