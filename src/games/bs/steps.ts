/**
 * The attack step as a step table (official rule manual page 08): ❶ the turn player declares an
 * attack or ends the step; ❷ flash timing 1; ❸ the defender blocks or not; ❹ flash timing 2,
 * only after a block; ❺–❼ the battle is resolved without a decision. The flash right is the
 * kernel's priority: the defender holds it first, a use hands it over, two passes in a row end
 * the timing (BS-RM p08 FT).
 */
import type { Ctx, DecisionTable, StepDef } from '../../engine/procedure.ts';
import { destroy, checkLoss } from './effects.ts';
import { afterLifeTaken } from './keywords.ts';
import { JUDGE, r, type BsRuleId } from './rules.ts';
import { battleOf, bpOf, defenderOf, endModifiers, hasFighter, moveCores, onField, symbolsOf, withBattle, withState } from './state.ts';
import type { Battle, BsCard, BsEvent, BsState, Step } from './types.ts';

type C = Ctx<BsState, Step, BsEvent>;
type Next = { readonly step: Step; readonly rule: BsRuleId };

const ended = (s: BsState): boolean => battleOf(s)?.result === 'ended';

/** An effect or a ruling ended the battle: straight to ❼. */
const orEnd = (s: BsState, then: Next): Next => (ended(s) ? { step: 'resolution', rule: 'BS-RM p08 ❼' } : then);

const openFlashTiming = (s: BsState): BsState => {
  const b = battleOf(s);
  return b === null ? s : withBattle(s, { flashTimings: b.flashTimings + 1 });
};

/** ❺ unblocked: one life core per symbol from the defender's life to their reserve; then what the attacker's keywords add. */
const takeLife = (s: BsState, b: Battle, ctx: C): BsState => {
  const attacker = s.cards[b.attacker] as BsCard;
  const defender = defenderOf(s);
  const { state, moved } = moveCores(s, defender, 'life', 'reserve', symbolsOf(s, attacker));
  ctx.log.push({ type: 'lifeTaken', rule: r('BS-RM p08 ❺'), automatic: true, player: defender, attacker: b.attacker, amount: moved, life: state.players[defender]?.life ?? 0 });
  const after = afterLifeTaken(withBattle(state, { result: 'life', lifeReduced: moved }), attacker, moved, ctx);
  return checkLoss(after, defender, ctx);
};

/** ❺ blocked: the BPs are compared; ❻ the lower is destroyed, both at once when equal (FAQ Q5). */
const compareBp = (s: BsState, b: Battle, ctx: C): BsState => {
  const attacker = s.cards[b.attacker] as BsCard;
  const blocker = s.cards[b.blocker as string] as BsCard;
  const [a, d] = [bpOf(s, attacker), bpOf(s, blocker)];
  ctx.log.push({ type: 'bpCompared', rule: r('BS-RM p08 ❺'), automatic: true, attacker: attacker.id, attackerBp: a, blocker: blocker.id, blockerBp: d });
  const losers = a === d ? [attacker, blocker] : a < d ? [attacker] : [blocker];
  const rule = r(a === d ? 'BS-FAQ アタックステップ Q5' : 'BS-RM p08 ❻');
  let next = withBattle(s, { result: 'bp', compared: { attacker: a, blocker: d }, destroyed: losers.map((c) => c.id) });
  for (const c of losers) next = destroy(next, c, rule, ctx);
  return next;
};

/** ❺ and ❻: what the battle does, unless a card it needs has left the field (then nothing). */
const resolveBattle = (s: BsState, b: Battle, ctx: C): BsState => {
  if (b.blocker === null) {
    if (onField(s, b.attacker)) return takeLife(s, b, ctx);
    ctx.log.push({ type: 'attackerGone', rule: r('BSS-CR ch.7'), automatic: true, attacker: b.attacker });
    return withBattle(s, { result: 'none', missing: b.attacker });
  }
  if (!onField(s, b.attacker)) {
    // The manual page speaks of a missing blocker only; the Saga rules say a missing attacker means nothing happens.
    ctx.log.push({ type: 'attackerGone', rule: r('BSS-CR ch.7'), automatic: true, attacker: b.attacker });
    return withBattle(s, { result: 'none', missing: b.attacker });
  }
  if (!onField(s, b.blocker)) {
    // A block once declared keeps the life safe even when the blocker has gone.
    ctx.log.push({ type: 'blockerGone', rule: r('BS-RM p08 ❺'), automatic: true, blocker: b.blocker });
    return withBattle(s, { result: 'none', missing: b.blocker });
  }
  return compareBp(s, b, ctx);
};

/** ❼: effects lasting for the battle end, and the battle is over. */
const endBattle = (s: BsState, ctx: C): BsState => {
  const { state, count } = endModifiers(s, 'battle');
  if (count > 0) ctx.log.push({ type: 'battleEffectsEnded', rule: r('BS-RM p08 ❼'), automatic: true, count });
  ctx.log.push({ type: 'battleEnded', rule: r('BS-RM p08 ❼'), automatic: true, battle: s.battles.length });
  return withState(state, { inBattle: false });
};

const resolution = (s: BsState, ctx: C): BsState => {
  const b = battleOf(s);
  if (b === null) return s;
  const resolved = b.result === 'ended' ? s : resolveBattle(s, b, ctx);
  // A player at 0 life has lost (BSS-CR 1-2): the game ends during ❺ and the battle is not ended.
  return resolved.gameOver ? resolved : endBattle(resolved, ctx);
};

export const BS_STEP_TABLE: { readonly [K in Step]: StepDef<BsState, Step, BsEvent, BsRuleId> } = {
  attack: {
    rule: 'BS-RM p08 ❶',
    begin: (s) => (withState(s, { pending: { kind: 'attack', player: s.active } })),
    priority: null,
    next: (s) => (s.inBattle ? orEnd(s, { step: 'flash-1', rule: 'BS-RM p08 ❷' }) : { step: 'end', rule: 'BS-RM p08 ❶' }),
  },
  'flash-1': {
    rule: 'BS-RM p08 ❷',
    begin: openFlashTiming,
    priority: { to: defenderOf, rule: 'BS-RM p08 FT' },
    // The page says a battle survives its attacker leaving at ❶, not what happens next: the judge rules.
    leave: (s, ctx) => {
      const b = battleOf(s);
      return b !== null && !ended(s) && !onField(s, b.attacker) ? ctx.ask(s, 'attackerGone') : s;
    },
    next: (s) => orEnd(s, { step: 'block', rule: 'BS-RM p08 ❸' }),
  },
  block: {
    rule: 'BS-RM p08 ❸',
    begin: (s) => (withState(s, { pending: { kind: 'block', player: defenderOf(s) } })),
    priority: null,
    next: (s) => orEnd(s, battleOf(s)?.blocker ? { step: 'flash-2', rule: 'BS-RM p08 ❹' } : { step: 'resolution', rule: 'BS-RM p08 ❺' }),
  },
  'flash-2': {
    rule: 'BS-RM p08 ❹',
    begin: openFlashTiming,
    priority: { to: defenderOf, rule: 'BS-RM p08 FT' },
    next: (s) => orEnd(s, { step: 'resolution', rule: 'BS-RM p08 ❺' }),
  },
  resolution: {
    rule: 'BS-RM p08 ❺',
    begin: resolution,
    priority: null,
    // ❼: another attack while the turn player has a refreshed spirit or ultimate; otherwise the step ends by itself.
    next: (s, ctx) => {
      if (hasFighter(s, s.active)) return { step: 'attack', rule: 'BS-RM p08 ❼' };
      ctx.log.push({ type: 'attackStepEnded', rule: r('BS-RM p08 ❼'), automatic: true, player: s.active });
      return { step: 'end', rule: 'BS-RM p08 ❼' };
    },
  },
  end: { rule: 'BS-RM p08 ❼', announce: false, priority: null, next: () => null },
};

/** The declarations the attack step waits for: the attack (❶) and the block (❸). */
export const BS_DECISIONS: DecisionTable<BsState, Step, BsEvent, BsRuleId> = {
  attack: { rule: 'BS-RM p08 ❶' },
  block: { rule: 'BS-RM p08 ❸' },
};

/** The judge's rulings on the closed list of questions (scenario-format.md, "Judge questions"). */
export const BS_QUESTIONS = {
  attackerGone: {
    options: ['continue', 'end'],
    rule: (s: BsState, ruling: string, ctx: C): BsState =>
      ruling === 'continue' ? ctx.enter(s, 'block', JUDGE) : ctx.enter(withBattle(s, { result: 'ended' }), 'resolution', JUDGE),
  },
} as const;
