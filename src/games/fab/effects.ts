/** Manual effects (scenario-format.md) and what they do to the state: power, defense, prevention, go again, damage, destroy. */
import type { PlayerId, RuleRef } from '../../engine/types.ts';
import { JUDGE, r } from './rules.ts';
import { activeLink, defenseOf, moveCard, powerOf, setActiveLink, setCard, setPlayer, type Out } from './state.ts';
import { CHAIN_LINK, type Effect, type FabCard, type FabState, type Layer } from './types.ts';

export const loseLife = (s: FabState, player: PlayerId, amount: number, rule: RuleRef, out: Out): FabState => {
  const p = s.players[player];
  if (!p || amount <= 0) return s;
  const life = p.life - amount;
  out.push({ type: 'lifeChanged', rule, automatic: true, player, amount: -amount, life });
  return setPlayer(s, player, { life });
};

/** Prevention shields first; returns the damage left. */
export const shield = (s: FabState, player: PlayerId, amount: number, out: Out): { state: FabState; left: number } => {
  const p = s.players[player];
  if (!p || p.prevention <= 0 || amount <= 0) return { state: s, left: amount };
  const prevented = Math.min(p.prevention, amount);
  out.push({ type: 'damagePrevented', rule: r('7.5.5b'), automatic: true, player, amount: prevented });
  return { state: setPlayer(s, player, { prevention: p.prevention - prevented }), left: amount - prevented };
};

export const destroy = (s: FabState, id: string, rule: RuleRef, out: Out): FabState => {
  const c = s.cards[id];
  if (!c) return s;
  out.push({ type: 'destroyed', rule, card: id });
  let next = s;
  if (c.zone === 'stack') next = { ...next, stack: next.stack.filter((l) => !(l.card === id && !l.proxy)) };
  const link = activeLink(next);
  if (c.zone === 'chain' && link) {
    if (link.attack === id) next = setActiveLink(next, { attackGone: true });
    if (link.defenders.some((d) => d.card === id)) {
      next = setActiveLink(next, { defenders: link.defenders.filter((d) => d.card !== id) });
    }
  }
  return moveCard(next, id, 'graveyard');
};

const resolveTarget = (s: FabState, target: string): string | null => {
  if (target !== CHAIN_LINK) return s.cards[target] ? target : null;
  return activeLink(s)?.attack ?? null; // "this chain link" (7.0.3d)
};

export const applyEffect = (s: FabState, effect: Effect, layer: Layer, rule: RuleRef, out: Out): FabState => {
  const failed = (why: RuleRef): FabState => {
    out.push({ type: 'effectFailed', rule: why, layer: layer.id, name: layer.name });
    return s;
  };
  switch (effect.kind) {
    case 'power':
    case 'defense':
    case 'goAgain':
    case 'destroy': {
      const id = resolveTarget(s, effect.target);
      if (id === null) return failed(effect.target === CHAIN_LINK ? r('7.0.3d') : JUDGE);
      const c = s.cards[id] as FabCard;
      if (effect.kind === 'power') {
        const next = setCard(s, id, { powerBonus: c.powerBonus + effect.amount });
        out.push({ type: 'powerChanged', rule, card: id, amount: effect.amount, power: powerOf(next.cards[id] as FabCard) });
        return next;
      }
      if (effect.kind === 'defense') {
        const next = setCard(s, id, { defenseBonus: c.defenseBonus + effect.amount });
        out.push({ type: 'defenseChanged', rule, card: id, amount: effect.amount, defense: defenseOf(next.cards[id] as FabCard) });
        return next;
      }
      if (effect.kind === 'goAgain') {
        out.push({ type: 'goAgainGranted', rule, card: id });
        return setCard(s, id, { grantedGoAgain: true });
      }
      if (c.zone === 'graveyard' || c.zone === 'pitch') return failed(JUDGE);
      return destroy(s, id, rule, out);
    }
    case 'prevent': {
      const p = s.players[effect.player];
      if (!p) return failed(JUDGE);
      out.push({ type: 'shieldCreated', rule, player: effect.player, amount: effect.amount });
      return setPlayer(s, effect.player, { prevention: p.prevention + effect.amount });
    }
    case 'damage': {
      if (!s.players[effect.player]) return failed(JUDGE);
      const { state, left } = shield(s, effect.player, effect.amount, out);
      if (left <= 0) return state;
      // Damage outside the damage step from something other than the attack is never a hit (7.5.5a).
      out.push({ type: 'damageDealt', rule: r('7.5.5a'), source: layer.card ?? layer.name, player: effect.player, amount: left, hit: false });
      return loseLife(state, effect.player, left, r('7.5.5a'), out);
    }
  }
};
