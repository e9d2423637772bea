/**
 * Small helpers over the FaB state (copy only the changed path) and the checks several steps
 * share: defending restrictions (7.3.2b(C), 7.4.2c, 7.4.2d), legal attack targets, weapons.
 */
import type { Ctx } from '../../engine/procedure.ts';
import type { PlayerId, RuleRef } from '../../engine/types.ts';
import { keyword } from './keywords.ts';
import type { ChainLink, FabCard, FabEvent, FabPlayer, FabState, Step, Zone } from './types.ts';

export type Out = FabEvent[];

/** What the procedure kernel hands FaB's hooks: the log, and beginning a step. */
export type FabCtx = Ctx<FabState, Step, FabEvent>;

export const setCard = (s: FabState, id: string, patch: Partial<FabCard>): FabState => {
  const c = s.cards[id];
  return c ? { ...s, cards: { ...s.cards, [id]: { ...c, ...patch } } } : s;
};

export const moveCard = (s: FabState, id: string, zone: Zone): FabState => setCard(s, id, { zone });

export const setPlayer = (s: FabState, id: PlayerId, patch: Partial<FabPlayer>): FabState => {
  const p = s.players[id];
  return p ? { ...s, players: { ...s.players, [id]: { ...p, ...patch } } } : s;
};

export const activeLink = (s: FabState): ChainLink | null => (s.chainOpen ? (s.chain[s.chain.length - 1] ?? null) : null);

export const setActiveLink = (s: FabState, patch: Partial<ChainLink>): FabState => {
  const link = activeLink(s);
  return link ? { ...s, chain: [...s.chain.slice(0, -1), { ...link, ...patch }] } : s;
};

export const hasGoAgain = (c: FabCard): boolean => c.grantedGoAgain || c.keywords.some((k) => keyword(k).goAgain === true);
export const isType = (c: FabCard, t: FabCard['types'][number]): boolean => c.types.includes(t);

export const powerOf = (c: FabCard): number => Math.max(0, (c.power ?? 0) + c.powerBonus);
export const defenseOf = (c: FabCard): number => Math.max(0, (c.defense ?? 0) + c.defenseBonus - c.defenseCounters);

export const toGraveyard = (s: FabState, id: string, rule: RuleRef, out: Out): FabState => {
  const c = s.cards[id];
  if (!c) return s;
  out.push({ type: 'toGraveyard', rule, automatic: true, card: id, owner: c.owner });
  return moveCard(s, id, 'graveyard');
};

// ---------------------------------------------------------------------------------------------
// Defending restrictions (7.3.2b(C), 7.4.2c, 7.4.2d).

export type NewDefender = { readonly card: FabCard; readonly fromHand: boolean };

/**
 * The restriction a set of defending cards would break on this link, or null: each keyword of
 * the attack with a defending limit (dominate, overpower) counts the cards it limits.
 */
export const restrictionBroken = (s: FabState, link: ChainLink, added: readonly NewDefender[]): 'dominateLimit' | 'overpowerLimit' | null => {
  const attack = s.cards[link.attack];
  if (!attack) return null;
  for (const k of attack.keywords) {
    const limit = keyword(k).defendLimit;
    if (limit === undefined) continue;
    const counted = link.defenders.filter((d) => limit.counts(s.cards[d.card], d.fromHand)).length + added.filter((d) => limit.counts(d.card, d.fromHand)).length;
    if (counted > limit.max) return limit.code;
  }
  return null;
};

/** How many more cards a defending limit of the attack allows on this link (for the prompt), or null without one. */
export const limitLeft = (s: FabState, link: ChainLink, code: 'dominateLimit' | 'overpowerLimit'): number | null => {
  const attack = s.cards[link.attack];
  const k = attack?.keywords.find((x) => keyword(x).defendLimit?.code === code);
  const limit = k === undefined ? undefined : keyword(k).defendLimit;
  if (limit === undefined) return null;
  return Math.max(0, limit.max - link.defenders.filter((d) => limit.counts(s.cards[d.card], d.fromHand)).length);
};

export const isDefending = (s: FabState, id: string): boolean =>
  s.chainOpen && s.chain.some((l) => l.defenders.some((d) => d.card === id));

/** Players still in the game, in turn order: priority passes among them only. */
export const inGame = (s: FabState): PlayerId[] => s.turnOrder.filter((id) => !s.players[id]?.lost);

/** A weapon can attack from its zone, or from a past chain link where it already attacked (7.0.3f, 7.2.3b). */
export const weaponReady = (s: FabState, c: FabCard): boolean =>
  c.zone === 'weapon' || (c.zone === 'chain' && s.chain.some((l) => l.proxy && l.attack === c.id && l.resolved && !l.attackGone));

export const targetLegal = (s: FabState, attacker: PlayerId, target: string): boolean => {
  const p = s.players[target];
  if (p) return target !== attacker && !p.lost;
  const c = s.cards[target];
  return c !== undefined && c.zone === 'arena' && c.owner !== attacker;
};

/** A card in the arena that an attack may target (spectra). */
export const attackable = (c: FabCard): boolean => c.keywords.some((k) => keyword(k).attackable === true);

/** What an attack by `by` may target now: the other heroes still in the game, then attackable cards. */
export const attackTargets = (s: FabState, by: PlayerId): string[] => [
  ...s.turnOrder.filter((p) => p !== by && !s.players[p]?.lost),
  ...s.order.filter((id) => {
    const c = s.cards[id] as FabCard;
    return c.zone === 'arena' && c.owner !== by && attackable(c);
  }),
];
