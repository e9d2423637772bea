/**
 * `advance until decision` in every game: from every position of the scenario suite where someone
 * holds priority, and from random mixes of passes and skips after it, one skip reaches the same
 * state with the same events as passing by hand until the holder has something to play (read from
 * the prompt, as the UI reads it), or play waits on something else (a decision, a ruling, the end).
 */
import * as fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { AnyGameModule, PromptBase } from '../engine/types.ts';
import { skipDifferences, skipWalkDifferences } from '../engine/testing/skip.ts';
import { scenarioPositions } from '../scenario/testing/positions.ts';
import { bs, type BsPrompt } from './bs/index.ts';
import { fab } from './fab/index.ts';
import type { FabPrompt } from './fab/types.ts';
import { mtg } from './mtg/index.ts';
import { pmv, type PmvPrompt } from './pmv/index.ts';

type Case = {
  readonly game: AnyGameModule;
  /** The priority prompt's kind. */
  readonly kind: string;
  /** Whether the holder has a play besides passing (the prompt's options). */
  readonly hasPlay: (p: PromptBase) => boolean;
  /** At least this many positions are compared. */
  readonly positions: number;
  /** Whether some skips stop for a play, not only at decisions. */
  readonly stopsForPlay: boolean;
};

const CASES: readonly Case[] = [
  // MTG models no hand, and manual effects alone are no play: only a decision, a ruling or the end stops the skip.
  { game: mtg, kind: 'mtg.priority', hasPlay: () => false, positions: 300, stopsForPlay: false },
  {
    game: fab,
    kind: 'fab.priority',
    hasPlay: (p) => p.kind === 'fab.priority' && ((p as Extract<FabPrompt, { kind: 'fab.priority' }>).attacks.length > 0 || (p as Extract<FabPrompt, { kind: 'fab.priority' }>).plays.length > 0),
    positions: 100,
    stopsForPlay: true,
  },
  // The flash-right holder has a flash magic card they may use and pay for.
  { game: bs, kind: 'bs.flash', hasPlay: (p) => p.kind === 'bs.flash' && (p as Extract<BsPrompt, { kind: 'bs.flash' }>).cards.some((c) => c.usable), positions: 50, stopsForPlay: true },
  // The holder may attack, defend, or play a card they can pay for.
  {
    game: pmv,
    kind: 'pmv.priority',
    hasPlay: (p) => {
      if (p.kind !== 'pmv.priority') return false;
      const q = p as Extract<PmvPrompt, { kind: 'pmv.priority' }>;
      return q.attackers.length > 0 || q.defenders.length > 0 || q.cards.some((c) => c.playable || c.canDefend);
    },
    positions: 50,
    stopsForPlay: true,
  },
];

describe.each(CASES)('$game.id: skip to the next decision', ({ game, kind, hasPlay, positions: least, stopsForPlay }) => {
  const positions = scenarioPositions<unknown>(game);

  test('from every position of the scenarios, the skip is the passes one by one', () => {
    const { compared, forPlay, differences } = skipDifferences(game, positions, kind, hasPlay);
    expect(differences).toEqual([]);
    expect(compared).toBeGreaterThan(least);
    if (stopsForPlay) expect(forPlay).toBeGreaterThan(0);
    else expect(forPlay).toBe(0);
  });

  test('after random passes and skips, each skip is still the passes one by one', () => {
    fc.assert(
      fc.property(fc.nat(), fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }), (at, moves) => {
        expect(skipWalkDifferences(game, positions[at % positions.length], moves, kind, hasPlay)).toEqual([]);
      }),
      { seed: 20261125, numRuns: 200 },
    );
  });
});
