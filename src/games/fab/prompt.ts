/** Who decides now and the legal options (attacks with a way to pay, plays, defending cards). */
import type { PlayerId } from '../../engine/types.ts';
import { attackError, playError } from './actions.ts';
import { JUDGE, PRIORITY_RULE, r } from './rules.ts';
import { activeLink } from './state.ts';
import type { AttackOption, FabCard, FabPrompt, FabState, PlayOption } from './types.ts';

/** One legal way to pay `cost`: pitch the biggest cards first, stopping once the pool is enough. */
export const suggestPitch = (s: FabState, by: PlayerId, cost: number, played: string): readonly string[] | null => {
  let pool = s.players[by]?.resources ?? 0;
  if (pool >= cost) return [];
  const hand = s.order
    .map((id) => s.cards[id] as FabCard)
    .filter((c) => c.owner === by && c.zone === 'hand' && c.id !== played && (c.pitch ?? 0) > 0)
    .toSorted((a, b) => (b.pitch ?? 0) - (a.pitch ?? 0));
  const chosen: string[] = [];
  for (const c of hand) {
    if (pool >= cost) break;
    chosen.push(c.id);
    pool += c.pitch ?? 0;
  }
  return pool >= cost ? chosen : null;
};

const attackTargets = (s: FabState, by: PlayerId): string[] => [
  ...s.turnOrder.filter((p) => p !== by && !s.players[p]?.lost),
  ...s.order.filter((id) => {
    const c = s.cards[id] as FabCard;
    return c.zone === 'arena' && c.owner !== by && c.keywords.includes('spectra');
  }),
];

const attackOptions = (s: FabState, by: PlayerId): AttackOption[] => {
  const out: AttackOption[] = [];
  const targets = attackTargets(s, by);
  const first = targets[0];
  if (first === undefined) return out;
  for (const id of s.order) {
    const c = s.cards[id] as FabCard;
    if (c.owner !== by || (c.zone !== 'hand' && c.zone !== 'weapon' && c.zone !== 'chain')) continue;
    if (attackError(s, by, id, first) !== null) continue;
    const pitch = suggestPitch(s, by, c.types.includes('weapon') ? c.attackCost : c.cost, id);
    if (pitch) out.push({ card: id, targets, pitch });
  }
  return out;
};

const playOptions = (s: FabState, by: PlayerId): PlayOption[] => {
  const out: PlayOption[] = [];
  for (const id of s.order) {
    const c = s.cards[id] as FabCard;
    if (c.owner !== by || c.zone !== 'hand' || playError(s, by, id) !== null) continue;
    const pitch = suggestPitch(s, by, c.cost, id);
    if (pitch) out.push({ card: id, pitch });
  }
  return out;
};

export const promptFab = (s: FabState): FabPrompt => {
  if (s.gameOver) {
    const losers = s.turnOrder.filter((p) => s.players[p]?.lost);
    return { kind: 'fab.gameOver', player: null, rule: JUDGE, losers };
  }
  if (s.phaseOver || !s.priority) {
    if (s.pending) {
      const link = activeLink(s);
      const attack = link ? s.cards[link.attack] : undefined;
      const player = s.pending.player;
      const candidates = s.order.filter((id) => {
        const c = s.cards[id] as FabCard;
        if (c.owner !== player || c.defense === null) return false;
        return c.zone === 'equipment' || (c.zone === 'hand' && !c.types.includes('defense reaction'));
      });
      const fromHand = link?.defenders.filter((d) => d.fromHand).length ?? 0;
      const actions = link?.defenders.filter((d) => s.cards[d.card]?.types.includes('action')).length ?? 0;
      return {
        kind: 'fab.defend',
        player,
        rule: r('7.3.2a'),
        attack: link?.attack ?? '',
        candidates,
        maxFromHand: attack?.keywords.includes('dominate') ? Math.max(0, 1 - fromHand) : null,
        maxActionCards: attack?.keywords.includes('overpower') ? Math.max(0, 1 - actions) : null,
      };
    }
    return { kind: 'fab.phaseEnded', player: null, rule: JUDGE };
  }
  const player = s.priority.holder;
  return {
    kind: 'fab.priority',
    player,
    rule: r(PRIORITY_RULE[s.step]),
    step: s.step,
    stackSize: s.stack.length,
    attacks: attackOptions(s, player),
    plays: playOptions(s, player),
  };
};
