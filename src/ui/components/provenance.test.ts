/** Where a value came from (issue 14): looked up, overridden by the judge, or typed. */
import { describe, expect, it } from 'vitest';
import { fieldStatus, type Provenance } from './provenance.ts';

const p: Provenance = { source: 'fab-cards', values: { power: 3, keywords: ['go again', 'dominate'] }, card: 'Head Jab', other: [], variable: [] };

describe('fieldStatus', () => {
  it('a value equal to the looked-up one is from the lookup; keyword order does not matter', () => {
    expect(fieldStatus(p, 'power', 3)).toEqual({ kind: 'lookup', source: 'fab-cards' });
    expect(fieldStatus(p, 'keywords', ['dominate', 'go again'])).toEqual({ kind: 'lookup', source: 'fab-cards' });
  });
  it('a changed value is overridden, with the card’s value to take back', () => {
    expect(fieldStatus(p, 'power', 5)).toEqual({ kind: 'overridden', source: 'fab-cards', value: 3 });
    expect(fieldStatus(p, 'keywords', ['go again'])).toEqual({ kind: 'overridden', source: 'fab-cards', value: ['go again', 'dominate'] });
  });
  it('a field the lookup did not fill, or a card not looked up, is typed; left empty, the card has none', () => {
    expect(fieldStatus(p, 'defense', 2)).toEqual({ kind: 'typed' });
    expect(fieldStatus(p, 'defense', undefined)).toEqual({ kind: 'absent', source: 'fab-cards' });
    expect(fieldStatus(undefined, 'power', 3)).toEqual({ kind: 'typed' });
  });
});
