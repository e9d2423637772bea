/**
 * Phantom Magic Vision random walks (src/fuzz/pmv/walk.ts, shared with `npm run fuzz`): options
 * the prompt offers are never refused; zones, life, nodes and deck add up; nothing on the field
 * is left 決死; refusals change nothing and cite a rule; JSON copies and replays hold. The walks
 * must reach the whole procedure and the refusals. The seed is fixed so CI is deterministic; set
 * FC_SEED (and FC_RUNS) to explore, or run `npm run fuzz -- --game pmv`.
 */
import { describe, expect, it } from 'vitest';
import { missing, walkAndReach } from '../../fuzz/coverage.ts';
import { pmvWalks } from '../../fuzz/pmv/walk.ts';

describe('PMV random walks', () => {
  it('prompt options are legal; zones, life, nodes and deck add up; refusals, JSON copies and replays hold', () => {
    const seed = Number(process.env.FC_SEED ?? 20261125);
    const reached = walkAndReach(pmvWalks, { seed, runs: Number(process.env.FC_RUNS ?? pmvWalks.coverageRuns) });
    expect(missing(pmvWalks, reached), 'the walks never reached these').toEqual([]);
  }, 120_000);
});
