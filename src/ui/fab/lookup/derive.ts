/**
 * Build time only (scripts/fabCards.ts, and the tests): one card of the `fab-cards` package (MIT)
 * -> the few figures the FaB set-up needs, as one compact row of the lazy lookup chunk. What the
 * referee models comes from the data's own fields (types, subtypes, keywords, cost, pitch, power,
 * defense, life); a keyword counts as the card's own only where its text gives it to the card
 * unconditionally. Everything else stays in the card's text, shown to the judge and left to
 * manual effects.
 */
import type { Card } from 'fab-cards';
import { FAB_KEYWORDS, NUMBERED, type CardType, type Keyword } from '../../../games/fab/types.ts';
import { ROW_FIELDS, type FabCardRow } from './cardData.ts';

/** The data's keyword word -> the referee's keyword id (the ones both know). */
const MODELLED: ReadonlyMap<string, Keyword> = new Map(FAB_KEYWORDS.map((k) => [k, k]));

/** Card types the referee does not seat on a board: heroes are its players, mentors are not in play. */
const SKIPPED = new Set(['Hero', 'Demi-Hero', 'Mentor', 'Block']);

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The card's text in paragraphs, with the quotes some rows wrap it in taken off. */
const paragraphs = (text: string): string[] =>
  text
    .split(/\n+/)
    .map((p) => p.trim().replace(/^"+|"+$/g, '').trim())
    .filter((p) => p !== '');

/**
 * Whether the text gives the card this keyword of its own, and its N: a paragraph that is only the
 * keyword (`**Blade Break**`, `**Piercing 1** (reminder)`), or a card's closing sentence
 * `... draw a card. **Go again**` outside an activated ability (`**Action** - {r}: ... **Go again**`
 * is the ability's, `this gets **go again**` is a condition's).
 */
export const ownKeyword = (text: string, word: string): { own: boolean; n: number | null } => {
  const kw = `\\*\\*${escape(word)}(?:\\s+(\\d+))?\\*\\*`;
  const alone = new RegExp(`^${kw}\\s*(?:\\(.*\\))?\\.?$`, 'i');
  const closing = new RegExp(`(?:^|[.!"]\\s+)${kw}\\.?$`);
  for (const p of paragraphs(text)) {
    const m = alone.exec(p) ?? (/^\*\*[^*]+\*\*\s*[-–:]/.test(p) ? null : closing.exec(p));
    if (m) return { own: true, n: m[1] === undefined ? null : Number(m[1]) };
  }
  return { own: false, n: null };
};

/** The referee's card types for the data's types and subtypes; null for a card it does not seat. */
export const refereeTypes = (card: Pick<Card, 'types' | 'subtypes'>): CardType[] | null => {
  const types: readonly string[] = card.types;
  const sub: readonly string[] = card.subtypes;
  if (types.some((t) => SKIPPED.has(t))) return null;
  if (types.includes('Weapon')) return ['weapon'];
  if (types.includes('Equipment')) return ['equipment'];
  if (types.includes('Defense Reaction')) return ['defense reaction'];
  if (types.includes('Attack Reaction')) return ['attack reaction'];
  if (types.includes('Instant')) return ['instant'];
  if (types.includes('Resource')) return ['resource'];
  const kinds: CardType[] = [];
  if (sub.includes('Attack')) kinds.push('attack');
  if (sub.includes('Aura')) kinds.push('aura');
  if (sub.includes('Item')) kinds.push('item');
  if (sub.includes('Ally')) kinds.push('ally');
  if (types.includes('Action')) return ['action', ...kinds];
  // Tokens and the few allies printed without a card type: what their subtypes say.
  return kinds.length > 0 ? kinds : null;
};

const SLOTS = new Set(['Head', 'Chest', 'Arms', 'Legs', 'Off-Hand']);

/** Where equipment goes (head, chest, arms, legs, off-hand) or what a weapon is (1H sword): from the subtypes. */
export const slotOf = (card: Pick<Card, 'types' | 'subtypes'>): string => {
  const sub: readonly string[] = card.subtypes;
  if ((card.types as readonly string[]).includes('Equipment')) return sub.filter((s) => SLOTS.has(s)).join(' ');
  if ((card.types as readonly string[]).includes('Weapon')) return sub.filter((s) => s !== 'Non-Attack').join(' ');
  return '';
};

/** A weapon's attack: the {r} of its "Action - {r}{r}: Attack" ability, and whether it is once per turn. */
export const weaponAttack = (text: string): { cost: number; oncePerTurn: boolean } | null => {
  for (const p of paragraphs(text)) {
    const m = /^\*\*(Once per Turn )?Action\*\*\s*-\s*((?:\{r\})*|0)\s*:\s*\*\*Attack\*\*/i.exec(p);
    if (m) return { cost: (m[2]?.match(/\{r\}/g) ?? []).length, oncePerTurn: m[1] !== undefined };
  }
  return null;
};

/**
 * One card -> its row, or null when the referee seats no such card (a hero). Keywords: the data's
 * `keywords` that the referee models and that the text gives the card outright (with their N);
 * the others (modelled but conditional, or not modelled at all) are named in `other`.
 */
export const deriveRow = (card: Card): FabCardRow | null => {
  const types = refereeTypes(card);
  if (types === null) return null;
  const text = card.functionalText ?? '';
  const keywords: string[] = [];
  const other: string[] = [];
  for (const word of card.keywords ?? []) {
    const id = MODELLED.get(word.toLowerCase());
    const own = id === undefined ? null : ownKeyword(text, word);
    if (id !== undefined && own?.own === true && (NUMBERED.includes(id) ? own.n !== null : true)) keywords.push(NUMBERED.includes(id) ? `${id} ${own.n}` : id);
    else other.push(word.toLowerCase());
  }
  const weapon = types.includes('weapon') ? weaponAttack(text) : null;
  const variable = [card.specialPower !== undefined ? 'power' : '', card.specialDefense !== undefined ? 'defense' : '', card.specialCost !== undefined ? 'cost' : ''].filter((x) => x !== '');
  const row: FabCardRow = [
    card.name,
    card.typeText,
    text,
    card.pitch ?? null,
    card.specialCost !== undefined ? null : (card.cost ?? null),
    card.specialPower !== undefined ? null : (card.power ?? null),
    card.specialDefense !== undefined ? null : (card.defense ?? null),
    types.includes('ally') ? (card.life ?? null) : null,
    weapon ? weapon.cost : null,
    weapon ? (weapon.oncePerTurn ? 1 : 0) : null,
    types.join(','),
    slotOf(card),
    keywords.join(','),
    other.join(','),
    variable.join(','),
    (card.classes as readonly string[]).includes('Illusionist') ? 1 : 0,
  ];
  return row.length === ROW_FIELDS ? row : null;
};

/** Every card the referee can seat, sorted by name then pitch (red, yellow, blue), one row a printing variant. */
export const deriveRows = (cards: readonly Card[]): FabCardRow[] => {
  const seen = new Set<string>();
  const rows: FabCardRow[] = [];
  for (const card of cards) {
    if (card.isCardBack === true) continue;
    const row = deriveRow(card);
    if (row === null) continue;
    const key = `${row[0]}|${row[3] ?? ''}|${row[10]}`;
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push(row);
  }
  return rows.toSorted((a, b) => a[0].localeCompare(b[0], 'en') || (a[3] ?? 0) - (b[3] ?? 0));
};
