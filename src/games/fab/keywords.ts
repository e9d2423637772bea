/**
 * What each keyword the referee understands does, as data: the rule that defines it and the
 * hooks it changes. The step code asks the table ("does any keyword of this attack limit
 * defending cards?") instead of naming keywords. Keywords defined outside section 7 (piercing,
 * blade break, battleworn, temper, spectra) cite judge-call until their numbers are checked.
 */
import { JUDGE_CALL } from '../../engine/types.ts';
import type { FabRuleId } from './rules.ts';
import type { FabCard, Keyword } from './types.ts';

export type KeywordDef = {
  /** The rule that defines it, or judge-call where the rules we have do not. */
  readonly rule: FabRuleId;
  /** On an attack: at most `max` defending cards on its chain link that `counts` (7.3.2b, 7.4.2c). */
  readonly defendLimit?: {
    readonly max: number;
    readonly code: 'dominateLimit' | 'overpowerLimit';
    readonly counts: (card: FabCard | undefined, fromHand: boolean) => boolean;
  };
  /** On an attack: its N is added to its power when equipment defends (piercing N). */
  readonly powerAgainstEquipment?: true;
  /** On an attack: its hero gains an action point when the link resolves (7.6.2). */
  readonly goAgain?: true;
  /** On equipment that defended, as the chain closes (7.7.5): destroyed, or a -1 defense counter (destroyed at 0 for temper). */
  readonly afterDefending?: 'destroy' | 'counter' | 'counterUntilZero';
  /** On a card in the arena: it can be attacked, and is destroyed when an attack targets it. */
  readonly attackable?: true;
};

export const KEYWORDS = {
  'go again': { rule: '7.6.2', goAgain: true },
  dominate: { rule: '7.3.2b', defendLimit: { max: 1, code: 'dominateLimit', counts: (_card, fromHand) => fromHand } },
  overpower: { rule: '7.3.2b', defendLimit: { max: 1, code: 'overpowerLimit', counts: (card) => card?.types.includes('action') ?? false } },
  piercing: { rule: JUDGE_CALL, powerAgainstEquipment: true },
  'blade break': { rule: JUDGE_CALL, afterDefending: 'destroy' },
  battleworn: { rule: JUDGE_CALL, afterDefending: 'counter' },
  temper: { rule: JUDGE_CALL, afterDefending: 'counterUntilZero' },
  spectra: { rule: JUDGE_CALL, attackable: true },
} as const satisfies Readonly<Record<Keyword, KeywordDef>>;

export const keyword = (k: Keyword): KeywordDef => KEYWORDS[k];
