/**
 * What the Phantom Magic Vision board draws (view(state)): each character's current 攻撃力,
 * 耐久力 and damage, the players' life, deck and nodes, the 干渉 as a stack (newest on top), the
 * combats of this main phase with the rules that decided them, and the procedure's stages.
 */
import { cardViews, perPlayer, playerViews, zoneViews } from '../../engine/tables.ts';
import type { CardLineView, RuleRef, StepView, Term, ZoneView } from '../../engine/types.ts';
import { JUDGE, r, type PmvRuleId } from './rules.ts';
import { attackOf, damageOf, defendingPlayer, firstAnswerTo, toughnessOf } from './state.ts';
import { ZONES, type CardView, type Combat, type CombatView, type Nodes, type PmvCard, type PmvState, type PmvView, type Use, type UseView } from './types.ts';

/** The tracker's stages: the main phase, the 干渉, combat 6.2.4 c–h, the turn's end. */
const TRACKER: readonly (readonly [string, PmvRuleId])[] = [
  ['main', '1.12.2'],
  ['interference', '1.12.8.a'],
  ['combat', '6.2.4.c'],
  ['first', '6.2.4.d'],
  ['normal', '6.2.4.e'],
  ['graze', '6.2.4.g'],
  ['combatEnd', '6.2.4.h'],
  ['turn-end', '1.12.9.b'],
];
const STEPS: readonly StepView[] = TRACKER.map(([id, rule]) => ({ id, rule: r(rule) }));

const trackerStep = (s: PmvState): string => {
  if (s.ended) return 'turn-end';
  if (s.pending !== null) return 'graze';
  if (s.judge !== null) return 'combat';
  return s.stack.length > 0 ? 'interference' : 'main';
};

const cardView = (s: PmvState, c: PmvCard): CardView => {
  const here = c.zone === 'field';
  return {
    id: c.id,
    name: c.name,
    owner: c.owner,
    zone: c.zone,
    type: c.type,
    attack: here ? attackOf(s, c) : c.attack,
    toughness: here ? toughnessOf(s, c) : c.toughness,
    baseAttack: c.attack,
    baseToughness: c.toughness,
    damage: damageOf(c),
    graze: c.graze,
    races: c.races,
    tactics: c.tactics,
    sleep: c.sleep,
    kesshiImmune: c.kesshiImmune,
    node: c.node,
    cost: c.cost,
    effect: c.effect,
  };
};

/** The rules that decided a combat, in the order they applied. */
const decidedBy = (c: Combat): RuleRef[] => {
  const rules: RuleRef[] = [r('1.12.8.b')];
  if (c.defenceCancelled) rules.push(r('10.6.2.a'));
  if (c.noDamage || (c.toPlayer && !c.defenceCancelled && c.defender !== null)) rules.push(JUDGE);
  if (c.hits.some((h) => h.timing === 'first')) rules.push(r('6.2.4.d'));
  if (c.hits.some((h) => h.timing === 'normal')) rules.push(r('6.2.4.e'));
  if (c.pierced > 0) rules.push(r('10.5.2.a'));
  if (c.fallen.length > 0) rules.push(r('1.10.12.f'), r(c.fallen.length > 1 ? '9.1.5' : '9.2.3'));
  if (c.stage === 'graze' || c.grazed > 0) rules.push(r('6.2.4.g'));
  if (c.stage === 'over') rules.push(r('6.2.4.h'));
  return c.stage === 'declared' ? [] : rules;
};

const combatView = (s: PmvState, c: Combat, i: number): CombatView => {
  const underway = s.inCombat && i === s.combats.length - 1;
  // The attack alone in the 干渉: the attacked player has not answered it yet (6.2).
  const mayStillDefend = underway && c.stage === 'declared' && c.defender === null && firstAnswerTo(s) !== null;
  return {
    n: i + 1,
    attacker: c.attacker,
    defender: c.defender,
    defenceCancelled: c.defenceCancelled,
    toPlayer: c.toPlayer,
    defendingPlayer: defendingPlayer(s),
    underway,
    stage: c.stage,
    hits: c.hits,
    playerDamage: c.playerDamage,
    pierced: c.pierced,
    grazed: c.grazed,
    grazeOffer: underway && s.pending !== null ? s.pending.cards : null,
    cancelledBy: c.defenceCancelled ? r('10.6.2.a') : null,
    mayStillDefend,
    rules: decidedBy(c),
  };
};

const deckAndNodes = (p: PmvState['players'][string]): Term[] => [
  { key: 'figure.deck', values: { n: p.deck } },
  { key: 'figure.nodes', values: { active: p.nodes.active, sleep: p.nodes.sleep } },
];

const useLine = (s: PmvState, u: Use, i: number): UseView => {
  const card = u.card === null ? undefined : s.cards[u.card];
  if (u.kind === 'effect') return { id: `use-${i}`, controller: u.by, name: u.name, line: { key: `effectLine.${u.effect.kind}`, values: { ...u.effect } }, target: null, played: null };
  const key = u.kind === 'play' && u.defend ? 'use.ambush' : `use.${u.kind}`;
  const played = u.kind === 'play' ? u.card : null;
  return { id: `use-${i}`, controller: u.by, name: card?.name ?? null, line: { key }, target: u.kind === 'attack' ? defendingPlayer(s) : null, played };
};

const cardLine = (c: CardView): CardLineView => {
  const notes: Term[] = [];
  if (c.type === 'command') notes.push({ key: 'type.command' });
  if (c.zone === 'field' && c.damage > 0) notes.push({ key: 'figure.damage', values: { n: c.damage } });
  if (c.zone === 'field') notes.push({ key: c.sleep ? 'mark.sleep' : 'mark.active' });
  if (c.zone === 'hand') notes.push({ key: 'figure.nodeCost', values: { node: c.node, cost: c.cost } });
  if (c.type === 'character' && c.graze > 0) notes.push({ key: 'figure.graze', values: { n: c.graze } });
  for (const t of c.tactics) notes.push({ key: `tactic.${t}` });
  if (c.kesshiImmune) notes.push({ key: 'mark.kesshiImmune' });
  const figure: Term | null = c.type === 'character' ? { key: 'figure.stats', values: { attack: c.attack, toughness: c.toughness } } : null;
  return { id: c.id, name: c.name, figure, notes };
};

export const view = (s: PmvState): PmvView => {
  const { cards, names } = cardViews(s, cardView);
  const zones: ZoneView[] = zoneViews({ turnOrder: s.turnOrder, order: s.order, cards }, ZONES, (id) => cardLine(cards[id] as CardView));
  const combats = s.combats.map((c, i) => combatView(s, c, i));
  return {
    names,
    steps: STEPS,
    step: trackerStep(s),
    players: playerViews(s, deckAndNodes),
    stack: s.stack.map((u, i) => useLine(s, u, i)),
    resolveRule: r('1.12.8.a'),
    zones,
    cards,
    nodes: perPlayer(s, (p): Nodes => p.nodes),
    deck: perPlayer(s, (p) => p.deck),
    combats,
    combat: combats[combats.length - 1] ?? null,
    priority: s.gameOver ? null : (s.priority?.holder ?? null),
  };
};
