/**
 * The per-game UI registry: each game brings a set-up editor and a combat board, both lazy, and
 * its manifest (id, editions, new set-up), which the start screen needs before any game code
 * loads. A new game adds one entry here (and its components under src/ui/<game>/); no other UI
 * file changes.
 */
import i18next, { loadNamespaces } from 'i18next';
import type { GameId } from '../engine/types.ts';
import { BS_MANIFEST } from '../games/bs/manifest.ts';
import { FAB_MANIFEST } from '../games/fab/manifest.ts';
import { MTG_MANIFEST } from '../games/mtg/manifest.ts';
import { PMV_MANIFEST } from '../games/pmv/manifest.ts';
import { availableGames, loadGame } from '../games/registry.ts';
import { preloadable, type Preloadable } from './preload.ts';
import { preloadScreensWith } from './sessionIo.ts';

export type GameUi = {
  /** Rules editions offered on the start screen, the current one first. */
  readonly editions: readonly string[];
  /** The set-up a new board starts from (the scenario's `setup`). */
  readonly newSetup: () => Readonly<Record<string, unknown>>;
  /** Edits the store's draft scenario and starts the session. */
  readonly Setup: Preloadable;
  /** Shows the running session: state, prompt and controls, log. */
  readonly Board: Preloadable;
};

/** Each game: its manifest (src/games/<game>/manifest.ts: id, editions, new set-up) and its two screens. */
export const GAME_UI: Partial<Record<GameId, GameUi>> = {
  mtg: { ...MTG_MANIFEST, Setup: preloadable(() => import('./mtg/Setup.tsx')), Board: preloadable(() => import('./mtg/Board.tsx')) },
  fab: { ...FAB_MANIFEST, Setup: preloadable(() => import('./fab/Setup.tsx')), Board: preloadable(() => import('./fab/Board.tsx')) },
  bs: { ...BS_MANIFEST, Setup: preloadable(() => import('./bs/Setup.tsx')), Board: preloadable(() => import('./bs/Board.tsx')) },
  pmv: { ...PMV_MANIFEST, Setup: preloadable(() => import('./pmv/Setup.tsx')), Board: preloadable(() => import('./pmv/Board.tsx')) },
};

/** Games with both a rules module and a UI. */
export const playableGames = (): GameId[] => availableGames().filter((g) => GAME_UI[g] !== undefined);

/**
 * The screens' words through a cache (src/ui/cachedT.ts), put in with the first game: the start
 * page's few words do not need it, and the first load stays small. Optional: screens work without
 * it, so a failed fetch is tried again with the next game.
 */
let wordsCache: Promise<void> | undefined;
const cacheWords = (): Promise<void> =>
  (wordsCache ??= import('./cachedT.ts').then(
    (m) => m.cacheFixedT(i18next),
    () => {
      wordsCache = undefined;
    },
  ));

/**
 * Fetches everything a game's screens need (its set-up and board, its rules module, its words in
 * the current language, the combat bar), so that opening them needs no network and shows no
 * fallback. Called when a game is chosen, when the browser is idle, and before a screen opens.
 * Resolves false when something could not load (offline before it was cached): the screen then
 * loads as it can and says so.
 */
export const preloadGame = async (game: GameId): Promise<boolean> => {
  const ui = GAME_UI[game];
  if (ui === undefined) return false;
  try {
    await Promise.all([ui.Setup.load(), ui.Board.load(), historyBar.load(), loadGame(game), loadNamespaces(game), cacheWords()]);
    return true;
  } catch {
    return false;
  }
};

/** The bottom bar of the combat screen (undo, redo): fetched with a game, not in the first load. */
export const historyBar = preloadable(() => import('./components/HistoryBar.tsx'));

// A session opened from a link, a file or the recent list comes with its screens.
preloadScreensWith(preloadGame);
