/**
 * The session store: a vanilla zustand store over { scenario, actions, cursor }.
 *
 * The engine derives everything else, inside the actions below, never in selectors: each
 * accepted action leaves a frame (state, prompt, its events), so undo and redo only move the
 * cursor, and components read stored references (zustand 5 loops on fresh objects).
 * No React here: tests and the browser use the same factory.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type {
  ActionBase,
  AnyGameModule,
  EngineError,
  EventBase,
  PromptBase,
  Result,
  ScenarioError,
  Transition,
  ViewBase,
} from '../engine/types.ts';

import type { Scenario } from '../scenario/envelope.ts';
import { shareEqual } from './share.ts';

export type { Scenario };

/**
 * The envelope's format tag, as src/scenario/envelope.ts declares it. Repeated here as a value
 * (checked equal by a test) so the first page load does not pull in the schema library.
 */
export const SCENARIO_FORMAT: Scenario['format'] = 'combat-referee/scenario@1';

export type Screen = 'start' | 'setup' | 'combat';

/** What the game looked like after a number of accepted actions. */
export type Frame = {
  readonly state: unknown;
  readonly prompt: PromptBase;
  /** The derived figures the board draws (module.view), computed once per frame. */
  readonly view: ViewBase;
  /** The events the action leading here produced (for the starting frame: what the rules did to the board as entered). */
  readonly events: readonly EventBase[];
};

export type Refusal = { readonly action: ActionBase; readonly error: EngineError };

/** A message for the user: a common-namespace key, its values, and optional raw details. */
export type Notice = {
  readonly tone: 'error' | 'info';
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
  readonly details?: readonly string[];
  /** An engine refusal shown with its own words and rule (import of a file with an illegal action). */
  readonly refusal?: Refusal;
};

export type SessionState = {
  readonly screen: Screen;
  /** The set-up being edited (a scenario with no actions), or null before a game is chosen. */
  readonly draft: Scenario | null;
  /** The running session: its module, its set-up, accepted actions (with the redo tail) and cursor. */
  readonly module: AnyGameModule | null;
  readonly scenario: Scenario | null;
  readonly actions: readonly ActionBase[];
  readonly cursor: number;
  /** Derived by the engine: frames[i] is the game after i actions; current = frames[cursor]. */
  readonly frames: readonly Frame[];
  readonly current: Frame | null;
  /** Every event up to the cursor, oldest first. */
  readonly log: readonly EventBase[];
  /** The last refused action, until the next accepted one or undo/redo. */
  readonly refusal: Refusal | null;
  readonly notice: Notice | null;
  /** Names the running session in the recent sessions list; a new one for each start. */
  readonly sessionId: string | null;
  /** The board of the running session is being edited (the set-up screen), with the decisions to replay onto it. */
  readonly editing: Editing | null;
};

/** A board edit in progress: the decisions made so far, and the draft to go back to on cancel. */
export type Editing = { readonly actions: readonly ActionBase[]; readonly draft: Scenario | null };

export type SessionStore = StoreApi<SessionState>;

const EMPTY: readonly never[] = [];

/** No session loaded: no rules module, no decisions, no derived position. */
const cleared = {
  module: null,
  scenario: null,
  actions: EMPTY,
  cursor: 0,
  frames: EMPTY,
  current: null,
  log: EMPTY,
  refusal: null,
  sessionId: null,
  editing: null,
} as const;

export const initialSessionState = (): SessionState => ({ screen: 'start', draft: null, notice: null, ...cleared });

export const createSession = (init?: Partial<SessionState>): SessionStore =>
  createStore<SessionState>()(() => ({ ...initialSessionState(), ...init }));

// ---------------------------------------------------------------------------------------------
// Selectors: module constants returning stored references or primitives only.

export const selectScreen = (s: SessionState) => s.screen;
export const selectDraft = (s: SessionState) => s.draft;
export const selectModule = (s: SessionState) => s.module;
export const selectScenario = (s: SessionState) => s.scenario;
export const selectCurrent = (s: SessionState) => s.current;
export const selectGameState = (s: SessionState) => s.current?.state;
export const selectPrompt = (s: SessionState) => s.current?.prompt;
export const selectView = (s: SessionState) => s.current?.view;
export const selectLog = (s: SessionState) => s.log;
export const selectRefusal = (s: SessionState) => s.refusal;
export const selectNotice = (s: SessionState) => s.notice;
export const selectCursor = (s: SessionState) => s.cursor;
export const selectCanUndo = (s: SessionState) => s.cursor > 0;
export const selectCanRedo = (s: SessionState) => s.cursor < s.actions.length;

/** A fresh session id (no crypto.randomUUID: it needs a secure context, and a referee may run over plain http on a LAN). */
export const newSessionId = (now: number = Date.now()): string => `${now.toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

// ---------------------------------------------------------------------------------------------
// Actions: plain functions over the store, so components hold no logic.

export type Started = { readonly rejected: { readonly index: number; readonly refusal: Refusal } | null };

/**
 * Loads a scenario through its game module and replays its actions. On invalid set-up the
 * store is left exactly as it was. An action the rules refuse stops the replay there (the file
 * format's rule): the session keeps the accepted prefix and reports the refusal.
 * A started session gets a new id unless `id` reopens a known one (the recent sessions list);
 * `id` as a function chooses once the replay is known (complete: every action accepted).
 */
export const startSession = (
  store: SessionStore,
  module: AnyGameModule,
  scenario: Scenario,
  cursor?: number,
  id?: string | ((complete: boolean) => string),
): Result<Started, readonly ScenarioError[]> => {
  if (scenario.game !== module.id) {
    return { ok: false, error: [{ path: 'game', message: `expected "${module.id}", got "${String(scenario.game)}"` }] };
  }
  let loaded;
  try {
    loaded = module.load({ rules: scenario.rules, setup: scenario.setup, actions: scenario.actions });
  } catch (e) {
    // load() promises never to throw; a bug there must not blank the page.
    return { ok: false, error: [{ path: '', message: e instanceof Error ? e.message : String(e) }] };
  }
  if (!loaded.ok) return loaded;
  const start: Frame = { state: loaded.value.state, prompt: module.prompt(loaded.value.state), view: module.view(loaded.value.state), events: loaded.value.events ?? EMPTY };
  const frames: Frame[] = [start];
  const actions: ActionBase[] = [];
  let rejected: Started['rejected'] = null;
  for (const [index, action] of (loaded.value.actions as readonly ActionBase[]).entries()) {
    const prev = frames[frames.length - 1] as Frame;
    const result = module.apply(prev.state, action) as Result<Transition<unknown, EventBase>, EngineError>;
    if (!result.ok) {
      rejected = { index, refusal: { action, error: result.error } };
      break;
    }
    actions.push(action);
    frames.push(frameOf(module, result.value, prev));
  }
  const at = cursor === undefined ? actions.length : Math.max(0, Math.min(cursor, actions.length));
  store.setState({
    screen: 'combat',
    module,
    scenario: { ...scenario, actions: EMPTY },
    actions,
    cursor: at,
    frames,
    current: frames[at] ?? null,
    log: logUpTo(frames, at),
    refusal: rejected?.refusal ?? null,
    sessionId: typeof id === 'function' ? id(rejected === null) : (id ?? newSessionId()),
    editing: null,
  });
  return { ok: true, value: { rejected } };
};

/**
 * The frame after a transition. Its view shares every part equal to the previous frame's view
 * (src/store/share.ts), so the board's memoised rows redraw only what the action changed.
 */
const frameOf = (module: AnyGameModule, t: Transition<unknown, EventBase>, prev: Frame | undefined): Frame => ({
  state: t.state,
  prompt: module.prompt(t.state) as PromptBase,
  view: shareEqual(prev?.view, module.view(t.state) as ViewBase),
  events: t.events,
});

const logUpTo = (frames: readonly Frame[], cursor: number): readonly EventBase[] => {
  const log: EventBase[] = [];
  for (let i = 0; i <= cursor; i++) for (const e of frames[i]?.events ?? EMPTY) log.push(e);
  return log;
};

/** Asks the engine what an action would do, without committing it (live checks in forms). */
export const preview = (
  store: SessionStore,
  action: ActionBase,
): Result<Transition<unknown, EventBase>, EngineError> | null => {
  const { module, current } = store.getState();
  if (!module || !current) return null;
  return module.apply(current.state, action) as Result<Transition<unknown, EventBase>, EngineError>;
};

/**
 * Sends an action to the engine. Accepted: it becomes the next entry of the log and drops the
 * redo tail. Refused: the state stays as it was and the refusal is kept for the UI to explain.
 * Returns null when no session is running.
 */
export const dispatch = (store: SessionStore, action: ActionBase): Result<readonly EventBase[], EngineError> | null => {
  const s = store.getState();
  const result = preview(store, action);
  if (result === null || !s.module) return null; // no session running: nothing to act on
  if (!result.ok) {
    store.setState({ refusal: { action, error: result.error } });
    return result;
  }
  const frame = frameOf(s.module, result.value, s.current ?? undefined);
  const frames = [...s.frames.slice(0, s.cursor + 1), frame];
  store.setState({
    actions: [...s.actions.slice(0, s.cursor), action],
    frames,
    cursor: s.cursor + 1,
    current: frame,
    log: [...s.log, ...frame.events],
    refusal: null,
  });
  return { ok: true, value: frame.events };
};

export const undo = (store: SessionStore): boolean => {
  const s = store.getState();
  if (s.cursor === 0) return false;
  const leaving = s.frames[s.cursor] as Frame;
  const cursor = s.cursor - 1;
  store.setState({
    cursor,
    current: s.frames[cursor] ?? null,
    log: s.log.slice(0, s.log.length - leaving.events.length),
    refusal: null,
  });
  return true;
};

export const redo = (store: SessionStore): boolean => {
  const s = store.getState();
  if (s.cursor >= s.actions.length) return false;
  const cursor = s.cursor + 1;
  const frame = s.frames[cursor] as Frame;
  store.setState({ cursor, current: frame, log: [...s.log, ...frame.events], refusal: null });
  return true;
};


/** Back to the set-up editor with the board the session started from. */
export const restartFromSetup = (store: SessionStore): void => {
  const { scenario, draft } = store.getState();
  store.setState({ ...cleared, screen: 'setup', draft: scenario ?? draft, notice: null });
};

/**
 * Opens the set-up editor on the running session's board, keeping the session (and its decisions
 * up to the cursor, to replay onto the edited board) until a new start replaces it.
 */
export const editBoard = (store: SessionStore): boolean => {
  const { scenario, actions, cursor, draft, editing } = store.getState();
  if (scenario === null) return false;
  store.setState({ screen: 'setup', draft: scenario, editing: { actions: actions.slice(0, cursor), draft: editing?.draft ?? draft } });
  return true;
};

/** Back to the start screen with nothing loaded. */
export const newSession = (store: SessionStore): void => {
  store.setState({ ...cleared, screen: 'start', draft: null, notice: null });
};

export const editDraft = (store: SessionStore, draft: Scenario): void => {
  store.setState({ draft, screen: 'setup' });
};

export const setNotice = (store: SessionStore, notice: Notice | null): void => {
  store.setState({ notice });
};

export const clearRefusal = (store: SessionStore): void => {
  store.setState({ refusal: null });
};

/** The session written down as a scenario file: the set-up plus the actions up to the cursor. */
export const toScenario = (s: SessionState): Scenario | null =>
  s.scenario === null ? null : { ...s.scenario, actions: s.actions.slice(0, s.cursor) };
