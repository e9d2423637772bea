/**
 * The Battle Spirits words: every rule the module may cite, every event, prompt and refusal, the
 * steps the board's tracker shows, the judge's question, the manual effects and the glossary terms
 * have a text in both languages; the Japanese glossary uses the official rule manual's terms; and
 * every {{placeholder}} names a field the engine really hands over (checked against the types, so
 * a field renamed in types.ts fails the type check here).
 */
import { readFileSync } from 'node:fs';
import { BS_QUESTIONS } from './steps.ts';
import { TERM_PARAMS } from '../../text/render.ts';
import { describe, expect, it } from 'vitest';
import { placeholderMismatches, strayPlaceholders, type Allowed } from '../../engine/testing/localeChecks.ts';
import { BS, BS_RULES } from './rules.ts';
import { BS_KEYWORDS, BS_STEPS, CARD_TYPES, EFFECT_KINDS, ZONES, type BsEvent, type BsEventType, type BsPrompt, type BsPromptKind, type Effect, type EffectKind } from './types.ts';

const LANGS = ['en', 'ja'] as const;
const load = (lang: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../../locales/${lang}/bs.json`, import.meta.url), 'utf8')) as Record<string, string>;
const text = { en: load('en'), ja: load('ja') };

/** The tracker shows ❶–❼ and the end; ❻ and ❼ have no step of their own in the summary. */
const VIEW_STEPS = [...BS_STEPS, 'destruction', 'battleEnd'] as const;
const JUDGE_QUESTIONS = { attackerGone: ['continue', 'end'] } as const;

const needed = [
  ...BS_RULES.flatMap((id) => [`rule.${id}.title`, `rule.${id}.summary`]),
  ...BS.events.map((t) => `event.${t}`),
  ...BS.prompts.map((k) => `prompt.${k}`),
  ...BS.errors.map((c) => `error.${c}`),
  ...VIEW_STEPS.map((s) => `step.${s}`),
  ...BS_KEYWORDS.map((k) => `keyword.${k}`),
  ...CARD_TYPES.map((ty) => `type.${ty}`),
  ...[...ZONES, 'reserve', 'life', 'trashCores', 'void'].map((z) => `zone.${z}`),
  ...EFFECT_KINDS.flatMap((k) => [`effect.${k}`, `effectLine.${k}`]),
  ...['bp', 'symbols'].flatMap((k) => ['battle', 'turn'].map((u) => `effectLine.${k}.${u}`)),
  'until.battle',
  'until.turn',
  ...Object.entries(JUDGE_QUESTIONS).flatMap(([q, options]) => [`judge.${q}`, ...options.map((o) => `judge.${q}.${o}`)]),
  ...['life', 'reserve', 'trashCores', 'soulCore', 'bp', 'symbols', 'cores'].map((f) => `figure.${f}`),
  ...['life', 'reserve', 'trash'].map((place) => `figure.soulCore.${place}`),
  'mark.exhausted',
  'mark.soulCore',
];

describe.each(LANGS)('locales/%s/bs.json', (lang) => {
  const t = text[lang];
  it('has a non-empty text for every rule, event, prompt, error, step, term, effect and judge question', () => {
    expect(needed.filter((k) => typeof t[k] !== 'string' || t[k].trim() === '')).toEqual([]);
  });
  it('cites no rule the module does not know', () => {
    const known = new Set(BS_RULES.flatMap((id) => [`rule.${id}.title`, `rule.${id}.summary`]));
    expect(Object.keys(t).filter((k) => k.startsWith('rule.') && !known.has(k))).toEqual([]);
  });
  it('says which rules come from Battle Spirits Saga, used where the Japanese manual page is silent', () => {
    for (const id of BS_RULES.filter((r) => r.startsWith('BSS-'))) expect(t[`rule.${id}.summary`], id).toMatch(/Battle Spirits Saga/);
  });
});

/** The ui.* keys are compared with the rest of the UI's in src/ui/locales.test.ts. */
const engineKeys = (t: Record<string, string>) => Object.keys(t).filter((k) => !k.startsWith('ui.')).toSorted();

it('en and ja hold the same keys', () => {
  expect(engineKeys(text.ja)).toEqual(engineKeys(text.en));
});

it('the Japanese glossary uses the terms of the official rule manual, the English one those of Battle Spirits Saga', () => {
  const pairs: Record<string, readonly [string, string]> = {
    'term.attackStep': ['Attack Step', 'アタックステップ'],
    'term.flashTiming': ['Flash timing', 'フラッシュタイミング'],
    'term.block': ['Block', 'ブロック'],
    'term.symbol': ['Symbol', 'シンボル'],
    'term.core': ['Core', 'コア'],
    'term.soulCore': ['Soul Core', 'ソウルコア'],
    'term.life': ['Life', 'ライフ'],
    'term.reserve': ['Reserve', 'リザーブ'],
    'term.trash': ['Trash', 'トラッシュ'],
    'term.void': ['Void', 'ボイド'],
    'term.exhausted': ['Exhausted', '疲労状態'],
    'term.refreshed': ['Refreshed', '回復状態'],
    'term.onAttack': ['When Attacks', '『アタック時』'],
    'term.onBlock': ['When Blocks', '『ブロック時』'],
    'keyword.confront': ['Confront', '激突'],
    'keyword.blessed': ['Blessed', '聖命'],
    'type.spirit': ['Spirit', 'スピリット'],
    'type.ultimate': ['Ultimate', 'アルティメット'],
    'type.nexus': ['Nexus', 'ネクサス'],
    'type.magic': ['Magic', 'マジック'],
  };
  for (const [key, [en, ja]] of Object.entries(pairs)) {
    expect(text.en[key], key).toBe(en);
    expect(text.ja[key], key).toBe(ja);
  }
  expect(text.ja['term.bp']).toMatch(/^BP/);
  expect(text.ja['term.destroy']).toBe('破壊');
  expect(text.ja['term.flashRight']).toBe('フラッシュの権利');
  // The flash right is the kernel's priority: its events speak of the flash right.
  expect(text.en['event.priorityGiven']).toMatch(/flash right/);
  expect(text.ja['event.priorityGiven']).toMatch(/フラッシュの権利/);
});

// ---------------------------------------------------------------------------------------------
// Placeholders: what a text may name, per key, typed against the engine's unions.

const NOT_VALUES = ['type', 'rule', 'automatic', 'kind'] as const;
type FieldOf<U, K extends string, V extends string> = Exclude<keyof Extract<U, Record<K, V>>, (typeof NOT_VALUES)[number]>;

/** The fields each event carries (every name listed must be a field of that event). */
const EVENT_FIELDS: { readonly [T in BsEventType]: readonly FieldOf<BsEvent, 'type', T>[] } = {
  stepBegan: ['step'],
  priorityGiven: ['player'],
  priorityPassed: ['player'],
  judgeAsked: ['question', 'options'],
  judgeRuled: ['question', 'ruling'],
  attackDeclared: ['player', 'card', 'battle'],
  attackStepEnded: ['player'],
  exhausted: ['card'],
  refreshed: ['card'],
  triggered: ['card', 'timing'],
  effectFizzled: ['card', 'target'],
  flashUsed: ['player', 'card', 'name'],
  costPaid: ['player', 'amount', 'reserve'],
  cardToTrash: ['card', 'owner'],
  bpChanged: ['card', 'amount', 'bp', 'until'],
  symbolsChanged: ['card', 'amount', 'symbols', 'until'],
  lifeLost: ['player', 'amount', 'life'],
  lifeGained: ['player', 'amount', 'life'],
  nothingTracked: ['player'],
  battleEndedByEffect: [],
  blockDeclared: ['player', 'card', 'attacker'],
  noBlock: ['player', 'attacker'],
  lifeTaken: ['player', 'attacker', 'amount', 'life'],
  bpCompared: ['attacker', 'attackerBp', 'blocker', 'blockerBp'],
  attackerGone: ['attacker'],
  blockerGone: ['blocker'],
  destroyed: ['card', 'owner', 'cores'],
  blessed: ['card', 'player', 'life'],
  battleEffectsEnded: ['count'],
  battleEnded: ['battle'],
  playerLost: ['player'],
};

/** The values a prompt's line has: its player and its scalar fields (lists of records have no one-line form). */
const PROMPT_FIELDS: { readonly [K in BsPromptKind]: readonly FieldOf<BsPrompt, 'kind', K>[] } = {
  'bs.attack': ['player', 'battle'],
  'bs.block': ['player', 'attacker', 'attackerGone'],
  'bs.flash': ['player', 'timing', 'passes', 'reserve'],
  'bs.judge': ['question', 'options'],
  'bs.stepOver': [],
  'bs.gameOver': ['losers'],
};

/** An effect line's values are the effect's own fields. */
const EFFECT_FIELDS: { readonly [K in EffectKind]: readonly FieldOf<Effect, 'kind', K>[] } = {
  bp: ['target', 'amount', 'until'],
  symbols: ['target', 'amount', 'until'],
  destroy: ['target'],
  exhaust: ['target'],
  refresh: ['target'],
  life: ['player', 'amount'],
  endBattle: [],
  none: [],
};

/**
 * The parameters a refusal may carry. The kernel gives judgeFirst its question; the others are the
 * ones the module passes (the card, the target or the costs the refusal is about). Checked against
 * what the module really passes by src/locales.test.ts, which plays every scenario file.
 */
const ERROR_PARAMS: Readonly<Record<string, readonly string[]>> = {
  judgeFirst: ['question'],
  notTurnPlayer: ['player'],
  notDefender: ['player'],
  notYourFlash: ['player'],
  cannotAttack: ['card'],
  cannotBlock: ['card'],
  notAFlash: ['card'],
  notInHand: ['card'],
  noTarget: ['target'],
  cannotPay: ['cost', 'reserve'],
  unknownPlayer: ['player'],
  unknownAction: ['action'],
};

const FIGURE_PARAMS: Readonly<Record<string, readonly string[]>> = {
  life: ['n'],
  reserve: ['n'],
  trashCores: ['n'],
  soulCore: ['place'],
  bp: ['bp'],
  symbols: ['n'],
  cores: ['n'],
};

/** What each key's text may name; keys not listed may name nothing. */
const ALLOWED: Allowed = { event: EVENT_FIELDS, prompt: PROMPT_FIELDS, error: ERROR_PARAMS, effectLine: EFFECT_FIELDS, figure: FIGURE_PARAMS };


describe('placeholders name real fields', () => {
  it('every event, prompt and effect list is complete', () => {
    expect(Object.keys(EVENT_FIELDS).toSorted()).toEqual([...BS.events].toSorted());
    expect(Object.keys(PROMPT_FIELDS).toSorted()).toEqual([...BS.prompts].toSorted());
    expect(Object.keys(EFFECT_FIELDS).toSorted()).toEqual([...EFFECT_KINDS].toSorted());
    expect(Object.keys(ERROR_PARAMS).filter((c) => !(BS.errors as readonly string[]).includes(c))).toEqual([]);
  });

  it.each(LANGS)('%s', (lang) => {
    expect(strayPlaceholders(text[lang], ALLOWED)).toEqual([]);
  });

  it('a term a text names (until, timing, question, ruling) has its word in both languages', () => {
    // The text layer looks these values up as terms (TERM_PARAMS in src/text/render.ts): each value the engine can give needs a key.
    const values: Readonly<Record<string, readonly string[]>> = {
      until: ['battle', 'turn'],
      timing: ['onAttack', 'onBlock'],
      question: Object.keys(BS_QUESTIONS),
      ruling: Object.values(BS_QUESTIONS).flatMap((q) => q.options),
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
