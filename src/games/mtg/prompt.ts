/**
 * The one decision the game waits for (the UI renders it; it never works out legality itself):
 * a turn-based declaration, an order, a damage assignment with a legal split to start from,
 * priority with the effects that may be cast and their legal targets, or nothing at all.
 */
import type { Excluded } from '../../engine/types.ts';
import { attackCandidates, attackExclusions } from './attack.ts';
import { attackersAgainst, blockCandidates, menaceAttackers, minBlockersOf, suggestedBlock, waitingAttackers, waitingBlockers } from './block.ts';
import { choicesOf, damageExclusions } from './damage.ts';
import { castOptions } from './effects.ts';
import type { MtgRuleId } from './rules.ts';
import { cite } from './rules.ts';
import { lossRule } from './sba.ts';
import { inGame } from './state.ts';
import type { MtgPrompt, MtgState } from './types.ts';

export const prompt = (s: MtgState): MtgPrompt => {
  const r = (id: MtgRuleId) => cite(s.edition, id);
  if (s.gameOver) {
    const losers = s.turnOrder.filter((id) => s.players[id]?.lost === true && s.players[id]?.left !== true);
    const draw = inGame(s).every((id) => s.players[id]?.lost === true);
    const first = losers[0] === undefined ? undefined : s.players[losers[0]];
    return { kind: 'mtg.gameOver', player: null, rule: r(draw ? '104.4a' : ((first && lossRule(first)) ?? '704.5a')), losers, draw };
  }
  const pending = s.pending;
  if (pending !== null) {
    switch (pending.kind) {
      case 'declareAttackers': {
        const candidates = attackCandidates(s);
        return { kind: 'mtg.declareAttackers', player: pending.player, rule: r('508.1'), candidates, excluded: attackExclusions(s, candidates) };
      }
      case 'declareBlockers': {
        const excluded: Excluded[] = [];
        const candidates = blockCandidates(s, pending.player, excluded);
        return {
          kind: 'mtg.declareBlockers',
          player: pending.player,
          rule: r('509.1'),
          candidates,
          menace: menaceAttackers(s, pending.player),
          minBlockers: minBlockersOf(s, pending.player),
          attackers: attackersAgainst(s, pending.player).map((p) => p.id),
          suggested: suggestedBlock(s, pending.player, candidates),
          excluded,
          perPlayer: s.turnOrder.length > 2 ? r('802.4') : null,
        };
      }
      case 'orderBlockers':
        return {
          kind: 'mtg.orderBlockers',
          player: pending.player,
          rule: r('509.2'),
          attacker: pending.attacker,
          blockers: s.combat.attackers.find((a) => a.id === pending.attacker)?.blockers ?? [],
          waiting: waitingAttackers(s),
        };
      case 'orderAttackers':
        return {
          kind: 'mtg.orderAttackers',
          player: pending.player,
          rule: r('509.3'),
          blocker: pending.blocker,
          attackers: s.combat.blockers.find((b) => b.id === pending.blocker)?.blocking ?? [],
          waiting: waitingBlockers(s).filter((p) => p.controller === pending.player).map((p) => p.id),
        };
      case 'assignDamage': {
        const sources = choicesOf(s, pending.player);
        return {
          kind: 'mtg.assignDamage',
          player: pending.player,
          rule: r(pending.player === s.active ? '510.1c' : '510.1d'),
          sources,
          excluded: damageExclusions(s, sources),
        };
      }
    }
  }
  if (s.priority === null) return { kind: 'mtg.combatOver', player: null, rule: r('511.3') };
  // The rule that gave priority: a step beginning (507.2, 508.2, ...), a pass (117.3d), a cast (117.3c), a resolution (117.3b).
  return { kind: 'mtg.priority', player: s.priority.holder, rule: s.priority.rule, step: s.step, stackSize: s.stack.length, effects: castOptions(s) };
};
