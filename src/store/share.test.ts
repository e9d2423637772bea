import { describe, expect, it } from 'vitest';
import { shareEqual } from './share.ts';

describe('shareEqual', () => {
  it('returns the previous object when everything is equal', () => {
    const prev = { a: [1, { b: 'x' }], c: null };
    const next = { a: [1, { b: 'x' }], c: null };
    expect(shareEqual(prev, next)).toBe(prev);
  });

  it('keeps the equal parts and takes the changed ones', () => {
    const prev = { names: { a: 'A', b: 'B' }, cards: [{ id: 'a', tapped: false }, { id: 'b', tapped: false }], step: 'x' };
    const next = { names: { a: 'A', b: 'B' }, cards: [{ id: 'a', tapped: true }, { id: 'b', tapped: false }], step: 'y' };
    const out = shareEqual(prev, next);
    expect(out).toEqual(next);
    expect(out).not.toBe(prev);
    expect(out.names).toBe(prev.names);
    expect(out.cards).not.toBe(prev.cards);
    expect(out.cards[0]).not.toBe(prev.cards[0]);
    expect(out.cards[1]).toBe(prev.cards[1]);
  });

  it('sees added, removed and reordered entries as changes', () => {
    expect(shareEqual({ a: 1 }, { a: 1, b: 2 })).toEqual({ a: 1, b: 2 });
    const prev = { a: 1, b: 2 };
    expect(shareEqual(prev, { a: 1 })).not.toBe(prev);
    const list = [1, 2];
    expect(shareEqual(list, [2, 1])).toEqual([2, 1]);
    expect(shareEqual(list, [1, 2, 3])).toEqual([1, 2, 3]);
    expect(shareEqual(list, [1])).toEqual([1]);
    // An undefined value is not a missing key.
    const list2 = [1];
    expect(shareEqual(list2, { 0: 1 })).toEqual({ 0: 1 });
    expect(Array.isArray(shareEqual({ 0: 1 }, [1]))).toBe(true);
    const before = { b: undefined };
    expect(shareEqual(before, { a: undefined })).not.toBe(before);
  });

  it('matches list items by id: a card leaving the middle of a zone leaves the cards after it as they were', () => {
    const prev = { hand: [{ id: 'a', power: 1 }, { id: 'b', power: 2 }, { id: 'c', power: 3 }] };
    const next = { hand: [{ id: 'a', power: 1 }, { id: 'c', power: 3 }] };
    const out = shareEqual(prev, next);
    expect(out).toEqual(next);
    expect(out.hand).not.toBe(prev.hand);
    expect(out.hand[0]).toBe(prev.hand[0]);
    expect(out.hand[1]).toBe(prev.hand[2]);
    // Back again (undo): the returning card is new, the others are the same objects.
    const back = shareEqual(out, { hand: [{ id: 'a', power: 1 }, { id: 'b', power: 2 }, { id: 'c', power: 3 }] });
    expect(back.hand[0]).toBe(prev.hand[0]);
    expect(back.hand[2]).toBe(prev.hand[2]);
    expect(back.hand[1]).toEqual({ id: 'b', power: 2 });
  });
});
