/**
 * The MTG set-up as the editor changes it: the scenario's `setup` object (scenario-format.md).
 * Plain data in, new data out; the MTG module still judges the set-up when the combat starts.
 */
import type { Keyword, PermanentType } from '../../games/mtg/types.ts';
import { clipName } from '../components/setupDraft.ts';
import { uniqueId, type PermanentSetup, type QuickEntry } from './quickEntry.ts';

/** `poison` and `commanderDamage` are written only when set (the format's defaults are 0 and none). */
export type PlayerSetup = {
  readonly id: string;
  readonly life: number;
  readonly poison?: number;
  readonly commanderDamage?: Readonly<Record<string, number>>;
};

/** Seats A to F: the format allows two to six players (Commander and other multiplayer games). */
export const PLAYER_IDS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = PLAYER_IDS.length;

export type MtgSetup = {
  readonly players: readonly PlayerSetup[];
  readonly active: string;
  readonly permanents: readonly PermanentSetup[];
};

/** The types the editor offers: the ones that take part in combat. */
export const EDITABLE_TYPES = ['creature', 'planeswalker', 'battle'] as const satisfies readonly PermanentType[];
export type EditableType = (typeof EDITABLE_TYPES)[number];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const readPlayer = (p: Record<string, unknown>): PlayerSetup => {
  const base = { id: String(p['id'] ?? '?'), life: Number(p['life'] ?? 20) };
  const poison = typeof p['poison'] === 'number' && p['poison'] > 0 ? { poison: p['poison'] } : {};
  const damage = isRecord(p['commanderDamage'])
    ? Object.fromEntries(Object.entries(p['commanderDamage']).filter((e): e is [string, number] => typeof e[1] === 'number' && e[1] > 0))
    : {};
  return { ...base, ...poison, ...(Object.keys(damage).length > 0 ? { commanderDamage: damage } : {}) };
};

/** Reads a stored or imported set-up for editing; anything unreadable becomes the default board. */
export const readSetup = (setup: unknown): MtgSetup => {
  const s = isRecord(setup) ? setup : {};
  const players = Array.isArray(s['players'])
    ? (s['players'] as unknown[]).filter(isRecord).map(readPlayer)
    : [];
  const list = players.length >= 2 ? players : [{ id: 'A', life: 20 }, { id: 'B', life: 20 }];
  return {
    players: list,
    active: typeof s['active'] === 'string' ? s['active'] : (list[0]?.id ?? 'A'),
    permanents: Array.isArray(s['permanents']) ? (s['permanents'] as PermanentSetup[]) : [],
  };
};

export const mainType = (p: PermanentSetup): EditableType => {
  const found = EDITABLE_TYPES.find((t) => p.types.includes(t));
  return found ?? 'creature';
};

const opponentOf = (setup: MtgSetup, player: string): string =>
  setup.players.find((p) => p.id !== player)?.id ?? player;

/**
 * The fields every permanent may have besides its figure, each only where it differs from the
 * format's default (no commander, no colours, blocks one, blocked by one, ...); those about
 * blocking, toxic and -1/-1 counters only on a creature.
 */
const extrasOf = (p: PermanentSetup, creature: boolean): Partial<PermanentSetup> => ({
  ...(p.commander === true ? { commander: true } : {}),
  ...(p.colours !== undefined && p.colours.length > 0 ? { colours: p.colours } : {}),
  ...(p.protection !== undefined && p.protection.length > 0 ? { protection: p.protection } : {}),
  ...(creature && p.blockLimit !== undefined && p.blockLimit !== 1 ? { blockLimit: p.blockLimit } : {}),
  ...(creature && p.minBlockers !== undefined && p.minBlockers > 1 ? { minBlockers: p.minBlockers } : {}),
  ...(creature && p.blockableOnlyBy !== undefined && p.blockableOnlyBy.length > 0 ? { blockableOnlyBy: p.blockableOnlyBy } : {}),
  ...(creature && p.toxic !== undefined && p.toxic > 0 ? { toxic: p.toxic } : {}),
  ...(creature && p.minusCounters !== undefined && p.minusCounters > 0 ? { minusCounters: p.minusCounters } : {}),
});

/** Keeps exactly the fields the permanent's type uses, so the file stays what the format describes. */
export const normalisePermanent = (setup: MtgSetup, p: PermanentSetup, type: EditableType = mainType(p)): PermanentSetup => {
  const base = {
    id: p.id,
    controller: p.controller,
    name: p.name,
    types: [type] as const,
    keywords: p.keywords,
    damage: p.damage,
    tapped: p.tapped,
    summoningSick: p.summoningSick,
    ...extrasOf(p, type === 'creature'),
  };
  if (type === 'creature') return { ...base, power: p.power ?? 0, toughness: p.toughness ?? 1 };
  if (type === 'planeswalker') return { ...base, loyalty: p.loyalty ?? 1 };
  return { ...base, defense: p.defense ?? 1, protector: p.protector ?? opponentOf(setup, p.controller) };
};

const takenIds = (setup: MtgSetup): Set<string> => new Set([...setup.players.map((p) => p.id), ...setup.permanents.map((p) => p.id)]);

/** A 1/1 creature with nothing else, for the full form to fill in. */
export const blankCreature = (name: string): QuickEntry => ({ name, types: ['creature'], power: 1, toughness: 1, keywords: [], damage: 0, tapped: false, summoningSick: false });

/** Adds the permanent (its name cut to the name limit) under a fresh id; a controller the line names wins over the chosen one. */
export const addPermanent = (setup: MtgSetup, quick: QuickEntry, controller: string): { setup: MtgSetup; id: string } => {
  const entry = { ...quick, name: clipName(quick.name) };
  const id = uniqueId(entry.name, takenIds(setup));
  const owner = entry.controller !== undefined && setup.players.some((p) => p.id === entry.controller) ? entry.controller : controller;
  const permanent = normalisePermanent(setup, { ...entry, id, controller: owner });
  return { setup: { ...setup, permanents: [...setup.permanents, permanent] }, id };
};

/** Commander damage only from permanents that are still commanders (the format refuses the others). */
const pruneCommanderDamage = (setup: MtgSetup): MtgSetup => {
  const commanders = new Set(setup.permanents.filter((p) => p.commander === true).map((p) => p.id));
  return {
    ...setup,
    players: setup.players.map((p) => {
      if (p.commanderDamage === undefined) return p;
      const damage = Object.fromEntries(Object.entries(p.commanderDamage).filter(([id]) => commanders.has(id)));
      const { commanderDamage: _, ...rest } = p;
      return Object.keys(damage).length > 0 ? { ...rest, commanderDamage: damage } : rest;
    }),
  };
};

export const updatePermanent = (setup: MtgSetup, id: string, next: PermanentSetup, type?: EditableType): MtgSetup =>
  pruneCommanderDamage({
    ...setup,
    permanents: setup.permanents.map((p) => (p.id === id ? normalisePermanent(setup, next, type) : p)),
  });

export const duplicatePermanent = (setup: MtgSetup, id: string): MtgSetup => {
  const i = setup.permanents.findIndex((p) => p.id === id);
  const original = setup.permanents[i];
  if (original === undefined) return setup;
  const copy = { ...original, id: uniqueId(original.name, takenIds(setup)) };
  return { ...setup, permanents: setup.permanents.toSpliced(i + 1, 0, copy) };
};

export const removePermanent = (setup: MtgSetup, id: string): MtgSetup =>
  pruneCommanderDamage({
    ...setup,
    permanents: setup.permanents.filter((p) => p.id !== id),
  });

export const setLife = (setup: MtgSetup, player: string, life: number): MtgSetup => ({
  ...setup,
  players: setup.players.map((p) => (p.id === player ? { ...p, life } : p)),
});

/** A player's poison counters (0 leaves the field out). */
export const setPoison = (setup: MtgSetup, player: string, poison: number): MtgSetup => ({
  ...setup,
  players: setup.players.map((p) => {
    if (p.id !== player) return p;
    const { poison: _, ...rest } = p;
    return poison > 0 ? { ...rest, poison } : rest;
  }),
});

/** The combat damage a commander has dealt a player so far this game (0 leaves it out). */
export const setCommanderDamage = (setup: MtgSetup, player: string, commander: string, n: number): MtgSetup => ({
  ...setup,
  players: setup.players.map((p) => {
    if (p.id !== player) return p;
    const { [commander]: _, ...others } = p.commanderDamage ?? {};
    const next = n > 0 ? { ...others, [commander]: n } : others;
    const { commanderDamage: __, ...rest } = p;
    return Object.keys(next).length > 0 ? { ...rest, commanderDamage: next } : rest;
  }),
});

/** The commanders that could have dealt this player combat damage: every other player's. */
export const commandersAgainst = (setup: MtgSetup, player: string): readonly PermanentSetup[] =>
  setup.permanents.filter((p) => p.commander === true && p.controller !== player);

/** The next free seat (A to F) joins at the given life total, or the set-up as it is at six. */
export const addPlayer = (setup: MtgSetup, life = setup.players.at(-1)?.life ?? 20): MtgSetup => {
  if (setup.players.length >= MAX_PLAYERS) return setup;
  const taken = takenIds(setup);
  const id = PLAYER_IDS.find((x) => !taken.has(x));
  return id === undefined ? setup : { ...setup, players: [...setup.players, { id, life }] };
};

/**
 * A player leaves the set-up with the permanents they control; battles they protect and the
 * commander damage their commanders dealt go with them. Never below two players.
 */
export const removePlayer = (setup: MtgSetup, player: string): MtgSetup => {
  if (setup.players.length <= MIN_PLAYERS || !setup.players.some((p) => p.id === player)) return setup;
  const players = setup.players.filter((p) => p.id !== player);
  const gone = new Set(setup.permanents.filter((p) => p.controller === player).map((p) => p.id));
  const kept = setup.permanents.filter((p) => !gone.has(p.id));
  const next = pruneCommanderDamage({
    players,
    active: setup.active === player ? (players[0]?.id ?? setup.active) : setup.active,
    permanents: kept,
  });
  // A battle that player protected gets another protector (the first opponent of its controller).
  return {
    ...next,
    permanents: kept.map((p) => {
      if (p.protector !== player) return p;
      const { protector: _, ...rest } = p;
      return normalisePermanent(next, rest);
    }),
  };
};

export const toggleKeyword = (p: PermanentSetup, keyword: Keyword): PermanentSetup => ({
  ...p,
  keywords: p.keywords.includes(keyword) ? p.keywords.filter((k) => k !== keyword) : [...p.keywords, keyword],
});

/** Whole boards to start from. */
export const BOARD_PRESETS = ['commander4'] as const;
export type BoardPreset = (typeof BOARD_PRESETS)[number];

/**
 * Commander, four players at 40 life, one commander each and a creature or planeswalker beside
 * it: A's trampling commander can take B's commander damage past a wall, the bear can go at C,
 * whose planeswalker is also a target (903.10a, 802.4).
 */
export const boardPreset = (preset: BoardPreset, names?: (key: string) => string | undefined): MtgSetup => {
  const creature = (id: string, controller: string, name: string, power: number, toughness: number, more: Partial<PermanentSetup> = {}): PermanentSetup => ({
    id,
    controller,
    name: names?.(id) ?? name,
    types: ['creature'],
    power,
    toughness,
    keywords: [],
    damage: 0,
    tapped: false,
    summoningSick: false,
    ...more,
  });
  switch (preset) {
    case 'commander4':
      return {
        players: ['A', 'B', 'C', 'D'].map((id) => ({ id, life: 40 })),
        active: 'A',
        permanents: [
          creature('ghalta', 'A', 'Ghalta, Primal Hunger', 12, 12, { keywords: ['trample'], commander: true, colours: ['green'] }),
          creature('bears', 'A', 'Grizzly Bears', 2, 2, { colours: ['green'] }),
          creature('krenko', 'B', 'Krenko, Mob Boss', 3, 3, { commander: true, colours: ['red'] }),
          creature('wall', 'B', 'Wall of Omens', 0, 4, { keywords: ['defender'], colours: ['white'] }),
          creature('edgar', 'C', 'Edgar Markov', 4, 4, { commander: true, colours: ['white', 'black', 'red'] }),
          { id: 'jace', controller: 'C', name: names?.('jace') ?? 'Jace Beleren', types: ['planeswalker'], loyalty: 3, keywords: [], damage: 0, tapped: false, summoningSick: false },
          creature('omnath', 'D', 'Omnath, Locus of Creation', 4, 4, { commander: true, colours: ['red', 'green', 'white', 'blue'] }),
        ],
      };
  }
};
