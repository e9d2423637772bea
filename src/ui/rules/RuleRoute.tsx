/**
 * Draws the rules address of the moment (a rule card, the rule browser) over whatever screen the
 * user has. Only this switch is in the first load: the cards and the browser are a lazy chunk.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { restoreFocus, routeHash, subscribeRoute } from './route.ts';

const RulesOverlay = lazy(() => import('./RulesOverlay.tsx'));

export const RuleRoute = () => {
  const hash = useSyncExternalStore(subscribeRoute, routeHash);
  useEffect(restoreFocus, [hash]);
  return hash === '' ? null : (
    <Suspense fallback={null}>
      <RulesOverlay hash={hash} />
    </Suspense>
  );
};
