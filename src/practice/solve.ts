/**
 * The practice solver (docs/puzzle-format.md, "The solver"): every legal answer to a decision,
 * each played out to the end of combat, ranked by an objective; the asked player's whole line for
 * `survive` and `lethal`. The engine decides everything: `apply` is the only judge of legality,
 * and a play-out takes a decision nobody is asked about the way the game's `fallback` says.
 */
import { formatRule } from '../engine/rules.ts';
import type { ActionBase, AnyGameModule, Answering, EngineError, EventBase, PlayerId, PromptBase, RuleRef } from '../engine/types.ts';
import { compare, type Criterion, type Outcome } from './outcome.ts';

/** A play-out stops after this many actions: no combat here takes more, so reaching it is reported, not hidden. */
const STEP_LIMIT = 400;

/** The most answers a decision's table plays out; the rest are counted and named as left out. */
export const DEFAULT_CAP = 5000;
/** Candidates checked for legality at most, even when not played out: past this the count left out is a lower bound. */
const CHECK_LIMIT = 200_000;

type Module = AnyGameModule & { readonly answering: Answering<unknown, ActionBase, PromptBase> };

export const answeringOf = (module: AnyGameModule): Module => {
  if (module.answering === undefined) throw new Error(`the ${module.id} rules module lists no answers`);
  return module as Module;
};

/** One legal answer and the state it leads to, with its own events. */
export type Answered = { readonly action: ActionBase; readonly state: unknown; readonly events: readonly EventBase[] };

export type LegalAnswers = {
  readonly prompt: PromptBase;
  readonly answers: readonly Answered[];
  /** Legal answers beyond the cap, not played out. */
  readonly omitted: number;
  /** False when there were more candidates than the check limit: `omitted` is then at least this many. */
  readonly exact: boolean;
};

/**
 * Calls `visit` with each legal answer to the decision `state` waits for, up to `cap` of them, as
 * it is found: nothing is kept, so a large table never holds thousands of states at once.
 */
const eachLegal = (module: Module, state: unknown, cap: number, visit: (a: Answered) => void, asked?: PromptBase): Omit<LegalAnswers, 'answers'> => {
  const prompt = asked ?? (module.prompt(state) as PromptBase);
  let kept = 0;
  let omitted = 0;
  let checked = 0;
  for (const action of module.answering.candidates(state, prompt)) {
    if (++checked > CHECK_LIMIT) return { prompt, omitted, exact: false };
    const r = module.apply(state, action);
    if (!r.ok) continue;
    if (kept++ < cap) visit({ action, state: r.value.state, events: r.value.events });
    else omitted++;
  }
  return { prompt, omitted, exact: true };
};

/** Every legal answer to the decision `state` waits for (up to `cap` of them kept). */
const legalAnswers = (module: Module, state: unknown, cap = DEFAULT_CAP): LegalAnswers => {
  const answers: Answered[] = [];
  const rest = eachLegal(module, state, cap, (a) => answers.push(a));
  return { ...rest, answers };
};

/** The figures an outcome compares: life, losers and the field, read through the module. */
type Snapshot = { readonly life: Readonly<Record<PlayerId, number>>; readonly board: Readonly<Record<PlayerId, readonly string[]>> };

/**
 * Life and who has lost, read off the state as every game keeps them (`turnOrder`, and each
 * player's `life` and `lost`): the same figures as each summary's `life` and `losers`, which
 * solve.test.ts checks on every scenario position, without building the whole summary.
 */
type Standing = { readonly turnOrder: readonly PlayerId[]; readonly players: Readonly<Record<PlayerId, { readonly life: number; readonly lost: boolean } | undefined>> };

export const standing = (state: unknown): { readonly life: Readonly<Record<PlayerId, number>>; readonly losers: readonly PlayerId[] } => {
  const s = state as Standing;
  const life: Record<PlayerId, number> = {};
  const losers: PlayerId[] = [];
  for (const id of s.turnOrder) {
    const p = s.players[id];
    if (p === undefined) continue;
    life[id] = p.life;
    if (p.lost) losers.push(id);
  }
  return { life, losers };
};

const snapshot = (module: Module, state: unknown): Snapshot => ({ life: standing(state).life, board: module.answering.board(state) });

type Procedural = {
  readonly priority?: { readonly holder: PlayerId } | null;
  readonly pending?: unknown;
  readonly judge?: unknown;
  readonly gameOver?: boolean;
  readonly ended?: boolean;
};

/**
 * The fallback for plain priority, read off the procedure's own fields (src/engine/procedure.ts)
 * without building the prompt: every game's fallback passes there, and building a priority prompt
 * (its manual effects and their legal targets) costs more than the pass itself. Null where the
 * game's prompt must be asked.
 */
export const quickPass = (s: unknown): ActionBase | null => {
  const p = s as Procedural;
  if (p.pending !== null || p.judge !== null || p.gameOver === true || p.ended === true || p.priority === null || p.priority === undefined) return null;
  return { type: 'pass', by: p.priority.holder };
};

const endingOf = (prompt: PromptBase): Outcome['ending'] => (prompt.kind.endsWith('.judge') ? 'judge' : 'over');

/** Plays `state` on to the end, every decision taken by the fallback; `events` so far are included in the rules. */
const playOut = (module: Module, start: Snapshot, state: unknown, events: readonly EventBase[]): { readonly outcome: Outcome; readonly line: readonly ActionBase[] } => {
  // Rule ids, not formatted refs: every event of a game cites that game, so the id alone is the key.
  const cited = new Map<string, RuleRef>();
  const cite = (es: readonly EventBase[]) => {
    for (let i = 0; i < es.length; i++) {
      const rule = (es[i] as EventBase).rule;
      if (!cited.has(rule.id)) cited.set(rule.id, rule);
    }
  };
  cite(events);
  const rules = (): readonly RuleRef[] => [...cited.values()];
  // What the answer itself put on the field (a character played to defend) can be lost too.
  const entered = module.answering.board(state);
  const from: Snapshot = { life: start.life, board: Object.fromEntries(Object.entries(start.board).map(([p, ids]) => [p, [...new Set([...ids, ...(entered[p] ?? [])])]])) };
  const line: ActionBase[] = [];
  let s = state;
  for (let step = 0; step < STEP_LIMIT; step++) {
    let action = quickPass(s);
    if (action === null) {
      const prompt = module.prompt(s) as PromptBase;
      if (prompt.player === null) return { outcome: outcomeOf(module, from, s, prompt, endingOf(prompt), rules()), line };
      action = module.answering.fallback(s, prompt);
      if (action === null) break;
      if (action.type !== 'pass') line.push(action);
    }
    const r = module.apply(s, action);
    if (!r.ok) break;
    cite(r.value.events);
    s = r.value.state;
  }
  const prompt = module.prompt(s) as PromptBase;
  return { outcome: outcomeOf(module, from, s, prompt, prompt.player === null ? endingOf(prompt) : 'limit', rules()), line };
};

const outcomeOf = (module: Module, start: Snapshot, end: unknown, prompt: PromptBase, ending: Outcome['ending'], ruleRefs: readonly RuleRef[]): Outcome => {
  const now = standing(end);
  const after = module.answering.board(end);
  const life: Record<PlayerId, { before: number; after: number }> = {};
  for (const [p, before] of Object.entries(start.life)) life[p] = { before, after: now.life[p] ?? before };
  const still = new Set<string>();
  for (const ids of Object.values(after)) for (const id of ids) still.add(id);
  const removed: Record<PlayerId, string[]> = {};
  for (const [p, ids] of Object.entries(start.board)) removed[p] = ids.filter((id) => !still.has(id));
  // The summary is built only when read (a predict answer, the runner's JSON): ranking needs none of it.
  let summary: Readonly<Record<string, unknown>> | null = null;
  return {
    ending,
    stoppedAt: prompt.kind,
    life,
    losers: now.losers,
    removed,
    get summary() {
      summary ??= module.summary(end) as Readonly<Record<string, unknown>>;
      return summary;
    },
    rules: ruleRefs.map(formatRule),
    ruleRefs,
  };
};

/** One row of a what-if table. */
export type WhatIfRow = {
  readonly action: ActionBase;
  /** What the answer itself did (its own events, before the play-out): how the table words it. */
  readonly events: readonly EventBase[];
  readonly outcome: Outcome;
  /** The decisions the play-out took after the answer (passes left out). */
  readonly line: readonly ActionBase[];
  /** 1 for the best under the objective; equal outcomes share a rank. */
  readonly rank: number;
};

export type WhatIf = {
  readonly player: PlayerId;
  readonly prompt: PromptBase;
  readonly objective: readonly Criterion[];
  readonly rows: readonly WhatIfRow[];
  readonly omitted: number;
  readonly exact: boolean;
};

/** Why a position has no table: nobody decides (combat or the game is over, a judge's question). */
export type NoDecision = { readonly reason: 'noDecision'; readonly prompt: PromptBase };

/** Every legal answer to the current decision, played out and sorted by `objective` (best first). */
export const whatIf = (module: Module, state: unknown, objective: readonly Criterion[], cap = DEFAULT_CAP): WhatIf | NoDecision => {
  const first = module.prompt(state) as PromptBase;
  const player = first.player;
  if (player === null) return { reason: 'noDecision', prompt: first };
  const start = snapshot(module, state);
  const played: { readonly action: ActionBase; readonly events: readonly EventBase[]; readonly outcome: Outcome; readonly line: readonly ActionBase[]; readonly i: number }[] = [];
  const legal = eachLegal(module, state, cap, (a) => played.push({ action: a.action, events: a.events, ...playOut(module, start, a.state, a.events), i: played.length }), first);
  const sorted = played.toSorted((a, b) => compare(a.outcome, b.outcome, player, objective) || a.i - b.i);
  const rows: WhatIfRow[] = [];
  sorted.forEach((p, i) => {
    const prev = rows[i - 1];
    const rank = prev !== undefined && compare(sorted[i - 1]!.outcome, p.outcome, player, objective) === 0 ? prev.rank : i + 1;
    rows.push({ action: p.action, events: p.events, outcome: p.outcome, line: p.line, rank });
  });
  return { player, prompt: legal.prompt, objective, rows, omitted: legal.omitted, exact: legal.exact };
};

// ---------------------------------------------------------------------------------------------
// The whole line: survive and lethal.

export type LineGoal = 'survive' | 'lethal';

/** A search that gave up: more positions than the budget allows, or more answers at one decision than the cap. */
export type TooLarge = { readonly reason: 'tooLarge'; readonly positions: number };

export type LineResult = {
  /** The first answers from which the asked player reaches the goal whatever the others answer. */
  readonly winning: readonly ActionBase[];
  readonly all: readonly ActionBase[];
  /** One line that reaches the goal from the first winning answer (the asked player's and the others' decisions, passes left out). */
  readonly line: readonly ActionBase[];
  readonly positions: number;
};

/** Positions a line search visits at most. */
export const LINE_BUDGET = 50_000;

type Search = { positions: number; readonly budget: number };

const reached = (o: Outcome, asker: PlayerId, goal: LineGoal): boolean => {
  if (o.ending !== 'over') return false;
  if (goal === 'survive') return !o.losers.includes(asker);
  const others = Object.keys(o.life).filter((p) => p !== asker);
  return !o.losers.includes(asker) && others.length > 0 && others.every((p) => o.losers.includes(p));
};

/**
 * Whether `asker` reaches the goal from `state`: at their decisions some answer must reach it, at
 * everyone else's every answer must (the others answer as best they can against it). A decision
 * whose one legal answer is passing is no branch.
 */
const wins = (module: Module, start: Snapshot, state: unknown, asker: PlayerId, goal: LineGoal, search: Search, line: ActionBase[]): boolean => {
  if (++search.positions > search.budget) throw new SearchTooLarge(search.positions);
  const prompt = module.prompt(state) as PromptBase;
  if (prompt.player === null) return reached(outcomeOf(module, start, state, prompt, endingOf(prompt), []), asker, goal);
  const legal = legalAnswers(module, state, search.budget);
  if (legal.omitted > 0 || !legal.exact) throw new SearchTooLarge(search.positions);
  const mine = prompt.player === asker;
  for (const a of legal.answers) {
    const sub: ActionBase[] = [];
    const ok = wins(module, start, a.state, asker, goal, search, sub);
    if (mine && ok) {
      line.push(...(a.action.type === 'pass' ? [] : [a.action]), ...sub);
      return true;
    }
    if (!mine && !ok) return false;
    if (!mine && line.length === 0) line.push(...(a.action.type === 'pass' ? [] : [a.action]), ...sub);
  }
  return !mine;
};

class SearchTooLarge extends Error {
  readonly positions: number;
  constructor(positions: number) {
    super(`more than the search budget (${positions} positions)`);
    this.positions = positions;
  }
}

/** The first answers of `state`'s decision from which its player survives (or wins) the combat whatever the others do. */
export const solveLine = (module: Module, state: unknown, goal: LineGoal, budget = LINE_BUDGET): LineResult | TooLarge | NoDecision => {
  const legal = legalAnswers(module, state, budget);
  const asker = legal.prompt.player;
  if (asker === null) return { reason: 'noDecision', prompt: legal.prompt };
  if (legal.omitted > 0 || !legal.exact) return { reason: 'tooLarge', positions: legal.answers.length + legal.omitted };
  const start = snapshot(module, state);
  const search: Search = { positions: 0, budget };
  const winning: ActionBase[] = [];
  let best: ActionBase[] = [];
  try {
    for (const a of legal.answers) {
      const sub: ActionBase[] = [];
      if (wins(module, start, a.state, asker, goal, search, sub)) {
        if (winning.length === 0) best = [a.action, ...sub];
        winning.push(a.action);
      }
    }
  } catch (e) {
    if (e instanceof SearchTooLarge) return { reason: 'tooLarge', positions: e.positions };
    throw e;
  }
  return { winning, all: legal.answers.map((a) => a.action), line: best, positions: search.positions };
};

// ---------------------------------------------------------------------------------------------
// The single-decision questions.

export type Legality = { readonly legal: true } | { readonly legal: false; readonly rule: string; readonly code: string; readonly error: EngineError };

/** Whether `action` is a legal answer now, and if not the rule that forbids it. */
export const legality = (module: AnyGameModule, state: unknown, action: ActionBase): Legality => {
  const r = module.apply(state, action);
  return r.ok ? { legal: true } : { legal: false, rule: r.error.rule.id, code: r.error.code, error: r.error };
};

/** Every object some legal answer picks: the ticks of an `options` question. */
export const choosable = (module: Module, state: unknown, cap = CHECK_LIMIT): { readonly ids: readonly string[]; readonly exact: boolean } => {
  const legal = legalAnswers(module, state, cap);
  const ids = new Set<string>();
  for (const a of legal.answers) for (const id of module.answering.picks(a.action)) ids.add(id);
  return { ids: [...ids], exact: legal.exact && legal.omitted === 0 };
};

/** The end of combat after `action` (or, with none, after the decision is taken by the fallback). */
export const predict = (module: Module, state: unknown, action: ActionBase | null): Outcome | EngineError => {
  const start = snapshot(module, state);
  if (action === null) return playOut(module, start, state, []).outcome;
  const r = module.apply(state, action);
  if (!r.ok) return r.error;
  return playOut(module, start, r.value.state, r.value.events).outcome;
};

