/**
 * Local persistence of the session: the set-up, the player decisions and the cursor, never
 * the derived state (the engine rebuilds it, so a changed engine cannot load a stale board).
 *
 * Storage is untrusted: anything unreadable is copied to a backup key, the session starts
 * clean, and a notice says so, so nothing is lost and the page never goes blank.
 */
import { gameUnavailable } from '../engine/gameUnavailable.ts';
import type { ActionBase, AnyGameModule, GameId } from '../engine/types.ts';
import { GAME_IDS } from '../engine/types.ts';
import {
  editBoard,
  startSession,
  type Scenario,
  type Screen,
  type SessionState,
  type SessionStore,
} from './session.ts';

export const STORAGE_KEY = 'combat-referee/session';
export const BACKUP_KEY = 'combat-referee/session-corrupt';
export const SCHEMA_VERSION = 1;

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type Stored = {
  readonly version: typeof SCHEMA_VERSION;
  readonly screen: Screen;
  readonly draft: Scenario | null;
  readonly session: {
    readonly scenario: Scenario;
    readonly actions: readonly ActionBase[];
    readonly cursor: number;
    /** Its entry in the recent sessions list (absent in data saved before the list existed). */
    readonly id?: string;
    /** The board was being edited, with the decisions up to the cursor to replay onto it. */
    readonly editing?: boolean;
  } | null;
};

export const snapshot = (s: SessionState): Stored => ({
  version: SCHEMA_VERSION,
  screen: s.screen,
  draft: s.draft,
  session:
    s.scenario === null
      ? null
      : {
          scenario: s.scenario,
          actions: s.actions,
          cursor: s.cursor,
          ...(s.sessionId === null ? {} : { id: s.sessionId }),
          editing: s.editing !== null,
        },
});

/** Writes the session whenever a persisted field changes. Returns the unsubscribe function. */
export const persistSession = (store: SessionStore, storage: KeyValueStorage): (() => void) => {
  let warned = false;
  return store.subscribe((next, prev) => {
    if (
      next.screen === prev.screen &&
      next.draft === prev.draft &&
      next.scenario === prev.scenario &&
      next.actions === prev.actions &&
      next.cursor === prev.cursor &&
      next.sessionId === prev.sessionId &&
      next.editing === prev.editing
    ) {
      return;
    }
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify(snapshot(next)));
    } catch {
      // Quota or private mode: the session goes on in memory; say it once.
      if (!warned) store.setState({ notice: { tone: 'error', key: 'notice.storageWriteFailed' } });
      warned = true;
    }
  });
};

export type ReadResult =
  | { readonly kind: 'empty' }
  | { readonly kind: 'ok'; readonly stored: Stored }
  | { readonly kind: 'corrupt'; readonly text: string; readonly reason: string };

const SCREENS: readonly string[] = ['start', 'setup', 'combat'];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The envelope only: the game module validates the set-up and actions when it loads them. */
const envelopeProblem = (v: unknown, path: string): string | null => {
  if (!isRecord(v)) return `${path}: not an object`;
  if (!(GAME_IDS as readonly unknown[]).includes(v['game'])) return `${path}.game: unknown game`;
  if (typeof v['rules'] !== 'string') return `${path}.rules: not a string`;
  if (typeof v['format'] !== 'string') return `${path}.format: not a string`;
  if (!Array.isArray(v['actions'])) return `${path}.actions: not a list`;
  return null;
};

const storedProblem = (v: unknown): string | null => {
  if (!isRecord(v)) return 'not an object';
  if (v['version'] !== SCHEMA_VERSION) return `version: expected ${SCHEMA_VERSION}, got ${JSON.stringify(v['version'])}`;
  if (!SCREENS.includes(v['screen'] as string)) return 'screen: unknown screen';
  if (v['draft'] !== null) {
    const p = envelopeProblem(v['draft'], 'draft');
    if (p) return p;
  }
  const session = v['session'];
  if (session === null) return null;
  if (!isRecord(session)) return 'session: not an object';
  const p = envelopeProblem(session['scenario'], 'session.scenario');
  if (p) return p;
  const actions = session['actions'];
  if (!Array.isArray(actions) || !actions.every(isRecord)) return 'session.actions: not a list of actions';
  const cursor = session['cursor'];
  if (!Number.isInteger(cursor) || (cursor as number) < 0 || (cursor as number) > actions.length) {
    return 'session.cursor: out of range';
  }
  if (session['id'] !== undefined && typeof session['id'] !== 'string') return 'session.id: not a string';
  return null;
};

export const readStored = (storage: KeyValueStorage): ReadResult => {
  let text: string | null;
  try {
    text = storage.getItem(STORAGE_KEY);
  } catch {
    return { kind: 'empty' }; // storage disabled: nothing to restore, nothing to back up
  }
  if (text === null) return { kind: 'empty' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { kind: 'corrupt', text, reason: e instanceof Error ? e.message : 'invalid JSON' };
  }
  const problem = storedProblem(value);
  return problem === null ? { kind: 'ok', stored: value as Stored } : { kind: 'corrupt', text, reason: problem };
};

/** Moves unreadable text to a free backup key (never over an earlier backup) and clears the session key. */
export const backUpCorrupt = (storage: KeyValueStorage, text: string): string => {
  let key = BACKUP_KEY;
  for (let n = 2; n < 100; n++) {
    const held = storage.getItem(key);
    if (held === null || held === text) break;
    key = `${BACKUP_KEY}-${n}`;
  }
  try {
    storage.setItem(key, text);
    storage.removeItem(STORAGE_KEY);
  } catch {
    // Could not write the backup: leave the original where it is rather than lose it.
  }
  return key;
};

export type RestoreOutcome = 'empty' | 'restored' | 'corrupt';

export type LoadModule = (game: GameId) => Promise<AnyGameModule | null>;

/**
 * Rebuilds the stored session through the engine. Anything wrong (unreadable JSON, wrong
 * version, a set-up the engine rejects) leaves a clean start, a backup and a notice.
 */
export const restoreSession = async (
  store: SessionStore,
  storage: KeyValueStorage,
  loadModule: LoadModule,
): Promise<RestoreOutcome> => {
  const read = readStored(storage);
  if (read.kind === 'empty') return 'empty';
  if (read.kind === 'corrupt') return corrupt(store, storage, read.text, [read.reason]);
  const { stored } = read;
  if (stored.session === null) {
    store.setState({ screen: stored.draft === null ? 'start' : stored.screen === 'combat' ? 'setup' : stored.screen, draft: stored.draft });
    return 'restored';
  }
  const { scenario, actions, cursor, id, editing } = stored.session;
  let module: AnyGameModule | null;
  try {
    module = await loadModule(scenario.game);
  } catch (e) {
    // A chunk that fails to load (offline, new deploy) is not corruption: keep the stored text.
    store.setState({ notice: { tone: 'error', key: 'notice.gameLoadFailed', details: [String(e)] } });
    return 'empty';
  }
  if (module === null) return corrupt(store, storage, JSON.stringify(stored), [`session.scenario.game: ${gameUnavailable(scenario.game)}`]);
  const started = startSession(store, module, { ...scenario, actions }, cursor, id);
  if (!started.ok) {
    return corrupt(store, storage, JSON.stringify(stored), started.error.map((e) => `${e.path}: ${e.message}`));
  }
  // A board edit under way goes on, with the decisions up to the cursor to replay.
  if (editing === true) editBoard(store);
  store.setState({ draft: stored.draft });
  if (started.value.rejected !== null) {
    // The engine now refuses a stored decision: keep what it accepts, back up the rest.
    backUpCorrupt(storage, JSON.stringify(stored));
    store.setState({
      notice: { tone: 'error', key: 'notice.storageReplayStopped', refusal: started.value.rejected.refusal },
    });
  }
  return 'restored';
};

const corrupt = (store: SessionStore, storage: KeyValueStorage, text: string, details: readonly string[]): RestoreOutcome => {
  const key = backUpCorrupt(storage, text);
  store.setState({ notice: { tone: 'error', key: 'notice.storageCorrupt', values: { key }, details } });
  return 'corrupt';
};
