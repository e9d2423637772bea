/**
 * The FaB card lookup as the set-up uses it: the rows of the lazy chunk (`virtual:fab-cards`,
 * made at build time by scripts/fabCards.ts from the `fab-cards` package), searched by English
 * name, and one printing variant turned into a card of the set-up with the values it filled.
 */
import type { FabCardSetup, FabSetup } from '../../../games/fab/index.ts';

/**
 * One printing variant: name, type line, card text, pitch, cost, power, defense, life (allies),
 * a weapon's attack cost and whether its attack is once per turn (1) or not (0), the referee's
 * types, the equipment slot or weapon kind, the keywords the referee models (`piercing 1`), the
 * data's other keywords, the figures printed as * or X, and whether it is an Illusionist card.
 */
export type FabCardRow = [
  name: string,
  typeText: string,
  text: string,
  pitch: number | null,
  cost: number | null,
  power: number | null,
  defense: number | null,
  life: number | null,
  attackCost: number | null,
  oncePerTurn: number | null,
  types: string,
  slot: string,
  keywords: string,
  other: string,
  variable: string,
  illusionist: number,
];
export const ROW_FIELDS = 16;

export type FabLookupCard = {
  readonly name: string;
  readonly typeText: string;
  readonly text: string;
  readonly pitch: number | null;
  readonly cost: number | null;
  readonly power: number | null;
  readonly defense: number | null;
  readonly life: number | null;
  readonly attackCost: number | null;
  /** A weapon's attack: once per turn, or any number of times; null when it has no attack of its own. */
  readonly attackLimit: 'once' | 'none' | null;
  readonly types: readonly string[];
  readonly slot: string;
  readonly keywords: readonly string[];
  readonly other: readonly string[];
  readonly variable: readonly string[];
  readonly illusionist: boolean;
};

const list = (s: string): string[] => (s === '' ? [] : s.split(','));

export const decodeRow = (r: FabCardRow): FabLookupCard => ({
  name: r[0],
  typeText: r[1],
  text: r[2],
  pitch: r[3],
  cost: r[4],
  power: r[5],
  defense: r[6],
  life: r[7],
  attackCost: r[8],
  attackLimit: r[9] === null ? null : r[9] === 1 ? 'once' : 'none',
  types: list(r[10]),
  slot: r[11],
  keywords: list(r[12]),
  other: list(r[13]),
  variable: list(r[14]),
  illusionist: r[15] === 1,
});

/** Pitch 1, 2, 3 is a red, yellow, blue card. */
export const PITCH_COLOURS = ['red', 'yellow', 'blue'] as const;
export type PitchColour = (typeof PITCH_COLOURS)[number];
export const pitchColour = (pitch: number | null): PitchColour | null => (pitch !== null && pitch >= 1 && pitch <= 3 ? (PITCH_COLOURS[pitch - 1] ?? null) : null);

/** Case, accents, full-width forms and punctuation ignored: "fyendals spring" finds "Fyendal's Spring Tunic". */
export const foldName = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export type FabSearchHit = { readonly name: string; readonly variants: readonly FabLookupCard[] };

/**
 * The cards whose name holds every word typed, best first: the name itself, then names starting
 * with it, then a word starting with it, then anywhere. One hit a name, with its variants.
 */
export const searchCards = (rows: readonly FabCardRow[], query: string, limit = 8): FabSearchHit[] => {
  const q = foldName(query);
  if (q.length < 2) return [];
  const words = q.split(' ');
  const byName = new Map<string, { rank: number; rows: FabCardRow[] }>();
  for (const r of rows) {
    const name = foldName(r[0]);
    if (!words.every((w) => name.includes(w))) continue;
    const rank = name === q ? 0 : name.startsWith(q) ? 1 : ` ${name}`.includes(` ${q}`) ? 2 : 3;
    const hit = byName.get(r[0]);
    if (hit) hit.rows.push(r);
    else byName.set(r[0], { rank, rows: [r] });
  }
  return [...byName.entries()]
    .toSorted((a, b) => a[1].rank - b[1].rank || a[0].length - b[0].length || a[0].localeCompare(b[0], 'en'))
    .slice(0, limit)
    .map(([name, hit]) => ({ name, variants: hit.rows.map(decodeRow) }));
};

/** Where a card of these types starts: weapons and equipment in their zones, allies, auras and items in the arena, the rest in hand. */
export const zoneFor = (types: readonly string[]): string =>
  types.includes('weapon') ? 'weapon' : types.includes('equipment') ? 'equipment' : types.some((t) => t === 'ally' || t === 'aura' || t === 'item') ? 'arena' : 'hand';

/** A card of the set-up as a lookup fills it: its zone, types and keywords as the data words them (the loader checks them on start). */
type LookupCardSetup = Omit<FabCardSetup, 'zone' | 'types' | 'keywords'> & { readonly zone: string; readonly types: readonly string[]; readonly keywords?: readonly string[] };

/** The set-up fields a looked-up card fills, as the file writes them (a figure the card lacks is left out). */
export type FilledValues = Partial<Pick<LookupCardSetup, 'name' | 'types' | 'power' | 'defense' | 'cost' | 'pitch' | 'life' | 'attackCost' | 'attackLimit' | 'keywords' | 'illusionist'>>;

/** A figure the card has, as one field; none when it has none. */
const n = (key: 'power' | 'defense' | 'cost' | 'pitch' | 'attackCost', value: number | null) => (value === null ? {} : { [key]: value });

export const filledValues = (card: FabLookupCard): FilledValues => {
  const attacks = card.types.includes('weapon') || card.types.includes('ally');
  return {
    name: card.name,
    types: card.types,
    ...n('power', card.power),
    ...n('defense', card.defense),
    ...n('cost', card.cost),
    ...n('pitch', card.pitch),
    ...n('attackCost', card.attackCost),
    ...(card.types.includes('ally') && card.life !== null ? { life: card.life } : {}),
    // Once per turn is the file's default; an attack with no such limit is written as null.
    ...(attacks && card.attackLimit === 'none' ? { attackLimit: null } : {}),
    keywords: card.keywords,
    ...(card.illusionist && (card.types.includes('attack') || attacks) ? { illusionist: true } : {}),
  };
};

/** The looked-up card as a card of the set-up, under the id given, for this owner. */
export const lookupCard = (card: FabLookupCard, owner: string, id: string): LookupCardSetup => ({ id, owner, zone: zoneFor(card.types), types: card.types, ...filledValues(card) });

/** A short id from the name (`head-jab`, `head-jab-2`) that no card or player has. */
export const idFor = (setup: FabSetup, name: string): string => {
  const slug =
    foldName(name)
      .replace(/\s+/g, '-')
      .slice(0, 24) || 'card';
  const taken = new Set([...(setup.cards ?? []).map((c) => c.id), ...setup.players.map((p) => p.id)]);
  if (!taken.has(slug)) return slug;
  for (let i = 2; ; i++) if (!taken.has(`${slug}-${i}`)) return `${slug}-${i}`;
};
