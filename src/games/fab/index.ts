/**
 * Flesh and Blood: the combat chain (Comprehensive Rules section 7) as a GameModule.
 */
import { advance } from '../../engine/referee.ts';
import type { EngineError, GameModule, PlayerId, Result, Transition } from '../../engine/types.ts';
import { activeLink, applyAction, attackError, playError, restrictionBroken } from './engine.ts';
import { loadFab } from './load.ts';
import { FAB_RULES, JUDGE, PRIORITY_RULE, r } from './rules.ts';
import { summarize } from './summary.ts';
import {
  FAB_EDITIONS,
  type AttackOption,
  type FabAction,
  type FabCard,
  type FabEvent,
  type FabPrompt,
  type FabState,
  type FabSummary,
  type PlayOption,
} from './types.ts';

export * from './types.ts';

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
    if (c.owner !== by || (c.zone !== 'hand' && c.zone !== 'weapon')) continue;
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

const passFor = (s: FabState): FabAction | null => {
  const p = promptFab(s);
  return p.kind === 'fab.priority' ? { type: 'pass', by: p.player } : null;
};

const progressed = (before: FabState, now: FabState): boolean =>
  now.stack.length < before.stack.length || now.step !== before.step || now.gameOver || now.phaseOver;

export const applyFab = (s: FabState, a: FabAction): Result<Transition<FabState, FabEvent>, EngineError> => {
  if (a.type !== 'advance') return applyAction(s, a);
  if (s.gameOver) return applyAction(s, a); // refused with the game-over error
  const noPass: EngineError = s.pending
    ? { code: 'defendFirst', rule: r('7.3.2'), params: { player: s.pending.player } }
    : { code: 'nothingToAdvance', rule: JUDGE };
  return advance(applyAction, s, passFor, progressed, noPass);
};

export const FAB_EVENTS = [
  'chainOpened',
  'stepBegan',
  'priorityGiven',
  'priorityPassed',
  'actionPointSpent',
  'actionPointGained',
  'cardPitched',
  'costPaid',
  'layerAdded',
  'layerResolved',
  'layerToGraveyard',
  'effectFailed',
  'attackTargetIllegal',
  'noActiveAttack',
  'chainLinkCreated',
  'linkBecamePast',
  'attacked',
  'attackingHero',
  'defendingHero',
  'defended',
  'noDefenders',
  'defenseFailed',
  'powerChanged',
  'defenseChanged',
  'goAgainGranted',
  'shieldCreated',
  'piercing',
  'damageCalculated',
  'damagePrevented',
  'damageDealt',
  'hit',
  'targetGone',
  'lifeChanged',
  'playerLost',
  'destroyed',
  'linkResolved',
  'chainClosing',
  'toGraveyard',
  'returned',
  'bladeBreak',
  'defenseCounter',
  'spectraDestroyed',
  'chainClosed',
  'actionPhaseEnded',
] as const satisfies readonly FabEvent['type'][];

export const FAB_PROMPTS = ['fab.priority', 'fab.defend', 'fab.phaseEnded', 'fab.gameOver'] as const satisfies readonly FabPrompt['kind'][];

export const FAB_ERRORS = [
  'gameOver',
  'phaseOver',
  'unknownPlayer',
  'unknownCard',
  'defendFirst',
  'noPriority',
  'notYourPriority',
  'nothingToAdvance',
  'advanceNotHere',
  'actionDuringCombat',
  'notTurnPlayer',
  'stackNotEmpty',
  'notAnAttack',
  'notAvailable',
  'noActionPoint',
  'illegalTarget',
  'cannotPitch',
  'pitchNotNeeded',
  'cannotPay',
  'notInHand',
  'reactionStepOnly',
  'notAttackingPlayer',
  'notDefendingPlayer',
  'defenseForbidden',
  'notPlayable',
  'notDefendStep',
  'notDefendingHero',
  'alreadyDefending',
  'cannotDeclare',
  'defenseReactionDeclared',
  'noDefenseValue',
  'dominateLimit',
  'overpowerLimit',
] as const;

export const fab: GameModule<FabState, FabAction, FabEvent, FabPrompt, FabSummary> = {
  id: 'fab',
  editions: FAB_EDITIONS,
  load: loadFab,
  apply: applyFab,
  prompt: promptFab,
  summary: summarize,
  rules: FAB_RULES,
  vocabulary: { events: FAB_EVENTS, prompts: FAB_PROMPTS, errors: FAB_ERRORS },
};

// Keep the restriction helper reachable for the UI (which cards would break dominate/overpower).
export { restrictionBroken };
