import { describe, expect, it } from 'vitest';
import type { AnyGameModule, GameId } from '../engine/types.ts';
import type { KeyValueStorage } from './persist.ts';
import {
  createRecentBook,
  entryOf,
  openRecent,
  parseRecent,
  RECENT_BACKUP_KEY,
  RECENT_KEY,
  RECENT_LIMIT,
  RECENT_VERSION,
  reinsert,
  trackRecent,
  upsert,
  type RecentEntry,
} from './recent.ts';
import { cancelEdit } from './edit.ts';
import { createSession, dispatch, editBoard, newSession, newSessionId, startSession, undo, type SessionStore } from './session.ts';
import { countGame, countScenario, type CountState } from './testGame.ts';

const game = countGame as unknown as AnyGameModule;
const add = (n: number) => ({ type: 'add', by: 'A', n });
const opener = { startSession, newSessionId };
const loadModule = async (id: GameId) => (id === 'mtg' ? game : null);

const memoryStorage = (init: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } => {
  const data = new Map(Object.entries(init));
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
};

const total = (store: SessionStore): number => {
  const current = store.getState().current;
  if (current === null) throw new Error('no session');
  return (current.state as CountState).total;
};

/** A clock that moves one minute a call. */
const clock = (start = 1_700_000_000_000) => {
  let t = start;
  return () => (t += 60_000);
};

const stored = (storage: { data: Map<string, string> }): { version: number; entries: RecentEntry[] } => JSON.parse(storage.data.get(RECENT_KEY) ?? 'null');

const entry = (id: string, updatedAt: number, extra: Partial<RecentEntry> = {}): RecentEntry => ({
  id,
  game: 'mtg',
  rules: '2024-11',
  title: '',
  players: ['A', 'B'],
  names: [],
  objects: 0,
  updatedAt,
  scenario: countScenario(10),
  actions: [],
  cursor: 0,
  ...extra,
});

describe('recent entries', () => {
  it('describes the session: title, players, first names, object count, decisions up to the cursor', () => {
    const store = createSession();
    const setup = { limit: 10, players: [{ id: 'A' }, { id: 'B' }], permanents: [{ id: 'c', name: 'Colossus' }, { id: 'bear' }, { id: 'o', name: '  Ogre ' }, { id: 'x', name: 'Extra' }] };
    startSession(store, game, { ...countScenario(10), setup, title: ' Double block ' });
    dispatch(store, add(2));
    dispatch(store, add(3));
    undo(store);
    const e = entryOf(store.getState(), 5);
    expect(e).toMatchObject({ title: 'Double block', players: ['A', 'B'], names: ['Colossus', 'bear', 'Ogre'], objects: 4, updatedAt: 5, cursor: 1 });
    expect(e?.actions).toEqual([add(2), add(3)]);
    expect(e?.scenario.actions).toEqual([]);
    expect(entryOf(createSession().getState(), 5)).toBeNull();
  });

  it('puts a changed session first, keeps an unchanged one in place, and drops the oldest past the limit', () => {
    let list: readonly RecentEntry[] = [];
    for (let i = 0; i < RECENT_LIMIT + 3; i++) list = upsert(list, entry(`s${i}`, i));
    expect(RECENT_LIMIT).toBeGreaterThanOrEqual(20);
    expect(list).toHaveLength(RECENT_LIMIT);
    expect(list[0]?.id).toBe(`s${RECENT_LIMIT + 2}`);
    expect(list.some((e) => e.id === 's0')).toBe(false);

    const same = upsert(list, entry('s10', 999));
    expect(same).toBe(list); // reopening is not a change: same place, same date
    const moved = upsert(list, entry('s10', 999, { cursor: 0, actions: [add(1)] }));
    expect(moved[0]?.id).toBe('s10');
    expect(moved).toHaveLength(RECENT_LIMIT);
  });

  it('puts a deleted entry back where its date belongs', () => {
    const list = [entry('c', 3), entry('b', 2), entry('a', 1)];
    expect(reinsert(list.filter((e) => e.id !== 'b'), entry('b', 2)).map((e) => e.id)).toEqual(['c', 'b', 'a']);
    expect(reinsert([], entry('b', 2)).map((e) => e.id)).toEqual(['b']);
  });
});

describe('reading the stored list', () => {
  it('reads nothing as an empty list', () => {
    expect(parseRecent(null)).toEqual({ entries: [], problems: [] });
  });

  it('keeps the good entries and names the bad ones', () => {
    const text = JSON.stringify({ version: RECENT_VERSION, entries: [entry('a', 1), { ...entry('b', 2), cursor: 5 }, { id: 'c' }, entry('a', 3)] });
    const parsed = parseRecent(text);
    expect(parsed.entries.map((e) => e.id)).toEqual(['a']);
    expect(parsed.problems).toEqual(['entries[1].cursor: out of range', 'entries[2].game: unknown game', 'entries[3].id: repeated']);
  });

  it('refuses another version and broken JSON as a whole', () => {
    expect(parseRecent(JSON.stringify({ version: 99, entries: [] })).problems).toEqual(['version: expected 1, got 99']);
    expect(parseRecent('{"version":1,').problems).toHaveLength(1);
    expect(parseRecent('[]').problems).toEqual(['not an object']);
  });

  it('backs up an unreadable list, keeps its readable entries and reports it, never throwing', () => {
    const text = JSON.stringify({ version: RECENT_VERSION, entries: [entry('a', 1), { id: 'broken' }] });
    const storage = memoryStorage({ [RECENT_KEY]: text, [RECENT_BACKUP_KEY]: 'an older backup' });
    const book = createRecentBook(storage);
    expect(book.list().map((e) => e.id)).toEqual(['a']);
    expect(book.problem()).toEqual({ kind: 'corrupt', key: `${RECENT_BACKUP_KEY}-2`, details: ['entries[1].game: unknown game'] });
    expect(storage.data.get(`${RECENT_BACKUP_KEY}-2`)).toBe(text);
    expect(storage.data.get(RECENT_BACKUP_KEY)).toBe('an older backup');
    expect(stored(storage).entries.map((e) => e.id)).toEqual(['a']); // met once: the readable part is stored again
  });

  it('reports an unreadable list on the session notice at start', () => {
    const storage = memoryStorage({ [RECENT_KEY]: 'not json' });
    const store = createSession();
    trackRecent(store, storage);
    expect(store.getState().notice).toMatchObject({ tone: 'error', key: 'recent.corrupt', values: { key: RECENT_BACKUP_KEY } });
    expect(storage.data.get(RECENT_BACKUP_KEY)).toBe('not json');
  });

  it('drops the oldest entries when storage is full, and says so when even one does not fit', () => {
    const data = new Map<string, string>();
    let max = Infinity;
    const storage: KeyValueStorage = {
      getItem: (k) => data.get(k) ?? null,
      setItem: (k, v) => {
        if (v.length > max) throw new Error('QuotaExceededError');
        data.set(k, v);
      },
      removeItem: (k) => void data.delete(k),
    };
    const book = createRecentBook(storage, clock());
    const store = createSession();
    for (let i = 1; i <= 3; i++) {
      startSession(store, game, countScenario(i));
      book.save(store.getState());
    }
    expect(book.list()).toHaveLength(3);
    max = (data.get(RECENT_KEY) ?? '').length - 10; // three no longer fit
    startSession(store, game, countScenario(4));
    book.save(store.getState());
    expect(JSON.parse(data.get(RECENT_KEY) ?? '').entries.map((e: RecentEntry) => e.scenario.setup)).toEqual([{ limit: 4 }, { limit: 3 }]);
    max = 10;
    dispatch(store, add(1));
    book.save(store.getState());
    expect(book.problem()).toEqual({ kind: 'writeFailed' });
    expect(book.list()[0]?.cursor).toBe(1); // the page still has it
  });
});

describe('the list follows the session', () => {
  it('keeps a session that "New board" and an opened link replace, and reopens it with its decisions and cursor', async () => {
    const storage = memoryStorage();
    const store = createSession();
    trackRecent(store, storage, clock());
    startSession(store, game, { ...countScenario(10), title: 'first' });
    dispatch(store, add(2));
    dispatch(store, add(3));
    undo(store);
    const firstId = store.getState().sessionId;
    newSession(store);
    startSession(store, game, { ...countScenario(20, [add(7)]), title: 'from a link' });
    const list = stored(storage).entries;
    expect(list.map((e) => e.title)).toEqual(['from a link', 'first']);
    expect(list[1]).toMatchObject({ id: firstId, cursor: 1, actions: [add(2), add(3)] });

    const book = createRecentBook(storage);
    expect(await openRecent(store, book, firstId ?? '', loadModule, opener)).toBe(true);
    expect(store.getState().sessionId).toBe(firstId);
    expect(total(store)).toBe(2);
    expect(store.getState().cursor).toBe(1);
    expect(store.getState().actions).toHaveLength(2); // redo survives
    expect(store.getState().notice).toMatchObject({ tone: 'info', key: 'recent.opened' });
    // Reopening is not a change: the list order stays.
    expect(stored(storage).entries.map((e) => e.title)).toEqual(['from a link', 'first']);
    dispatch(store, add(1));
    expect(stored(storage).entries.map((e) => e.title)).toEqual(['first', 'from a link']);
  });

  it('a deferred write takes the latest change once, and a replaced session is written at once', () => {
    const storage = memoryStorage();
    const store = createSession();
    const waiting: (() => void)[] = [];
    let writes = 0;
    const counted: KeyValueStorage = { ...storage, setItem: (k, v) => ((writes += 1), storage.setItem(k, v)) };
    const tracker = trackRecent(store, counted, clock(), (save) => waiting.push(save));
    startSession(store, game, { ...countScenario(10), title: 'first' });
    dispatch(store, add(2));
    dispatch(store, add(3));
    expect(writes).toBe(0); // nothing written on the taps
    expect(waiting).toHaveLength(1); // one write for the three changes
    tracker.flush();
    expect(stored(storage).entries[0]).toMatchObject({ title: 'first', cursor: 2 });
    expect(writes).toBe(1);

    dispatch(store, add(1)); // waits…
    startSession(store, game, { ...countScenario(20), title: 'second' }); // …and is written when the session is replaced
    expect(stored(storage).entries.map((e) => [e.title, e.cursor])).toEqual([['first', 3]]);
    for (const save of waiting.splice(0)) save();
    expect(stored(storage).entries.map((e) => [e.title, e.cursor])).toEqual([['second', 0], ['first', 3]]);
    tracker.stop();
    dispatch(store, add(1));
    tracker.flush();
    expect(stored(storage).entries[0]?.cursor).toBe(0); // stopped: no longer followed
  });

  it('saves a session restored from before the list existed as soon as the list starts', () => {
    const storage = memoryStorage();
    const store = createSession();
    startSession(store, game, countScenario(10, [add(4)]));
    trackRecent(store, storage);
    expect(stored(storage).entries).toHaveLength(1);
    expect(stored(storage).entries[0]?.cursor).toBe(1);
  });

  it('a deleted entry can be put back', () => {
    const storage = memoryStorage();
    const store = createSession();
    trackRecent(store, storage, clock());
    startSession(store, game, { ...countScenario(10), title: 'one' });
    startSession(store, game, { ...countScenario(10), title: 'two' });
    newSession(store);
    const book = createRecentBook(storage);
    const id = book.list()[1]?.id ?? '';
    const removed = book.remove(id);
    expect(book.list().map((e) => e.title)).toEqual(['two']);
    book.restore(removed as RecentEntry);
    expect(book.list().map((e) => e.title)).toEqual(['two', 'one']);
    expect(book.remove('nothing')).toBeNull();
  });

  it('a reopened session whose decision the rules now refuse becomes a new entry; the listed one stays whole', async () => {
    const storage = memoryStorage();
    const store = createSession();
    trackRecent(store, storage, clock());
    startSession(store, game, countScenario(10, [add(4), add(4)]));
    const id = store.getState().sessionId ?? '';
    newSession(store);
    // The stored board changes under it (an older save, an engine change): 4 + 4 is over 6.
    const book = createRecentBook(storage);
    const held = book.list()[0] as RecentEntry;
    book.restore({ ...held, scenario: countScenario(6) });
    expect(await openRecent(store, book, id, loadModule, opener)).toBe(true);
    expect(store.getState().notice).toMatchObject({ key: 'notice.storageReplayStopped', refusal: { error: { code: 'overLimit' } } });
    expect(store.getState().sessionId).not.toBe(id);
    const listed = stored(storage).entries.find((e) => e.id === id);
    expect(listed?.actions).toHaveLength(2);
    expect(stored(storage).entries).toHaveLength(2);
  });

  it('an unknown game leaves the running session and says so', async () => {
    const storage = memoryStorage();
    const store = createSession();
    trackRecent(store, storage, clock());
    startSession(store, game, countScenario(10, [add(1)]));
    const book = createRecentBook(storage);
    book.restore(entry('other', 1, { game: 'fab', scenario: { ...countScenario(3), game: 'fab' } }));
    const running = store.getState().sessionId;
    expect(await openRecent(store, book, 'other', loadModule, opener)).toBe(false);
    expect(store.getState().sessionId).toBe(running);
    expect(store.getState().notice).toMatchObject({ key: 'recent.openFailed' });
  });
});

describe('editing the board mid-combat', () => {
  it('keeps the session while editing; cancel returns to it unchanged', () => {
    const store = createSession();
    startSession(store, game, countScenario(10, [add(2), add(3)]));
    const before = store.getState();
    expect(editBoard(store)).toBe(true);
    const editing = store.getState();
    expect(editing.screen).toBe('setup');
    expect(editing.draft?.setup).toEqual({ limit: 10 });
    expect(editing.editing?.actions).toEqual([add(2), add(3)]);
    expect(editing.current).toBe(before.current);
    expect(cancelEdit(store)).toBe(true);
    const after = store.getState();
    expect(after.screen).toBe('combat');
    expect(after.editing).toBeNull();
    expect(after.current).toBe(before.current);
    expect(after.sessionId).toBe(before.sessionId);
    expect(cancelEdit(store)).toBe(false);
  });

  it('replays only the decisions up to the cursor', () => {
    const store = createSession();
    startSession(store, game, countScenario(10, [add(2), add(3)]));
    undo(store);
    editBoard(store);
    expect(store.getState().editing?.actions).toEqual([add(2)]);
  });

  it('starting from the edited board replays the decisions, keeps the accepted prefix, reports the first refused, and lists both sessions', () => {
    const storage = memoryStorage();
    const store = createSession();
    trackRecent(store, storage, clock());
    startSession(store, game, countScenario(10, [add(2), add(3), add(4)]));
    const oldId = store.getState().sessionId;
    editBoard(store);
    const { editing, draft } = store.getState();
    const started = startSession(store, game, { ...(draft ?? countScenario(0)), setup: { limit: 6 }, actions: editing?.actions ?? [] });
    expect(started.ok && started.value.rejected?.index).toBe(2);
    expect(started.ok && started.value.rejected?.refusal.error.code).toBe('overLimit');
    expect(total(store)).toBe(5);
    expect(store.getState().actions).toEqual([add(2), add(3)]);
    expect(store.getState().editing).toBeNull();
    expect(store.getState().sessionId).not.toBe(oldId);
    const list = stored(storage).entries;
    expect(list.map((e) => e.scenario.setup)).toEqual([{ limit: 6 }, { limit: 10 }]);
    expect(list[1]?.actions).toHaveLength(3);
  });
});
