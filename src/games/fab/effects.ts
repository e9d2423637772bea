/**
 * Manual effects (scenario-format.md) and what they do to the state: power and defense with their
 * durations, prevention, granted keywords, damage (physical or arcane, to a hero or an ally),
 * destroy, additional attacks. Also dealing damage, which the damage step shares.
 */
import type { ObjectId, PlayerId, RuleRef } from '../../engine/types.ts';
import { keyword } from './keywords.ts';
import { r } from './rules.ts';
import { activeLink, defenseOf, hasGoAgain, hasKeyword, keywordsOf, moveCard, type Out, powerOf, rawDefense, rawPower, setActiveLink, setCard, setPlayer, withState } from './state.ts';
import { fire } from './triggers.ts';
import { CHAIN_LINK, type Duration, type Effect, type FabCard, type FabState, type Layer, type PendingDamage, type PreventOption } from './types.ts';

/** A hero loses life; a life total never goes below 0 (2.5.3e). */
export const loseLife = (s: FabState, player: PlayerId, amount: number, rule: RuleRef, out: Out): FabState => {
  const p = s.players[player];
  if (!p || amount <= 0) return s;
  const life = Math.max(0, p.life - amount);
  // The change logged is the one the total shows: 5 damage to a hero at 3 life takes 3.
  out.push({ type: 'lifeChanged', rule: p.life - amount < 0 ? r('2.5.3e') : rule, automatic: true, player, amount: life - p.life, life });
  return setPlayer(s, player, { life });
};

/** Prevention shields first (6.4.10j); returns the damage left. */
export const shield = (s: FabState, player: PlayerId, amount: number, out: Out): { state: FabState; left: number } => {
  const p = s.players[player];
  if (!p || p.prevention <= 0 || amount <= 0) return { state: s, left: amount };
  const prevented = Math.min(p.prevention, amount);
  out.push({ type: 'damagePrevented', rule: r('6.4.10j'), automatic: true, player, amount: prevented });
  return { state: setPlayer(s, player, { prevention: p.prevention - prevented }), left: amount - prevented };
};

/** Leaving the chain, a card stops defending on every link, not only the active one (7.0.5a). */
const stopDefending = (s: FabState, id: string): FabState => {
  if (!s.chain.some((l) => l.defenders.some((d) => d.card === id))) return s;
  return withState(s, { chain: s.chain.map((l) => (l.defenders.some((d) => d.card === id) ? { ...l, defenders: l.defenders.filter((d) => d.card !== id) } : l)) });
};

export const destroy = (s: FabState, id: string, rule: RuleRef, out: Out): FabState => {
  const c = s.cards[id];
  if (!c) return s;
  out.push({ type: 'destroyed', rule, card: id });
  return leaveChain(s, id, 'graveyard');
};

/** Moves a card off the chain or the stack: an attack that leaves is gone (7.7.2c), a defending card stops defending (7.0.5a). */
export const leaveChain = (s: FabState, id: string, zone: FabCard['zone']): FabState => {
  const c = s.cards[id] as FabCard;
  let next = s;
  if (c.zone === 'stack') next = withState(next, { stack: next.stack.filter((l) => !(l.card === id && l.kind !== 'trigger' && !l.proxy)) });
  if (c.zone === 'chain') {
    const link = activeLink(next);
    if (link && link.attack === id) next = setActiveLink(next, { attackGone: true });
    next = stopDefending(next, id);
  }
  return moveCard(next, id, zone);
};

const resolveTarget = (s: FabState, target: string): string | null => {
  if (target !== CHAIN_LINK) return s.cards[target] ? target : null;
  return activeLink(s)?.attack ?? null; // "this chain link" (7.0.3d)
};

/** An effect's duration, and the rule that makes it fail when what it names is not there (7.0.3d, 7.0.2b). */
const durationOf = (s: FabState, until: Duration | undefined): { until: Duration; fails: RuleRef | null } => {
  const d = until ?? (s.chainOpen ? 'combatChain' : 'turn');
  if (d === 'chainLink' && activeLink(s) === null) return { until: d, fails: r('7.0.3d') };
  if (d === 'combatChain' && !s.chainOpen) return { until: d, fails: r('7.0.2b') };
  return { until: d, fails: null };
};

/** A power or defense change; where the changes add up below 0, the value is 0 (2.0.3c, 6.3.3). */
const modify = (s: FabState, id: string, stat: 'power' | 'defense', amount: number, until: Duration, rule: RuleRef, out: Out): FabState => {
  const c = s.cards[id] as FabCard;
  const next = setCard(s, id, { mods: [...c.mods, { stat, amount, until, link: s.chain.length }] });
  const changed = next.cards[id] as FabCard;
  const floor = (stat === 'power' ? rawPower(changed) : rawDefense(changed)) < 0 ? r('2.0.3c') : rule;
  if (stat === 'power') out.push({ type: 'powerChanged', rule: floor, card: id, amount, power: powerOf(changed) });
  else out.push({ type: 'defenseChanged', rule: floor, card: id, amount, defense: defenseOf(changed) });
  return next;
};

export const applyEffect = (s: FabState, effect: Effect, layer: Layer, rule: RuleRef, out: Out, canAsk = false): FabState => {
  const failed = (why: RuleRef): FabState => {
    out.push({ type: 'effectFailed', rule: why, layer: layer.id, name: layer.name });
    return s;
  };
  switch (effect.kind) {
    case 'prevent': {
      const p = s.players[effect.player];
      if (!p) return failed(r('6.4.10'));
      out.push({ type: 'shieldCreated', rule, player: effect.player, amount: effect.amount });
      return setPlayer(s, effect.player, { prevention: p.prevention + effect.amount });
    }
    case 'damage': {
      const to = effect.player;
      // An attacking ally is on the chain, which is in the arena (7.0.3f).
      const zone = s.cards[to]?.zone;
      const alive = s.players[to] ? !s.players[to]?.lost : zone === 'arena' || zone === 'chain';
      if (!alive) return failed(r('8.5.3'));
      // Damage from an effect is never a hit (7.5.5a).
      const damage: PendingDamage = { player: to, amount: effect.amount, arcane: effect.arcane === true, source: layer.card ?? layer.name, combat: false, layer: layer.id };
      return dealDamage(s, damage, out, canAsk);
    }
    default:
      return applyToCard(s, effect, layer, rule, out, failed);
  }
};

type CardEffect = Exclude<Effect, { kind: 'prevent' | 'damage' }>;

const applyToCard = (s: FabState, effect: CardEffect, layer: Layer, rule: RuleRef, out: Out, failed: (why: RuleRef) => FabState): FabState => {
  const id = resolveTarget(s, effect.target);
  if (id === null) return failed(effect.target === CHAIN_LINK ? r('7.0.3d') : r('8.5.4'));
  const c = s.cards[id] as FabCard;
  // A card that went to a graveyard or the pitch zone is a new object: what named the old one fails (3.0.9).
  if (c.zone === 'graveyard' || c.zone === 'pitch') return failed(r('3.0.9'));
  switch (effect.kind) {
    case 'power':
    case 'defense': {
      const d = durationOf(s, effect.until);
      return d.fails ? failed(d.fails) : modify(s, id, effect.kind, effect.amount, d.until, rule, out);
    }
    case 'goAgain':
      out.push({ type: 'goAgainGranted', rule, card: id });
      return hasGoAgain(c) ? s : setCard(s, id, { granted: [...c.granted, 'go again'] });
    case 'keyword':
      // Gained after defending cards were declared, dominate or overpower removes none of them (8.3.4c, 8.3.22b).
      out.push({ type: 'keywordGranted', rule, card: id, keyword: effect.keyword });
      return hasKeyword(c, effect.keyword) ? s : setCard(s, id, { granted: [...c.granted, effect.keyword] });
    case 'extraAttack':
      out.push({ type: 'extraAttackGranted', rule: r('5.2.3c'), card: id });
      return setCard(s, id, { extraAttacks: c.extraAttacks + 1 });
    case 'destroy':
      return destroy(s, id, rule, out);
  }
};

// ---------------------------------------------------------------------------------------------
// Dealing damage (8.5.3): shields, then the hero's own prevention keywords, then life.

/** Where a hero's prevention keywords may sit: on its equipment, in the arena, or defending on the chain. */
const PREVENTION_ZONES: readonly FabCard['zone'][] = ['equipment', 'arena', 'chain'];

/** The prevention keywords `player` may use against this damage (8.3.8, 8.3.15, 8.3.19, 8.3.20). */
export const preventOptions = (s: FabState, player: PlayerId, arcane: boolean): PreventOption[] => {
  const options: PreventOption[] = [];
  for (const id of s.order) {
    const c = s.cards[id] as FabCard;
    if (c.owner !== player || !PREVENTION_ZONES.includes(c.zone)) continue;
    for (const k of keywordsOf(c)) {
      const p = keyword(k).prevents;
      if (!p || (p.arcaneOnly && !arcane)) continue;
      const n = c.n[k] ?? 0;
      const kw = k as PreventOption['keyword'];
      options.push({ card: id, keyword: kw, forced: p.forced, n, cost: p.price === 'resources' ? n : 0, destroys: p.price === 'destroy', rule: r(keyword(k).rule) });
    }
  }
  return options;
};

/**
 * Damage about to be dealt: shields first; with an optional prevention keyword to use, the hero
 * decides (pending); then any ward applies to what is left, and the rest is dealt.
 */
export const dealDamage = (s0: FabState, damage: PendingDamage, out: Out, canAsk: boolean): FabState => {
  const hero = s0.players[damage.player] !== undefined;
  const { state: s, left } = hero ? shield(s0, damage.player, damage.amount, out) : { state: s0, left: damage.amount };
  const rest = { ...damage, amount: left };
  if (left > 0 && hero && canAsk && preventOptions(s, damage.player, damage.arcane).some((o) => !o.forced)) {
    return withState(s, { priority: null, pending: { kind: 'prevent', player: damage.player, damage: rest } });
  }
  return afterPrevention(s, rest, out);
};

/** What is chosen has prevented its share: a ward still there applies to the rest (8.3.20), then the damage is dealt. */
export const afterPrevention = (s0: FabState, damage: PendingDamage, out: Out): FabState => {
  let s = s0;
  let left = damage.amount;
  if (s.players[damage.player]) {
    for (const o of preventOptions(s, damage.player, damage.arcane)) {
      if (!o.forced || left <= 0 || s.cards[o.card]?.zone === 'graveyard') continue;
      const amount = Math.min(left, o.n);
      left -= amount;
      s = usePrevention(s, damage.player, o, amount, out);
    }
  }
  return damageNow(s, { ...damage, amount: left }, out);
};

/** One prevention keyword used: logged, and its card destroyed where that is its price. */
export const usePrevention = (s: FabState, player: PlayerId, o: PreventOption, amount: number, out: Out): FabState => {
  out.push({ type: 'preventedBy', rule: o.rule, player, card: o.card, keyword: o.keyword, amount });
  return o.destroys ? destroy(s, o.card, o.rule, out) : s;
};

/** The damage is dealt: life lost, and for the attack's damage in the damage step a hit (7.5.2a, 7.5.5). */
export const damageNow = (s0: FabState, damage: PendingDamage, out: Out): FabState => {
  if (damage.amount <= 0) return s0;
  const { player: to, amount, source, arcane } = damage;
  let s = s0;
  out.push({ type: 'damageDealt', rule: damage.combat ? r('7.5.2a') : arcane ? r('8.5.3b') : r('7.5.5a'), automatic: damage.combat, source, player: to, amount, hit: damage.combat, arcane });
  if (s.players[to]) s = loseLife(s, to, amount, damage.combat ? r('7.5.2') : r('8.5.3'), out);
  else s = allyLoses(s, to, amount);
  if (!damage.combat) return s;
  const link = activeLink(s);
  if (!link) return s;
  out.push({ type: 'hit', rule: r('7.5.5'), automatic: true, attack: link.attack, player: to, amount });
  s = setActiveLink(s, { damage: amount, hit: true });
  const attack = s.cards[link.attack];
  return attack ? fire(s, attack, 'hit', r('7.5.5'), out) : s;
};

/** An ally loses life; at 0 it dies as a game state action (1.10.2b). */
const allyLoses = (s: FabState, id: ObjectId, amount: number): FabState => {
  const c = s.cards[id];
  return c && c.life !== null ? setCard(s, id, { life: Math.max(0, c.life - amount) }) : s;
};
