/**
 * A long list drawn in two goes: the first rows (a phone's screenful) with the decision itself,
 * the rest just after, as a low-priority update (a transition), so a tap that opens a panel of
 * thirty rows shows its first rows in the next frame rather than after all of them are built.
 * State, not useDeferredValue: the decision panel's controls are themselves drawn in a deferred
 * render, where a deferred value would come out whole at once.
 */
import { startTransition, useEffect, useState } from 'react';

/** How many rows a phone shows at once, with the prompt above them. */
export const FIRST_ROWS = 5;

/** How many of `count` rows to draw now: the first few on the first render, all of them once React has a moment. */
export const useProgressive = (count: number, first: number = FIRST_ROWS): number => {
  const [all, setAll] = useState(count <= first);
  useEffect(() => {
    if (!all) startTransition(() => setAll(true));
  }, [all]);
  return all ? count : Math.min(count, first);
};

/** False on the first render, true once the rest of the screen has been painted: for what lies under a phone's fold. */
export const useAfterFirstPaint = (): boolean => useProgressive(1, 0) > 0;

/** The rows of `items` to draw now: a phone's screenful first, all of them once React has a moment. */
export const useFirstRows = <T>(items: readonly T[]): readonly T[] => items.slice(0, useProgressive(items.length));
