/**
 * The recent sessions list: every session the judge ran in this browser (its set-up, decisions
 * and cursor), newest change first, so none is lost to "New board", a share link or a file.
 *
 * The running session's entry is kept up to date on every change, so it is already in the list
 * before anything replaces it. Storage is untrusted, as in persist.ts: the list is versioned,
 * an unreadable list or entry is copied to a backup key and reported, and the rest is kept.
 * Loaded lazily (not on the start screen's first paint); no React, no DOM. It takes the session
 * store's functions as arguments rather than importing them: a module of the first load that a
 * lazy one imports may be split out of the first chunk by the bundler, which costs bytes there.
 */
import { gameUnavailable } from '../engine/gameUnavailable.ts';
import type { ActionBase, AnyGameModule, GameId } from '../engine/types.ts';
import { GAME_IDS } from '../engine/types.ts';
import type { KeyValueStorage, LoadModule } from './persist.ts';
import type { Notice, Scenario, SessionState, SessionStore, startSession } from './session.ts';

export const RECENT_KEY = 'combat-referee/recent';
export const RECENT_BACKUP_KEY = 'combat-referee/recent-corrupt';
export const RECENT_VERSION = 1;
/** How many sessions the list keeps; the oldest change drops out first. */
export const RECENT_LIMIT = 30;
/** How many object names a generated title shows. */
export const TITLE_NAMES = 3;
const NAME_LENGTH = 40;
const TITLE_LENGTH = 120;

export type RecentEntry = {
  readonly id: string;
  readonly game: GameId;
  readonly rules: string;
  /** The scenario's own title, or '' (the list then shows one made of the game and the names below). */
  readonly title: string;
  readonly players: readonly string[];
  /** The first objects' names (cards, permanents), for a generated title. */
  readonly names: readonly string[];
  /** How many objects the board holds. */
  readonly objects: number;
  /** Milliseconds since the epoch of the last change. */
  readonly updatedAt: number;
  /** The set-up (with no actions), the decisions (redo tail included) and the cursor. */
  readonly scenario: Scenario;
  readonly actions: readonly ActionBase[];
  readonly cursor: number;
};

export type RecentFile = { readonly version: typeof RECENT_VERSION; readonly entries: readonly RecentEntry[] };

/** The decisions made up to the cursor: what the list counts. */
export const decisionsOf = (e: RecentEntry): number => e.cursor;

// ---------------------------------------------------------------------------------------------
// Entries from the session

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const shortText = (v: unknown, max: number): string => (typeof v === 'string' ? v.trim().slice(0, max) : '');

/** The session as a list entry, or null when no session runs. */
export const entryOf = (s: SessionState, now: number): RecentEntry | null => {
  if (s.scenario === null || s.sessionId === null) return null;
  const setup = isRecord(s.scenario.setup) ? s.scenario.setup : {};
  const players = Array.isArray(setup['players']) ? setup['players'].filter(isRecord).map((p) => shortText(p['id'], NAME_LENGTH)) : [];
  const list = Array.isArray(setup['permanents']) ? setup['permanents'] : Array.isArray(setup['cards']) ? setup['cards'] : [];
  const objects = list.filter(isRecord);
  return {
    id: s.sessionId,
    game: s.scenario.game,
    rules: s.scenario.rules,
    title: shortText(s.scenario.title, TITLE_LENGTH),
    players,
    names: objects.slice(0, TITLE_NAMES).map((o) => shortText(o['name'], NAME_LENGTH) || shortText(o['id'], NAME_LENGTH)),
    objects: objects.length,
    updatedAt: now,
    scenario: { ...s.scenario, actions: [] },
    actions: s.actions,
    cursor: s.cursor,
  };
};

const sameContent = (a: RecentEntry, b: RecentEntry): boolean =>
  a.cursor === b.cursor &&
  a.actions.length === b.actions.length &&
  JSON.stringify(a.actions) === JSON.stringify(b.actions) &&
  JSON.stringify(a.scenario) === JSON.stringify(b.scenario);

/**
 * The list with `entry` first (replacing the entry of the same id), cut to `limit`. An entry
 * whose content did not change keeps its place and date: reopening a session is not a change.
 */
export const upsert = (entries: readonly RecentEntry[], entry: RecentEntry, limit: number = RECENT_LIMIT): readonly RecentEntry[] => {
  const held = entries.find((e) => e.id === entry.id);
  if (held !== undefined && sameContent(held, entry)) return entries;
  return [entry, ...entries.filter((e) => e.id !== entry.id)].slice(0, Math.max(1, limit));
};

export const removeEntry = (entries: readonly RecentEntry[], id: string): readonly RecentEntry[] => entries.filter((e) => e.id !== id);

/** Puts a removed entry back where the date of its last change places it (undo of a delete). */
export const reinsert = (entries: readonly RecentEntry[], entry: RecentEntry, limit: number = RECENT_LIMIT): readonly RecentEntry[] => {
  const rest = entries.filter((e) => e.id !== entry.id);
  const at = rest.findIndex((e) => e.updatedAt < entry.updatedAt);
  const next = at === -1 ? [...rest, entry] : [...rest.slice(0, at), entry, ...rest.slice(at)];
  return next.slice(0, Math.max(1, limit));
};

// ---------------------------------------------------------------------------------------------
// Reading untrusted text

/** The scenario envelope (the game module checks the rest when it loads it), as persist.ts does. */
const envelopeProblem = (v: unknown, path: string): string | null => {
  if (!isRecord(v)) return `${path}: not an object`;
  if (!(GAME_IDS as readonly unknown[]).includes(v['game'])) return `${path}.game: unknown game`;
  for (const key of ['rules', 'format'] as const) if (typeof v[key] !== 'string') return `${path}.${key}: not a string`;
  return Array.isArray(v['actions']) ? null : `${path}.actions: not a list`;
};

const entryProblem = (v: unknown): string | null => {
  if (!isRecord(v)) return 'not an object';
  if (typeof v['id'] !== 'string' || v['id'] === '') return 'id: not a string';
  if (!(GAME_IDS as readonly unknown[]).includes(v['game'])) return 'game: unknown game';
  if (typeof v['rules'] !== 'string') return 'rules: not a string';
  if (typeof v['title'] !== 'string') return 'title: not a string';
  for (const key of ['players', 'names'] as const) {
    const list = v[key];
    if (!Array.isArray(list) || !list.every((x) => typeof x === 'string')) return `${key}: not a list of words`;
  }
  if (!Number.isInteger(v['objects']) || (v['objects'] as number) < 0) return 'objects: not a count';
  if (typeof v['updatedAt'] !== 'number' || !Number.isFinite(v['updatedAt'])) return 'updatedAt: not a time';
  const envelope = envelopeProblem(v['scenario'], 'scenario');
  if (envelope !== null) return envelope;
  if ((v['scenario'] as Record<string, unknown>)['game'] !== v['game']) return 'scenario.game: not the entry’s game';
  const actions = v['actions'];
  if (!Array.isArray(actions) || !actions.every(isRecord)) return 'actions: not a list of actions';
  const cursor = v['cursor'];
  if (!Number.isInteger(cursor) || (cursor as number) < 0 || (cursor as number) > actions.length) return 'cursor: out of range';
  return null;
};

export type ParsedRecent = {
  readonly entries: readonly RecentEntry[];
  /** What could not be read ('' path for the whole list); empty when all was well. */
  readonly problems: readonly string[];
};

/** Reads the stored list: the good entries, and what was wrong with the rest (never throws). */
export const parseRecent = (text: string | null): ParsedRecent => {
  if (text === null) return { entries: [], problems: [] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { entries: [], problems: [e instanceof Error ? e.message : 'invalid JSON'] };
  }
  if (!isRecord(value)) return { entries: [], problems: ['not an object'] };
  if (value['version'] !== RECENT_VERSION) return { entries: [], problems: [`version: expected ${RECENT_VERSION}, got ${JSON.stringify(value['version'])}`] };
  const list = value['entries'];
  if (!Array.isArray(list)) return { entries: [], problems: ['entries: not a list'] };
  const entries: RecentEntry[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const [i, e] of list.entries()) {
    const problem = entryProblem(e);
    if (problem !== null) problems.push(`entries[${i}].${problem}`);
    else if (seen.has((e as RecentEntry).id)) problems.push(`entries[${i}].id: repeated`);
    else {
      seen.add((e as RecentEntry).id);
      entries.push(e as RecentEntry);
    }
  }
  return { entries, problems };
};

export const serializeRecent = (entries: readonly RecentEntry[]): string => JSON.stringify({ version: RECENT_VERSION, entries } satisfies RecentFile);

// ---------------------------------------------------------------------------------------------
// The list in storage

/**
 * Copies text to a free backup key (`base`, then `base-2`, ...; never over an earlier backup).
 * Returns the key, or null when the backup could not be written.
 */
export const backUpText = (storage: KeyValueStorage, base: string, text: string): string | null => {
  let key = base;
  try {
    for (let n = 2; n < 100; n++) {
      const held = storage.getItem(key);
      if (held === null || held === text) break;
      key = `${base}-${n}`;
    }
    storage.setItem(key, text);
    return key;
  } catch {
    return null;
  }
};

/** What went wrong with the stored list: the backup key holding the text, and the details. */
export type RecentProblem =
  | { readonly kind: 'corrupt'; readonly key: string | null; readonly details: readonly string[] }
  | { readonly kind: 'writeFailed' };

export type RecentBook = {
  /** The list, newest change first (a stable reference while nothing changes, for React). */
  readonly list: () => readonly RecentEntry[];
  readonly subscribe: (listener: () => void) => () => void;
  /** Records the session's current content (no-op without a session or when nothing changed). */
  readonly save: (s: SessionState) => void;
  /** Deletes an entry and returns it (to undo the delete with `restore`). */
  readonly remove: (id: string) => RecentEntry | null;
  readonly restore: (entry: RecentEntry) => void;
  /** The last problem met reading or writing the list, until the next good write. */
  readonly problem: () => RecentProblem | null;
};

/**
 * The list kept in `storage` under RECENT_KEY. Every change reads the stored list again first
 * (another tab may have written it), so two tabs add to one list rather than overwrite it.
 */
export const createRecentBook = (storage: KeyValueStorage, now: () => number = Date.now, limit: number = RECENT_LIMIT): RecentBook => {
  let text: string | null | undefined; // what `entries` was read from (undefined: not read yet)
  let entries: readonly RecentEntry[] = [];
  let problem: RecentProblem | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const l of listeners) l();
  };

  const read = (): readonly RecentEntry[] => {
    let current: string | null;
    try {
      current = storage.getItem(RECENT_KEY);
    } catch {
      return entries; // storage blocked: the list lives in memory
    }
    if (current === text) return entries;
    const parsed = parseRecent(current);
    text = current;
    entries = parsed.entries;
    if (parsed.problems.length > 0 && current !== null) {
      // Keep the unreadable text, then store the readable part so the problem is met once.
      const key = backUpText(storage, RECENT_BACKUP_KEY, current);
      problem = { kind: 'corrupt', key, details: parsed.problems };
      if (key !== null) write(parsed.entries, false);
    }
    return entries;
  };

  /** Writes the list; on a full storage the oldest entries go first (at least one is kept). */
  const write = (next: readonly RecentEntry[], clearProblem = true): boolean => {
    let list = next;
    for (;;) {
      const out = serializeRecent(list);
      try {
        storage.setItem(RECENT_KEY, out);
        text = out;
        entries = list;
        if (clearProblem && problem?.kind === 'writeFailed') problem = null;
        return true;
      } catch {
        if (list.length <= 1) break;
        list = list.slice(0, -1);
      }
    }
    entries = next; // the list still works for this page
    problem = { kind: 'writeFailed' };
    return false;
  };

  const change = (next: readonly RecentEntry[]) => {
    if (next === entries) return;
    write(next);
    notify();
  };

  return {
    list: read,
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    save: (s) => {
      const entry = entryOf(s, now());
      if (entry !== null) change(upsert(read(), entry, limit));
    },
    remove: (id) => {
      const held = read().find((e) => e.id === id) ?? null;
      if (held !== null) change(removeEntry(entries, id));
      return held;
    },
    restore: (entry) => change(reinsert(read(), entry, limit)),
    problem: () => {
      read();
      return problem;
    },
  };
};

// ---------------------------------------------------------------------------------------------
// The list and the session store

let shared: RecentBook | null = null;

/** The page's list, once `trackRecent` has started it. */
export const recentBook = (): RecentBook | null => shared;

const sessionChanged = (a: SessionState, b: SessionState): boolean =>
  a.sessionId !== b.sessionId || a.scenario !== b.scenario || a.actions !== b.actions || a.cursor !== b.cursor;

/** Runs `save` later (or now): how the list's writes are taken off a tap. */
export type Defer = (save: () => void) => void;

/** The tracker's handle: `stop` unsubscribes, `flush` writes a change still waiting (the page is going away). */
export type RecentTracker = { readonly stop: () => void; readonly flush: () => void };

/**
 * Keeps the running session's entry up to date: saved now (a session restored from before the
 * list existed), on every change, and, before another session replaces it, in its last state.
 * Reports an unreadable list once.
 * A change within one session may be written later (`defer`): rewriting the whole list (thirty
 * sessions, hundreds of KB) on every tap would slow the tap, and the session store's own save
 * (persist.ts), written at once, holds the same content, which the list takes again at the next
 * start. Changes that come before the write are written once. A session that is being replaced
 * is written at once, since nothing else holds it then.
 */
export const trackRecent = (store: SessionStore, storage: KeyValueStorage, now: () => number = Date.now, defer: Defer = (save) => save()): RecentTracker => {
  const book = createRecentBook(storage, now);
  shared = book;
  book.save(store.getState());
  const problem = book.problem();
  if (problem?.kind === 'corrupt' && store.getState().notice === null) {
    store.setState({ notice: { tone: 'error', key: 'recent.corrupt', values: { key: problem.key ?? RECENT_BACKUP_KEY }, details: problem.details } });
  }
  let waiting: SessionState | null = null;
  const flush = () => {
    const s = waiting;
    waiting = null;
    if (s !== null) book.save(s);
  };
  const stop = store.subscribe((next, prev) => {
    if (!sessionChanged(next, prev)) return;
    if (prev.sessionId !== null && prev.sessionId !== next.sessionId) {
      waiting = null; // prev is newer than anything waiting
      book.save(prev);
    }
    const scheduled = waiting !== null;
    waiting = next;
    if (!scheduled) defer(flush);
  });
  return { stop, flush };
};

/** What reopening a session needs from the session store (src/store/session.ts). */
export type Opener = { readonly startSession: typeof startSession; readonly newSessionId: () => string };

/**
 * Reopens a listed session: its set-up, decisions and cursor (the running one is already in the
 * list). On any problem the running session stays and a notice says what went wrong.
 */
export const openRecent = async (store: SessionStore, book: RecentBook, id: string, loadModule: LoadModule, { startSession, newSessionId }: Opener): Promise<boolean> => {
  const setNotice = (notice: Notice) => store.setState({ notice });
  const entry = book.list().find((e) => e.id === id);
  if (entry === undefined) return false;
  let module: AnyGameModule | null;
  try {
    module = await loadModule(entry.game);
  } catch (e) {
    setNotice({ tone: 'error', key: 'notice.gameLoadFailed', details: [String(e)] });
    return false;
  }
  if (module === null) {
    setNotice({ tone: 'error', key: 'recent.openFailed', details: [`game: ${gameUnavailable(entry.game)}`] });
    return false;
  }
  // A decision the rules now refuse: the reopened session (the accepted part) is a new entry, and
  // the listed one stays as it was, so nothing is lost.
  const started = startSession(store, module, { ...entry.scenario, actions: entry.actions }, entry.cursor, (complete) => (complete ? entry.id : newSessionId()));
  if (!started.ok) {
    setNotice({ tone: 'error', key: 'recent.openFailed', details: started.error.map((e) => (e.path === '' ? e.message : `${e.path}: ${e.message}`)) });
    return false;
  }
  const rejected = started.value.rejected;
  setNotice(
    rejected === null
      ? { tone: 'info', key: 'recent.opened' }
      : { tone: 'error', key: 'notice.storageReplayStopped', refusal: rejected.refusal },
  );
  return true;
};
