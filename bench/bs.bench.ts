/**
 * Battle Spirits engine speed (not a test; `npm run bench`): a typical two-battle turn (a blocked
 * battle won with a flash magic card in flash timing 2, then an unblocked one; bench/workloads.ts)
 * played from the start of the attack step to its end again and again, beside FaB's chain
 * (bench/against-fab.ts). Target: at least 80% of the FaB figure.
 */
import { play } from '../src/engine/referee.ts';
import { bs } from '../src/games/bs/index.ts';
import type { BsAction, BsState } from '../src/games/bs/types.ts';
import { againstFab, loadWorkload } from './against-fab.ts';
import { bsTurnActions, bsTurnBoard } from './workloads.ts';

const start = loadWorkload(bs, 'BS', { rules: 'current', setup: bsTurnBoard, actions: bsTurnActions });
const outcome = bs.summary(play(bs, start.state as BsState, start.actions as BsAction[]).state);
if (outcome.step !== 'end' || outcome.battles.length !== 2 || outcome.life.B !== 4 || outcome.trash.B?.[0] !== 'golem') {
  throw new Error(`BS bench turn ended unexpectedly: ${JSON.stringify(outcome)}`);
}

againstFab(bs, start, 'BS two-battle turn', 'BS');
