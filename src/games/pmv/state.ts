/**
 * Reading and changing a Phantom Magic Vision state: current 攻撃力 and 耐久力, accumulated
 * damage, who may attack or defend, nodes and life. Every change returns a new state with plain
 * spreads (the hot path copies only what it touches).
 */
import type { AllFields } from '../../engine/procedure.ts';
import type { ObjectId, PlayerId } from '../../engine/types.ts';
import { cardsWhere, withCard as cardChanged, withLast, withPlayer as playerChanged, type Copiers } from '../../engine/update.ts';
import type { Combat, Nodes, PmvCard, PmvPlayer, PmvState, Use } from './types.ts';

/**
 * A fresh copy of the state, every field named, in the loader's order (one hidden class). Node's
 * object spread is several times slower on an object that a spread made, so the driver and the
 * hot paths copy through this (src/engine/procedure.ts, Procedure.copy).
 */
export const copyState = (s: PmvState): PmvState => {
  const copy: AllFields<PmvState> = {
    edition: s.edition,
    turnOrder: s.turnOrder,
    active: s.active,
    players: s.players,
    cards: s.cards,
    order: s.order,
    modifiers: s.modifiers,
    combats: s.combats,
    inCombat: s.inCombat,
    step: s.step,
    priority: s.priority,
    pending: s.pending,
    stack: s.stack,
    judge: s.judge,
    gameOver: s.gameOver,
    ended: s.ended,
  };
  return copy;
};

/** `s` with some fields changed, through {@link copyState}. */
export const withState = (s: PmvState, fields: Partial<PmvState>): PmvState => Object.assign(copyState(s), fields);

// A card, a player, a combat copied as copyState copies a state.
const copyCard = (c: PmvCard): PmvCard => {
  const copy: AllFields<PmvCard> = {
    id: c.id,
    name: c.name,
    owner: c.owner,
    zone: c.zone,
    type: c.type,
    attack: c.attack,
    toughness: c.toughness,
    graze: c.graze,
    races: c.races,
    tactics: c.tactics,
    sleep: c.sleep,
    damage: c.damage,
    combatDamage: c.combatDamage,
    kesshiImmune: c.kesshiImmune,
    node: c.node,
    cost: c.cost,
    effect: c.effect,
  };
  return copy;
};

const copyPlayer = (p: PmvPlayer): PmvPlayer => {
  const copy: AllFields<PmvPlayer> = {
    id: p.id,
    life: p.life,
    deck: p.deck,
    nodes: p.nodes,
    lost: p.lost,
  };
  return copy;
};

const copyCombat = (x: Combat): Combat => {
  const copy: AllFields<Combat> = {
    attacker: x.attacker,
    defender: x.defender,
    defenceCancelled: x.defenceCancelled,
    toPlayer: x.toPlayer,
    noDamage: x.noDamage,
    playerDamage: x.playerDamage,
    fromAttacker: x.fromAttacker,
    pierced: x.pierced,
    grazed: x.grazed,
    hits: x.hits,
    fallen: x.fallen,
    stage: x.stage,
  };
  return copy;
};

const COPIERS: Copiers<PmvState, PmvCard, PmvPlayer> = { state: copyState, card: copyCard, player: copyPlayer };

/** One card's fields changed (the engine's copy-on-write, typed by the state). */
export const withCard = (s: PmvState, id: ObjectId, change: Partial<PmvCard>): PmvState => cardChanged(COPIERS, s, id, change);
/** One player's fields changed. */
export const withPlayer = (s: PmvState, id: PlayerId, change: Partial<PmvPlayer>): PmvState => playerChanged(COPIERS, s, id, change);

export const opponent = (s: PmvState, player: PlayerId): PlayerId => (s.turnOrder[0] === player ? s.turnOrder[1] : s.turnOrder[0]) ?? player;
export const defendingPlayer = (s: PmvState): PlayerId => opponent(s, s.active);

export const onField = (s: PmvState, id: ObjectId): boolean => s.cards[id]?.zone === 'field';

const sumOf = (s: PmvState, id: ObjectId, stat: 'attack' | 'toughness'): number => {
  let sum = 0;
  for (const m of s.modifiers) if (m.target === id) sum += m[stat];
  return sum;
};

/** Current 攻撃力 and 耐久力: printed plus every 戦闘修正 in force (no floor: 0 or less matters, 1.10.14 and 9.2.2.b). */
export const attackOf = (s: PmvState, c: PmvCard): number => (s.modifiers.length === 0 ? c.attack : c.attack + sumOf(s, c.id, 'attack'));
export const toughnessOf = (s: PmvState, c: PmvCard): number => (s.modifiers.length === 0 ? c.toughness : c.toughness + sumOf(s, c.id, 'toughness'));
/** Accumulated damage: effect damage this turn plus combat damage this combat (1.10.11.b). */
export const damageOf = (c: PmvCard): number => c.damage + c.combatDamage;

/** An active character of `player` on the field: one that may attack or defend (6.2). */
export const canFight = (c: PmvCard | undefined, player: PlayerId): c is PmvCard =>
  c !== undefined && c.owner === player && c.zone === 'field' && c.type === 'character' && !c.sleep;

export const fightersOf = (s: PmvState, player: PlayerId): PmvCard[] => cardsWhere(s, canFight, player);


export const combatOf = (s: PmvState): Combat | null => (s.inCombat ? (s.combats[s.combats.length - 1] ?? null) : null);

export const withCombat = (s: PmvState, change: Partial<Combat>): PmvState => {
  const combats = withLast(s.combats, copyCombat, change);
  return combats === null ? s : withState(s, { combats });
};

/** The 干渉 began with an attack (1.12.6.c) and no other use has been made yet: the attacked player's first answer. */
export const firstAnswerTo = (s: PmvState): Extract<Use, { kind: 'attack' }> | null => {
  const only = s.stack.length === 1 ? s.stack[0] : undefined;
  return only?.kind === 'attack' ? only : null;
};

/** What a cost leaves: active nodes sleep first (1.8.7.a), then sleeping nodes are discarded (1.8.7.b). */
export const payFrom = (nodes: Nodes, cost: number): { nodes: Nodes; slept: number; discarded: number } => {
  const slept = Math.min(nodes.active, cost);
  const discarded = cost - slept;
  return { nodes: { active: nodes.active - slept, sleep: nodes.sleep + slept - discarded }, slept, discarded };
};

/** A card leaves the field (or the play area) for its owner's 冥界: its damage and 戦闘修正 go with it (1.10.13.c). */
export const toUnderworld = (s: PmvState, id: ObjectId): PmvState => {
  const next = withCard(s, id, { zone: 'underworld', sleep: false, damage: 0, combatDamage: 0 });
  return s.modifiers.some((m) => m.target === id) ? withState(next, { modifiers: next.modifiers.filter((m) => m.target !== id) }) : next;
};
