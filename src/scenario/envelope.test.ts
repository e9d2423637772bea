import { describe, expect, test } from 'vitest';
import * as fc from 'fast-check';
import { GAME_IDS } from '../engine/types.ts';
import { formatPath, loadScenario, parseScenario, type Scenario } from './envelope.ts';
import { duelLoader, duelScenario } from './testing/duel.ts';
import { scenarioArb } from './testing/arbitraries.ts';

const valid = {
  format: 'combat-referee/scenario@1',
  game: 'mtg',
  rules: '2024-11',
  setup: { players: [{ id: 'A', life: 20 }] },
  actions: [{ type: 'pass', by: 'A' }],
};

const errorsOf = (input: unknown) => {
  const r = parseScenario(input);
  if (r.ok) throw new Error('expected the scenario to be rejected');
  return r.error;
};

describe('parseScenario: JSON text', () => {
  test('a missing value is located by line and column', () => {
    const [e] = errorsOf('{\n  "format": "combat-referee/scenario@1",\n  "game": ,\n}');
    expect(e?.message).toMatch(/line 3, column 11/);
    expect(e?.message).toMatch(/expected a value, found ","/);
  });

  test('a trailing comma, a missing comma and cut-off text are each located', () => {
    expect(errorsOf('{"a": 1,\n}')[0]?.message).toMatch(/line 2, column 1.*property name/);
    expect(errorsOf('{"a": 1 "b": 2}')[0]?.message).toMatch(/line 1, column 9.*"," or "}"/);
    expect(errorsOf('{"a": [1, 2')[0]?.message).toMatch(/line 1, column 12.*end of the text/);
    expect(errorsOf('')[0]?.message).toMatch(/line 1, column 1/);
  });

  test('a byte-order mark before the JSON is accepted', () => {
    expect(parseScenario(`\uFEFF${JSON.stringify(valid)}`)).toEqual({ ok: true, value: valid });
  });

  test('never throws, whatever the text', () => {
    fc.assert(fc.property(fc.string(), (text) => typeof parseScenario(text).ok === 'boolean'));
  });
});

describe('parseScenario: the envelope', () => {
  test('a valid envelope passes unchanged', () => {
    const r = parseScenario(JSON.stringify(valid));
    expect(r).toEqual({ ok: true, value: valid });
  });

  test('the wrong format string names the field and the expected value', () => {
    expect(errorsOf({ ...valid, format: 'combat-referee/scenario@2' })).toEqual([
      { path: 'format', message: 'expected "combat-referee/scenario@1", received "combat-referee/scenario@2"' },
    ]);
  });

  test('an unknown game lists the games', () => {
    const [e] = errorsOf({ ...valid, game: 'chess' });
    expect(e?.path).toBe('game');
    expect(e?.message).toBe(`unknown game "chess" (allowed: ${GAME_IDS.join(', ')})`);
  });

  test('a missing field is named', () => {
    const { rules: _omitted, ...rest } = valid;
    expect(errorsOf(rest)).toEqual([{ path: 'rules', message: 'required field "rules" is missing' }]);
  });

  test('a misspelt field is refused rather than silently ignored', () => {
    expect(errorsOf({ ...valid, expekt: { life: {} } })).toEqual([
      { path: 'expekt', message: 'unknown field; did you mean "expect"?' },
    ]);
  });

  test('setup and expect must be objects, actions a list of objects (their type is the game module\'s to check)', () => {
    const errors = errorsOf({ ...valid, setup: [], expect: null, actions: [{ by: 'A' }, 3] });
    expect(errors.map((e) => e.path)).toEqual(['setup', 'actions[1]', 'expect']);
    expect(errors[0]?.message).toBe('expected an object ({ ... }), received Array');
  });

  test('a value that is not an object at all', () => {
    expect(errorsOf(null)).toEqual([{ path: '', message: expect.stringMatching(/^expected a scenario .*, received null$/) }]);
    expect(errorsOf('[1]')).toEqual([{ path: '', message: expect.stringMatching(/received a list$/) }]);
    expect(errorsOf('"text"')).toEqual([{ path: '', message: expect.stringMatching(/received "text"$/) }]);
  });

  test('paths read like JavaScript', () => {
    expect(formatPath(['actions', 3, 'attackers', 0, 'id'])).toBe('actions[3].attackers[0].id');
    expect(formatPath([])).toBe('');
  });
});

describe('loadScenario', () => {
  test('a game without a module is refused, naming the available ones', async () => {
    const r = await loadScenario({ ...(valid as Scenario), game: 'pmv' }, duelLoader);
    expect(r).toEqual({ ok: false, error: [{ path: 'game', message: expect.stringMatching(/no rules module for "pmv"/) }] });
  });

  test('an edition the module does not know is refused', async () => {
    const r = await loadScenario({ ...(duelScenario([]) as Scenario), rules: '2019-01' }, duelLoader);
    expect(r).toEqual({ ok: false, error: [{ path: 'rules', message: 'unknown rules edition "2019-01" (allowed: 2024-11, 2023-11)' }] });
  });

  test("the module's own reference errors come back as they are", async () => {
    const s = duelScenario([{ type: 'hit', by: 'A', target: 'C', amount: 1 }]) as Scenario;
    expect(await loadScenario(s, duelLoader)).toEqual({ ok: false, error: [{ path: 'actions[0].target', message: 'no player "C"' }] });
  });

  test('a valid scenario yields the start state and actions', async () => {
    const s = duelScenario([{ type: 'hit', by: 'A', target: 'B', amount: 1 }]) as Scenario;
    const r = await loadScenario(s, duelLoader);
    expect(r.ok && r.value.state).toEqual({ active: 'A', life: { A: 20, B: 20 }, hits: [] });
  });
});

test('parseScenario(JSON.stringify(s)) gives back s for any valid scenario', () => {
  fc.assert(
    fc.property(scenarioArb, (s) => {
      expect(parseScenario(JSON.stringify(s))).toEqual({ ok: true, value: s });
    }),
  );
});

const bears = (patch: Record<string, unknown> = {}, actions: unknown[] = []) =>
  ({
    format: 'combat-referee/scenario@1',
    game: 'mtg',
    rules: '2024-11',
    setup: {
      players: [{ id: 'A', life: 20 }, { id: 'B', life: 20 }],
      active: 'A',
      permanents: [{ id: 'bears', controller: 'A', types: ['creature'], power: 2, toughness: 2, ...patch }],
    },
    actions,
  }) as Scenario;

describe('loadScenario with the MTG module (through the registry)', () => {
  test('a reference to an object that does not exist names the field', async () => {
    const s = bears({}, [{ by: 'A', type: 'advance' }, { by: 'A', type: 'declareAttackers', attackers: [{ id: 'bearz', target: 'B' }] }]);
    expect(await loadScenario(s)).toEqual({ ok: false, error: [{ path: 'actions[1].attackers[0].id', message: 'no permanent "bearz"' }] });
  });

  test('an unknown keyword is an error, not ignored', async () => {
    const r = await loadScenario(bears({ keywords: ['flying', 'shadow'] }));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error[0]?.path).toBe('setup.permanents[0].keywords[1]');
  });

  test('an MTG edition that does not exist lists the three that do', async () => {
    expect(await loadScenario({ ...bears(), rules: 'current' })).toEqual({
      ok: false,
      error: [{ path: 'rules', message: 'unknown rules edition "current" (allowed: 2026-09, 2024-11, 2023-11)' }],
    });
  });

  test('a valid file loads to the beginning of combat with A holding priority', async () => {
    const r = await loadScenario(bears());
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.module.prompt(r.value.state)).toMatchObject({ kind: 'mtg.priority', player: 'A', rule: { game: 'mtg' } });
    expect(r.value.module.summary(r.value.state)).toMatchObject({ step: 'beginning-of-combat', battlefield: ['bears'] });
  });
});
