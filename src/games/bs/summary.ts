/** The outcome view that scenario `expect` blocks match against (scenario-format.md, Battle Spirits, Summary). */
import { idsByOwner, perPlayer } from '../../engine/tables.ts';
import { bpOf, symbolsOf } from './state.ts';
import type { BsCard, BsState, BsSummary, FlashSummary } from './types.ts';



/** The open flash timing: the flash right is the kernel's priority in steps flash-1 and flash-2. */
export const flashOf = (s: BsState): FlashSummary | null =>
  s.gameOver || s.priority === null || (s.step !== 'flash-1' && s.step !== 'flash-2')
    ? null
    : { timing: s.step === 'flash-1' ? 1 : 2, holder: s.priority.holder, passes: s.priority.passes };

export const summary = (s: BsState): BsSummary => {
  const field = s.order.map((id) => s.cards[id] as BsCard).filter((c) => c.zone === 'field');
  const cores: Record<string, number> = {};
  const bp: Record<string, number> = {};
  const symbols: Record<string, number> = {};
  for (const c of field) {
    cores[c.id] = c.cores;
    if (c.bp !== null) {
      bp[c.id] = bpOf(s, c);
      symbols[c.id] = symbolsOf(s, c);
    }
  }
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
    cores,
    bp,
    hand: idsByOwner(s, 'hand'),
    trash: idsByOwner(s, 'trash'),
    losers: s.turnOrder.filter((p) => s.players[p]?.lost),
    symbols,
  };
};
