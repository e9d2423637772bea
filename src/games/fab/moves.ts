/**
 * The players' moves besides passing (scenario-format.md): attack, defend, play, effect. Each is
 * a gate (who may make it, and when) and a run (the rule checks, then the change). A refused
 * move names the rule it breaks and leaves the state untouched; none hands out priority, the
 * procedure kernel does.
 */
import type { MoveDef } from '../../engine/procedure.ts';
import type { EngineError, PlayerId, Result, RuleRef } from '../../engine/types.ts';
import { destroy } from './effects.ts';
import { JUDGE, PRIORITY_RULE, r, refuse, type FabErrorCode, type FabRuleId } from './rules.ts';
import {
  activeLink,
  attackable,
  isDefending,
  isType,
  moveCard,
  restrictionBroken,
  setActiveLink,
  setPlayer,
  targetLegal,
  weaponReady,
  type NewDefender,
  type Out,
} from './state.ts';
import type { ChainLink, Defender, FabAction, FabCard, FabEvent, FabPlayer, FabState, Layer, Step } from './types.ts';

type Refusal = Result<never, EngineError<FabErrorCode>>;
type Move<T extends FabAction['type']> = MoveDef<FabState, Extract<FabAction, { type: T }>, FabEvent, FabRuleId, FabErrorCode, Step>;

/** The resource cost of attacking with or playing a card: a weapon's attack cost, or the card's cost. */
export const costOf = (c: FabCard, attacking: boolean): number => (attacking && isType(c, 'weapon') ? c.attackCost : c.cost);

/** Pitches cards in order while the pool is short (never beyond), then pays. */
export const payCost = (s0: FabState, by: PlayerId, cost: number, pitch: readonly string[], played: string, out: Out): Result<FabState, EngineError<FabErrorCode>> => {
  let s = s0;
  const seen = new Set<string>();
  for (const id of pitch) {
    const c = s.cards[id];
    if (!c || c.owner !== by || c.zone !== 'hand' || id === played || seen.has(id) || !c.pitch) return refuse('cannotPitch', JUDGE, { card: id });
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

// ---------------------------------------------------------------------------------------------
// Attack (7.0.2a, 7.6.3): an attack action card from hand, or a weapon's attack proxy.

/** Why `by`, holding priority, may not attack with `id` at `target` now, or null. */
export const attackProblem = (s: FabState, by: PlayerId, id: string, target: string): Refusal | null => {
  if (s.chainOpen && s.step !== 'resolution') return refuse('actionDuringCombat', r('7.0.1a'), { step: s.step });
  if (by !== s.active) return refuse('notTurnPlayer', s.chainOpen ? r('7.6.3a') : JUDGE, { player: s.active });
  if (s.stack.length > 0) return refuse('stackNotEmpty', JUDGE);
  const c = s.cards[id];
  if (!c) return refuse('unknownCard', JUDGE, { card: id });
  const weapon = isType(c, 'weapon');
  if (!weapon && !(isType(c, 'attack') && isType(c, 'action'))) return refuse('notAnAttack', r('7.2.3'), { card: id });
  if (c.owner !== by || (weapon ? !weaponReady(s, c) : c.zone !== 'hand')) return refuse('notAvailable', JUDGE, { card: id, zone: c.zone });
  if ((s.players[by] as FabPlayer).actionPoints < 1) return refuse('noActionPoint', JUDGE, { player: by });
  const card = s.cards[target];
  if (!targetLegal(s, by, target) || (card && !attackable(card))) return refuse('illegalTarget', JUDGE, { target });
  return null;
};

const attack: Move<'attack'> = {
  when: 'priority',
  run: (s0, a, ctx) => {
    const bad = attackProblem(s0, a.by, a.card, a.target);
    if (bad) return bad;
    const out = ctx.log;
    const c = s0.cards[a.card] as FabCard;
    const proxy = isType(c, 'weapon');
    const paid = payCost(s0, a.by, costOf(c, true), a.pitch ?? [], a.card, out);
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
    s = ctx.enter(s, 'layer', rule);
    if (s.cards[a.target]) {
      out.push({ type: 'spectraDestroyed', rule: JUDGE, automatic: true, card: a.target });
      s = destroy(s, a.target, JUDGE, out);
    }
    return { ok: true, value: s };
  },
};

// ---------------------------------------------------------------------------------------------
// Play: reactions in the reaction step (7.4.2a/b), instants at any priority (7.0.1a).

/** The reaction-step rule that lets this card be played, or null for a card that needs none (an instant). */
export const reactionRule = (c: FabCard): RuleRef | null =>
  isType(c, 'attack reaction') ? r('7.4.2a') : isType(c, 'defense reaction') ? r('7.4.2b') : null;

/** Why `by`, holding priority, may not play `id` now, or null. */
export const playProblem = (s: FabState, by: PlayerId, id: string): Refusal | null => {
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
    const s = moveCard(paid.value, a.card, 'stack');
    // A reaction is played under the reaction-step rule that allows it; an instant joins the chain's layers (7.0.3e).
    const layer = { kind: 'card', controller: a.by, name: c.name, card: a.card, proxy: false, target: null, effect: null } as const;
    return { ok: true, value: pushLayer(s, layer, ctx.log, reactionRule(c) ?? undefined) };
  },
  after: keep,
};

const effect: Move<'effect'> = {
  when: 'priority',
  run: (s, a, ctx) => {
    const layer = { kind: 'effect', controller: a.by, name: a.name ?? a.effect.kind, card: null, proxy: false, target: null, effect: a.effect } as const;
    return { ok: true, value: pushLayer(s, layer, ctx.log) };
  },
  after: keep,
};

// ---------------------------------------------------------------------------------------------
// Defend (7.3.2): declared, not played.

/** Why this set of cards may not be declared as defending cards, or null (7.3.2a, 7.3.2b). */
export const defendProblem = (s: FabState, by: PlayerId, ids: readonly string[]): Refusal | null => {
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

const defend: Move<'defend'> = {
  when: (s, a) => {
    if (!s.pending || s.step !== 'defend') return { code: 'notDefendStep', rule: r('7.3.1') };
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
    return { ok: true, value: setActiveLink({ ...s, pending: null }, { defenders: [...link.defenders, ...added] }) };
  },
};

export const FAB_MOVES = { attack, play, effect, defend } as const;
