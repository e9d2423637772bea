/**
 * Every rule of the Comprehensive Rules this module cites, and the citer that tags the rules
 * whose text differs between the 2023-11 and 2024-11 editions (damage assignment order).
 */
import type { RuleRef } from '../../engine/types.ts';
import { defineVocabulary } from '../../engine/vocabulary.ts';
import type { MtgEdition, MtgEventType, MtgPrompt } from './types.ts';
import { MTG_ERRORS, MTG_EVENTS, MTG_PROMPTS } from './vocabulary.ts';

export const MTG_RULES = [
  // turn structure, priority, the stack
  '104.1',
  '104.4a',
  '117.1',
  '117.3a',
  '117.3b',
  '117.3c',
  '117.3d',
  '117.4',
  '119.3',
  '120.3a',
  '120.3b',
  '120.3c',
  '120.3d',
  '120.3e',
  '120.3h',
  '302.6',
  '500.2',
  '601.2',
  '601.2c',
  '608.2',
  '608.2b',
  '608.2c',
  '615.1',
  '615.7',
  '701.7',
  '701.11',
  '701.15a',
  '701.21',
  // the same keyword actions as numbered from 2025-06 (cited in 2026-09 only)
  '701.8',
  '701.13',
  '701.19a',
  '701.26',
  // battles
  '310.8b',
  '310.9b',
  // multiplayer and Commander
  '800.4a',
  '800.4e',
  '802.4',
  '903.10a',
  // the combat phase
  '506.4',
  '507',
  '507.2',
  '508',
  '508.1',
  '508.1a',
  '508.1b',
  '508.1c',
  '508.1f',
  '508.2',
  '508.8',
  '509',
  '509.1',
  '509.1a',
  '509.1b',
  '509.1c',
  '509.1h',
  '509.2',
  '509.3',
  '509.4',
  '510',
  '510.1',
  '510.1a',
  '510.1b',
  '510.1c',
  '510.1d',
  '510.2',
  '510.3',
  '510.4',
  '511',
  '511.1',
  '511.3',
  // state-based actions
  '704.3',
  '704.5a',
  '704.5c',
  '704.5f',
  '704.5g',
  '704.5h',
  '704.5i',
  '704.5v',
  '704.6c',
  // keywords
  '702.2b',
  '702.2c',
  '702.3b',
  '702.4b',
  '702.7b',
  '702.9b',
  '702.10b',
  '702.12b',
  '702.15b',
  '702.16b',
  '702.16e',
  '702.16f',
  '702.17b',
  '702.19b',
  '702.19c',
  '702.19d',
  '702.19e',
  '702.19f',
  '702.20b',
  '702.80a',
  '702.90b',
  '702.90c',
  '702.111b',
  '702.164c',
] as const;
export type MtgRuleId = (typeof MTG_RULES)[number];

/**
 * Rules whose text is not the same in both editions, per edition: citations carry the edition,
 * and the locales have one entry per (rule, edition). The Foundations update removed damage
 * assignment order, so 2024-11's 509.2 is the priority rule that was 509.4, and 509.3-509.4 of
 * 2023-11 have no 2024-11 counterpart cited here.
 */
const EDITION_RULES: Readonly<Record<MtgEdition, readonly MtgRuleId[]>> = {
  '2026-09': ['509.2', '510.1c', '510.1d', '506.4', '702.2c', '701.8', '701.13', '701.19a', '701.26', '310.9b'],
  '2024-11': ['509.2', '510.1c', '510.1d', '506.4', '702.2c'],
  '2023-11': ['509.2', '509.3', '509.4', '510.1c', '510.1d', '506.4', '702.2c'],
};

/**
 * Rules renumbered after 2024-11 (keyword actions on 2025-06-06; battles when non-Siege battles
 * came, 2026): the rule code cites the 2024-11 number, and a later edition cites the same rule
 * under its own number.
 */
const RENUMBERED: Readonly<Partial<Record<MtgEdition, Readonly<Partial<Record<MtgRuleId, MtgRuleId>>>>>> = {
  '2026-09': { '701.7': '701.8', '701.11': '701.13', '701.15a': '701.19a', '701.21': '701.26', '310.8b': '310.9b' },
};

export type { MtgErrorCode } from './vocabulary.ts';

export const MTG = defineVocabulary('mtg', { rules: MTG_RULES, errors: MTG_ERRORS, asksJudge: false, events: MTG_EVENTS satisfies readonly MtgEventType[], prompts: MTG_PROMPTS satisfies readonly MtgPrompt['kind'][], editionRules: EDITION_RULES });

/**
 * Rules cited in an edition whose text in that edition our sources do not reach (editions.md,
 * mtg-cr notes): the citation keeps the 2024-11 number and text, and says so.
 */
export const TEXT_NOT_READ: Readonly<Partial<Record<MtgEdition, readonly MtgRuleId[]>>> = {
  '2026-09': ['802.4', '608.2', '608.2b', '608.2c', '615.1', '615.7'],
};

const tableOf = (edition: MtgEdition): ReadonlyMap<MtgRuleId, RuleRef> => {
  const table = new Map(MTG.table(edition));
  for (const [from, to] of Object.entries(RENUMBERED[edition] ?? {}) as [MtgRuleId, MtgRuleId][]) table.set(from, MTG.cite(to, edition));
  for (const id of TEXT_NOT_READ[edition] ?? []) table.set(id, Object.freeze({ ...MTG.cite(id), textOf: '2024-11' }));
  return table;
};

const TABLES: Readonly<Record<MtgEdition, ReadonlyMap<MtgRuleId, RuleRef>>> = {
  '2026-09': tableOf('2026-09'),
  '2024-11': tableOf('2024-11'),
  '2023-11': tableOf('2023-11'),
};

/** The reference for a rule in an edition (tagged with the edition where the rule's text differs); shared, so citing allocates nothing. */
export const cite = (edition: MtgEdition, id: MtgRuleId): RuleRef => TABLES[edition].get(id) ?? MTG.cite(id, edition);

export const isEditionSpecific = (id: string): boolean => MTG.isEditionSpecific(id);
