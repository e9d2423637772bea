/**
 * Who decides now and every legal option with what the board shows of it: attacks and plays
 * with their cost, the cards that may be pitched and one legal way to pay; manual effects with
 * the targets each may name; defending cards with their defense. The UI only renders this.
 */
import type { PlayerId } from '../../engine/types.ts';
import { costOf, attackProblem, playProblem, reactionRule } from './moves.ts';
import { JUDGE, PRIORITY_RULE, r } from './rules.ts';
import { activeLink, attackTargets, defenseOf, limitLeft } from './state.ts';
import type { EffectOption } from '../../engine/types.ts';
import {
  CHAIN_LINK,
  EFFECT_KINDS,
  type AttackOption,
  type DefendCandidate,
  type FabCard,
  type FabPrompt,
  type FabState,
  type Payment,
  type PlayOption,
} from './types.ts';

/** One legal way to pay `cost`: pitch the biggest cards first, stopping once the pool is enough. */
export const suggestPitch = (s: FabState, by: PlayerId, cost: number, played: string): readonly string[] | null => {
  let pool = s.players[by]?.resources ?? 0;
  if (pool >= cost) return [];
  const chosen: string[] = [];
  for (const c of pitchable(s, by, played).toSorted((a, b) => (b.pitch ?? 0) - (a.pitch ?? 0))) {
    if (pool >= cost) break;
    chosen.push(c.id);
    pool += c.pitch ?? 0;
  }
  return pool >= cost ? chosen : null;
};

const pitchable = (s: FabState, by: PlayerId, played: string): FabCard[] =>
  s.order.map((id) => s.cards[id] as FabCard).filter((c) => c.owner === by && c.zone === 'hand' && c.id !== played && (c.pitch ?? 0) > 0);

/** What paying `cost` for `played` asks of `by`, or null when no pitch can pay it. */
const payment = (s: FabState, by: PlayerId, cost: number, played: string): Payment | null => {
  const pitch = suggestPitch(s, by, cost, played);
  if (pitch === null) return null;
  const cards = pitchable(s, by, played).map((c) => ({ card: c.id, pitch: c.pitch ?? 0 }));
  return { cost, pool: s.players[by]?.resources ?? 0, pitchable: cost > 0 ? cards : [], pitch };
};

const attackOptions = (s: FabState, by: PlayerId): AttackOption[] => {
  const out: AttackOption[] = [];
  const targets = attackTargets(s, by);
  const first = targets[0];
  if (first === undefined) return out;
  for (const id of s.order) {
    const c = s.cards[id] as FabCard;
    if (c.owner !== by || (c.zone !== 'hand' && c.zone !== 'weapon' && c.zone !== 'chain')) continue;
    if (attackProblem(s, by, id, first) !== null) continue;
    const pay = payment(s, by, costOf(c, true), id);
    if (pay) out.push({ card: id, targets, ...pay });
  }
  return out;
};

const playOptions = (s: FabState, by: PlayerId): PlayOption[] => {
  const out: PlayOption[] = [];
  for (const id of s.order) {
    const c = s.cards[id] as FabCard;
    if (c.owner !== by || c.zone !== 'hand' || playProblem(s, by, id) !== null) continue;
    const pay = payment(s, by, costOf(c, false), id);
    if (pay) out.push({ card: id, types: c.types, rule: reactionRule(c), ...pay });
  }
  return out;
};

/** The manual effects, each with what it may name: heroes, or "this chain link" (7.0.3d) and the cards not in a graveyard. */
const effectOptions = (s: FabState): EffectOption[] => {
  const cards = [CHAIN_LINK, ...s.order.filter((id) => s.cards[id]?.zone !== 'graveyard')];
  const card = { name: 'target', type: 'target', options: cards } as const;
  return EFFECT_KINDS.map((kind) => {
    if (kind === 'prevent' || kind === 'damage') {
      return { kind, fields: [{ name: 'player', type: 'target', options: s.turnOrder }, { name: 'amount', type: 'number', min: 0, max: 99, initial: 1 }] };
    }
    if (kind === 'power' || kind === 'defense') return { kind, fields: [card, { name: 'amount', type: 'number', min: -20, max: 99, initial: 1 }] };
    return { kind, fields: [card] };
  });
};

const defendPrompt = (s: FabState, player: PlayerId): FabPrompt => {
  const link = activeLink(s);
  const cards: DefendCandidate[] = [];
  for (const id of s.order) {
    const c = s.cards[id] as FabCard;
    if (c.owner !== player || c.defense === null) continue;
    if (c.zone === 'equipment' || (c.zone === 'hand' && !c.types.includes('defense reaction'))) cards.push({ card: id, zone: c.zone, defense: defenseOf(c) });
  }
  return {
    kind: 'fab.defend',
    player,
    rule: r('7.3.2a'),
    attack: link?.attack ?? '',
    candidates: cards.map((c) => c.card),
    cards,
    maxFromHand: link ? limitLeft(s, link, 'dominateLimit') : null,
    maxActionCards: link ? limitLeft(s, link, 'overpowerLimit') : null,
  };
};

export const prompt = (s: FabState): FabPrompt => {
  if (s.gameOver) return { kind: 'fab.gameOver', player: null, rule: JUDGE, losers: s.turnOrder.filter((p) => s.players[p]?.lost) };
  if (s.pending) return defendPrompt(s, s.pending.player);
  if (s.ended || !s.priority) return { kind: 'fab.phaseEnded', player: null, rule: JUDGE };
  const player = s.priority.holder;
  return {
    kind: 'fab.priority',
    player,
    rule: r(PRIORITY_RULE[s.step]),
    step: s.step,
    stackSize: s.stack.length,
    attacks: attackOptions(s, player),
    plays: playOptions(s, player),
    effects: effectOptions(s),
  };
};
