import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the prerendered page and while React hydrates it, true from then on: parts that depend
 * on the browser (stored sessions, a lazily loaded panel) render only in the browser, so the
 * prerendered HTML and the first browser render agree.
 */
export const useInBrowser = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
