import { describe, expect, it } from 'vitest';
import { indexSetup } from './setup.ts';
import type { ScenarioError } from './types.ts';

const index = (setup: Parameters<typeof indexSetup>[0]) => {
  const errors: ScenarioError[] = [];
  const built = indexSetup(setup, (p) => p.id, (c, at) => `${c.id}@${at}`, errors);
  return { ...built, errors };
};

describe('indexSetup', () => {
  it('starts the turn order from the active player, in seat order', () => {
    expect(index({ players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }], active: 'B' }).turnOrder).toEqual(['B', 'C', 'A']);
  });
  it('names duplicate ids, unknown owners and an unknown active player by path', () => {
    const { errors } = index({
      players: [{ id: 'A' }, { id: 'A' }],
      cards: [
        { id: 'x', owner: 'A' },
        { id: 'x', owner: 'Z' },
        { id: 'A', owner: 'A' },
      ],
      active: 'Q',
    });
    expect(errors.map((e) => e.path)).toEqual(['setup.players[1].id', 'setup.active', 'setup.cards[1].id', 'setup.cards[1].owner', 'setup.cards[2].id']);
  });
  it('keeps the cards in file order and knows every id', () => {
    const { order, refs, cards } = index({ players: [{ id: 'A' }], cards: [{ id: 'b', owner: 'A' }, { id: 'a', owner: 'A' }], active: 'A' });
    expect(order).toEqual(['b', 'a']);
    expect(cards['a']).toBe('a@setup.cards[1]');
    expect([...refs.players, ...refs.cards]).toEqual(['A', 'b', 'a']);
  });
});
