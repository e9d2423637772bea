/**
 * The steps of the combat chain (CR 7.1-7.7) as a table for the procedure kernel: the rule of
 * each step, what happens as it begins, the rule under which the turn player then gets
 * priority, and what follows when all pass. Also the state checks (a hero at 0 life, an attack
 * that ceased to exist, 7.7.2c) and how layers resolve. None of it hands out priority.
 */
import type { StepDef } from '../../engine/procedure.ts';
import { applyEffect, loseLife, shield } from './effects.ts';
import { keyword, KEYWORDS } from './keywords.ts';
import { JUDGE, r, type FabRuleId } from './rules.ts';
import {
  activeLink,
  defenseOf,
  hasGoAgain,
  inGame,
  isDefending,
  isType,
  moveCard,
  powerOf,
  restrictionBroken,
  setActiveLink,
  setPlayer,
  targetLegal,
  toGraveyard,
  weaponReady,
  type FabCtx,
  type Out,
} from './state.ts';
import type { ChainLink, Defender, FabCard, FabEvent, FabPlayer, FabState, Keyword, Layer, Step } from './types.ts';

/** Heroes at 0 life lose; the last one standing ends the game. A hero who lost neither defends nor holds priority. */
export const checkLoss = (s: FabState, out: Out): FabState => {
  let next = s;
  for (const id of s.turnOrder) {
    const p = next.players[id];
    if (p && !p.lost && p.life <= 0) {
      out.push({ type: 'playerLost', rule: JUDGE, automatic: true, player: id });
      next = setPlayer(next, id, { lost: true });
    }
  }
  if (next === s) return s;
  if (inGame(next).length <= 1) return { ...next, gameOver: true, priority: null, pending: null };
  if (next.pending && next.players[next.pending.player]?.lost) {
    out.push({ type: 'noDefenders', rule: r('7.3.2a'), automatic: true, player: next.pending.player });
    next = { ...next, pending: null, priority: null };
  }
  if (next.priority && next.players[next.priority.holder]?.lost) next = { ...next, priority: null };
  return next;
};

/** Before anyone gets priority: losses, then an active attack that ceased to exist before damage (7.7.2c). */
export const checkState = (s: FabState, ctx: FabCtx): FabState => {
  const next = checkLoss(s, ctx.log);
  if (next.gameOver) return next;
  const link = activeLink(next);
  if (link && link.attackGone && (next.step === 'attack' || next.step === 'defend' || next.step === 'reaction')) {
    return ctx.enter(next, 'close', r('7.7.2c'));
  }
  return next;
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
  out.push({ type: 'defended', rule: r('7.4.2d'), card: c.id, player: layer.controller, link: s.chain.length, alone: true });
  // A single card added by its own event defends alone, whatever already defends (7.0.5e).
  out.push({ type: 'defendedAlone', rule: r('7.0.5e'), automatic: true, card: c.id, link: s.chain.length });
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

/** All passed with layers on the stack: an attack on top begins the attack step (7.1.3); any other layer resolves. */
export const resolveTop = (s: FabState, ctx: FabCtx): FabState => {
  const layer = s.stack[s.stack.length - 1] as Layer;
  if (layer.kind === 'attack' && s.step === 'layer') return ctx.enter(s, 'attack', r('7.1.3'));
  return resolveLayer({ ...s, stack: s.stack.slice(0, -1) }, layer, ctx.log);
};

// ---------------------------------------------------------------------------------------------
// What each step does as it begins.

/** 7.2.2-7.2.4: the attack on top of the stack resolves and becomes the active chain link. */
const beginAttackStep = (s0: FabState, ctx: FabCtx): FabState => {
  const out = ctx.log;
  const layer = s0.stack[s0.stack.length - 1] as Layer;
  let s: FabState = { ...s0, stack: s0.stack.slice(0, -1) };
  const id = layer.card ?? '';
  const target = layer.target ?? '';
  if (!targetLegal(s, layer.controller, target)) {
    out.push({ type: 'attackTargetIllegal', rule: r('7.2.2'), attack: id, target });
    return ctx.enter(s, 'close', r('7.7.2b'));
  }
  const c = s.cards[id];
  const present = c !== undefined && (layer.proxy ? weaponReady(s, c) : c.zone === 'stack');
  if (!c || !present) {
    out.push({ type: 'noActiveAttack', rule: r('7.2.3d'), attack: id });
    return ctx.enter(s, 'close', r('7.2.3d'));
  }
  if (!layer.proxy && c.effect) s = applyEffect(s, c.effect, layer, r('7.2.3'), out);
  const n = s.chain.length;
  // A weapon attacking again from a past link leaves it: that link's attack proxy is gone (7.2.3b).
  const earlier = layer.proxy && c.zone === 'chain' ? s.chain.findIndex((l) => l.proxy && l.attack === id && !l.attackGone) : -1;
  if (earlier >= 0) {
    out.push({ type: 'proxyCeased', rule: r('7.2.3b'), automatic: true, link: earlier + 1, attack: id });
    s = { ...s, chain: s.chain.map((l, i) => (i === earlier ? { ...l, attackGone: true } : l)) };
  }
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
  return s;
};

/** 7.3.2: the defending hero declares defending cards; with no hero attacked, priority follows at once. */
const beginDefendStep = (s: FabState): FabState => {
  const hero = activeLink(s)?.defendingHero ?? null;
  return hero ? { ...s, pending: { kind: 'defend', player: hero } } : s;
};

/** The damage an attack deals: its power (plus piercing N against equipment) less the defending cards' defense (7.5.2). */
const damageOf = (s: FabState, link: ChainLink, attack: FabCard, out: Out): { power: number; defense: number } => {
  let power = powerOf(attack);
  const equipmentDefends = link.defenders.some((d) => s.cards[d.card]?.types.includes('equipment'));
  if (equipmentDefends && attack.piercing > 0 && attack.keywords.some((k) => keyword(k).powerAgainstEquipment === true)) {
    out.push({ type: 'piercing', rule: JUDGE, automatic: true, attack: attack.id, amount: attack.piercing });
    power += attack.piercing;
  }
  const defense = link.defenders.reduce((sum, d) => sum + defenseOf(s.cards[d.card] as FabCard), 0);
  return { power, defense };
};

const beginDamageStep = (s0: FabState, ctx: FabCtx): FabState => {
  const out = ctx.log;
  let s = s0;
  const link = activeLink(s);
  if (!link) return s;
  if (link.attackGone) return ctx.enter(s, 'close', r('7.7.2c'));
  const attack = s.cards[link.attack] as FabCard;
  if (!link.defendingHero || !targetLegal(s, link.attacker, link.target)) {
    out.push({ type: 'targetGone', rule: r('7.5.2b'), attack: link.attack, target: link.target });
    return s;
  }
  const hero = link.defendingHero;
  const { power, defense } = damageOf(s, link, attack, out);
  const damage = Math.max(0, power - defense);
  out.push({ type: 'damageCalculated', rule: r('7.5.2'), automatic: true, link: s.chain.length, power, defense, damage });
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
  return checkLoss(s, out);
};

const beginResolutionStep = (s0: FabState, out: Out): FabState => {
  let s = s0;
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
  return s;
};

const REACTION_TYPES = ['attack reaction', 'defense reaction'] as const;
const KEYWORD_ORDER = Object.keys(KEYWORDS) as Keyword[];

/** The close step (7.7.3-7.7.7); the action phase then goes on with the chain closed. */
const beginCloseStep = (s0: FabState, out: Out): FabState => {
  let s = s0;
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
  return { ...s, cards, chainOpen: false };
};

/** 7.7.5, with what each keyword of an equipment that defended does to it (blade break, battleworn, temper). */
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
    // In the table's order, so a card with several of them always reads the same way.
    const after = defended.has(id) ? KEYWORD_ORDER.filter((k) => c.keywords.includes(k) && keyword(k).afterDefending !== undefined) : [];
    if (after.some((k) => keyword(k).afterDefending === 'destroy')) {
      out.push({ type: 'bladeBreak', rule: JUDGE, automatic: true, card: id });
      s = toGraveyard(s, id, JUDGE, out);
      continue;
    }
    for (const k of after) {
      const cur = s.cards[id] as FabCard;
      const next = { ...cur, defenseCounters: cur.defenseCounters + 1 };
      s = { ...s, cards: { ...s.cards, [id]: next } };
      out.push({ type: 'defenseCounter', rule: JUDGE, automatic: true, card: id, keyword: k, defense: Math.max(0, (next.defense ?? 0) - next.defenseCounters) });
    }
    const cur = s.cards[id] as FabCard;
    if (after.some((k) => keyword(k).afterDefending === 'counterUntilZero') && (cur.defense ?? 0) - cur.defenseCounters <= 0) {
      s = toGraveyard(s, id, JUDGE, out);
      continue;
    }
    out.push({ type: 'returned', rule: r('7.7.5'), automatic: true, card: id, zone: 'equipment' });
    s = moveCard(s, id, 'equipment');
  }
  return s;
};

// ---------------------------------------------------------------------------------------------
// The table.

type Def = StepDef<FabState, Step, FabEvent, FabRuleId>;
const to = (step: Step, rule: FabRuleId) => ({ step, rule });

export const FAB_STEP_TABLE: { readonly [K in Step]: Def } = {
  layer: {
    rule: '7.1',
    priority: { rule: '7.1.2' },
    // All passed with the stack empty: the attack left it before it could resolve.
    next: (_s, ctx) => {
      ctx.log.push({ type: 'noActiveAttack', rule: r('7.2.3d'), attack: '' });
      return to('close', '7.2.3d');
    },
  },
  attack: { rule: '7.2', begin: beginAttackStep, priority: { rule: '7.2.5' }, next: () => to('defend', '7.2.6') },
  defend: { rule: '7.3', begin: beginDefendStep, priority: { rule: '7.3.3' }, next: () => to('reaction', '7.3.4') },
  reaction: { rule: '7.4', priority: { rule: '7.4.2' }, next: () => to('damage', '7.4.3') },
  damage: { rule: '7.5', begin: beginDamageStep, priority: { rule: '7.5.3' }, next: () => to('resolution', '7.5.4') },
  resolution: { rule: '7.6', begin: (s, ctx) => beginResolutionStep(s, ctx.log), priority: { rule: '7.6.3' }, next: () => to('close', '7.6.4') },
  // Nobody gets priority in the close step (7.7.1): it ends as soon as it has done its work.
  close: { rule: '7.7', begin: (s, ctx) => beginCloseStep({ ...s, pending: null }, ctx.log), priority: null, next: () => to('closed', '7.7.7') },
  // The action phase with the chain closed: not a step of section 7, so nothing announces it.
  closed: { rule: null, announce: false, priority: { rule: '7.7.7' }, next: () => null },
};
