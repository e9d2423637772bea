/**
 * The combat chain (CR section 7): one pure transition per action. Helpers take the state and
 * an event list, return the next state, and push the events they cause, each citing its rule.
 */
import { givePriority, passPriority } from '../../engine/priority.ts';
import { refuse } from '../../engine/result.ts';
import type { EngineError, PlayerId, Result, RuleRef, Transition } from '../../engine/types.ts';
import { JUDGE, PRIORITY_RULE, r } from './rules.ts';
import {
  CHAIN_LINK,
  type ChainLink,
  type Defender,
  type Effect,
  type FabAction,
  type FabCard,
  type FabEvent,
  type FabPlayer,
  type FabState,
  type Keyword,
  type Layer,
  type Step,
  type Zone,
} from './types.ts';

type Out = FabEvent[];
type Applied = Result<Transition<FabState, FabEvent>, EngineError>;

// ---------------------------------------------------------------------------------------------
// Small state helpers (copy only the changed path).

export const cardOf = (s: FabState, id: string): FabCard | undefined => s.cards[id];

const setCard = (s: FabState, id: string, patch: Partial<FabCard>): FabState => {
  const c = s.cards[id];
  return c ? { ...s, cards: { ...s.cards, [id]: { ...c, ...patch } } } : s;
};

const moveCard = (s: FabState, id: string, zone: Zone): FabState => setCard(s, id, { zone });

const setPlayer = (s: FabState, id: PlayerId, patch: Partial<FabPlayer>): FabState => {
  const p = s.players[id];
  return p ? { ...s, players: { ...s.players, [id]: { ...p, ...patch } } } : s;
};

export const activeLink = (s: FabState): ChainLink | null => (s.chainOpen ? (s.chain[s.chain.length - 1] ?? null) : null);

const setActiveLink = (s: FabState, patch: Partial<ChainLink>): FabState => {
  const link = activeLink(s);
  return link ? { ...s, chain: [...s.chain.slice(0, -1), { ...link, ...patch }] } : s;
};

export const hasKeyword = (c: FabCard, k: Keyword): boolean => c.keywords.includes(k);
const hasGoAgain = (c: FabCard): boolean => c.grantedGoAgain || hasKeyword(c, 'go again');
const isType = (c: FabCard, t: FabCard['types'][number]): boolean => c.types.includes(t);

export const powerOf = (c: FabCard): number => Math.max(0, (c.power ?? 0) + c.powerBonus);
export const defenseOf = (c: FabCard): number => Math.max(0, (c.defense ?? 0) + c.defenseBonus - c.defenseCounters);

const give = (s: FabState, to: PlayerId, rule: RuleRef, out: Out): FabState => {
  const player = s.players[to]?.lost ? (inGame(s)[0] ?? to) : to;
  out.push({ type: 'priorityGiven', rule, automatic: true, player });
  return { ...s, priority: givePriority(player) };
};

const toGraveyard = (s: FabState, id: string, rule: RuleRef, out: Out): FabState => {
  const c = s.cards[id];
  if (!c) return s;
  out.push({ type: 'toGraveyard', rule, automatic: true, card: id, owner: c.owner });
  return moveCard(s, id, 'graveyard');
};

const beginStep = (s: FabState, step: Step, rule: RuleRef, out: Out): FabState => {
  out.push({ type: 'stepBegan', rule, automatic: true, step });
  return { ...s, step, priority: null };
};

// ---------------------------------------------------------------------------------------------
// Defending restrictions (7.3.2b(C), 7.4.2c, 7.4.2d).

type NewDefender = { readonly card: FabCard; readonly fromHand: boolean };

/** The restriction a set of defending cards would break on this link, or null. */
export const restrictionBroken = (s: FabState, link: ChainLink, added: readonly NewDefender[]): 'dominateLimit' | 'overpowerLimit' | null => {
  const attack = s.cards[link.attack];
  if (!attack) return null;
  if (hasKeyword(attack, 'dominate')) {
    const fromHand = link.defenders.filter((d) => d.fromHand).length + added.filter((d) => d.fromHand).length;
    if (fromHand > 1) return 'dominateLimit';
  }
  if (hasKeyword(attack, 'overpower')) {
    const isAction = (id: string): boolean => s.cards[id]?.types.includes('action') ?? false;
    const actions = link.defenders.filter((d) => isAction(d.card)).length + added.filter((d) => isType(d.card, 'action')).length;
    if (actions > 1) return 'overpowerLimit';
  }
  return null;
};

const isDefending = (s: FabState, id: string): boolean =>
  s.chainOpen && s.chain.some((l) => l.defenders.some((d) => d.card === id));

// ---------------------------------------------------------------------------------------------
// Losing and state checks.

/** Players still in the game, in turn order: priority passes among them only. */
export const inGame = (s: FabState): PlayerId[] => s.turnOrder.filter((id) => !s.players[id]?.lost);

const checkLoss = (s: FabState, out: Out): FabState => {
  let next = s;
  for (const id of s.turnOrder) {
    const p = next.players[id];
    if (p && !p.lost && p.life <= 0) {
      out.push({ type: 'playerLost', rule: JUDGE, automatic: true, player: id });
      next = setPlayer(next, id, { lost: true });
    }
  }
  if (next === s) return s;
  const standing = inGame(next);
  if (standing.length <= 1) return { ...next, gameOver: true, priority: null, pending: null };
  // With more heroes left the game goes on without the one who lost: it neither declares
  // defenders nor holds priority any more.
  if (next.pending && next.players[next.pending.player]?.lost) {
    out.push({ type: 'noDefenders', rule: r('7.3.2a'), automatic: true, player: next.pending.player });
    next = { ...next, pending: null, priority: givePriority(next.active) };
  }
  if (next.priority && next.players[next.priority.holder]?.lost) {
    next = { ...next, priority: givePriority(standing.includes(next.active) ? next.active : (standing[0] as PlayerId)) };
  }
  return next;
};

/** After anything resolves: losses, then an active attack that ceased to exist before damage (7.7.2c). */
const checkState = (s: FabState, out: Out): FabState => {
  const next = checkLoss(s, out);
  if (next.gameOver) return next;
  const link = activeLink(next);
  if (link && link.attackGone && (next.step === 'attack' || next.step === 'defend' || next.step === 'reaction')) {
    return closeChain(next, r('7.7.2c'), out);
  }
  return next;
};

// ---------------------------------------------------------------------------------------------
// Effects.

const loseLife = (s: FabState, player: PlayerId, amount: number, rule: RuleRef, out: Out): FabState => {
  const p = s.players[player];
  if (!p || amount <= 0) return s;
  const life = p.life - amount;
  out.push({ type: 'lifeChanged', rule, automatic: true, player, amount: -amount, life });
  return setPlayer(s, player, { life });
};

/** Prevention shields first; returns the damage left. */
const shield = (s: FabState, player: PlayerId, amount: number, out: Out): { state: FabState; left: number } => {
  const p = s.players[player];
  if (!p || p.prevention <= 0 || amount <= 0) return { state: s, left: amount };
  const prevented = Math.min(p.prevention, amount);
  out.push({ type: 'damagePrevented', rule: r('7.5.5b'), automatic: true, player, amount: prevented });
  return { state: setPlayer(s, player, { prevention: p.prevention - prevented }), left: amount - prevented };
};

const destroy = (s: FabState, id: string, rule: RuleRef, out: Out): FabState => {
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

const applyEffect = (s: FabState, effect: Effect, layer: Layer, rule: RuleRef, out: Out): FabState => {
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

// ---------------------------------------------------------------------------------------------
// Resolving layers.

const resolveDefenseReaction = (s: FabState, layer: Layer, c: FabCard, out: Out): FabState => {
  const link = activeLink(s);
  const ok =
    link !== null &&
    link.defendingHero === layer.controller &&
    !isDefending(s, c.id) &&
    restrictionBroken(s, link, [{ card: c, fromHand: true }]) === null;
  if (!ok || !link) {
    out.push({ type: 'defenseFailed', rule: r('7.4.2d'), card: c.id });
    return toGraveyard(s, c.id, r('7.4.2d'), out);
  }
  out.push({ type: 'layerResolved', rule: r('7.4.2d'), layer: layer.id, name: layer.name });
  const defender: Defender = { card: c.id, player: layer.controller, fromHand: true, alone: true };
  let next = setActiveLink(moveCard(s, c.id, 'chain'), { defenders: [...link.defenders, defender] });
  // A single card added by its own event defends alone, whatever already defends (7.0.5e).
  out.push({ type: 'defended', rule: r('7.0.5e'), card: c.id, player: layer.controller, link: s.chain.length, alone: true });
  if (c.effect) next = applyEffect(next, c.effect, layer, r('7.4.2d'), out);
  return next;
};

/** Resolves one non-attack layer, already removed from the stack. No state checks here. */
const resolveLayer = (s: FabState, layer: Layer, out: Out, closing = false): FabState => {
  // While the chain closes, leftover layers resolve under 7.7.4; otherwise the general
  // resolution of instants and abilities is outside section 7.
  const general = closing ? r('7.7.4') : JUDGE;
  if (layer.kind === 'effect') {
    out.push({ type: 'layerResolved', rule: general, layer: layer.id, name: layer.name });
    return layer.effect ? applyEffect(s, layer.effect, layer, general, out) : s;
  }
  const c = layer.card === null ? undefined : s.cards[layer.card];
  if (!c) return s;
  if (isType(c, 'defense reaction')) return resolveDefenseReaction(s, layer, c, out);
  const rule = isType(c, 'attack reaction') ? r('7.4.2a') : general;
  out.push({ type: 'layerResolved', rule, layer: layer.id, name: layer.name });
  const next = c.effect ? applyEffect(s, c.effect, layer, rule, out) : s;
  return next.cards[c.id]?.zone === 'stack' ? toGraveyard(next, c.id, JUDGE, out) : next;
};

const resolveTop = (s: FabState, out: Out): FabState => {
  const layer = s.stack[s.stack.length - 1];
  if (!layer) return s;
  const next = checkState(resolveLayer({ ...s, stack: s.stack.slice(0, -1) }, layer, out), out);
  // A chain closed by the state check (7.7.2c) has already handed out priority.
  if (next.gameOver || next.step !== s.step) return next;
  return give(next, next.active, r(PRIORITY_RULE[next.step]), out);
};

// ---------------------------------------------------------------------------------------------
// The steps.

const targetLegal = (s: FabState, attacker: PlayerId, target: string): boolean => {
  const p = s.players[target];
  if (p) return target !== attacker && !p.lost;
  const c = s.cards[target];
  return c !== undefined && c.zone === 'arena' && c.owner !== attacker;
};

const beginAttackStep = (s0: FabState, out: Out): FabState => {
  const layer = s0.stack[s0.stack.length - 1] as Layer;
  let s = beginStep({ ...s0, stack: s0.stack.slice(0, -1) }, 'attack', r('7.1.3'), out);
  const id = layer.card ?? '';
  const target = layer.target ?? '';
  if (!targetLegal(s, layer.controller, target)) {
    out.push({ type: 'attackTargetIllegal', rule: r('7.2.2'), attack: id, target });
    return closeChain(s, r('7.7.2b'), out);
  }
  const c = s.cards[id];
  const present = c !== undefined && (layer.proxy ? c.zone === 'weapon' : c.zone === 'stack');
  if (!c || !present) {
    out.push({ type: 'noActiveAttack', rule: r('7.2.3d'), attack: id });
    return closeChain(s, r('7.2.3d'), out);
  }
  if (!layer.proxy && c.effect) s = applyEffect(s, c.effect, layer, r('7.2.3'), out);
  const n = s.chain.length;
  if (n > 0) out.push({ type: 'linkBecamePast', rule: r('7.0.3b'), automatic: true, link: n });
  const link: ChainLink = {
    attack: id,
    proxy: layer.proxy,
    attacker: layer.controller,
    target,
    defendingHero: s.players[target] ? target : null,
    defenders: [],
    damage: 0,
    hit: false,
    resolved: false,
    attackGone: false,
  };
  s = { ...moveCard(s, id, 'chain'), chain: [...s.chain, link] };
  out.push({ type: 'chainLinkCreated', rule: r(layer.proxy ? '7.2.3b' : '7.2.3a'), automatic: true, link: n + 1, attack: id, proxy: layer.proxy });
  out.push({ type: 'attacked', rule: r('7.2.4'), automatic: true, attack: id, player: layer.controller, target });
  out.push({ type: 'attackingHero', rule: r('7.2.4a'), automatic: true, player: layer.controller });
  if (link.defendingHero) out.push({ type: 'defendingHero', rule: r('7.2.4b'), automatic: true, player: link.defendingHero });
  s = checkState(s, out);
  if (s.gameOver || s.step !== 'attack') return s;
  return give(s, s.active, r('7.2.5'), out);
};

const beginDefendStep = (s0: FabState, out: Out): FabState => {
  const s = beginStep(s0, 'defend', r('7.2.6'), out);
  const hero = activeLink(s)?.defendingHero ?? null;
  if (hero) return { ...s, pending: { kind: 'defend', player: hero } };
  return give(s, s.active, r('7.3.3'), out);
};

const beginDamageStep = (s0: FabState, out: Out): FabState => {
  let s = beginStep(s0, 'damage', r('7.4.3'), out);
  const link = activeLink(s);
  if (!link) return s;
  if (link.attackGone) return closeChain(s, r('7.7.2c'), out);
  const attack = s.cards[link.attack] as FabCard;
  const n = s.chain.length;
  if (!link.defendingHero || !targetLegal(s, link.attacker, link.target)) {
    out.push({ type: 'targetGone', rule: r('7.5.2b'), attack: link.attack, target: link.target });
    return give(s, s.active, r('7.5.3'), out);
  }
  const hero = link.defendingHero;
  let power = powerOf(attack);
  const equipmentDefends = link.defenders.some((d) => s.cards[d.card]?.types.includes('equipment'));
  if (attack.piercing > 0 && equipmentDefends) {
    out.push({ type: 'piercing', rule: JUDGE, automatic: true, attack: attack.id, amount: attack.piercing });
    power += attack.piercing;
  }
  const defense = link.defenders.reduce((sum, d) => sum + defenseOf(s.cards[d.card] as FabCard), 0);
  const damage = Math.max(0, power - defense);
  out.push({ type: 'damageCalculated', rule: r('7.5.2'), automatic: true, link: n, power, defense, damage });
  if (damage > 0) {
    const shielded = shield(s, hero, damage, out);
    s = shielded.state;
    if (shielded.left > 0) {
      const amount = shielded.left;
      out.push({ type: 'damageDealt', rule: r('7.5.2a'), automatic: true, source: attack.id, player: hero, amount, hit: true });
      out.push({ type: 'hit', rule: r('7.5.5'), automatic: true, attack: attack.id, player: hero, amount });
      s = setActiveLink(loseLife(s, hero, amount, r('7.5.2'), out), { damage: amount, hit: true });
    }
  }
  s = checkLoss(s, out);
  if (s.gameOver) return s;
  return give(s, s.active, r('7.5.3'), out);
};

const beginResolutionStep = (s0: FabState, out: Out): FabState => {
  let s = beginStep(s0, 'resolution', r('7.5.4'), out);
  const link = activeLink(s);
  if (!link) return s;
  out.push({ type: 'linkResolved', rule: r('7.6.2'), automatic: true, link: s.chain.length, attack: link.attack });
  s = setActiveLink(s, { resolved: true });
  const attack = s.cards[link.attack];
  if (attack && hasGoAgain(attack)) {
    const p = s.players[link.attacker] as FabPlayer;
    const actionPoints = p.actionPoints + 1;
    // An attack no longer on the chain still counts with what it last had (7.6.2a).
    const rule = attack.zone === 'chain' ? r('7.6.2') : r('7.6.2a');
    out.push({ type: 'actionPointGained', rule, automatic: true, player: link.attacker, actionPoints });
    s = setPlayer(s, link.attacker, { actionPoints });
  }
  return give(s, s.active, r('7.6.3'), out);
};

const REACTION_TYPES = ['attack reaction', 'defense reaction'] as const;

/** The close step (7.7.3-7.7.7), then the action phase goes on with the chain closed. */
function closeChain(s0: FabState, why: RuleRef, out: Out): FabState {
  let s = beginStep({ ...s0, pending: null }, 'close', why, out);
  out.push({ type: 'chainClosing', rule: r('7.7.3'), automatic: true });
  // 7.7.3: attacks and reactions on the stack go to their owners' graveyards.
  const rest: Layer[] = [];
  for (const layer of s.stack) {
    const c = layer.card === null ? undefined : s.cards[layer.card];
    const goes = layer.kind === 'attack' ? !layer.proxy : c !== undefined && REACTION_TYPES.some((t) => isType(c, t));
    if (goes && c) {
      out.push({ type: 'layerToGraveyard', rule: r('7.7.3'), automatic: true, layer: layer.id, card: c.id });
      s = moveCard(s, c.id, 'graveyard');
    } else if (layer.kind !== 'attack') rest.push(layer);
  }
  s = { ...s, stack: [] };
  // 7.7.4: the other layers resolve as if everyone passed, top first.
  for (let i = rest.length - 1; i >= 0; i--) s = checkLoss(resolveLayer(s, rest[i] as Layer, out, true), out);
  if (s.gameOver) return s;
  for (const id of s.order) {
    const c = s.cards[id] as FabCard;
    if (c.zone === 'stack') s = toGraveyard(s, id, r('7.7.3'), out);
  }
  s = returnPermanents(s, out);
  // 7.7.6: everything else left on the chain goes to its owner's graveyard.
  for (const id of s.order) if (s.cards[id]?.zone === 'chain') s = toGraveyard(s, id, r('7.7.6'), out);
  // 7.7.7: effects lasting for this combat chain end.
  let cards = s.cards;
  for (const id of s.order) {
    const c = cards[id] as FabCard;
    if (c.powerBonus !== 0 || c.defenseBonus !== 0 || c.grantedGoAgain) {
      cards = { ...cards, [id]: { ...c, powerBonus: 0, defenseBonus: 0, grantedGoAgain: false } };
    }
  }
  out.push({ type: 'chainClosed', rule: r('7.7.7'), automatic: true });
  s = { ...s, cards, step: 'closed', chainOpen: false };
  return give(s, s.active, r('7.7.7'), out);
}

/** 7.7.5, with what blade break, battleworn and temper do to equipment that defended. */
const returnPermanents = (s0: FabState, out: Out): FabState => {
  let s = s0;
  const defended = new Set(s.chain.flatMap((l) => l.defenders.map((d) => d.card)));
  for (const id of s.order) {
    const c = s.cards[id] as FabCard;
    if (c.zone !== 'chain') continue;
    if (isType(c, 'weapon')) {
      out.push({ type: 'returned', rule: r('7.7.5'), automatic: true, card: id, zone: 'weapon' });
      s = moveCard(s, id, 'weapon');
      continue;
    }
    if (!isType(c, 'equipment')) continue;
    if (defended.has(id) && hasKeyword(c, 'blade break')) {
      out.push({ type: 'bladeBreak', rule: JUDGE, automatic: true, card: id });
      s = toGraveyard(s, id, JUDGE, out);
      continue;
    }
    for (const k of ['battleworn', 'temper'] as const) {
      const cur = s.cards[id] as FabCard;
      if (!defended.has(id) || !hasKeyword(cur, k)) continue;
      const next = { ...cur, defenseCounters: cur.defenseCounters + 1 };
      s = { ...s, cards: { ...s.cards, [id]: next } };
      out.push({ type: 'defenseCounter', rule: JUDGE, automatic: true, card: id, keyword: k, defense: Math.max(0, (next.defense ?? 0) - next.defenseCounters) });
    }
    const cur = s.cards[id] as FabCard;
    if (defended.has(id) && hasKeyword(cur, 'temper') && (cur.defense ?? 0) - cur.defenseCounters <= 0) {
      s = toGraveyard(s, id, JUDGE, out);
      continue;
    }
    out.push({ type: 'returned', rule: r('7.7.5'), automatic: true, card: id, zone: 'equipment' });
    s = moveCard(s, id, 'equipment');
  }
  return s;
};

// ---------------------------------------------------------------------------------------------
// Passing priority.

const allPassed = (s: FabState, out: Out): FabState => {
  const top = s.stack[s.stack.length - 1];
  if (top) {
    if (top.kind === 'attack' && s.step === 'layer') return beginAttackStep(s, out);
    return resolveTop(s, out);
  }
  switch (s.step) {
    case 'closed':
      out.push({ type: 'actionPhaseEnded', rule: JUDGE, automatic: true });
      return { ...s, priority: null, phaseOver: true };
    case 'layer': // the attack left the stack before it could resolve
      out.push({ type: 'noActiveAttack', rule: r('7.2.3d'), attack: '' });
      return closeChain(s, r('7.2.3d'), out);
    case 'attack':
      return beginDefendStep(s, out);
    case 'defend': {
      const next = beginStep(s, 'reaction', r('7.3.4'), out);
      return give(next, next.active, r('7.4.2'), out);
    }
    case 'reaction':
      return beginDamageStep(s, out);
    case 'damage':
      return beginResolutionStep(s, out);
    case 'resolution':
      return closeChain(s, r('7.6.4'), out);
    case 'close':
      return s;
  }
};

// ---------------------------------------------------------------------------------------------
// Actions.

const done = (state: FabState, events: readonly FabEvent[]): Applied => ({ ok: true, value: { state, events } });

const priorityError = (s: FabState, by: PlayerId): Result<never, EngineError> | null => {
  if (s.pending) return refuse('defendFirst', r('7.3.2'), { player: s.pending.player });
  if (!s.priority) return refuse('noPriority', r(s.step === 'close' ? '7.7.1' : PRIORITY_RULE[s.step]));
  if (s.priority.holder !== by) return refuse('notYourPriority', r(PRIORITY_RULE[s.step]), { player: s.priority.holder });
  return null;
};

const doPass = (s: FabState, by: PlayerId): Applied => {
  const bad = priorityError(s, by);
  if (bad) return bad;
  const out: Out = [{ type: 'priorityPassed', rule: r(PRIORITY_RULE[s.step]), player: by }];
  const res = passPriority(inGame(s), s.priority as NonNullable<FabState['priority']>);
  if (!res.allPassed) return done({ ...s, priority: res.priority }, out);
  return done(allPassed(s, out), out);
};

/** Pitches cards in order while the pool is short (never beyond), then pays. */
export const payCost = (
  s0: FabState,
  by: PlayerId,
  cost: number,
  pitch: readonly string[],
  played: string,
  out: Out,
): Result<FabState, EngineError> => {
  let s = s0;
  const seen = new Set<string>();
  for (const id of pitch) {
    const c = s.cards[id];
    if (!c || c.owner !== by || c.zone !== 'hand' || id === played || seen.has(id) || !c.pitch) {
      return refuse('cannotPitch', JUDGE, { card: id });
    }
    seen.add(id);
    const pool = (s.players[by] as FabPlayer).resources;
    if (pool >= cost) return refuse('pitchNotNeeded', JUDGE, { card: id });
    out.push({ type: 'cardPitched', rule: JUDGE, player: by, card: id, amount: c.pitch });
    s = setPlayer(moveCard(s, id, 'pitch'), by, { resources: pool + c.pitch });
  }
  const pool = (s.players[by] as FabPlayer).resources;
  if (pool < cost) return refuse('cannotPay', JUDGE, { cost, resources: pool });
  if (cost > 0) out.push({ type: 'costPaid', rule: JUDGE, player: by, amount: cost, resources: pool - cost });
  return { ok: true, value: setPlayer(s, by, { resources: pool - cost }) };
};

const pushLayer = (s: FabState, layer: Omit<Layer, 'id'>, out: Out, rule?: RuleRef): FabState => {
  const id = `L${s.nextLayer}`;
  out.push({ type: 'layerAdded', rule: rule ?? (s.chainOpen ? r('7.0.3e') : JUDGE), layer: id, player: layer.controller, name: layer.name, card: layer.card });
  return { ...s, stack: [...s.stack, { ...layer, id }], nextLayer: s.nextLayer + 1 };
};

/** Why `by` may not attack with `id` at `target` now, or null. */
export const attackError = (s: FabState, by: PlayerId, id: string, target: string): Result<never, EngineError> | null => {
  const bad = priorityError(s, by);
  if (bad) return bad;
  if (s.chainOpen && s.step !== 'resolution') return refuse('actionDuringCombat', r('7.0.1a'), { step: s.step });
  if (by !== s.active) return refuse('notTurnPlayer', s.chainOpen ? r('7.6.3a') : JUDGE, { player: s.active });
  if (s.stack.length > 0) return refuse('stackNotEmpty', JUDGE);
  const c = s.cards[id];
  if (!c) return refuse('unknownCard', JUDGE, { card: id });
  const weapon = isType(c, 'weapon');
  if (!weapon && !(isType(c, 'attack') && isType(c, 'action'))) return refuse('notAnAttack', r('7.2.3'), { card: id });
  if (c.owner !== by || c.zone !== (weapon ? 'weapon' : 'hand')) return refuse('notAvailable', JUDGE, { card: id, zone: c.zone });
  if ((s.players[by] as FabPlayer).actionPoints < 1) return refuse('noActionPoint', JUDGE, { player: by });
  if (!targetLegal(s, by, target) || (s.cards[target] && !hasKeyword(s.cards[target] as FabCard, 'spectra'))) {
    return refuse('illegalTarget', JUDGE, { target });
  }
  return null;
};

const doAttack = (s0: FabState, a: Extract<FabAction, { type: 'attack' }>): Applied => {
  const bad = attackError(s0, a.by, a.card, a.target);
  if (bad) return bad;
  const c = s0.cards[a.card] as FabCard;
  const proxy = isType(c, 'weapon');
  const out: Out = [];
  const paid = payCost(s0, a.by, proxy ? c.attackCost : c.cost, a.pitch ?? [], a.card, out);
  if (!paid.ok) return paid;
  let s = paid.value;
  const actionPoints = (s.players[a.by] as FabPlayer).actionPoints - 1;
  out.push({ type: 'actionPointSpent', rule: JUDGE, player: a.by, actionPoints });
  s = setPlayer(s, a.by, { actionPoints });
  if (!proxy) s = moveCard(s, a.card, 'stack');
  const opening = !s.chainOpen;
  if (opening) {
    s = { ...s, chainOpen: true, chain: [] };
    out.push({ type: 'chainOpened', rule: r('7.0.2a'), automatic: true });
  }
  const rule = r(opening ? '7.0.2a' : '7.6.3');
  s = pushLayer(s, { kind: 'attack', controller: a.by, name: c.name, card: a.card, proxy, target: a.target, effect: null }, out, rule);
  s = beginStep(s, 'layer', rule, out);
  const targeted = s.cards[a.target];
  if (targeted) {
    out.push({ type: 'spectraDestroyed', rule: JUDGE, automatic: true, card: a.target });
    s = destroy(s, a.target, JUDGE, out);
  }
  return done(give(s, s.active, r('7.1.2'), out), out);
};

/** Why `by` may not play reaction or instant `id` now, or null. */
export const playError = (s: FabState, by: PlayerId, id: string): Result<never, EngineError> | null => {
  const bad = priorityError(s, by);
  if (bad) return bad;
  const c = s.cards[id];
  if (!c) return refuse('unknownCard', JUDGE, { card: id });
  if (c.owner !== by || c.zone !== 'hand') return refuse('notInHand', JUDGE, { card: id });
  const link = activeLink(s);
  if (isType(c, 'attack reaction')) {
    if (s.step !== 'reaction' || !link) return refuse('reactionStepOnly', r('7.4.2a'), { card: id });
    if (link.attacker !== by) return refuse('notAttackingPlayer', r('7.4.2a'), { player: link.attacker });
    return null;
  }
  if (isType(c, 'defense reaction')) {
    if (s.step !== 'reaction' || !link) return refuse('reactionStepOnly', r('7.4.2b'), { card: id });
    if (link.defendingHero !== by) return refuse('notDefendingPlayer', r('7.4.2b'), { player: link.defendingHero ?? '' });
    const broken = restrictionBroken(s, link, [{ card: c, fromHand: true }]);
    if (broken) return refuse('defenseForbidden', r('7.4.2c'), { card: id, restriction: broken });
    return null;
  }
  if (isType(c, 'instant')) return null;
  return refuse('notPlayable', s.chainOpen ? r('7.0.1a') : JUDGE, { card: id });
};

const doPlay = (s0: FabState, a: Extract<FabAction, { type: 'play' }>): Applied => {
  const bad = playError(s0, a.by, a.card);
  if (bad) return bad;
  const c = s0.cards[a.card] as FabCard;
  const out: Out = [];
  const paid = payCost(s0, a.by, c.cost, a.pitch ?? [], a.card, out);
  if (!paid.ok) return paid;
  let s = moveCard(paid.value, a.card, 'stack');
  s = pushLayer(s, { kind: 'card', controller: a.by, name: c.name, card: a.card, proxy: false, target: null, effect: null }, out);
  // The player who added a layer keeps priority.
  return done({ ...s, priority: givePriority(a.by) }, out);
};

const doEffect = (s0: FabState, a: Extract<FabAction, { type: 'effect' }>): Applied => {
  const bad = priorityError(s0, a.by);
  if (bad) return bad;
  const out: Out = [];
  const s = pushLayer(s0, { kind: 'effect', controller: a.by, name: a.name ?? a.effect.kind, card: null, proxy: false, target: null, effect: a.effect }, out);
  return done({ ...s, priority: givePriority(a.by) }, out);
};

/** Why this set of cards may not be declared as defending cards, or null (7.3.2a, 7.3.2b). */
export const defendError = (s: FabState, by: PlayerId, ids: readonly string[]): Result<never, EngineError> | null => {
  if (!s.pending || s.step !== 'defend') return refuse('notDefendStep', r('7.3.1'));
  if (s.pending.player !== by) return refuse('notDefendingHero', r('7.3.2a'), { player: s.pending.player });
  const link = activeLink(s) as ChainLink;
  const added: NewDefender[] = [];
  for (const id of ids) {
    const c = s.cards[id];
    if (!c) return refuse('unknownCard', JUDGE, { card: id });
    if (isDefending(s, id) || added.some((d) => d.card.id === id)) return refuse('alreadyDefending', r('7.3.2b'), { card: id });
    if (c.owner !== by || (c.zone !== 'hand' && c.zone !== 'equipment')) return refuse('cannotDeclare', r('7.3.2a'), { card: id });
    if (c.zone === 'hand' && isType(c, 'defense reaction')) return refuse('defenseReactionDeclared', r('7.3.2a'), { card: id });
    if (c.defense === null) return refuse('noDefenseValue', r('7.3.2b'), { card: id });
    added.push({ card: c, fromHand: c.zone === 'hand' });
  }
  const broken = restrictionBroken(s, link, added);
  return broken ? refuse(broken, r('7.3.2b'), { attack: link.attack }) : null;
};

const doDefend = (s0: FabState, a: Extract<FabAction, { type: 'defend' }>): Applied => {
  const bad = defendError(s0, a.by, a.cards);
  if (bad) return bad;
  const link = activeLink(s0) as ChainLink;
  const out: Out = [];
  const alone = a.cards.length === 1; // 7.0.5e: one card alone, several together
  const added: Defender[] = a.cards.map((id) => ({ card: id, player: a.by, fromHand: s0.cards[id]?.zone === 'hand', alone }));
  let s = s0;
  for (const d of added) {
    s = moveCard(s, d.card, 'chain');
    out.push({ type: 'defended', rule: r('7.3.2d'), card: d.card, player: a.by, link: s.chain.length, alone });
  }
  if (added.length === 0) out.push({ type: 'noDefenders', rule: r('7.3.2a'), player: a.by });
  s = setActiveLink({ ...s, pending: null }, { defenders: [...link.defenders, ...added] });
  return done(give(s, s.active, r('7.3.3'), out), out);
};

export const applyAction = (s: FabState, a: FabAction): Applied => {
  if (s.gameOver) return refuse('gameOver', JUDGE);
  if (s.phaseOver) return refuse('phaseOver', JUDGE);
  if (a.type !== 'advance' && !s.players[a.by]) return refuse('unknownPlayer', JUDGE, { player: a.by });
  switch (a.type) {
    case 'pass':
      return doPass(s, a.by);
    case 'attack':
      return doAttack(s, a);
    case 'defend':
      return doDefend(s, a);
    case 'play':
      return doPlay(s, a);
    case 'effect':
      return doEffect(s, a);
    case 'advance':
      return refuse('advanceNotHere', JUDGE); // handled by the module (index.ts)
  }
};
