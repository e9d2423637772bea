/** The outcome view that scenario `expect` blocks match against (scenario-format.md, Battle Spirits, Summary). */
import { cardsIn, idsByOwner, perCard, perPlayer } from '../../engine/tables.ts';
import { bpOf, symbolsOf } from './state.ts';
import type { BsState, BsSummary, FlashSummary } from './types.ts';



/** The open flash timing: the flash right is the kernel's priority in steps flash-1 and flash-2. */
export const flashOf = (s: BsState): FlashSummary | null =>
  s.gameOver || s.priority === null || (s.step !== 'flash-1' && s.step !== 'flash-2')
    ? null
    : { timing: s.step === 'flash-1' ? 1 : 2, holder: s.priority.holder, passes: s.priority.passes };

export const summary = (s: BsState): BsSummary => {
  const field = cardsIn(s, 'field');
  // BP and symbols for the spirits and ultimates (the cards with a BP).
  const fighters = field.filter((c) => c.bp !== null);
  return {
    step: s.step,
    flash: flashOf(s),
    judge: s.judge === null || s.gameOver ? null : { question: s.judge.question, options: s.judge.options },
    battles: s.battles.map((b) => ({ attacker: b.attacker, blocker: b.blocker, flashTimings: b.flashTimings, result: b.result, lifeReduced: b.lifeReduced, destroyed: b.destroyed })),
    life: perPlayer(s, (p) => p.life),
    reserve: perPlayer(s, (p) => p.reserve),
    trashCores: perPlayer(s, (p) => p.trashCores),
    soulCore: perPlayer(s, (p) => p.soulCore),
    field: idsByOwner(s, 'field'),
    exhausted: field.filter((c) => c.exhausted).map((c) => c.id),
    cores: perCard(field, (c) => c.cores),
    bp: perCard(fighters, (c) => bpOf(s, c)),
    hand: idsByOwner(s, 'hand'),
    trash: idsByOwner(s, 'trash'),
    losers: s.turnOrder.filter((p) => s.players[p]?.lost),
    symbols: perCard(fighters, (c) => symbolsOf(s, c)),
  };
};
