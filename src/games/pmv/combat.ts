/**
 * The 干渉's resolution (1.12.8) and the combat that follows one begun by an attack (6.2.4).
 *
 * 1.12.8.a: the plays and effects resolve from the last to the first. 1.12.8.b: combat. Its steps
 * as the referee runs them: b, 隠密 may cancel the defence (10.6.2.a); c, who deals combat damage
 * to whom, or a question for the judge when the defender has gone; d, 先制 damage; e, the others';
 * g, the graze offer (a decision: the combat waits); h, combat damage is removed. 1.12.8.e: the
 * 干渉 ends and the turn player gets priority (the kernel gives it).
 */
import { applyEffect, dealDamage, settleKesshi, type C } from './effects.ts';
import type { DecisionTable } from '../../engine/procedure.ts';
import { JUDGE, r, type PmvRuleId } from './rules.ts';
import { cancelledBy, hasHook, tacticWith } from './keywords.ts';
import { attackOf, combatOf, damageOf, defendingPlayer, onField, toughnessOf, withCard, withCombat, withPlayer, withState } from './state.ts';
import type { Combat, Hit, PmvCard, PmvEvent, PmvState, Step, Use } from './types.ts';

/** A play resolves: a command's effect happens and it goes to 冥界; a character enters the field. */
const resolvePlay = (s: PmvState, use: Extract<Use, { kind: 'play' }>, ctx: C): PmvState => {
  const card = s.cards[use.card] as PmvCard;
  if (card.type === 'command') {
    ctx.log.push({ type: 'commandResolved', rule: r('1.12.8.a'), automatic: true, card: card.id, owner: card.owner });
    const after = card.effect === null ? s : applyEffect(s, card.effect, use.by, card.id, ctx);
    return withCard(after, card.id, { zone: 'underworld' });
  }
  // 速攻 enters active (10.2); a 奇襲 defender stays sleeping whatever it has (10.3.4).
  const sleep = use.defend || !hasHook(card, 'entersActive');
  ctx.log.push({ type: 'characterEntered', rule: r(use.defend ? '10.3.4' : '10.2'), automatic: true, card: card.id, state: sleep ? 'sleep' : 'active' });
  return withCard(s, card.id, { zone: 'field', sleep });
};

const resolveUse = (s: PmvState, use: Use, ctx: C): PmvState => {
  if (use.kind === 'play') return resolvePlay(s, use, ctx);
  if (use.kind === 'effect') {
    const name = use.name ?? use.effect.kind;
    ctx.log.push({ type: 'effectResolved', rule: r('1.12.8.a'), automatic: true, player: use.by, name });
    return applyEffect(s, use.effect, use.by, name, ctx);
  }
  return s; // the attack and the defence are resolved by the combat (6.2.4.a leaves them to it)
};

/** 1.12.8.e: the 干渉 ends; the kernel gives the turn player priority. */
const endInterference = (s: PmvState, ctx: C): PmvState => {
  ctx.log.push({ type: 'interferenceEnded', rule: r('1.12.8.e'), automatic: true });
  return withState(s, { stack: [], inCombat: false, priority: null });
};

/** 6.2.4.h: combat damage on every character is removed (1.10.13.d); effect damage stays. Then the 干渉 ends. */
const finishCombat = (s: PmvState, ctx: C): PmvState => {
  const cleared: string[] = [];
  let next = s;
  for (const id of s.order) {
    if ((s.cards[id] as PmvCard).combatDamage > 0) {
      cleared.push(id);
      next = withCard(next, id, { combatDamage: 0 });
    }
  }
  if (cleared.length > 0) ctx.log.push({ type: 'combatDamageRemoved', rule: r('1.10.13.d'), automatic: true, cards: cleared });
  return endInterference(withCombat(next, { stage: 'over' }), ctx);
};

/**
 * 6.2.4.g: an attacked player who took combat damage from the attacker itself (貫通 does not count)
 * may graze X cards, X the attacker's graze, all or nothing, when their deck holds more than X
 * (RB2.0 p40). The combat waits for the answer.
 */
const offerGraze = (s: PmvState, combat: Combat, ctx: C): PmvState => {
  const x = s.cards[combat.attacker]?.graze ?? 0;
  const player = defendingPlayer(s);
  if (combat.noDamage || combat.fromAttacker < 1 || x < 1) return finishCombat(s, ctx);
  const deck = s.players[player]?.deck ?? 0;
  if (deck <= x) {
    ctx.log.push({ type: 'grazeUnavailable', rule: r('RB2.0 p40'), automatic: true, player, cards: x, deck });
    return finishCombat(s, ctx);
  }
  ctx.log.push({ type: 'grazeOffered', rule: r('6.2.4.g'), automatic: true, player, cards: x });
  return withState(withCombat(s, { stage: 'graze' }), { pending: { kind: 'graze', player, cards: x }, priority: null });
};

type Blow = { readonly source: PmvCard; readonly target: string; readonly amount: number };

/**
 * One damage timing (6.2.4.d or e): every blow at it is dealt at the same time (1.10.3), from the
 * figures before any of it; 貫通 follows the attacker's blow to its defender (10.5.2.a); then 決死.
 */
const strike = (s: PmvState, blows: readonly Blow[], timing: Hit['timing'], ctx: C): PmvState => {
  if (blows.length === 0) return s;
  const combat = combatOf(s) as Combat;
  const both = timing === 'first' && blows.length === 2;
  ctx.log.push({ type: 'damageTiming', rule: r(timing === 'normal' ? '6.2.4.e' : both ? '10.4' : '6.2.4.d'), automatic: true, timing });
  const before = new Map(blows.map((b) => [b.target, s.cards[b.target]]));
  let next = s;
  let { playerDamage, fromAttacker, pierced } = combat;
  const hits: Hit[] = [];
  for (const b of blows) {
    // A ruling that sent the attack to the player is what this damage rests on.
    const ruled = combat.toPlayer && !combat.defenceCancelled && combat.defender !== null;
    next = dealDamage(next, b.source.id, b.target, b.amount, true, ctx, ruled && b.source.id === combat.attacker ? JUDGE : undefined);
    if (b.amount <= 0) continue;
    hits.push({ timing, source: b.source.id, target: b.target, amount: b.amount });
    if (next.players[b.target] !== undefined) {
      playerDamage += b.amount;
      fromAttacker += b.amount;
      continue;
    }
    const defender = before.get(b.target);
    const pierce = b.source.id === combat.attacker ? tacticWith(b.source, 'pierces') : undefined;
    if (pierce === undefined || defender === undefined) continue;
    // X = 攻撃力 − the defender's 耐久力 + the damage it already had: the excess goes to its player.
    const x = b.amount - toughnessOf(s, defender) + damageOf(defender);
    if (x <= 0) continue;
    const player = defender.owner;
    const life = (next.players[player]?.life ?? 0) - x;
    ctx.log.push({ type: 'pierced', rule: r(pierce.rule), automatic: true, card: b.source.id, player, amount: x, life });
    next = withPlayer(next, player, { life });
    playerDamage += x;
    pierced += x;
  }
  next = settleKesshi(withCombat(next, { playerDamage, fromAttacker, pierced, hits: [...combat.hits, ...hits] }), '1.10.12.f', ctx);
  const fallen = [...new Set(blows.flatMap((b) => [b.source.id, b.target]))].filter((id) => onField(s, id) && !onField(next, id));
  return fallen.length === 0 ? next : withCombat(next, { fallen: [...combat.fallen, ...fallen] });
};

/** The blows of one timing: each fighter still on the field with 先制 (first) or without (normal), at a target still there. */
const blowsAt = (s: PmvState, combat: Combat, timing: Hit['timing']): Blow[] => {
  const attacker = s.cards[combat.attacker] as PmvCard;
  const first = timing === 'first';
  const out: Blow[] = [];
  const defender = combat.toPlayer || combat.defender === null ? null : (s.cards[combat.defender] as PmvCard);
  const inTiming = (c: PmvCard): boolean => onField(s, c.id) && hasHook(c, 'firstStrike') === first;
  if (defender === null) {
    if (inTiming(attacker)) out.push({ source: attacker, target: defendingPlayer(s), amount: attackOf(s, attacker) });
    return out;
  }
  const bothThere = onField(s, attacker.id) && onField(s, defender.id);
  if (bothThere && inTiming(attacker)) out.push({ source: attacker, target: defender.id, amount: attackOf(s, attacker) });
  if (bothThere && inTiming(defender)) out.push({ source: defender, target: attacker.id, amount: attackOf(s, defender) });
  return out;
};

/** 6.2.4.d and e, then g. */
const dealCombatDamage = (s: PmvState, ctx: C): PmvState => {
  const first = strike(s, blowsAt(s, combatOf(s) as Combat, 'first'), 'first', ctx);
  const normal = strike(first, blowsAt(first, combatOf(first) as Combat, 'normal'), 'normal', ctx);
  return offerGraze(normal, combatOf(normal) as Combat, ctx);
};

/** 6.2.4.c onward, from who deals combat damage to whom. */
export const fromStepC = (s: PmvState, ctx: C): PmvState => {
  const combat = combatOf(s) as Combat;
  if (!onField(s, combat.attacker)) {
    ctx.log.push({ type: 'noCombatDamage', rule: r('6.2.4.c'), automatic: true, attacker: combat.attacker });
    return finishCombat(s, ctx);
  }
  // The sources do not say what a defence whose defender has gone does: the judge rules.
  if (combat.defender !== null && !combat.toPlayer && !onField(s, combat.defender)) return ctx.ask(withCombat(s, { stage: 'judge' }), 'defenderGone');
  return dealCombatDamage(s, ctx);
};

/**
 * 1.12.8.b: combat. 6.2.4.b: 隠密 cancels a defence by a character sharing no 種族 with the attacker.
 * A defender that has left the field is no defending character any more: there is no defence to
 * cancel, and c asks the judge (defenderGone) as for any other attack.
 */
const combat = (s: PmvState, ctx: C): PmvState => {
  const c = combatOf(s) as Combat;
  // `against`: the defending character, or the attacked player when nobody defended.
  ctx.log.push({ type: 'combatBegan', rule: r('1.12.8.b'), automatic: true, attacker: c.attacker, defender: c.defender, against: c.defender ?? defendingPlayer(s) });
  const attacker = s.cards[c.attacker] as PmvCard;
  const defender = c.defender === null ? undefined : s.cards[c.defender];
  const cancelled = defender !== undefined && onField(s, attacker.id) && onField(s, defender.id) ? cancelledBy(attacker, defender) : null;
  if (defender !== undefined && cancelled !== null) {
    ctx.log.push({ type: 'defenceCancelled', rule: r(cancelled), automatic: true, attacker: attacker.id, defender: defender.id });
    return fromStepC(withCombat(s, { defenceCancelled: true, toPlayer: true }), ctx);
  }
  return fromStepC(s, ctx);
};

/** All passed with a 干渉 under way (1.12.9.a): its plays and effects from the last to the first, then combat or its end. */
export const resolveInterference = (s: PmvState, ctx: C): PmvState => {
  ctx.log.push({ type: 'interferenceResolving', rule: r('1.12.8.a'), automatic: true, uses: s.stack.length });
  let next = s;
  for (let i = s.stack.length - 1; i >= 0; i--) next = resolveUse(next, s.stack[i] as Use, ctx);
  // The attack and the defence stay in the 干渉 until its combat is over.
  const kept = s.stack.filter((u) => u.kind === 'attack' || u.kind === 'defend');
  next = withState(next, { stack: kept });
  return kept[0]?.kind === 'attack' && next.inCombat ? combat(next, ctx) : endInterference(next, ctx);
};

/** The judge's rulings on the closed list of questions (scenario-format.md, "Judge questions"). */
/** The one decision the 干渉 waits for: the graze offer (6.2.4.g); once answered, the combat ends (6.2.4.h). */
export const PMV_DECISIONS: DecisionTable<PmvState, Step, PmvEvent, PmvRuleId> = {
  graze: { rule: '6.2.4.g', resume: (s, _answered, ctx) => finishCombat(s, ctx) },
};

export const PMV_QUESTIONS = {
  defenderGone: {
    options: ['noDamage', 'toPlayer'],
    rule: (s: PmvState, ruling: string, ctx: C): PmvState => {
      if (ruling === 'toPlayer') return dealCombatDamage(withCombat(s, { toPlayer: true, stage: 'declared' }), ctx);
      ctx.log.push({ type: 'noCombatDamage', rule: JUDGE, automatic: true, attacker: (combatOf(s) as Combat).attacker });
      return finishCombat(withCombat(s, { noDamage: true }), ctx);
    },
  },
} as const;
