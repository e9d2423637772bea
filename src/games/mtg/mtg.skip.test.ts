/**
 * `advance until decision` in Magic: from every position of the scenario suite where someone holds
 * priority, and from random mixes of passes and skips after it, one skip reaches the same state
 * with the same events as passing by hand until a decision (no hand is modelled, and manual effects do not count), or play waits on something else.
 */
import * as fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { skipDifferences, skipWalkDifferences } from '../../engine/testing/skip.ts';
import { scenarioPositions } from '../../scenario/testing/positions.ts';
import { mtg } from './index.ts';
import type { MtgState } from './types.ts';

const KIND = 'mtg.priority';
// MTG models no hand, and manual effects alone are no play: only a decision, a ruling or the end stops the skip.
const hasPlay = (): boolean => false;

const positions = scenarioPositions<MtgState>(mtg);

describe('Magic: skip to the next decision', () => {
  test('from every position of the scenarios, the skip is the passes one by one', () => {
    const { compared, forPlay, differences } = skipDifferences(mtg, positions, KIND, hasPlay);
    expect(differences).toEqual([]);
    expect(compared).toBeGreaterThan(300);
    expect(forPlay).toBe(0); // no hand is modelled: only a decision, a ruling or the end stops it
  });

  test('after random passes and skips, each skip is still the passes one by one', () => {
    fc.assert(
      fc.property(fc.nat(), fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }), (at, moves) => {
        expect(skipWalkDifferences(mtg, positions[at % positions.length] as MtgState, moves, KIND, hasPlay)).toEqual([]);
      }),
      { seed: 20261125, numRuns: 200 },
    );
  });
});
