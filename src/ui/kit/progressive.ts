/**
 * A long list drawn in two goes: the first rows (a phone's screenful) with the decision itself,
 * the rest just after, at low priority (React's deferred value), so a tap that opens a panel of
 * thirty rows shows its first rows in the next frame rather than after all of them are built.
 */
import { useDeferredValue } from 'react';

/** How many rows a phone shows at once, with the prompt above them. */
export const FIRST_ROWS = 12;

/** How many of `count` rows to draw now: the first few on the first render, all of them once React has a moment. */
export const useProgressive = (count: number, first: number = FIRST_ROWS): number => useDeferredValue(count, Math.min(count, first));
