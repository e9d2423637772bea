/**
 * Moving a session in and out of the page: share links, scenario files, and the boot that
 * restores the saved session. The scenario layer (valibot, lz-string) loads only when used.
 * Anything wrong with a link or a file becomes a notice naming the problem; the running
 * session is replaced only by a scenario that loads, and stays in the recent sessions list.
 */
import { gameUnavailable } from '../engine/gameUnavailable.ts';
import type { Result, ScenarioError } from '../engine/types.ts';
import { loadGame } from '../games/registry.ts';
import { persistSession, restoreSession, type KeyValueStorage } from '../store/persist.ts';
import { setNotice, startSession, toScenario, type Scenario, type SessionStore } from '../store/session.ts';

export const SHARE_PARAM = 'share';

/**
 * Fetches a game's screens before its session opens, so the board shows no loading fallback. The
 * game registry of the screens (games.ts, a floor above) hands it in as it loads; until then a
 * session opens with the rules alone.
 */
let preloadScreens: (game: Scenario['game']) => Promise<boolean> = () => Promise.resolve(true);
export const preloadScreensWith = (preload: typeof preloadScreens): void => {
  preloadScreens = preload;
};

const links = () => import('../scenario/link.ts');
const recent = () => import('./recentInPage.ts');

/** The recent sessions list's module once the boot has started it (null before, or if it failed to load). */
let recentModule: Awaited<ReturnType<typeof recent>> | null = null;
export const recentApi = () => recentModule;
const envelope = () => import('../scenario/envelope.ts');

const details = (errors: readonly ScenarioError[]): string[] => errors.map((e) => (e.path === '' ? e.message : `${e.path}: ${e.message}`));

/**
 * Loads a checked scenario (a file's, a share link's) into the store, with that way's notices; on
 * any problem, the check's included, the store keeps its session. A session it replaces is
 * already in the recent list (kept up to date on every change): the notice says so.
 */
const open = async (store: SessionStore, checked: Result<Scenario, readonly ScenarioError[]>, failKey: string, okKey: string, keptKey: string): Promise<boolean> => {
  if (!checked.ok) {
    setNotice(store, { tone: 'error', key: failKey, details: details(checked.error) });
    return false;
  }
  const scenario = checked.value;
  const replacing = store.getState().scenario !== null;
  let module;
  try {
    // The board's screen comes with the rules, so it opens without a loading fallback.
    [module] = await Promise.all([loadGame(scenario.game), preloadScreens(scenario.game)]);
  } catch (e) {
    setNotice(store, { tone: 'error', key: 'notice.gameLoadFailed', details: [String(e)] });
    return false;
  }
  if (module === null) {
    setNotice(store, { tone: 'error', key: failKey, details: [`game: ${gameUnavailable(scenario.game)}`] });
    return false;
  }
  const started = startSession(store, module, scenario);
  if (!started.ok) {
    setNotice(store, { tone: 'error', key: failKey, details: details(started.error) });
    return false;
  }
  const rejected = started.value.rejected;
  setNotice(
    store,
    rejected === null
      ? { tone: 'info', key: replacing ? keptKey : okKey }
      : { tone: 'error', key: 'notice.actionRefused', values: { index: rejected.index }, refusal: rejected.refusal },
  );
  return true;
};

export const importScenarioText = async (store: SessionStore, text: string): Promise<boolean> => open(store, (await envelope()).parseScenario(text), 'notice.importFailed', 'notice.imported', 'notice.importedKept');

export const openShareText = async (store: SessionStore, encoded: string): Promise<boolean> => open(store, (await links()).decodeShare(encoded), 'notice.shareFailed', 'notice.shareOpened', 'notice.shareOpenedKept');

/** The full link for the current session, or null when none runs. */
export const shareLink = async (store: SessionStore): Promise<string | null> => {
  const scenario = toScenario(store.getState());
  if (scenario === null) return null;
  const { encodeShare } = await links();
  const url = new URL(window.location.href);
  url.hash = `${SHARE_PARAM}=${encodeShare(scenario)}`;
  return url.toString();
};

export const exportScenarioFile = async (store: SessionStore): Promise<void> => {
  const scenario = toScenario(store.getState());
  if (scenario === null) return;
  const { exportScenario } = await links();
  const text = exportScenario(scenario, scenario.actions);
  const blob = new Blob([text], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `${(scenario.title ?? '').trim().replace(/[\\/:*?"<>|]+/g, '-') || `${scenario.game}-combat`}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
};

// Not URLSearchParams: it would turn the '+' of lz-string's URI alphabet into a space.
const shareFromHash = (hash: string): string | null => {
  const prefix = `#${SHARE_PARAM}=`;
  return hash.startsWith(prefix) ? hash.slice(prefix.length) : null;
};

/** The address carries a share link (the page opens on that session rather than the start screen). */
export const hasShareLink = (): boolean => shareFromHash(window.location.hash) !== null;

/** Restores the saved session, and from then on saves every change. */
export const restoreSaved = async (store: SessionStore, storage: KeyValueStorage): Promise<void> => {
  recent().catch(() => undefined); // fetched alongside the restore, for followLinks
  await restoreSession(store, storage, loadGame);
  persistSession(store, storage);
};

/**
 * Starts the recent sessions list, then opens a share link if the address carries one (the list
 * starts first, so the session a link replaces is kept in it). The link is removed from the
 * address so a reload does not replace later work with the shared position again.
 */
export const followLinks = async (store: SessionStore, storage: KeyValueStorage): Promise<void> => {
  try {
    recentModule = await recent();
    recentModule.trackRecentInPage(store, storage);
  } catch {
    // The list's code did not load (offline before it was cached): sessions go on without it.
  }
  await openFromHash(store);
  // A link pasted into the address bar of an open referee only changes the hash.
  window.addEventListener('hashchange', () => void openFromHash(store));
};

const openFromHash = async (store: SessionStore): Promise<void> => {
  const encoded = shareFromHash(window.location.hash);
  if (encoded === null) return;
  history.replaceState(null, '', window.location.pathname + window.location.search);
  await openShareText(store, encoded);
};
