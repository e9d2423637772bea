/**
 * The rule ids the FaB module cites: Comprehensive Rules section 7 as given in the seed
 * (shared/seeds/000_6319b453a46debf4.txt). Anything the seed does not cover (costs, pitching,
 * action points spent, the keywords outside section 7, losing at 0 life) cites JUDGE_CALL
 * instead of a number we cannot check.
 */
import { JUDGE_CALL, type RuleRef } from '../../engine/types.ts';
import { defineVocabulary } from '../../engine/vocabulary.ts';
import type { Step } from './types.ts';
import { FAB_ERRORS, FAB_EVENTS, FAB_PROMPTS } from './vocabulary.ts';

export const FAB_RULES = [
  // the sections that describe each step (the step tracker shows them)
  '7.1',
  '7.2',
  '7.3',
  '7.4',
  '7.5',
  '7.6',
  '7.7',
  '7.0.1a',
  '7.0.2a',
  '7.0.3b',
  '7.0.3d',
  '7.0.3e',
  '7.0.5e',
  '7.1.2',
  '7.1.3',
  '7.2.2',
  '7.2.3',
  '7.2.3a',
  '7.2.3b',
  '7.2.3d',
  '7.2.4',
  '7.2.4a',
  '7.2.4b',
  '7.2.5',
  '7.2.6',
  '7.3.1',
  '7.3.2',
  '7.3.2a',
  '7.3.2b',
  '7.3.2c',
  '7.3.2d',
  '7.3.3',
  '7.3.4',
  '7.4.2',
  '7.4.2a',
  '7.4.2b',
  '7.4.2c',
  '7.4.2d',
  '7.4.3',
  '7.5.2',
  '7.5.2a',
  '7.5.2b',
  '7.5.3',
  '7.5.4',
  '7.5.5',
  '7.5.5a',
  '7.5.5b',
  '7.6.2',
  '7.6.2a',
  '7.6.3',
  '7.6.3a',
  '7.6.4',
  '7.7.1',
  '7.7.2b',
  '7.7.2c',
  '7.7.3',
  '7.7.4',
  '7.7.5',
  '7.7.6',
  '7.7.7',
  JUDGE_CALL,
] as const;
export type FabRuleId = (typeof FAB_RULES)[number];

export type FabErrorCode = (typeof FAB_ERRORS)[number];

export const FAB = defineVocabulary('fab', { rules: FAB_RULES, errors: FAB_ERRORS, events: FAB_EVENTS, prompts: FAB_PROMPTS });
export const r = (id: FabRuleId): RuleRef => FAB.cite(id);
export const JUDGE: RuleRef = FAB.judge;
export const refuse = FAB.refuse;

/** The rule under which players hold priority in each step (passing, after a resolution, the prompt). */
export const PRIORITY_RULE: Readonly<Record<Step, FabRuleId>> = {
  layer: '7.1.2',
  attack: '7.2.5',
  defend: '7.3.3',
  reaction: '7.4.2',
  damage: '7.5.3',
  resolution: '7.6.3',
  close: '7.7.1',
  closed: JUDGE_CALL, // the action phase outside combat is not in section 7
};
