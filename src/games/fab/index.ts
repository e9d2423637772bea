/**
 * Flesh and Blood: the combat chain (Comprehensive Rules section 7) as a GameModule, run by the
 * procedure kernel: the step table (steps.ts), the moves (moves.ts) and a few hooks.
 */
import { FAB_ANSWERING } from './answers.ts';
import { defineGame, unknownPlayer, type GameProcedure } from '../../engine/game.ts';
import { load } from './load.ts';
import { FAB_MOVES } from './moves.ts';
import { prompt } from './prompt.ts';
import { FAB, PRIORITY_RULE, r, type FabErrorCode, type FabRuleId } from './rules.ts';
import type { MirageRuling } from './types.ts';
import { checkState, FAB_DECISIONS, FAB_STEP_TABLE, resolveTop } from './steps.ts';
import { copyState, inGame, withState } from './state.ts';
import { summary } from './summary.ts';
import { FAB_EDITIONS, type FabAction, type FabEvent, type FabModule, type FabState, type Step } from './types.ts';
import { view } from './view.ts';

export * from './types.ts';
export {
  attacksItself,
  canonicalKeyword,
  FAB_BOARDS,
  FAB_CARDS,
  FAB_SETUP,
  isAlly,
  keywordEntry,
  keywordProblems,
  keywordWords,
  newSetup,
  removeKeywordText,
  setKeywordN,
  setupDomains,
  toggleKeyword,
  withKeywordIds,
  type FabCardSetup,
  type FabPlayerSetup,
  type FabSetup,
  type KeywordWords,
} from './setup.ts';
export { FAB_ERRORS, FAB_EVENTS, FAB_PROMPTS } from './vocabulary.ts';

const procedure: GameProcedure<FabState, Step, FabAction, FabEvent, FabRuleId, FabErrorCode> = {
  steps: FAB_STEP_TABLE,
  copy: copyState,
  moves: FAB_MOVES,
  decisions: FAB_DECISIONS,
  // A hero who lost neither passes nor receives priority; the turn player's turn goes on without one.
  passers: inGame,
  holder: (s) => (s.players[s.active]?.lost ? (inGame(s)[0] ?? s.active) : s.active),
  stateCheck: checkState,
  resolve: resolveTop,
  // `advance until decision` stops for a holder with a card to play or an attack to make (the prompt's, which the UI offers).
  hasPlay: (s) => {
    const p = prompt(s);
    return p.kind === 'fab.priority' && (p.attacks.length > 0 || p.plays.length > 0);
  },
  end: (s, ctx) => {
    ctx.log.push({ type: 'actionPhaseEnded', rule: r('4.3.4'), automatic: true });
    return s;
  },
  questions: {
    // Mirage (8.3.25) is called a static ability but worded as a trigger: the rules do not say whether it uses the stack.
    mirage: {
      options: ['destroyNow', 'trigger'] satisfies MirageRuling[],
      rule: (s, ruling) => (withState(s, { mirage: ruling as MirageRuling })),
    },
  },
  rules: { passed: (s) => PRIORITY_RULE[s.step], resolved: (s) => PRIORITY_RULE[s.step] },
  refuse: {
    gameOver: () => FAB.error('gameOver', r('4.5.1')),
    ended: () => FAB.error('phaseOver', r('4.3.4')),
    anyAction: unknownPlayer(FAB),
    pending: (_s, p, rule) => (p.kind === 'defend' ? FAB.error('defendFirst', rule, { player: p.player }) : FAB.error('notYourDecision', rule, { decision: p.kind, player: p.player })),
    noPriority: (s) => FAB.error('noPriority', r(PRIORITY_RULE[s.step])),
    notYourPriority: (s, holder) => FAB.error('notYourPriority', r(PRIORITY_RULE[s.step]), { player: holder }),
  },
};

export const fab: FabModule = defineGame({ vocabulary: FAB, editions: FAB_EDITIONS, procedure, load, prompt, view, summary, answering: FAB_ANSWERING });
