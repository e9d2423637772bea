/**
 * Checks every game's locale test makes of its texts: a {{placeholder}} may name only a field the
 * engine hands over for that key, and both languages name the same ones; and the keys a game's
 * vocabulary needs. Used by the tests only.
 */

/** What a game's vocabulary lists (Vocabulary's lists, or a module's). */
export type VocabularyLists = {
  /** `id` or `id@edition`: the ids the rule keys are written with. */
  readonly ruleKeys: readonly string[];
  readonly events: readonly string[];
  readonly prompts: readonly string[];
  readonly errors: readonly string[];
};

/** Each rule's title and summary keys. */
export const ruleTextKeys = (ruleKeys: readonly string[]): string[] => ruleKeys.flatMap((id) => [`rule.${id}.title`, `rule.${id}.summary`]);

/** The keys every game's words need for what its vocabulary lists: each rule's title and summary, each event, prompt and refusal. */
export const vocabularyKeys = (v: VocabularyLists): string[] => [
  ...ruleTextKeys(v.ruleKeys),
  ...v.events.map((t) => `event.${t}`),
  ...v.prompts.map((k) => `prompt.${k}`),
  ...v.errors.map((c) => `error.${c}`),
];

/** The same for a game module: its rules' keys (with their editions where it has them) and its vocabulary. */
export const moduleKeys = (m: { readonly rules: readonly string[]; readonly ruleKeys?: readonly string[]; readonly vocabulary: Omit<VocabularyLists, 'ruleKeys'> }): string[] =>
  vocabularyKeys({ ...m.vocabulary, ruleKeys: m.ruleKeys ?? m.rules });

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
