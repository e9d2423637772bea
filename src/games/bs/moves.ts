/**
 * The players' moves besides pass, advance and judge (the kernel's): declaring an attack (❶) or
 * ending the attack step, declaring a block or none (❸), and a flash use (FT). Each returns a
 * state; the kernel hands the flash right on.
 */
import type { MoveDef } from '../../engine/procedure.ts';
import type { EngineError, RuleRef } from '../../engine/types.ts';
import { applyEffect, hasTarget } from './effects.ts';
import { blockForcedBy, KEYWORDS } from './keywords.ts';
import { BS, JUDGE, r, refuse, type BsErrorCode, type BsRuleId } from './rules.ts';
import { battleOf, canFight, defenderOf, hasFighter, moveCores, onField, toTrash, withBattle, withCard, withState } from './state.ts';
import type { BsAction, BsCard, BsEvent, BsState, Effect, Step } from './types.ts';

type Move<T extends string> = MoveDef<BsState, Extract<BsAction, { type: T }>, BsEvent, BsRuleId, BsErrorCode, Step>;
type Gate = (s: BsState, a: { readonly by: string }) => EngineError<BsErrorCode> | null;

/** ❶ is the only time the turn player declares: during a battle there is no second attack (FAQ Q1). */
const attackGate: Gate = (s, a) => {
  if (s.pending?.kind !== 'attack') return BS.error('battleInProgress', r('BS-FAQ アタックステップ Q1'));
  return a.by === s.active ? null : BS.error('notTurnPlayer', r('BS-RM p08 ❶'), { player: s.active });
};

const blockGate: Gate = (s, a) => {
  if (s.pending?.kind !== 'block') return BS.error('notBlockStep', r('BS-RM p08 ❸'));
  return a.by === s.pending.player ? null : BS.error('notDefender', r('BS-RM p08 ❸'), { player: s.pending.player });
};

/** 『アタック時』/『ブロック時』: happens once the card is exhausted; a target that has gone means it does nothing. */
const trigger = (s: BsState, card: BsCard, timing: 'onAttack' | 'onBlock', rule: RuleRef, ctx: Parameters<Move<'attack'>['run']>[2]): BsState => {
  const effect = card[timing];
  if (effect === null) return s;
  ctx.log.push({ type: 'triggered', rule, automatic: true, card: card.id, timing });
  if (hasTarget(s, effect)) return applyEffect(s, effect, card.owner, rule, ctx);
  ctx.log.push({ type: 'effectFizzled', rule: JUDGE, automatic: true, card: card.id, target: 'target' in effect ? effect.target : '' });
  return s;
};

const attack: Move<'attack'> = {
  when: attackGate,
  run: (s, a, ctx) => {
    const card = s.cards[a.attacker];
    if (!canFight(card, a.by)) return refuse('cannotAttack', r('BS-RM p08 ❶'), { card: a.attacker });
    const n = s.battles.length + 1;
    ctx.log.push({ type: 'attackDeclared', rule: r('BS-RM p08 ❶'), player: a.by, card: card.id, battle: n });
    // Exhausted at the declaration itself (FAQ Q2); the 『アタック時』 comes after (FAQ Q3).
    ctx.log.push({ type: 'exhausted', rule: r('BS-FAQ アタックステップ Q2'), automatic: true, card: card.id });
    const battle = { attacker: card.id, blocker: null, flashTimings: 0, result: null, lifeReduced: 0, destroyed: [], compared: null, missing: null } as const;
    const declared: BsState = withState(withCard(s, card.id, { exhausted: true }), { pending: null, inBattle: true, battles: [...s.battles, battle] });
    return { ok: true, value: trigger(declared, declared.cards[card.id] as BsCard, 'onAttack', r('BS-FAQ アタックステップ Q3'), ctx) };
  },
};

const endAttackStep: Move<'endAttackStep'> = {
  when: attackGate,
  run: (s, a, ctx) => {
    ctx.log.push({ type: 'attackStepEnded', rule: r('BS-RM p08 ❶'), player: a.by });
    return { ok: true, value: withState(s, { pending: null }) };
  },
};

const block: Move<'block'> = {
  when: blockGate,
  run: (s, a, ctx) => {
    const card = s.cards[a.blocker];
    const b = battleOf(s);
    if (b === null || !canFight(card, a.by)) return refuse('cannotBlock', r('BS-RM p08 ❸'), { card: a.blocker });
    ctx.log.push({ type: 'blockDeclared', rule: r('BS-RM p08 ❸'), player: a.by, card: card.id, attacker: b.attacker });
    ctx.log.push({ type: 'exhausted', rule: r('BS-FAQ アタックステップ Q2'), automatic: true, card: card.id });
    const declared: BsState = withState(withBattle(withCard(s, card.id, { exhausted: true }), { blocker: card.id }), { pending: null });
    return { ok: true, value: trigger(declared, declared.cards[card.id] as BsCard, 'onBlock', r('BS-FAQ アタックステップ Q4'), ctx) };
  },
};

/** The keyword that makes `noBlock` illegal now, if any: the attacker is on the field with it and the defender could block. */
export const forcedBlock = (s: BsState): BsRuleId | null => {
  const b = battleOf(s);
  const attacker = b === null ? undefined : s.cards[b.attacker];
  if (attacker === undefined || !onField(s, attacker.id)) return null;
  const keyword = blockForcedBy(attacker);
  return keyword !== null && hasFighter(s, defenderOf(s)) ? KEYWORDS[keyword].rule : null;
};

const noBlock: Move<'noBlock'> = {
  when: blockGate,
  run: (s, a, ctx) => {
    const forced = forcedBlock(s);
    if (forced !== null) return refuse('mustBlock', r(forced));
    ctx.log.push({ type: 'noBlock', rule: r('BS-RM p08 ❸'), player: a.by, attacker: battleOf(s)?.attacker ?? '' });
    return { ok: true, value: withState(s, { pending: null }) };
  },
};

/** Why a magic card in the holder's hand cannot be used now, or null when it can. */
export const flashCardRefusal = (s: BsState, card: BsCard | undefined, by: string): EngineError<BsErrorCode> | null => {
  if (card === undefined || card.zone !== 'hand' || card.owner !== by) return BS.error('notInHand', JUDGE, { card: card?.id ?? '' });
  if (card.type !== 'magic' || card.flash === null) return BS.error('notAFlash', r('BS-RM p08 FT'), { card: card.id });
  const reserve = s.players[by]?.reserve ?? 0;
  if (card.cost > reserve) return BS.error('cannotPay', JUDGE, { card: card.id, cost: card.cost, reserve });
  if (!hasTarget(s, card.flash)) return BS.error('noTarget', JUDGE, { card: card.id, target: 'target' in card.flash ? card.flash.target : '' });
  return null;
};

/** A flash use resolves completely before anything else, then the other player holds the right with a fresh pass count. */
const flash: Move<'flash'> = {
  when: 'priority',
  run: (s, a, ctx) => {
    const ft = r('BS-RM p08 FT');
    let effect: Effect;
    let next = s;
    if ('card' in a) {
      const card = s.cards[a.card];
      const refused = flashCardRefusal(s, card, a.by);
      if (refused !== null) return { ok: false, error: refused };
      const c = card as BsCard;
      ctx.log.push({ type: 'flashUsed', rule: ft, player: a.by, card: c.id, name: a.name ?? c.name });
      const paid = moveCores(next, a.by, 'reserve', 'trash', c.cost);
      if (c.cost > 0) ctx.log.push({ type: 'costPaid', rule: ft, player: a.by, amount: paid.moved, reserve: paid.state.players[a.by]?.reserve ?? 0 });
      ctx.log.push({ type: 'cardToTrash', rule: ft, automatic: true, card: c.id, owner: c.owner });
      next = toTrash(paid.state, c.id);
      effect = c.flash as Effect;
    } else {
      if (!hasTarget(s, a.effect)) return refuse('noTarget', JUDGE, { target: 'target' in a.effect ? a.effect.target : '' });
      ctx.log.push({ type: 'flashUsed', rule: ft, player: a.by, card: null, name: a.name ?? a.effect.kind });
      effect = a.effect;
    }
    next = applyEffect(next, effect, a.by, ft, ctx);
    // An effect that ended the battle sends it straight to ❼.
    return { ok: true, value: battleOf(next)?.result === 'ended' ? ctx.enter(next, 'resolution', r('BS-RM p08 ❼')) : next };
  },
  after: { priority: 'next', rule: 'BS-RM p08 FT' },
};

export const BS_MOVES = { attack, endAttackStep, block, noBlock, flash };
