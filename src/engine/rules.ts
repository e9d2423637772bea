import type { RuleRef } from './types.ts';

/** The compact form the runner prints and the scenario format uses: `mtg:510.1c`. */
export const formatRule = (ref: RuleRef): string => `${ref.game}:${ref.id}`;
