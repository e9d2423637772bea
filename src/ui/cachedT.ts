/**
 * The screen's words through a cache. Each i18next t() call costs tens of microseconds on a fast
 * machine, a quarter of a millisecond on a slow phone (it copies the instance's options on every
 * call): a board of thirty rows, or a set-up screen, made hundreds of them, a third of the
 * render. Each phrase is looked up once per language as a template (its placeholders marked),
 * then filled in for every call. Our locale files use plain `{{name}}` placeholders only (no
 * plurals, formats or nesting; cachedT.test.ts reads every phrase through the cache); a call with
 * any other option, or a value that is not a string or a number, still goes to t() itself.
 */
import type { i18n as I18n, TFunction } from 'i18next';

type Values = Readonly<Record<string, unknown>>;
/** A phrase cut at its placeholders: text, name, text, name, ..., text. */
type Template = readonly string[];

const OPEN = '\u0001';
const CLOSE = '\u0002';
const cut = (text: string): Template => text.split(new RegExp(`${OPEN}|${CLOSE}`));

const fill = (template: Template, values: Values): string => {
  let out = template[0] ?? '';
  for (let i = 1; i < template.length; i += 2) out += String(values[template[i] as string]) + (template[i + 1] ?? '');
  return out;
};

/** t()'s options other than a phrase's values: a call with any of them is not cached. */
const OPTIONS = new Set(['count', 'context', 'returnObjects', 'returnDetails', 'lng', 'lngs', 'ns', 'keyPrefix', 'ordinal', 'replace', 'interpolation', 'joinArrays', 'postProcess', 'skipInterpolation', 'fallbackLng']);

/** Values a template can take: strings and numbers, under names that are not options (a default, the words for a key not found, is kept with the template). */
const plain = (values: Values): boolean => {
  for (const name in values) {
    const value = values[name];
    if (OPTIONS.has(name) || (typeof value !== 'string' && typeof value !== 'number')) return false;
  }
  return true;
};

const DEFAULT = 'defaultValue';

/**
 * `t` through `kept`, a cache for one language and set of namespaces: a phrase without values is
 * kept as it is, one with values as a template filled in on each call.
 */
export const cachedT = (t: (key: string, values?: Values) => string, kept: Map<string, Template | string>) => (key: string, values?: Values): string => {
  if (typeof key !== 'string' || (values !== undefined && (typeof values !== 'object' || values === null))) return t(key, values);
  if (values === undefined) {
    let text = kept.get(key);
    if (typeof text !== 'string') {
      text = t(key);
      kept.set(key, text);
    }
    return text;
  }
  if (!plain(values)) return t(key, values);
  const names = Object.keys(values).filter((n) => n !== DEFAULT);
  const fallback = values[DEFAULT];
  const k = `${key}${OPEN}${names.join(',')}${fallback === undefined ? '' : `${CLOSE}${String(fallback)}`}`;
  let template = kept.get(k);
  if (typeof template !== 'object') {
    const marked: Record<string, unknown> = Object.fromEntries(names.map((n) => [n, `${OPEN}${n}${CLOSE}`]));
    if (fallback !== undefined) marked[DEFAULT] = fallback;
    template = cut(t(key, marked));
    kept.set(k, template);
  }
  return fill(template, values);
};

/**
 * Every t() the screens get from useTranslation, through the cache: react-i18next makes its t
 * with the instance's getFixedT, for one language and namespace list. The cache is emptied when
 * words are added (a namespace or a fallback language loaded), since a phrase looked up before
 * its file arrived was answered with its key.
 */
export const cacheFixedT = (i18n: I18n): void => {
  const caches = new Map<string, Map<string, Template | string>>();
  i18n.store.on('added', () => {
    for (const kept of caches.values()) kept.clear();
  });
  const original = i18n.getFixedT.bind(i18n);
  const fixed = (...args: Parameters<I18n['getFixedT']>) => {
    const t = original(...args);
    const [lng, ns, keyPrefix] = args;
    if (typeof lng !== 'string' || keyPrefix !== undefined) return t;
    const id = `${lng}|${Array.isArray(ns) ? ns.join(',') : (ns ?? '')}`;
    let kept = caches.get(id);
    if (kept === undefined) {
      kept = new Map();
      caches.set(id, kept);
    }
    // i18next and react-i18next read these off a fixed t.
    const own = t as unknown as Readonly<Record<'lng' | 'lngs' | 'ns' | 'keyPrefix', unknown>>;
    const fast = cachedT(t as unknown as (key: string, values?: Values) => string, kept);
    return Object.assign(fast, { lng: own.lng, lngs: own.lngs, ns: own.ns, keyPrefix: own.keyPrefix }) as unknown as TFunction;
  };
  i18n.getFixedT = fixed as I18n['getFixedT'];
};
