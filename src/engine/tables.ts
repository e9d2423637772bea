/**
 * The per-player tables every game's summary and view are made of: card ids by owner in one zone
 * (in the set-up's order, every player listed even with none), and one figure per player in turn
 * order.
 */
import type { ObjectId, PlayerId } from './types.ts';

type Cards = {
  readonly turnOrder: readonly PlayerId[];
  readonly order: readonly ObjectId[];
  readonly cards: Readonly<Record<ObjectId, { readonly owner: PlayerId; readonly zone: string }>>;
};

export const idsByOwner = (s: Cards, zone: string): Record<PlayerId, ObjectId[]> => {
  const out: Record<PlayerId, ObjectId[]> = {};
  for (const p of s.turnOrder) out[p] = [];
  for (const id of s.order) {
    const c = s.cards[id];
    if (c !== undefined && c.zone === zone) (out[c.owner] ??= []).push(id);
  }
  return out;
};

export const perPlayer = <P, T>(s: { readonly turnOrder: readonly PlayerId[]; readonly players: Readonly<Record<PlayerId, P>> }, f: (p: P) => T): Record<PlayerId, T> => {
  const out: Record<PlayerId, T> = {};
  for (const id of s.turnOrder) {
    const p = s.players[id];
    if (p !== undefined) out[id] = f(p);
  }
  return out;
};
