/**
 * Who decides now, what, under which rule, and every option with what the UI shows of it: the
 * characters that may attack or defend, the cards in the holder's hand with their 必要ノード and
 * cost and why one may not be played, the manual effects, the graze offer and the judge's question.
 */
import { effectOptions } from '../../engine/setupSpec.ts';
import type { PlayerId } from '../../engine/types.ts';
import { playRefusal } from './moves.ts';
import { JUDGE, r } from './rules.ts';
import { attackOf, combatOf, damageOf, fightersOf, firstAnswerTo, onField, toughnessOf } from './state.ts';
import { PMV_SETUP } from './setup.ts';
import { type Fighter, type PlayOption, type PmvCard, type PmvExcluded, type PmvPrompt, type PmvState } from './types.ts';

const fighter = (s: PmvState, c: PmvCard): Fighter => ({ card: c.id, attack: attackOf(s, c), toughness: toughnessOf(s, c), damage: damageOf(c), tactics: c.tactics });

/**
 * The player's characters on the field that may not attack, or defend the attack they answer,
 * now: only an active one may (6.2, as the attack and defend moves refuse a sleeping one).
 */
const sleepingCharacters = (s: PmvState, player: PlayerId): PmvExcluded[] => {
  const out: PmvExcluded[] = [];
  for (const id of s.order) {
    const c = s.cards[id] as PmvCard;
    if (c.owner === player && c.zone === 'field' && c.type === 'character' && c.sleep) out.push({ id, code: 'asleep', rule: r('6.2') });
  }
  return out;
};

const playOptions = (s: PmvState, player: string): PlayOption[] => {
  const out: PlayOption[] = [];
  for (const id of s.order) {
    const c = s.cards[id] as PmvCard;
    if (c.owner !== player || c.zone !== 'hand') continue;
    const refusal = playRefusal(s, c, player, false);
    const canDefend = c.type === 'character' && playRefusal(s, c, player, true) === null;
    out.push({ card: c.id, type: c.type, node: c.node, cost: c.cost, playable: refusal === null, refusal, canDefend });
  }
  return out;
};

/** The ids each effect target may name now: a character on the field, a player, or either (a damage). */
const domains =
  (s: PmvState) =>
  (domain: string): readonly string[] => {
    if (domain === 'player') return s.turnOrder;
    const field = s.order.filter((id) => onField(s, id));
    return domain === 'characterOrPlayer' ? [...field, ...s.turnOrder] : field;
  };

export const prompt = (s: PmvState): PmvPrompt => {
  if (s.gameOver) {
    const losers = s.turnOrder.filter((p) => s.players[p]?.lost);
    const draw = losers.length === s.turnOrder.length;
    return { kind: 'pmv.gameOver', player: null, rule: r(draw ? '1.5.4.a' : '1.5.3.a'), losers, draw };
  }
  if (s.ended) return { kind: 'pmv.turnOver', player: null, rule: r('1.12.9.b') };
  if (s.judge !== null) return { kind: 'pmv.judge', player: null, rule: JUDGE, question: s.judge.question, options: s.judge.options };
  if (s.pending !== null) {
    const player = s.pending.player;
    const attacker = combatOf(s)?.attacker ?? '';
    return { kind: 'pmv.graze', player, rule: r('6.2.4.g'), cards: s.pending.cards, deck: s.players[player]?.deck ?? 0, attacker, allOrNothing: r('RB2.0 p40') };
  }
  const holder = s.priority?.holder ?? s.active;
  const attack = firstAnswerTo(s);
  const answering = attack !== null && attack.by !== holder ? attack.card : null;
  const attacking = holder === s.active && s.stack.length === 0;
  return {
    kind: 'pmv.priority',
    player: holder,
    rule: r('1.12.2'),
    passes: s.priority?.passes ?? 0,
    answering: s.stack[s.stack.length - 1]?.kind ?? null,
    attackers: attacking ? fightersOf(s, holder).map((c) => fighter(s, c)) : [],
    defenders: answering === null ? [] : fightersOf(s, holder).map((c) => fighter(s, c)),
    excluded: attacking || answering !== null ? sleepingCharacters(s, holder) : [],
    attack: answering,
    defendRule: answering === null ? null : r('6.2'),
    nodes: s.players[holder]?.nodes ?? { active: 0, sleep: 0 },
    cards: playOptions(s, holder),
    effects: effectOptions(PMV_SETUP.effects, domains(s)),
  };
};
