/** The outcome view that scenario `expect` blocks match against (scenario-format.md, Phantom Magic Vision, Summary). */
import { cardsIn, idsByOwner, perCard, perPlayer } from '../../engine/tables.ts';
import { attackOf, damageOf, toughnessOf } from './state.ts';
import type { Nodes, PmvState, PmvSummary, SummaryStep } from './types.ts';



/** main (no 干渉), interference (one under way), combat (waiting on a graze or a ruling) or turn-end. */
export const stepOf = (s: PmvState): SummaryStep => {
  if (s.ended) return 'turn-end';
  if (s.pending !== null || s.judge !== null) return 'combat';
  return s.stack.length > 0 ? 'interference' : 'main';
};

export const summary = (s: PmvState): PmvSummary => {
  const field = cardsIn(s, 'field');
  return {
    step: stepOf(s),
    priority: s.gameOver ? null : (s.priority?.holder ?? null),
    interference: s.stack.map((u) => ({ kind: u.kind, by: u.by, card: u.kind === 'effect' ? u.name : u.card })),
    graze: s.pending === null ? null : { player: s.pending.player, cards: s.pending.cards },
    judge: s.judge === null || s.gameOver ? null : { question: s.judge.question, options: s.judge.options },
    combats: s.combats.map((c) => ({ attacker: c.attacker, defender: c.defender, defenceCancelled: c.defenceCancelled, playerDamage: c.playerDamage, grazed: c.grazed })),
    life: perPlayer(s, (p) => p.life),
    deck: perPlayer(s, (p) => p.deck),
    nodes: perPlayer(s, (p): Nodes => p.nodes),
    field: idsByOwner(s, 'field'),
    sleep: field.filter((c) => c.sleep).map((c) => c.id),
    damage: perCard(field.filter((c) => damageOf(c) > 0), damageOf),
    attack: perCard(field, (c) => attackOf(s, c)),
    toughness: perCard(field, (c) => toughnessOf(s, c)),
    hand: idsByOwner(s, 'hand'),
    underworld: idsByOwner(s, 'underworld'),
    losers: s.turnOrder.filter((p) => s.players[p]?.lost),
  };
};
