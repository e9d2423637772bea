/** MTG random boards of two to six players, as scenario files write them (their fields drawn from the set-up description), and the walk's seeded PRNG. */
import * as fc from 'fast-check';
import { cardOf, withCardType, type SetupObject, type SetupSpec } from '../../engine/setupSpec.ts';
import type { PlayerId } from '../../engine/types.ts';
import { mtg, MTG_SETUP, PLAYER_IDS, type MtgPermanentSetup, type MtgPlayerSetup, type MtgSetup } from '../../games/mtg/index.ts';
import { COLOURS, MTG_KEYWORDS, PROTECTION_QUALITIES } from '../../games/mtg/types.ts';
import type { BlockQuality, Keyword, MtgEdition, MtgEvent, MtgState, ProtectionQuality } from '../../games/mtg/types.ts';
import { typeFieldsArb } from '../setupArb.ts';

export const MAX_STEPS = 60;
export { PLAYER_IDS };
/** Block declarations are enumerated (for the 509.1c oracle) when there are at most this many. */
export const ENUMERATION_CAP = 4096;

// ---------------------------------------------------------------------------------------------
// Random boards

export type Setup = MtgSetup;

/** Usually `common`, once in `odds + 1` times something drawn from `arb`. */
export const rare = <T>(common: T, arb: fc.Arbitrary<T>, odds = 6): fc.Arbitrary<T> =>
  fc.oneof({ weight: odds, arbitrary: fc.constant(common) }, { weight: 1, arbitrary: arb });

/** True once in `n` times. */
const oneIn = (n: number): fc.Arbitrary<boolean> => fc.integer({ min: 0, max: n - 1 }).map((x) => x === 0);

// At most three keywords each, and often none, so plain creatures and odd combinations both occur.
export const keywordsArb = fc.subarray([...MTG_KEYWORDS], { maxLength: 3 });

/**
 * A creature's fields, drawn from the description (power, toughness, colours, and any field added
 * there) with the odd ones kept rare, so that most combats are between plain creatures; the damage
 * marked is set from its toughness once drawn (`damageShare`), so it is not dead on arrival.
 */
export const creatureArb = (spec: SetupSpec = MTG_SETUP) =>
  fc.record({
    fields: typeFieldsArb(spec, 'creature', () => [], {
      keywords: fc.oneof({ weight: 2, arbitrary: fc.constant<Keyword[]>([]) }, { weight: 3, arbitrary: keywordsArb }),
      damage: fc.constant(undefined),
      deathtouched: fc.constant(undefined),
      tapped: oneIn(10),
      summoningSick: oneIn(10),
      colours: fc.subarray([...COLOURS], { maxLength: 2 }),
      protection: rare<ProtectionQuality[]>([], fc.subarray([...PROTECTION_QUALITIES], { minLength: 1, maxLength: 2 })),
      blockLimit: rare<number | 'any'>(1, fc.constantFrom<number | 'any'>(2, 3, 'any'), 4),
      minBlockers: rare(1, fc.integer({ min: 2, max: 3 })),
      blockableOnlyBy: rare<BlockQuality[]>([], fc.subarray<BlockQuality>([...COLOURS, 'flying', 'reach', 'artifact', 'haste'], { minLength: 1, maxLength: 2 }), 8),
      toxic: rare(0, fc.integer({ min: 1, max: 3 })),
      minusCounters: rare(0, fc.integer({ min: 1, max: 2 }), 10),
      commander: oneIn(6),
    }),
    damageShare: fc.integer({ min: 0, max: 100 }),
    artifact: oneIn(8),
    battle: oneIn(25),
    ownerSeat: fc.integer({ min: 0, max: 39 }),
  });
export type CreatureDraw = typeof creatureArb extends (spec?: SetupSpec) => fc.Arbitrary<infer T> ? T : never;

export const seatArb = (spec: SetupSpec = MTG_SETUP) =>
  fc.record({
    life: fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 1, max: 20 }) }, { weight: 1, arbitrary: fc.integer({ min: -2, max: 40 }) }),
    poison: rare(0, fc.integer({ min: 1, max: 10 }), 3),
    hits: fc.array(fc.integer({ min: 0, max: 22 }), { maxLength: 4 }),
    creatures: fc.array(creatureArb(spec), { maxLength: 3 }),
    loyalty: rare<number | undefined>(undefined, fc.integer({ min: 1, max: 6 }), 2),
    defense: rare<number | undefined>(undefined, fc.integer({ min: 1, max: 6 }), 3),
    protectorShift: fc.integer({ min: 0, max: 4 }),
  });

export const creatureSetup = (c: CreatureDraw, id: string, seat: number, ids: readonly PlayerId[], spec: SetupSpec = MTG_SETUP): MtgPermanentSetup => {
  const me = ids[seat] as PlayerId;
  const toughness = Number(c.fields['toughness']);
  const damage = c.damageShare > 70 ? Math.min(toughness - 1, Math.floor(((c.damageShare - 70) / 30) * toughness)) : 0;
  const drawn: SetupObject = { id, controller: me, types: ['creature'], ...c.fields, damage };
  // Now and then a creature controlled by someone other than its owner (it goes back when its controller leaves, 800.4a).
  const owner = c.ownerSeat < ids.length && c.ownerSeat !== seat ? { owner: ids[c.ownerSeat] } : {};
  // A creature that is also a battle: protected by the next seat; it can't attack or block.
  if (c.battle) return withCardType(spec, { ...drawn, ...owner, defense: 1 + (Number(c.fields['power']) % 4), protector: ids[(seat + 1) % ids.length] }, ['creature', 'battle']) as MtgPermanentSetup;
  return withCardType(spec, { ...drawn, ...owner }, c.artifact ? ['creature', 'artifact'] : ['creature']) as MtgPermanentSetup;
};

/** Two players half the time, three to six otherwise (ids A..F, seated in that order), any of them active. */
export const boardArbOf = (spec: SetupSpec): fc.Arbitrary<Setup> =>
  fc
    .oneof({ weight: 2, arbitrary: fc.constant(2) }, { weight: 3, arbitrary: fc.integer({ min: 3, max: 6 }) })
    .chain((n) =>
      fc.record({
        seats: fc.array(seatArb(spec), { minLength: n, maxLength: n }),
        active: fc.integer({ min: 0, max: n - 1 }),
        attackers: fc.array(creatureArb(spec), { minLength: 1, maxLength: 4 }),
      }),
    )
    .map(({ seats, active, attackers }) => {
      const ids = PLAYER_IDS.slice(0, seats.length);
      const permanents: MtgPermanentSetup[] = [];
      seats.forEach((seat, i) => {
        const me = ids[i] as PlayerId;
        const creatures = i === active ? attackers : seat.creatures;
        creatures.forEach((c, j) => permanents.push(creatureSetup(c, `${me.toLowerCase()}${j}`, i, ids, spec)));
        if (seat.loyalty !== undefined) permanents.push(cardOf(spec, 'planeswalker', { id: `pw${me}`, controller: me, loyalty: seat.loyalty }) as MtgPermanentSetup);
        if (seat.defense !== undefined) {
          const protector = ids[(i + 1 + (seat.protectorShift % (ids.length - 1))) % ids.length] as PlayerId;
          permanents.push(cardOf(spec, 'battle', { id: `siege${me}`, controller: me, defense: seat.defense, protector }) as MtgPermanentSetup);
        }
      });
      const commanders = permanents.filter((p) => p.commander === true);
      const players = seats.map((seat, i): MtgPlayerSetup => {
        const id = ids[i] as PlayerId;
        const tally: Record<string, number> = {};
        seat.hits.forEach((n, k) => {
          const c = commanders[k];
          if (c !== undefined && n > 0 && (c.owner ?? c.controller) !== id) tally[c.id] = n;
        });
        return { id, life: seat.life, ...(seat.poison > 0 ? { poison: seat.poison } : {}), ...(Object.keys(tally).length > 0 ? { commanderDamage: tally } : {}) };
      });
      return { players, active: ids[active] as PlayerId, permanents };
    });

export const boardArb = boardArbOf(MTG_SETUP);

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
