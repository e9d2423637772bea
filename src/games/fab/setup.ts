/**
 * The Flesh and Blood set-up, described once (scenario-format.md, "Flesh and Blood"): a hero's
 * life, action points and resources; every card's fields (most for any card, an ally's life, the
 * attack limit of weapons and allies, "as though it were an instant" for actions); the manual
 * effects, on resolution and in triggers; the schema the loader reads a file with, the board and
 * the cards to start from, and keywords as the set-up writes them (`ward 3`). The loader, the
 * set-up editor, the priority prompt's effect form, the test kit and the fuzz all read this.
 */
import * as v from 'valibot';
import * as f from '../../engine/setupSpec.ts';
import type { CardSetupOf, PlayerSetupOf, SetupObject, SetupSpec } from '../../engine/setupSpec.ts';
import { whole } from '../schemaParts.ts';
import { effectSchema, playersBetween, setupSchemas } from '../setupSchema.ts';
import { FAB_MANIFEST } from './manifest.ts';
import { CARD_TYPES, CHAIN_LINK, DURATIONS, FAB_KEYWORDS, GRANTABLE, NUMBERED, parseKeyword, SETUP_ZONES, TRIGGER_WHEN, type Effect } from './types.ts';

/** The largest number a FaB file may hold (life, power, defense, cost, resources: docs/scenario-format.md). */
export const FAB_MAX = 9_999;

/** A card's printed figure: never negative, the editor offers up to 99, and a card may have none (no defense value). */
const figure = (sample: readonly [number, number]) => f.number(0, FAB_MAX, 0, { range: [0, 99], sample, blank: true });
/** What a hero counts (action points, resources): never negative. */
const count = (initial: number, sample: readonly [number, number]) => f.number(0, FAB_MAX, initial, { range: [0, 999], sample });
/** An effect's amount: a power or defense change may lower (the form offers down to -20), damage and prevention may not. */
const amount = (lowers: boolean, sample: readonly [number, number]) => f.required(f.number(lowers ? -FAB_MAX : 0, FAB_MAX, 1, { range: [lowers ? -20 : 0, 99], sample }));
/** Without `until`, a change lasts while the chain is open, or this turn when it is closed. */
const until = f.term('until', 'duration', DURATIONS, { blank: true });
/** What an effect names: "this chain link" or a card, any card, a card that attacks by itself, a hero, a hero or an ally. */
const target = (of: 'linkOrCard' | 'card' | 'attacker' | 'player' | 'heroOrAlly') => f.required(f.target(of));
/** Weapons and allies attack by themselves (5.2.1a): they have an attack limit. */
const ATTACKERS = ['weapon', 'ally'] as const;

export const FAB_SETUP = {
  cardsKey: 'cards',
  player: {
    life: f.required(f.number(-FAB_MAX, FAB_MAX, 20, { range: [-99, 999], sample: [3, 20] })),
    actionPoints: count(0, [1, 2]),
    resources: count(0, [0, 2]),
  },
  card: {
    ...f.ownedCard(SETUP_ZONES),
    types: f.required(f.terms('type', 'card type', CARD_TYPES)),
  },
  typeKey: 'types',
  // In the file's order; a field without types is every card's.
  fields: {
    power: figure([0, 8]),
    defense: figure([0, 4]),
    cost: figure([0, 2]),
    pitch: figure([0, 3]),
    attackCost: figure([0, 2]),
    life: f.forTypes(['ally'], f.number(0, FAB_MAX, 2, { range: [0, 99], sample: [1, 4] })),
    // Words with their number where they have one (`ward 3`): the loader reads them with parseKeyword.
    keywords: f.looseTerms('keyword', 'keyword', FAB_KEYWORDS),
    effect: f.effect,
    triggers: f.list({ when: f.required(f.term('trigger', 'trigger', TRIGGER_WHEN)), effect: f.required(f.effect), name: f.text }),
    illusionist: f.flag,
    asInstant: f.forTypes(['action'], f.flag),
    // Left out: once per turn (5.2.1a); null: no limit (drawn by the set-up screen itself).
    attackLimit: f.forTypes(ATTACKERS, f.number(0, FAB_MAX, 1, { range: [0, 9], blank: true })),
    attacksThisTurn: f.forTypes(ATTACKERS, f.number(0, FAB_MAX, 0, { range: [0, 9], sample: [0, 1], blank: true })),
  },
  effects: {
    power: { target: target('linkOrCard'), amount: amount(true, [-3, 3]), until },
    defense: { target: target('linkOrCard'), amount: amount(true, [-3, 3]), until },
    prevent: { player: target('player'), amount: amount(false, [1, 2]) },
    goAgain: { target: target('linkOrCard') },
    keyword: { target: target('linkOrCard'), keyword: f.required(f.term('keyword', 'keyword to grant', GRANTABLE)) },
    damage: { player: target('heroOrAlly'), amount: amount(false, [1, 3]), arcane: f.flag },
    destroy: { target: target('card') },
    extraAttack: { target: target('attacker') },
  },
} as const satisfies SetupSpec;

/** The schemas a file is read with, from a description: FaB's own, or a test's copy with a field added. */
export const schemasOf = <S extends SetupSpec>(spec: S) =>
  setupSchemas<S, Effect, FabSetup>(spec, { effect: effectSchema<Effect>(spec.effects), players: playersBetween(2), card: { attackLimit: v.nullable(whole(0, FAB_MAX)) } });

const SCHEMAS = schemasOf(FAB_SETUP);
export const EffectSchema = SCHEMAS.effect;
export const SetupSchema = SCHEMAS.setup;

export type FabCardSetup = Omit<CardSetupOf<typeof FAB_SETUP, Effect>, 'attackLimit'> & { attackLimit?: number | null };
export type FabPlayerSetup = PlayerSetupOf<typeof FAB_SETUP>;
export type FabSetup = { players: FabPlayerSetup[]; active: string; cards?: FabCardSetup[] };

/** A new board: two heroes at 20 life, the turn player with one action point. */
export const newSetup = FAB_MANIFEST.newSetup as () => FabSetup;

// ---------------------------------------------------------------------------------------------
// Where an effect's targets point, and the board and cards to start from.

const hasType = (card: FabCardSetup, type: string): boolean => (card.types as readonly string[]).includes(type);
export const isAlly = (card: FabCardSetup): boolean => hasType(card, 'ally');
/** Weapons and allies attack by themselves and have an attack limit. */
export const attacksItself = (card: FabCardSetup): boolean => ATTACKERS.some((t) => hasType(card, t));

/** What each kind of target may name in a set-up being edited: "this chain link" (7.0.3d) or a card, a card, a weapon or ally, a hero, a hero or an ally. */
export const setupDomains =
  (setup: FabSetup) =>
  (domain: string): readonly string[] => {
    const cards = setup.cards ?? [];
    const heroes = setup.players.map((p) => p.id);
    if (domain === 'player') return heroes;
    if (domain === 'heroOrAlly') return [...heroes, ...cards.filter(isAlly).map((c) => c.id)];
    if (domain === 'attacker') return cards.filter(attacksItself).map((c) => c.id);
    const ids = cards.map((c) => c.id);
    return domain === 'linkOrCard' ? [CHAIN_LINK, ...ids] : ids;
  };

const defender = (setup: FabSetup): string => setup.players.find((p) => p.id !== setup.active)?.id ?? setup.active;

/** Whole boards to start from (names in English; the screen names them in its language). */
export const FAB_BOARDS: Readonly<Record<'example', FabSetup>> = {
  // The format's own example (scenario-format.md): Head Jab with go again and a sword against a blade-break helm and a defense reaction.
  example: {
    players: [
      { id: 'A', life: 20, actionPoints: 1, resources: 0 },
      { id: 'B', life: 20, actionPoints: 0, resources: 0 },
    ],
    active: 'A',
    cards: [
      { id: 'jab', owner: 'A', zone: 'hand', name: 'Head Jab', types: ['action', 'attack'], power: 3, defense: 2, cost: 0, pitch: 1, keywords: ['go again'] },
      { id: 'sword', owner: 'A', zone: 'weapon', name: 'Sword', types: ['weapon'], power: 3, attackCost: 1 },
      { id: 'red', owner: 'A', zone: 'hand', name: 'Red card', types: ['action'], defense: 2, cost: 0, pitch: 1 },
      { id: 'helm', owner: 'B', zone: 'equipment', name: 'Helm', types: ['equipment'], defense: 1, keywords: ['blade break'] },
      { id: 'sink', owner: 'B', zone: 'hand', name: 'Sink Below', types: ['defense reaction'], defense: 4, cost: 0, pitch: 3 },
      { id: 'block', owner: 'B', zone: 'hand', name: 'Blocking card', types: ['action'], defense: 3, cost: 0, pitch: 2 },
    ],
  },
};

type CardPreset = (setup: FabSetup, freeId: (stem: string) => string) => FabCardSetup;

/** A typical card of each kind, ready to adjust: the turn player's attack, weapon, attack reaction and ally; the defender's equipment, blocks and prevention. */
export const FAB_CARDS: Readonly<Record<'attack' | 'weapon' | 'equipment' | 'block' | 'defenseReaction' | 'attackReaction' | 'instant' | 'ally', CardPreset>> = {
  attack: (s, id) => ({ id: id('atk'), owner: s.active, zone: 'hand', types: ['action', 'attack'], power: 4, defense: 2, cost: 0, pitch: 1, keywords: [] }),
  weapon: (s, id) => ({ id: id('wpn'), owner: s.active, zone: 'weapon', types: ['weapon'], power: 3, attackCost: 1 }),
  equipment: (s, id) => ({ id: id('eq'), owner: defender(s), zone: 'equipment', types: ['equipment'], defense: 1, keywords: [] }),
  block: (s, id) => ({ id: id('blk'), owner: defender(s), zone: 'hand', types: ['action'], defense: 3, cost: 0, pitch: 1 }),
  defenseReaction: (s, id) => ({ id: id('dr'), owner: defender(s), zone: 'hand', types: ['defense reaction'], defense: 3, cost: 0, pitch: 1 }),
  // +2 power to the turn player's first attack action, or to whatever attack is on the chain.
  attackReaction: (s, id) => {
    const raised = (s.cards ?? []).find((c) => c.owner === s.active && hasType(c, 'attack'))?.id ?? CHAIN_LINK;
    return { id: id('ar'), owner: s.active, zone: 'hand', types: ['attack reaction'], cost: 0, pitch: 1, effect: { kind: 'power', target: raised, amount: 2 } };
  },
  instant: (s, id) => ({ id: id('ins'), owner: defender(s), zone: 'hand', types: ['instant'], cost: 0, pitch: 1, effect: { kind: 'prevent', player: defender(s), amount: 2 } }),
  ally: (s, id) => ({ id: id('ally'), owner: s.active, zone: 'arena', types: ['ally'], power: 2, life: 2 }),
};

// ---------------------------------------------------------------------------------------------
// Keywords as a set-up writes them: a word, with its number where it has one (`ward 3`).

/** "ward 3" -> { keyword: "ward", n: 3 }; "dominate" -> { keyword: "dominate" }. */
const splitKeyword = (text: string): { keyword: string; n?: number } => {
  const m = /^(.*?)\s+(\d+)$/.exec(text.trim());
  return m ? { keyword: (m[1] as string).toLowerCase(), n: Number(m[2]) } : { keyword: text.trim().toLowerCase() };
};

const keywordsOf = (card: SetupObject): readonly string[] => (Array.isArray(card['keywords']) ? (card['keywords'] as string[]) : []);
const withKeywords = <C extends SetupObject>(card: C, keywords: readonly string[]): C => ({ ...card, keywords });

/** The card's entry for this keyword ("ward 3"), if it has it. */
export const keywordEntry = (card: SetupObject, keyword: string): { keyword: string; n?: number } | undefined => keywordsOf(card).map(splitKeyword).find((k) => k.keyword === keyword);

/** Adds the keyword (numbered ones with N = 1) or takes it out; other entries keep their place. */
export const toggleKeyword = <C extends SetupObject>(card: C, keyword: string): C => {
  const list = keywordsOf(card);
  if (keywordEntry(card, keyword)) return withKeywords(card, list.filter((k) => splitKeyword(k).keyword !== keyword));
  return withKeywords(card, [...list, NUMBERED.some((k) => k === keyword) ? `${keyword} 1` : keyword]);
};

/** Sets the N of a numbered keyword the card has. */
export const setKeywordN = <C extends SetupObject>(card: C, keyword: string, n: number): C =>
  withKeywords(card, keywordsOf(card).map((k) => (splitKeyword(k).keyword === keyword ? `${keyword} ${Math.max(0, n)}` : k)));

/** The card's keywords the loader refuses, by its own rule (parseKeyword). */
export const keywordProblems = (card: SetupObject): string[] => keywordsOf(card).filter((k) => typeof k !== 'string' || parseKeyword(k) === null);

/** Takes a keyword entry out as written (one the loader refuses). */
export const removeKeywordText = <C extends SetupObject>(card: C, text: string): C => withKeywords(card, keywordsOf(card).filter((k) => k !== text));

/** Keyword names (lower case, any language) -> the engine's keyword id. */
export type KeywordWords = ReadonlyMap<string, string>;

const foldWord = (text: string): string => text.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
const ID_WORDS: KeywordWords = new Map(FAB_KEYWORDS.map((k) => [k, k]));

/** The keyword names of the FaB locale bundles given (`keyword.<id>`, each language's), and the ids themselves. */
export const keywordWords = (bundles: readonly Readonly<Record<string, unknown>>[]): KeywordWords => {
  const words = new Map(ID_WORDS);
  for (const b of bundles) {
    for (const k of FAB_KEYWORDS) {
      const w = b[`keyword.${k}`];
      if (typeof w === 'string' && w.trim() !== '') words.set(foldWord(w), k);
    }
  }
  return words;
};

/**
 * A keyword as the loader reads it: a name of the screens becomes its id ("ウォード 3" -> "ward 3",
 * "Go again" -> "go again"), a numbered keyword written without its N gets 1 (as a ticked chip
 * shows it). Anything else is kept as written, for keywordProblems to name.
 */
export const canonicalKeyword = (text: string, words: KeywordWords = ID_WORDS): string => {
  const folded = foldWord(text);
  const m = /^(.*?)\s*(\d+)$/.exec(folded);
  const numbered = m !== null && m[1] !== '';
  const id = words.get(numbered ? (m[1] as string) : folded);
  if (id === undefined) return text;
  if (NUMBERED.some((k) => k === id)) return `${id} ${numbered ? Number(m[2]) : 1}`;
  return numbered ? text : id;
};

/** A draft with every card's keywords written as the loader reads them (a set-up read from a file, or typed in JSON). */
export const withKeywordIds = (setup: FabSetup, words: KeywordWords = ID_WORDS): FabSetup => ({
  ...setup,
  cards: (setup.cards ?? []).map((c) => (Array.isArray(c.keywords) ? { ...c, keywords: c.keywords.map((k) => (typeof k === 'string' ? canonicalKeyword(k, words) : k)) } : c)),
});
