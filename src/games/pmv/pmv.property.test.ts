/**
 * Phantom Magic Vision random walks (src/fuzz/pmv/walk.ts, shared with `npm run fuzz`): options
 * the prompt offers are never refused; zones, life, nodes and deck add up; nothing on the field
 * is left 決死; refusals change nothing and cite a rule; JSON copies and replays hold. The walks
 * must reach the whole procedure and the refusals. The seed is fixed so CI is deterministic; set
 * FC_SEED (and FC_RUNS) to explore, or run `npm run fuzz -- --game pmv`.
 */
import { describe, it } from 'vitest';
import { pmvWalks } from '../../fuzz/pmv/walk.ts';
import { expectWalksReachAll } from '../../testing/walks.ts';

describe('PMV random walks', () => {
  it('prompt options are legal; zones, life, nodes and deck add up; refusals, JSON copies and replays hold', () => {
    expectWalksReachAll(pmvWalks, 20261125);
  }, 120_000);
});
