/**
 * Who decides now, what, under which rule, and every option with what the UI shows of it:
 * the attackers with their BP and symbols, the blockers and whether 【激突】 forces a block, the
 * magic cards in the flash-right holder's hand with their cost and why one may not be used.
 */
import { effectOptions } from '../../engine/setupSpec.ts';
import type { PlayerId } from '../../engine/types.ts';
import { JUDGE, r, type BsRuleId } from './rules.ts';
import { flashCardRefusal, forcedBlock } from './moves.ts';
import { battleOf, bpOf, fightersOf, isFighter, onField, symbolsOf } from './state.ts';
import { BS_SETUP } from './setup.ts';
import { type BsCard, type BsExcluded, type BsPrompt, type BsState, type Fighter, type FlashCardOption } from './types.ts';

const fighter = (s: BsState, c: BsCard): Fighter => ({ card: c.id, bp: bpOf(s, c), symbols: symbolsOf(s, c), keywords: c.keywords });

/**
 * The player's spirits and ultimates on the field that may not attack (❶) or block (❸): only a
 * refreshed one may, so an exhausted one is left out under the same step the move's refusal cites.
 */
const exhaustedFighters = (s: BsState, player: PlayerId, rule: BsRuleId): BsExcluded[] => {
  const out: BsExcluded[] = [];
  for (const id of s.order) {
    const c = s.cards[id] as BsCard;
    if (c.owner === player && c.zone === 'field' && isFighter(c) && c.exhausted) out.push({ id, code: 'exhausted', rule: r(rule) });
  }
  return out;
};

const flashCards = (s: BsState, player: string): FlashCardOption[] =>
  s.order
    .map((id) => s.cards[id] as BsCard)
    .filter((c) => c.owner === player && c.zone === 'hand' && c.type === 'magic')
    .map((c) => {
      const refused = flashCardRefusal(s, c, player);
      return { card: c.id, cost: c.cost, effect: c.flash, usable: refused === null, refusal: refused };
    });

/** The ids each effect target may name now: a spirit or ultimate on the field, any card on the field, a player. */
const domains = (s: BsState) => (domain: string): readonly string[] => {
  if (domain === 'player') return s.turnOrder;
  const field = s.order.filter((id) => onField(s, id));
  return domain === 'fighter' ? field.filter((id) => (s.cards[id] as BsCard).bp !== null) : field;
};

export const prompt = (s: BsState): BsPrompt => {
  if (s.gameOver) return { kind: 'bs.gameOver', player: null, rule: r('BSS-CR 1-2'), losers: s.turnOrder.filter((p) => s.players[p]?.lost) };
  if (s.ended) return { kind: 'bs.stepOver', player: null, rule: r(s.firstTurn ? 'BS-RM p08 intro' : 'BS-RM p08 ❼') };
  if (s.judge !== null) return { kind: 'bs.judge', player: null, rule: JUDGE, question: s.judge.question, options: s.judge.options };
  if (s.pending?.kind === 'attack') {
    return { kind: 'bs.attack', player: s.pending.player, rule: r('BS-RM p08 ❶'), attackers: fightersOf(s, s.active).map((c) => fighter(s, c)), excluded: exhaustedFighters(s, s.active, 'BS-RM p08 ❶'), battle: s.battles.length };
  }
  const b = battleOf(s);
  if (s.pending?.kind === 'block') {
    const forced = forcedBlock(s);
    return {
      kind: 'bs.block',
      player: s.pending.player,
      rule: r('BS-RM p08 ❸'),
      attacker: b?.attacker ?? '',
      attackerGone: b === null || !onField(s, b.attacker),
      blockers: fightersOf(s, s.pending.player).map((c) => fighter(s, c)),
      excluded: exhaustedFighters(s, s.pending.player, 'BS-RM p08 ❸'),
      mustBlock: forced === null ? null : r(forced),
    };
  }
  const holder = s.priority?.holder ?? s.active;
  return {
    kind: 'bs.flash',
    player: holder,
    rule: r('BS-RM p08 FT'),
    timing: s.step === 'flash-2' ? 2 : 1,
    passes: s.priority?.passes ?? 0,
    reserve: s.players[holder]?.reserve ?? 0,
    cards: flashCards(s, holder),
    effects: effectOptions(BS_SETUP.effects, domains(s)),
  };
};
