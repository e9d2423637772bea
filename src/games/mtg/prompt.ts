/**
 * The one decision the game waits for (the UI renders it; it never works out legality itself):
 * a turn-based declaration, an order, a damage assignment with a legal split to start from,
 * priority with the effects that may be cast and their legal targets, or nothing at all.
 */
import { attackCandidates } from './attack.ts';
import { blockCandidates, menaceAttackers } from './block.ts';
import { choicesOf } from './damage.ts';
import { castOptions } from './effects.ts';
import type { MtgRuleId } from './rules.ts';
import { cite } from './rules.ts';
import type { MtgPrompt, MtgState } from './types.ts';

export const prompt = (s: MtgState): MtgPrompt => {
  const r = (id: MtgRuleId) => cite(s.edition, id);
  if (s.gameOver) return { kind: 'mtg.gameOver', player: null, rule: r('704.5a'), losers: s.turnOrder.filter((id) => s.players[id]?.lost === true) };
  const pending = s.pending;
  if (pending !== null) {
    switch (pending.kind) {
      case 'declareAttackers':
        return { kind: 'mtg.declareAttackers', player: pending.player, rule: r('508.1'), candidates: attackCandidates(s) };
      case 'declareBlockers':
        return { kind: 'mtg.declareBlockers', player: pending.player, rule: r('509.1'), candidates: blockCandidates(s), menace: menaceAttackers(s) };
      case 'orderBlockers':
        return {
          kind: 'mtg.orderBlockers',
          player: pending.player,
          rule: r('509.2'),
          attacker: pending.attacker,
          blockers: s.combat.attackers.find((a) => a.id === pending.attacker)?.blockers ?? [],
        };
      case 'orderAttackers':
        return {
          kind: 'mtg.orderAttackers',
          player: pending.player,
          rule: r('509.3'),
          blocker: pending.blocker,
          attackers: s.combat.blockers.find((b) => b.id === pending.blocker)?.blocking ?? [],
        };
      case 'assignDamage':
        return {
          kind: 'mtg.assignDamage',
          player: pending.player,
          rule: r(pending.player === s.active ? '510.1c' : '510.1d'),
          sources: choicesOf(s, pending.player),
        };
    }
  }
  if (s.priority === null) return { kind: 'mtg.combatOver', player: null, rule: r('511.3') };
  // The rule that gave priority: a step beginning (507.2, 508.2, ...), a pass (117.3d), a cast (117.3c), a resolution (117.3b).
  return { kind: 'mtg.priority', player: s.priority.holder, rule: s.priority.rule, step: s.step, stackSize: s.stack.length, effects: castOptions(s) };
};
