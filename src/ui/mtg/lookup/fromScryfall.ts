/**
 * A Scryfall card object (https://scryfall.com/docs/api/cards) -> one permanent of the MTG
 * set-up (issue 14). Double-faced cards give their front face. A figure printed as * or X is
 * never guessed: the judge is asked for it. Keywords are Scryfall's `keywords` that the referee
 * models (on a double-faced card, those its front face's text names); the others are listed as
 * not modelled. Protection from a colour or from everything, and toxic N, are read from the
 * front face's text, where the referee has a field for them.
 */
import { COLOURS, MTG_KEYWORDS, type Colour, type Keyword, type ProtectionQuality } from '../../../games/mtg/types.ts';
import type { QuickEntry } from '../quickEntry.ts';

/** The fields of a card face that the mapping reads (Scryfall's names). */
export type ScryfallFace = {
  readonly name: string;
  readonly printed_name?: string;
  readonly type_line?: string;
  readonly printed_type_line?: string;
  readonly oracle_text?: string;
  readonly power?: string;
  readonly toughness?: string;
  readonly loyalty?: string;
  readonly defense?: string;
  readonly colors?: readonly string[];
};

export type ScryfallCard = ScryfallFace & {
  readonly object: 'card';
  readonly lang?: string;
  readonly layout?: string;
  readonly keywords?: readonly string[];
  readonly card_faces?: readonly ScryfallFace[];
};

/** What the lookup filled and what the card has beyond it (src/ui/components/provenance.ts). */
export type MtgFilled = {
  readonly entry: QuickEntry;
  readonly values: Readonly<Record<string, unknown>>;
  /** The English (Oracle) name of the face used, and its printed name in the card's language. */
  readonly card: string;
  readonly printedName?: string;
  readonly typeText: string;
  readonly text: string;
  readonly other: readonly string[];
};

export type MtgMapped =
  | ({ readonly ok: true } & MtgFilled)
  | { readonly ok: false; readonly code: 'notCombat'; readonly card: string; readonly typeText: string }
  /**
   * Power/toughness, loyalty or defense printed as * or X: the judge types the number. `rest` is
   * everything else the card fills (its figures left out), for the line that gives them.
   */
  | { readonly ok: false; readonly code: 'variable'; readonly card: string; readonly printedName?: string; readonly fields: readonly Figure[]; readonly printed: string; readonly rest: MtgFilled };

export type Figure = 'power' | 'toughness' | 'loyalty' | 'defense';

const COLOUR_OF: Readonly<Record<string, Colour>> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };
const MODELLED: ReadonlyMap<string, Keyword> = new Map(MTG_KEYWORDS.map((k) => [k, k]));

/** The face the permanent is: the front of a double-faced card, or the card itself. */
export const frontFace = (card: ScryfallCard): ScryfallFace => {
  const front = card.card_faces?.[0];
  if (front === undefined) return card;
  // Faces may leave out what the card holds for both (the colours of an adventure card, say).
  return { ...front, colors: front.colors ?? card.colors ?? [] };
};

const number = (s: string | undefined): number | null => (s !== undefined && /^\d+$/.test(s.trim()) ? Number(s) : null);

/** "Protection from red and from blue" -> the colours (or everything); null when it names something the referee has no word for. */
const protectionOf = (text: string): ProtectionQuality[] | null => {
  const m = /protection from ([^.\n(]+)/i.exec(text);
  if (!m) return [];
  const parts = (m[1] ?? '').split(/,?\s*(?:and )?from\s+|,\s*|\s+and\s+/i).map((s) => s.trim().toLowerCase()).filter(Boolean);
  const qualities = parts.map((p) => (p === 'everything' ? 'everything' : (COLOURS as readonly string[]).includes(p) ? (p as Colour) : null));
  return qualities.every((q) => q !== null) ? (qualities as ProtectionQuality[]) : null;
};

export const fromScryfall = (card: ScryfallCard): MtgMapped => {
  const face = frontFace(card);
  const typeText = face.type_line ?? card.type_line ?? '';
  const printedName = card.lang !== undefined && card.lang !== 'en' ? (face.printed_name ?? card.printed_name) : undefined;
  const base = { card: face.name, ...(printedName ? { printedName } : {}) };
  const type = /\bCreature\b/.test(typeText) ? 'creature' : /\bPlaneswalker\b/.test(typeText) ? 'planeswalker' : /\bBattle\b/.test(typeText) ? 'battle' : null;
  if (type === null) return { ok: false, code: 'notCombat', card: face.name, typeText };
  const fields = type === 'creature' ? (['power', 'toughness'] as const) : type === 'planeswalker' ? (['loyalty'] as const) : (['defense'] as const);
  const figures = fields.map((f) => [f, number(face[f])] as const);
  const variable = figures.filter(([, n]) => n === null).map(([f]) => f);

  const text = face.oracle_text ?? '';
  const faced = card.card_faces !== undefined && card.card_faces.length > 1;
  const keywords: Keyword[] = [];
  const other: string[] = [];
  for (const word of card.keywords ?? []) {
    const lower = word.toLowerCase();
    // A double-faced card's keywords are both faces': keep those its front face's text names.
    if (faced && !text.toLowerCase().includes(lower)) continue;
    const id = MODELLED.get(lower);
    if (id !== undefined && !keywords.includes(id)) keywords.push(id);
    else if (id === undefined && lower !== 'protection' && lower !== 'toxic') other.push(lower);
  }
  const protection = protectionOf(text);
  if (protection === null) other.push('protection');
  const toxic = /\btoxic (\d+)/i.exec(text);
  if ((card.keywords ?? []).some((k) => k.toLowerCase() === 'toxic') && !toxic) other.push('toxic');
  const colours = (face.colors ?? []).map((c) => COLOUR_OF[c]).filter((c): c is Colour => c !== undefined);
  const name = printedName ?? face.name;
  const figure = variable.length > 0 ? {} : Object.fromEntries(figures.map(([f, n]) => [f, n as number]));
  const extras = {
    ...(colours.length > 0 ? { colours } : {}),
    ...(protection !== null && protection.length > 0 ? { protection } : {}),
    ...(toxic && type === 'creature' ? { toxic: Number(toxic[1]) } : {}),
  };
  const entry: QuickEntry = { name, types: [type], keywords, damage: 0, tapped: false, summoningSick: false, ...figure, ...extras };
  const filled: MtgFilled = {
    ...base,
    entry,
    values: { name, types: [type], ...figure, keywords, colours, ...extras },
    typeText: printedName && face.printed_type_line ? `${face.printed_type_line} (${typeText})` : typeText,
    text,
    other,
  };
  if (variable.length > 0) return { ok: false, code: 'variable', ...base, fields: variable, printed: fields.map((f) => face[f] ?? '?').join('/'), rest: filled };
  return { ok: true, ...filled };
};
