/** Moving within and out of the rules addresses (lazy: only an open card or browser moves). */
import { depthNow, notify, type RouteState } from '../route.ts';

export const routeState = (): RouteState => (history.state ?? {}) as RouteState;

/** Shows another rule or list in the same entry (a related rule, another edition, a game filter). */
export const replaceRules = (hash: string): void => {
  const { rd, under } = routeState();
  history.replaceState({ rd, under } satisfies RouteState, '', hash);
  notify();
};

/**
 * Closes the top rules entry: one step back when the app pushed it, else (an address opened
 * directly, a link from another phone) the bare page, so the session under it is never touched.
 */
export const closeRules = (): void => {
  if (depthNow() > 0) {
    history.back();
    return;
  }
  history.replaceState(null, '', location.pathname + location.search);
  notify();
};
