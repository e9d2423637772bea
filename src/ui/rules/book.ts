/**
 * The rule book behind the rule cards and the rule browser, as pure functions: the address of a
 * rule (`#/rules/mtg/510.1c`), the rules related to one (its parent and siblings among the rules
 * the game cites), and search by number or by a word in either language. No React, no i18next:
 * the locale words come in as plain records, so the unit tests read the same files from disk.
 */
import { GAME_IDS, JUDGE_CALL, type GameId } from '../../engine/types.ts';

export const RULES_PREFIX = '#/rules';

/** `#/rules` (every game), `#/rules/mtg` (one game) or `#/rules/mtg/510.1c[@edition]` (one rule's card). */
export type RulesRoute = { readonly game: GameId | null; readonly key: string | null };

const isGame = (x: string): x is GameId => (GAME_IDS as readonly string[]).includes(x);

const decode = (s: string): string | null => {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
};

/** The route an address names, or null when it is not a rules address (a share link, the board). */
export const parseRulesHash = (hash: string): RulesRoute | null => {
  if (hash !== RULES_PREFIX && !hash.startsWith(`${RULES_PREFIX}/`)) return null;
  const [game = '', ...rest] = hash.slice(RULES_PREFIX.length + 1).split('/');
  if (game === '') return { game: null, key: null };
  if (!isGame(game)) return { game: null, key: null };
  const key = rest.length === 0 || rest.join('/') === '' ? null : decode(rest.join('/'));
  return { game, key: key === null || key.trim() === '' ? null : key };
};

export const rulesHash = (game?: GameId | null, key?: string | null): string =>
  game ? (key ? `${RULES_PREFIX}/${game}/${encodeURIComponent(key)}` : `${RULES_PREFIX}/${game}`) : RULES_PREFIX;

/** `510.1c@2024-11` -> id and edition (see ruleKeyId in src/text/describe.ts). */
export const splitKey = (key: string): { readonly id: string; readonly edition: string | undefined } => {
  const at = key.lastIndexOf('@');
  return at <= 0 ? { id: key, edition: undefined } : { id: key.slice(0, at), edition: key.slice(at + 1) };
};

/**
 * The levels of a rule number: 510.1c -> 510, 1, c; 7.3.2b -> 7, 3, 2, b; 1.12.9.a -> 1, 12, 9, a;
 * BS-RM p08 ❶ -> BS-RM, p08, ❶. A trailing letter run after a digit is a level of its own.
 */
export const levelsOf = (id: string): string[] => {
  const parts = id.split(/[.\s]+/).filter((p) => p !== '');
  const last = parts.at(-1) ?? '';
  const m = /^(\d+)([a-z]+)$/.exec(last);
  return m ? [...parts.slice(0, -1), m[1] as string, m[2] as string] : parts;
};

const same = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/** Natural order: 510.1 before 510.1a before 510.2 before 510.10. */
export const byNumber = (a: string, b: string): number => a.localeCompare(b, 'en', { numeric: true });

export type Related = {
  /** The nearest cited rule above this one (510.1 for 510.1c; 510 where 510.1 is not cited). */
  readonly parent: string | null;
  /** Cited rules at the same level under the same parent number (510.1a, 510.1b, 510.1d for 510.1c). */
  readonly siblings: readonly string[];
  /** Cited rules one level below (510.1a ... for 510.1). */
  readonly children: readonly string[];
};

/** The rules related to `id` among those the game cites (judge-call is never related to a number). */
export const relatedRules = (id: string, cited: readonly string[]): Related => {
  const mine = levelsOf(id);
  const others = [...new Set(cited)].filter((c) => c !== id && c !== JUDGE_CALL).map((c) => ({ id: c, levels: levelsOf(c) }));
  let parent: string | null = null;
  for (let n = mine.length - 1; n > 0 && parent === null; n--) {
    const up = mine.slice(0, n);
    parent = others.find((o) => same(o.levels, up))?.id ?? null;
  }
  const above = mine.slice(0, -1);
  const siblings = mine.length < 2 ? [] : others.filter((o) => o.levels.length === mine.length && same(o.levels.slice(0, -1), above)).map((o) => o.id);
  const children = others.filter((o) => o.levels.length === mine.length + 1 && same(o.levels.slice(0, -1), mine)).map((o) => o.id);
  return { parent, siblings: siblings.toSorted(byNumber), children: children.toSorted(byNumber) };
};

export type RuleText = { readonly title: string; readonly summary: string };

export type RuleEntry = {
  readonly game: GameId;
  readonly id: string;
  /** The locale key id: `id` or `id@edition`. */
  readonly key: string;
  readonly edition: string | undefined;
  readonly en: RuleText;
  readonly ja: RuleText;
};

type Bundle = Readonly<Record<string, unknown>>;

const textIn = (bundle: Bundle, key: string): RuleText => {
  const title = bundle[`rule.${key}.title`];
  const summary = bundle[`rule.${key}.summary`];
  return { title: typeof title === 'string' ? title : '', summary: typeof summary === 'string' ? summary : '' };
};

/** The entry of one locale key (empty words where the locales have none). */
export const entryFor = (game: GameId, key: string, en: Bundle, ja: Bundle): RuleEntry => {
  const { id, edition } = splitKey(key);
  const english = textIn(en, key);
  const japanese = textIn(ja, key);
  return {
    game,
    id,
    key,
    edition,
    en: english,
    // A missing Japanese word falls back to English, as i18next does on screen.
    ja: { title: japanese.title || english.title, summary: japanese.summary || english.summary },
  };
};

/** One entry per locale key a game cites (judge-call is not a rule and is left out), in the game's order. */
export const entriesOf = (game: GameId, keys: readonly string[], en: Bundle, ja: Bundle): RuleEntry[] =>
  keys.filter((key) => splitKey(key).id !== JUDGE_CALL).map((key) => entryFor(game, key, en, ja));

/** Search form of a text: NFKC (full-width digits and letters, half-width kana), lower case. */
export const fold = (s: string): string => s.normalize('NFKC').toLowerCase();

/**
 * The entries matching every word of the query, each in the number or in either language's title
 * or summary. Entries whose number starts with the query come first (510.1 finds 510.1 and 510.1c
 * before a summary that mentions it), then the rest in book order. An empty query matches all.
 */
export const searchRules = (entries: readonly RuleEntry[], query: string): RuleEntry[] => {
  const q = fold(query).trim();
  if (q === '') return [...entries];
  const words = q.split(/\s+/);
  const haystack = (e: RuleEntry) => fold([e.id, e.en.title, e.en.summary, e.ja.title, e.ja.summary].join('\n'));
  const hits = entries.filter((e) => {
    const text = haystack(e);
    return words.every((w) => text.includes(w));
  });
  const byId = hits.filter((e) => fold(e.id).startsWith(q));
  return [...byId, ...hits.filter((e) => !byId.includes(e))];
};

/**
 * Which edition's entry a plain number opens (`#/rules/mtg/510.1c` while 510.1c has one text per
 * edition): the session's edition when it has one, else the newest the game knows.
 */
export const pickKey = (id: string, keys: readonly string[], editions: readonly string[], preferred?: string): string | null => {
  const own = keys.filter((k) => splitKey(k).id === id);
  if (own.length === 0) return null;
  if (own.includes(id)) return id;
  const order = preferred === undefined ? editions : [preferred, ...editions];
  for (const edition of order) if (own.includes(`${id}@${edition}`)) return `${id}@${edition}`;
  return own[0] as string;
};
