/**
 * Battle Spirits: the attack step (official rule manual page 08, ❶–❼ and the flash-timing
 * exchange) as a GameModule, run by the procedure kernel: the step table (steps.ts), the moves
 * (moves.ts), the keyword table (keywords.ts) and the judge's one question.
 */
import { BS_ANSWERING } from './answers.ts';
import { defineGame, unknownPlayer, type GameProcedure } from '../../engine/game.ts';
import { load } from './load.ts';
import { BS_MOVES, flashCardRefusal } from './moves.ts';
import { prompt } from './prompt.ts';
import { copyState } from './state.ts';
import { BS, r, type BsErrorCode, type BsRuleId } from './rules.ts';
import { BS_DECISIONS, BS_QUESTIONS, BS_STEP_TABLE } from './steps.ts';
import { summary } from './summary.ts';
import { BS_EDITIONS, type BsAction, type BsEvent, type BsModule, type BsState, type Step } from './types.ts';
import { view } from './view.ts';

export * from './types.ts';
export { BS_BOARDS, BS_CARDS, BS_SETUP, isFighterType, newSetup, setupDomains, SOUL_PLACES, tidySetup, type BsCardSetup, type BsPlayerSetup, type BsSetup } from './setup.ts';
export { BS_ERRORS, BS_EVENTS, BS_PROMPTS } from './vocabulary.ts';

const FT = 'BS-RM p08 FT' satisfies BsRuleId;

const procedure: GameProcedure<BsState, Step, BsAction, BsEvent, BsRuleId, BsErrorCode> = {
  steps: BS_STEP_TABLE,
  copy: copyState,
  moves: BS_MOVES,
  decisions: BS_DECISIONS,
  // No stack: every flash use resolves as it is made, so there is never anything to resolve.
  resolve: (s) => s,
  // `advance until decision` stops for a flash-right holder with a magic card in hand they may use and pay for now.
  hasPlay: (s, player) => s.order.some((id) => s.cards[id]?.zone === 'hand' && s.cards[id]?.owner === player && flashCardRefusal(s, s.cards[id], player) === null),
  rules: { passed: () => FT, resolved: FT },
  refuse: {
    gameOver: () => BS.error('gameOver', r('BSS-CR 1-2')),
    ended: (s) => (s.firstTurn ? BS.error('noAttackStep', r('BS-RM p08 intro')) : BS.error('attackStepOver', r('BS-RM p08 ❼'))),
    anyAction: unknownPlayer(BS),
    // The flash right exists only in an open flash timing: at ❶ and ❸ a declaration is awaited instead.
    pending: () => BS.error('noFlashTiming', r(FT)),
    noPriority: () => BS.error('noFlashTiming', r(FT)),
    notYourPriority: (_s, holder) => BS.error('notYourFlash', r(FT), { player: holder }),
  },
  // Once the attack step is over (or never was), every action is refused for that reason.
  endRefusesAll: true,
  questions: BS_QUESTIONS,
};

export const bs: BsModule = defineGame({ vocabulary: BS, editions: BS_EDITIONS, procedure, load, prompt, view, summary, answering: BS_ANSWERING });
