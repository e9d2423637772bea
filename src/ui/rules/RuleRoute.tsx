/**
 * Draws the rules address of the moment (a rule card, the rule browser) over whatever screen the
 * user has. Only this switch is in the first load: the cards and the browser are a lazy chunk.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { restoreFocus, routeHash, subscribeRoute } from '../route.ts';

const RulesOverlay = lazy(() => import('./RulesOverlay.tsx'));
/** The prerendered page shows no rules address; the browser's own address takes over after hydration. */
const noRoute = () => '';

export const RuleRoute = () => {
  const hash = useSyncExternalStore(subscribeRoute, routeHash, noRoute);
  useEffect(restoreFocus, [hash]);
  return hash === '' ? null : (
    <Suspense fallback={null}>
      <RulesOverlay hash={hash} />
    </Suspense>
  );
};
