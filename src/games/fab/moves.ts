/**
 * The players' moves besides passing (scenario-format.md): attack, defend, play, effect, and the
 * decisions the rules hand a player (the order of their triggers, prevention against damage).
 * Each is a gate (who may make it, and when) and a run (the rule checks, then the change). A
 * refused move names the rule it breaks and leaves the state untouched; none hands out priority,
 * the procedure kernel does.
 */
import type { MoveDef } from '../../engine/procedure.ts';
import type { EngineError, PlayerId, Result, RuleRef } from '../../engine/types.ts';
import { afterPrevention, preventOptions, usePrevention } from './effects.ts';
import { JUDGE, PRIORITY_RULE, r, refuse, type FabErrorCode, type FabRuleId } from './rules.ts';
import { activeLink, arsenalKeyword, attackable, attackLimitReached, attacksByProxy, isDefending, isType, moveCard, type NewDefender, type Out, restrictionBroken, setActiveLink, setCard, setPlayer, targetLegal, triggerWhere, weaponReady, withState, layerWithId } from './state.ts';
import { defends, fireKeyword, orderTriggers } from './triggers.ts';
import { CHAIN_LINK, type ChainLink, type Defender, type Effect, type FabAction, type FabCard, type FabEvent, type FabPlayer, type FabState, type Layer, type Step } from './types.ts';

type Refusal = Result<never, EngineError<FabErrorCode>>;
type Move<T extends FabAction['type']> = MoveDef<FabState, Extract<FabAction, { type: T }>, FabEvent, FabRuleId, FabErrorCode, Step>;

/** The resource cost of attacking with or playing a card: a weapon's attack cost, or the card's cost. */
export const costOf = (c: FabCard, attacking: boolean): number => (attacking && attacksByProxy(c) ? c.attackCost : c.cost);

/** Zones a card is played from: hand or arsenal (5.1.1a). */
export const playable = (c: FabCard): boolean => c.zone === 'hand' || c.zone === 'arsenal';

/** Pitches cards in order while the pool is short (never beyond), then pays (1.14.2, 1.14.3). */
export const payCost = (s0: FabState, by: PlayerId, cost: number, pitch: readonly string[], played: string, out: Out): Result<FabState, EngineError<FabErrorCode>> => {
  let s = s0;
  const seen = new Set<string>();
  for (const id of pitch) {
    const c = s.cards[id];
    if (!c || c.owner !== by || c.zone !== 'hand' || id === played || seen.has(id)) return refuse('cannotPitch', r('1.14.3'), { card: id });
    if (!c.pitch) return refuse('cannotPitch', r('1.14.3a'), { card: id });
    seen.add(id);
    const pool = (s.players[by] as FabPlayer).resources;
    if (pool >= cost) return refuse('pitchNotNeeded', r('1.14.3b'), { card: id });
    out.push({ type: 'cardPitched', rule: r('1.14.3'), player: by, card: id, amount: c.pitch });
    s = setPlayer(moveCard(s, id, 'pitch'), by, { resources: pool + c.pitch });
  }
  const pool = (s.players[by] as FabPlayer).resources;
  if (pool < cost) return refuse('cannotPay', r('1.14.2b'), { cost, resources: pool });
  if (cost > 0) out.push({ type: 'costPaid', rule: r('1.14.2'), player: by, amount: cost, resources: pool - cost });
  return { ok: true, value: setPlayer(s, by, { resources: pool - cost }) };
};

const pushLayer = (s: FabState, layer: Omit<Layer, 'id'>, out: Out, rule?: RuleRef): FabState => {
  const id = `L${s.nextLayer}`;
  out.push({ type: 'layerAdded', rule: rule ?? (s.chainOpen ? r('7.0.3e') : r('5.1.2')), layer: id, player: layer.controller, name: layer.name, card: layer.card });
  return withState(s, { stack: [...s.stack, layerWithId(layer, id)], nextLayer: s.nextLayer + 1 });
};

const spendActionPoint = (s: FabState, by: PlayerId, out: Out): FabState => {
  const actionPoints = (s.players[by] as FabPlayer).actionPoints - 1;
  out.push({ type: 'actionPointSpent', rule: r('8.1.1c'), player: by, actionPoints });
  return setPlayer(s, by, { actionPoints });
};

/** What every action card and action ability needs: the resolution step in combat, the turn player, an empty stack, an action point (8.1.1). */
const actionTimingProblem = (s: FabState, by: PlayerId): Refusal | null => {
  if (s.chainOpen && s.step !== 'resolution') return refuse('actionDuringCombat', r('7.0.1a'), { step: s.step });
  if (by !== s.active) return refuse('notTurnPlayer', s.chainOpen ? r('7.6.3a') : r('1.13.2b'), { player: s.active });
  if (s.stack.length > 0) return refuse('stackNotEmpty', r('8.1.1a'));
  if ((s.players[by] as FabPlayer).actionPoints < 1) return refuse('noActionPoint', r('8.1.1c'), { player: by });
  return null;
};

// ---------------------------------------------------------------------------------------------
// Attack (7.0.2a, 7.6.3): an attack action card from hand or arsenal, or a weapon's or ally's attack proxy.

/** Why `by`, holding priority, may not attack with `id` at `target` now, or null. */
export const attackProblem = (s: FabState, by: PlayerId, id: string, target: string): Refusal | null => {
  const timing = actionTimingProblem(s, by);
  if (timing) return timing;
  const c = s.cards[id];
  if (!c) return refuse('unknownCard', r('5.1.1a'), { card: id });
  const proxy = attacksByProxy(c);
  if (!proxy && !(isType(c, 'attack') && isType(c, 'action'))) return refuse('notAnAttack', r('7.2.3'), { card: id });
  if (c.owner !== by || (proxy ? !weaponReady(s, c) : !playable(c))) return refuse('notAvailable', proxy ? r('1.4.3c') : r('5.1.1a'), { card: id, zone: c.zone });
  if (proxy && attackLimitReached(c)) return refuse('attackLimitReached', r('5.2.1a'), { card: id, limit: c.attackLimit ?? 0 });
  const card = s.cards[target];
  if (!targetLegal(s, by, target) || (card && !attackable(card))) return refuse('illegalTarget', r(card ? '1.4.5a' : '1.4.5'), { target });
  return null;
};

const attack: Move<'attack'> = {
  when: 'priority',
  run: (s0, a, ctx) => {
    const bad = attackProblem(s0, a.by, a.card, a.target);
    if (bad) return bad;
    const out = ctx.log;
    const c = s0.cards[a.card] as FabCard;
    const proxy = attacksByProxy(c);
    const paid = payCost(s0, a.by, costOf(c, true), a.pitch ?? [], a.card, out);
    if (!paid.ok) return paid;
    let s = spendActionPoint(paid.value, a.by, out);
    if (proxy) s = setCard(s, a.card, { attacksThisTurn: c.attacksThisTurn + 1 });
    else s = moveCard(s, a.card, 'stack');
    const opening = !s.chainOpen;
    if (opening) {
      s = withState(s, { chainOpen: true, chain: [] });
      out.push({ type: 'chainOpened', rule: r('7.0.2a'), automatic: true });
    }
    const rule = r(opening ? '7.0.2a' : '7.6.3');
    const layer = { kind: 'attack', controller: a.by, name: c.name, card: a.card, proxy, target: a.target, effect: null, keyword: null, asInstant: false, from: c.zone } as const;
    s = ctx.enter(pushLayer(s, layer, out, rule), 'layer', rule);
    // Becoming an attack's target triggers spectra: its layer destroys the card and closes the chain (8.3.14b).
    const targeted = s.cards[a.target];
    const k = targeted ? triggerWhere(targeted, (d) => d.attackable === true) : undefined;
    if (targeted && k !== undefined) s = fireKeyword(s, targeted, k, targeted.owner, r('8.3.14b'), out);
    return { ok: true, value: s };
  },
};

// ---------------------------------------------------------------------------------------------
// Play: reactions in the reaction step (7.4.2a/b), instants at any priority (8.1.6a), actions (8.1.1).

/** The rule that lets this card be played where it is played, or null for an instant. */
export const reactionRule = (c: FabCard): RuleRef | null =>
  isType(c, 'attack reaction') ? r('7.4.2a') : isType(c, 'defense reaction') ? r('7.4.2b') : isType(c, 'action') ? r(c.asInstant ? '8.1.1d' : '8.1.1a') : null;

/** Why `by`, holding priority, may not play `id` now, or null. */
export const playProblem = (s: FabState, by: PlayerId, id: string): Refusal | null => {
  const c = s.cards[id];
  if (!c) return refuse('unknownCard', r('5.1.1a'), { card: id });
  if (c.owner !== by || !playable(c)) return refuse('notInHand', r('5.1.1a'), { card: id });
  if (isType(c, 'resource')) return refuse('notPlayable', r('8.1.7a'), { card: id });
  const link = activeLink(s);
  if (isType(c, 'attack reaction')) {
    if (s.step !== 'reaction' || !link) return refuse('reactionStepOnly', r('7.4.2a'), { card: id });
    if (link.attackingHero === null && link.attacker === by) return refuse('noAttackingHero', r('8.2.8c'), { card: id });
    if (link.attacker !== by) return refuse('notAttackingPlayer', r('7.4.2a'), { player: link.attacker });
    return null;
  }
  if (isType(c, 'defense reaction')) {
    if (s.step !== 'reaction' || !link) return refuse('reactionStepOnly', r('7.4.2b'), { card: id });
    if (link.defendingHero !== by) return refuse('notDefendingPlayer', r(link.defendingHero === null ? '8.2.8d' : '7.4.2b'), { player: link.defendingHero ?? '' });
    // A defense reaction from arsenal is not from hand: dominate does not count it (8.3.4).
    const broken = restrictionBroken(s, link, [{ card: c, fromHand: c.zone === 'hand' }]);
    if (broken) return refuse('defenseForbidden', r('7.4.2c'), { card: id, restriction: broken });
    return null;
  }
  if (isType(c, 'instant')) return null;
  if (isType(c, 'action') && !isType(c, 'attack')) return c.asInstant ? null : actionTimingProblem(s, by);
  return refuse('notPlayable', r(isType(c, 'action') ? '7.0.1a' : '5.1.1a'), { card: id });
};

/** The player who added a layer keeps priority, under the step's priority rule; adding a layer changes nothing the state checks look at. */
const keep = { priority: 'keep', rule: (s: FabState) => PRIORITY_RULE[s.step], checks: false } as const;

const play: Move<'play'> = {
  when: 'priority',
  run: (s0, a, ctx) => {
    const bad = playProblem(s0, a.by, a.card);
    if (bad) return bad;
    const c = s0.cards[a.card] as FabCard;
    const paid = payCost(s0, a.by, c.cost, a.pitch ?? [], a.card, ctx.log);
    if (!paid.ok) return paid;
    // An action card costs an action point unless played as though it were an instant (8.1.1c, 8.1.1d).
    const action = isType(c, 'action') && !isType(c, 'attack');
    const s = moveCard(action && !c.asInstant ? spendActionPoint(paid.value, a.by, ctx.log) : paid.value, a.card, 'stack');
    const layer = { kind: 'card', controller: a.by, name: c.name, card: a.card, proxy: false, target: null, effect: null, keyword: null, asInstant: action && c.asInstant, from: c.zone } as const;
    return { ok: true, value: pushLayer(s, layer, ctx.log, isType(c, 'action') ? undefined : (reactionRule(c) ?? undefined)) };
  },
  after: keep,
};

/**
 * What a manual effect names must exist, as the scenario loader requires: damage goes to a hero or
 * an ally's card, `prevent` names a hero, the others a card or the active chain link. Whether it is
 * still there is the resolution's matter.
 */
const unknownTarget = (s: FabState, e: Effect): Refusal | null => {
  if (e.kind === 'damage') return s.players[e.player] || s.cards[e.player] ? null : refuse('unknownTarget', JUDGE, { target: e.player, wanted: 'cardOrPlayer' });
  if ('player' in e) return s.players[e.player] ? null : refuse('unknownTarget', JUDGE, { target: e.player, wanted: 'player' });
  return e.target === CHAIN_LINK || s.cards[e.target] ? null : refuse('unknownTarget', JUDGE, { target: e.target, wanted: 'card' });
};

const effect: Move<'effect'> = {
  when: 'priority',
  run: (s, a, ctx) => {
    const missing = unknownTarget(s, a.effect);
    if (missing !== null) return missing;
    const layer = { kind: 'effect', controller: a.by, name: a.name ?? a.effect.kind, card: null, proxy: false, target: null, effect: a.effect, keyword: null, asInstant: false, from: null } as const;
    return { ok: true, value: pushLayer(s, layer, ctx.log) };
  },
  after: keep,
};

// ---------------------------------------------------------------------------------------------
// Defend (7.3.2): declared, not played.

/** Where a card may be declared from: hand, equipment, or arsenal with ambush (7.3.2a, 8.3.28). */
const declarable = (c: FabCard): boolean => c.zone === 'hand' || c.zone === 'equipment' || (c.zone === 'arsenal' && arsenalKeyword(c) !== undefined);

/** Why this set of cards may not be declared as defending cards, or null (7.3.2a, 7.3.2b). */
export const defendProblem = (s: FabState, by: PlayerId, ids: readonly string[]): Refusal | null => {
  const link = activeLink(s) as ChainLink;
  const added: NewDefender[] = [];
  for (const id of ids) {
    const c = s.cards[id];
    if (!c) return refuse('unknownCard', r('7.3.2a'), { card: id });
    if (isDefending(s, id) || added.some((d) => d.card.id === id)) return refuse('alreadyDefending', r('7.3.2b'), { card: id });
    if (c.owner !== by || !declarable(c)) return refuse('cannotDeclare', r(c.zone === 'arsenal' ? '8.3.28' : '7.3.2a'), { card: id });
    if (isType(c, 'defense reaction') && c.zone !== 'equipment') return refuse('defenseReactionDeclared', r('7.3.2a'), { card: id });
    if (c.defense === null) return refuse('noDefenseValue', r('7.3.2b'), { card: id });
    added.push({ card: c, fromHand: c.zone === 'hand' });
  }
  const broken = restrictionBroken(s, link, added);
  return broken ? refuse(broken, r('7.3.2b'), { attack: link.attack }) : null;
};

const defend: Move<'defend'> = {
  when: (s, a) => {
    if (s.pending?.kind !== 'defend' || s.step !== 'defend') return { code: 'notDefendStep', rule: r('7.3.1') };
    if (s.pending.player !== a.by) return { code: 'notDefendingHero', rule: r('7.3.2a'), params: { player: s.pending.player } };
    return null;
  },
  run: (s0, a, ctx) => {
    const bad = defendProblem(s0, a.by, a.cards);
    if (bad) return bad;
    const out = ctx.log;
    const link = activeLink(s0) as ChainLink;
    const alone = a.cards.length === 1; // 7.0.5e: one card alone, several together
    const added: Defender[] = a.cards.map((id) => ({ card: id, player: a.by, fromHand: s0.cards[id]?.zone === 'hand', alone }));
    let s = s0;
    // Declared, not played: no cost, no layer (7.3.2); several go on in the order chosen (7.3.2c).
    if (added.length > 0) out.push({ type: 'defendersDeclared', rule: r(alone ? '7.3.2' : '7.3.2c'), player: a.by, cards: a.cards });
    for (const d of added) {
      s = moveCard(s, d.card, 'chain');
      out.push({ type: 'defended', rule: r('7.3.2d'), card: d.card, player: a.by, link: s.chain.length, alone });
    }
    const n = s.chain.length;
    if (added.length === 0) out.push({ type: 'noDefenders', rule: r('7.3.2a'), player: a.by });
    else if (alone) out.push({ type: 'defendedAlone', rule: r('7.0.5e'), automatic: true, card: a.cards[0] as string, link: n });
    else out.push({ type: 'defendedTogether', rule: r('7.0.5e'), automatic: true, cards: a.cards, link: n });
    s = setActiveLink(withState(s, { pending: null }), { defenders: [...link.defenders, ...added] });
    for (const d of added) s = defends(s, s.cards[d.card] as FabCard, out);
    return { ok: true, value: s };
  },
};

// ---------------------------------------------------------------------------------------------
// The decisions the rules hand a player: the order of their triggers, prevention against damage.

const decision = (kind: 'order' | 'prevent') => (s: FabState, a: { by: PlayerId }): EngineError<FabErrorCode> | null => {
  if (s.pending?.kind !== kind) return { code: 'notYourDecision', rule: r(kind === 'order' ? '1.10.2d' : '6.4.10'), params: { decision: kind } };
  if (s.pending.player !== a.by) return { code: 'notYourDecision', rule: r(kind === 'order' ? '1.10.2d' : '6.4.10'), params: { decision: kind, player: s.pending.player } };
  return null;
};

const order: Move<'order'> = {
  when: decision('order'),
  run: (s, a, ctx) => {
    const waiting = s.pending?.kind === 'order' ? s.pending.triggers.map((l) => l.id) : [];
    const same = a.triggers.length === waiting.length && new Set(a.triggers).size === waiting.length && a.triggers.every((id) => waiting.includes(id));
    if (!same) return refuse('orderMismatch', r('1.10.2d'), { triggers: waiting.join(', ') });
    return { ok: true, value: orderTriggers(s, a.by, a.triggers, ctx.log) };
  },
};

const prevent: Move<'prevent'> = {
  when: decision('prevent'),
  run: (s0, a, ctx) => {
    if (s0.pending?.kind !== 'prevent') return refuse('notYourDecision', r('6.4.10'), { decision: 'prevent' });
    const damage = s0.pending.damage;
    const options = preventOptions(s0, a.by, damage.arcane);
    const out = ctx.log;
    let s: FabState = withState(s0, { pending: null });
    let left = damage.amount;
    let cost = 0;
    const used = new Set<string>();
    for (const u of a.use) {
      const o = options.find((x) => x.card === u.card && x.keyword === u.keyword && !x.forced);
      const key = `${u.card} ${u.keyword}`;
      // Each applies once to a damage event (6.4); ward is not chosen, it applies by itself (8.3.20).
      if (!o || used.has(key)) return refuse('cannotPrevent', o?.rule ?? r('6.4.10'), { card: u.card });
      used.add(key);
      cost += o.cost;
      const amount = Math.min(left, o.n);
      left -= amount;
      s = usePrevention(s, a.by, o, amount, out);
    }
    const paid = payCost(s, a.by, cost, a.pitch ?? [], '', out);
    if (!paid.ok) return paid;
    // The damage left is dealt; the kernel then carries on what it interrupted (FAB_DECISIONS.prevent).
    return { ok: true, value: afterPrevention(paid.value, { ...damage, amount: left }, out) };
  },
};

export const FAB_MOVES = { attack, play, effect, defend, order, prevent } as const;
