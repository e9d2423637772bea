/**
 * Manual effects: what a flash use, a 『アタック時』 or a 『ブロック時』 does (scenario-format.md,
 * "Manual effects"). Each resolves completely at once: Battle Spirits has no stack.
 */
import type { Ctx } from '../../engine/procedure.ts';
import type { PlayerId, RuleRef } from '../../engine/types.ts';
import { r } from './rules.ts';
import { battleOf, bpOf, gainLife, loseIfEmpty, moveCores, onField, symbolsOf, toTrash, withBattle, withCard, withState } from './state.ts';
import type { BsCard, BsEvent, BsState, Effect, Step } from './types.ts';

type C = Ctx<BsState, Step, BsEvent>;

/** The card an effect names that must be on the field, or null for an effect that names none. */
export const targetOf = (e: Effect): string | null => ('target' in e ? e.target : null);

/** Whether the effect can be used now: a card it names must be on the field. */
export const hasTarget = (s: BsState, e: Effect): boolean => {
  const target = targetOf(e);
  return target === null || onField(s, target);
};

/** A player whose life reaches 0 loses; nothing this format models can happen before the rules check (BSS-CR 1-2). */
export const checkLoss = (s: BsState, player: PlayerId, ctx: C): BsState => {
  const next = loseIfEmpty(s, player);
  if (next !== s) ctx.log.push({ type: 'playerLost', rule: r('BSS-CR 1-2'), automatic: true, player });
  return next;
};

/** A card leaves the field by destruction (as ❻): to the trash, its cores to its owner's reserve. */
export const destroy = (s: BsState, card: BsCard, rule: RuleRef, ctx: C): BsState => {
  ctx.log.push({ type: 'destroyed', rule, automatic: true, card: card.id, owner: card.owner, cores: card.cores });
  return toTrash(s, card.id);
};

/**
 * Applies one effect for `by`, citing `rule` (the flash exchange, or the step the card's
 * 『アタック時』/『ブロック時』 happens in). The caller has checked the target.
 */
export const applyEffect = (s: BsState, e: Effect, by: PlayerId, rule: RuleRef, ctx: C): BsState => {
  switch (e.kind) {
    case 'bp':
    case 'symbols': {
      const stat = e.kind;
      const next: BsState = withState(s, { modifiers: [...s.modifiers, { target: e.target, stat, amount: e.amount, until: e.until }] });
      const card = next.cards[e.target] as BsCard;
      if (stat === 'bp') ctx.log.push({ type: 'bpChanged', rule, card: e.target, amount: e.amount, bp: bpOf(next, card), until: e.until });
      else ctx.log.push({ type: 'symbolsChanged', rule, card: e.target, amount: e.amount, symbols: symbolsOf(next, card), until: e.until });
      return next;
    }
    case 'destroy':
      return destroy(s, s.cards[e.target] as BsCard, r('BSS-CR ch.9'), ctx);
    // Exhausting and refreshing set one flag, each way, with its own event.
    case 'exhaust':
    case 'refresh':
      ctx.log.push({ type: e.kind === 'exhaust' ? 'exhausted' : 'refreshed', rule, card: e.target });
      return withCard(s, e.target, { exhausted: e.kind === 'exhaust' });
    case 'life': {
      if (e.amount >= 0) {
        const next = gainLife(s, e.player, e.amount);
        ctx.log.push({ type: 'lifeGained', rule, player: e.player, amount: e.amount, life: next.players[e.player]?.life ?? 0 });
        return next;
      }
      const { state, moved } = moveCores(s, e.player, 'life', 'reserve', -e.amount);
      ctx.log.push({ type: 'lifeLost', rule, player: e.player, amount: moved, life: state.players[e.player]?.life ?? 0 });
      return checkLoss(state, e.player, ctx);
    }
    case 'endBattle':
      if (battleOf(s) === null) return s;
      ctx.log.push({ type: 'battleEndedByEffect', rule });
      return withBattle(s, { result: 'ended' });
    case 'none':
      ctx.log.push({ type: 'nothingTracked', rule, player: by });
      return s;
  }
};
