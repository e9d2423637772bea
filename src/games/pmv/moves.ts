/**
 * The players' moves besides pass, advance and judge (the kernel's): an attack, a defence, a
 * play, a 起動効果 (a manual effect), and the answer to a graze offer. Each returns a state; the
 * kernel hands priority to the other player after the first four (1.12.3).
 */
import type { MoveDef } from '../../engine/procedure.ts';
import type { EngineError, PlayerId } from '../../engine/types.ts';
import { PMV, JUDGE, r, refuse, type PmvErrorCode, type PmvRuleId } from './rules.ts';
import { hasHook } from './keywords.ts';
import { canFight, firstAnswerTo, payFrom, withCard, withCombat, withPlayer, withState } from './state.ts';
import type { Combat, Effect, PmvAction, PmvCard, PmvEvent, PmvState, Step, Use } from './types.ts';

type Move<T extends string> = MoveDef<PmvState, Extract<PmvAction, { type: T }>, PmvEvent, PmvRuleId, PmvErrorCode, Step>;
type C = Parameters<Move<'attack'>['run']>[2];

const AFTER = { priority: 'next', rule: '1.12.3' } as const;

/** A use of priority joins the 干渉 under way, or begins one (1.12.6). */
const addUse = (s: PmvState, use: Use, rule: PmvRuleId, ctx: C): PmvState => {
  if (s.stack.length === 0) ctx.log.push({ type: 'interferenceBegan', rule: r(rule), automatic: true, player: use.by, use: use.kind });
  return withState(s, { stack: [...s.stack, use] });
};

const attack: Move<'attack'> = {
  when: 'priority',
  run: (s, a, ctx) => {
    if (a.by !== s.active) return refuse('cannotAttack', r('6.2'), { card: a.attacker, reason: 'notTurnPlayer' });
    if (s.stack.length > 0) return refuse('cannotAttack', r('6.2'), { card: a.attacker, reason: 'interference' });
    const card = s.cards[a.attacker];
    if (!canFight(card, a.by)) return refuse('cannotAttack', r('6.2'), { card: a.attacker, reason: 'notActive' });
    const defender = s.turnOrder.find((p) => p !== a.by) ?? a.by;
    ctx.log.push({ type: 'attackDeclared', rule: r('6.2'), player: a.by, card: card.id, defender });
    const record: Combat = { attacker: card.id, defender: null, defenceCancelled: false, toPlayer: false, noDamage: false, playerDamage: 0, fromAttacker: 0, pierced: 0, grazed: 0, hits: [], fallen: [], stage: 'declared' };
    const declared: PmvState = withState(withCard(s, card.id, { sleep: true }), { combats: [...s.combats, record], inCombat: true });
    return { ok: true, value: addUse(declared, { kind: 'attack', by: a.by, card: card.id }, '1.12.6.c', ctx) };
  },
  after: AFTER,
};

/** Only as the attacked player's first answer to the attack (6.2), with an active character of theirs. */
const defend: Move<'defend'> = {
  when: 'priority',
  run: (s, a, ctx) => {
    const answered = firstAnswerTo(s);
    if (answered === null || answered.by === a.by) return refuse('cannotDefend', r('6.2'), { card: a.defender, reason: 'notFirstAnswer' });
    const card = s.cards[a.defender];
    if (!canFight(card, a.by)) return refuse('cannotDefend', r('6.2'), { card: a.defender, reason: 'notActive' });
    ctx.log.push({ type: 'defenceDeclared', rule: r('6.2'), player: a.by, card: card.id, attacker: answered.card });
    const declared = withCombat(withCard(s, card.id, { sleep: true }), { defender: card.id });
    return { ok: true, value: withState(declared, { stack: [...declared.stack, { kind: 'defend', by: a.by, card: card.id }] }) };
  },
  after: AFTER,
};

/**
 * Why `by` may not play `card` now (with `defend`, to defend the attack), or null when they may:
 * in hand; a character without 奇襲 only by the turn player with no 干渉 (10.3.2.a); a defence only
 * by a 奇襲+速攻 character as the first answer to the attack (10.3.2.b); nodes at least its
 * 必要ノード (5.2.2); a cost the nodes can pay (1.8.9.e).
 */
export const playRefusal = (s: PmvState, card: PmvCard | undefined, by: PlayerId, toDefend: boolean): EngineError<PmvErrorCode> | null => {
  if (card === undefined || card.zone !== 'hand' || card.owner !== by) return PMV.error('notInHand', JUDGE, { card: card?.id ?? '' });
  if (toDefend) {
    const answered = firstAnswerTo(s);
    // Played at a command's timing and entering active, it may meet the attack at once.
    const ambusher = card.type === 'character' && hasHook(card, 'anyTiming') && hasHook(card, 'entersActive');
    if (!ambusher || answered === null || answered.by === by) return PMV.error('notAmbush', r('10.3.2.b'), { card: card.id });
  } else if (card.type === 'character' && !hasHook(card, 'anyTiming') && (by !== s.active || s.stack.length > 0)) {
    return PMV.error('wrongTiming', r('10.3.2.a'), { card: card.id });
  }
  const nodes = s.players[by]?.nodes ?? { active: 0, sleep: 0 };
  const total = nodes.active + nodes.sleep;
  if (total < card.node) return PMV.error('notEnoughNodes', r('5.2.2'), { card: card.id, node: card.node, nodes: total });
  if (total < card.cost) return PMV.error('cannotPay', r('1.8.9.e'), { card: card.id, cost: card.cost, nodes: total });
  return null;
};

const play: Move<'play'> = {
  when: 'priority',
  run: (s, a, ctx) => {
    const card = s.cards[a.card];
    const toDefend = a.defend === true;
    const refused = playRefusal(s, card, a.by, toDefend);
    if (refused !== null) return { ok: false, error: refused };
    const c = card as PmvCard;
    const player = s.players[a.by] as PmvState['players'][string];
    const paid = payFrom(player.nodes, c.cost);
    let next = withCard(withPlayer(s, a.by, { nodes: paid.nodes }), c.id, { zone: 'play' });
    next = addUse(next, { kind: 'play', by: a.by, card: c.id, defend: toDefend }, '1.12.6.a', ctx);
    ctx.log.push({ type: 'cardPlayed', rule: r('1.12.2.b'), player: a.by, card: c.id });
    if (c.cost > 0) {
      const rule = paid.discarded === 0 ? '1.8.7.a' : paid.slept === 0 ? '1.8.7.b' : '1.8.7.c';
      ctx.log.push({ type: 'costPaid', rule: r(rule), automatic: true, player: a.by, amount: c.cost, slept: paid.slept, discarded: paid.discarded, ...paid.nodes });
    }
    if (toDefend) {
      ctx.log.push({ type: 'ambushDefence', rule: r('10.3.2.b'), player: a.by, card: c.id, attacker: firstAnswerTo(s)?.card ?? '' });
      next = withCombat(next, { defender: c.id });
    }
    return { ok: true, value: next };
  },
  after: AFTER,
};

/**
 * What a manual effect names must exist, as the scenario loader requires: a `damage` a card or a
 * player, `life` a player, the others a card. Where it is when the effect resolves is the
 * resolution's matter (it may have left the field by then).
 */
const unknownTarget = (s: PmvState, e: Effect): EngineError<PmvErrorCode> | null => {
  if ('player' in e && s.players[e.player] === undefined) return PMV.error('unknownTarget', JUDGE, { target: e.player, wanted: 'player' });
  if (!('target' in e)) return null;
  const found = s.cards[e.target] !== undefined || (e.kind === 'damage' && s.players[e.target] !== undefined);
  return found ? null : PMV.error('unknownTarget', JUDGE, { target: e.target, wanted: e.kind === 'damage' ? 'cardOrPlayer' : 'card' });
};

const effect: Move<'effect'> = {
  when: 'priority',
  run: (s, a, ctx) => {
    const missing = unknownTarget(s, a.effect);
    if (missing !== null) return { ok: false, error: missing };
    const name = a.name ?? null;
    const next = addUse(s, { kind: 'effect', by: a.by, card: null, name, effect: a.effect }, '1.12.6.b', ctx);
    ctx.log.push({ type: 'effectUsed', rule: r('1.12.2.c'), player: a.by, name: name ?? a.effect.kind });
    return { ok: true, value: next };
  },
  after: AFTER,
};

/** Only the player a graze is offered to answers it (6.2.4.g). */
const grazeGate = (s: PmvState, a: { readonly by: PlayerId }): EngineError<PmvErrorCode> | null =>
  s.pending?.kind === 'graze' && s.pending.player === a.by ? null : PMV.error('noGraze', r('6.2.4.g'));

/** All or nothing (RB2.0 p40): the top X cards of the deck become sleeping nodes; then the combat goes on to h. */
const graze: Move<'graze'> = {
  when: grazeGate,
  run: (s, a, ctx) => {
    const x = s.pending?.cards ?? 0;
    if (a.cards !== undefined && a.cards !== x) return refuse('grazeAllOrNothing', r('RB2.0 p40'), { cards: a.cards, offered: x });
    const p = s.players[a.by] as PmvState['players'][string];
    const nodes = { active: p.nodes.active, sleep: p.nodes.sleep + x };
    ctx.log.push({ type: 'grazed', rule: r('6.2.4.g'), player: a.by, cards: x, deck: p.deck - x, sleep: nodes.sleep });
    const next = withCombat(withPlayer(s, a.by, { deck: p.deck - x, nodes }), { grazed: x });
    return { ok: true, value: withState(next, { pending: null }) };
  },
};

const noGraze: Move<'noGraze'> = {
  when: grazeGate,
  run: (s, a, ctx) => {
    ctx.log.push({ type: 'grazeDeclined', rule: r('6.2.4.g'), player: a.by });
    return { ok: true, value: withState(s, { pending: null }) };
  },
};

export const PMV_MOVES = { attack, defend, play, effect, graze, noGraze };
