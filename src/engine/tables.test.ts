/** The per-player tables: zones made in one pass read exactly as filtering every object per player and zone. */
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zoneViews } from './tables.ts';

const ZONES = ['hand', 'field', 'trash'] as const;

describe('zoneViews', () => {
  it('lists every player in turn order with every zone, the cards of each in the set-up order', () => {
    const s = {
      turnOrder: ['B', 'A'],
      order: ['x', 'y', 'z', 'w'],
      cards: { x: { owner: 'A', zone: 'field' }, y: { owner: 'B', zone: 'hand' }, z: { owner: 'A', zone: 'field' }, w: { owner: 'C', zone: 'field' } },
    };
    expect(zoneViews(s, ZONES, (id) => id)).toEqual([
      { player: 'B', zone: 'hand', cards: ['y'] },
      { player: 'B', zone: 'field', cards: [] },
      { player: 'B', zone: 'trash', cards: [] },
      { player: 'A', zone: 'hand', cards: [] },
      { player: 'A', zone: 'field', cards: ['x', 'z'] },
      { player: 'A', zone: 'trash', cards: [] },
    ]);
  });

  it('agrees with a filter per player and zone on any table', () => {
    const card = fc.record({ owner: fc.constantFrom('A', 'B', 'C'), zone: fc.constantFrom(...ZONES, 'exile') });
    fc.assert(
      fc.property(fc.array(card, { maxLength: 40 }), fc.shuffledSubarray(['A', 'B', 'C'], { minLength: 1 }), (list, turnOrder) => {
        const order = list.map((_, i) => `c${i}`);
        const cards = Object.fromEntries(list.map((c, i) => [`c${i}`, c]));
        const filtered = turnOrder.flatMap((player) => ZONES.map((zone) => ({ player, zone, cards: order.filter((id) => cards[id]?.owner === player && cards[id]?.zone === zone) })));
        expect(zoneViews({ turnOrder, order, cards }, ZONES, (id) => id)).toEqual(filtered);
      }),
    );
  });
});
