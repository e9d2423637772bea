/**
 * What the Battle Spirits module cites. Battle Spirits has no numbered Japanese comprehensive
 * rules: the referee cites the page and step of the official rule manual (page 08, the attack
 * step), the numbered official FAQ (attack-step category), and, where the manual page is
 * silent, the Battle Spirits Saga comprehensive rules and keyword definitions
 * (../shared/rules/bs.md). Where none of these decides, it cites judge-call.
 */
import { JUDGE_CALL, type RuleRef } from '../../engine/types.ts';
import { defineVocabulary } from '../../engine/vocabulary.ts';
import type { BsEvent, BsPrompt } from './types.ts';
import { BS_ERRORS, BS_EVENTS, BS_PROMPTS } from './vocabulary.ts';

export const BS_RULES = [
  'BS-RM p08 intro',
  'BS-RM p08 ❶',
  'BS-RM p08 ❷',
  'BS-RM p08 ❸',
  'BS-RM p08 ❹',
  'BS-RM p08 ❺',
  'BS-RM p08 ❻',
  'BS-RM p08 ❼',
  'BS-RM p08 FT',
  'BS-FAQ アタックステップ Q1',
  'BS-FAQ アタックステップ Q2',
  'BS-FAQ アタックステップ Q3',
  'BS-FAQ アタックステップ Q4',
  'BS-FAQ アタックステップ Q5',
  'BS-FAQ アタックステップ Q6',
  'BSS-CR 1-2',
  'BSS-CR ch.7',
  'BSS-CR ch.9',
  'BSS-KW Confront',
  'BSS-KW Blessed',
  JUDGE_CALL,
] as const;
export type BsRuleId = (typeof BS_RULES)[number];
export type { BsErrorCode } from './vocabulary.ts';

export const BS = defineVocabulary('bs', { rules: BS_RULES, errors: BS_ERRORS, asksJudge: true, events: BS_EVENTS satisfies readonly BsEvent['type'][], prompts: BS_PROMPTS satisfies readonly BsPrompt['kind'][] });
export const r = (id: BsRuleId): RuleRef => BS.cite(id);
export const JUDGE: RuleRef = BS.judge;
export const refuse = BS.refuse;
