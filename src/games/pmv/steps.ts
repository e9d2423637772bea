/**
 * The main phase as a step table. Priority and 干渉 (1.12) are the kernel's priority and stack:
 * after an attack, a defence, a play or an effect the other player gets priority (1.12.3); when
 * both pass in a row a 干渉 under way resolves (1.12.9.a) and, with none, the phase ends
 * (1.12.9.b). The referee does not play the later phases: the turn's end removes the damage on
 * characters and ends the 戦闘修正, and nothing more is accepted.
 */
import type { StepDef } from '../../engine/procedure.ts';
import type { C } from './effects.ts';
import { JUDGE, r, type PmvRuleId } from './rules.ts';
import { damageOf, withCard, withPlayer, withState } from './state.ts';
import type { PmvCard, PmvEvent, PmvState, Step } from './types.ts';

/** 1.10.13.e: the damage on every character goes; the 戦闘修正 end (turn-end processing, whose number our sources lack). */
const endOfTurn = (s: PmvState, ctx: C): PmvState => {
  const cleared: string[] = [];
  let next = s;
  for (const id of s.order) {
    const c = s.cards[id] as PmvCard;
    if (c.zone === 'field' && damageOf(c) > 0) {
      cleared.push(id);
      next = withCard(next, id, { damage: 0, combatDamage: 0 });
    }
  }
  if (cleared.length > 0) ctx.log.push({ type: 'damageRemoved', rule: r('1.10.13.e'), automatic: true, cards: cleared });
  if (s.modifiers.length > 0) {
    ctx.log.push({ type: 'modifiersEnded', rule: JUDGE, automatic: true, count: s.modifiers.length });
    next = withState(next, { modifiers: [] });
  }
  return next;
};

export const PMV_STEP_TABLE: { readonly [K in Step]: StepDef<PmvState, Step, PmvEvent, PmvRuleId> } = {
  main: {
    rule: '1.12.9.b',
    // The phase's priority after a 干渉 (or a graze, or a ruling) ends: the turn player's (1.12.8.e).
    priority: { rule: '1.12.8.e' },
    next: (_s, ctx) => {
      ctx.log.push({ type: 'mainPhaseEnded', rule: r('1.12.9.b'), automatic: true });
      return { step: 'turn-end', rule: '1.12.9.b' };
    },
  },
  'turn-end': { rule: '1.10.13.e', begin: endOfTurn, priority: null, next: () => null },
};

/**
 * Before any player gets priority: a player at 0 life or less loses (1.5.3.a, life has no floor);
 * both at once is a draw (1.5.4.a).
 */
export const lossCheck = (s: PmvState, ctx: C): PmvState => {
  const losing = s.turnOrder.filter((id) => {
    const p = s.players[id];
    return p !== undefined && !p.lost && p.life <= 0;
  });
  if (losing.length === 0) return s;
  let next = s;
  for (const id of losing) {
    ctx.log.push({ type: 'playerLost', rule: r('1.5.3.a'), automatic: true, player: id, life: s.players[id]?.life ?? 0 });
    next = withPlayer(next, id, { lost: true });
  }
  if (s.turnOrder.every((id) => next.players[id]?.lost)) ctx.log.push({ type: 'gameDrawn', rule: r('1.5.4.a'), automatic: true, players: s.turnOrder });
  return withState(next, { gameOver: true, priority: null });
};
