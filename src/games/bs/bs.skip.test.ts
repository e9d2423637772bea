/**
 * `advance until decision` in Battle Spirits: from every position of the scenario suite where someone holds
 * priority, and from random mixes of passes and skips after it, one skip reaches the same state
 * with the same events as passing by hand until the flash-right holder has a flash magic card they may use and pay for (the prompt's), or play waits on something else.
 */
import * as fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { skipDifferences, skipWalkDifferences } from '../../engine/testing/skip.ts';
import { scenarioPositions } from '../../scenario/testing/positions.ts';
import { bs } from './index.ts';
import type { BsPrompt, BsState } from './types.ts';

const KIND = 'bs.flash';
type Priority = Extract<BsPrompt, { kind: 'bs.flash' }>;
const hasPlay = (p: { kind: string }): boolean => p.kind === KIND && (p as Priority).cards.some((c) => c.usable);

const positions = scenarioPositions<BsState>(bs);

describe('Battle Spirits: skip to the next decision', () => {
  test('from every position of the scenarios, the skip is the passes one by one', () => {
    const { compared, forPlay, differences } = skipDifferences(bs, positions, KIND, hasPlay);
    expect(differences).toEqual([]);
    expect(compared).toBeGreaterThan(50);
    expect(forPlay).toBeGreaterThan(0); // some stopped for a player with a flash magic card they can pay for
  });

  test('after random passes and skips, each skip is still the passes one by one', () => {
    fc.assert(
      fc.property(fc.nat(), fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }), (at, moves) => {
        expect(skipWalkDifferences(bs, positions[at % positions.length] as BsState, moves, KIND, hasPlay)).toEqual([]);
      }),
      { seed: 20261125, numRuns: 200 },
    );
  });
});
