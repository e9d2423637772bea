/**
 * What the Phantom Magic Vision module cites: the 総合ルール's own numbers as printed, letter
 * after a dot (section 1 from our seed; 4.1.2, 5.2.2, 6.2.4, 9.2 and 10.2–10.6 as the rules wikis
 * quote them, ../shared/rules/pmv.md). `6.2` is the combat section as a whole where the sub-rule's
 * number is not known (who may attack and defend), `RB2.0 p40` the basic rulebook's page on graze.
 * Where none of these decides, the referee cites judge-call. Never a made-up number.
 */
import { JUDGE_CALL, type RuleRef } from '../../engine/types.ts';
import { defineVocabulary } from '../../engine/vocabulary.ts';
import type { PmvEvent, PmvPrompt } from './types.ts';
import { PMV_ERRORS, PMV_EVENTS, PMV_PROMPTS } from './vocabulary.ts';

export const PMV_RULES = [
  '1.5.3.a',
  '1.5.4.a',
  '1.8.7.a',
  '1.8.7.b',
  '1.8.7.c',
  '1.8.9.e',
  '1.9.4',
  '1.9.5',
  '1.10.11.a',
  '1.10.12.c',
  '1.10.12.f',
  '1.10.13.b',
  '1.10.13.d',
  '1.10.13.e',
  '1.10.14',
  '1.12.2',
  '1.12.2.b',
  '1.12.2.c',
  '1.12.3',
  '1.12.4',
  '1.12.6.a',
  '1.12.6.b',
  '1.12.6.c',
  '1.12.8.a',
  '1.12.8.b',
  '1.12.8.e',
  '1.12.9.a',
  '1.12.9.b',
  '1.12.11',
  '4.1.2',
  '5.2.2',
  '6.2',
  '6.2.4.c',
  '6.2.4.d',
  '6.2.4.e',
  '6.2.4.g',
  '6.2.4.h',
  '9.1.5',
  '9.2.2.a',
  '9.2.2.b',
  '9.2.2.c',
  '9.2.3',
  '9.2.4',
  '9.2.5',
  '10.2',
  '10.3.2.a',
  '10.3.2.b',
  '10.3.4',
  '10.4',
  '10.5.2.a',
  '10.6.2.a',
  'RB2.0 p40',
  JUDGE_CALL,
] as const;
export type PmvRuleId = (typeof PMV_RULES)[number];
export type { PmvErrorCode } from './vocabulary.ts';

export const PMV = defineVocabulary('pmv', { rules: PMV_RULES, errors: PMV_ERRORS, asksJudge: true, events: PMV_EVENTS satisfies readonly PmvEvent['type'][], prompts: PMV_PROMPTS satisfies readonly PmvPrompt['kind'][] });
export const r = (id: PmvRuleId): RuleRef => PMV.cite(id);
export const JUDGE: RuleRef = PMV.judge;
export const refuse = PMV.refuse;
