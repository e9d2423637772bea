/**
 * The per-game UI registry: each game brings a set-up editor and a combat board, both lazy,
 * plus what the start screen needs before any game code loads. A new game adds one entry here
 * (and its components under src/ui/<game>/); no other UI file changes.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { GameId } from '../engine/types.ts';
import { availableGames } from '../games/registry.ts';

export type GameUi = {
  /** Rules editions offered on the start screen, the current one first. */
  readonly editions: readonly string[];
  /** The set-up a new board starts from (the scenario's `setup`). */
  readonly newSetup: () => Readonly<Record<string, unknown>>;
  /** Edits the store's draft scenario and starts the session. */
  readonly Setup: LazyExoticComponent<ComponentType>;
  /** Shows the running session: state, prompt and controls, log. */
  readonly Board: LazyExoticComponent<ComponentType>;
};

export const GAME_UI: Partial<Record<GameId, GameUi>> = {
  mtg: {
    // Kept in step with MTG_EDITIONS (src/games/mtg/types.ts) without pulling game code into the first load.
    editions: ['2026-09', '2024-11', '2023-11'],
    newSetup: () => ({
      players: [
        { id: 'A', life: 20 },
        { id: 'B', life: 20 },
      ],
      active: 'A',
      permanents: [],
    }),
    Setup: lazy(() => import('./mtg/Setup.tsx')),
    Board: lazy(() => import('./mtg/Board.tsx')),
  },
  fab: {
    // Kept in step with FAB_EDITIONS (src/games/fab/types.ts) without pulling game code into the first load.
    editions: ['current'],
    newSetup: () => ({
      players: [
        { id: 'A', life: 20, actionPoints: 1, resources: 0 },
        { id: 'B', life: 20, actionPoints: 0, resources: 0 },
      ],
      active: 'A',
      cards: [],
    }),
    Setup: lazy(() => import('./fab/Setup.tsx')),
    Board: lazy(() => import('./fab/Board.tsx')),
  },
  bs: {
    // Kept in step with BS_EDITIONS (src/games/bs/types.ts) without pulling game code into the first load.
    editions: ['current'],
    newSetup: () => ({
      players: [
        { id: 'A', life: 5, reserve: 0, trashCores: 0 },
        { id: 'B', life: 5, reserve: 0, trashCores: 0 },
      ],
      active: 'A',
      cards: [],
    }),
    Setup: lazy(() => import('./bs/Setup.tsx')),
    Board: lazy(() => import('./bs/Board.tsx')),
  },
  pmv: {
    // Kept in step with PMV_EDITIONS (src/games/pmv/types.ts) without pulling game code into the first load.
    editions: ['current'],
    newSetup: () => ({
      players: [
        { id: 'A', life: 25, deck: 20, nodes: { active: 0, sleep: 0 } },
        { id: 'B', life: 25, deck: 20, nodes: { active: 0, sleep: 0 } },
      ],
      active: 'A',
      cards: [],
    }),
    Setup: lazy(() => import('./pmv/Setup.tsx')),
    Board: lazy(() => import('./pmv/Board.tsx')),
  },
};

/** Games with both a rules module and a UI. */
export const playableGames = (): GameId[] => availableGames().filter((g) => GAME_UI[g] !== undefined);
