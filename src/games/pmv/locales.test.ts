/**
 * The Phantom Magic Vision words: every rule the module may cite, every event, prompt and refusal,
 * the stages the board's tracker shows, the judge's question, the manual effects, the tactics and
 * the glossary terms have a text in both languages; the Japanese glossary uses the 総合ルール's
 * terms; and every {{placeholder}} names a field the engine really hands over (checked against the
 * types, so a field renamed in types.ts fails the type check here).
 */
import { expect, it } from 'vitest';
import { describeGameLocales, COMMON_ERROR_PARAMS, KERNEL_EVENT_FIELDS, LANGS, localeTexts, SHARED_EFFECT_EVENT_FIELDS, SHARED_EFFECT_FIELDS, type FieldsOf } from '../../testing/gameLocales.ts';
import { PMV_QUESTIONS } from './combat.ts';
import { PMV } from './rules.ts';
import { CARD_TYPES, EFFECT_KINDS, TACTICS, ZONES, type Effect, type PmvEvent, type PmvPrompt, type UseKind } from './types.ts';
import { pmv } from './index.ts';

const text = localeTexts('pmv');

const TRACKER = pmv.view(
  (() => {
    const loaded = pmv.load({ rules: 'current', setup: { players: [{ id: 'A' }, { id: 'B' }], active: 'A' }, actions: [] });
    if (!loaded.ok) throw new Error('the empty board loads');
    return loaded.value.state;
  })(),
).steps.map((s) => s.id);

const USES = ['attack', 'defend', 'play', 'ambush', 'effect'] as const satisfies readonly (UseKind | 'ambush')[];

/** The keys beyond the vocabulary's: the tracker's stages, the tactics, the manual effects, the uses, the judge's questions, the board's figures and marks. */
const needed = [
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

it.each(LANGS)('locales/%s/pmv.json says where the section numbers of combat are not in our sources', (lang) => {
  expect(text[lang]['rule.6.2.summary']).toMatch(lang === 'en' ? /not in our sources/ : /資料にありません/);
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

const EVENT_FIELDS: FieldsOf<PmvEvent, 'type'> = {
  ...KERNEL_EVENT_FIELDS,
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
  ...SHARED_EFFECT_EVENT_FIELDS,
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

const PROMPT_FIELDS: FieldsOf<PmvPrompt, 'kind'> = {
  'pmv.priority': ['player', 'passes', 'answering', 'attack'],
  'pmv.graze': ['player', 'cards', 'deck', 'attacker'],
  'pmv.judge': ['question', 'options'],
  'pmv.turnOver': [],
  'pmv.gameOver': ['losers', 'draw'],
};

const EFFECT_FIELDS: FieldsOf<Effect, 'kind'> = {
  damage: ['target', 'amount'],
  modify: ['target', 'attack', 'toughness'],
  kesshi: ['target'],
  sleep: ['target'],
  active: ['target'],
  ...SHARED_EFFECT_FIELDS,
};

/** The parameters each refusal carries (the card, the figures it is about); judgeFirst's question comes from the kernel. */
const ERROR_PARAMS: Readonly<Record<string, readonly string[]>> = {
  ...COMMON_ERROR_PARAMS,
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
};

const FIGURE_PARAMS: Readonly<Record<string, readonly string[]>> = {
  deck: ['n'],
  nodes: ['active', 'sleep'],
  stats: ['attack', 'toughness'],
  damage: ['n'],
  graze: ['n'],
  nodeCost: ['node', 'cost'],
};

/** The values of each parameter the text layer looks up as a term. */
const TERMS = {
  timing: ['first', 'normal'],
  question: Object.keys(PMV_QUESTIONS),
  ruling: Object.values(PMV_QUESTIONS).flatMap((q) => q.options),
  use: ['attack', 'defend', 'play', 'effect'],
  cause: ['damage', 'toughness', 'effect'],
  state: ['active', 'sleep'],
};

describeGameLocales(PMV, { needed, effectKinds: EFFECT_KINDS, terms: TERMS, placeholders: { event: EVENT_FIELDS, prompt: PROMPT_FIELDS, error: ERROR_PARAMS, effectLine: EFFECT_FIELDS, figure: FIGURE_PARAMS } });
