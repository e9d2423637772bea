/**
 * The Battle Spirits words: every rule the module may cite, every event, prompt and refusal, the
 * steps the board's tracker shows, the judge's question, the manual effects and the glossary terms
 * have a text in both languages; the Japanese glossary uses the official rule manual's terms; and
 * every {{placeholder}} names a field the engine really hands over (checked against the types, so
 * a field renamed in types.ts fails the type check here).
 */
import { expect, it } from 'vitest';
import { describeGameLocales, COMMON_ERROR_PARAMS, KERNEL_EVENT_FIELDS, LANGS, localeTexts, SHARED_EFFECT_EVENT_FIELDS, SHARED_EFFECT_FIELDS, type FieldsOf } from '../../testing/gameLocales.ts';
import { BS_QUESTIONS } from './steps.ts';
import { BS } from './rules.ts';
import { BS_KEYWORDS, BS_STEPS, CARD_TYPES, EFFECT_KINDS, ZONES, type BsEvent, type BsPrompt, type Effect } from './types.ts';

const text = localeTexts('bs');

/** The tracker shows ❶–❼ and the end; ❻ and ❼ have no step of their own in the summary. */
const VIEW_STEPS = [...BS_STEPS, 'destruction', 'battleEnd'] as const;
const JUDGE_QUESTIONS = { attackerGone: ['continue', 'end'] } as const;

/** The keys beyond the vocabulary's: the tracker's steps, the terms, the manual effects, the judge's question, the board's figures and marks. */
const needed = [
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

it.each(LANGS)('locales/%s/bs.json says which rules come from Battle Spirits Saga, used where the Japanese manual page is silent', (lang) => {
  for (const id of BS.rules.filter((r) => r.startsWith('BSS-'))) expect(text[lang][`rule.${id}.summary`], id).toMatch(/Battle Spirits Saga/);
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

/** The fields each event carries (every name listed must be a field of that event). */
const EVENT_FIELDS: FieldsOf<BsEvent, 'type'> = {
  ...KERNEL_EVENT_FIELDS,
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
  ...SHARED_EFFECT_EVENT_FIELDS,
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
const PROMPT_FIELDS: FieldsOf<BsPrompt, 'kind'> = {
  'bs.attack': ['player', 'battle'],
  'bs.block': ['player', 'attacker', 'attackerGone'],
  'bs.flash': ['player', 'timing', 'passes', 'reserve'],
  'bs.judge': ['question', 'options'],
  'bs.stepOver': [],
  'bs.gameOver': ['losers'],
};

/** An effect line's values are the effect's own fields. */
const EFFECT_FIELDS: FieldsOf<Effect, 'kind'> = {
  bp: ['target', 'amount', 'until'],
  symbols: ['target', 'amount', 'until'],
  destroy: ['target'],
  exhaust: ['target'],
  refresh: ['target'],
  endBattle: [],
  ...SHARED_EFFECT_FIELDS,
};

/**
 * The parameters a refusal may carry. The kernel gives judgeFirst its question; the others are the
 * ones the module passes (the card, the target or the costs the refusal is about). Checked against
 * what the module really passes by src/locales.test.ts, which plays every scenario file.
 */
const ERROR_PARAMS: Readonly<Record<string, readonly string[]>> = {
  ...COMMON_ERROR_PARAMS,
  notTurnPlayer: ['player'],
  notDefender: ['player'],
  notYourFlash: ['player'],
  cannotAttack: ['card'],
  cannotBlock: ['card'],
  notAFlash: ['card'],
  notInHand: ['card'],
  noTarget: ['target'],
  cannotPay: ['cost', 'reserve'],
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

/** The values of each parameter the text layer looks up as a term. */
const TERMS = {
  until: ['battle', 'turn'],
  timing: ['onAttack', 'onBlock'],
  question: Object.keys(BS_QUESTIONS),
  ruling: Object.values(BS_QUESTIONS).flatMap((q) => q.options),
};

describeGameLocales(BS, { needed, effectKinds: EFFECT_KINDS, terms: TERMS, placeholders: { event: EVENT_FIELDS, prompt: PROMPT_FIELDS, error: ERROR_PARAMS, effectLine: EFFECT_FIELDS, figure: FIGURE_PARAMS } });
