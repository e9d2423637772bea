/**
 * The FaB set-up being edited (the scenario's `setup`, scenario-format.md): pure functions the
 * set-up screen calls. Whether the board is legal is decided by the engine's load() on start.
 */
import { CHAIN_LINK, DURATIONS, EFFECT_KINDS, FAB_KEYWORDS, GRANTABLE, parseKeyword, SETUP_ZONES, TRIGGER_WHEN } from '../../games/fab/types.ts';
import { defenderOf, freeId, isRecord, named, num, withOptional, type EffectSetup, type PresetNames } from '../components/setupDraft.ts';

export type FabPlayerSetup = { readonly id: string; readonly life: number; readonly actionPoints: number; readonly resources: number };

export type FabCardSetup = {
  readonly id: string;
  readonly owner: string;
  readonly zone: string;
  readonly name?: string;
  readonly types: readonly string[];
  readonly power?: number;
  readonly defense?: number;
  readonly cost?: number;
  readonly pitch?: number;
  readonly attackCost?: number;
  readonly keywords?: readonly string[];
  readonly effect?: EffectSetup;
  /** Allies: their life total. */
  readonly life?: number;
  readonly triggers?: readonly FabTriggerSetup[];
  readonly illusionist?: boolean;
  readonly asInstant?: boolean;
  /** Weapons and allies: attacks a turn (absent: once per turn); null: no limit. */
  readonly attackLimit?: number | null;
  readonly attacksThisTurn?: number;
};

/** A card's own triggered ability: when it fires and the manual effect it has. */
export type FabTriggerSetup = { readonly when: string; readonly effect: EffectSetup; readonly name?: string };

export type FabSetup = { readonly players: readonly FabPlayerSetup[]; readonly active: string; readonly cards: readonly FabCardSetup[] };

export const EDITABLE_TYPES = ['action', 'attack', 'weapon', 'equipment', 'attack reaction', 'defense reaction', 'instant', 'aura', 'ally'] as const;
export const ZONES = SETUP_ZONES;
export const PRESETS = ['attack', 'weapon', 'equipment', 'block', 'defenseReaction', 'attackReaction', 'instant', 'ally'] as const;
export type Preset = (typeof PRESETS)[number];

export const newFabSetup = (): FabSetup => ({
  players: [
    { id: 'A', life: 20, actionPoints: 1, resources: 0 },
    { id: 'B', life: 20, actionPoints: 0, resources: 0 },
  ],
  active: 'A',
  cards: [],
});

/**
 * Reads whatever the draft holds into the editable shape, keeping unknown card fields; keywords
 * are written as the engine's ids whatever words they were given in (`words`: the screens' keyword
 * names of both languages, see keywordWords).
 */
export const readSetup = (raw: unknown, words: KeywordWords = ID_WORDS): FabSetup => {
  const base = newFabSetup();
  if (!isRecord(raw)) return base;
  const players = Array.isArray(raw.players)
    ? raw.players.filter(isRecord).map((p, i) => ({
        id: typeof p.id === 'string' ? p.id : String.fromCharCode(65 + i),
        life: num(p.life, 20),
        actionPoints: num(p.actionPoints, 0),
        resources: num(p.resources, 0),
      }))
    : base.players;
  const cards = Array.isArray(raw.cards) ? (raw.cards.filter(isRecord) as unknown as FabCardSetup[]).map((c) => canonicalKeywords(c, words)) : [];
  const active = typeof raw.active === 'string' ? raw.active : (players[0]?.id ?? 'A');
  return { players: players.length > 0 ? players : base.players, active, cards };
};

/** A typical card of each kind, ready to adjust, named in the screen's language (`fab:ui.setup.cardName.<preset>`). */
export const presetCard = (setup: FabSetup, preset: Preset, names?: PresetNames): FabCardSetup => {
  const card = named(cardOf(setup, preset), names, preset);
  // A second card of a kind gets its number ("Weapon 2"), so the effect editors can tell them apart.
  const taken = card.name !== undefined && setup.cards.some((c) => c.name === card.name);
  return taken ? { ...card, name: `${card.name} ${/\d+$/.exec(card.id)?.[0] ?? ''}`.trim() } : card;
};

const cardOf = (setup: FabSetup, preset: Preset): FabCardSetup => {
  const attacker = setup.active;
  const defender = defenderOf(setup);
  switch (preset) {
    case 'attack':
      return { id: freeId(setup, 'atk'), owner: attacker, zone: 'hand', types: ['action', 'attack'], power: 4, defense: 2, cost: 0, pitch: 1, keywords: [] };
    case 'weapon':
      return { id: freeId(setup, 'wpn'), owner: attacker, zone: 'weapon', types: ['weapon'], power: 3, attackCost: 1 };
    case 'equipment':
      return { id: freeId(setup, 'eq'), owner: defender, zone: 'equipment', types: ['equipment'], defense: 1, keywords: [] };
    case 'block':
      return { id: freeId(setup, 'blk'), owner: defender, zone: 'hand', types: ['action'], defense: 3, cost: 0, pitch: 1 };
    case 'defenseReaction':
      return { id: freeId(setup, 'dr'), owner: defender, zone: 'hand', types: ['defense reaction'], defense: 3, cost: 0, pitch: 1 };
    case 'attackReaction': {
      const target = setup.cards.find((c) => c.owner === attacker && c.types.includes('attack'))?.id ?? 'chainLink';
      return { id: freeId(setup, 'ar'), owner: attacker, zone: 'hand', types: ['attack reaction'], cost: 0, pitch: 1, effect: { kind: 'power', target, amount: 2 } };
    }
    case 'instant':
      return { id: freeId(setup, 'ins'), owner: defender, zone: 'hand', types: ['instant'], cost: 0, pitch: 1, effect: { kind: 'prevent', player: defender, amount: 2 } };
    case 'ally':
      return { id: freeId(setup, 'ally'), owner: attacker, zone: 'arena', types: ['ally'], power: 2, life: 2 };
  }
};

export const addCard = (setup: FabSetup, card: FabCardSetup): FabSetup => ({ ...setup, cards: [...setup.cards, card] });
export const removeCard = (setup: FabSetup, id: string): FabSetup => ({ ...setup, cards: setup.cards.filter((c) => c.id !== id) });
export const updateCard = (setup: FabSetup, id: string, card: FabCardSetup): FabSetup => ({
  ...setup,
  cards: setup.cards.map((c) => (c.id === id ? card : c)),
});
export const setPlayer = (setup: FabSetup, id: string, patch: Partial<Omit<FabPlayerSetup, 'id'>>): FabSetup => ({
  ...setup,
  players: setup.players.map((p) => (p.id === id ? { ...p, ...patch } : p)),
});

/** "go again, piercing 1" -> ["go again", "piercing 1"]; the engine rejects unknown words on start. */
export const parseKeywords = (text: string): string[] =>
  text
    .split(/[,、]/)
    .map((k) => k.trim().toLowerCase())
    .filter((k) => k.length > 0);

/** The board of the format's own example (scenario-format.md). */
export const exampleSetup = (): FabSetup => ({
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
    { id: 'block', owner: 'B', zone: 'hand', name: 'Block card', types: ['action'], defense: 3, cost: 0, pitch: 2 },
  ],
});

// ---------------------------------------------------------------------------------------------
// Keywords as chips: each a word with, for the numbered ones, its N (`ward 3`).

/** The keywords written with their number (as the loader reads them). */
export const NUMBERED_KEYWORDS: readonly string[] = ['piercing', 'arcane barrier', 'spellvoid', 'ward', 'quell'];
export const KEYWORDS = FAB_KEYWORDS;

/** "ward 3" -> { keyword: "ward", n: 3 }; "dominate" -> { keyword: "dominate" }. */
export const splitKeyword = (text: string): { keyword: string; n?: number } => {
  const m = /^(.*?)\s+(\d+)$/.exec(text.trim());
  return m ? { keyword: (m[1] as string).toLowerCase(), n: Number(m[2]) } : { keyword: text.trim().toLowerCase() };
};

/** The screens' keyword names (lower case, any language) -> the engine's keyword id. */
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
 * A keyword as the engine reads it: a name of the screens becomes its id ("ウォード 3" -> "ward 3",
 * "Go again" -> "go again"), a numbered keyword written without its N gets 1 (as a ticked chip
 * shows it). Anything else is kept as written, for keywordProblems to name.
 */
export const canonicalKeyword = (text: string, words: KeywordWords = ID_WORDS): string => {
  const folded = foldWord(text);
  const m = /^(.*?)\s*(\d+)$/.exec(folded);
  const word = m && m[1] !== '' ? (m[1] as string) : folded;
  const id = words.get(word);
  if (id === undefined) return text;
  if (NUMBERED_KEYWORDS.includes(id)) return `${id} ${m && m[1] !== '' ? Number(m[2]) : 1}`;
  return m && m[1] !== '' ? text : id;
};

const canonicalKeywords = (card: FabCardSetup, words: KeywordWords): FabCardSetup =>
  Array.isArray(card.keywords) ? { ...card, keywords: card.keywords.map((k) => (typeof k === 'string' ? canonicalKeyword(k, words) : k)) } : card;

/** The card's keywords the engine refuses, by the rule it applies on start (its own parseKeyword). */
export const keywordProblems = (card: FabCardSetup): string[] => (card.keywords ?? []).filter((k) => typeof k !== 'string' || parseKeyword(k) === null);

/** Takes a keyword entry out as written (one the engine refuses). */
export const removeKeywordText = (card: FabCardSetup, text: string): FabCardSetup => ({ ...card, keywords: (card.keywords ?? []).filter((k) => k !== text) });

/** The card's entry for this keyword ("ward 3"), if it has it. */
export const keywordEntry = (card: FabCardSetup, keyword: string): { keyword: string; n?: number } | undefined =>
  (card.keywords ?? []).map(splitKeyword).find((k) => k.keyword === keyword);

/** Adds the keyword (numbered ones with N = 1) or takes it out; other entries keep their place. */
export const toggleKeyword = (card: FabCardSetup, keyword: string): FabCardSetup => {
  const list = card.keywords ?? [];
  if (keywordEntry(card, keyword)) return { ...card, keywords: list.filter((k) => splitKeyword(k).keyword !== keyword) };
  return { ...card, keywords: [...list, NUMBERED_KEYWORDS.includes(keyword) ? `${keyword} 1` : keyword] };
};

/** Sets the N of a numbered keyword the card has. */
export const setKeywordN = (card: FabCardSetup, keyword: string, n: number): FabCardSetup => ({
  ...card,
  keywords: (card.keywords ?? []).map((k) => (splitKeyword(k).keyword === keyword ? `${keyword} ${Math.max(0, n)}` : k)),
});

// ---------------------------------------------------------------------------------------------
// Card fields by type: what the loader accepts on which cards.

export const isAlly = (card: FabCardSetup): boolean => card.types.includes('ally');
/** Weapons and allies attack by themselves and have an attack limit. */
export const attacksItself = (card: FabCardSetup): boolean => isAlly(card) || card.types.includes('weapon');

/**
 * New types: an ally gets a life total (2 unless it has one); a card that
 * is no longer an ally loses its life, one that no longer attacks by itself its attack limit, one
 * that is no longer an action its "as though it were an instant".
 */
export const withTypes = (card: FabCardSetup, types: readonly string[]): FabCardSetup => {
  let next: FabCardSetup = { ...card, types };
  if (isAlly(next)) next = { ...next, life: next.life ?? 2 };
  else next = withOptional(next, 'life', undefined);
  if (!attacksItself(next)) next = withOptional(withOptional(next, 'attackLimit', undefined), 'attacksThisTurn', undefined);
  if (!types.includes('action')) next = withOptional(next, 'asInstant', undefined);
  return next;
};

export const toggleType = (card: FabCardSetup, type: string): FabCardSetup =>
  withTypes(card, card.types.includes(type) ? card.types.filter((x) => x !== type) : [...card.types, type]);

/** A flag set, or left out when off (the file's default). */
export const withFlag = (card: FabCardSetup, key: 'illusionist' | 'asInstant', on: boolean): FabCardSetup => withOptional(card, key, on ? true : undefined);

/** The attack limit: 1 (once per turn, the default) is left out; null is "no limit". */
export const withAttackLimit = (card: FabCardSetup, limit: number | null): FabCardSetup => withOptional(card, 'attackLimit', limit === 1 ? undefined : limit);

export const withAttacksThisTurn = (card: FabCardSetup, n: number): FabCardSetup => withOptional(card, 'attacksThisTurn', n === 0 ? undefined : Math.max(0, n));

export const withLife = (card: FabCardSetup, life: number): FabCardSetup => ({ ...card, life: Math.max(0, life) });

// ---------------------------------------------------------------------------------------------
// Manual effects (a card's own, and its triggers'): `{ kind, ...fields }` as the file writes them.

export { DURATIONS, EFFECT_KINDS, GRANTABLE, TRIGGER_WHEN };
export type FabEffectKind = (typeof EFFECT_KINDS)[number];

/** The kinds whose `target` is a card (or "this chain link"). */
const TARGETED: readonly string[] = ['power', 'defense', 'goAgain', 'keyword', 'destroy', 'extraAttack'];
/** The kinds that may name "this chain link" (7.0.3d). */
const LINK_TARGET: readonly string[] = ['power', 'defense', 'goAgain', 'keyword'];

const allies = (setup: FabSetup): string[] => setup.cards.filter(isAlly).map((c) => c.id);

/** What an effect of this kind may name in its `target` (cards) or `player` (heroes; damage also allies). */
export const effectTargets = (setup: FabSetup, kind: string): string[] => {
  if (kind === 'prevent') return setup.players.map((p) => p.id);
  if (kind === 'damage') return [...setup.players.map((p) => p.id), ...allies(setup)];
  if (kind === 'extraAttack') return setup.cards.filter(attacksItself).map((c) => c.id);
  if (!TARGETED.includes(kind)) return [];
  return [...(LINK_TARGET.includes(kind) ? [CHAIN_LINK] : []), ...setup.cards.map((c) => c.id)];
};

/** Whether the kind names a card (`target`) rather than a player (`player`). */
export const hasTarget = (kind: string): boolean => TARGETED.includes(kind);

/** An effect of this kind, keeping the old one's target or player and amount where they fit. */
export const effectOfKind = (setup: FabSetup, kind: FabEffectKind, prev: EffectSetup | undefined): EffectSetup => {
  const options = effectTargets(setup, kind);
  const had = typeof prev?.['target'] === 'string' ? prev['target'] : typeof prev?.['player'] === 'string' ? prev['player'] : undefined;
  const pick = had !== undefined && options.includes(had) ? had : (options[0] ?? '');
  const amount = typeof prev?.['amount'] === 'number' ? prev['amount'] : undefined;
  switch (kind) {
    case 'power':
    case 'defense':
      return { kind, target: pick, amount: amount ?? 1 };
    case 'prevent':
    case 'damage': {
      // A player by default: the defending hero for damage, the one who plays it for prevention.
      const player = options.includes(pick) ? pick : defenderOf(setup);
      return { kind, player, amount: amount !== undefined && amount >= 0 ? amount : 1 };
    }
    case 'keyword':
      return { kind, target: pick, keyword: GRANTABLE[0] };
    case 'goAgain':
    case 'destroy':
    case 'extraAttack':
      return { kind, target: pick };
  }
};

/** One field of an effect set, or taken out when undefined (`until`, `arcane`). */
export const withEffectField = (effect: EffectSetup, key: string, value: unknown): EffectSetup => {
  const { [key]: _, ...rest } = effect;
  return (value === undefined ? { ...rest, kind: effect.kind } : { ...rest, kind: effect.kind, [key]: value }) as EffectSetup;
};

export const withEffect = (card: FabCardSetup, effect: EffectSetup | undefined): FabCardSetup => withOptional(card, 'effect', effect);

/** A new trigger: "when this attacks", +1 power to this chain link. */
export const newTrigger = (setup: FabSetup, card: FabCardSetup): FabTriggerSetup => ({
  when: TRIGGER_WHEN[0],
  effect: { ...effectOfKind(setup, 'power', undefined), target: card.types.some((ty) => ty === 'attack' || ty === 'weapon' || ty === 'ally') ? CHAIN_LINK : card.id },
});

export const withTriggers = (card: FabCardSetup, triggers: readonly FabTriggerSetup[]): FabCardSetup => withOptional(card, 'triggers', triggers.length === 0 ? undefined : triggers);

/** How many of the fields the "more" section holds are set (it opens by itself when some are). */
export const moreCount = (card: FabCardSetup): number =>
  [card.effect !== undefined, (card.triggers ?? []).length > 0, card.illusionist === true, card.asInstant === true, card.attackLimit !== undefined, (card.attacksThisTurn ?? 0) > 0].filter(Boolean).length;
