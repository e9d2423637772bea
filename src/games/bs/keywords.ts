/**
 * The keyword table: for each keyword, the rule that defines it and the hooks it changes. Step
 * and move code asks the table ("must this attack be blocked?") and never tests a keyword by name.
 */
import type { Ctx } from '../../engine/procedure.ts';
import { r, type BsRuleId } from './rules.ts';
import { gainLife } from './state.ts';
import type { BsCard, BsEvent, BsState, Keyword, Step } from './types.ts';

type KeywordDef = {
  readonly rule: BsRuleId;
  /** 【激突】: a defender who has a refreshed spirit or ultimate must block this attacker. */
  readonly forcesBlock?: true;
  /** 【聖命】: after this attacker's unblocked attack moved `taken` life cores (❺). */
  readonly lifeTaken?: (s: BsState, card: BsCard, taken: number, ctx: Ctx<BsState, Step, BsEvent>) => BsState;
};

export const KEYWORDS: { readonly [K in Keyword]: KeywordDef } = {
  confront: { rule: 'BSS-KW Confront', forcesBlock: true },
  blessed: {
    rule: 'BSS-KW Blessed',
    lifeTaken: (s, card, taken, ctx) => {
      if (taken < 1) return s;
      const next = gainLife(s, card.owner, 1);
      ctx.log.push({ type: 'blessed', rule: r('BSS-KW Blessed'), automatic: true, card: card.id, player: card.owner, life: next.players[card.owner]?.life ?? 0 });
      return next;
    },
  },
};

/** The keyword that forces a block on this attacker, if any. */
export const blockForcedBy = (card: BsCard): Keyword | null => card.keywords.find((k) => KEYWORDS[k].forcesBlock === true) ?? null;

/** The rules of the card's keywords that act after its attack took life (【聖命】), for the battle's list of deciding rules. */
export const lifeTakenRules = (card: BsCard): BsRuleId[] => card.keywords.filter((k) => KEYWORDS[k].lifeTaken !== undefined).map((k) => KEYWORDS[k].rule);

export const afterLifeTaken = (s: BsState, card: BsCard, taken: number, ctx: Ctx<BsState, Step, BsEvent>): BsState => {
  let next = s;
  for (const k of card.keywords) next = KEYWORDS[k].lifeTaken?.(next, card, taken, ctx) ?? next;
  return next;
};
