/**
 * i18next for the browser. Every language and namespace file is its own lazy chunk
 * (import.meta.glob), so the first load carries no words it does not show.
 *
 * Keys are flat (`rule.510.1c.title`): keySeparator is off so rule numbers keep their dots.
 * The namespace separator stays ':' because the text layer (src/text/render.ts) writes
 * `mtg:event.damageDealt`.
 */
import i18next, { changeLanguage, use, type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { GameId } from '../engine/types.ts';

export const LANGS = ['en', 'ja'] as const;
export type Lang = (typeof LANGS)[number];

export const LANG_KEY = 'combat-referee/lang';

// The namespaces the screens read. `practice` (puzzle themes) joins with the practice screens:
// each listed file costs the first load an entry in this map.
const files = import.meta.glob<Record<string, string>>('/locales/*/{common,mtg,fab,bs,pmv}.json', { import: 'default' });

const lazyFiles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (lng: string, ns: string, callback: ReadCallback) => {
    const load = files[`/locales/${lng}/${ns}.json`];
    // A language without this namespace yet falls back to English key by key.
    if (!load) return callback(null, {});
    load().then(
      (data) => callback(null, data),
      (e: unknown) => callback(e instanceof Error ? e : new Error(String(e)), false),
    );
  },
};

export const isLang = (x: unknown): x is Lang => (LANGS as readonly unknown[]).includes(x);

/** The saved choice, else the browser's language: Japanese if it starts with "ja". */
export const detectLang = (): Lang => {
  try {
    const saved = localStorage.getItem(LANG_KEY);
    if (isLang(saved)) return saved;
  } catch {
    // storage disabled: use the browser's language
  }
  return navigator.language.toLowerCase().startsWith('ja') ? 'ja' : 'en';
};

const onLanguage = (lng: string): void => {
  // Screen readers and axe read the page language from <html lang>.
  document.documentElement.lang = lng;
  try {
    localStorage.setItem(LANG_KEY, lng);
  } catch {
    // not saved: the choice still holds for this visit
  }
};

/** The options every i18next instance of the app shares (the browser's, and the build's prerender of the start page). */
export const i18nOptions = (lng: Lang) =>
  ({
    lng,
    fallbackLng: 'en',
    supportedLngs: [...LANGS],
    ns: ['common'],
    defaultNS: 'common',
    keySeparator: false,
    nsSeparator: ':',
    interpolation: { escapeValue: false },
    partialBundledLanguages: true,
    // Screens wait for their namespaces with `ready` instead of suspending the whole tree.
    react: { useSuspense: false, bindI18nStore: 'added' },
  }) as const;

export const initI18n = async (lng: Lang): Promise<typeof i18next> => {
  i18next.on('languageChanged', onLanguage);
  await use(lazyFiles).use(initReactI18next).init(i18nOptions(lng));
  document.documentElement.lang = i18next.language;
  return i18next;
};

export const setLang = (lng: Lang): Promise<unknown> => changeLanguage(lng);

/**
 * `t` for keys built from engine data (a rule id, an event type, a term a view hands over): the
 * type checker cannot know them, so the locale completeness tests check that each exists in
 * both languages. Everywhere else `t` takes only keys that exist (see the declaration below).
 */
export const tx = (t: (...args: never[]) => unknown, key: string, values?: Readonly<Record<string, unknown>>): string =>
  (t as unknown as (key: string, values?: Readonly<Record<string, unknown>>) => string)(key, values);

/** A namespace with typed keys: common, or a game whose locale files exist (the locale tests check each registered game has them). */
export type LocaleNs = keyof import('i18next').CustomTypeOptions['resources'];

/** The namespaces a game's screen reads: the shared words first, then the game's own. */
export const namespacesOf = (game: GameId): readonly LocaleNs[] => ['common', game as LocaleNs];

declare module 'i18next' {
  // Keys are typed from the English files: a misspelt key (menu.shaer for menu.share) fails the type check.
  interface CustomTypeOptions {
    defaultNS: 'common';
    keySeparator: false;
    nsSeparator: ':';
    resources: {
      common: typeof import('../../locales/en/common.json');
      mtg: typeof import('../../locales/en/mtg.json');
      fab: typeof import('../../locales/en/fab.json');
      bs: typeof import('../../locales/en/bs.json');
      pmv: typeof import('../../locales/en/pmv.json');
    };
  }
}
