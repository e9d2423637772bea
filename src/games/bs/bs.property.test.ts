/**
 * Battle Spirits random walks (src/fuzz/bs/walk.ts, shared with `npm run fuzz`): the options the
 * prompt offers are never refused, cores are conserved, zones, rules, refusals, JSON copies and
 * replays hold, and a resolved battle's outcome is the one ❺–❼ give, worked out independently.
 * The walks must reach the whole procedure and the refusals. The seed is fixed so CI is
 * deterministic; set FC_SEED (and FC_RUNS) to explore, or run `npm run fuzz -- --game bs`.
 */
import { describe, expect, it } from 'vitest';
import { missing, walkAndReach } from '../../fuzz/coverage.ts';
import { bsWalks } from '../../fuzz/bs/walk.ts';

describe('BS random walks', () => {
  it('prompt options are legal; cores are conserved; zones, rules, refusals, JSON copies and replays hold', () => {
    const seed = Number(process.env.FC_SEED ?? 20261123);
    const reached = walkAndReach(bsWalks, { seed, runs: Number(process.env.FC_RUNS ?? bsWalks.coverageRuns) });
    expect(missing(bsWalks, reached), 'the walks never reached these').toEqual([]);
  }, 120_000);
});
