/** The problem catalogue's own pieces: formatting, the nearest known word, the first-load copy. */
import { describe, expect, it } from 'vitest';
import { gameUnavailable } from './gameUnavailable.ts';
import { nearest, problem } from './problems.ts';

describe('problem catalogue', () => {
  it('fills each value and leaves an unknown one visible', () => {
    expect(problem('noPlayer', { id: 'C' })).toBe('no player "C"');
    expect(problem('noPlayer')).toBe('no player "{id}"');
  });

  it('the first load\'s copy of gameUnavailable is the catalogue\'s message', () => {
    expect(gameUnavailable('chess')).toBe(problem('gameUnavailable', { game: 'chess' }));
  });

  it('suggests the nearest known word: stray spaces, case, a swap or a slip, but nothing far', () => {
    const known = ['keywords', 'tapped', 'toughness', 'power', 'id'];
    expect(nearest('keywrods', known)).toBe('keywords');
    expect(nearest('tapped ', known)).toBe('tapped');
    expect(nearest('Power', known)).toBe('power');
    expect(nearest('toughnes', known)).toBe('toughness');
    expect(nearest('colour', known)).toBeNull();
    expect(nearest('xy', known)).toBeNull();
  });
});
