/**
 * The recent sessions list (src/store/recent.ts) as the page runs it: a change is written once the
 * browser is idle after the tap, and whatever is still waiting when the page is hidden or closed.
 * Loaded with the list, not in the first load.
 */
import { trackRecent, type Defer } from '../store/recent.ts';
import type { KeyValueStorage } from '../store/persist.ts';
import type { SessionStore } from '../store/session.ts';

export * from '../store/recent.ts';

/**
 * Once the browser is idle after the tap (its answer, the picture under it and the log drawn), or
 * within a second; a timer where there is no idle callback (Safari).
 */
const afterTheTap: Defer = (save) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(save, { timeout: 1000 });
  else setTimeout(save, 300);
};

export const trackRecentInPage = (store: SessionStore, storage: KeyValueStorage): void => {
  const tracker = trackRecent(store, storage, Date.now, afterTheTap);
  window.addEventListener('pagehide', tracker.flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') tracker.flush();
  });
};
