/** The outcome view that scenario `expect` blocks match against (scenario-format.md). */
import type { FabCard, FabState, FabSummary, Zone } from './types.ts';

const byOwner = (s: FabState, zone: Zone): Record<string, string[]> => {
  const out: Record<string, string[]> = {};
  for (const p of s.turnOrder) out[p] = [];
  for (const id of s.order) {
    const c = s.cards[id] as FabCard;
    if (c.zone === zone) (out[c.owner] ??= []).push(id);
  }
  return out;
};

const perPlayer = (s: FabState, f: (p: FabState['players'][string]) => number): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const p of s.turnOrder) {
    const player = s.players[p];
    if (player) out[p] = f(player);
  }
  return out;
};

export const summary = (s: FabState): FabSummary => ({
  step: s.step,
  life: perPlayer(s, (p) => p.life),
  actionPoints: perPlayer(s, (p) => p.actionPoints),
  resources: perPlayer(s, (p) => p.resources),
  chain: s.chain.map((l) => ({ attack: l.attack, defenders: l.defenders.map((d) => d.card), damage: l.damage, hit: l.hit })),
  hand: byOwner(s, 'hand'),
  graveyard: byOwner(s, 'graveyard'),
  equipment: byOwner(s, 'equipment'),
  losers: s.turnOrder.filter((p) => s.players[p]?.lost),
  weapons: byOwner(s, 'weapon'),
  pitch: byOwner(s, 'pitch'),
  stack: s.stack.map((l) => l.card ?? l.id),
  chainOpen: s.chainOpen,
  priority: s.priority?.holder ?? null,
});
