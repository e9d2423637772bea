/**
 * What an attack target belongs to, for grouping the attack choices and the picture of combat by
 * defending player: a player is their own group, a planeswalker its controller's, a battle its
 * protector's. No rules here: the prompt says what may be attacked, this only sorts it for the eye.
 */
import type { MtgView } from '../../games/mtg/types.ts';

/** The group of targets no player could be found for (a battle with no protector left in the game). */
export const OTHER = '';

/** The player a target belongs to: the player, a planeswalker's controller, a battle's protector. */
export const ownerOfTarget = (target: string, view: MtgView): string => {
  if (view.players.some((p) => p.id === target)) return target;
  const p = view.permanents[target];
  if (p === undefined) return OTHER;
  if (p.types.includes('battle')) return p.protector ?? OTHER;
  return p.controller;
};

/** Targets sorted into their players' groups, in seating order; the rest last. */
export const groupByPlayer = <T>(items: readonly T[], ownerOf: (item: T) => string, view: MtgView): { player: string; items: T[] }[] => {
  const order = [...view.players.map((p) => p.id), OTHER];
  const groups = order.map((player) => ({ player, items: items.filter((x) => ownerOf(x) === player) }));
  const known = new Set(order);
  const stray = items.filter((x) => !known.has(ownerOf(x)));
  const other = groups.at(-1);
  if (other) other.items.push(...stray);
  return groups.filter((g) => g.items.length > 0);
};
