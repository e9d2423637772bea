/**
 * What happens to cards and players: damage through 1.10.12, 決死 and the removal to 冥界 (9.2),
 * and the manual effects a command or a 起動効果 stands for (scenario-format.md, "Manual effects").
 */
import type { Ctx } from '../../engine/procedure.ts';
import type { ObjectId, PlayerId, RuleRef } from '../../engine/types.ts';
import { JUDGE, r, type PmvRuleId } from './rules.ts';
import { attackOf, damageOf, onField, toughnessOf, toUnderworld, withCard, withPlayer, withState } from './state.ts';
import type { Effect, KesshiCause, PmvCard, PmvEvent, PmvState, Step } from './types.ts';

export type C = Ctx<PmvState, Step, PmvEvent>;

/** The card or player an effect names, or null for one that names none. */
export const targetOf = (e: Effect): string | null => ('target' in e ? e.target : 'player' in e ? e.player : null);

/**
 * Whether an effect still has what it names when it resolves: a player is always there, for the
 * effects that may name one (damage, life); every other target must be a card on the field.
 */
export const hasTarget = (s: PmvState, e: Effect): boolean => {
  if (e.kind === 'none') return true;
  if (e.kind === 'life') return s.players[e.player] !== undefined;
  return (e.kind === 'damage' && s.players[e.target] !== undefined) || onField(s, e.target);
};

/**
 * One damage through 1.10.12 (its a, b, d and e are effects the referee does not model): 0 or less
 * is no damage at all (1.10.14); a player loses that much life (1.10.11.a); a character
 * accumulates it (1.10.11.b, 1.10.12.c). 決死 (1.10.12.f) is checked by the caller, once for
 * everything dealt at the same time (1.10.3).
 */
export const dealDamage = (s: PmvState, source: string, target: string, amount: number, combat: boolean, ctx: C, rule?: RuleRef): PmvState => {
  if (amount <= 0) {
    ctx.log.push({ type: 'noDamage', rule: r('1.10.14'), automatic: true, source, target, amount });
    return s;
  }
  const player = s.players[target];
  if (player !== undefined) {
    const life = player.life - amount;
    ctx.log.push({ type: 'damageDealt', rule: rule ?? r('1.10.11.a'), automatic: true, source, target, amount, combat, total: life });
    return withPlayer(s, target, { life });
  }
  const card = s.cards[target] as PmvCard;
  const change = combat ? { combatDamage: card.combatDamage + amount } : { damage: card.damage + amount };
  ctx.log.push({ type: 'damageDealt', rule: rule ?? r('1.10.12.c'), automatic: true, source, target, amount, combat, total: damageOf(card) + amount });
  return withCard(s, target, change);
};

/**
 * 決死 (9.2.2): a character whose 耐久力 is 0 or less (9.2.2.b, even one an effect protects, 9.2.5),
 * whose accumulated damage has reached its 耐久力 (`byDamage`: 1.10.12.f after damage, 9.2.2.a after
 * a 戦闘修正), or that an effect made 決死 (9.2.2.c). A protected character whose damage reached its
 * 耐久力 keeps its place and loses the damage (1.10.13.b). Every card made 決死 now goes to 冥界
 * together (9.2.3).
 */
export const settleKesshi = (s: PmvState, byDamage: PmvRuleId, ctx: C, marked: ObjectId | null = null): PmvState => {
  let next = s;
  const doomed: ObjectId[] = [];
  for (const id of s.order) {
    const c = s.cards[id] as PmvCard;
    if (c.zone !== 'field' || c.type !== 'character') continue;
    const cause = kesshiCause(s, c, marked);
    if (cause === null) continue;
    if (c.kesshiImmune && cause !== 'toughness') {
      // An effect keeps it from 決死: the damage that would have done it is removed.
      ctx.log.push({ type: 'kesshiAvoided', rule: r(cause === 'effect' ? '9.2.4' : '1.10.13.b'), automatic: true, card: id });
      next = withCard(next, id, { damage: 0, combatDamage: 0 });
      continue;
    }
    const rule: PmvRuleId = cause === 'toughness' ? (c.kesshiImmune ? '9.2.5' : '9.2.2.b') : cause === 'effect' ? '9.2.2.c' : byDamage;
    ctx.log.push({ type: 'becameKesshi', rule: r(rule), automatic: true, card: id, cause });
    doomed.push(id);
  }
  if (doomed.length === 0) return next;
  // Cards made 決死 at one time are processed together (9.1.5); one alone is simply 破棄 to 冥界 (9.2.3).
  ctx.log.push({ type: 'toUnderworld', rule: r(doomed.length > 1 ? '9.1.5' : '9.2.3'), automatic: true, cards: doomed });
  for (const id of doomed) next = toUnderworld(next, id);
  return next;
};

const kesshiCause = (s: PmvState, c: PmvCard, marked: ObjectId | null): KesshiCause | null => {
  const toughness = toughnessOf(s, c);
  if (toughness <= 0) return 'toughness';
  if (c.id === marked) return 'effect';
  return damageOf(c) >= toughness ? 'damage' : null;
};

const loseLife = (s: PmvState, player: PlayerId, amount: number, rule: RuleRef, ctx: C): PmvState => {
  const life = (s.players[player]?.life ?? 0) - amount;
  ctx.log.push({ type: 'lifeLost', rule, player, amount, life });
  return withPlayer(s, player, { life });
};

/**
 * Applies one manual effect as its use resolves (1.12.8.a). `source` is what deals its damage
 * (the command, or the effect's name). An effect whose card has left the field does nothing:
 * no rule text we have says so, and nothing is left to choose (judge-call).
 */
export const applyEffect = (s: PmvState, e: Effect, by: PlayerId, source: string, ctx: C): PmvState => {
  const rule = r('1.12.8.a');
  if (!hasTarget(s, e)) {
    ctx.log.push({ type: 'effectFizzled', rule: JUDGE, automatic: true, name: source, target: targetOf(e) ?? '' });
    return s;
  }
  switch (e.kind) {
    case 'damage':
      return settleKesshi(dealDamage(s, source, e.target, e.amount, false, ctx), '1.10.12.f', ctx);
    case 'modify': {
      const next: PmvState = withState(s, { modifiers: [...s.modifiers, { target: e.target, attack: e.attack, toughness: e.toughness }] });
      const card = next.cards[e.target] as PmvCard;
      ctx.log.push({ type: 'modified', rule, card: e.target, attack: e.attack, toughness: e.toughness, attackNow: attackOf(next, card), toughnessNow: toughnessOf(next, card) });
      return settleKesshi(next, '9.2.2.a', ctx);
    }
    case 'kesshi':
      return settleKesshi(s, '9.2.2.a', ctx, e.target);
    // Sleep and active set one flag, each way, with its own event.
    case 'sleep':
    case 'active':
      ctx.log.push({ type: e.kind === 'sleep' ? 'slept' : 'activated', rule, card: e.target });
      return withCard(s, e.target, { sleep: e.kind === 'sleep' });
    case 'life': {
      if (e.amount < 0) return loseLife(s, e.player, -e.amount, r('1.9.4'), ctx);
      const life = (s.players[e.player]?.life ?? 0) + e.amount;
      ctx.log.push({ type: 'lifeGained', rule: r('1.9.5'), player: e.player, amount: e.amount, life });
      return withPlayer(s, e.player, { life });
    }
    case 'none':
      ctx.log.push({ type: 'nothingTracked', rule, player: by });
      return s;
  }
};
