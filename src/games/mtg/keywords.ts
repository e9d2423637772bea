/**
 * What each keyword the referee understands does, as data: the rule that defines it and the
 * hooks it changes (who can attack or block, how many blockers, lethal damage, what damage does).
 * The combat code asks the table; it does not name keywords.
 */
import type { MtgErrorCode, MtgRuleId } from './rules.ts';
import type { Keyword, Permanent } from './types.ts';

type Refusal = { readonly code: MtgErrorCode; readonly rule: MtgRuleId };

export type KeywordDef = {
  readonly rule: MtgRuleId;
  /** A creature with it can't attack (defender). */
  readonly cantAttack?: Refusal;
  /** It may attack although it came under its controller's control this turn (haste). */
  readonly ignoresSummoningSickness?: true;
  /** Attacking doesn't tap it (vigilance). */
  readonly attacksUntapped?: true;
  /** A creature with it can't block (can't block). */
  readonly cantBlock?: Refusal;
  /** Whether a blocker may block an attacker with it; the refusal when not (flying, unblockable). */
  readonly blockableBy?: { readonly test: (blocker: Permanent) => boolean; readonly refusal: Refusal };
  /** An attacker with it can't be blocked except by this many creatures or more (menace). */
  readonly minBlockers?: number;
  /** It deals combat damage in the first-strike damage step (510.4). */
  readonly firstStrike?: true;
  /** It deals combat damage in both damage steps (double strike). */
  readonly secondStrike?: true;
  /** Excess combat damage may go to the player, planeswalker or battle it attacks (trample). */
  readonly trample?: true;
  /** Any damage it deals is lethal, for assignment and state-based actions (deathtouch). */
  readonly deathtouch?: true;
  /** Damage it deals also makes its controller gain that much life (lifelink). */
  readonly lifelink?: true;
  /** Lethal damage and deathtouch don't destroy it (indestructible). */
  readonly indestructible?: true;
  /** Its damage to a creature is dealt as -1/-1 counters (wither, infect: 120.3d). */
  readonly counters?: true;
  /** Its damage to a player is dealt as poison counters (infect: 120.3b). */
  readonly poison?: true;
  /** With trample, what is left after an attacked planeswalker's loyalty may go to its controller (702.19c). */
  readonly overPlaneswalkers?: true;
  /** A requirement on the defender: every creature able to block it must (509.1c). */
  readonly lure?: true;
  /** A requirement on the creature: it blocks if able (509.1c). */
  readonly mustBlock?: true;
  /** A restriction on the declaration as a whole: it may not be the only attacker (508.1c). */
  readonly cantAttackAlone?: Refusal;
  /** A restriction on the declaration as a whole: it may not be the only blocker (509.1b). */
  readonly cantBlockAlone?: Refusal;
};

const flies = (p: Permanent): boolean => p.keywords.includes('flying') || p.keywords.includes('reach');

/** In the order they are checked: where two keywords refuse the same thing, the earlier one is cited. */
export const KEYWORDS = {
  unblockable: { rule: '509.1b', blockableBy: { test: () => false, refusal: { code: 'unblockable', rule: '509.1b' } } },
  flying: { rule: '702.9b', blockableBy: { test: flies, refusal: { code: 'flyingBlock', rule: '702.9b' } } },
  reach: { rule: '702.17b' },
  menace: { rule: '702.111b', minBlockers: 2 },
  'first strike': { rule: '702.7b', firstStrike: true },
  'double strike': { rule: '702.4b', firstStrike: true, secondStrike: true },
  trample: { rule: '702.19b', trample: true },
  deathtouch: { rule: '702.2c', deathtouch: true },
  lifelink: { rule: '702.15b', lifelink: true },
  vigilance: { rule: '702.20b', attacksUntapped: true },
  indestructible: { rule: '702.12b', indestructible: true },
  defender: { rule: '702.3b', cantAttack: { code: 'defenderCantAttack', rule: '702.3b' } },
  haste: { rule: '702.10b', ignoresSummoningSickness: true },
  "can't block": { rule: '509.1b', cantBlock: { code: 'cantBlock', rule: '509.1b' } },
  infect: { rule: '702.90b', counters: true, poison: true },
  wither: { rule: '702.80a', counters: true },
  'trample over planeswalkers': { rule: '702.19c', trample: true, overPlaneswalkers: true },
  'must be blocked by all': { rule: '509.1c', lure: true },
  'must block': { rule: '509.1c', mustBlock: true },
  "can't attack alone": { rule: '508.1c', cantAttackAlone: { code: 'attackAlone', rule: '508.1c' } },
  "can't block alone": { rule: '509.1b', cantBlockAlone: { code: 'blockAlone', rule: '509.1b' } },
} as const satisfies Readonly<Record<Keyword, KeywordDef>>;

type Hook = keyof KeywordDef;

/**
 * For each hook, the keywords that have it with their values, in the table's order: combat code
 * asks these on every damage event, so a question is a short loop over the permanent's keywords.
 */
const BY_HOOK = new Map<Hook, ReadonlyMap<Keyword, unknown>>();
for (const [k, def] of Object.entries(KEYWORDS) as [Keyword, KeywordDef][]) {
  for (const hook of Object.keys(def) as Hook[]) {
    const m = (BY_HOOK.get(hook) ?? new Map<Keyword, unknown>()) as Map<Keyword, unknown>;
    m.set(k, def[hook]);
    BY_HOOK.set(hook, m);
  }
}
const NONE: ReadonlyMap<Keyword, unknown> = new Map();
const RANK: Readonly<Record<string, number>> = Object.fromEntries(Object.keys(KEYWORDS).map((k, i) => [k, i]));

/** The permanent's values for this hook, in the table's order (most permanents have one keyword or none). */
export const hooksOf = <H extends Hook>(p: Permanent, hook: H): NonNullable<KeywordDef[H]>[] => {
  const table = BY_HOOK.get(hook) ?? NONE;
  const found: Keyword[] = [];
  for (const k of p.keywords) if (table.has(k)) found.push(k);
  if (found.length > 1) found.sort((a, b) => (RANK[a] ?? 0) - (RANK[b] ?? 0));
  return found.map((k) => table.get(k) as NonNullable<KeywordDef[H]>);
};

/** The first (in table order) of the permanent's values for this hook, or undefined. */
export const withHook = <H extends Hook>(p: Permanent, hook: H): NonNullable<KeywordDef[H]> | undefined => {
  const table = BY_HOOK.get(hook) ?? NONE;
  let first: Keyword | undefined;
  for (const k of p.keywords) if (table.has(k) && (first === undefined || (RANK[k] ?? 0) < (RANK[first] ?? 0))) first = k;
  return first === undefined ? undefined : (table.get(first) as NonNullable<KeywordDef[H]>);
};

/** Whether any of the permanent's keywords has this hook. */
export const hasHook = (p: Permanent, hook: Hook): boolean => {
  const keywords = p.keywords;
  if (keywords.length === 0) return false;
  const table = BY_HOOK.get(hook) ?? NONE;
  for (const k of keywords) if (table.has(k)) return true;
  return false;
};
