/**
 * Small helpers over the FaB state (copy only the changed path) and the checks several steps
 * share: defending restrictions (7.3.2b(C), 7.4.2c, 7.4.2d), legal attack targets, weapons.
 */
import { givePriority } from '../../engine/priority.ts';
import type { PlayerId, RuleRef } from '../../engine/types.ts';
import type { ChainLink, FabCard, FabEvent, FabPlayer, FabState, Keyword, Step, Zone } from './types.ts';

export type Out = FabEvent[];

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

export const hasKeyword = (c: FabCard, k: Keyword): boolean => c.keywords.includes(k);
export const hasGoAgain = (c: FabCard): boolean => c.grantedGoAgain || hasKeyword(c, 'go again');
export const isType = (c: FabCard, t: FabCard['types'][number]): boolean => c.types.includes(t);

export const powerOf = (c: FabCard): number => Math.max(0, (c.power ?? 0) + c.powerBonus);
export const defenseOf = (c: FabCard): number => Math.max(0, (c.defense ?? 0) + c.defenseBonus - c.defenseCounters);

export const give = (s: FabState, to: PlayerId, rule: RuleRef, out: Out): FabState => {
  const player = s.players[to]?.lost ? (inGame(s)[0] ?? to) : to;
  out.push({ type: 'priorityGiven', rule, automatic: true, player });
  return { ...s, priority: givePriority(player) };
};

export const toGraveyard = (s: FabState, id: string, rule: RuleRef, out: Out): FabState => {
  const c = s.cards[id];
  if (!c) return s;
  out.push({ type: 'toGraveyard', rule, automatic: true, card: id, owner: c.owner });
  return moveCard(s, id, 'graveyard');
};

export const beginStep = (s: FabState, step: Step, rule: RuleRef, out: Out): FabState => {
  out.push({ type: 'stepBegan', rule, automatic: true, step });
  return { ...s, step, priority: null };
};

// ---------------------------------------------------------------------------------------------
// Defending restrictions (7.3.2b(C), 7.4.2c, 7.4.2d).

export type NewDefender = { readonly card: FabCard; readonly fromHand: boolean };

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
