/**
 * Checks every game's locale test makes of its texts: a {{placeholder}} may name only a field the
 * engine hands over for that key, and both languages name the same ones. Used by the tests only.
 */

/** The {{names}} a text interpolates. */
export const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((m) => m[1] as string);

/** Per key family (`event`, `prompt`, ...), the names each key of it may use, by the rest of the key or by its first part (`effectLine.bp.battle` by `bp`). */
export type Allowed = Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;

export const allowedFor = (families: Allowed, key: string): readonly string[] => {
  const [family = '', ...rest] = key.split('.');
  const table = families[family];
  if (table === undefined) return [];
  return table[rest.join('.')] ?? table[rest[0] ?? ''] ?? [];
};

/** `key: {{name}}` for every placeholder outside what its key may name (the ui.* words are checked with the UI's). */
export const strayPlaceholders = (text: Readonly<Record<string, string>>, families: Allowed): string[] =>
  Object.entries(text)
    .filter(([key]) => !key.startsWith('ui.'))
    .flatMap(([key, value]) => placeholders(value).filter((p) => !allowedFor(families, key).includes(p)).map((p) => `${key}: {{${p}}}`));

/** Keys whose texts name different placeholders in the two languages. */
export const placeholderMismatches = (en: Readonly<Record<string, string>>, other: Readonly<Record<string, string>>): string[] =>
  Object.entries(en)
    .filter(([key]) => !key.startsWith('ui.'))
    .filter(([key, value]) => placeholders(other[key] ?? '').toSorted().join() !== placeholders(value).toSorted().join())
    .map(([key]) => key);
