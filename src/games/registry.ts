/**
 * The only place that knows every game. Each module is a lazy chunk: the first page load
 * carries no game code (style-notes §2.3).
 */
import type { AnyGameModule, GameId } from '../engine/types.ts';

export const GAME_LOADERS: Partial<Record<GameId, () => Promise<AnyGameModule>>> = {
  mtg: () => import('./mtg/index.ts').then((m) => m.mtg),
  fab: () => import('./fab/index.ts').then((m) => m.fab),
  bs: () => import('./bs/index.ts').then((m) => m.bs),
  pmv: () => import('./pmv/index.ts').then((m) => m.pmv),
};

export const availableGames = (): GameId[] => Object.keys(GAME_LOADERS) as GameId[];

/** The modules already loaded: a second import() of a loaded chunk still waits for a task of its own (25 ms on a slow phone, measured). */
const loaded: Partial<Record<GameId, AnyGameModule>> = {};

export const loadGame = async (game: GameId): Promise<AnyGameModule | null> => {
  const known = loaded[game];
  if (known !== undefined) return known;
  const loader = GAME_LOADERS[game];
  if (!loader) return null;
  const module = await loader();
  loaded[game] = module;
  return module;
};
