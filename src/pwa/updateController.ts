/**
 * The "new version ready" logic, apart from the browser so it can be tested: a new version
 * waits until the user taps "reload". Nothing here reloads the page unless `reload()` was called,
 * even when another tab lets the new service worker take over: a combat in progress is never
 * interrupted by an update.
 */
export type UpdateState = {
  /** The bar is shown: a new version is waiting (or has taken over in another tab). */
  readonly visible: boolean;
  /** The user tapped "reload" and the page is about to reload. */
  readonly applying: boolean;
};

export type UpdateDeps = {
  /** Asks the waiting service worker to take over (skip waiting). */
  readonly applyUpdate: () => Promise<void>;
  readonly reloadPage: () => void;
  readonly setTimer: (run: () => void, ms: number) => void;
};

export type UpdateController = {
  readonly getState: () => UpdateState;
  readonly subscribe: (listener: () => void) => () => void;
  /** The registration found a waiting version. */
  readonly needRefresh: () => void;
  /** The new version now controls this page (this tab's tap, or another tab's). */
  readonly onTakeover: () => void;
  /** The user tapped "reload". */
  readonly reload: () => void;
  /** The user tapped "later": the bar goes away until the next update. */
  readonly dismiss: () => void;
};

/** If the new worker has not taken over this long after the tap, reload anyway (the user asked). */
export const RELOAD_FALLBACK_MS = 4000;

export const createUpdateController = (deps: UpdateDeps): UpdateController => {
  let state: UpdateState = { visible: false, applying: false };
  let takenOver = false;
  let reloaded = false;
  const listeners = new Set<() => void>();
  const set = (next: UpdateState) => {
    if (next.visible === state.visible && next.applying === state.applying) return;
    state = next;
    for (const l of listeners) l();
  };
  const reloadOnce = () => {
    if (reloaded) return;
    reloaded = true;
    deps.reloadPage();
  };
  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    needRefresh: () => {
      takenOver = false; // a newer version waits: a tap must ask it to take over
      set({ ...state, visible: true });
    },
    onTakeover: () => {
      takenOver = true;
      // Only a tap in this tab reloads it; otherwise the bar stays up until the user chooses.
      if (state.applying) reloadOnce();
      else set({ ...state, visible: true });
    },
    reload: () => {
      if (state.applying) return;
      set({ visible: true, applying: true });
      if (takenOver) return reloadOnce();
      deps.applyUpdate().catch(() => reloadOnce());
      deps.setTimer(reloadOnce, RELOAD_FALLBACK_MS);
    },
    dismiss: () => {
      if (!state.applying) set({ ...state, visible: false });
    },
  };
};
