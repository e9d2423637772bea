import { describe, expect, it } from 'vitest';
import type { AnyGameModule, GameId } from '../engine/types.ts';
import { BACKUP_KEY, persistSession, readStored, restoreSession, SCHEMA_VERSION, STORAGE_KEY, type KeyValueStorage } from './persist.ts';
import { cancelEdit } from './edit.ts';
import { createSession, dispatch, editBoard, editDraft, startSession, undo } from './session.ts';
import { countGame, countScenario, type CountState } from './testGame.ts';

const game = countGame as unknown as AnyGameModule;
const add = (n: number) => ({ type: 'add', by: 'A', n });
const loadModule = async (id: GameId) => (id === 'mtg' ? game : null);

const memoryStorage = (init: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } => {
  const data = new Map(Object.entries(init));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
};

const total = (store: ReturnType<typeof createSession>): number => {
  const current = store.getState().current;
  if (current === null) throw new Error('no session');
  return (current.state as CountState).total;
};

describe('persist and restore', () => {
  it('writes the scenario, actions and cursor, and restores the same position', async () => {
    const storage = memoryStorage();
    const store = createSession();
    persistSession(store, storage);
    startSession(store, game, countScenario(10));
    dispatch(store, add(2));
    dispatch(store, add(3));
    undo(store);
    const stored = JSON.parse(storage.data.get(STORAGE_KEY) ?? 'null');
    expect(stored.version).toBe(SCHEMA_VERSION);
    expect(stored.session.actions).toEqual([add(2), add(3)]);
    expect(stored.session.cursor).toBe(1);
    expect(stored.session).not.toHaveProperty('frames');

    const again = createSession();
    expect(await restoreSession(again, storage, loadModule)).toBe('restored');
    expect(total(again)).toBe(2);
    expect(again.getState().cursor).toBe(1);
    expect(again.getState().actions).toHaveLength(2); // redo survives a reload
    expect(again.getState().screen).toBe('combat');
  });

  it('does not write when nothing persisted changed (a refusal)', () => {
    const storage = memoryStorage();
    const store = createSession();
    startSession(store, game, countScenario(3));
    persistSession(store, storage);
    dispatch(store, add(9));
    expect(storage.data.has(STORAGE_KEY)).toBe(false);
  });

  it('restores a set-up draft without a session', async () => {
    const storage = memoryStorage();
    const store = createSession();
    persistSession(store, storage);
    editDraft(store, countScenario(4));
    const again = createSession();
    expect(await restoreSession(again, storage, loadModule)).toBe('restored');
    expect(again.getState().screen).toBe('setup');
    expect(again.getState().draft).toEqual(countScenario(4));
  });

  it('keeps the session id (its recent-list entry) and a board edit under way across a reload', async () => {
    const storage = memoryStorage();
    const store = createSession();
    persistSession(store, storage);
    startSession(store, game, countScenario(10, [add(2), add(3)]));
    undo(store);
    const id = store.getState().sessionId;
    editBoard(store);
    editDraft(store, { ...countScenario(10), setup: { limit: 4 } });

    const again = createSession();
    expect(await restoreSession(again, storage, loadModule)).toBe('restored');
    expect(again.getState().sessionId).toBe(id);
    expect(again.getState().screen).toBe('setup');
    expect(again.getState().draft?.setup).toEqual({ limit: 4 });
    expect(again.getState().editing?.actions).toEqual([add(2)]);
    expect(total(again)).toBe(2); // the session under the edit, back on cancel
    cancelEdit(again);
    expect(again.getState().screen).toBe('combat');
  });

  it('empty storage is a clean start without a notice', async () => {
    const store = createSession();
    expect(await restoreSession(store, memoryStorage(), loadModule)).toBe('empty');
    expect(store.getState().notice).toBeNull();
  });
});

describe('corrupt storage', () => {
  const corruptCases: [string, string, RegExp][] = [
    ['unreadable JSON', '{"version":1,', /JSON|Unexpected|end/i],
    ['a newer schema version', JSON.stringify({ version: 99, screen: 'start', draft: null, session: null }), /^version/],
    ['a cursor out of range', JSON.stringify({ version: 1, screen: 'combat', draft: null, session: { scenario: countScenario(3), actions: [], cursor: 4 } }), /cursor/],
    ['a set-up the engine rejects', JSON.stringify({ version: 1, screen: 'combat', draft: null, session: { scenario: { ...countScenario(3), setup: {} }, actions: [], cursor: 0 } }), /setup\.limit/],
    ['an unknown game', JSON.stringify({ version: 1, screen: 'combat', draft: null, session: { scenario: { ...countScenario(3), game: 'pmv' }, actions: [], cursor: 0 } }), /pmv/],
  ];

  for (const [name, text, reason] of corruptCases) {
    it(`${name}: clean start, a notice, the text kept under the backup key`, async () => {
      const storage = memoryStorage({ [STORAGE_KEY]: text });
      const store = createSession();
      expect(await restoreSession(store, storage, loadModule)).toBe('corrupt');
      const s = store.getState();
      expect(s.screen).toBe('start');
      expect(s.current).toBeNull();
      expect(s.notice?.key).toBe('notice.storageCorrupt');
      expect(s.notice?.values?.['key']).toBe(BACKUP_KEY);
      expect(s.notice?.details?.join(' ')).toMatch(reason);
      expect(storage.data.has(STORAGE_KEY)).toBe(false);
      expect(storage.data.get(BACKUP_KEY)).toBeDefined();
      if (name === 'unreadable JSON') expect(storage.data.get(BACKUP_KEY)).toBe(text);
    });
  }

  it('never overwrites an earlier backup', async () => {
    const storage = memoryStorage({ [STORAGE_KEY]: 'new junk', [BACKUP_KEY]: 'old junk' });
    const store = createSession();
    await restoreSession(store, storage, loadModule);
    expect(storage.data.get(BACKUP_KEY)).toBe('old junk');
    expect(storage.data.get(`${BACKUP_KEY}-2`)).toBe('new junk');
    expect(store.getState().notice?.values?.['key']).toBe(`${BACKUP_KEY}-2`);
  });

  it('a stored decision the engine now refuses keeps the accepted prefix and says so', async () => {
    const text = JSON.stringify({ version: 1, screen: 'combat', draft: null, session: { scenario: countScenario(5), actions: [add(2), add(9)], cursor: 2 } });
    const storage = memoryStorage({ [STORAGE_KEY]: text });
    const store = createSession();
    expect(await restoreSession(store, storage, loadModule)).toBe('restored');
    expect(total(store)).toBe(2);
    expect(store.getState().notice?.refusal?.error.rule.id).toBe('1.2');
    expect(storage.data.get(BACKUP_KEY)).toBeDefined();
  });

  it('readStored reports what is wrong', () => {
    const r = readStored(memoryStorage({ [STORAGE_KEY]: JSON.stringify({ version: 1, screen: 'nowhere', draft: null, session: null }) }));
    expect(r.kind === 'corrupt' && r.reason).toBe('screen: unknown screen');
  });
});
