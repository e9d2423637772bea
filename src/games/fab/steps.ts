/**
 * The steps of the combat chain (CR 7.1-7.7) as a table for the procedure kernel: the rule of
 * each step, what happens as it begins, the rule under which the turn player then gets
 * priority, and what follows when all pass. Also the game state actions (1.10.2: losers, dead
 * allies, triggers, an attack that ceased to exist) and how layers resolve. None of it hands out
 * priority.
 */
import type { DecisionTable, StepDef } from '../../engine/procedure.ts';
import type { RuleRef } from '../../engine/types.ts';
import { applyEffect, dealDamage, destroy, leaveChain } from './effects.ts';
import { isTrigger, keyword, KEYWORDS, TRIGGER_RULE, type DestroyedBy } from './keywords.ts';
import { r, type FabRuleId } from './rules.ts';
import { activeLink, attacksByProxy, defenseOf, type FabCtx, hasGoAgain, hasKeyword, homeZone, illusionMet, inGame, isDefending, isType, moveCard, type Out, powerOf, restrictionBroken, setActiveLink, setCard, setPlayer, targetLegal, toGraveyard, triggerWhere, watches, weaponReady, withCard, withState } from './state.ts';
import { defends, fire, fireKeyword, placeTriggers } from './triggers.ts';
import type { ChainLink, Defender, Duration, FabCard, FabPlayer, FabState, Keyword, KeywordTrigger, Layer, Step } from './types.ts';
import { copyRecord } from '../../engine/update.ts';

/** Heroes at 0 life lose (2.5.3f); all remaining at once is a draw (4.5.4a). Allies at 0 life die (1.10.2b). */
export const checkLoss = (s: FabState, out: Out): FabState => {
  let next = deadAllies(s, out);
  const before = next;
  const losing = s.turnOrder.filter((id) => {
    const p = next.players[id];
    return p !== undefined && !p.lost && p.life <= 0;
  });
  for (const id of losing) {
    out.push({ type: 'playerLost', rule: r('2.5.3f'), automatic: true, player: id });
    next = setPlayer(next, id, { lost: true });
  }
  if (next === before) return next;
  const left = inGame(next);
  if (left.length === 0) out.push({ type: 'gameDrawn', rule: r('4.5.4a'), automatic: true, players: losing });
  if (left.length <= 1) return withState(next, { gameOver: true, priority: null, pending: null });
  const p = next.pending;
  if (p && next.players[p.player]?.lost) {
    if (p.kind === 'defend') out.push({ type: 'noDefenders', rule: r('7.3.2a'), automatic: true, player: p.player });
    next = withState(next, { pending: null, priority: null });
  }
  if (next.priority && next.players[next.priority.holder]?.lost) next = withState(next, { priority: null });
  return next;
};

const deadAllies = (s0: FabState, out: Out): FabState => {
  let s = s0;
  for (const id of s0.order) {
    const c = s.cards[id] as FabCard;
    if (c.life === null || c.life > 0 || (c.zone !== 'arena' && c.zone !== 'chain')) continue;
    out.push({ type: 'allyDied', rule: r('1.10.2b'), automatic: true, card: id });
    s = leaveChain(s, id, 'graveyard');
  }
  return s;
};

/**
 * Before anyone gets priority (1.10.2): losses and dead allies, a value only the judge can settle,
 * triggers onto the stack, then an active attack that ceased to exist before damage (7.7.2c).
 */
export const checkState = (s: FabState, ctx: FabCtx): FabState => {
  let next = checkLoss(s, ctx.log);
  if (next.gameOver) return next;
  next = illusions(next, ctx);
  if (next.judge) return next;
  next = placeTriggers(next, ctx.log);
  if (next.pending) return next;
  const link = activeLink(next);
  if (link && link.attackGone && (next.step === 'attack' || next.step === 'defend' || next.step === 'reaction')) {
    return ctx.enter(next, 'close', r('7.7.2c'));
  }
  return next;
};

/**
 * Phantasm and mirage watch the active link (8.3.13, 8.3.25): once its condition is met, a card's
 * keyword acts once on that link. Phantasm triggers; for mirage the judge rules once whether it
 * destroys at once or through a trigger (the rules leave it open).
 */
const illusions = (s0: FabState, ctx: FabCtx): FabState => {
  let s = s0;
  // Watched until the chain closes: after the link resolved, a destroyed attack closes nothing (8.3.13b).
  const link = activeLink(s);
  if (!link) return s;
  const attack = s.cards[link.attack];
  const mark = (id: string): void => {
    s = setActiveLink(s, { fired: [...(activeLink(s) as ChainLink).fired, id] });
  };
  const onAttack = attack && !link.fired.includes(attack.id) ? triggerWhere(attack, (d) => d.destroyedBy === 'bigDefender') : undefined;
  if (attack && onAttack !== undefined && illusionMet(s, link, attack.id, 'bigDefender')) {
    mark(attack.id);
    s = fireKeyword(s, attack, onAttack, link.attacker, r(keyword(onAttack).rule), ctx.log);
  }
  for (const d of link.defenders) {
    const c = s.cards[d.card];
    const k = c && !link.fired.includes(c.id) ? triggerWhere(c, (def) => def.destroyedBy === 'bigAttack') : undefined;
    if (!c || k === undefined || !illusionMet(s, link, c.id, 'bigAttack')) continue;
    // The rules leave open whether it destroys at once or through a trigger: the judge rules once.
    if (s.mirage === null) return ctx.ask(s, 'mirage');
    mark(c.id);
    const rule = r(keyword(k).rule);
    s = s.mirage === 'trigger' ? fireKeyword(s, c, k, c.owner, rule, ctx.log) : destroy(s, c.id, rule, ctx.log);
  }
  return s;
};

// ---------------------------------------------------------------------------------------------
// Resolving layers.

const resolveDefenseReaction = (s: FabState, layer: Layer, c: FabCard, out: Out): FabState => {
  const link = activeLink(s);
  const fromHand = layer.from === 'hand';
  const ok =
    link !== null &&
    link.defendingHero === layer.controller &&
    !isDefending(s, c.id) &&
    restrictionBroken(s, link, [{ card: c, fromHand }]) === null;
  if (!ok || !link) {
    out.push({ type: 'defenseFailed', rule: r('7.4.2d'), card: c.id });
    return toGraveyard(s, c.id, r('7.4.2d'), out);
  }
  out.push({ type: 'layerResolved', rule: r('7.4.2d'), layer: layer.id, name: layer.name });
  const defender: Defender = { card: c.id, player: layer.controller, fromHand, alone: true };
  let next = setActiveLink(moveCard(s, c.id, 'chain'), { defenders: [...link.defenders, defender] });
  out.push({ type: 'defended', rule: r('7.4.2d'), card: c.id, player: layer.controller, link: s.chain.length, alone: true });
  // A single card added by its own event defends alone, whatever already defends (7.0.5e).
  out.push({ type: 'defendedAlone', rule: r('7.0.5e'), automatic: true, card: c.id, link: s.chain.length });
  if (c.effect) next = applyEffect(next, c.effect, layer, r('7.4.2d'), out, true);
  return defends(next, next.cards[c.id] as FabCard, out);
};

/**
 * A keyword's trigger resolves, as its table entry says: a card attacked for being attackable is
 * destroyed (spectra 8.3.14), one destroyed after defending is (blade break, 8.5.4), a
 * phantasm-like one is if its condition still holds (8.3.13, 8.3.25), and the others add a -1
 * defense counter (battleworn; temper destroys at 0, 8.3.10).
 */
const resolveKeyword = (s: FabState, layer: Layer, k: KeywordTrigger, out: Out): FabState => {
  const rule = r(TRIGGER_RULE[k]);
  const def = keyword(k);
  const c = layer.card === null ? undefined : s.cards[layer.card];
  out.push({ type: 'layerResolved', rule, layer: layer.id, name: layer.name });
  if (!c || c.zone === 'graveyard') {
    out.push({ type: 'effectFailed', rule, layer: layer.id, name: layer.name });
    return s;
  }
  if (def.attackable === true) {
    out.push({ type: 'spectraDestroyed', rule, automatic: true, card: c.id });
    return destroy(s, c.id, r('8.3.14'), out);
  }
  if (def.afterDefending === 'destroy') {
    out.push({ type: 'bladeBreak', rule, automatic: true, card: c.id });
    return destroy(s, c.id, r('8.5.4'), out);
  }
  if (def.destroyedBy !== undefined) return resolveIllusion(s, layer, c, def.destroyedBy, rule, out);
  const next = setCard(s, c.id, { defenseCounters: c.defenseCounters + 1 });
  const now = defenseOf(next.cards[c.id] as FabCard);
  out.push({ type: 'defenseCounter', rule, automatic: true, card: c.id, keyword: k, defense: now });
  // Temper looks at the defense with the chain's effects still applied: they end only at 7.7.7.
  return def.afterDefending === 'counterUntilZero' && now <= 0 ? destroy(next, c.id, r('8.5.4'), out) : next;
};

/** Phantasm's or mirage's trigger destroys its card only if what triggered it still holds as it resolves. */
const resolveIllusion = (s: FabState, layer: Layer, c: FabCard, by: DestroyedBy, rule: RuleRef, out: Out): FabState => {
  const link = s.chain.find((l) => watches(l, c.id, by));
  if (link === undefined || c.zone !== 'chain' || !illusionMet(s, link, c.id, by)) {
    out.push({ type: 'effectFailed', rule, layer: layer.id, name: layer.name });
    return s;
  }
  return destroy(s, c.id, rule, out);
};

/** A non-attack action resolves: its effect, then (after any prevention decision its damage waits for) what follows it. */
const resolveAction = (s0: FabState, layer: Layer, c: FabCard, out: Out, canAsk: boolean): FabState => {
  out.push({ type: 'layerResolved', rule: r('5.3.4'), layer: layer.id, name: layer.name });
  const s = c.effect ? applyEffect(s0, c.effect, layer, r('5.3.4'), out, canAsk) : s0;
  if (s.pending?.kind === 'prevent') return withState(s, { pending: { ...s.pending, damage: { ...s.pending.damage, rest: layer } } });
  return finishAction(s, layer, out);
};

/** After its effects, go again gives the action's player an action point in their own action phase (8.3.5a, 1.13.2b); then it is cleared (5.3.7). */
const finishAction = (s0: FabState, layer: Layer, out: Out): FabState => {
  let s = s0;
  const c = layer.card === null ? undefined : s.cards[layer.card];
  if (!c) return s;
  if (hasGoAgain(c) && layer.controller === s.active) {
    const actionPoints = (s.players[layer.controller] as FabPlayer).actionPoints + 1;
    out.push({ type: 'actionPointGained', rule: r('8.3.5a'), automatic: true, player: layer.controller, actionPoints });
    s = setPlayer(s, layer.controller, { actionPoints });
  }
  return s.cards[c.id]?.zone === 'stack' ? toGraveyard(s, c.id, r('5.3.7'), out) : s;
};

/** Resolves one non-attack layer, already removed from the stack. No state checks here. */
const resolveLayer = (s: FabState, layer: Layer, out: Out, closing = false): FabState => {
  // While the chain closes, leftover layers resolve under 7.7.4; otherwise as any layer does (5.3.4).
  const general = closing ? r('7.7.4') : r('5.3.4');
  if (layer.kind === 'trigger' && layer.keyword !== null) return resolveKeyword(s, layer, layer.keyword, out);
  if (layer.kind === 'effect' || layer.kind === 'trigger') {
    out.push({ type: 'layerResolved', rule: general, layer: layer.id, name: layer.name });
    return layer.effect ? applyEffect(s, layer.effect, layer, general, out, true) : s;
  }
  const c = layer.card === null ? undefined : s.cards[layer.card];
  if (!c) return s;
  if (isType(c, 'defense reaction')) return resolveDefenseReaction(s, layer, c, out);
  if (isType(c, 'action') && !isType(c, 'attack')) return resolveAction(s, layer, c, out, true);
  const rule = isType(c, 'attack reaction') ? r('7.4.2a') : general;
  out.push({ type: 'layerResolved', rule, layer: layer.id, name: layer.name });
  const next = c.effect ? applyEffect(s, c.effect, layer, rule, out, true) : s;
  // An attack reaction is cleared as it resolves (8.1.2b); an instant goes to the graveyard (5.3.7).
  return next.cards[c.id]?.zone === 'stack' ? toGraveyard(next, c.id, r(isType(c, 'attack reaction') ? '8.1.2b' : '5.3.7'), out) : next;
};

/**
 * All passed with layers on the stack: an attack on top begins the attack step (7.1.3); any other
 * layer resolves. Spectra's trigger closes the chain as it resolves (8.3.14b, 7.7.2d).
 */
export const resolveTop = (s: FabState, ctx: FabCtx): FabState => {
  const layer = s.stack[s.stack.length - 1] as Layer;
  if (layer.kind === 'attack' && s.step === 'layer') return ctx.enter(s, 'attack', r('7.1.3'));
  const next = resolveLayer(withState(s, { stack: s.stack.slice(0, -1) }), layer, ctx.log);
  const closes = layer.keyword !== null && keyword(layer.keyword).closesChain === true;
  return closes && next.chainOpen && next.step !== 'close' ? ctx.enter(next, 'close', r('7.7.2d')) : next;
};

// ---------------------------------------------------------------------------------------------
// Effect durations.

/** Effects of the given durations end: their changes leave every card (7.0.3d, 7.7.7). */
const endEffects = (s: FabState, ends: readonly Duration[], rule: FabRuleId, out: Out): FabState => {
  const ended: string[] = [];
  let cards: Record<string, FabCard> | null = null; // copied once, at the first change
  for (const id of s.order) {
    const c = s.cards[id] as FabCard;
    if (!c.mods.some((m) => ends.includes(m.until))) continue;
    ended.push(id);
    (cards ??= copyRecord(s.cards))[id] = withCard(c, { mods: c.mods.filter((m) => !ends.includes(m.until)) });
  }
  if (cards === null) return s;
  out.push({ type: 'effectsEnded', rule: r(rule), automatic: true, until: ends[ends.length - 1] as Duration, cards: ended });
  return withState(s, { cards });
};

// ---------------------------------------------------------------------------------------------
// What each step does as it begins.

/** 7.2.2-7.2.4: the attack on top of the stack resolves and becomes the active chain link. */
const beginAttackStep = (s0: FabState, ctx: FabCtx): FabState => {
  const out = ctx.log;
  const layer = s0.stack[s0.stack.length - 1] as Layer;
  const id = layer.card ?? '';
  const target = layer.target ?? '';
  // Without a legal target the attack never leaves the stack: the close step puts it into
  // its owner's graveyard with the other attacks there (7.2.2, 7.7.3).
  if (!targetLegal(s0, layer.controller, target)) {
    out.push({ type: 'attackTargetIllegal', rule: r('7.2.2'), attack: id, target });
    return ctx.enter(s0, 'close', r('7.7.2b'));
  }
  let s: FabState = withState(s0, { stack: s0.stack.slice(0, -1) });
  const c = s.cards[id];
  const present = c !== undefined && (layer.proxy ? weaponReady(s, c) : c.zone === 'stack');
  if (!c || !present) {
    out.push({ type: 'noActiveAttack', rule: r('7.2.3d'), attack: id });
    return ctx.enter(s, 'close', r('7.2.3d'));
  }
  // Damage it deals may wait for the hero's prevention choice; the link is made meanwhile (7.2.3).
  if (!layer.proxy && c.effect) s = applyEffect(s, c.effect, layer, r('7.2.3'), out, true);
  const n = s.chain.length;
  // A weapon attacking again from a past link leaves it: that link's attack proxy is gone (7.2.3b).
  const earlier = layer.proxy && c.zone === 'chain' ? s.chain.findIndex((l) => l.proxy && l.attack === id && !l.attackGone) : -1;
  if (earlier >= 0) {
    out.push({ type: 'proxyCeased', rule: r('7.2.3b'), automatic: true, link: earlier + 1, attack: id });
    s = withState(s, { chain: s.chain.map((l, i) => (i === earlier ? { ...l, attackGone: true } : l)) });
  }
  if (n > 0) {
    out.push({ type: 'linkBecamePast', rule: r('7.0.3b'), automatic: true, link: n });
    s = endEffects(s, ['chainLink'], '7.0.3d', out);
  }
  // An ally attacks without an attacking hero (8.2.8c); an ally attacked has no defending hero (8.2.8e).
  const ally = isType(c, 'ally');
  const link: ChainLink = {
    attack: id,
    proxy: layer.proxy,
    attacker: layer.controller,
    attackingHero: ally ? null : layer.controller,
    target,
    defendingHero: s.players[target] ? target : null,
    defenders: [],
    damage: 0,
    hit: false,
    resolved: false,
    attackGone: false,
    fired: [],
  };
  s = { ...moveCard(s, id, 'chain'), chain: [...s.chain, link] };
  out.push({ type: 'chainLinkCreated', rule: r(layer.proxy ? '7.2.3b' : '7.2.3a'), automatic: true, link: n + 1, attack: id, proxy: layer.proxy });
  out.push({ type: 'attacked', rule: r('7.2.4'), automatic: true, attack: id, player: layer.controller, target });
  if (link.attackingHero) out.push({ type: 'attackingHero', rule: r('7.2.4a'), automatic: true, player: layer.controller });
  if (link.defendingHero) out.push({ type: 'defendingHero', rule: r('7.2.4b'), automatic: true, player: link.defendingHero });
  return fire(s, s.cards[id] as FabCard, 'attack', r('7.2.4'), out);
};

/** 7.3.2: the defending hero declares defending cards; with no hero attacked, priority follows at once. */
const beginDefendStep = (s: FabState): FabState => {
  // A hero who has lost declares nothing (4.5.1a leaves them out of the game).
  const hero = activeLink(s)?.defendingHero ?? null;
  return hero && !s.players[hero]?.lost ? withState(s, { pending: { kind: 'defend', player: hero } }) : s;
};

/** The damage an attack deals: its power (plus piercing N against equipment) less the defending cards' defense (7.5.2). */
const damageOf = (s: FabState, link: ChainLink, attack: FabCard, out: Out): { power: number; defense: number } => {
  let p = powerOf(attack);
  const equipmentDefends = link.defenders.some((d) => s.cards[d.card]?.types.includes('equipment'));
  const piercing = attack.n.piercing ?? 0;
  if (equipmentDefends && piercing > 0 && attack.keywords.some((k) => keyword(k).powerAgainstEquipment === true)) {
    out.push({ type: 'piercing', rule: r('8.3.23'), automatic: true, attack: attack.id, amount: piercing });
    p += piercing;
  }
  const d = link.defenders.reduce((sum, x) => sum + defenseOf(s.cards[x.card] as FabCard), 0);
  return { power: p, defense: d };
};

const beginDamageStep = (s: FabState, ctx: FabCtx): FabState => {
  const out = ctx.log;
  const link = activeLink(s);
  if (!link) return s;
  if (link.attackGone) return ctx.enter(s, 'close', r('7.7.2c'));
  const attack = s.cards[link.attack] as FabCard;
  if (!targetLegal(s, link.attacker, link.target)) {
    out.push({ type: 'targetGone', rule: r('7.5.2b'), attack: link.attack, target: link.target });
    return s;
  }
  const { power: p, defense: d } = damageOf(s, link, attack, out);
  const damage = Math.max(0, p - d);
  out.push({ type: 'damageCalculated', rule: r('7.5.2'), automatic: true, link: s.chain.length, power: p, defense: d, damage });
  if (damage <= 0) return s;
  const dealt = dealDamage(s, { player: link.target, amount: damage, arcane: false, source: attack.id, combat: true, layer: null }, out, true);
  return dealt.pending ? dealt : checkLoss(dealt, out);
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
  return attack && attack.zone === 'chain' ? fire(s, attack, 'linkResolves', r('7.6.2'), out) : s;
};

// ---------------------------------------------------------------------------------------------
// The close step (7.7.3-7.7.7). Nobody has priority, but a player may have a decision to make
// (the order of their triggers, prevention): the step then waits and goes on from where it was.

const REACTION_TYPES = ['attack reaction', 'defense reaction'] as const;
const KEYWORD_ORDER = Object.keys(KEYWORDS) as Keyword[];

/** 7.7.3: the chain closes, which triggers "when the chain closes" and the keywords of the cards that defended. */
const chainCloseTriggers = (s0: FabState, out: Out): FabState => {
  let s = s0;
  const defended = new Set(s.chain.flatMap((l) => l.defenders.map((d) => d.card)));
  for (const id of s.order) {
    const c = s.cards[id] as FabCard;
    if (c.zone !== 'chain') continue;
    s = fire(s, c, 'chainCloses', r('7.7.3'), out);
    if (!defended.has(id)) continue;
    for (const k of KEYWORD_ORDER) {
      if (isTrigger(k) && hasKeyword(c, k) && keyword(k).afterDefending !== undefined) s = fireKeyword(s, c, k, c.owner, r('7.7.3'), out);
    }
  }
  return s;
};

const beginCloseStep = (s0: FabState, out: Out): FabState => {
  let s = s0;
  out.push({ type: 'chainClosing', rule: r('7.7.3'), automatic: true });
  // 7.7.3: attacks and reactions on the stack go to their owners' graveyards.
  const rest: Layer[] = [];
  for (const layer of s.stack) {
    const c = layer.card === null ? undefined : s.cards[layer.card];
    const goes = layer.kind === 'attack' ? !layer.proxy : layer.kind === 'card' && c !== undefined && REACTION_TYPES.some((t) => isType(c, t));
    if (goes && c) {
      out.push({ type: 'layerToGraveyard', rule: r('7.7.3'), automatic: true, layer: layer.id, card: c.id });
      s = moveCard(s, c.id, 'graveyard');
    } else if (layer.kind !== 'attack') rest.push(layer);
  }
  s = chainCloseTriggers(withState(s, { stack: rest }), out);
  return resumeClose(placeTriggers(s, out), out);
};

/** 7.7.4: the layers left resolve as if all passed, with the game state actions between them; then 7.7.5-7.7.7. */
const resumeClose = (s0: FabState, out: Out): FabState => {
  // Going on after a decision, the game state actions come first, as after any layer (1.10.2).
  let s = placeTriggers(checkLoss(s0, out), out);
  while (s.stack.length > 0) {
    if (s.pending || s.gameOver) return s;
    const layer = s.stack[s.stack.length - 1] as Layer;
    s = placeTriggers(checkLoss(resolveLayer(withState(s, { stack: s.stack.slice(0, -1) }), layer, out, true), out), out);
  }
  if (s.pending || s.gameOver) return s;
  return finishClose(s, out);
};

const finishClose = (s0: FabState, out: Out): FabState => {
  let s = s0;
  for (const id of s.order) {
    const c = s.cards[id] as FabCard;
    if (c.zone === 'stack') s = toGraveyard(s, id, r('7.7.3'), out);
  }
  s = returnPermanents(s, out);
  // 7.7.6: everything else left on the chain is cleared to its owner's graveyard.
  for (const id of s.order) if (s.cards[id]?.zone === 'chain') s = toGraveyard(s, id, r('7.7.6'), out);
  // 7.7.7: effects lasting for this chain link or this combat chain end, granted keywords with them.
  s = endEffects(s, ['chainLink', 'combatChain'], '7.7.7', out);
  let cards: Record<string, FabCard> | null = null; // copied once, at the first change
  for (const id of s.order) {
    const c = s.cards[id] as FabCard;
    if (c.granted.length > 0) (cards ??= copyRecord(s.cards))[id] = withCard(c, { granted: [] });
  }
  out.push({ type: 'chainClosed', rule: r('7.7.7'), automatic: true });
  return withState(s, { cards: cards ?? s.cards, chainOpen: false });
};

/** 7.7.5: weapons and equipment go back to their zones, allies to the arena. */
const returnPermanents = (s0: FabState, out: Out): FabState => {
  let s = s0;
  for (const id of s.order) {
    const c = s.cards[id] as FabCard;
    if (c.zone !== 'chain') continue;
    const zone = attacksByProxy(c) ? homeZone(c) : isType(c, 'equipment') ? 'equipment' : null;
    if (zone === null) continue;
    out.push({ type: 'returned', rule: r('7.7.5'), automatic: true, card: id, zone });
    s = moveCard(s, id, zone);
  }
  return s;
};

// ---------------------------------------------------------------------------------------------
// The table.

type Def = StepDef<FabState, Step, FabEvent, FabRuleId>;
type FabEvent = import('./types.ts').FabEvent;
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
  close: { rule: '7.7', begin: (s, ctx) => beginCloseStep(withState(s, { pending: null }), ctx.log), priority: null, next: () => to('closed', '7.7.7') },
  // The action phase with the chain closed: not a step of section 7, so nothing announces it.
  closed: { rule: null, announce: false, priority: { rule: '4.3.3' }, next: () => null },
};

/** A decision taken in the close step lets the step go on (nobody has priority there, 7.7.1). */
const goOn = (s: FabState, out: Out): FabState => (s.step === 'close' && s.pending === null ? resumeClose(s, out) : s);

/**
 * The decisions the chain waits for, each with the rule that asks for it. Once a player has
 * ordered their triggers or chosen their prevention, what the decision interrupted goes on: the
 * action whose damage it was (go again, 8.3.5a), then the close step if it was under way.
 */
export const FAB_DECISIONS: DecisionTable<FabState, Step, FabEvent, FabRuleId> = {
  defend: { rule: '7.3.2' },
  order: { rule: '1.10.2d', resume: (s, _answered, ctx) => goOn(s, ctx.log) },
  prevent: {
    rule: '6.4.10',
    resume: (s, answered, ctx) => goOn(answered.damage.rest ? finishAction(s, answered.damage.rest, ctx.log) : s, ctx.log),
  },
};
