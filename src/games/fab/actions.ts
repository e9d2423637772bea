/**
 * The players' actions (scenario-format.md): pass, attack, defend, play, effect. Each checks
 * legality first and refuses with the rule it breaks, leaving the state untouched.
 */
import { givePriority, passPriority } from '../../engine/priority.ts';
import { refuse } from '../../engine/result.ts';
import type { EngineError, PlayerId, Result, RuleRef, Transition } from '../../engine/types.ts';
import { destroy } from './effects.ts';
import { JUDGE, PRIORITY_RULE, r } from './rules.ts';
import {
  activeLink,
  beginStep,
  give,
  hasKeyword,
  inGame,
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
import { allPassed } from './steps.ts';
import type { ChainLink, Defender, FabAction, FabCard, FabEvent, FabPlayer, FabState, Layer } from './types.ts';

type Applied = Result<Transition<FabState, FabEvent>, EngineError>;

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
  if (c.owner !== by || (weapon ? !weaponReady(s, c) : c.zone !== 'hand')) return refuse('notAvailable', JUDGE, { card: id, zone: c.zone });
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
  // A reaction is played under the reaction-step rule that allows it (7.4.2a/b); an instant joins the chain's layers (7.0.3e).
  const rule = isType(c, 'attack reaction') ? r('7.4.2a') : isType(c, 'defense reaction') ? r('7.4.2b') : undefined;
  s = pushLayer(s, { kind: 'card', controller: a.by, name: c.name, card: a.card, proxy: false, target: null, effect: null }, out, rule);
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
  if (added.length > 0) {
    // Declared, not played: no cost, no layer (7.3.2); several go on in the order chosen (7.3.2c).
    out.push({ type: 'defendersDeclared', rule: r(alone ? '7.3.2' : '7.3.2c'), player: a.by, cards: a.cards });
  }
  for (const d of added) {
    s = moveCard(s, d.card, 'chain');
    out.push({ type: 'defended', rule: r('7.3.2d'), card: d.card, player: a.by, link: s.chain.length, alone });
  }
  const n = s.chain.length;
  if (added.length === 0) out.push({ type: 'noDefenders', rule: r('7.3.2a'), player: a.by });
  else if (alone) out.push({ type: 'defendedAlone', rule: r('7.0.5e'), automatic: true, card: a.cards[0] as string, link: n });
  else out.push({ type: 'defendedTogether', rule: r('7.0.5e'), automatic: true, cards: a.cards, link: n });
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
