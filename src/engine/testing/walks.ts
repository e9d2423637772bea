/**
 * What every game's random walks share, in the property tests (fixed seeds, CI) and in the fuzz
 * CLI (fresh seeds, at scale): the walk itself ({@link randomWalk}) and its checks, the trace a
 * failure is written from, and the replay of a written walk under the same invariants. A game
 * supplies how it draws a random action and the action it takes, and its invariants
 * ({@link WalkDef}); the rest is here. Tests and the fuzz CLI only.
 */
import { play } from '../referee.ts';
import type { ActionBase, AnyGameModule, EngineError, EventBase, GameModule, Result, Transition } from '../types.ts';

// oxlint-disable-next-line typescript/no-explicit-any
type Module<S, A extends ActionBase, E extends EventBase> = GameModule<S, A, E, any, any, any, any>;

/** A loaded set-up: the state a walk starts from, and the events its load logged (MTG's state-based actions as entered). */
export type Start<S, E extends EventBase = EventBase> = { readonly state: S; readonly events: readonly E[] };

/** Loads a generated set-up with no actions; a refusal is a bug in the generator, reported with the set-up. */
export const loadStart = <S, A extends ActionBase, E extends EventBase>(game: Module<S, A, E>, setup: unknown, rules = 'current'): Start<S, E> => {
  const res = game.load({ rules, setup, actions: [] });
  if (!res.ok) throw new Error(`setup refused: ${JSON.stringify(res.error)}\n${JSON.stringify(setup)}`);
  return { state: res.value.state, events: res.value.events ?? [] };
};

export const loadSetup = <S, A extends ActionBase, E extends EventBase>(game: Module<S, A, E>, setup: unknown, rules = 'current'): S =>
  loadStart(game, setup, rules).state;

/** The option a random number picks (any integer, negative too). */
export const pick = <T>(list: readonly T[], n: number): T => list[((n % list.length) + list.length) % list.length] as T;

/** A check over the game's summary, added from outside (the fuzz test's deliberately broken one): a message when broken. */
export type ExtraInvariant = { readonly name: string; readonly broken: (summary: unknown) => string | null };

/**
 * One walk as it goes: the accepted actions, the action being checked now (the one a failure
 * names last), the events and prompt kinds reached (for the coverage checks), and an extra
 * invariant, if any. A failure is written as a scenario from `trace` and `trying`.
 */
export type WalkRun = {
  readonly trace: ActionBase[];
  trying: ActionBase | null;
  readonly reached: Set<string>;
  readonly extra: ExtraInvariant | null;
  /**
   * Skip the checks of the moves a walk tries but does not take (random probes, the options not
   * chosen): the path does not depend on them, so what the walk reaches is the same, sooner.
   * Only for counting coverage over many seeds, and only where the game's walk says so (FaB).
   */
  readonly light?: boolean;
};

export const newRun = (extra: ExtraInvariant | null = null, reached = new Set<string>(), light = false): WalkRun => ({ trace: [], trying: null, reached, extra, light });

/** Checks the extra invariant, if any, on a state the walk reached. */
export const checkExtra = (run: Pick<WalkRun, 'extra'>, game: AnyGameModule, state: unknown): void => {
  const broken = run.extra?.broken(game.summary(state)) ?? null;
  if (broken !== null) throw new Error(`invariant "${run.extra?.name}" broken: ${broken}`);
};

/** Every event is one the game declares, citing a rule it lists (the locales must be able to name both). */
export const checkRules = (game: AnyGameModule, events: readonly EventBase[]): void => {
  for (const e of events) {
    if (!game.vocabulary.events.includes(e.type)) throw new Error(`undeclared event ${e.type}`);
    if (e.rule.game !== game.id || !game.rules.includes(e.rule.id)) throw new Error(`event ${e.type} cites ${e.rule.game} ${e.rule.id}, not a rule of ${game.id}`);
  }
};

const snapshots = new WeakMap<object, string>();

/**
 * A state's JSON as the walk first saw it, worked out once per state object (the largest states
 * are FaB's, and a step looks at its state several times). The checks that nothing changed it
 * compare a fresh JSON.stringify with this.
 */
export const snapshot = (s: unknown): string => {
  if (typeof s !== 'object' || s === null) return JSON.stringify(s);
  const known = snapshots.get(s);
  if (known !== undefined) return known;
  const json = JSON.stringify(s);
  snapshots.set(s, json);
  return json;
};

const refusalOk = (game: AnyGameModule, state: unknown, before: string, action: ActionBase, e: EngineError): void => {
  const what = `refused ${JSON.stringify(action)}`;
  if (!game.vocabulary.errors.includes(e.code)) throw new Error(`${what}: undeclared error code ${e.code}`);
  if (e.rule.game !== game.id || !game.rules.includes(e.rule.id)) throw new Error(`${what}: cites ${e.rule.game} ${e.rule.id}, not a rule of ${game.id}`);
  if (JSON.stringify(state) !== before) throw new Error(`${what}: the refusal changed the state`);
};

/**
 * An illegal action is refused with an error the game declares, citing a rule it lists, and
 * leaves the state exactly as it was (architecture.md, "The engine contract").
 */
export const checkRefusal = (game: AnyGameModule, state: unknown, before: string, action: ActionBase): void => {
  const res = game.apply(state, action);
  if (!res.ok) refusalOk(game, state, before, action, res.error);
};

/**
 * Tries an action the walk has not chosen (a random one, legal or not). Whatever the outcome, the
 * state it was tried on is untouched. Refused, it is refused as {@link checkRefusal} says, and
 * played through `play` it stops there with the very same state and code. The result is returned:
 * what an accepted one means is the caller's.
 */
export const tryAction = <S, A extends ActionBase, E extends EventBase>(game: Module<S, A, E>, run: WalkRun, s: S, action: A): Result<Transition<S, E>, EngineError> => {
  run.trying = action;
  const before = snapshot(s);
  const res = game.apply(s, action);
  if (res.ok) {
    if (JSON.stringify(s) !== before) throw new Error(`accepting ${JSON.stringify(action)} changed the state it was applied to`);
    return res;
  }
  run.reached.add(`refused ${res.error.code}`);
  refusalOk(game, s, before, action, res.error);
  const replayed = play(game, s, [action]);
  if (replayed.state !== s || replayed.rejected?.error.code !== res.error.code) throw new Error(`refused ${JSON.stringify(action)}, but not so when played`);
  return res;
};

/** Runs the checks of a step, naming in a failure the action and the actions before it. */
export const checking = (run: WalkRun, action: ActionBase, checks: () => void): void => {
  try {
    checks();
  } catch (e) {
    // What broke first (a failure's title is its first line); the actions are in the written walk.
    throw new Error(`${(e as Error).message} (after ${run.trace.length} actions, then ${JSON.stringify(action)}; before them ${JSON.stringify(run.trace)})`, { cause: e });
  }
};

/**
 * A game's invariants, run by its walks and by the replay of a written walk alike (the rules its
 * events cite and the extra invariant are checked besides, in every game).
 */
export type Checks<S, A extends ActionBase = ActionBase, E extends EventBase = EventBase> = {
  /** On every state reached, the loaded one first (`start`). */
  readonly state: (start: S, s: S) => void;
  /** On every transition taken. */
  readonly step: (before: S, action: A, after: S, events: readonly E[]) => void;
  /** Totals over the walk so far, which no one step can check: `events` holds every event since `start`. */
  readonly totals?: (start: S, s: S, events: readonly E[]) => void;
};

/** A transition's checks, in the order the walk and the replay both run them. */
const checkTransition = <S, A extends ActionBase, E extends EventBase>(
  game: AnyGameModule, checks: Checks<S, A, E>, extra: ExtraInvariant | null, start: S, before: S, action: A, after: Transition<S, E>, events: readonly E[],
): void => {
  checkRules(game, after.events);
  checks.step(before, action, after.state, after.events);
  checks.totals?.(start, after.state, events);
  checks.state(start, after.state);
  checkExtra({ extra }, game, after.state);
};

/** The part of a game's state the walk reads: play is over, or someone is to act. */
type Over = { readonly ended: boolean; readonly gameOver: boolean };

/** One walk as {@link randomWalk} runs it, as the game's hooks see it. */
export type Walk<S, A extends ActionBase, E extends EventBase> = {
  readonly run: WalkRun;
  readonly game: Module<S, A, E>;
  /** The loaded state, and every event since it. */
  readonly start: S;
  readonly events: E[];
  /** Takes a step: the action (applied already if `applied` is given) is checked and recorded; returns the state reached. */
  readonly take: (s: S, action: A, applied?: Transition<S, E>) => S;
};

/**
 * A game's random walk, for {@link randomWalk}: how it draws actions from a random number, and
 * what it adds to the checks every walk makes.
 */
export type WalkDef<S extends Over, A extends ActionBase, E extends EventBase> = {
  readonly game: Module<S, A, E>;
  readonly checks: Checks<S, A, E>;
  /**
   * Before each step, what the walk tries but does not choose (a random action, the options left
   * out); returns the state the step goes on from, `s` unless an accepted random action was taken.
   * {@link probeRandom} makes the usual one.
   */
  readonly probe: (w: Walk<S, A, E>, s: S, n: number) => S;
  /** The action the walk takes from `s`, drawn from `n`; null when nobody is to act, which ends the walk. */
  readonly next: (w: Walk<S, A, E>, s: S, n: number) => A | null;
  /** What the game notes and checks of a step as it is taken, before its invariants. */
  readonly taken?: (w: Walk<S, A, E>, before: S, action: A, after: S, events: readonly E[]) => void;
  /** Once nobody is to act: what the walk still tries. */
  readonly stopped?: (w: Walk<S, A, E>, s: S) => void;
  /** At the very end, after the replay. */
  readonly end?: (w: Walk<S, A, E>, s: S) => void;
  /** False for a game that checks JSON copies its own way (MTG, now and then, drawn from its PRNG). */
  readonly copies?: boolean;
  /** The ids of the state's cards, which the view's `cards` must name exactly; absent for a view with no card table. */
  readonly cards?: (s: S) => readonly string[];
};

/**
 * The usual probe: a random action drawn from `n` (spread apart from the step's own draw), tried
 * ({@link tryAction}); if it is accepted, the walk ignores it or, with `accepted` 'take', takes it
 * as a step.
 */
export const probeRandom =
  <S, A extends ActionBase, E extends EventBase>(random: (s: S, n: number) => A, accepted: 'ignore' | 'take' = 'ignore') =>
  (w: Walk<S, A, E>, s: S, n: number): S => {
    const action = random(s, n * 31 + 7);
    const res = tryAction(w.game, w.run, s, action);
    return res.ok && accepted === 'take' ? w.take(s, action, res.value) : s;
  };

/**
 * Whether a state is plain JSON data (objects, arrays, strings, finite numbers, booleans, null),
 * so a copy through JSON is the same state: cheaper than a deep comparison with the copy.
 */
export const isJsonData = (x: unknown): boolean => {
  if (x === null || typeof x === 'string' || typeof x === 'boolean') return true;
  if (typeof x === 'number') return Number.isFinite(x) && !Object.is(x, -0);
  if (Array.isArray(x)) return x.every(isJsonData);
  if (typeof x !== 'object' || Object.getPrototypeOf(x) !== Object.prototype) return false;
  return Object.values(x).every((v) => v === undefined || isJsonData(v));
};

/** The state is plain JSON data, and the same action on a JSON copy of it (`before`) gives the same result. */
const sameOnCopy = (game: AnyGameModule, s: unknown, before: string, action: ActionBase, result: Transition<unknown, EventBase>): void => {
  if (!isJsonData(s)) throw new Error('the state is not plain JSON data');
  const again = game.apply(JSON.parse(before), action);
  if (!again.ok || JSON.stringify(again.value) !== JSON.stringify(result)) throw new Error(`${JSON.stringify(action)} on a JSON copy of the state gave another result`);
};

/**
 * A step taken: the action is accepted and leaves the state it was applied to untouched; a JSON
 * copy gives the same result; what it reached is noted; then its checks, and it joins the trace.
 */
const takeStep = <S extends Over, A extends ActionBase, E extends EventBase>(def: WalkDef<S, A, E>, w: Walk<S, A, E>, s: S, action: A, applied?: Transition<S, E>): S => {
  w.run.trying = action;
  const before = snapshot(s);
  const res = applied === undefined ? def.game.apply(s, action) : ({ ok: true, value: applied } as const);
  if (!res.ok) throw new Error(`an option the walk took was refused: ${JSON.stringify(action)} -> ${JSON.stringify(res.error)}`);
  if (JSON.stringify(s) !== before) throw new Error(`${JSON.stringify(action)} changed the state it was applied to`);
  if (def.copies !== false) sameOnCopy(def.game, s, before, action, res.value);
  def.taken?.(w, s, action, res.value.state, res.value.events);
  for (const e of res.value.events) w.run.reached.add(e.type);
  w.events.push(...res.value.events);
  checking(w.run, action, () => checkTransition(def.game, def.checks, w.run.extra, w.start, s, action, res.value, w.events));
  w.run.trace.push(action);
  w.run.trying = null;
  return res.value.state;
};

/** At the end of a walk: the log replays (from the loaded state, the same state and events), and the view names every card. */
const checkEnd = <S extends Over, A extends ActionBase, E extends EventBase>(def: WalkDef<S, A, E>, w: Walk<S, A, E>, opening: readonly E[], s: S): void => {
  const replay = play(def.game, w.start, w.run.trace as A[], opening);
  if (replay.rejected !== null) throw new Error(`the log does not replay: action ${replay.rejected.index} refused (${replay.rejected.error.code})`);
  if (JSON.stringify(replay.state) !== JSON.stringify(s)) throw new Error('the log replays to another state');
  if (JSON.stringify(replay.events) !== JSON.stringify([...opening, ...w.events])) throw new Error('the log replays with other events');
  const cards = def.cards?.(s);
  if (cards === undefined) return;
  // A game gives `cards` only when its view has a card table.
  const named = Object.keys((def.game.view(s) as { cards: Readonly<Record<string, unknown>> }).cards);
  if (JSON.stringify(named.toSorted()) !== JSON.stringify(cards.toSorted())) throw new Error(`the view names ${named.join(' ')}, the state has ${cards.join(' ')}`);
};

/**
 * One random walk from a loaded set-up: before each step the game's probe (a random action, legal
 * or not), then the action the game draws from the step's number, taken and checked (see
 * takeStep); the walk ends when nobody is to act, which only happens once play is over, or when
 * the numbers run out. A targeted walk first takes the actions of `prefix` (a fixture's), each
 * step with its probe as usual. At the end the log replays and the view names every card.
 */
export const randomWalk = <S extends Over, A extends ActionBase, E extends EventBase>(
  def: WalkDef<S, A, E>, run: WalkRun, start: Start<S, E>, numbers: readonly number[], prefix: readonly A[] = [],
): void => {
  const w: Walk<S, A, E> = { run, game: def.game, start: start.state, events: [], take: (s, action, applied) => takeStep(def, w, s, action, applied) };
  checkRules(def.game, start.events);
  def.checks.state(start.state, start.state);
  // A forced step's probes draw from its place in the prefix, spread apart.
  const draws = [...prefix.map((forced, i) => ({ n: i * 40503 + 1, forced })), ...numbers.map((n) => ({ n, forced: null }))];
  let s = start.state;
  for (const { n, forced } of draws) {
    s = def.probe(w, s, n);
    const action = forced ?? def.next(w, s, n);
    if (action === null) {
      if (!s.ended && !s.gameOver) throw new Error('nobody is to act, yet play is not over');
      def.stopped?.(w, s);
      break;
    }
    s = takeStep(def, w, s, action);
  }
  checkEnd(def, w, start.events, s);
  def.end?.(w, s);
};

/**
 * Replays a written walk (a fuzz failure file) from its loaded state under the game's invariants:
 * every action but the last must be accepted; the last may be refused, and then the refusal is
 * checked. Throws at the first broken invariant, naming the action.
 */
export const replayChecked = <S, A extends ActionBase, E extends EventBase>(
  game: AnyGameModule, checks: Checks<S, A, E>, start: Start<S, E>, actions: readonly A[], extra: ExtraInvariant | null,
): void => {
  let s = start.state;
  const events: E[] = [];
  checkRules(game, start.events);
  checks.state(start.state, s);
  for (const [i, action] of actions.entries()) {
    const before = JSON.stringify(s);
    const res = game.apply(s, action);
    const at = (e: unknown) => new Error(`actions[${i}] ${JSON.stringify(action)}: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
    if (!res.ok) {
      if (i < actions.length - 1) throw at(`refused (${res.error.code}, ${res.error.rule.id}) before the end of the walk`);
      try {
        checkRefusal(game, s, before, action);
      } catch (e) {
        throw at(e);
      }
      return;
    }
    const step = res.value as Transition<S, E>;
    events.push(...step.events);
    try {
      checkTransition(game, checks, extra, start.state, s, action, step, events);
    } catch (e) {
      throw at(e);
    }
    s = step.state;
  }
};
