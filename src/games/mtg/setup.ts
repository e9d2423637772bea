/**
 * The MTG set-up, described once (scenario-format.md, "Magic: The Gathering"): a player's life,
 * poison and the commander damage taken, every permanent's fields by type (a permanent has a list
 * of types, each bringing its own: power and toughness, loyalty, defense and protector), the
 * manual effects a player may cast, the schema the loader reads a file with, the boards to start
 * from and the edits a board needs beyond the shared ones (players joining and leaving, a copy of
 * a permanent, a permanent added by name). The loader, the set-up screen, the priority prompt's
 * effect form, the test kit and the fuzz all read this.
 */
import * as v from 'valibot';
import { problem } from '../../engine/problems.ts';
import { addCard, takenIds, withField } from '../../engine/setupDraft.ts';
import * as f from '../../engine/setupSpec.ts';
import type { CardSetupOf, PlayerSetupOf, SetupObject, SetupSpec } from '../../engine/setupSpec.ts';
import { fields, Id, kinds, listOfSchema, oneOf, whole } from '../schemaParts.ts';
import { entriesOf, playersBetween, setupSchemas } from '../setupSchema.ts';
import { MTG_MANIFEST } from './manifest.ts';
import { COLOURS, MTG_KEYWORDS, PERMANENT_TYPES, PROTECTION_QUALITIES, type Effect } from './types.ts';

/** The largest number an MTG file may hold: life totals swing far, but not past this (docs/scenario-format.md). */
export const MTG_MAX = 999_999;
/** Seats A to F: a combat has two to six players (Commander and other multiplayer games). */
export const PLAYER_IDS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = PLAYER_IDS.length;

/** What a creature may be blocked only by (colours, card types, keywords). */
const BLOCK_QUALITIES = [...COLOURS, ...PERMANENT_TYPES, ...MTG_KEYWORDS] as const;

/** Never negative; the editor offers up to `most`. */
const count = (initial: number, most: number, sample?: readonly [number, number]) => f.number(0, MTG_MAX, initial, { range: [0, most], ...(sample === undefined ? {} : { sample }) });
/** Any whole number in a file; the editor's − / + go from -99 to 999. */
const figure = (initial: number, sample: readonly [number, number]) => f.number(-MTG_MAX, MTG_MAX, initial, { range: [-99, 999], sample });
/** A change an effect makes: the form offers up to `most` either way. */
const change = (initial: number, most: number) => f.required(f.number(-MTG_MAX, MTG_MAX, initial, { range: [-most, most] }));
const creature = <F extends f.FieldSpec>(spec: F) => f.forTypes(['creature'], spec);
const anyType = <F extends f.FieldSpec>(spec: F) => f.forTypes(PERMANENT_TYPES, spec);
/** An effect's target: a creature, anything damage can be dealt to, a permanent, anything, or a player still in the game. */
const aim = (domain: 'creature' | 'damageable' | 'permanent' | 'any' | 'player') => f.required(f.target(domain));
const keyword = f.required(f.term('keyword', 'keyword', MTG_KEYWORDS));

export const MTG_SETUP = {
  cardsKey: 'permanents',
  player: {
    life: figure(20, [1, 20]),
    poison: count(0, 99),
    // Combat damage already dealt to this player by each commander this game (903.10a).
    commanderDamage: f.counts('commander', count(0, 99)),
  },
  card: {
    id: f.required(f.id),
    controller: f.required(f.target('player')),
    // Another player may own it (it goes back to them when its controller leaves, 800.4a).
    owner: f.target('player'),
    name: f.text,
    types: f.required(f.terms('type', 'permanent type', PERMANENT_TYPES)),
  },
  typeKey: 'types',
  fields: {
    power: creature(figure(1, [0, 6])),
    toughness: creature(figure(1, [1, 6])),
    keywords: anyType(f.terms('keyword', 'keyword', MTG_KEYWORDS)),
    damage: anyType(count(0, 999)),
    deathtouched: creature(f.flag),
    tapped: anyType(f.flag),
    summoningSick: anyType(f.flag),
    loyalty: f.forTypes(['planeswalker'], count(1, 999, [1, 6])),
    defense: f.forTypes(['battle'], count(1, 999, [1, 6])),
    // Absent, an opponent of its controller protects it (310.8).
    protector: f.forTypes(['battle'], f.target('player')),
    colours: anyType(f.terms('colour', 'colour', COLOURS)),
    protection: anyType(f.terms('protection', 'quality', PROTECTION_QUALITIES)),
    // Or "any" (written by MTG's own schema piece and editor field).
    blockLimit: creature(f.number(1, MTG_MAX, 1, { range: [1, 20] })),
    minBlockers: creature(f.number(1, MTG_MAX, 1, { range: [1, 20] })),
    blockableOnlyBy: creature(f.terms('blockQuality', 'quality', BLOCK_QUALITIES)),
    toxic: creature(count(0, 20)),
    minusCounters: creature(count(0, 99)),
    commander: anyType(f.flag),
  },
  // In the file's order; damage to several targets at once (`damageEach`) is a list, read by its own piece (schemasOf).
  effects: {
    pump: { target: aim('creature'), power: change(2, 20), toughness: change(2, 20) },
    damage: { target: aim('damageable'), amount: f.required(f.number(0, MTG_MAX, 2, { range: [0, 99] })), source: f.fileOnly(f.target('permanent')) },
    regenerate: { target: aim('creature') },
    gainControl: { target: aim('permanent'), player: aim('player') },
    loseCreatureType: { target: aim('creature') },
    poison: { player: aim('player'), amount: change(1, 10) },
    destroy: { target: aim('permanent') },
    exile: { target: aim('permanent') },
    grant: { target: aim('creature'), keyword },
    removeKeyword: { target: aim('creature'), keyword },
    removeFromCombat: { target: aim('creature') },
    prevent: { target: aim('any'), amount: f.required(f.number(0, MTG_MAX, 2, { range: [0, 99], all: true })), combatOnly: f.flag },
    life: { player: aim('player'), amount: change(2, 99) },
    tap: { target: aim('permanent') },
    untap: { target: aim('permanent') },
  },
} as const satisfies SetupSpec;

const Count = whole(0, MTG_MAX);
const atLeastOne = v.pipe(Count, v.minValue(1, (issue) => problem('atLeast', { min: 1, received: issue.received })));

/** One kind of effect: its `kind` and the fields the table gives it, in order. */
const variant = (kind: string, table: f.FieldTable) => fields({ kind: v.literal(kind), ...entriesOf(table) });

/** The schemas a file is read with, from a description: MTG's own, or a test's copy with a field added. */
export const schemasOf = <S extends SetupSpec>(spec: S) => {
  // Damage divided among several targets, each with its amount: written in a file or the JSON editor, not offered by the form.
  const damageEach = fields({
    kind: v.literal('damageEach'),
    targets: v.pipe(listOfSchema(fields({ target: Id, amount: Count })), v.minLength(1, problem('needsATarget'))),
    source: v.optional(Id),
  });
  const variants = Object.entries(spec.effects).flatMap(([kind, table]) => (kind === 'damage' ? [variant(kind, table), damageEach] : [variant(kind, table)]));
  return setupSchemas<S, Effect, MtgSetup>(spec, {
    effect: kinds('kind', 'effect kind', variants) as v.GenericSchema<unknown, Effect>,
    players: playersBetween(MIN_PLAYERS, MAX_PLAYERS),
    card: {
      types: v.pipe(listOfSchema(oneOf('permanent type', PERMANENT_TYPES)), v.minLength(1, problem('needsAType'))),
      blockLimit: v.optional(v.union([atLeastOne, v.literal('any')])),
      minBlockers: v.optional(atLeastOne),
    },
  });
};

const SCHEMAS = schemasOf(MTG_SETUP);
export const EffectSchema = SCHEMAS.effect;
export const SetupSchema = SCHEMAS.setup;

export type MtgPermanentSetup = Omit<CardSetupOf<typeof MTG_SETUP>, 'blockLimit'> & { blockLimit?: number | 'any' };
export type MtgPlayerSetup = PlayerSetupOf<typeof MTG_SETUP>;
export type MtgSetup = { players: MtgPlayerSetup[]; active: string; permanents?: MtgPermanentSetup[] };

/** A new board: two players at 20 life, no permanents. */
export const newSetup = MTG_MANIFEST.newSetup as () => MtgSetup;

// ---------------------------------------------------------------------------------------------
// The board's own edits: what the fields of one permanent name, and what keeps the file in the format's shape.

const permanentsOf = (setup: MtgSetup): readonly MtgPermanentSetup[] => setup.permanents ?? [];
const isCommander = (p: MtgPermanentSetup): boolean => p.commander === true;

/** The commanders that could have dealt this player combat damage: every other player's. */
export const commandersAgainst = (setup: MtgSetup, player: string | undefined): string[] =>
  permanentsOf(setup)
    .filter((p) => isCommander(p) && p.controller !== player)
    .map((p) => p.id);

/** What a field of the set-up may name: a player, or (for a player's commander damage) another player's commander. */
export const setupDomains =
  (setup: MtgSetup) =>
  (domain: string, owner?: string): readonly string[] =>
    domain === 'commander' ? commandersAgainst(setup, owner) : domain === 'player' ? setup.players.map((p) => p.id) : permanentsOf(setup).map((p) => p.id);

/** Written only where they differ from their starting value (no commander, no colours, blocks one, ...): the file stays short. */
const QUIET = ['deathtouched', 'colours', 'protection', 'blockLimit', 'minBlockers', 'blockableOnlyBy', 'toxic', 'minusCounters', 'commander'] as const;

const quiet = (p: MtgPermanentSetup): MtgPermanentSetup => {
  const out: Record<string, unknown> = { ...p };
  for (const name of QUIET) if (JSON.stringify(out[name]) === JSON.stringify(f.initialOf(MTG_SETUP.fields[name]))) delete out[name];
  return out as MtgPermanentSetup;
};

/** The first opponent of a player in seat order. */
const opponentOf = (setup: MtgSetup, player: string): string => setup.players.find((p) => p.id !== player)?.id ?? player;

/** A player's poison and commander damage written only when some is taken, and only from permanents that are still commanders (the loader refuses the others). */
const tidyPlayer = (p: MtgPlayerSetup, commanders: ReadonlySet<string>): MtgPlayerSetup => {
  const { poison, commanderDamage, ...rest } = p;
  const taken = Object.entries(commanderDamage ?? {}).filter(([id, n]) => commanders.has(id) && n > 0);
  return { ...rest, ...(poison === undefined || poison === 0 ? {} : { poison }), ...(taken.length > 0 ? { commanderDamage: Object.fromEntries(taken) } : {}) };
};

/**
 * Keeps the board in the format's shape after an edit: the quiet fields left out at their
 * starting values, a battle protected by someone (the first opponent of its controller unless
 * the judge chose), and commander damage only from commanders.
 */
export const tidySetup = (setup: MtgSetup): MtgSetup => {
  const permanents = permanentsOf(setup).map((p) => quiet(p.types.includes('battle') && p.protector === undefined ? { ...p, protector: opponentOf(setup, p.controller) } : p));
  const commanders = new Set(permanents.filter(isCommander).map((p) => p.id));
  return { ...setup, players: setup.players.map((p) => tidyPlayer(p, commanders)), permanents };
};

/** A short id from the name that no other permanent or player uses ("serra-angel", "serra-angel-2"). */
export const nameId = (name: string, taken: ReadonlySet<string>): string => {
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

/**
 * A permanent joins the board under an id from its name, with the fields its types bring at
 * their starting values unless given; a controller the entry names wins over the chosen one.
 */
export const addPermanent = (setup: MtgSetup, entry: SetupObject & { readonly name: string; readonly types: readonly string[] }, chosen: string): { setup: MtgSetup; id: string } => {
  const { controller: named, ...rest } = entry;
  const id = nameId(entry.name, takenIds(MTG_SETUP, setup));
  const controller = typeof named === 'string' && setup.players.some((p) => p.id === named) ? named : chosen;
  const permanent = f.withCardType(MTG_SETUP, { id, controller, ...rest }, entry.types) as MtgPermanentSetup;
  return { setup: tidySetup(addCard(MTG_SETUP, setup, permanent)), id };
};

/** A copy of the permanent placed right after it, under an id from its name. */
export const duplicatePermanent = (setup: MtgSetup, id: string): MtgSetup => {
  const list = permanentsOf(setup);
  const i = list.findIndex((p) => p.id === id);
  const original = list[i];
  if (original === undefined) return setup;
  const copy = { ...original, id: nameId(original.name ?? original.id, takenIds(MTG_SETUP, setup)) };
  return { ...setup, permanents: list.toSpliced(i + 1, 0, copy) };
};

/** The next free seat (A to F) joins at the last player's life total; null at six. */
export const addPlayer = (setup: MtgSetup): MtgSetup | null => {
  const taken = new Set(setup.players.map((p) => p.id));
  const id = PLAYER_IDS.find((x) => !taken.has(x));
  if (setup.players.length >= MAX_PLAYERS || id === undefined) return null;
  return { ...setup, players: [...setup.players, { id, life: setup.players.at(-1)?.life ?? 20 }] };
};

/**
 * A player leaves the set-up with the permanents they control or own (800.4a); the battles they
 * protected get another protector and the damage their commanders dealt goes. Null at two players.
 */
export const removePlayer = (setup: MtgSetup, player: string): MtgSetup | null => {
  if (setup.players.length <= MIN_PLAYERS || !setup.players.some((p) => p.id === player)) return null;
  const players = setup.players.filter((p) => p.id !== player);
  const permanents = permanentsOf(setup)
    .filter((p) => p.controller !== player && p.owner !== player)
    .map((p) => (p.protector === player ? (withField(p, 'protector', undefined) as MtgPermanentSetup) : p));
  const active = setup.active === player ? (players[0]?.id ?? setup.active) : setup.active;
  return tidySetup({ ...setup, players, active, permanents });
};

// ---------------------------------------------------------------------------------------------
// Boards to start from (names in English; the screen names them in its language).

const card = (id: string, controller: string, name: string, more: Partial<MtgPermanentSetup>): MtgPermanentSetup => ({
  id,
  controller,
  name,
  types: ['creature'],
  keywords: [],
  damage: 0,
  tapped: false,
  summoningSick: false,
  ...more,
});

/**
 * Commander, four players at 40 life, one commander each and a creature or planeswalker beside
 * it: A's trampling commander can take B's commander damage past a wall, the bear can go at C,
 * whose planeswalker is also a target (903.10a, 802.4).
 */
export const MTG_BOARDS: Readonly<Record<'commander4', MtgSetup>> = {
  commander4: {
    players: ['A', 'B', 'C', 'D'].map((id) => ({ id, life: 40 })),
    active: 'A',
    permanents: [
      card('ghalta', 'A', 'Ghalta, Primal Hunger', { power: 12, toughness: 12, keywords: ['trample'], commander: true, colours: ['green'] }),
      card('bears', 'A', 'Grizzly Bears', { power: 2, toughness: 2, colours: ['green'] }),
      card('krenko', 'B', 'Krenko, Mob Boss', { power: 3, toughness: 3, commander: true, colours: ['red'] }),
      card('wall', 'B', 'Wall of Omens', { power: 0, toughness: 4, keywords: ['defender'], colours: ['white'] }),
      card('edgar', 'C', 'Edgar Markov', { power: 4, toughness: 4, commander: true, colours: ['white', 'black', 'red'] }),
      card('jace', 'C', 'Jace Beleren', { types: ['planeswalker'], loyalty: 3 }),
      card('omnath', 'D', 'Omnath, Locus of Creation', { power: 4, toughness: 4, commander: true, colours: ['red', 'green', 'white', 'blue'] }),
    ],
  },
};
