/**
 * The rules editions as an overlay table: what the rule code reads where the editions differ,
 * instead of testing the edition's name. 2023-11 is CR 20231117 (the seeds' text); 2024-11 is
 * the Foundations update, which removed the damage assignment order; 2026-09 renumbered keyword
 * actions and battles but decides combat as 2024-11 does.
 */
import type { MtgRuleId } from './rules.ts';
import type { MtgEdition } from './types.ts';

export type EditionRules = {
  /** Blockers and attackers are put in a damage assignment order (509.2, 509.3), and damage follows it (510.1c-d). */
  readonly damageOrder: boolean;
  /** The rule that gives the active player priority once blockers are declared (and ordered). */
  readonly priorityAfterBlocks: MtgRuleId;
};

const CURRENT: EditionRules = { damageOrder: false, priorityAfterBlocks: '509.2' };

export const EDITIONS: Readonly<Record<MtgEdition, EditionRules>> = {
  // Combat as the scenario format expresses it is decided as in 2024-11 (editions.md A3); citations differ.
  '2026-09': CURRENT,
  '2024-11': CURRENT,
  '2023-11': { ...CURRENT, damageOrder: true, priorityAfterBlocks: '509.4' },
};

export const editionOf = (s: { readonly edition: MtgEdition }): EditionRules => EDITIONS[s.edition];
