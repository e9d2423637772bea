/**
 * What each keyword the referee understands does, as data: the rule that defines it (CR 2.10.1
 * section 8.3) and the hooks it changes. The step code asks the table ("does any keyword of this
 * attack limit defending cards?", "which keywords trigger as the chain closes?") instead of
 * naming keywords.
 */
import type { FabRuleId } from './rules.ts';
import type { FabCard, Keyword, KeywordTrigger } from './types.ts';

/** Which phantasm-like trigger it is: the attack destroyed by a big defender, or a defending card by a big attack. */
export type DestroyedBy = 'bigDefender' | 'bigAttack';

/**
 * A prevention keyword's price: resources paid (arcane barrier, quell) or the card destroyed
 * (spellvoid, ward); `forced` when it prevents whether its hero wants it or not (ward, 8.3.20).
 */
export type Prevention = { readonly arcaneOnly: boolean; readonly price: 'resources' | 'destroy'; readonly forced: boolean };

export type KeywordDef = {
  /** The rule that defines it. */
  readonly rule: FabRuleId;
  /** On an attack: at most `max` defending cards on its chain link that `counts` (7.3.2b, 8.3.4, 8.3.22). */
  readonly defendLimit?: {
    readonly max: number;
    readonly code: 'dominateLimit' | 'overpowerLimit';
    readonly counts: (card: FabCard | undefined, fromHand: boolean) => boolean;
  };
  /** On an attack: its N is added to its power when equipment defends (piercing N). */
  readonly powerAgainstEquipment?: true;
  /** On an attack or an action: its player gains an action point when it resolves (7.6.2, 8.3.5a). */
  readonly goAgain?: true;
  /** On a card that defended: its trigger as the chain closes (7.7.3): destroy, or a -1 defense counter (temper: destroyed at 0). */
  readonly afterDefending?: 'destroy' | 'counter' | 'counterUntilZero';
  /** On a card in the arena: it can be attacked, and is destroyed when an attack targets it. */
  readonly attackable?: true;
  /** Its trigger closes the combat chain as it resolves (spectra, 8.3.14b). */
  readonly closesChain?: true;
  /** On a card in arsenal: it may be declared as a defending card from there (8.3.28). */
  readonly defendsFromArsenal?: true;
  /** A way for its controller's hero to prevent damage about to be dealt. */
  readonly prevents?: Prevention;
  /** A trigger on defending: the attack (phantasm) or the defending card (mirage) is destroyed against a big enough non-Illusionist opponent. */
  readonly destroyedBy?: DestroyedBy;
};

export const KEYWORDS = {
  'go again': { rule: '8.3.5', goAgain: true },
  dominate: { rule: '8.3.4', defendLimit: { max: 1, code: 'dominateLimit', counts: (_card, fromHand) => fromHand } },
  overpower: { rule: '8.3.22', defendLimit: { max: 1, code: 'overpowerLimit', counts: (card) => card?.types.includes('action') ?? false } },
  piercing: { rule: '8.3.23', powerAgainstEquipment: true },
  'blade break': { rule: '8.3.3', afterDefending: 'destroy' },
  battleworn: { rule: '8.3.2', afterDefending: 'counter' },
  temper: { rule: '8.3.10', afterDefending: 'counterUntilZero' },
  spectra: { rule: '8.3.14', attackable: true, closesChain: true },
  ambush: { rule: '8.3.28', defendsFromArsenal: true },
  'arcane barrier': { rule: '8.3.8', prevents: { arcaneOnly: true, price: 'resources', forced: false } },
  spellvoid: { rule: '8.3.15', prevents: { arcaneOnly: true, price: 'destroy', forced: false } },
  ward: { rule: '8.3.20', prevents: { arcaneOnly: false, price: 'destroy', forced: true } },
  quell: { rule: '8.3.19', prevents: { arcaneOnly: false, price: 'resources', forced: false } },
  phantasm: { rule: '8.3.13', destroyedBy: 'bigDefender' },
  mirage: { rule: '8.3.25', destroyedBy: 'bigAttack' },
} as const satisfies Readonly<Record<Keyword, KeywordDef>>;

export const keyword = (k: Keyword): KeywordDef => KEYWORDS[k];

/** The keywords whose trigger a layer may carry, with the rule each resolves under. */
export const TRIGGER_RULE: Readonly<Record<KeywordTrigger, FabRuleId>> = {
  'blade break': '8.3.3',
  battleworn: '8.3.2',
  temper: '8.3.10',
  phantasm: '8.3.13',
  mirage: '8.3.25',
  spectra: '8.3.14b',
};

/** Whether a layer may carry this keyword's trigger (it has a row in TRIGGER_RULE). */
export const isTrigger = (k: Keyword): k is KeywordTrigger => Object.hasOwn(TRIGGER_RULE, k);
