/**
 * Battle Spirits random walks (src/fuzz/bs/walk.ts, shared with `npm run fuzz`): the options the
 * prompt offers are never refused, cores are conserved, zones, rules, refusals, JSON copies and
 * replays hold, and a resolved battle's outcome is the one ❺–❼ give, worked out independently.
 * The walks must reach the whole procedure and the refusals. The seed is fixed so CI is
 * deterministic; set FC_SEED (and FC_RUNS) to explore, or run `npm run fuzz -- --game bs`.
 */
import { describe, it } from 'vitest';
import { bsWalks } from '../../fuzz/bs/walk.ts';
import { expectWalksReachAll } from '../../testing/walks.ts';

describe('BS random walks', () => {
  it('prompt options are legal; cores are conserved; zones, rules, refusals, JSON copies and replays hold', () => {
    expectWalksReachAll(bsWalks, 20261123);
  }, 120_000);
});
