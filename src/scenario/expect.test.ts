import { expect, test } from 'vitest';
import { matchExpect } from './expect.ts';

const summary = {
  step: 'end-of-combat',
  life: { A: 20, B: 17 },
  losers: [],
  graveyard: ['bear', 'elf'],
  damage: { knight: 1 },
  chain: [{ attack: 'jab', defenders: ['helm', 'sink'], damage: 2, hit: true }],
};

test('only listed keys are checked, nested objects by their listed keys', () => {
  expect(matchExpect({ life: { B: 17 } }, summary)).toEqual([{ path: 'life.B', expected: 17, actual: 17, ok: true }]);
});

test('numbers match exactly', () => {
  expect(matchExpect({ life: { B: 18, A: 20 } }, summary)).toEqual([
    { path: 'life.B', expected: 18, actual: 17, ok: false },
    { path: 'life.A', expected: 20, actual: 20, ok: true },
  ]);
});

test('arrays of ids compare as sets', () => {
  expect(matchExpect({ graveyard: ['elf', 'bear'] }, summary)[0]?.ok).toBe(true);
  expect(matchExpect({ graveyard: ['bear'] }, summary)[0]?.ok).toBe(false);
  expect(matchExpect({ graveyard: ['bear', 'elf', 'ogre'] }, summary)[0]?.ok).toBe(false);
  expect(matchExpect({ losers: [] }, summary)[0]?.ok).toBe(true);
  expect(matchExpect({ losers: ['B'] }, summary)).toEqual([{ path: 'losers', expected: ['B'], actual: [], ok: false }]);
});

test('lists of records match link by link, each by its listed keys', () => {
  expect(matchExpect({ chain: [{ hit: true, defenders: ['sink', 'helm'] }] }, summary)).toEqual([
    { path: 'chain[0].hit', expected: true, actual: true, ok: true },
    { path: 'chain[0].defenders', expected: ['sink', 'helm'], actual: ['helm', 'sink'], ok: true },
  ]);
  expect(matchExpect({ chain: [] }, summary)[0]?.ok).toBe(false);
});

test('an empty object means "nothing there", so it can fail', () => {
  expect(matchExpect({ damage: {} }, summary)).toEqual([{ path: 'damage', expected: {}, actual: { knight: 1 }, ok: false }]);
  expect(matchExpect({ damage: {} }, { damage: {} })[0]?.ok).toBe(true);
});

test('a key the summary lacks fails with actual null', () => {
  expect(matchExpect({ lifee: { B: 17 } }, summary)).toEqual([{ path: 'lifee', expected: { B: 17 }, actual: null, ok: false }]);
  expect(matchExpect({ life: { C: 20 } }, summary)).toEqual([{ path: 'life.C', expected: 20, actual: null, ok: false }]);
});

test('a type mismatch fails rather than passing vacuously', () => {
  expect(matchExpect({ step: ['end-of-combat'] }, summary)[0]?.ok).toBe(false);
  expect(matchExpect({ life: 20 }, summary)[0]?.ok).toBe(false);
  expect(matchExpect({ step: 'combat-damage' }, summary)[0]?.ok).toBe(false);
});
