/**
 * Phantom Magic Vision engine speed (not a test; `npm run bench`): a typical main phase (an attack
 * defended and answered with a command, then an attack answered with a command that hits the
 * player, who grazes, then the phase's end; bench/workloads.ts) played from its start again and
 * again, beside FaB's chain (bench/against-fab.ts). Target: at least 80% of the FaB figure.
 */
import { play } from '../src/engine/referee.ts';
import { pmv } from '../src/games/pmv/index.ts';
import type { PmvAction, PmvState } from '../src/games/pmv/types.ts';
import { againstFab, loadWorkload } from './against-fab.ts';
import { pmvTurnActions, pmvTurnBoard } from './workloads.ts';

const start = loadWorkload(pmv, 'PMV', { rules: 'current', setup: pmvTurnBoard, actions: pmvTurnActions });
const outcome = pmv.summary(play(pmv, start.state as PmvState, start.actions as PmvAction[]).state);
if (
  outcome.step !== 'turn-end' ||
  outcome.combats.length !== 2 ||
  outcome.life.B !== 21 ||
  outcome.combats[1]?.grazed !== 2 ||
  outcome.underworld.B?.join() !== 'youmu,snipe' ||
  outcome.field.A?.join() !== 'sanae,marisa'
) {
  throw new Error(`PMV bench main phase ended unexpectedly: ${JSON.stringify(outcome)}`);
}

againstFab(pmv, start, 'PMV main phase with two attacks', 'PMV');
