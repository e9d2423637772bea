/**
 * What every game's loader does first with a scenario's set-up: index players and cards by id,
 * report duplicate ids and unknown owners at their paths, and put the turn order in seat order
 * starting from the active player. Each game builds its own player and card records.
 */
import type { PlayerId, ScenarioError } from './types.ts';

/** The ids a scenario may refer to, for checking effects and actions. */
export type SetupRefs = { readonly players: ReadonlySet<string>; readonly cards: ReadonlySet<string> };

export type SetupIndex<P, C> = {
  readonly players: Record<PlayerId, P>;
  readonly cards: Record<string, C>;
  /** Card ids in the file's order. */
  readonly order: string[];
  /** Seat order starting from the active player (seat order as written when it is unknown). */
  readonly turnOrder: PlayerId[];
  readonly refs: SetupRefs;
};

export const indexSetup = <SP extends { readonly id: string }, SC extends { readonly id: string; readonly owner: string }, P, C>(
  setup: { readonly players: readonly SP[]; readonly cards?: readonly SC[] | undefined; readonly active: PlayerId },
  makePlayer: (p: SP) => P,
  makeCard: (c: SC, at: string) => C,
  errors: ScenarioError[],
): SetupIndex<P, C> => {
  const players: Record<PlayerId, P> = {};
  setup.players.forEach((p, i) => {
    if (players[p.id]) errors.push({ path: `setup.players[${i}].id`, message: `duplicate player "${p.id}"` });
    players[p.id] = makePlayer(p);
  });
  const ids = setup.players.map((p) => p.id);
  const start = ids.indexOf(setup.active);
  if (start < 0) errors.push({ path: 'setup.active', message: `no player "${setup.active}"` });
  const turnOrder = start < 0 ? ids : [...ids.slice(start), ...ids.slice(0, start)];
  const cards: Record<string, C> = {};
  const order: string[] = [];
  (setup.cards ?? []).forEach((c, i) => {
    const at = `setup.cards[${i}]`;
    if (cards[c.id] || players[c.id]) errors.push({ path: `${at}.id`, message: `duplicate id "${c.id}"` });
    if (!players[c.owner]) errors.push({ path: `${at}.owner`, message: `no player "${c.owner}"` });
    cards[c.id] = makeCard(c, at);
    order.push(c.id);
  });
  return { players, cards, order, turnOrder, refs: { players: new Set(ids), cards: new Set(order) } };
};
