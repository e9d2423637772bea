/**
 * Who decides now, what, under which rule, and every option with what the UI shows of it:
 * the attackers with their BP and symbols, the blockers and whether 【激突】 forces a block, the
 * magic cards in the flash-right holder's hand with their cost and why one may not be used.
 */
import type { EffectField, EffectOption } from '../../engine/types.ts';
import type { PlayerId } from '../../engine/types.ts';
import { JUDGE, r, type BsRuleId } from './rules.ts';
import { flashCardRefusal, forcedBlock } from './moves.ts';
import { battleOf, bpOf, fightersOf, isFighter, onField, symbolsOf } from './state.ts';
import { EFFECT_KINDS, type BsCard, type BsExcluded, type BsPrompt, type BsState, type EffectKind, type Fighter, type FlashCardOption } from './types.ts';

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

const target = (options: readonly string[]): EffectField => ({ name: 'target', type: 'target', options });
const until: EffectField = { name: 'until', type: 'term', term: 'until', options: ['battle', 'turn'] };

/** Manual flash uses, each with only the cards it may name now (on the field). */
const effectOptions = (s: BsState): EffectOption[] => {
  const field = s.order.filter((id) => onField(s, id));
  const fighters = field.filter((id) => (s.cards[id] as BsCard).bp !== null);
  const fields: { readonly [K in EffectKind]: readonly EffectField[] } = {
    bp: [target(fighters), { name: 'amount', type: 'number', min: -99000, max: 99000, initial: 1000 }, until],
    symbols: [target(fighters), { name: 'amount', type: 'number', min: -9, max: 9, initial: 1 }, until],
    destroy: [target(field)],
    exhaust: [target(field)],
    refresh: [target(field)],
    life: [{ name: 'player', type: 'target', options: s.turnOrder }, { name: 'amount', type: 'number', min: -9, max: 9, initial: -1 }],
    endBattle: [],
    none: [],
  };
  return EFFECT_KINDS.filter((k) => fields[k].every((f) => f.type !== 'target' || f.options.length > 0)).map((kind) => ({ kind, fields: fields[kind] }));
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
    effects: effectOptions(s),
  };
};
