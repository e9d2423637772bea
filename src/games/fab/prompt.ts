/**
 * Who decides now and every legal option with what the board shows of it: attacks and plays
 * with their cost, the cards that may be pitched and one legal way to pay; manual effects with
 * the targets each may name; defending cards with their defense. The UI only renders this.
 */
import { effectOptions } from '../../engine/setupSpec.ts';
import type { PlayerId } from '../../engine/types.ts';
import { preventOptions } from './effects.ts';
import { costOf, attackProblem, playable, playProblem, reactionRule } from './moves.ts';
import { PRIORITY_RULE, r, type FabRuleId } from './rules.ts';
import { activeLink, arsenalKeyword, attacksByProxy, attackTargets, defenseOf, homeZone, inGame, isDefending, isType, limitLeft } from './state.ts';
import type { Params } from '../../engine/types.ts';
import { FAB_SETUP } from './setup.ts';
import {
  CHAIN_LINK,
  type AttackOption,
  type DefendCandidate,
  type FabCard,
  type FabExcluded,
  type FabExcludedCode,
  type FabPrompt,
  type FabState,
  type Layer,
  type PendingDamage,
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
    if (c.owner !== by || c.zone === 'graveyard' || c.zone === 'pitch' || c.zone === 'equipment') continue;
    if (attackProblem(s, by, id, first) !== null) continue;
    const pay = payment(s, by, costOf(c, true), id);
    if (pay) out.push({ card: id, zone: c.zone, targets, ...pay });
  }
  return out;
};

const excluded = (c: FabCard, code: FabExcludedCode, rule: FabRuleId, params?: Params): FabExcluded =>
  params === undefined ? { id: c.id, code, rule: r(rule) } : { id: c.id, code, rule: r(rule), params };

/** The refusals of the attack move that say why one card may not attack (the others are about the moment, not the card). */
const CARD_REFUSALS: Readonly<Partial<Record<string, FabExcludedCode>>> = {
  noActionPoint: 'noActionPoint',
  attackLimitReached: 'attackLimitReached',
};

/**
 * The priority holder's cards that could attack but may not now, with the rule the attack move
 * would cite: no action point (8.1.1c), its attacks this turn used up (5.2.1a), a cost no pitch
 * can pay (1.14.2b). Empty when no card could attack at this moment (not the turn player, a layer
 * on the stack, a chain link under way): the moment, not the card, says no then.
 */
const attackExclusions = (s: FabState, by: PlayerId): FabExcluded[] => {
  const first = attackTargets(s, by)[0];
  if (first === undefined) return [];
  const out: FabExcluded[] = [];
  for (const id of s.order) {
    const c = s.cards[id] as FabCard;
    if (c.owner !== by) continue;
    const proxy = attacksByProxy(c);
    if (proxy ? c.zone !== homeZone(c) && c.zone !== 'chain' : !(isType(c, 'attack') && isType(c, 'action') && playable(c))) continue;
    const refused = attackProblem(s, by, id, first);
    const bad = refused !== null && !refused.ok ? refused : null;
    if (bad !== null) {
      const code = CARD_REFUSALS[bad.error.code];
      // A refusal about the moment (not the turn player, the stack, combat) leaves every card out alike: no list.
      if (code === undefined) return [];
      out.push({ id, code, rule: bad.error.rule, ...(bad.error.params === undefined ? {} : { params: bad.error.params }) });
      continue;
    }
    const cost = costOf(c, true);
    if (payment(s, by, cost, id) === null) {
      const resources = pitchable(s, by, id).reduce((sum, p) => sum + (p.pitch ?? 0), s.players[by]?.resources ?? 0);
      out.push(excluded(c, 'cannotPay', '1.14.2b', { cost, resources }));
    }
  }
  return out;
};

const playOptions = (s: FabState, by: PlayerId): PlayOption[] => {
  const out: PlayOption[] = [];
  for (const id of s.order) {
    const c = s.cards[id] as FabCard;
    if (c.owner !== by || !playable(c) || playProblem(s, by, id) !== null) continue;
    const pay = payment(s, by, costOf(c, false), id);
    if (pay) out.push({ card: id, types: c.types, zone: c.zone, rule: reactionRule(c), ...pay });
  }
  return out;
};

/**
 * What the manual effects may name now: heroes (damage also allies in the arena), and for any card
 * target "this chain link" (7.0.3d) or a card not in a graveyard. The effects and their fields are
 * the set-up description's (one table: the editor and this form start an effect alike).
 */
const domains = (s: FabState) => (domain: string): readonly string[] => {
  if (domain === 'player') return s.turnOrder;
  if (domain === 'heroOrAlly') return [...s.turnOrder, ...s.order.filter((id) => s.cards[id]?.life !== null && s.cards[id]?.zone === 'arena')];
  return [CHAIN_LINK, ...s.order.filter((id) => s.cards[id]?.zone !== 'graveyard')];
};

/**
 * Why the defending hero's card may not be declared as a defending card now, or null when it may
 * (the checks of the defend move, card by card): from hand, equipment, or arsenal with ambush
 * (7.3.2a, 8.3.28), not a defense reaction, with a defense value (7.3.2b), within the attack's
 * limits (dominate 8.3.4, overpower 8.3.22). Cards elsewhere are named only where a judge would
 * look for them: pitched from hand, destroyed equipment, a card still defending an earlier link.
 */
const defendExclusion = (s: FabState, c: FabCard, maxFromHand: number | null, maxActionCards: number | null): FabExcluded | null => {
  switch (c.zone) {
    case 'hand':
    case 'equipment':
      break;
    case 'arsenal':
      if (arsenalKeyword(c) === undefined) return excluded(c, 'notFromArsenal', '8.3.28');
      break;
    case 'pitch':
      return c.defense === null ? null : excluded(c, 'pitched', '7.3.2a');
    case 'graveyard':
      return isType(c, 'equipment') ? excluded(c, 'destroyed', '7.3.2a') : null;
    case 'chain':
      return isDefending(s, c.id) ? excluded(c, 'alreadyDefending', '7.3.2b') : null;
    default:
      return null;
  }
  if (isType(c, 'defense reaction') && c.zone !== 'equipment') return excluded(c, 'defenseReaction', '7.3.2a');
  if (c.defense === null) return excluded(c, 'noDefense', '7.3.2b');
  if (c.zone === 'hand' && maxFromHand === 0) return excluded(c, 'dominateLimit', '8.3.4');
  if (isType(c, 'action') && maxActionCards === 0) return excluded(c, 'overpowerLimit', '8.3.22');
  return null;
};

const defendPrompt = (s: FabState, player: PlayerId): FabPrompt => {
  const link = activeLink(s);
  const maxFromHand = link ? limitLeft(s, link, 'dominateLimit') : null;
  const maxActionCards = link ? limitLeft(s, link, 'overpowerLimit') : null;
  const cards: DefendCandidate[] = [];
  const out: FabExcluded[] = [];
  for (const id of s.order) {
    const c = s.cards[id] as FabCard;
    if (c.owner !== player) continue;
    const why = defendExclusion(s, c, maxFromHand, maxActionCards);
    if (why !== null) out.push(why);
    else if (c.zone === 'hand' || c.zone === 'equipment' || c.zone === 'arsenal') cards.push({ card: id, zone: c.zone, defense: defenseOf(c), via: c.zone === 'arsenal' ? (arsenalKeyword(c) ?? null) : null });
  }
  return {
    kind: 'fab.defend',
    player,
    rule: r('7.3.2a'),
    attack: link?.attack ?? '',
    candidates: cards.map((c) => c.card),
    cards,
    maxFromHand,
    maxActionCards,
    excluded: out,
  };
};

const orderPrompt = (s: FabState, player: PlayerId, triggers: readonly Layer[]): FabPrompt => ({
  kind: 'fab.order',
  player,
  rule: r('1.10.2d'),
  triggers: triggers.map((l) => ({ id: l.id, name: l.name, source: l.card, keyword: l.keyword })),
});

const preventPrompt = (s: FabState, damage: PendingDamage): FabPrompt => {
  const pitch = s.order.filter((id) => s.cards[id]?.owner === damage.player && s.cards[id]?.zone === 'hand' && (s.cards[id]?.pitch ?? 0) > 0);
  return {
    kind: 'fab.prevent',
    player: damage.player,
    rule: r('6.4.10'),
    amount: damage.amount,
    arcane: damage.arcane,
    source: damage.source,
    options: preventOptions(s, damage.player, damage.arcane),
    pool: s.players[damage.player]?.resources ?? 0,
    pitchable: pitch.map((id) => ({ card: id, pitch: s.cards[id]?.pitch ?? 0 })),
  };
};

const pendingPrompt = (s: FabState, p: NonNullable<FabState['pending']>): FabPrompt => {
  if (p.kind === 'order') return orderPrompt(s, p.player, p.triggers);
  if (p.kind === 'prevent') return preventPrompt(s, p.damage);
  return defendPrompt(s, p.player);
};

export const prompt = (s: FabState): FabPrompt => {
  if (s.gameOver) {
    const draw = inGame(s).length === 0;
    return { kind: 'fab.gameOver', player: null, rule: r(draw ? '4.5.4a' : '4.5.1'), losers: s.turnOrder.filter((p) => s.players[p]?.lost), draw };
  }
  if (s.judge) return { kind: 'fab.judge', player: null, rule: r('8.3.25'), question: s.judge.question, options: s.judge.options };
  if (s.pending) return pendingPrompt(s, s.pending);
  if (s.ended || !s.priority) return { kind: 'fab.phaseEnded', player: null, rule: r('4.3.4') };
  const player = s.priority.holder;
  // The turn player gets priority under the step's rule (4.3.3, 1.11.3, section 7); anyone else only
  // because it was passed to them (1.11.4a), or kept after playing a card or adding an effect (1.11.5).
  const other = player !== s.active && s.players[s.active]?.lost !== true;
  return {
    kind: 'fab.priority',
    player,
    rule: r(other ? (s.priority.passes > 0 ? '1.11.4a' : '1.11.5') : PRIORITY_RULE[s.step]),
    step: s.step,
    stackSize: s.stack.length,
    attacks: attackOptions(s, player),
    excluded: attackExclusions(s, player),
    plays: playOptions(s, player),
    effects: effectOptions(FAB_SETUP.effects, domains(s)),
  };
};
