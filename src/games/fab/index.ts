/**
 * Flesh and Blood: the combat chain (Comprehensive Rules section 7) as a GameModule.
 */
import { advance } from '../../engine/referee.ts';
import type { EngineError, GameModule, Result, Transition } from '../../engine/types.ts';
import { applyAction } from './actions.ts';
import { loadFab } from './load.ts';
import { promptFab } from './prompt.ts';
import { FAB_RULES, JUDGE, r } from './rules.ts';
import { summarize } from './summary.ts';
import { FAB_EDITIONS, type FabAction, type FabEvent, type FabPrompt, type FabState, type FabSummary } from './types.ts';
import { FAB_ERRORS, FAB_EVENTS, FAB_PROMPTS } from './vocabulary.ts';

export * from './types.ts';
export { promptFab, suggestPitch } from './prompt.ts';
export { FAB_ERRORS, FAB_EVENTS, FAB_PROMPTS } from './vocabulary.ts';

const passFor = (s: FabState): FabAction | null => {
  const p = promptFab(s);
  return p.kind === 'fab.priority' ? { type: 'pass', by: p.player } : null;
};

const progressed = (before: FabState, now: FabState): boolean =>
  now.stack.length < before.stack.length || now.step !== before.step || now.gameOver || now.phaseOver;

export const applyFab = (s: FabState, a: FabAction): Result<Transition<FabState, FabEvent>, EngineError> => {
  if (a.type !== 'advance') return applyAction(s, a);
  if (s.gameOver || s.phaseOver) return applyAction(s, a); // refused: nothing is left to do
  const noPass: EngineError = s.pending
    ? { code: 'defendFirst', rule: r('7.3.2'), params: { player: s.pending.player } }
    : { code: 'nothingToAdvance', rule: JUDGE };
  return advance(applyAction, s, passFor, progressed, noPass);
};

export const fab: GameModule<FabState, FabAction, FabEvent, FabPrompt, FabSummary> = {
  id: 'fab',
  editions: FAB_EDITIONS,
  load: loadFab,
  apply: applyFab,
  prompt: promptFab,
  summary: summarize,
  rules: FAB_RULES,
  vocabulary: { events: FAB_EVENTS, prompts: FAB_PROMPTS, errors: FAB_ERRORS },
};
