/**
 * Magic: The Gathering, combat phase (CR 506-511), as a GameModule run by the procedure kernel:
 * the step table (steps.ts), the moves (moves.ts), state-based actions as the state check, and
 * the stack resolving one object at a time.
 */
import { MTG_ANSWERING } from './answers.ts';
import { defineGame, type GameProcedure } from '../../engine/game.ts';
import { resolveTop } from './effects.ts';
import { MTG_MOVES } from './moves.ts';
import { prompt } from './prompt.ts';
import { cite, MTG, type MtgErrorCode, type MtgRuleId } from './rules.ts';
import { checkStateBasedActions } from './sba.ts';
import { load } from './load.ts';
import { copyState, inGame } from './state.ts';
import { MTG_DECISIONS, MTG_STEP_TABLE } from './steps.ts';
import { summary } from './summary.ts';
import { MTG_EDITIONS } from './types.ts';
import type { MtgAction, MtgEvent, MtgModule, MtgState, Step } from './types.ts';
import { view } from './view.ts';

const procedure: GameProcedure<MtgState, Step, MtgAction, MtgEvent, MtgRuleId, MtgErrorCode> = {
  steps: MTG_STEP_TABLE,
  copy: copyState,
  cite: (s, id) => cite(s.edition, id),
  moves: MTG_MOVES,
  decisions: MTG_DECISIONS,
  // 704.3: state-based actions are checked whenever a player would receive priority.
  stateCheck: (s, ctx) => checkStateBasedActions(s, ctx.log),
  // Players who left the game (800.4a) no longer pass; priority goes round those still in it.
  passers: (s) => inGame(s),
  resolve: (s, ctx) => resolveTop(s, ctx.log),
  // 117.3d: priority moves on; 117.4: all passed. 117.3b: after a resolution the active player gets it.
  rules: { passed: (_s, all) => (all ? '117.4' : '117.3d'), resolved: '117.3b' },
  refuse: {
    unknownAction: (s, a) => (MTG.error('notNow', cite(s.edition, '117.1'), { decision: String(a.type) })),
    gameOver: (s) => (MTG.error('gameOver', cite(s.edition, '104.1'))),
    ended: (s) => (MTG.error('combatOver', cite(s.edition, '511.3'))),
    pending: (_s, p, rule) => MTG.error('decisionPending', rule, { player: p.player, decision: p.kind }),
    noPriority: (s) => (MTG.error('combatOver', cite(s.edition, '511.3'))),
    notYourPriority: (s, holder) => (MTG.error('notYourPriority', cite(s.edition, '117.1'), { player: holder })),
  },
};

export const mtg: MtgModule = defineGame({ vocabulary: MTG, editions: MTG_EDITIONS, procedure, load, prompt, view, summary, answering: MTG_ANSWERING });

export type { MtgAction, MtgEvent, MtgPrompt, MtgState, MtgSummary, MtgView } from './types.ts';
export {
  addPermanent,
  addPlayer,
  commandersAgainst,
  duplicatePermanent,
  MTG_BOARDS,
  MTG_SETUP,
  nameId,
  newSetup,
  PLAYER_IDS,
  removePlayer,
  setupDomains,
  tidySetup,
  type MtgPermanentSetup,
  type MtgPlayerSetup,
  type MtgSetup,
} from './setup.ts';
