/**
 * The screen's words through a cache, for the rows of a large board (FaB, Battle Spirits, PMV):
 * thirty rows each say "Block with {{name}}" and "BP {{bp}}・symbols {{symbols}}", and each i18next
 * t() call costs tens of microseconds on a fast machine, a quarter of a millisecond on a slow
 * phone. Each phrase is looked up once per language as a template (its placeholders marked), then
 * filled in for every row. Our locale files use plain `{{name}}` placeholders only (no plurals,
 * formats or nesting; a key with `count` or `context` still goes to t() itself).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocaleNs } from './i18n.ts';

type Values = Readonly<Record<string, unknown>>;
/** A phrase cut at its placeholders: text, name, text, name, ..., text. */
type Template = readonly string[];

const OPEN = '\u0001';
const CLOSE = '\u0002';
const caches = new Map<string, Map<string, Template | string>>();

const cut = (text: string): Template => text.split(new RegExp(`${OPEN}|${CLOSE}`));

const fill = (template: Template, values: Values): string => {
  let out = template[0] ?? '';
  for (let i = 1; i < template.length; i += 2) out += String(values[template[i] as string]) + (template[i + 1] ?? '');
  return out;
};

/**
 * `t` through `kept`, a cache for one language and set of namespaces: a phrase without values is
 * kept as it is, one with values as a template filled in on each call.
 */
export const cachedT = (t: (key: string, values?: Values) => string, kept: Map<string, Template | string>) => (key: string, values?: Values): string => {
  if (values === undefined) {
    let text = kept.get(key);
    if (typeof text !== 'string') {
      text = t(key);
      kept.set(key, text);
    }
    return text;
  }
  if ('count' in values || 'context' in values) return t(key, values);
  const names = Object.keys(values);
  const k = `${key}${OPEN}${names.join(',')}`;
  let template = kept.get(k);
  if (typeof template !== 'object') {
    template = cut(t(key, Object.fromEntries(names.map((n) => [n, `${OPEN}${n}${CLOSE}`]))));
    kept.set(k, template);
  }
  return fill(template, values);
};

/** Like useTranslation(ns).t, for plain `t(key, values)` calls (no options beyond the values). */
export const useCachedT = <const N extends readonly LocaleNs[]>(ns: N) => {
  const { t, i18n, ready } = useTranslation(ns);
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const nsKey = ns.join(',');
  return useMemo(() => {
    // Until the words are there, t() answers with keys: nothing is kept.
    if (!ready) return t;
    const id = `${lang}|${nsKey}`;
    let kept = caches.get(id);
    if (kept === undefined) {
      kept = new Map();
      caches.set(id, kept);
    }
    return cachedT(t as unknown as (key: string, values?: Values) => string, kept) as unknown as typeof t;
  }, [t, ready, lang, nsKey]);
};
