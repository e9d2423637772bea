/**
 * Who decides now, what, under which rule, and every option with what the UI shows of it: the
 * characters that may attack or defend, the cards in the holder's hand with their 必要ノード and
 * cost and why one may not be played, the manual effects, the graze offer and the judge's question.
 */
import type { EffectField, EffectOption, PlayerId } from '../../engine/types.ts';
import { playRefusal } from './moves.ts';
import { JUDGE, r } from './rules.ts';
import { attackOf, combatOf, damageOf, fightersOf, firstAnswerTo, onField, toughnessOf } from './state.ts';
import { EFFECT_KINDS, type EffectKind, type Fighter, type PlayOption, type PmvCard, type PmvExcluded, type PmvPrompt, type PmvState } from './types.ts';

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

const target = (options: readonly string[]): EffectField => ({ name: 'target', type: 'target', options });
const amount = (initial: number, min = -99, max = 99): EffectField => ({ name: 'amount', type: 'number', min, max, initial });

/** Manual effects (a 起動効果), each with only what it may name now: characters on the field, or players too for damage. */
const effectOptions = (s: PmvState): EffectOption[] => {
  const field = s.order.filter((id) => onField(s, id));
  const fields: { readonly [K in EffectKind]: readonly EffectField[] } = {
    damage: [target([...field, ...s.turnOrder]), amount(1, 1)],
    modify: [target(field), { name: 'attack', type: 'number', min: -99, max: 99, initial: 1 }, { name: 'toughness', type: 'number', min: -99, max: 99, initial: 0 }],
    kesshi: [target(field)],
    sleep: [target(field)],
    active: [target(field)],
    life: [{ name: 'player', type: 'target', options: s.turnOrder }, amount(1)],
    none: [],
  };
  return EFFECT_KINDS.filter((k) => fields[k].every((f) => f.type !== 'target' || f.options.length > 0)).map((kind) => ({ kind, fields: fields[kind] }));
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
    effects: effectOptions(s),
  };
};
