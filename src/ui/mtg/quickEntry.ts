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
  | { readonly code: 'twoKinds' }
  | { readonly code: 'unclosedQuote'; readonly word: string };

/** Words the quick entry read as part of the name although they are also its words ("Wall of Flying 0/4"). */
export type QuickEntryNote = { readonly code: 'nameWords'; readonly words: readonly string[] };

export type QuickResult =
  | { readonly ok: true; readonly value: QuickEntry; readonly note?: QuickEntryNote }
  | { readonly ok: false; readonly error: QuickEntryError };

const NUMBER_KEYS = ['power', 'toughness', 'loyalty', 'defense', 'damage', 'toxic', 'minusCounters', 'blockLimit', 'minBlockers'] as const;
const FLAG_KEYS = ['tapped', 'summoningSick', 'commander'] as const;
type NumberWord = (typeof NUMBER_KEYS)[number];
type FlagWord = (typeof FLAG_KEYS)[number];

/** A word (or several) that stands for a keyword, a flag or a colour. */
type Phrase =
  | { readonly kind: 'keyword'; readonly key: Keyword }
  | { readonly kind: 'flag'; readonly key: FlagWord }
  | { readonly kind: 'colour'; readonly key: Colour };

/** A number with its words around it, one token a word: ["loyalty", N], ["守備値N"], [N, "damage"], ["needs", "N+", "blockers"]. */
type Template = { readonly key: NumberWord; readonly tokens: readonly (string | RegExp)[] };

/** The words the quick entry understands, from the locales of every language (the app's own words). */
export type QuickWords = {
  /** Lower-case phrases, words joined by one space. */
  readonly phrases: ReadonlyMap<string, Phrase>;
  /** Longest first. */
  readonly templates: readonly Template[];
  /** A number's leading words without their number ("loyalty", "守備値"): named when the number is missing. */
  readonly heads: ReadonlyMap<string, NumberWord>;
  readonly maxWords: number;
};

/** Lower case, full-width letters and digits folded, one space between words, straight apostrophes. */
const fold = (text: string): string =>
  text
    .normalize('NFKC')
    .replace(/[’`]/g, "'")
    .toLowerCase()
    .trim()
    .split(/\s+/)
    .join(' ');

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** "守備値{{n}}" -> the template as written and, where the number is glued to words, also with spaces around it. */
const templatesOf = (key: NumberWord, text: string): Template[] => {
  const folded = fold(text);
  if (!folded.includes('{{n}}')) return [];
  const variants = new Set([folded, fold(folded.replace('{{n}}', ' {{n}} '))]);
  return [...variants].map((v) => ({
    key,
    tokens: v.split(' ').map((w) => {
      if (!w.includes('{{n}}')) return w;
      const [before = '', after = ''] = w.split('{{n}}');
      return new RegExp(`^${escape(before)}(-?\\d+)${escape(after)}$`);
    }),
  }));
};

/**
 * The quick-entry words from the MTG locale files of every language: the words the screens show
 * (`keyword.<k>`, `colour.<c>`, the set-up's labels `ui.setup.<k>`, the board's figures
 * `figure.<k>` such as "守備値{{n}}", the marks) and a few short forms of our own
 * (`quick.word.*`, several separated by |). A judge at a bilingual table may type the Japanese
 * card words on an English screen. Matching ignores case and full-width forms.
 */
export const quickWords = (bundles: readonly Readonly<Record<string, unknown>>[]): QuickWords => {
  const phrases = new Map<string, Phrase>();
  const templates: Template[] = [];
  const heads = new Map<string, NumberWord>();
  const texts = (keys: readonly string[]): string[] =>
    bundles.flatMap((b) => keys.flatMap((k) => (typeof b[k] === 'string' ? (b[k] as string).split('|') : []))).filter((w) => w.trim() !== '');
  for (const k of MTG_KEYWORDS) for (const w of [k, ...texts([`quick.word.keyword.${k}`, `keyword.${k}`])]) phrases.set(fold(w), { kind: 'keyword', key: k });
  for (const c of COLOURS) for (const w of texts([`quick.word.colour.${c}`, `colour.${c}`])) phrases.set(fold(w), { kind: 'colour', key: c });
  for (const f of FLAG_KEYS) for (const w of texts([`quick.word.${f}`, `ui.setup.${f}`, `mark.${f}`])) phrases.set(fold(w), { kind: 'flag', key: f });
  for (const n of NUMBER_KEYS) {
    // A label or a short word, then the number, spaced or glued ("loyalty 3", "忠誠度3"); and the board's figure as shown.
    for (const w of texts([`quick.word.${n}`, `ui.setup.${n}`])) templates.push(...templatesOf(n, `${w} {{n}}`), ...(/\s/.test(w.trim()) ? [] : templatesOf(n, `${w}{{n}}`)));
    for (const w of texts([`figure.${n}`])) templates.push(...templatesOf(n, w));
  }
  for (const tp of templates) {
    const i = tp.tokens.findIndex((x) => typeof x !== 'string');
    if (i > 0) heads.set(tp.tokens.slice(0, i).join(' '), tp.key);
  }
  const unique = [...new Map(templates.map((tp) => [tp.tokens.map(String).join(' ') + tp.key, tp])).values()].toSorted((a, b) => b.tokens.length - a.tokens.length);
  const maxWords = Math.max(1, ...[...phrases.keys(), ...heads.keys()].map((p) => p.split(' ').length));
  return { phrases, templates: unique, heads, maxWords };
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

/** The number template at `i` ("defense 5", "守備値5", "2 damage"), longest first. */
const templateAt = (words: readonly string[], i: number, known: QuickWords): { key: NumberWord; n: number; length: number } | null => {
  for (const tp of known.templates) {
    if (i + tp.tokens.length > words.length) continue;
    let n: number | null = null;
    const fits = tp.tokens.every((tok, j) => {
      const w = (words[i + j] as string).toLowerCase();
      if (typeof tok === 'string') return w === tok;
      const m = tok.exec(w);
      if (m) n = Number(m[1]);
      return m !== null;
    });
    if (fits && n !== null) return { key: tp.key, n, length: tp.tokens.length };
  }
  return null;
};

/** A phrase of the locales at `i` ("first strike", "can't block alone", "飛行"), longest first; "cant" reads as "can't". */
const phraseAt = <V>(words: readonly string[], i: number, map: ReadonlyMap<string, V>, maxWords: number): { value: V; length: number; text: string } | null => {
  for (let n = Math.min(maxWords, words.length - i); n >= 1; n--) {
    const text = words.slice(i, i + n).join(' ');
    const phrase = fold(text);
    const value = map.get(phrase) ?? map.get(phrase.replace(/\bcant\b/g, "can't"));
    if (value !== undefined) return { value, length: n, text };
  }
  return null;
};

/** A figure at `i`: power/toughness, or a number with its words (loyalty N, 守備値N, damage N, 2 damage). */
const figureAt = (words: readonly string[], i: number, known: QuickWords): boolean => PT.test(words[i] as string) || templateAt(words, i, known) !== null;

type Parsed = {
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
  minusCounters?: number;
  blockLimit?: number;
  minBlockers?: number;
  colours: Colour[];
  controller?: string;
};

/** Reads one recognised token at `i`; returns how many words it used, 0 when not a token. */
const readToken = (words: readonly string[], i: number, p: Parsed, known: QuickWords): number | QuickEntryError => {
  const word = words[i] as string;
  const tp = templateAt(words, i, known);
  if (tp) {
    p[tp.key] = tp.n;
    return tp.length;
  }
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
  const head = phraseAt(words, i, known.heads, known.maxWords);
  if (head) return { code: 'missingNumber', word: head.text };
  const phrase = phraseAt(words, i, known.phrases, known.maxWords);
  if (!phrase) return 0;
  const v = phrase.value;
  if (v.kind === 'keyword' && !p.keywords.includes(v.key)) p.keywords.push(v.key);
  if (v.kind === 'colour' && !p.colours.includes(v.key)) p.colours.push(v.key);
  if (v.kind === 'flag') p[v.key] = true;
  return phrase.length;
};

/** The quotes a name may stand in: "…", “…”, 「…」, 『…』, «…». */
const QUOTES: Readonly<Record<string, string>> = { '"': '"', '“': '”', '”': '”', '「': '」', '『': '』', '«': '»' };

/** A quoted name and the rest of the line around it; null when the line has no quote. */
const quotedName = (line: string): { name: string; rest: string } | { error: QuickEntryError } | null => {
  const text = line.normalize('NFKC');
  const open = [...text].findIndex((c) => c in QUOTES);
  if (open < 0) return null;
  const chars = [...text];
  const close = chars.indexOf(QUOTES[chars[open] as string] as string, open + 1);
  if (close < 0) return { error: { code: 'unclosedQuote', word: chars.slice(open).join('') } };
  return { name: chars.slice(open + 1, close).join('').trim(), rest: `${chars.slice(0, open).join('')} ${chars.slice(close + 1).join('')}` };
};

/**
 * The name, then the figures: the name is what stands before the first figure (2/2, loyalty N,
 * 守備値N, damage 1), so "Defender of Law 2/2" and "Wall of Flying 0/4" keep their names; a name may also be
 * quoted (`"Flying Men" 1/1 flying`, 「Flying Men」 1/1 飛行). After the figure every word must be
 * one the quick entry knows.
 */
export const parseQuickEntry = (line: string, known: QuickWords): QuickResult => {
  const quoted = quotedName(line);
  if (quoted !== null && 'error' in quoted) return { ok: false, error: quoted.error };
  const words = normalise(quoted === null ? line : quoted.rest);
  if (words.length === 0 && (quoted === null || quoted.name === '')) return { ok: false, error: { code: 'empty' } };
  const p: Parsed = { damage: 0, keywords: [], tapped: false, summoningSick: false, commander: false, toxic: 0, colours: [] };
  let name: string[];
  let from: number;
  if (quoted !== null) {
    name = quoted.name === '' ? [] : [quoted.name];
    from = 0;
  } else {
    const first = words.findIndex((_, i) => figureAt(words, i, known));
    if (first < 0) {
      // No figure: name what is missing (a number after "loyalty", or the figure itself).
      for (let i = 1; i < words.length; i++) {
        const head = phraseAt(words, i, known.heads, known.maxWords);
        if (head && !INT.test(words[i + head.length] ?? '')) return { ok: false, error: { code: 'missingNumber', word: head.text } };
      }
      return { ok: false, error: { code: 'noStats' } };
    }
    // "@B" before the figure still names the controller.
    const before = words.slice(0, first);
    for (const w of before) if (w.startsWith('@') && w.length > 1) p.controller = w.slice(1);
    name = before.filter((w) => !(w.startsWith('@') && w.length > 1));
    from = first;
  }
  for (let i = from; i < words.length; ) {
    const used = readToken(words, i, p, known);
    if (typeof used === 'object') return { ok: false, error: used };
    if (used === 0) return { ok: false, error: { code: 'unknownWord', word: words[i] as string } };
    i += used;
  }
  if (name.length === 0) return { ok: false, error: { code: 'noName' } };
  if ((p.power === undefined) !== (p.toughness === undefined)) return { ok: false, error: { code: 'noStats' } };
  const kinds = [p.power !== undefined, p.loyalty !== undefined, p.defense !== undefined].filter(Boolean).length;
  if (kinds === 0) return { ok: false, error: { code: 'noStats' } };
  if (kinds > 1) return { ok: false, error: { code: 'twoKinds' } };
  const type: PermanentType = p.power !== undefined ? 'creature' : p.loyalty !== undefined ? 'planeswalker' : 'battle';
  const base = {
    name: name.join(' '),
    types: [type],
    keywords: p.keywords,
    damage: p.damage,
    tapped: p.tapped,
    summoningSick: p.summoningSick,
    ...(p.controller === undefined ? {} : { controller: p.controller }),
    ...(p.commander ? { commander: true } : {}),
    ...(p.toxic > 0 ? { toxic: p.toxic } : {}),
    ...(p.colours.length > 0 ? { colours: p.colours } : {}),
    ...(p.minusCounters ? { minusCounters: p.minusCounters } : {}),
    ...(p.blockLimit === undefined ? {} : { blockLimit: p.blockLimit }),
    ...(p.minBlockers === undefined ? {} : { minBlockers: p.minBlockers }),
  };
  // Words of the name (after its first) that the quick entry also knows: said, so a keyword meant is not lost unseen.
  const known2 = quoted === null ? name.slice(1).filter((_, i) => phraseAt(name, i + 1, known.phrases, 1) !== null) : [];
  const note = known2.length > 0 ? { note: { code: 'nameWords' as const, words: known2 } } : {};
  if (type === 'creature') return { ok: true, value: { ...base, power: p.power as number, toughness: p.toughness as number }, ...note };
  if (type === 'planeswalker') return { ok: true, value: { ...base, loyalty: p.loyalty as number }, ...note };
  return { ok: true, value: { ...base, defense: p.defense as number }, ...note };
};
