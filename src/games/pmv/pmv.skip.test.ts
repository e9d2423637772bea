/**
 * `advance until decision` in Phantom Magic Vision: from every position of the scenario suite where someone holds
 * priority, and from random mixes of passes and skips after it, one skip reaches the same state
 * with the same events as passing by hand until the holder may attack, defend or play a card they can pay for (the prompt's), or play waits on something else.
 */
import * as fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { skipDifferences, skipWalkDifferences } from '../../engine/testing/skip.ts';
import { scenarioPositions } from '../../scenario/testing/positions.ts';
import { pmv } from './index.ts';
import type { PmvPrompt, PmvState } from './types.ts';

const KIND = 'pmv.priority';
type Priority = Extract<PmvPrompt, { kind: 'pmv.priority' }>;
const hasPlay = (p: { kind: string }): boolean => {
  if (p.kind !== KIND) return false;
  const q = p as Priority;
  return q.attackers.length > 0 || q.defenders.length > 0 || q.cards.some((c) => c.playable || c.canDefend);
};

const positions = scenarioPositions<PmvState>(pmv);

describe('Phantom Magic Vision: skip to the next decision', () => {
  test('from every position of the scenarios, the skip is the passes one by one', () => {
    const { compared, forPlay, differences } = skipDifferences(pmv, positions, KIND, hasPlay);
    expect(differences).toEqual([]);
    expect(compared).toBeGreaterThan(50);
    expect(forPlay).toBeGreaterThan(0); // some stopped for a player who may attack, defend or play
  });

  test('after random passes and skips, each skip is still the passes one by one', () => {
    fc.assert(
      fc.property(fc.nat(), fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }), (at, moves) => {
        expect(skipWalkDifferences(pmv, positions[at % positions.length] as PmvState, moves, KIND, hasPlay)).toEqual([]);
      }),
      { seed: 20261125, numRuns: 200 },
    );
  });
});
