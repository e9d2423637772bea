/** The outcome view that scenario `expect` blocks match against (scenario-format.md). */
import { idsByOwner, perPlayer } from '../../engine/tables.ts';
import { inGame } from './state.ts';
import type { FabState, FabSummary } from './types.ts';

/** Each ally's life, wherever it is. */
const allyLife = (s: FabState): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const id of s.order) {
    const life = s.cards[id]?.life;
    if (life !== null && life !== undefined) out[id] = life;
  }
  return out;
};



export const summary = (s: FabState): FabSummary => ({
  step: s.step,
  life: perPlayer(s, (p) => p.life),
  actionPoints: perPlayer(s, (p) => p.actionPoints),
  resources: perPlayer(s, (p) => p.resources),
  chain: s.chain.map((l) => ({ attack: l.attack, defenders: l.defenders.map((d) => d.card), damage: l.damage, hit: l.hit })),
  hand: idsByOwner(s, 'hand'),
  graveyard: idsByOwner(s, 'graveyard'),
  equipment: idsByOwner(s, 'equipment'),
  losers: s.turnOrder.filter((p) => s.players[p]?.lost),
  weapons: idsByOwner(s, 'weapon'),
  pitch: idsByOwner(s, 'pitch'),
  arsenal: idsByOwner(s, 'arsenal'),
  arena: idsByOwner(s, 'arena'),
  allyLife: allyLife(s),
  draw: s.gameOver && inGame(s).length === 0,
  stack: s.stack.map((l) => l.card ?? l.id),
  chainOpen: s.chainOpen,
  priority: s.priority?.holder ?? null,
});
