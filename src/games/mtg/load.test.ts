import { describe, expect, it } from 'vitest';
import { mtg } from './index.ts';

const players = [
  { id: 'A', life: 20 },
  { id: 'B', life: 20 },
];
const bear = { id: 'bear', controller: 'A', types: ['creature'], power: 2, toughness: 2 };

const errorsOf = (input: { rules: string; setup: unknown; actions: unknown }) => {
  const r = mtg.load(input);
  return r.ok ? [] : r.error;
};

describe('scenario loading', () => {
  it('loads a setup at the beginning of combat, the active player holding priority, the stack empty', () => {
    const r = mtg.load({ rules: '2023-11', setup: { players, active: 'A', permanents: [bear] }, actions: [{ type: 'pass', by: 'A' }] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.state).toMatchObject({ edition: '2023-11', step: 'beginning-of-combat', priority: { holder: 'A', passes: 0 }, stack: [], pending: null });
    expect(r.value.state.objects.bear).toMatchObject({ name: 'bear', owner: 'A', zone: 'battlefield', damage: 0, tapped: false, keywords: [] });
    expect(JSON.parse(JSON.stringify(r.value.state))).toEqual(r.value.state);
    expect(r.value.actions).toEqual([{ type: 'pass', by: 'A' }]);
  });

  it('rejects an unknown keyword, naming the field', () => {
    const errors = errorsOf({ rules: '2024-11', setup: { players, active: 'A', permanents: [bear, { ...bear, id: 'bird', keywords: ['flyin'] }] }, actions: [] });
    expect(errors).toEqual([{ path: 'setup.permanents[1].keywords[0]', message: expect.stringContaining('unknown keyword') }]);
  });

  it('rejects an edition that is not one of MTG_EDITIONS', () => {
    expect(errorsOf({ rules: 'current', setup: { players, active: 'A', permanents: [] }, actions: [] })).toEqual([
      { path: 'rules', message: expect.stringContaining('2024-11') },
    ]);
  });

  it('rejects a reference to an object that does not exist', () => {
    const actions = [
      { type: 'advance' },
      { type: 'declareAttackers', by: 'A', attackers: [{ id: 'bear', target: 'B' }] },
      { type: 'advance' },
      { type: 'declareBlockers', by: 'B', blockers: [] },
      { type: 'declareAttackers', by: 'A', attackers: [{ id: 'bearz', target: 'B' }] },
    ];
    expect(errorsOf({ rules: '2024-11', setup: { players, active: 'A', permanents: [bear] }, actions })).toEqual([
      { path: 'actions[4].attackers[0].id', message: 'no permanent "bearz"' },
    ]);
  });

  it('rejects bad references in the setup and in effects', () => {
    const setup = {
      players,
      active: 'C',
      permanents: [bear, { ...bear }, { id: 'elk', controller: 'Z', types: ['creature'], power: 1 }],
    };
    const actions = [{ type: 'cast', by: 'A', effect: { kind: 'damage', target: 'nobody', amount: 2 } }];
    const paths = errorsOf({ rules: '2024-11', setup, actions }).map((e) => e.path);
    expect(paths).toEqual(['setup.active', 'setup.permanents[1].id', 'setup.permanents[2].controller', 'setup.permanents[2].toughness', 'actions[0].effect.target']);
  });

  it('rejects malformed actions with their path', () => {
    const errors = errorsOf({
      rules: '2023-11',
      setup: { players, active: 'A', permanents: [bear] },
      actions: [{ type: 'assignDamage', by: 'A', assignments: [{ source: 'bear', to: [{ target: 'B', amount: -1 }] }] }, { type: 'dance', by: 'A' }],
    });
    expect(errors.map((e) => e.path)).toEqual(['actions[0].assignments[0].to[0].amount', 'actions[1].type']);
  });

  it('needs exactly two players', () => {
    expect(errorsOf({ rules: '2024-11', setup: { players: [players[0]], active: 'A' }, actions: [] })[0]?.path).toBe('setup.players');
  });
});
