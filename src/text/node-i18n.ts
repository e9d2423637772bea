/**
 * i18next for Node (the command-line runner and tests): reads locales/<lang>/*.json from disk,
 * one namespace per file, synchronously. The browser has its own set-up in src/ui.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInstance } from 'i18next';
import type { Translate } from './render.ts';

export const LANGS = ['en', 'ja'] as const;
export type Lang = (typeof LANGS)[number];

export const isLang = (x: string): x is Lang => (LANGS as readonly string[]).includes(x);

/** The project's locales folder, found from this file so the runner works from any directory. */
export const LOCALES_DIR = fileURLToPath(new URL('../../locales/', import.meta.url));

export type Namespaces = Record<string, Record<string, unknown>>;

/** Every namespace file of one language: `{ common: {...}, mtg: {...} }`. */
export const readLocale = (lang: Lang, dir: string = LOCALES_DIR): Namespaces => {
  const folder = join(dir, lang);
  if (!existsSync(folder)) return {};
  const out: Namespaces = {};
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.json')).toSorted()) {
    out[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<string, unknown>;
  }
  return out;
};

/** A ready, synchronous translator for `lang`, falling back to English key by key. */
export const createNodeText = (lang: Lang, dir: string = LOCALES_DIR): Translate => {
  const resources: Record<string, Namespaces> = { en: readLocale('en', dir) };
  if (lang !== 'en') resources[lang] = readLocale(lang, dir);
  const namespaces = [...new Set(Object.values(resources).flatMap((r) => Object.keys(r)))];
  const i18n = createInstance();
  void i18n.init({
    lng: lang,
    fallbackLng: 'en',
    supportedLngs: [...LANGS],
    resources,
    ns: namespaces,
    defaultNS: namespaces.includes('common') ? 'common' : namespaces[0] ?? 'common',
    keySeparator: false,
    nsSeparator: ':',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  // Loosened on purpose: typed resources declared for the UI must not constrain runtime keys here.
  return i18n.t.bind(i18n) as unknown as Translate;
};

const cache = new Map<Lang, Translate>();

/** One translator per language for the process (locale files are read once). */
export const nodeText = (lang: Lang): Translate => {
  const cached = cache.get(lang);
  if (cached) return cached;
  const t = createNodeText(lang);
  cache.set(lang, t);
  return t;
};
