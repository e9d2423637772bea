import { describe, expect, test } from 'vitest';
import { copyRecord, withCard, withEntry, withLast, withPlayer, type Copiers } from './update.ts';

type Card = { readonly id: string; readonly power: number };
type Player = { readonly id: string; readonly life: number };
type State = { readonly cards: Readonly<Record<string, Card>>; readonly players: Readonly<Record<string, Player>>; readonly turn: number };

const COPIERS: Copiers<State, Card, Player> = {
  state: (s) => ({ cards: s.cards, players: s.players, turn: s.turn }),
  card: (c) => ({ id: c.id, power: c.power }),
  player: (p) => ({ id: p.id, life: p.life }),
};

const recordOf = (n: number): Record<string, Card> => Object.fromEntries(Array.from({ length: n }, (_, i) => [`c${i}`, { id: `c${i}`, power: i }]));

describe('copy-on-write helpers', () => {
  // Both sides of the size at which copyRecord changes method (16 entries).
  test.each([0, 3, 16, 17, 200])('a record of %i entries is copied whole, in order, as a new object', (n) => {
    const r = recordOf(n);
    const copy = copyRecord(r);
    expect(copy).not.toBe(r);
    expect(Object.keys(copy)).toEqual(Object.keys(r));
    expect(copy).toEqual(r);
  });

  test('withEntry sets one entry and leaves the original as it was', () => {
    const r = recordOf(20);
    const next = withEntry(r, 'c5', { id: 'c5', power: 99 });
    expect(next['c5']?.power).toBe(99);
    expect(r['c5']?.power).toBe(5);
    expect(next['c6']).toBe(r['c6']);
  });

  test('withCard and withPlayer copy only the path they change; an unknown id leaves the very same state', () => {
    const s: State = { cards: recordOf(2), players: { A: { id: 'A', life: 20 } }, turn: 1 };
    const hit = withCard(COPIERS, s, 'c1', { power: 7 });
    expect(hit).toEqual({ ...s, cards: { ...s.cards, c1: { id: 'c1', power: 7 } } });
    expect(hit.cards['c0']).toBe(s.cards['c0']);
    expect(hit.players).toBe(s.players);
    expect(s.cards['c1']?.power).toBe(1);
    expect(withPlayer(COPIERS, s, 'A', { life: 17 }).players['A']).toEqual({ id: 'A', life: 17 });
    expect(withCard(COPIERS, s, 'nobody', { power: 1 })).toBe(s);
    expect(withPlayer(COPIERS, s, 'nobody', { life: 1 })).toBe(s);
  });

  test('withLast changes the last entry of a copy; an empty list gives null', () => {
    const list = [{ id: 'a', life: 1 }, { id: 'b', life: 2 }];
    const next = withLast(list, COPIERS.player, { life: 0 });
    expect(next).toEqual([{ id: 'a', life: 1 }, { id: 'b', life: 0 }]);
    expect(list[1]?.life).toBe(2);
    expect(withLast([], COPIERS.player, { life: 0 })).toBeNull();
  });
});
