/**
 * Magic: The Gathering, combat phase (CR 506-511), as a GameModule: load a scenario, apply one
 * action at a time (refusing an illegal one with the rule it breaks), say who decides next.
 */
import { passPriority } from '../../engine/priority.ts';
import { advance } from '../../engine/referee.ts';
import type { EngineError, GameModule, Result, Transition } from '../../engine/types.ts';
import { declareAttackers } from './attack.ts';
import { declareBlockers, orderAttackers, orderBlockers } from './block.ts';
import { assignChosen, checkAssignments } from './damage.ts';
import { cast, resolveTop } from './effects.ts';
import { prompt } from './prompt.ts';
import type { MtgRuleId } from './rules.ts';
import { cite, MTG_RULE_KEYS, MTG_RULES } from './rules.ts';
import { load } from './schema.ts';
import type { Log, Outcome } from './state.ts';
import { defendingPlayer } from './state.ts';
import { continueDamage, endStep, giveActivePriority } from './steps.ts';
import { summary } from './summary.ts';
import { MTG_EDITIONS } from './types.ts';
import type { MtgAction, MtgEvent, MtgPrompt, MtgState, MtgSummary, Pending } from './types.ts';
import { MTG_ERRORS, MTG_EVENTS, MTG_PROMPTS } from './vocabulary.ts';

type Out = Result<Transition<MtgState, MtgEvent>, EngineError>;

const refuse = (s: MtgState, code: string, rule: MtgRuleId, params?: Record<string, string | number>): Out => ({
  ok: false,
  error: params === undefined ? { code, rule: cite(s.edition, rule) } : { code, rule: cite(s.edition, rule), params },
});

const PENDING_RULE: Record<Pending['kind'], MtgRuleId> = {
  declareAttackers: '508.1',
  declareBlockers: '509.1',
  orderBlockers: '509.2',
  orderAttackers: '509.3',
  assignDamage: '510.1',
};

const decider = (s: MtgState, pending: Pending): string => {
  switch (pending.kind) {
    case 'declareAttackers':
    case 'orderBlockers':
      return s.active;
    case 'declareBlockers':
    case 'orderAttackers':
      return defendingPlayer(s);
    case 'assignDamage':
      return pending.player;
  }
};

/** Why nobody can act with priority now, or null if someone holds it. */
const priorityGate = (s: MtgState): Out | null => {
  if (s.gameOver) return refuse(s, 'gameOver', '104.1');
  if (s.pending !== null)
    return refuse(s, 'decisionPending', PENDING_RULE[s.pending.kind], { player: decider(s, s.pending), decision: s.pending.kind });
  if (s.priority === null) return refuse(s, 'combatOver', '511.3');
  return null;
};

/** Checks who may act and when; returns an error or null (the action's own legality comes after). */
const gate = (s: MtgState, a: MtgAction): Out | null => {
  if (s.gameOver) return refuse(s, 'gameOver', '104.1');
  if (s.step === 'after-combat') return refuse(s, 'combatOver', '511.3');
  const p = s.pending;
  switch (a.type) {
    case 'pass':
    case 'cast': {
      const blocked = priorityGate(s);
      if (blocked !== null) return blocked;
      if (s.priority?.holder !== a.by) return refuse(s, 'notYourPriority', '117.1', { player: s.priority?.holder ?? '' });
      return null;
    }
    case 'advance':
      return priorityGate(s);
    case 'declareAttackers':
      if (p?.kind !== 'declareAttackers') return refuse(s, 'notNow', '508.1', { decision: a.type });
      return a.by === s.active ? null : refuse(s, 'notActivePlayer', '508.1', { player: s.active });
    case 'declareBlockers':
      if (p?.kind !== 'declareBlockers') return refuse(s, 'notNow', '509.1', { decision: a.type });
      return a.by === defendingPlayer(s) ? null : refuse(s, 'notDefendingPlayer', '509.1a', { player: defendingPlayer(s) });
    case 'orderBlockers':
      if (s.edition !== '2023-11') return refuse(s, 'noDamageOrder', '510.1c');
      if (p?.kind !== 'orderBlockers' || p.attacker !== a.attacker) return refuse(s, 'notNow', '509.2', { decision: a.type });
      return a.by === s.active ? null : refuse(s, 'notActivePlayer', '509.2', { player: s.active });
    case 'orderAttackers':
      if (s.edition !== '2023-11') return refuse(s, 'noDamageOrder', '510.1d');
      if (p?.kind !== 'orderAttackers' || p.blocker !== a.blocker) return refuse(s, 'notNow', '509.3', { decision: a.type });
      return a.by === defendingPlayer(s) ? null : refuse(s, 'notDefendingPlayer', '509.3', { player: defendingPlayer(s) });
    case 'assignDamage':
      if (p?.kind !== 'assignDamage') return refuse(s, 'notNow', '510.1', { decision: a.type });
      return a.by === p.player ? null : refuse(s, 'notYourDecision', '510.1', { player: p.player });
  }
};

const done = (state: MtgState, events: Log): Out => ({ ok: true, value: { state, events } });
const settle = (r: Outcome, log: Log): Out => (r.ok ? done(r.state, log) : r);

/** 117.3d: priority moves on; 117.4: after all pass, the top resolves (then 117.3b) or the step ends. */
const pass = (s: MtgState, by: string, log: Log): MtgState => {
  const priority = s.priority ?? { holder: by, passes: 0 };
  const passed = passPriority(s.turnOrder, priority);
  if (!passed.allPassed) {
    log.push({ type: 'priorityPassed', rule: cite(s.edition, '117.3d'), player: by });
    return { ...s, priority: passed.priority, priorityRule: '117.3d' };
  }
  log.push({ type: 'priorityPassed', rule: cite(s.edition, '117.4'), player: by });
  if (s.stack.length > 0) return giveActivePriority(resolveTop(s, log), '117.3b', log);
  return endStep(s, log);
};

const passFor = (s: MtgState): MtgAction | null =>
  s.gameOver || s.pending !== null || s.priority === null ? null : { type: 'pass', by: s.priority.holder };

const progressed = (before: MtgState, now: MtgState): boolean =>
  now.step !== before.step || now.stack.length < before.stack.length || now.gameOver || now.pending !== null;

const KNOWN_ACTIONS: ReadonlySet<string> = new Set(['pass', 'advance', 'declareAttackers', 'declareBlockers', 'orderBlockers', 'orderAttackers', 'assignDamage', 'cast']);

const step = (s: MtgState, a: MtgAction): Out => {
  // Actions from the UI are not validated by `load`: an unknown one is simply not a legal action now.
  if (!KNOWN_ACTIONS.has((a as { type: unknown }).type as string)) return refuse(s, 'notNow', '117.1', { decision: String((a as { type: unknown }).type) });
  const blocked = gate(s, a);
  if (blocked !== null) return blocked;
  const log: Log = [];
  switch (a.type) {
    case 'pass':
      return done(pass(s, a.by, log), log);
    case 'advance':
      return advance<MtgState, MtgAction, MtgEvent>(step, s, passFor, progressed, { code: 'combatOver', rule: cite(s.edition, '511.3') });
    case 'cast':
      return settle(cast(s, a, log), log);
    case 'declareAttackers':
      return settle(declareAttackers(s, a, log), log);
    case 'declareBlockers':
      return settle(declareBlockers(s, a, log), log);
    case 'orderBlockers':
      return settle(orderBlockers(s, a, log), log);
    case 'orderAttackers':
      return settle(orderAttackers(s, a, log), log);
    case 'assignDamage': {
      const error = checkAssignments(s, a.by, a.assignments);
      if (error !== null) return { ok: false, error };
      const recorded = assignChosen(s, a.by, a.assignments, log);
      const next = a.by === s.active ? defendingPlayer(s) : null;
      return done(continueDamage({ ...recorded, pending: null }, next, log), log);
    }
  }
};

export const mtg: GameModule<MtgState, MtgAction, MtgEvent, MtgPrompt, MtgSummary> = {
  id: 'mtg',
  editions: MTG_EDITIONS,
  load,
  apply: step,
  prompt,
  summary,
  rules: MTG_RULES,
  ruleKeys: MTG_RULE_KEYS,
  vocabulary: { events: MTG_EVENTS, prompts: MTG_PROMPTS, errors: MTG_ERRORS },
};

export type { MtgAction, MtgEvent, MtgPrompt, MtgState, MtgSummary } from './types.ts';
