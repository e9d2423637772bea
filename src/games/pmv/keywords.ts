/**
 * The 戦術 table: for each tactic the referee models, the rule that defines it (総合ルール 10.2–10.6)
 * and the hooks it changes. Play and combat code asks the table ("does this character strike at
 * the 先制 timing?", "may it be played as an answer?") and never tests a tactic by name.
 */
import type { PmvRuleId } from './rules.ts';
import type { PmvCard, Tactic } from './types.ts';

export type TacticDef = {
  /** The rule that defines it. */
  readonly rule: PmvRuleId;
  /** A character played enters the field active, not sleeping (速攻). */
  readonly entersActive?: true;
  /** A character that may be played at a command's timing, as an answer in a 干渉 too (奇襲). */
  readonly anyTiming?: true;
  /** Its combat damage is dealt at the 先制 timing, 6.2.4.d (先制). */
  readonly firstStrike?: true;
  /** As an attacker, the damage past its defender's 耐久力 goes on to the defending player (貫通). */
  readonly pierces?: true;
  /** As an attacker, whether it cancels this defender's defence as combat begins (隠密: one sharing no 種族 with it). */
  readonly cancelsDefence?: (attacker: PmvCard, defender: PmvCard) => boolean;
};

export const TACTIC_TABLE = {
  先制: { rule: '10.4', firstStrike: true },
  貫通: { rule: '10.5.2.a', pierces: true },
  隠密: { rule: '10.6.2.a', cancelsDefence: (attacker, defender) => !attacker.races.some((race) => defender.races.includes(race)) },
  奇襲: { rule: '10.3.2.a', anyTiming: true },
  速攻: { rule: '10.2', entersActive: true },
} as const satisfies { readonly [T in Tactic]: TacticDef };

type Hook = Exclude<keyof TacticDef, 'rule'>;

/** The entry of the card's first tactic (in the card's order) that has this hook, or undefined. */
export const tacticWith = (c: PmvCard, hook: Hook): TacticDef | undefined => {
  for (const t of c.tactics) {
    const def: TacticDef = TACTIC_TABLE[t];
    if (def[hook] !== undefined) return def;
  }
  return undefined;
};

/** Whether any of the card's tactics has this hook. */
export const hasHook = (c: PmvCard, hook: Hook): boolean => tacticWith(c, hook) !== undefined;

/** Whether this attacker's tactics cancel this defender's defence (10.6.2.a), with the rule that does. */
export const cancelledBy = (attacker: PmvCard, defender: PmvCard): PmvRuleId | null => {
  for (const t of attacker.tactics) {
    const def: TacticDef = TACTIC_TABLE[t];
    if (def.cancelsDefence?.(attacker, defender) === true) return def.rule;
  }
  return null;
};
