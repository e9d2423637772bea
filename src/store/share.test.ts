import * as fc from 'fast-check';
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

  // Views are plain data: cards with ids in lists, records of names, figures and flags.
  const card = fc.record({ id: fc.constantFrom<string>('a', 'b', 'c', 'd'), power: fc.integer({ min: 0, max: 3 }), tapped: fc.boolean() }, { noNullPrototype: true });
  const leaf = fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constantFrom('x', 'y'), fc.constant(null), fc.constant(undefined), card);
  const value = fc.letrec((tie) => ({
    node: fc.oneof({ depthSize: 'small' }, leaf, fc.array(tie('node'), { maxLength: 4 }), fc.dictionary(fc.constantFrom('p', 'q', 'r'), tie('node'), { maxKeys: 3, noNullPrototype: true })),
  })).node;

  // Every part of the result is the next value's own part or a part of prev equal to it.
  const partsFrom = (out: unknown, prev: unknown, next: unknown, prevParts: Set<unknown>): boolean => {
    if (out === next || typeof out !== 'object' || out === null) return true;
    if (prevParts.has(out)) return true;
    const o = out as Record<string, unknown>;
    const n = next as Record<string, unknown>;
    return Object.keys(o).every((k) => partsFrom(o[k], prev, n[k], prevParts));
  };
  const partsOf = (x: unknown, into = new Set<unknown>()): Set<unknown> => {
    if (typeof x === 'object' && x !== null) {
      into.add(x);
      for (const v of Object.values(x)) partsOf(v, into);
    }
    return into;
  };

  it('always equals the next value, made of its parts and of equal parts of the previous one', () => {
    fc.assert(
      fc.property(value, value, (prev, next) => {
        const out = shareEqual(prev, next);
        expect(out).toStrictEqual(next);
        expect(Array.isArray(out)).toBe(Array.isArray(next));
        expect(partsFrom(out, prev, next, partsOf(prev))).toBe(true);
      }),
    );
  });

  it('gives back the previous value itself when the next one is a copy of it', () => {
    fc.assert(
      fc.property(value, (prev) => {
        expect(shareEqual(prev, structuredClone(prev))).toBe(prev);
      }),
    );
  });

  it('keeps an unchanged card when another card of its list changes, is added or goes', () => {
    fc.assert(
      fc.property(fc.uniqueArray(card, { selector: (c) => c.id, minLength: 2 }), fc.nat(), fc.integer({ min: 0, max: 2 }), (cards, at, how) => {
        const i = at % cards.length;
        const next = structuredClone(cards);
        if (how === 0) next[i] = { ...(next[i] as (typeof cards)[number]), power: 9 };
        else if (how === 1) next.splice(i, 1);
        else next.splice(i, 0, { id: 'new', power: 0, tapped: false });
        const out = shareEqual(cards, next);
        expect(out).toStrictEqual(next);
        for (const c of out) if (c.id !== 'new' && !(how === 0 && c.id === cards[i]?.id)) expect(c).toBe(cards.find((p) => p.id === c.id));
      }),
    );
  });
});
