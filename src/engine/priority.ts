/**
 * Priority as the card games share it: one player holds it, passing hands it to the next
 * player in turn order, and when every player has passed in succession with nothing done in
 * between, the top of the stack resolves or, with an empty stack, the step ends.
 */
import type { PlayerId, RuleRef } from './types.ts';

export type Priority = {
  readonly holder: PlayerId; // who may act now
  readonly passes: number; // consecutive passes since the last action or resolution
  readonly rule: RuleRef; // why the holder has it now (a step began, a pass, a resolution, a play)
};

export const nextInTurnOrder = (order: readonly PlayerId[], player: PlayerId): PlayerId => {
  const i = order.indexOf(player);
  return order[(i + 1) % order.length] ?? player;
};

/** Passing: either priority moves on, or everybody has now passed in succession. */
export const passPriority = (order: readonly PlayerId[], priority: Priority, rule: RuleRef): Priority | 'allPassed' => {
  const passes = priority.passes + 1;
  if (passes >= order.length) return 'allPassed';
  return { holder: nextInTurnOrder(order, priority.holder), passes, rule };
};
