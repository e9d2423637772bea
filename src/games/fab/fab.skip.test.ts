/**
 * `advance until decision` in Flesh and Blood: from every position of the scenario suite where a
 * hero holds priority, and from random mixes of passes and skips after it, one skip reaches the
 * same state with the same events as passing by hand until a hero has a card to play or an attack
 * to make (the prompt's options), or play waits on something else.
 */
import * as fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { skipDifferences, skipWalkDifferences } from '../../engine/testing/skip.ts';
import { scenarioPositions } from '../../scenario/testing/positions.ts';
import { fab } from './index.ts';
import type { FabPrompt, FabState } from './types.ts';

const KIND = 'fab.priority';
const hasPlay = (p: FabPrompt | { kind: string }): boolean => p.kind === KIND && ((p as Extract<FabPrompt, { kind: 'fab.priority' }>).attacks.length > 0 || (p as Extract<FabPrompt, { kind: 'fab.priority' }>).plays.length > 0);

const positions = scenarioPositions<FabState>(fab);

describe('FaB: skip to the next decision', () => {
  test('from every position of the scenarios, the skip is the passes one by one', () => {
    const { compared, forPlay, differences } = skipDifferences(fab, positions, KIND, hasPlay);
    expect(differences).toEqual([]);
    expect(compared).toBeGreaterThan(100);
    expect(forPlay).toBeGreaterThan(0); // some stopped for a hero with a play, not only at decisions
  });

  test('after random passes and skips, each skip is still the passes one by one', () => {
    fc.assert(
      fc.property(fc.nat(), fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }), (at, moves) => {
        expect(skipWalkDifferences(fab, positions[at % positions.length] as FabState, moves, KIND, hasPlay)).toEqual([]);
      }),
      { seed: 20261125, numRuns: 200 },
    );
  });
});
