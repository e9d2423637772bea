/**
 * The locale checks of a game whose placeholders are typed against its unions (Battle Spirits,
 * Phantom Magic Vision): every key its vocabulary and its screens need has a text in both
 * languages, no text cites a rule the module does not know, both languages hold the same keys,
 * every {{placeholder}} names a field the engine hands over and both languages name the same
 * ones, and every term a text names has its word. The game's test keeps its own tables and
 * glossary. Lives outside src/engine because it reads the disk and runs vitest. Tests only.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { KernelEvent } from '../engine/procedure.ts';
import { placeholderMismatches, ruleTextKeys, strayPlaceholders, vocabularyKeys, type VocabularyLists } from '../engine/testing/localeChecks.ts';
import { TERM_PARAMS } from '../text/render.ts';

export const LANGS = ['en', 'ja'] as const;
export type Lang = (typeof LANGS)[number];
type Texts = Readonly<Record<string, string>>;
type Table = Readonly<Record<string, readonly string[]>>;

/** One namespace's texts in both languages (locales/<lang>/<ns>.json). */
export const localeTexts = (ns: string): Readonly<Record<Lang, Texts>> => {
  const load = (lang: Lang) => JSON.parse(readFileSync(new URL(`../../locales/${lang}/${ns}.json`, import.meta.url), 'utf8')) as Texts;
  return { en: load('en'), ja: load('ja') };
};

/** The fields of the member of U whose K is V that a text may name (its type, rule, kind and automatic flag are not values). */
export type FieldOf<U, K extends string, V extends string> = Exclude<keyof Extract<U, Record<K, V>>, 'type' | 'rule' | 'automatic' | 'kind'>;
/** For each member of the union U (by its K), the fields a text may name: every name listed must be a field of that member. */
export type FieldsOf<U extends Readonly<Record<K, string>>, K extends string> = { readonly [V in U[K]]: readonly FieldOf<U, K, V>[] };

/** The fields of the kernel's own events (procedure.ts), which every game logs. */
export const KERNEL_EVENT_FIELDS: FieldsOf<KernelEvent<string>, 'type'> = {
  stepBegan: ['step'],
  priorityGiven: ['player'],
  priorityPassed: ['player'],
  judgeAsked: ['question', 'options'],
  judgeRuled: ['question', 'ruling'],
};

/**
 * The judge's manual effects Battle Spirits and PMV describe alike, with their events: a change to
 * a player's life, and no effect at all (nothing tracked, for the player who used it).
 */
type SharedEffect = { readonly kind: 'life'; readonly player: string; readonly amount: number } | { readonly kind: 'none' };
type LifeChange = { readonly player: string; readonly amount: number; readonly life: number };
type SharedEffectEvent = ({ readonly type: 'lifeLost' } & LifeChange) | ({ readonly type: 'lifeGained' } & LifeChange) | { readonly type: 'nothingTracked'; readonly player: string };
export const SHARED_EFFECT_FIELDS: FieldsOf<SharedEffect, 'kind'> = { life: ['player', 'amount'], none: [] };
export const SHARED_EFFECT_EVENT_FIELDS: FieldsOf<SharedEffectEvent, 'type'> = {
  lifeLost: ['player', 'amount', 'life'],
  lifeGained: ['player', 'amount', 'life'],
  nothingTracked: ['player'],
};

/**
 * The parameters of the refusals every game gives alike: the kernel's judgeFirst names the open
 * question (its noQuestion names nothing), and the refusals the driver asks of the game
 * (Procedure.refuse) name the player or the action type it does not know.
 */
export const COMMON_ERROR_PARAMS: Table = { judgeFirst: ['question'], unknownPlayer: ['player'], unknownAction: ['action'] };

export type GameLocales = {
  /** The keys the game needs beyond its vocabulary's (steps, terms, effects, figures...). */
  readonly needed: readonly string[];
  readonly effectKinds: readonly string[];
  /** What each key of a family may name: `event`, `prompt`, `effectLine` (every event, prompt and effect kind listed), `error`, `figure`. */
  readonly placeholders: { readonly event: Table; readonly prompt: Table; readonly effectLine: Table; readonly error: Table; readonly figure: Table };
  /** The values the text layer looks up as terms (TERM_PARAMS in src/text/render.ts), per parameter: each needs a key. */
  readonly terms: Table;
};

/** The keys outside ui.*: those are compared with the rest of the UI's in src/ui/locales.test.ts. */
const engineKeys = (t: Texts) => Object.keys(t).filter((k) => !k.startsWith('ui.')).toSorted();

/** The checks of the game's words (its namespace is the vocabulary's game), as vitest suites of the calling test file. */
export const describeGameLocales = (vocabulary: VocabularyLists & { readonly game: string }, game: GameLocales): void => {
  const text = localeTexts(vocabulary.game);
  const { placeholders } = game;
  const needed = [...vocabularyKeys(vocabulary), ...game.needed];

  describe.each(LANGS)(`locales/%s/${vocabulary.game}.json`, (lang) => {
    const t = text[lang];
    it('has a non-empty text for every key the module and its screens need', () => {
      expect(needed.filter((k) => typeof t[k] !== 'string' || t[k].trim() === '')).toEqual([]);
    });
    it('cites no rule the module does not know', () => {
      const known = new Set(ruleTextKeys(vocabulary.ruleKeys));
      expect(Object.keys(t).filter((k) => k.startsWith('rule.') && !known.has(k))).toEqual([]);
    });
  });

  it('en and ja hold the same keys', () => {
    expect(engineKeys(text.ja)).toEqual(engineKeys(text.en));
  });

  describe('placeholders name real fields', () => {
    it('every event, prompt and effect list is complete', () => {
      expect(Object.keys(placeholders.event).toSorted()).toEqual([...vocabulary.events].toSorted());
      expect(Object.keys(placeholders.prompt).toSorted()).toEqual([...vocabulary.prompts].toSorted());
      expect(Object.keys(placeholders.effectLine).toSorted()).toEqual([...game.effectKinds].toSorted());
      expect(Object.keys(placeholders.error).filter((c) => !vocabulary.errors.includes(c))).toEqual([]);
    });

    it.each(LANGS)('%s', (lang) => {
      expect(strayPlaceholders(text[lang], placeholders)).toEqual([]);
    });

    it(`a term a text names (${Object.keys(game.terms).join(', ')}) has its word in both languages`, () => {
      for (const lang of LANGS) {
        for (const [param, list] of Object.entries(game.terms)) {
          expect(TERM_PARAMS as readonly string[]).toContain(param);
          for (const v of list) expect(text[lang][`${param}.${v}`], `${lang} ${param}.${v}`).toBeTruthy();
        }
      }
    });

    it('ja uses the same placeholders as en', () => {
      expect(placeholderMismatches(text.en, text.ja)).toEqual([]);
    });
  });
};
