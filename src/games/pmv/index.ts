/**
 * Phantom Magic Vision: the main phase's priority and 干渉 (総合ルール 1.12), plays (1.8, 5.2.2),
 * combat (6.2.4) and 決死 (9.2) as a GameModule, run by the procedure kernel: the step table
 * (steps.ts), the moves (moves.ts), the 干渉's resolution and combat (combat.ts) and the judge's
 * one question.
 */
import { PMV_ANSWERING } from './answers.ts';
import { defineGame, unknownPlayer, type GameProcedure } from '../../engine/game.ts';
import { PMV_DECISIONS, PMV_QUESTIONS, resolveInterference } from './combat.ts';
import { load } from './load.ts';
import { PMV_MOVES } from './moves.ts';
import { prompt } from './prompt.ts';
import { copyState } from './state.ts';
import { PMV, r, type PmvErrorCode, type PmvRuleId } from './rules.ts';
import { lossCheck, PMV_STEP_TABLE } from './steps.ts';
import { summary } from './summary.ts';
import { PMV_EDITIONS, type PmvAction, type PmvEvent, type PmvModule, type PmvState, type Step } from './types.ts';
import { view } from './view.ts';

export * from './types.ts';
export { fieldApplies, newSetup, parseRaces, PMV_BOARDS, PMV_CARDS, PMV_SETUP, setupDomains, withType, withZone, zonesFor, type PmvCardSetup, type PmvPlayerSetup, type PmvSetup } from './setup.ts';
export { PMV_ERRORS, PMV_EVENTS, PMV_PROMPTS } from './vocabulary.ts';

const procedure: GameProcedure<PmvState, Step, PmvAction, PmvEvent, PmvRuleId, PmvErrorCode> = {
  steps: PMV_STEP_TABLE,
  copy: copyState,
  moves: PMV_MOVES,
  decisions: PMV_DECISIONS,
  stateCheck: lossCheck,
  resolve: resolveInterference,
  // `advance until decision` stops for a holder who may attack, defend, or play a card they can pay for (the prompt's).
  hasPlay: (s) => {
    const p = prompt(s);
    return p.kind === 'pmv.priority' && (p.attackers.length > 0 || p.defenders.length > 0 || p.cards.some((c) => c.playable || c.canDefend));
  },
  rules: { passed: (s, all) => (all ? (s.stack.length > 0 ? '1.12.9.a' : '1.12.9.b') : '1.12.4'), resolved: '1.12.8.e' },
  refuse: {
    gameOver: () => PMV.error('gameOver', r('1.5.3.a')),
    ended: () => PMV.error('turnOver', r('1.12.9.b')),
    anyAction: unknownPlayer(PMV),
    // While a graze is offered (or anything else is being processed) nobody holds priority (1.12.11).
    pending: () => PMV.error('noPriority', r('1.12.11')),
    noPriority: () => PMV.error('noPriority', r('1.12.11')),
    notYourPriority: (_s, holder, a) => PMV.error('notYourPriority', r(a.type === 'pass' ? '1.12.4' : '1.12.2'), { player: holder }),
  },
  // Once the main phase is over, every action is refused for that reason.
  endRefusesAll: true,
  questions: PMV_QUESTIONS,
};

export const pmv: PmvModule = defineGame({ vocabulary: PMV, editions: PMV_EDITIONS, procedure, load, prompt, view, summary, answering: PMV_ANSWERING });
