/**
 * The quick-entry line of the set-up screen: "Serra Angel 4/4 flying vigilance",
 * "Jace loyalty 3", "Siege defense 5", in English or Japanese words (from the locales), becomes one
 * permanent of the scenario set-up (scenario-format.md). Only the board is parsed here; the
 * MTG module still validates the set-up when the combat starts.
 */
import { COLOURS, MTG_KEYWORDS, type BlockQuality, type Colour, type Keyword, type PermanentType, type ProtectionQuality } from '../../games/mtg/types.ts';

/** One permanent as the scenario file writes it. */
export type PermanentSetup = {
  readonly id: string;
  readonly controller: string;
  readonly name: string;
  readonly types: readonly PermanentType[];
  readonly power?: number;
  readonly toughness?: number;
  readonly loyalty?: number;
  readonly defense?: number;
  readonly protector?: string;
  readonly keywords: readonly Keyword[];
  readonly damage: number;
  readonly tapped: boolean;
  readonly summoningSick: boolean;
  /** The fields below are written only when they differ from the format's default. */
  readonly commander?: boolean;
  readonly colours?: readonly Colour[];
  readonly protection?: readonly ProtectionQuality[];
  readonly blockLimit?: number | 'any';
  readonly minBlockers?: number;
  readonly blockableOnlyBy?: readonly BlockQuality[];
  readonly toxic?: number;
  readonly minusCounters?: number;
};

export type QuickEntry = Omit<PermanentSetup, 'id' | 'controller' | 'protector'> & { readonly controller?: string };

export type QuickEntryError =
  | { readonly code: 'empty' }
  | { readonly code: 'noName' }
  | { readonly code: 'noStats' }
  | { readonly code: 'unknownWord'; readonly word: string }
  | { readonly code: 'missingNumber'; readonly word: string }
  | { readonly code: 'twoKinds' };

export type QuickResult = { readonly ok: true; readonly value: QuickEntry } | { readonly ok: false; readonly error: QuickEntryError };

/** The words the quick entry understands besides the scenario format's own keyword names, in every language. */
export type QuickWords = {
  readonly keywords: ReadonlyMap<string, Keyword>;
  readonly numbers: ReadonlyMap<string, NumberWord>;
  readonly flags: ReadonlyMap<string, FlagWord>;
  readonly colours: ReadonlyMap<string, Colour>;
};

const NUMBER_KEYS = ['loyalty', 'defense', 'damage', 'toxic'] as const;
const FLAG_KEYS = ['tapped', 'summoningSick', 'commander'] as const;
type NumberWord = (typeof NUMBER_KEYS)[number];
type FlagWord = (typeof FLAG_KEYS)[number];
/** The longest keyword, in words ("trample over planeswalkers", "must be blocked by all"). */
const MAX_KEYWORD_WORDS = Math.max(...MTG_KEYWORDS.map((k) => k.split(' ').length));

/**
 * The quick-entry words from the MTG locale files of every language (`quick.word.keyword.<k>`,
 * `quick.word.loyalty`, ...; several words separated by |): a judge at a bilingual table may type
 * the Japanese card words on an English screen. Matching ignores case.
 */
export const quickWords = (bundles: readonly Readonly<Record<string, unknown>>[]): QuickWords => {
  const keywords = new Map<string, Keyword>();
  const numbers = new Map<string, NumberWord>();
  const flags = new Map<string, FlagWord>();
  const colours = new Map<string, Colour>();
  const each = (key: string, add: (word: string) => void): void => {
    for (const b of bundles) {
      const v = b[key];
      if (typeof v === 'string') for (const w of v.split('|')) if (w.trim() !== '') add(w.trim().toLowerCase());
    }
  };
  for (const k of MTG_KEYWORDS) each(`quick.word.keyword.${k}`, (w) => keywords.set(w, k));
  for (const k of NUMBER_KEYS) each(`quick.word.${k}`, (w) => numbers.set(w, k));
  for (const k of FLAG_KEYS) each(`quick.word.${k}`, (w) => flags.set(w, k));
  for (const c of COLOURS) each(`quick.word.colour.${c}`, (w) => colours.set(w, c));
  return { keywords, numbers, flags, colours };
};

const PT = /^(-?\d+)\/(-?\d+)$/;
const INT = /^-?\d+$/;

const normalise = (line: string): string[] =>
  line
    .normalize('NFKC') // full-width digits and slashes from a Japanese keyboard
    .replace(/[’`]/g, "'")
    .replace(/[、,]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '');

/**
 * A keyword spelled over one or more words ("first strike", "can't block alone", "trample over
 * planeswalkers"), or a word of the locales (which may have spaces too); the longest match wins.
 */
const keywordAt = (words: readonly string[], i: number, aliases: QuickWords['keywords']): { keyword: Keyword; length: number } | null => {
  for (let n = Math.min(MAX_KEYWORD_WORDS, words.length - i); n >= 1; n--) {
    const phrase = words
      .slice(i, i + n)
      .join(' ')
      .toLowerCase();
    if (n === 2 && phrase === 'summoning sick') return null;
    const spelled = phrase.replace(/\bcant\b/g, "can't");
    if ((MTG_KEYWORDS as readonly string[]).includes(spelled)) return { keyword: spelled as Keyword, length: n };
    const alias = aliases.get(phrase);
    if (alias) return { keyword: alias, length: n };
  }
  return null;
};

type Parsed = {
  name: string[];
  power?: number;
  toughness?: number;
  loyalty?: number;
  defense?: number;
  damage: number;
  keywords: Keyword[];
  tapped: boolean;
  summoningSick: boolean;
  commander: boolean;
  toxic: number;
  colours: Colour[];
  controller?: string;
};

/** Reads one recognised token at `i`; returns how many words it used, 0 when not a token. */
const readToken = (words: readonly string[], i: number, p: Parsed, known: QuickWords): number | QuickEntryError => {
  const word = words[i] as string;
  const lower = word.toLowerCase();
  const pt = PT.exec(word);
  if (pt) {
    p.power = Number(pt[1]);
    p.toughness = Number(pt[2]);
    return 1;
  }
  if (word.startsWith('@') && word.length > 1) {
    p.controller = word.slice(1);
    return 1;
  }
  const numberWord = known.numbers.get(lower);
  if (numberWord) {
    const n = words[i + 1];
    if (n === undefined || !INT.test(n)) return { code: 'missingNumber', word };
    p[numberWord] = Number(n);
    return 2;
  }
  if (lower === 'summoning' && (words[i + 1] ?? '').toLowerCase() === 'sick') {
    p.summoningSick = true;
    return 2;
  }
  const flag = known.flags.get(lower);
  if (flag) {
    p[flag] = true;
    return 1;
  }
  // Likewise a colour word: "Black Knight 2/2" is a name, "Knight black 2/2" a black knight.
  const colour = i > 0 ? known.colours.get(lower) : undefined;
  if (colour) {
    if (!p.colours.includes(colour)) p.colours.push(colour);
    return 1;
  }
  // The first word is always the name's: "Flying Men 1/1", "Lure Beast 1/1".
  const kw = i > 0 ? keywordAt(words, i, known.keywords) : null;
  if (kw) {
    if (!p.keywords.includes(kw.keyword)) p.keywords.push(kw.keyword);
    return kw.length;
  }
  return 0;
};

export const parseQuickEntry = (line: string, known: QuickWords): QuickResult => {
  const words = normalise(line);
  if (words.length === 0) return { ok: false, error: { code: 'empty' } };
  const p: Parsed = { name: [], damage: 0, keywords: [], tapped: false, summoningSick: false, commander: false, toxic: 0, colours: [] };
  let inName = true;
  for (let i = 0; i < words.length; ) {
    const used = readToken(words, i, p, known);
    if (typeof used === 'object') return { ok: false, error: used };
    if (used > 0) {
      inName = false;
      i += used;
      continue;
    }
    // The name comes first; an unknown word after it is a typo, never silently dropped.
    if (!inName) return { ok: false, error: { code: 'unknownWord', word: words[i] as string } };
    p.name.push(words[i] as string);
    i += 1;
  }
  if (p.name.length === 0) return { ok: false, error: { code: 'noName' } };
  const kinds = [p.power !== undefined, p.loyalty !== undefined, p.defense !== undefined].filter(Boolean).length;
  if (kinds === 0) return { ok: false, error: { code: 'noStats' } };
  if (kinds > 1) return { ok: false, error: { code: 'twoKinds' } };
  const type: PermanentType = p.power !== undefined ? 'creature' : p.loyalty !== undefined ? 'planeswalker' : 'battle';
  const base = {
    name: p.name.join(' '),
    types: [type],
    keywords: p.keywords,
    damage: p.damage,
    tapped: p.tapped,
    summoningSick: p.summoningSick,
    ...(p.controller === undefined ? {} : { controller: p.controller }),
    ...(p.commander ? { commander: true } : {}),
    ...(p.toxic > 0 ? { toxic: p.toxic } : {}),
    ...(p.colours.length > 0 ? { colours: p.colours } : {}),
  };
  if (type === 'creature') return { ok: true, value: { ...base, power: p.power as number, toughness: p.toughness as number } };
  if (type === 'planeswalker') return { ok: true, value: { ...base, loyalty: p.loyalty as number } };
  return { ok: true, value: { ...base, defense: p.defense as number } };
};

/** A short id from the name that no other permanent or player uses ("serra-angel", "serra-angel-2"). */
export const uniqueId = (name: string, taken: ReadonlySet<string>): string => {
  const slug =
    name
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 24) || 'card';
  if (!taken.has(slug)) return slug;
  for (let n = 2; ; n++) if (!taken.has(`${slug}-${n}`)) return `${slug}-${n}`;
};
