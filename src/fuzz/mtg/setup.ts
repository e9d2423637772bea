/** MTG random boards of two to six players, as scenario files write them, and the walk's seeded PRNG. */
import * as fc from 'fast-check';
import type { PlayerId } from '../../engine/types.ts';
import { mtg } from '../../games/mtg/index.ts';
import { COLOURS, MTG_KEYWORDS, PROTECTION_QUALITIES } from '../../games/mtg/types.ts';
import type { BlockQuality, Colour, Keyword, MtgEdition, MtgEvent, MtgState, PermanentType, ProtectionQuality } from '../../games/mtg/types.ts';

export const MAX_STEPS = 60;
export const PLAYER_IDS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
/** Block declarations are enumerated (for the 509.1c oracle) when there are at most this many. */
export const ENUMERATION_CAP = 4096;

// ---------------------------------------------------------------------------------------------
// Random boards

export type PermanentSetup = {
  id: string;
  controller: PlayerId;
  owner?: PlayerId;
  types: PermanentType[];
  power?: number;
  toughness?: number;
  keywords?: Keyword[];
  damage?: number;
  tapped?: boolean;
  summoningSick?: boolean;
  loyalty?: number;
  defense?: number;
  protector?: PlayerId;
  colours?: Colour[];
  protection?: ProtectionQuality[];
  blockLimit?: number | 'any';
  minBlockers?: number;
  blockableOnlyBy?: BlockQuality[];
  toxic?: number;
  minusCounters?: number;
  commander?: boolean;
};
export type PlayerSetup = { id: PlayerId; life: number; poison?: number; commanderDamage?: Record<string, number> };
export type Setup = { players: PlayerSetup[]; active: PlayerId; permanents: PermanentSetup[] };

/** Usually `common`, once in `odds + 1` times something drawn from `arb`. */
export const rare = <T>(common: T, arb: fc.Arbitrary<T>, odds = 6): fc.Arbitrary<T> =>
  fc.oneof({ weight: odds, arbitrary: fc.constant(common) }, { weight: 1, arbitrary: arb });

// At most three keywords each, and often none, so plain creatures and odd combinations both occur.
export const keywordsArb = fc.subarray([...MTG_KEYWORDS], { maxLength: 3 });

export const creatureArb = fc.record({
  power: fc.integer({ min: 0, max: 6 }),
  toughness: fc.integer({ min: 1, max: 6 }),
  keywords: fc.oneof({ weight: 2, arbitrary: fc.constant<Keyword[]>([]) }, { weight: 3, arbitrary: keywordsArb }),
  damageShare: fc.integer({ min: 0, max: 100 }),
  tappedOdds: fc.integer({ min: 0, max: 9 }),
  sickOdds: fc.integer({ min: 0, max: 9 }),
  colours: fc.subarray([...COLOURS], { maxLength: 2 }),
  protection: rare<ProtectionQuality[]>([], fc.subarray([...PROTECTION_QUALITIES], { minLength: 1, maxLength: 2 })),
  blockLimit: rare<number | 'any'>(1, fc.constantFrom<number | 'any'>(2, 3, 'any'), 4),
  minBlockers: rare(1, fc.integer({ min: 2, max: 3 })),
  blockableOnlyBy: rare<BlockQuality[]>([], fc.subarray<BlockQuality>([...COLOURS, 'flying', 'reach', 'artifact', 'haste'], { minLength: 1, maxLength: 2 }), 8),
  toxic: rare(0, fc.integer({ min: 1, max: 3 })),
  minusCounters: rare(0, fc.integer({ min: 1, max: 2 }), 10),
  commander: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
  artifact: fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
  battle: fc.integer({ min: 0, max: 24 }).map((n) => n === 0),
  ownerSeat: fc.integer({ min: 0, max: 39 }),
});
export type CreatureDraw = typeof creatureArb extends fc.Arbitrary<infer T> ? T : never;

export const seatArb = fc.record({
  life: fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 1, max: 20 }) }, { weight: 1, arbitrary: fc.integer({ min: -2, max: 40 }) }),
  poison: rare(0, fc.integer({ min: 1, max: 10 }), 3),
  hits: fc.array(fc.integer({ min: 0, max: 22 }), { maxLength: 4 }),
  creatures: fc.array(creatureArb, { maxLength: 3 }),
  loyalty: rare<number | undefined>(undefined, fc.integer({ min: 1, max: 6 }), 2),
  defense: rare<number | undefined>(undefined, fc.integer({ min: 1, max: 6 }), 3),
  protectorShift: fc.integer({ min: 0, max: 4 }),
});

export const creatureSetup = (c: CreatureDraw, id: string, seat: number, ids: readonly PlayerId[]): PermanentSetup => {
  const me = ids[seat] as PlayerId;
  const types: PermanentType[] = c.battle ? ['creature', 'battle'] : c.artifact ? ['creature', 'artifact'] : ['creature'];
  const p: PermanentSetup = {
    id,
    controller: me,
    types,
    power: c.power,
    toughness: c.toughness,
    keywords: c.keywords,
    damage: c.damageShare > 70 ? Math.min(c.toughness - 1, Math.floor(((c.damageShare - 70) / 30) * c.toughness)) : 0,
    tapped: c.tappedOdds === 0,
    summoningSick: c.sickOdds === 0,
  };
  if (c.colours.length > 0) p.colours = c.colours;
  if (c.protection.length > 0) p.protection = c.protection;
  if (c.blockLimit !== 1) p.blockLimit = c.blockLimit;
  if (c.minBlockers !== 1) p.minBlockers = c.minBlockers;
  if (c.blockableOnlyBy.length > 0) p.blockableOnlyBy = c.blockableOnlyBy;
  if (c.toxic > 0) p.toxic = c.toxic;
  if (c.minusCounters > 0) p.minusCounters = c.minusCounters;
  if (c.commander) p.commander = true;
  // Now and then a creature controlled by someone other than its owner (it goes back when its controller leaves, 800.4a).
  if (c.ownerSeat < ids.length && c.ownerSeat !== seat) p.owner = ids[c.ownerSeat];
  // A creature that is also a battle: protected by the next seat; it can't attack or block.
  if (c.battle) {
    p.defense = 1 + (c.power % 4);
    p.protector = ids[(seat + 1) % ids.length];
  }
  return p;
};

/** Two players half the time, three to six otherwise (ids A..F, seated in that order), any of them active. */
export const boardArb: fc.Arbitrary<Setup> = fc
  .oneof({ weight: 2, arbitrary: fc.constant(2) }, { weight: 3, arbitrary: fc.integer({ min: 3, max: 6 }) })
  .chain((n) =>
    fc.record({
      seats: fc.array(seatArb, { minLength: n, maxLength: n }),
      active: fc.integer({ min: 0, max: n - 1 }),
      attackers: fc.array(creatureArb, { minLength: 1, maxLength: 4 }),
    }),
  )
  .map(({ seats, active, attackers }) => {
    const ids = PLAYER_IDS.slice(0, seats.length);
    const permanents: PermanentSetup[] = [];
    seats.forEach((seat, i) => {
      const me = ids[i] as PlayerId;
      const creatures = i === active ? attackers : seat.creatures;
      creatures.forEach((c, j) => permanents.push(creatureSetup(c, `${me.toLowerCase()}${j}`, i, ids)));
      if (seat.loyalty !== undefined) permanents.push({ id: `pw${me}`, controller: me, types: ['planeswalker'], loyalty: seat.loyalty });
      if (seat.defense !== undefined) {
        const protector = ids[(i + 1 + (seat.protectorShift % (ids.length - 1))) % ids.length] as PlayerId;
        permanents.push({ id: `siege${me}`, controller: me, types: ['battle'], defense: seat.defense, protector });
      }
    });
    const commanders = permanents.filter((p) => p.commander === true);
    const players = seats.map((seat, i): PlayerSetup => {
      const id = ids[i] as PlayerId;
      const player: PlayerSetup = { id, life: seat.life };
      if (seat.poison > 0) player.poison = seat.poison;
      const tally: Record<string, number> = {};
      seat.hits.forEach((n, k) => {
        const c = commanders[k];
        if (c !== undefined && n > 0 && (c.owner ?? c.controller) !== id) tally[c.id] = n;
      });
      if (Object.keys(tally).length > 0) player.commanderDamage = tally;
      return player;
    });
    return { players, active: ids[active] as PlayerId, permanents };
  });

export const loadBoard = (edition: MtgEdition, setup: Setup): { state: MtgState; events: readonly MtgEvent[] } => {
  const loaded = mtg.load({ rules: edition, setup, actions: [] });
  if (!loaded.ok) throw new Error(`board refused: ${JSON.stringify(loaded.error)}`);
  return { state: loaded.value.state, events: loaded.value.events ?? [] };
};

// ---------------------------------------------------------------------------------------------
// A small seeded PRNG for the walk's choices (fast-check supplies the seed, so it shrinks and replays).

export type Rng = { int: (n: number) => number; chance: (p: number) => boolean; pick: <T>(xs: readonly T[]) => T };

export const rngFrom = (seed: number): Rng => {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  return { int, chance: (p) => next() < p, pick: (xs) => xs[int(xs.length)] as (typeof xs)[number] };
};

export const shuffle = <T>(rng: Rng, xs: readonly T[]): T[] => {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
};
