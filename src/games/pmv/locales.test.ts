/**
 * The Phantom Magic Vision words: every rule the module may cite, every event, prompt and refusal,
 * the stages the board's tracker shows, the judge's question, the manual effects, the tactics and
 * the glossary terms have a text in both languages; the Japanese glossary uses the 総合ルール's
 * terms; and every {{placeholder}} names a field the engine really hands over (checked against the
 * types, so a field renamed in types.ts fails the type check here).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { placeholderMismatches, strayPlaceholders, type Allowed } from '../../engine/testing/localeChecks.ts';
import { TERM_PARAMS } from '../../text/render.ts';
import { PMV_QUESTIONS } from './combat.ts';
import { PMV, PMV_RULES } from './rules.ts';
import { CARD_TYPES, EFFECT_KINDS, TACTICS, ZONES, type Effect, type EffectKind, type PmvEvent, type PmvEventType, type PmvPrompt, type PmvPromptKind, type UseKind } from './types.ts';
import { pmv } from './index.ts';

const LANGS = ['en', 'ja'] as const;
const load = (lang: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../../locales/${lang}/pmv.json`, import.meta.url), 'utf8')) as Record<string, string>;
const text = { en: load('en'), ja: load('ja') };

const TRACKER = pmv.view(
  (() => {
    const loaded = pmv.load({ rules: 'current', setup: { players: [{ id: 'A' }, { id: 'B' }], active: 'A' }, actions: [] });
    if (!loaded.ok) throw new Error('the empty board loads');
    return loaded.value.state;
  })(),
).steps.map((s) => s.id);

const USES = ['attack', 'defend', 'play', 'ambush', 'effect'] as const satisfies readonly (UseKind | 'ambush')[];

const needed = [
  ...PMV_RULES.flatMap((id) => [`rule.${id}.title`, `rule.${id}.summary`]),
  ...PMV.events.map((t) => `event.${t}`),
  ...PMV.prompts.map((k) => `prompt.${k}`),
  ...PMV.errors.map((c) => `error.${c}`),
  ...TRACKER.map((s) => `step.${s}`),
  ...TACTICS.map((t) => `tactic.${t}`),
  ...CARD_TYPES.map((ty) => `type.${ty}`),
  ...[...ZONES, 'play'].map((z) => `zone.${z}`),
  ...EFFECT_KINDS.flatMap((k) => [`effect.${k}`, `effectLine.${k}`]),
  ...USES.map((u) => `use.${u}`),
  ...Object.entries(PMV_QUESTIONS).flatMap(([q, def]) => [`judge.${q}`, ...def.options.map((o) => `judge.${q}.${o}`)]),
  ...['deck', 'nodes', 'stats', 'damage', 'graze', 'nodeCost'].map((f) => `figure.${f}`),
  ...['sleep', 'active', 'kesshiImmune'].map((m) => `mark.${m}`),
];

describe.each(LANGS)('locales/%s/pmv.json', (lang) => {
  const t = text[lang];
  it('has a non-empty text for every rule, event, prompt, error, stage, tactic, effect and judge question', () => {
    expect(needed.filter((k) => typeof t[k] !== 'string' || t[k].trim() === '')).toEqual([]);
  });
  it('cites no rule the module does not know', () => {
    const known = new Set(PMV_RULES.flatMap((id) => [`rule.${id}.title`, `rule.${id}.summary`]));
    expect(Object.keys(t).filter((k) => k.startsWith('rule.') && !known.has(k))).toEqual([]);
  });
  it('says where the section numbers of combat are not in our sources', () => {
    expect(t['rule.6.2.summary']).toMatch(lang === 'en' ? /not in our sources/ : /資料にありません/);
  });
});

const engineKeys = (t: Record<string, string>) => Object.keys(t).filter((k) => !k.startsWith('ui.')).toSorted();

it('en and ja hold the same keys', () => {
  expect(engineKeys(text.ja)).toEqual(engineKeys(text.en));
});

it('the Japanese words are the 総合ルール\'s, and the English ones say what each does', () => {
  const ja: Record<string, string> = {
    'term.priority': '優先権',
    'term.interference': '干渉',
    'term.kesshi': '決死状態',
    'term.underworld': '冥界',
    'term.node': 'ノード',
    'term.firstStrike': '先制',
    'term.pierce': '貫通',
    'term.stealth': '隠密',
    'term.ambush': '奇襲',
    'term.haste': '速攻',
    'term.graze': 'グレイズ',
    'term.attack': '攻撃力',
    'term.toughness': '耐久力',
  };
  for (const [key, word] of Object.entries(ja)) {
    expect(text.ja[key], key).toBe(word);
    // The English says what the term does, after its name: "Pierce (貫通): excess combat damage also hits the player".
    expect(text.en[key], key).toMatch(/\S+.*(:|\().+/);
  }
  for (const t of TACTICS) expect(text.ja[`tactic.${t}`]).toBe(t);
});

// ---------------------------------------------------------------------------------------------
// Placeholders: what a text may name, per key, typed against the engine's unions.

const NOT_VALUES = ['type', 'rule', 'automatic', 'kind'] as const;
type FieldOf<U, K extends string, V extends string> = Exclude<keyof Extract<U, Record<K, V>>, (typeof NOT_VALUES)[number]>;

const EVENT_FIELDS: { readonly [T in PmvEventType]: readonly FieldOf<PmvEvent, 'type', T>[] } = {
  stepBegan: ['step'],
  priorityGiven: ['player'],
  priorityPassed: ['player'],
  judgeAsked: ['question', 'options'],
  judgeRuled: ['question', 'ruling'],
  interferenceBegan: ['player', 'use'],
  attackDeclared: ['player', 'card', 'defender'],
  defenceDeclared: ['player', 'card', 'attacker'],
  cardPlayed: ['player', 'card'],
  ambushDefence: ['player', 'card', 'attacker'],
  costPaid: ['player', 'amount', 'slept', 'discarded', 'active', 'sleep'],
  effectUsed: ['player', 'name'],
  interferenceResolving: ['uses'],
  commandResolved: ['card', 'owner'],
  effectResolved: ['player', 'name'],
  characterEntered: ['card', 'state'],
  effectFizzled: ['name', 'target'],
  slept: ['card'],
  activated: ['card'],
  modified: ['card', 'attack', 'toughness', 'attackNow', 'toughnessNow'],
  damageDealt: ['source', 'target', 'amount', 'combat', 'total'],
  noDamage: ['source', 'target', 'amount'],
  lifeLost: ['player', 'amount', 'life'],
  lifeGained: ['player', 'amount', 'life'],
  nothingTracked: ['player'],
  combatBegan: ['attacker', 'defender', 'against'],
  defenceCancelled: ['attacker', 'defender'],
  noCombatDamage: ['attacker'],
  damageTiming: ['timing'],
  pierced: ['card', 'player', 'amount', 'life'],
  becameKesshi: ['card', 'cause'],
  kesshiAvoided: ['card'],
  toUnderworld: ['cards'],
  grazeOffered: ['player', 'cards'],
  grazeUnavailable: ['player', 'cards', 'deck'],
  grazed: ['player', 'cards', 'deck', 'sleep'],
  grazeDeclined: ['player'],
  combatDamageRemoved: ['cards'],
  interferenceEnded: [],
  mainPhaseEnded: [],
  damageRemoved: ['cards'],
  modifiersEnded: ['count'],
  playerLost: ['player', 'life'],
  gameDrawn: ['players'],
};

const PROMPT_FIELDS: { readonly [K in PmvPromptKind]: readonly FieldOf<PmvPrompt, 'kind', K>[] } = {
  'pmv.priority': ['player', 'passes', 'answering', 'attack'],
  'pmv.graze': ['player', 'cards', 'deck', 'attacker'],
  'pmv.judge': ['question', 'options'],
  'pmv.turnOver': [],
  'pmv.gameOver': ['losers', 'draw'],
};

const EFFECT_FIELDS: { readonly [K in EffectKind]: readonly FieldOf<Effect, 'kind', K>[] } = {
  damage: ['target', 'amount'],
  modify: ['target', 'attack', 'toughness'],
  kesshi: ['target'],
  sleep: ['target'],
  active: ['target'],
  life: ['player', 'amount'],
  none: [],
};

/** The parameters each refusal carries (the card, the figures it is about); judgeFirst's question comes from the kernel. */
const ERROR_PARAMS: Readonly<Record<string, readonly string[]>> = {
  judgeFirst: ['question'],
  notYourPriority: ['player'],
  cannotAttack: ['card', 'reason'],
  cannotDefend: ['card', 'reason'],
  wrongTiming: ['card'],
  notAmbush: ['card'],
  notEnoughNodes: ['card', 'node', 'nodes'],
  cannotPay: ['card', 'cost', 'nodes'],
  grazeAllOrNothing: ['cards', 'offered'],
  notInHand: ['card'],
  unknownTarget: ['target', 'wanted'],
  unknownPlayer: ['player'],
  unknownAction: ['action'],
};

const FIGURE_PARAMS: Readonly<Record<string, readonly string[]>> = {
  deck: ['n'],
  nodes: ['active', 'sleep'],
  stats: ['attack', 'toughness'],
  damage: ['n'],
  graze: ['n'],
  nodeCost: ['node', 'cost'],
};

/** What each key's text may name; keys not listed may name nothing. */
const ALLOWED: Allowed = { event: EVENT_FIELDS, prompt: PROMPT_FIELDS, error: ERROR_PARAMS, effectLine: EFFECT_FIELDS, figure: FIGURE_PARAMS };


describe('placeholders name real fields', () => {
  it('every event, prompt and effect list is complete', () => {
    expect(Object.keys(EVENT_FIELDS).toSorted()).toEqual([...PMV.events].toSorted());
    expect(Object.keys(PROMPT_FIELDS).toSorted()).toEqual([...PMV.prompts].toSorted());
    expect(Object.keys(EFFECT_FIELDS).toSorted()).toEqual([...EFFECT_KINDS].toSorted());
    expect(Object.keys(ERROR_PARAMS).filter((c) => !(PMV.errors as readonly string[]).includes(c))).toEqual([]);
  });

  it.each(LANGS)('%s', (lang) => {
    expect(strayPlaceholders(text[lang], ALLOWED)).toEqual([]);
  });

  it('a term a text names (timing, question, ruling, use, cause, state) has its word in both languages', () => {
    const values: Readonly<Record<string, readonly string[]>> = {
      timing: ['first', 'normal'],
      question: Object.keys(PMV_QUESTIONS),
      ruling: Object.values(PMV_QUESTIONS).flatMap((q) => q.options),
      use: ['attack', 'defend', 'play', 'effect'],
      cause: ['damage', 'toughness', 'effect'],
      state: ['active', 'sleep'],
    };
    for (const lang of LANGS) {
      for (const [param, list] of Object.entries(values)) {
        expect(TERM_PARAMS as readonly string[]).toContain(param);
        for (const v of list) expect(text[lang][`${param}.${v}`], `${lang} ${param}.${v}`).toBeTruthy();
      }
    }
  });

  it('ja uses the same placeholders as en', () => {
    expect(placeholderMismatches(text.en, text.ja)).toEqual([]);
  });
});
