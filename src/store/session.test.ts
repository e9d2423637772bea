import { describe, expect, it } from 'vitest';
import type { AnyGameModule } from '../engine/types.ts';
import type { ScenarioAction } from '../scenario/envelope.ts';
import {
  createSession,
  dispatch,
  newSession,
  preview,
  redo,
  restartFromSetup,
  selectCanRedo,
  selectCanUndo,
  SCENARIO_FORMAT,
  startSession,
  type Scenario,
  toScenario,
  undo,
} from './session.ts';
import { countGame, countScenario, type CountState } from './testGame.ts';

const game = countGame as unknown as AnyGameModule;
const add = (n: number) => ({ type: 'add', by: 'A', n });
const total = (store: ReturnType<typeof createSession>): number => {
  const current = store.getState().current;
  if (current === null) throw new Error('no session');
  return (current.state as CountState).total;
};

const started = (limit = 10, actions: readonly ScenarioAction[] = []) => {
  const store = createSession();
  const r = startSession(store, game, countScenario(limit, actions));
  expect(r.ok).toBe(true);
  return store;
};

describe('startSession', () => {
  it('derives the starting frame and prompt through the module', () => {
    const store = started();
    const s = store.getState();
    expect(s.screen).toBe('combat');
    expect(total(store)).toBe(0);
    expect(s.current?.prompt).toEqual({ kind: 'count.add', player: 'A', rule: { game: 'mtg', id: '1.4' } });
    expect(s.log).toEqual([]);
  });

  it('replays the scenario actions and logs their events', () => {
    const store = started(10, [add(2), add(3)]);
    expect(total(store)).toBe(5);
    expect(store.getState().cursor).toBe(2);
    expect(store.getState().log.map((e) => e.type)).toEqual(['added', 'added']);
    expect(store.getState().scenario?.actions).toEqual([]);
  });

  it('stops at the first refused action and reports its index and rule', () => {
    const store = createSession();
    const r = startSession(store, game, countScenario(4, [add(3), add(5), add(1)]));
    expect(r.ok && r.value.rejected?.index).toBe(1);
    expect(r.ok && r.value.rejected?.refusal.error.rule.id).toBe('1.2');
    expect(total(store)).toBe(3);
    expect(store.getState().actions).toHaveLength(1);
  });

  it('leaves the store untouched when the set-up is invalid', () => {
    const store = started(10, [add(1)]);
    const before = store.getState();
    const r = startSession(store, game, { ...countScenario(1), setup: { limit: 'x' } });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error[0]?.path).toBe('setup.limit');
    expect(store.getState()).toBe(before);
  });

  it('refuses a scenario of another game', () => {
    const store = createSession();
    const r = startSession(store, game, { ...countScenario(1), game: 'fab' });
    expect(!r.ok && r.error[0]?.path).toBe('game');
    expect(store.getState().current).toBeNull();
  });
});

it('the format tag is the scenario layer\'s', async () => {
  expect(SCENARIO_FORMAT).toBe((await import('../scenario/envelope.ts')).SCENARIO_FORMAT);
});

describe('dispatch', () => {
  it('applies an accepted action and appends its events', () => {
    const store = started();
    const r = dispatch(store, add(4));
    expect(r?.ok).toBe(true);
    expect(total(store)).toBe(4);
    expect(store.getState().log).toEqual([{ type: 'added', rule: { game: 'mtg', id: '1.3' }, n: 4, total: 4 }]);
  });

  it('a refused action leaves state, log and cursor as they were and keeps the refusal', () => {
    const store = started(5, [add(2)]);
    const before = store.getState();
    const r = dispatch(store, add(9));
    expect(r?.ok).toBe(false);
    const after = store.getState();
    expect(after.current).toBe(before.current);
    expect(after.log).toBe(before.log);
    expect(after.cursor).toBe(1);
    expect(after.refusal?.error).toEqual({ code: 'overLimit', rule: { game: 'mtg', id: '1.2' }, params: { total: 11 } });
    dispatch(store, add(1));
    expect(store.getState().refusal).toBeNull();
  });

  it('preview asks the engine without committing', () => {
    const store = started(5);
    const before = store.getState();
    expect(preview(store, add(9))?.ok).toBe(false);
    expect(preview(store, add(2))?.ok).toBe(true);
    expect(store.getState()).toBe(before);
  });

  it('returns null when no session runs', () => {
    expect(dispatch(createSession(), add(1))).toBeNull();
  });
});

describe('frames', () => {
  it('share the parts of the view an action left unchanged', () => {
    const store = started();
    const first = store.getState().current?.view;
    dispatch(store, add(1));
    dispatch(store, add(2));
    // The count game's view never changes: every frame hands the board the same objects.
    expect(store.getState().current?.view).toBe(first);
    expect(store.getState().frames.map((f) => f.view)).toEqual([first, first, first]);
    expect(store.getState().frames.every((f) => f.view === first)).toBe(true);
  });
});

describe('undo and redo', () => {
  it('moves the cursor back and forth over the same frames and log', () => {
    const store = started();
    dispatch(store, add(1));
    dispatch(store, add(2));
    dispatch(store, add(3));
    const after3 = store.getState().current;
    expect(undo(store)).toBe(true);
    expect(total(store)).toBe(3);
    expect(store.getState().log).toHaveLength(2);
    expect(undo(store)).toBe(true);
    expect(total(store)).toBe(1);
    expect(selectCanRedo(store.getState())).toBe(true);
    expect(redo(store)).toBe(true);
    expect(redo(store)).toBe(true);
    expect(store.getState().current).toBe(after3);
    expect(store.getState().log.map((e) => (e as unknown as { total: number }).total)).toEqual([1, 3, 6]);
    expect(redo(store)).toBe(false);
  });

  it('a new action after undo drops the redo tail', () => {
    const store = started();
    dispatch(store, add(1));
    dispatch(store, add(2));
    undo(store);
    dispatch(store, add(5));
    expect(total(store)).toBe(6);
    expect(store.getState().actions).toEqual([add(1), add(5)]);
    expect(selectCanRedo(store.getState())).toBe(false);
  });

  it('undo at the start does nothing', () => {
    const store = started();
    expect(selectCanUndo(store.getState())).toBe(false);
    const before = store.getState();
    expect(undo(store)).toBe(false);
    expect(store.getState()).toBe(before);
  });

  it('exports the set-up with the actions up to the cursor', () => {
    const store = started();
    dispatch(store, add(1));
    dispatch(store, add(2));
    undo(store);
    expect(toScenario(store.getState())).toEqual(countScenario(10, [add(1)]));
  });
});

describe('restart and new session', () => {
  it('restart returns to the set-up editor with the starting board', () => {
    const store = started(7, [add(1)]);
    restartFromSetup(store);
    const s = store.getState();
    expect(s.screen).toBe('setup');
    expect(s.draft).toEqual(countScenario(7));
    expect(s.current).toBeNull();
    expect(s.actions).toEqual([]);
  });

  it('new session clears everything', () => {
    const store = started(7, [add(1)]);
    newSession(store);
    expect(store.getState().screen).toBe('start');
    expect(store.getState().draft).toBeNull();
  });
});

describe('with the MTG rules module', () => {
  const scenario: Scenario = {
    format: 'combat-referee/scenario@1',
    game: 'mtg',
    rules: '2024-11',
    setup: {
      players: [
        { id: 'A', life: 20 },
        { id: 'B', life: 20 },
      ],
      active: 'A',
      permanents: [
        { id: 'knight', controller: 'A', name: 'White Knight', types: ['creature'], power: 2, toughness: 2, keywords: ['first strike'], damage: 0, tapped: false, summoningSick: false },
        { id: 'bear', controller: 'B', name: 'Bear', types: ['creature'], power: 2, toughness: 2, keywords: [], damage: 0, tapped: false, summoningSick: false },
      ],
    },
    actions: [],
  };

  it('plays a combat, refuses an illegal declaration under its rule, and undoes it', async () => {
    const { mtg } = await import('../games/mtg/index.ts');
    const store = createSession();
    expect(startSession(store, mtg as unknown as AnyGameModule, scenario).ok).toBe(true);
    expect(store.getState().current?.prompt.kind).toBe('mtg.priority');
    dispatch(store, { type: 'advance', by: 'A' } as never);
    expect(store.getState().current?.prompt.kind).toBe('mtg.declareAttackers');

    // The defending player's creature cannot attack for A: refused, nothing changes.
    const before = store.getState().current;
    const refused = dispatch(store, { type: 'declareAttackers', by: 'A', attackers: [{ id: 'bear', target: 'B' }] } as never);
    expect(refused?.ok).toBe(false);
    expect(store.getState().refusal?.error.rule.id).toMatch(/^508\.1/);
    expect(store.getState().current).toBe(before);

    dispatch(store, { type: 'declareAttackers', by: 'A', attackers: [{ id: 'knight', target: 'B' }] } as never);
    dispatch(store, { type: 'advance', by: 'A' } as never);
    dispatch(store, { type: 'declareBlockers', by: 'B', blockers: [] } as never);
    for (let i = 0; i < 4 && store.getState().current?.prompt.kind === 'mtg.priority'; i++) dispatch(store, { type: 'advance', by: 'A' } as never);
    const summary = () => mtg.summary(store.getState().current?.state as never);
    expect(summary().life).toEqual({ A: 20, B: 18 });
    expect(store.getState().log.some((e) => e.type === 'damageDealt' && e.rule.id === '510.2')).toBe(true);

    while (undo(store));
    expect(summary().life).toEqual({ A: 20, B: 20 });
    expect(store.getState().log).toEqual([]);
    while (redo(store));
    expect(summary().life).toEqual({ A: 20, B: 18 });
  });
});
