/**
 * Priority as the card games share it: one player holds it, passing hands it to the next
 * player in turn order, and when every player has passed in succession with nothing done in
 * between, the top of the stack resolves or, with an empty stack, the step ends.
 */
import type { PlayerId } from './types.ts';

export type Priority = {
  readonly holder: PlayerId; // who may act now
  readonly passes: number; // consecutive passes since the last action or resolution
};

export const givePriority = (holder: PlayerId): Priority => ({ holder, passes: 0 });

export const nextInTurnOrder = (order: readonly PlayerId[], player: PlayerId): PlayerId => {
  const i = order.indexOf(player);
  return order[(i + 1) % order.length] ?? player;
};

/** Passing: either priority moves on, or everybody has now passed in succession. */
export const passPriority = (
  order: readonly PlayerId[],
  priority: Priority,
): { readonly allPassed: true } | { readonly allPassed: false; readonly priority: Priority } => {
  const passes = priority.passes + 1;
  if (passes >= order.length) return { allPassed: true };
  return { allPassed: false, priority: { holder: nextInTurnOrder(order, priority.holder), passes } };
};
