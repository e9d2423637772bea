/**
 * Property tests for the MTG combat module: random walks over the legal options that
 * prompt(state) offers, from random boards of two to six players, in every rules edition. Every
 * step must keep the engine's promises (architecture.md, "The engine contract"):
 *
 * - apply never throws, and a legal option is never refused;
 * - each permanent is in exactly one zone; what a player who left owned is in zone `left` (800.4a);
 * - each player's life moved exactly as the logged life changes say, and damage to a player
 *   became life loss (120.3a) or poison counters (120.3b);
 * - poison counters only go down through a `poison` effect; toxic adds its counters (702.164c);
 * - per player, each commander's tally is the set-up value plus the combat damage it dealt (903.10a);
 * - a player at 0 life, 10 poison or 21 damage from one commander has lost whenever someone
 *   holds priority (704.5a, 704.5c, 704.6c), a loser in a game that goes on has left it, and the
 *   game is over exactly when one player or none is left (104.4a);
 * - a player who left controls nothing on the battlefield and has no part in combat: attacks
 *   target opponents of the active player still in the game, each defending player blocks only
 *   what attacks them (802.4), and nothing assigns or deals combat damage to a player who left (800.4e);
 * - the state survives a JSON round trip, and replaying the accepted actions from the loaded
 *   state with play() gives the same state and the same events;
 * - illegal actions are refused, cite a rule listed in mtg.rules and leave the state untouched;
 * - the options offered and the board agree with oracles worked out here from the rules:
 *   attackers and targets (508.1), blocks (509.1a-b, 702.16f, 802.4), block requirements
 *   worked out by brute force where the board is small (509.1c), lethal damage (510.1c-d,
 *   702.2c), state-based actions before priority (704), the first-strike step (510.4), who
 *   assigns combat damage and how much (510.1), and priority after casting and resolving (117.3b-c).
 *
 * Two tables pinned to the scenario fixtures follow: refusals (which a scenario file cannot
 * hold, since the suite requires every action accepted) and the rule each outcome cites.
 *
 * The seed is fixed so CI is deterministic; set FC_SEED (and FC_RUNS) to explore, FC_REACHED to
 * print what the walks reached. A failure prints the seed (fast-check), the board and the action
 * log, which together replay the walk (and make a scenario file: the walk checks that it loads).
 */
import { readFileSync } from 'node:fs';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { play } from '../../engine/referee.ts';
import type { PlayerId } from '../../engine/types.ts';
import { mtg } from './index.ts';
import { COLOURS, MTG_EDITIONS, MTG_KEYWORDS, MTG_STEPS, PROTECTION_QUALITIES } from './types.ts';
import type {
  BlockQuality,
  Colour,
  DamageSourceOption,
  Effect,
  Keyword,
  MtgAction,
  MtgEdition,
  MtgEvent,
  MtgPrompt,
  MtgState,
  PermanentType,
  ProtectionQuality,
} from './types.ts';

const SEED = Number(process.env.FC_SEED ?? 20261123);
const RUNS = Number(process.env.FC_RUNS ?? 200);
const MAX_STEPS = 60;
const PLAYER_IDS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
/** Block declarations are enumerated (for the 509.1c oracle) when there are at most this many. */
const ENUMERATION_CAP = 4096;

// ---------------------------------------------------------------------------------------------
// Random boards

type PermanentSetup = {
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
type PlayerSetup = { id: PlayerId; life: number; poison?: number; commanderDamage?: Record<string, number> };
type Setup = { players: PlayerSetup[]; active: PlayerId; permanents: PermanentSetup[] };

/** Usually `common`, once in `odds + 1` times something drawn from `arb`. */
const rare = <T>(common: T, arb: fc.Arbitrary<T>, odds = 6): fc.Arbitrary<T> =>
  fc.oneof({ weight: odds, arbitrary: fc.constant(common) }, { weight: 1, arbitrary: arb });

// At most three keywords each, and often none, so plain creatures and odd combinations both occur.
const keywordsArb = fc.subarray([...MTG_KEYWORDS], { maxLength: 3 });

const creatureArb = fc.record({
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
type CreatureDraw = typeof creatureArb extends fc.Arbitrary<infer T> ? T : never;

const seatArb = fc.record({
  life: fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 1, max: 20 }) }, { weight: 1, arbitrary: fc.integer({ min: -2, max: 40 }) }),
  poison: rare(0, fc.integer({ min: 1, max: 10 }), 3),
  hits: fc.array(fc.integer({ min: 0, max: 22 }), { maxLength: 4 }),
  creatures: fc.array(creatureArb, { maxLength: 3 }),
  loyalty: rare<number | undefined>(undefined, fc.integer({ min: 1, max: 6 }), 2),
  defense: rare<number | undefined>(undefined, fc.integer({ min: 1, max: 6 }), 3),
  protectorShift: fc.integer({ min: 0, max: 4 }),
});

const creatureSetup = (c: CreatureDraw, id: string, seat: number, ids: readonly PlayerId[]): PermanentSetup => {
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
const boardArb: fc.Arbitrary<Setup> = fc
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

const loadBoard = (edition: MtgEdition, setup: Setup): { state: MtgState; events: readonly MtgEvent[] } => {
  const loaded = mtg.load({ rules: edition, setup, actions: [] });
  if (!loaded.ok) throw new Error(`board refused: ${JSON.stringify(loaded.error)}`);
  return { state: loaded.value.state, events: loaded.value.events ?? [] };
};

// ---------------------------------------------------------------------------------------------
// A small seeded PRNG for the walk's choices (fast-check supplies the seed, so it shrinks and replays).

type Rng = { int: (n: number) => number; chance: (p: number) => boolean; pick: <T>(xs: readonly T[]) => T };

const rngFrom = (seed: number): Rng => {
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

const shuffle = <T>(rng: Rng, xs: readonly T[]): T[] => {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
};

// ---------------------------------------------------------------------------------------------
// Reading the state without the engine's helpers (the oracles below must not share its bugs).

type Perm = MtgState['objects'][string];
type Pair = { id: string; blocks: string };
type BlockPrompt = Extract<MtgPrompt, { kind: 'mtg.declareBlockers' }>;

const field = (s: MtgState): Perm[] => s.order.map((id) => s.objects[id]).filter((p): p is Perm => p !== undefined && p.zone === 'battlefield');
const onBattlefield = (s: MtgState, id: string): boolean => s.objects[id]?.zone === 'battlefield';
const kw = (p: Perm, k: Keyword): boolean => p.keywords.includes(k);
const isType = (p: Perm, t: PermanentType): boolean => p.types.includes(t);
const power = (p: Perm): number => p.basePower + p.powerBonus - p.minusCounters;
const toughness = (p: Perm): number => p.baseToughness + p.toughnessBonus - p.minusCounters;
const left = (s: MtgState, id: PlayerId): boolean => s.players[id]?.left === true;
const stillIn = (s: MtgState): PlayerId[] => s.turnOrder.filter((id) => !left(s, id));
const opponentsOf = (s: MtgState): PlayerId[] => stillIn(s).filter((id) => id !== s.active);
/** 506.2, 508.5, 310.8: the player an attack on this target is against. */
const defenderOfTarget = (s: MtgState, target: string): PlayerId | null => {
  if (s.players[target] !== undefined) return target;
  const o = s.objects[target];
  if (o === undefined) return null;
  return isType(o, 'battle') ? o.protector : o.controller;
};
const inCombat = (s: MtgState): Perm[] => {
  const ids = new Set([...s.combat.attackers.map((a) => a.id), ...s.combat.blockers.map((b) => b.id)]);
  return field(s).filter((p) => ids.has(p.id));
};
/** A colour, a card type, a keyword, or everything (702.16, 509.1b "except by"). */
const hasQuality = (p: Perm, q: string): boolean =>
  q === 'everything' || (p.colours as readonly string[]).includes(q) || (p.types as readonly string[]).includes(q) || (p.keywords as readonly string[]).includes(q);
const minBlockersOf = (a: Perm): number => Math.max(a.minBlockers, kw(a, 'menace') ? 2 : 1);
/** What a player loses to (704.5a, 704.5c, 704.6c), or null. */
const losing = (s: MtgState, id: PlayerId): boolean => {
  const p = s.players[id];
  if (p === undefined) return false;
  return p.life <= 0 || p.poison >= 10 || Object.values(p.commanderDamage).some((n) => n >= 21);
};
/** A spell with these colours can't target a permanent protected from one of them, or from everything (702.16b). */
const protectedFromSpell = (p: Perm | undefined, colours: readonly Colour[]): boolean =>
  p !== undefined && p.protection.some((q) => q === 'everything' || (colours as readonly string[]).includes(q));
const keyOf = (pairs: readonly Pair[]): string =>
  pairs
    .map((p) => `${p.id}>${p.blocks}`)
    .toSorted()
    .join(',');

// ---------------------------------------------------------------------------------------------
// Block declarations and requirements (509.1b-c), by brute force.

const subsetsUpTo = <T>(xs: readonly T[], max: number): T[][] => {
  const out: T[][] = [[]];
  for (const x of xs) {
    const n = out.length;
    for (let i = 0; i < n; i++) {
      const s = out[i] as T[];
      if (s.length < max) out.push([...s, x]);
    }
  }
  return out;
};

/** Every declaration drawn from the candidates that respects each creature's block limit (509.1a), or null past the cap. */
const enumerateBlocks = (p: BlockPrompt): Pair[][] | null => {
  const perCandidate = p.candidates.map((c) =>
    subsetsUpTo(c.canBlock, c.limit === 'any' ? Number.POSITIVE_INFINITY : c.limit).map((sub) => sub.map((a) => ({ id: c.id, blocks: a }))),
  );
  let size = 1;
  for (const opts of perCandidate) {
    size *= opts.length;
    if (size > ENUMERATION_CAP) return null;
  }
  let out: Pair[][] = [[]];
  for (const opts of perCandidate) out = out.flatMap((d) => opts.map((o) => [...d, ...o]));
  return out;
};

/**
 * The restrictions on the declaration as a whole (509.1b): menace and "N or more" (702.111b), and
 * "can't block alone". 802.4b: each defending player's declaration is judged on its own, so
 * creatures other players block with don't keep one company.
 */
const restrictionBroken = (s: MtgState, pairs: readonly Pair[]): string | null => {
  const perAttacker = new Map<string, number>();
  for (const { blocks } of pairs) perAttacker.set(blocks, (perAttacker.get(blocks) ?? 0) + 1);
  for (const [a, n] of perAttacker) {
    const attacker = s.objects[a];
    if (attacker !== undefined && n < minBlockersOf(attacker)) return `${a} needs ${minBlockersOf(attacker)} blockers`;
  }
  const blockers = new Set(pairs.map((x) => x.id));
  if (blockers.size === 1) {
    const only = s.objects[[...blockers][0] as string];
    if (only !== undefined && kw(only, "can't block alone")) return `${only.id} blocks alone`;
  }
  return null;
};

/** How many block requirements a declaration obeys (509.1c): "must block" once, and each "must be blocked by all" it could block. */
const requirementsObeyed = (s: MtgState, p: BlockPrompt, pairs: readonly Pair[]): number => {
  const lured = new Set(p.candidates.flatMap((c) => c.canBlock).filter((a) => s.objects[a] !== undefined && kw(s.objects[a] as Perm, 'must be blocked by all')));
  let n = 0;
  for (const c of p.candidates) {
    const mine = pairs.filter((x) => x.id === c.id).map((x) => x.blocks);
    const self = s.objects[c.id];
    if (self !== undefined && kw(self, 'must block') && c.canBlock.length > 0 && mine.length > 0) n++;
    n += mine.filter((a) => lured.has(a) && c.canBlock.includes(a)).length;
  }
  return n;
};

type BlockSpace = { legal: Pair[][]; best: Pair[][]; max: number; worse: Pair[][]; broken: Pair[][] };

const blockSpace = (s: MtgState, p: BlockPrompt): BlockSpace | null => {
  const all = enumerateBlocks(p);
  if (all === null) return null;
  const legal: Pair[][] = [];
  const broken: Pair[][] = [];
  for (const d of all) (restrictionBroken(s, d) === null ? legal : broken).push(d);
  const scores = legal.map((d) => requirementsObeyed(s, p, d));
  const max = Math.max(0, ...scores);
  return { legal, broken, max, best: legal.filter((_, i) => scores[i] === max), worse: legal.filter((_, i) => (scores[i] ?? 0) < max) };
};

/**
 * Blocks drawn at random from the candidates, within each creature's limit (509.1a), then
 * completed or dropped so that every blocked attacker has its minimum (702.111b, "N or more").
 * Requirements (509.1c) are not looked at: the caller checks with the engine.
 */
const randomBlocks = (rng: Rng, s: MtgState, p: BlockPrompt): Pair[] => {
  const pairs: Pair[] = [];
  const used = new Map<string, number>();
  const room = (c: BlockPrompt['candidates'][number]): boolean => (used.get(c.id) ?? 0) < (c.limit === 'any' ? Number.POSITIVE_INFINITY : c.limit);
  for (const c of shuffle(rng, p.candidates)) {
    if (c.canBlock.length === 0 || !rng.chance(0.6)) continue;
    for (const a of shuffle(rng, c.canBlock)) {
      if (!room(c) || (pairs.some((x) => x.id === c.id) && !rng.chance(0.5))) break;
      pairs.push({ id: c.id, blocks: a });
      used.set(c.id, (used.get(c.id) ?? 0) + 1);
    }
  }
  for (const a of new Set(pairs.map((x) => x.blocks))) {
    const need = minBlockersOf(s.objects[a] as Perm);
    for (const c of p.candidates) {
      if (pairs.filter((x) => x.blocks === a).length >= need) break;
      if (c.canBlock.includes(a) && room(c) && !pairs.some((x) => x.id === c.id && x.blocks === a)) {
        pairs.push({ id: c.id, blocks: a });
        used.set(c.id, (used.get(c.id) ?? 0) + 1);
      }
    }
  }
  return pairs.filter((x) => pairs.filter((y) => y.blocks === x.blocks).length >= minBlockersOf(s.objects[x.blocks] as Perm));
};

// ---------------------------------------------------------------------------------------------
// Legal actions built from the prompt's options

/** Splits `amount` into `parts` random non-negative whole numbers. */
const randomSplit = (rng: Rng, amount: number, parts: number): number[] => {
  const out = Array.from({ length: parts }, () => 0);
  if (parts === 0) return out;
  for (let i = 0; i < amount; i++) out[rng.int(parts)]! += 1;
  return out;
};

/**
 * A legal division of one source's damage (510.1c-d, 702.19b-c): in 2023-11 each recipient in
 * order needs lethal damage before the next gets any; in 2024-11 and 2026-09 any split among the
 * recipients; with trample, the excess reaches the attacked object only once every recipient has
 * lethal damage, and with trample over planeswalkers its controller only once the planeswalker
 * has damage equal to its loyalty. Sometimes the prompt's own suggestion.
 */
const legalSplit = (rng: Rng, s: MtgState, option: DamageSourceOption): { target: string; amount: number }[] => {
  if (rng.chance(0.15)) return [...option.suggested];
  const { amount, recipients, trampleTo, beyond } = option;
  const totalLethal = recipients.reduce((n, r) => n + r.lethal, 0);
  const to = new Map<string, number>();
  const add = (target: string, n: number): void => {
    if (n > 0) to.set(target, (to.get(target) ?? 0) + n);
  };
  if (trampleTo !== null && amount >= totalLethal && (recipients.length === 0 || rng.chance(0.7))) {
    for (const r of recipients) add(r.target, r.lethal);
    let rest = amount - totalLethal;
    if (beyond !== null && rng.chance(0.6)) {
      const give = Math.min(rest, s.objects[trampleTo]?.loyalty ?? 0);
      add(trampleTo, give);
      rest -= give;
      const extra = randomSplit(rng, rest, recipients.length + 2);
      recipients.forEach((r, i) => add(r.target, extra[i] ?? 0));
      add(trampleTo, extra[recipients.length] ?? 0);
      add(beyond, extra[recipients.length + 1] ?? 0);
    } else {
      const extra = randomSplit(rng, rest, recipients.length + 1);
      recipients.forEach((r, i) => add(r.target, extra[i] ?? 0));
      add(trampleTo, extra[recipients.length] ?? 0);
    }
  } else if (s.edition !== '2023-11') {
    const parts = randomSplit(rng, amount, recipients.length);
    recipients.forEach((r, i) => add(r.target, parts[i] ?? 0));
  } else {
    let rest = amount;
    for (let i = 0; i < recipients.length && rest > 0; i++) {
      const r = recipients[i]!;
      const last = i === recipients.length - 1;
      if (last || rest <= r.lethal || rng.chance(0.3)) {
        add(r.target, rest);
        rest = 0;
      } else {
        const give = r.lethal + rng.int(rest - r.lethal + 1);
        add(r.target, give);
        rest -= give;
      }
    }
  }
  return [...to].map(([target, n]) => ({ target, amount: n }));
};

type Cast = { effect: Effect; colours?: Colour[] };

/** A manual effect with targets it may have (601.2c, 702.16b), or null. */
const randomEffect = (rng: Rng, s: MtgState): Cast | null => {
  const onField = field(s);
  const creatures = onField.filter((p) => isType(p, 'creature'));
  const players = stillIn(s);
  if (creatures.length === 0) return null;
  const target = rng.pick(creatures).id;
  const damageable = onField.filter((p) => isType(p, 'creature') || isType(p, 'planeswalker') || isType(p, 'battle')).map((p) => p.id);
  const anything = rng.pick([...damageable, ...players]);
  const effect = ((): Effect => {
    switch (rng.int(16)) {
      case 0:
        return { kind: 'pump', target, power: rng.int(5) - 2, toughness: rng.int(5) - 2 };
      case 1:
        return { kind: 'damage', target: anything, amount: rng.int(4) };
      case 2:
        return { kind: 'destroy', target };
      case 3:
        return { kind: 'exile', target };
      case 4:
        return { kind: 'grant', target, keyword: rng.pick(MTG_KEYWORDS) };
      case 5:
        return { kind: 'removeKeyword', target, keyword: rng.pick(MTG_KEYWORDS) };
      case 6:
        return { kind: 'removeFromCombat', target };
      case 7:
        return rng.chance(0.5)
          ? { kind: 'prevent', target: anything, amount: 'all', combatOnly: rng.chance(0.5) }
          : { kind: 'prevent', target: anything, amount: 1 + rng.int(3) };
      case 8:
        return { kind: 'life', player: rng.pick(players), amount: rng.int(9) - 5 };
      case 9:
        return { kind: 'tap', target };
      case 10:
        return { kind: 'untap', target };
      case 11:
        return { kind: 'poison', player: rng.pick(players), amount: rng.int(9) - 3 };
      case 12:
        return { kind: 'gainControl', target, player: rng.pick(players) };
      case 13:
        return { kind: 'regenerate', target };
      case 14: {
        // Damage that is not combat damage, from a creature (a commander if there is one: it must not count, 903.10a).
        const source = rng.pick(creatures.filter((p) => p.commander).concat(creatures)).id;
        return { kind: 'damage', target: rng.pick(players), amount: 1 + rng.int(3), source };
      }
      default:
        return { kind: 'loseCreatureType', target };
    }
  })();
  const colours = rng.chance(0.3) ? [rng.pick(COLOURS)] : undefined;
  const targets = 'target' in effect ? [effect.target] : [];
  if (targets.some((t) => protectedFromSpell(s.objects[t], colours ?? []))) return null;
  return colours === undefined ? { effect } : { effect, colours };
};

/** A declaration of blockers that the rules allow, and how it was found (the walk notes which ways it reached). */
const legalBlocks = (rng: Rng, s: MtgState, p: BlockPrompt, space: BlockSpace | null): { blockers: Pair[]; how: string } => {
  if (space !== null && rng.chance(0.8)) {
    if (p.suggested.length > 0 && rng.chance(0.25)) return { blockers: [...p.suggested], how: 'suggested' };
    const nonEmpty = space.best.filter((d) => d.length > 0);
    const pool = nonEmpty.length > 0 && rng.chance(0.8) ? nonEmpty : space.best;
    return { blockers: rng.pick(pool), how: 'enumerated' };
  }
  if (p.suggested.length > 0 && rng.chance(0.5)) return { blockers: [...p.suggested], how: 'suggested' };
  const blockers = randomBlocks(rng, s, p);
  const tried = mtg.apply(s, { type: 'declareBlockers', by: p.player, blockers });
  // Where the brute force ran, the engine accepts exactly the declarations it finds best (509.1b-c).
  if (space !== null) {
    const best = new Set(space.best.map(keyOf)).has(keyOf(blockers));
    expect(tried.ok, `509.1c ${JSON.stringify(blockers)} obeys ${requirementsObeyed(s, p, blockers)} of at most ${space.max} requirements`).toBe(best);
  }
  if (tried.ok) return { blockers, how: 'random' };
  // Random blocks may break a requirement (509.1c) or leave one creature blocking alone: nothing else.
  expect(['blockRequirement', 'blockAlone'], `random blocks refused: ${JSON.stringify(blockers)}`).toContain(tried.error.code);
  return { blockers: [...p.suggested], how: 'fallback' };
};

const legalAction = (rng: Rng, s: MtgState, casts: number, space: BlockSpace | null, how: (what: string) => void): MtgAction | null => {
  const p = mtg.prompt(s) as MtgPrompt;
  switch (p.kind) {
    case 'mtg.gameOver':
    case 'mtg.combatOver':
      return null;
    case 'mtg.declareAttackers': {
      const attackers = p.candidates.filter((c) => c.targets.length > 0 && rng.chance(0.7)).map((c) => ({ id: c.id, target: rng.pick(c.targets) }));
      // "Can't attack alone" (508.1c): with company, or not at all.
      const only = attackers.length === 1 ? s.objects[attackers[0]!.id] : undefined;
      if (only !== undefined && kw(only, "can't attack alone")) {
        const other = p.candidates.find((c) => c.id !== only.id && c.targets.length > 0);
        if (other === undefined) attackers.length = 0;
        else attackers.push({ id: other.id, target: rng.pick(other.targets) });
      }
      return { type: 'declareAttackers', by: p.player, attackers };
    }
    case 'mtg.declareBlockers': {
      const { blockers, how: way } = legalBlocks(rng, s, p, space);
      how(`blocks ${way}`);
      return { type: 'declareBlockers', by: p.player, blockers };
    }
    case 'mtg.orderBlockers':
      return { type: 'orderBlockers', by: p.player, attacker: p.attacker, order: shuffle(rng, p.blockers) };
    case 'mtg.orderAttackers':
      return { type: 'orderAttackers', by: p.player, blocker: p.blocker, order: shuffle(rng, p.attackers) };
    case 'mtg.assignDamage':
      return {
        type: 'assignDamage',
        by: p.player,
        assignments: p.sources.map((o) => ({ source: o.source, to: legalSplit(rng, s, o) })),
      };
    case 'mtg.priority': {
      if (casts < 5 && rng.chance(0.18)) {
        const cast = randomEffect(rng, s);
        if (cast !== null) return { type: 'cast', by: p.player, name: `Effect ${casts + 1}`, ...cast };
      }
      return rng.chance(0.5) ? { type: 'advance', by: p.player } : { type: 'pass', by: p.player };
    }
  }
};

// ---------------------------------------------------------------------------------------------
// Invariants, checked after every step

const RULES = new Set<string>(mtg.rules);

const zonesOk = (s: MtgState): void => {
  const summary = mtg.summary(s);
  const seen = [...summary.battlefield, ...summary.graveyard, ...summary.exile, ...summary.left];
  expect(new Set(seen).size, 'a permanent is listed in two zones').toBe(seen.length);
  expect(new Set(seen)).toEqual(new Set(Object.keys(s.objects)));
  for (const [id, p] of Object.entries(s.objects)) {
    expect(p.id).toBe(id);
    // 800.4a: what a player who left owned left with them, and nothing else is in that zone.
    expect(p.zone === 'left', `800.4a ${id} is in zone left exactly when its owner left`).toBe(left(s, p.owner));
  }
};

/** Every event cites a rule the module lists (the locales must be able to name it). */
const rulesOk = (events: readonly MtgEvent[]): void => {
  for (const e of events) {
    expect(e.rule.game, `${e.type} cites an MTG rule`).toBe('mtg');
    expect(RULES.has(e.rule.id), `${e.type} cites ${e.rule.id}, which mtg.rules lists`).toBe(true);
  }
};

/**
 * Life moves only through logged events: the total of lifeChanged equals the change; damage to a
 * player became life loss (120.3a) or, from infect, poison counters (120.3b).
 */
const lifeOk = (before: MtgState, after: MtgState, events: readonly MtgEvent[]): void => {
  for (const id of after.turnOrder) {
    const delta = (after.players[id]?.life ?? 0) - (before.players[id]?.life ?? 0);
    let damage = 0;
    let changes = 0;
    let lost = 0;
    let infected = 0;
    for (const e of events) {
      if (e.type === 'damageDealt' && e.target === id) damage += e.amount;
      if (e.type === 'lifeChanged' && e.player === id) {
        changes += e.amount;
        if (e.rule.id === '120.3a') lost -= e.amount;
      }
      if (e.type === 'poisoned' && e.player === id && e.rule.id === '120.3b') infected += e.amount;
    }
    expect(changes, `life of ${id}: sum of lifeChanged`).toBe(delta);
    expect(lost + infected, `damage to ${id} is life loss or poison counters`).toBe(damage);
  }
};

/**
 * Poison counters (704.5c): they go down only through a `poison` effect (608.2c); each event's
 * total is the new count; toxic gives each player dealt combat damage its counters (702.164c).
 */
const poisonOk = (before: MtgState, after: MtgState, events: readonly MtgEvent[]): void => {
  for (const id of after.turnOrder) {
    const was = before.players[id]?.poison ?? 0;
    const now = after.players[id]?.poison ?? 0;
    const mine = events.filter((e): e is Extract<MtgEvent, { type: 'poisoned' }> => e.type === 'poisoned' && e.player === id);
    for (const e of mine) if (e.rule.id !== '608.2c') expect(e.amount, `${e.rule.id} adds poison counters`).toBeGreaterThan(0);
    expect(now, `poison of ${id}: the last poisoned event's total`).toBe(mine.length === 0 ? was : mine[mine.length - 1]!.total);
    if (now < was) expect(mine.some((e) => e.rule.id === '608.2c' && e.amount < 0), `poison of ${id} went down without a poison effect`).toBe(true);
    let toxic = 0;
    for (const e of events)
      if (e.type === 'damageDealt' && e.combat && e.target === id && e.source !== null) toxic += before.objects[e.source]?.toxic ?? 0;
    const given = mine.filter((e) => e.rule.id === '702.164c').reduce((n, e) => n + e.amount, 0);
    expect(given, `702.164c toxic counters given to ${id}`).toBe(toxic);
  }
};

/** 903.10a: per player, each commander's tally is the set-up value plus the combat damage it has dealt them. */
type Tally = Map<string, number>; // `${player}>${commander}` -> combat damage so far
const commanderOk = (s: MtgState, tally: Tally, events: readonly MtgEvent[]): void => {
  for (const e of events)
    if (e.type === 'damageDealt' && e.combat && e.source !== null && s.objects[e.source]?.commander === true && s.players[e.target] !== undefined) {
      const key = `${e.target}>${e.source}`;
      tally.set(key, (tally.get(key) ?? 0) + e.amount);
    }
  for (const id of s.turnOrder)
    for (const c of Object.values(s.objects).filter((o) => o.commander))
      expect(s.players[id]?.commanderDamage[c.id] ?? 0, `903.10a damage from ${c.id} to ${id}`).toBe(tally.get(`${id}>${c.id}`) ?? 0);
};

/**
 * 704.5a, 704.5c, 704.6c, 800.4a, 104.4a: who has lost, who has left, and whether the game is
 * over, checked whenever someone would hold priority or the game is over.
 */
const lossesOk = (s: MtgState): void => {
  const p = mtg.prompt(s) as MtgPrompt;
  if (p.kind !== 'mtg.priority' && p.kind !== 'mtg.gameOver') return;
  for (const id of s.turnOrder) {
    if (losing(s, id)) expect(s.players[id]?.lost, `704.5a/704.5c/704.6c ${id} has lost`).toBe(true);
    if (s.players[id]?.left === true) expect(s.players[id]?.lost, `${id} left without losing`).toBe(true);
  }
  const standing = s.turnOrder.filter((id) => s.players[id]?.lost !== true);
  expect(s.gameOver, `104.4a / 800.4: the game is over when at most one player is left (${standing.join(',')})`).toBe(standing.length <= 1);
  if (!s.gameOver) for (const id of s.turnOrder) expect(s.players[id]?.lost === true, `800.4a ${id} lost but is still in the game`).toBe(left(s, id));
  if (p.kind === 'mtg.gameOver') expect(p.draw, '104.4a draw when everyone left lost at once').toBe(standing.length === 0);
};

/**
 * 800.4a, 508.1b, 802.4: a player who left controls and owns nothing on the battlefield and has no
 * part in combat; attacks are against opponents of the active player; each blocker blocks only
 * attackers whose defending player is its controller.
 */
const combatRolesOk = (s: MtgState, atDeclaration: boolean): void => {
  for (const id of s.turnOrder) {
    if (!left(s, id)) continue;
    for (const p of field(s)) expect(p.controller !== id && p.owner !== id, `800.4a ${p.id} stays on the battlefield with ${id}, who left`).toBe(true);
    expect(s.pending?.player, `800.4a ${id} left but is asked to decide`).not.toBe(id);
    expect(s.priority?.holder, `800.4a ${id} left but holds priority`).not.toBe(id);
    if (!s.ended && !s.gameOver) expect(s.active, `800.4a the active player ${id} left but combat goes on`).not.toBe(id);
  }
  const opponents = new Set(s.turnOrder.filter((id) => id !== s.active));
  for (const a of s.combat.attackers) {
    const p = s.objects[a.id];
    expect(p?.zone, `506.4 attacker ${a.id} is on the battlefield`).toBe('battlefield');
    expect(p?.controller, `508.1a attacker ${a.id} is the active player's`).toBe(s.active);
    const d = defenderOfTarget(s, a.target);
    expect(d !== null && opponents.has(d), `508.1b ${a.id} attacks ${a.target}, of an opponent`).toBe(true);
    // As declared, the target is an opponent still in the game (or theirs); one may leave later (800.4e).
    if (atDeclaration) {
      expect(d !== null && !left(s, d), `508.1b ${a.id} attacks ${a.target}, of a player still in the game`).toBe(true);
      if (s.players[a.target] === undefined) expect(onBattlefield(s, a.target), `508.1b ${a.target} is on the battlefield`).toBe(true);
    }
  }
  for (const b of s.combat.blockers) {
    const p = s.objects[b.id];
    expect(p?.zone, `506.4 blocker ${b.id} is on the battlefield`).toBe('battlefield');
    if (p === undefined) continue;
    expect(left(s, p.controller), `800.4a ${b.id} blocks for a player who left`).toBe(false);
    for (const id of b.blocking) {
      const a = s.combat.attackers.find((x) => x.id === id);
      expect(a, `${b.id} blocks ${id}, which is attacking`).toBeDefined();
      if (a === undefined) continue;
      expect(defenderOfTarget(s, a.target), `802.4 ${b.id} blocks ${id}, which attacks its controller ${p.controller} or theirs`).toBe(p.controller);
      expect(a.blockers, `${id} lists its blocker ${b.id}`).toContain(b.id);
    }
    const limit = p.blockLimit === 'any' ? Number.POSITIVE_INFINITY : p.blockLimit;
    expect(b.blocking.length, `509.1a ${b.id} blocks at most ${String(p.blockLimit)}`).toBeLessThanOrEqual(limit);
  }
};

/** 800.4e: no combat damage is assigned or dealt to a player who has left. */
const noDamageToLeftOk = (before: MtgState, events: readonly MtgEvent[]): void => {
  for (const e of events)
    if ((e.type === 'damageAssigned' || e.type === 'damageDealt') && before.players[e.target] !== undefined)
      expect(left(before, e.target), `800.4e ${e.type} to ${e.target}, who left`).toBe(false);
};

const roundTripOk = (s: MtgState): void => {
  expect(JSON.parse(JSON.stringify(s))).toEqual(s);
};

// ---------------------------------------------------------------------------------------------
// Oracles: what the rules say the options and the board must be, worked out here from the state
// without the engine's own helpers, and compared with what the engine offers.

/** 508.1a, 302.6, 702.10b, 702.3b: who may attack; 508.1b, 310.8b, 802.2: what they may attack. */
const attackOracle = (s: MtgState, p: Extract<MtgPrompt, { kind: 'mtg.declareAttackers' }>): void => {
  expect(p.player, '508.1 the active player declares').toBe(s.active);
  const may = field(s).filter(
    (c) =>
      isType(c, 'creature') &&
      !isType(c, 'battle') &&
      c.controller === s.active &&
      !c.tapped &&
      (!c.summoningSick || kw(c, 'haste')) &&
      !kw(c, 'defender'),
  );
  const defenders = opponentsOf(s);
  const targets = [
    ...defenders,
    ...field(s)
      .filter((o) => (isType(o, 'planeswalker') && defenders.includes(o.controller)) || (isType(o, 'battle') && o.protector !== null && defenders.includes(o.protector)))
      .map((o) => o.id),
  ];
  expect(new Set(p.candidates.map((c) => c.id)), '508.1a attack candidates').toEqual(new Set(may.map((c) => c.id)));
  for (const c of p.candidates) expect(new Set(c.targets), `508.1b targets of ${c.id}`).toEqual(new Set(targets));
};

/** 509.1a-b, 702.9b, 702.16f, 702.17b, 702.111b, 802.4: who declares, who may block which attacker, how many. */
const blockOracle = (s: MtgState, p: BlockPrompt, space: BlockSpace | null): void => {
  const d = p.player;
  expect(d, '509.1 the active player does not block').not.toBe(s.active);
  expect(left(s, d), `800.4a ${d} left`).toBe(false);
  // 802.4: the defending players declare one after another in turn order; this is the first still to.
  const done = new Set(s.combat.blocksDeclared ?? []);
  const attacked = stillIn(s).filter((id) => s.combat.attackers.some((a) => defenderOfTarget(s, a.target) === id) && !done.has(id));
  expect(d, '802.4 the next defending player in turn order').toBe(attacked[0]);
  const against = s.combat.attackers
    .filter((a) => defenderOfTarget(s, a.target) === d)
    .map((a) => s.objects[a.id])
    .filter((a): a is Perm => a !== undefined && a.zone === 'battlefield');
  expect(new Set(p.attackers), `802.4 attackers ${d} may block`).toEqual(new Set(against.map((a) => a.id)));
  const expected = new Map<string, Set<string>>();
  const limits = new Map<string, number | 'any'>();
  for (const b of field(s)) {
    // A creature that is also a battle can't block (509.1a); nor a tapped one, nor one that can't.
    if (!isType(b, 'creature') || isType(b, 'battle') || b.controller !== d || b.tapped || kw(b, "can't block")) continue;
    const can = against.filter(
      (a) =>
        !kw(a, 'unblockable') &&
        (!kw(a, 'flying') || kw(b, 'flying') || kw(b, 'reach')) &&
        !a.protection.some((q) => hasQuality(b, q)) &&
        (a.blockableOnlyBy.length === 0 || a.blockableOnlyBy.some((q) => hasQuality(b, q))),
    );
    expected.set(b.id, new Set(can.map((a) => a.id)));
    limits.set(b.id, b.blockLimit);
  }
  expect(new Map(p.candidates.map((c) => [c.id, new Set(c.canBlock)])), '509.1 block candidates').toEqual(expected);
  expect(new Map(p.candidates.map((c) => [c.id, c.limit])), '509.1a how many each may block').toEqual(limits);
  expect(new Set(p.menace), '702.111b menace attackers').toEqual(new Set(against.filter((a) => kw(a, 'menace')).map((a) => a.id)));
  expect(p.minBlockers, '509.1b "N or more"').toEqual(Object.fromEntries(against.filter((a) => minBlockersOf(a) > 1).map((a) => [a.id, minBlockersOf(a)])));
  // 509.1c: the suggestion breaks no restriction and obeys as many requirements as any legal declaration.
  const candidates = new Map(p.candidates.map((c) => [c.id, c]));
  for (const x of p.suggested) expect(candidates.get(x.id)?.canBlock, `suggested ${x.id} blocks ${x.blocks}`).toContain(x.blocks);
  expect(restrictionBroken(s, p.suggested), `suggested ${JSON.stringify(p.suggested)}`).toBeNull();
  if (space !== null)
    expect(requirementsObeyed(s, p, p.suggested), `509.1c suggested ${JSON.stringify(p.suggested)} obeys the most requirements`).toBe(space.max);
};

/** 510.1c-d, 702.2c, 702.19b-c, 800.4e: each recipient's lethal damage (less what others assign it) and the trample outlet. */
const assignOracle = (s: MtgState, p: Extract<MtgPrompt, { kind: 'mtg.assignDamage' }>): void => {
  for (const option of p.sources) {
    const source = s.objects[option.source];
    expect(source?.zone, `${option.source} deals damage from the battlefield`).toBe('battlefield');
    if (source === undefined) continue;
    expect(option.amount, `510.1a ${option.source} assigns its power`).toBe(power(source));
    for (const r of option.recipients) {
      const target = s.objects[r.target];
      expect(target?.zone, `${r.target} is on the battlefield`).toBe('battlefield');
      if (target === undefined) continue;
      // 510.1c-d, 702.19b: damage other creatures have already assigned to it in this step counts towards lethal.
      const others = (s.assigned ?? []).filter((x) => x.target === r.target && x.source !== option.source).reduce((n, x) => n + x.amount, 0);
      const rest = Math.max(0, toughness(target) - target.damage - others);
      expect(r.lethal, `lethal damage for ${r.target}`).toBe(kw(source, 'deathtouch') ? Math.min(1, rest) : rest);
    }
    if (option.trampleTo !== null) {
      expect(kw(source, 'trample') || kw(source, 'trample over planeswalkers'), '702.19b only a trampler has an outlet').toBe(true);
      expect(s.players[option.trampleTo] !== undefined && left(s, option.trampleTo), '800.4e no outlet to a player who left').toBe(false);
    }
    if (option.beyond !== null) {
      expect(kw(source, 'trample over planeswalkers'), '702.19c only trample over planeswalkers goes past one').toBe(true);
      expect(left(s, option.beyond), '800.4e nothing past a planeswalker to a player who left').toBe(false);
    }
  }
};

/** 704.3 / 117.5: state-based actions are done before anyone gets priority. */
const sbaOracle = (s: MtgState): void => {
  if (s.gameOver) return;
  for (const id of stillIn(s)) expect(s.players[id]?.life ?? 0, `704.5a ${id} still in the game`).toBeGreaterThan(0);
  for (const p of field(s)) {
    if (isType(p, 'creature')) {
      expect(toughness(p), `704.5f ${p.id}`).toBeGreaterThan(0);
      if (!kw(p, 'indestructible')) {
        expect(p.damage, `704.5g ${p.id}`).toBeLessThan(toughness(p));
        expect(p.deathtouched && p.damage > 0, `704.5h ${p.id}`).toBe(false);
      }
    }
    if (isType(p, 'planeswalker')) expect(p.loyalty, `704.5i ${p.id}`).toBeGreaterThan(0);
    if (isType(p, 'battle')) expect(p.defense, `704.5v ${p.id}`).toBeGreaterThan(0);
  }
};

/** 510.4 / 702.7b: a first-strike damage step exactly when a creature in combat has first or double strike. */
const firstStrikeOracle = (before: MtgState, after: MtgState): void => {
  if (before.step !== 'declare-blockers' || after.step === 'declare-blockers' || after.step === 'end-of-combat' || after.ended) return;
  const striker = inCombat(before).some((p) => kw(p, 'first strike') || kw(p, 'double strike'));
  expect(after.step, '510.4 first-strike step').toBe(striker ? 'first-strike-damage' : 'combat-damage');
};

/** 117.3b-c: the caster keeps priority; after a resolution the active player gets it. */
const priorityOracle = (before: MtgState, action: MtgAction, after: MtgState): void => {
  const p = mtg.prompt(after) as MtgPrompt;
  if (p.kind !== 'mtg.priority') return;
  if (action.type === 'cast') expect(p.player, '117.3c caster keeps priority').toBe(action.by);
  if (after.step === before.step && after.stack.length < before.stack.length) expect(p.player, '117.3b after resolution').toBe(after.active);
};

/**
 * 510.1a, 510.2, 510.4: follows one combat damage step across the actions it spans (forced
 * assignments are made as the step begins, chosen ones later) and, once damage is dealt,
 * checks that only the creatures allowed in this step assigned damage, each exactly its
 * power, and that every assigned point was either dealt or prevented.
 */
type DamageStep = {
  step: 'first-strike-damage' | 'combat-damage';
  power: Map<string, number>; // power of each creature in combat as the step began
  allowed: Set<string>; // who may assign damage in this step (510.4)
  mustAssign: Set<string>; // who has power and something to assign it to (510.1b-d, 702.19d)
  assigned: Map<string, number>; // source -> total, and `${source}>${target}` -> amount
  landed: Map<string, number>; // `${source}>${target}` -> dealt + prevented
  checked: boolean;
};

/** Whether an attacker or blocker has anything to assign combat damage to (510.1b-d, 506.4c, 702.19d, 800.4e). */
const hasRecipient = (s: MtgState, id: string): boolean => {
  const attacker = s.combat.attackers.find((a) => a.id === id);
  if (attacker !== undefined) {
    const player = s.players[attacker.target];
    const targetStands = player !== undefined ? !player.left : onBattlefield(s, attacker.target);
    if (!attacker.blocked) return targetStands;
    const blockerLeft = attacker.blockers.some((b) => onBattlefield(s, b) && s.combat.blockers.some((x) => x.id === b));
    const self = s.objects[id];
    return blockerLeft || (self !== undefined && (kw(self, 'trample') || kw(self, 'trample over planeswalkers')) && targetStands);
  }
  const blocker = s.combat.blockers.find((b) => b.id === id);
  return blocker !== undefined && blocker.blocking.some((a) => onBattlefield(s, a) && s.combat.attackers.some((x) => x.id === a));
};

type DamageTracker = { current: DamageStep | null; firstStrikers: Set<string> | null };

const trackDamage = (t: DamageTracker, before: MtgState, after: MtgState, events: readonly MtgEvent[]): void => {
  for (const e of events) {
    if (e.type === 'stepBegan' && (e.step === 'first-strike-damage' || e.step === 'combat-damage')) {
      const fighters = inCombat(before);
      const strikes = (p: Perm): boolean => kw(p, 'first strike') || kw(p, 'double strike');
      if (e.step === 'first-strike-damage') t.firstStrikers = new Set(fighters.filter(strikes).map((p) => p.id));
      const first = t.firstStrikers;
      const allowed =
        e.step === 'first-strike-damage'
          ? (first ?? new Set<string>())
          : new Set(fighters.filter((p) => first === null || !first.has(p.id) || kw(p, 'double strike')).map((p) => p.id));
      const powers = new Map(fighters.map((p) => [p.id, power(p)]));
      t.current = {
        step: e.step,
        power: powers,
        allowed,
        mustAssign: new Set([...allowed].filter((id) => (powers.get(id) ?? 0) > 0 && hasRecipient(before, id))),
        assigned: new Map(),
        landed: new Map(),
        checked: false,
      };
    }
    const cur = t.current;
    if (cur === null) continue;
    if (e.type === 'damageAssigned') {
      cur.assigned.set(e.source, (cur.assigned.get(e.source) ?? 0) + e.amount);
      const key = `${e.source}>${e.target}`;
      cur.assigned.set(key, (cur.assigned.get(key) ?? 0) + e.amount);
    }
    if ((e.type === 'damageDealt' && e.combat) || (e.type === 'damagePrevented' && after.step === cur.step && e.source !== null)) {
      const key = `${e.source}>${e.target}`;
      cur.landed.set(key, (cur.landed.get(key) ?? 0) + e.amount);
    }
  }
  const cur = t.current;
  if (cur === null || cur.checked || after.step !== cur.step || after.pending !== null) return;
  cur.checked = true;
  for (const [key, amount] of cur.assigned) {
    if (key.includes('>')) {
      expect(cur.landed.get(key) ?? 0, `510.2 ${key}: every assigned point is dealt or prevented`).toBe(amount);
      continue;
    }
    expect(cur.allowed.has(key), `510.4 ${key} may assign damage in ${cur.step}`).toBe(true);
    expect(amount, `510.1a ${key} assigns exactly its power`).toBe(cur.power.get(key));
  }
  for (const id of cur.mustAssign) expect(cur.assigned.has(id), `510.1 ${id} assigns its combat damage in ${cur.step}`).toBe(true);
};

/** The oracles on a transition (those on the state reached run as the walk reaches it, stateOk). */
const oracles = (before: MtgState, action: MtgAction, after: MtgState): void => {
  firstStrikeOracle(before, after);
  priorityOracle(before, action, after);
  expect(MTG_STEPS.indexOf(after.step), 'steps never go back').toBeGreaterThanOrEqual(MTG_STEPS.indexOf(before.step));
};

// ---------------------------------------------------------------------------------------------
// Illegal actions

const someone = (s: MtgState, p: MtgPrompt): PlayerId => s.turnOrder.find((id) => id !== p.player) ?? 'nobody';

type Illegal = { why: string; action: MtgAction; codes?: readonly string[] };

/** Actions the rules refuse in the current state, each with why (and, where the rules name it, the refusal). */
const illegalActions = (rng: Rng, s: MtgState, space: BlockSpace | null): Illegal[] => {
  const p = mtg.prompt(s) as MtgPrompt;
  const out: Illegal[] = [];
  if (p.kind === 'mtg.gameOver' || p.kind === 'mtg.combatOver') {
    for (const by of s.turnOrder) {
      out.push({ why: `${p.kind}: pass`, action: { type: 'pass', by } });
      out.push({ why: `${p.kind}: cast`, action: { type: 'cast', by, effect: { kind: 'life', player: by, amount: 1 } } });
    }
    out.push({ why: `${p.kind}: advance`, action: { type: 'advance', by: s.active } });
    return out;
  }
  const wrong = someone(s, p);
  const gone = s.turnOrder.find((id) => left(s, id));
  out.push({ why: 'unknown id', action: { type: 'declareAttackers', by: s.active, attackers: [{ id: 'no-such-id', target: wrong }] } });
  out.push({ why: 'unknown target', action: { type: 'cast', by: p.player, effect: { kind: 'destroy', target: 'no-such-id' } } });
  switch (p.kind) {
    case 'mtg.priority': {
      out.push({ why: 'wrong player passes', action: { type: 'pass', by: wrong } });
      out.push({ why: 'wrong player casts', action: { type: 'cast', by: wrong, effect: { kind: 'life', player: wrong, amount: 1 } } });
      out.push({ why: 'attackers outside 508.1', action: { type: 'declareAttackers', by: s.active, attackers: [] } });
      if (gone !== undefined)
        out.push({ why: 'life for a player who left', action: { type: 'cast', by: p.player, effect: { kind: 'life', player: gone, amount: 1 } }, codes: ['illegalTarget'] });
      const shielded = field(s).find((o) => o.protection.includes('everything'));
      if (shielded !== undefined)
        out.push({ why: 'target protected from everything', action: { type: 'cast', by: p.player, effect: { kind: 'tap', target: shielded.id } }, codes: ['protectionTarget'] });
      break;
    }
    case 'mtg.declareAttackers': {
      out.push({ why: 'wrong player declares', action: { type: 'declareAttackers', by: wrong, attackers: [] } });
      out.push({ why: 'pass instead of declaring', action: { type: 'pass', by: p.player } });
      const tapped = field(s).find((o) => o.controller === s.active && o.tapped && isType(o, 'creature'));
      if (tapped !== undefined)
        out.push({ why: 'tapped attacker', action: { type: 'declareAttackers', by: p.player, attackers: [{ id: tapped.id, target: wrong }] } });
      const first = p.candidates[0];
      if (first !== undefined && first.targets[0] !== undefined) {
        const target = first.targets[0];
        out.push({ why: 'same attacker twice', action: { type: 'declareAttackers', by: p.player, attackers: [{ id: first.id, target }, { id: first.id, target }] } });
        out.push({ why: 'attack yourself', action: { type: 'declareAttackers', by: p.player, attackers: [{ id: first.id, target: s.active }] }, codes: ['illegalAttackTarget'] });
        if (gone !== undefined)
          out.push({ why: 'attack a player who left', action: { type: 'declareAttackers', by: p.player, attackers: [{ id: first.id, target: gone }] }, codes: ['illegalAttackTarget'] });
        const own = field(s).find((o) => isType(o, 'battle') && o.protector === s.active);
        if (own !== undefined)
          out.push({ why: 'attack a battle you protect', action: { type: 'declareAttackers', by: p.player, attackers: [{ id: first.id, target: own.id }] }, codes: ['attackOwnBattle'] });
      }
      const loner = p.candidates.find((c) => c.targets.length > 0 && kw(s.objects[c.id] as Perm, "can't attack alone"));
      if (loner !== undefined)
        out.push({ why: "can't attack alone", action: { type: 'declareAttackers', by: p.player, attackers: [{ id: loner.id, target: loner.targets[0]! }] }, codes: ['attackAlone'] });
      break;
    }
    case 'mtg.declareBlockers': {
      out.push({ why: 'wrong player blocks', action: { type: 'declareBlockers', by: wrong, blockers: [] } });
      const declare = (blockers: Pair[]): MtgAction => ({ type: 'declareBlockers', by: p.player, blockers });
      // 802.4: an attacker that attacks another player (or theirs) can't be blocked by this one.
      const elsewhere = s.combat.attackers.find((a) => onBattlefield(s, a.id) && defenderOfTarget(s, a.target) !== p.player);
      const blocker = p.candidates[0];
      if (elsewhere !== undefined && blocker !== undefined)
        out.push({ why: 'block an attacker not attacking you', action: declare([{ id: blocker.id, blocks: elsewhere.id }]), codes: ['notAttackingYou'] });
      const greedy = p.candidates.find((c) => c.limit !== 'any' && c.canBlock.length > c.limit);
      if (greedy !== undefined)
        out.push({
          why: 'block more attackers than allowed',
          action: declare(greedy.canBlock.slice(0, (greedy.limit as number) + 1).map((a) => ({ id: greedy.id, blocks: a }))),
          codes: ['blocksOnlyOne', 'blockLimit'],
        });
      const lonely = p.candidates.find((c) => c.canBlock.some((a) => minBlockersOf(s.objects[a] as Perm) > 1));
      if (lonely !== undefined) {
        const a = lonely.canBlock.find((x) => minBlockersOf(s.objects[x] as Perm) > 1)!;
        out.push({ why: 'one blocker on an attacker that needs more', action: declare([{ id: lonely.id, blocks: a }]), codes: ['menace', 'minBlockers'] });
      }
      // The brute force: declarations breaking a restriction or obeying fewer requirements than possible.
      if (space !== null && space.broken.length > 0) out.push({ why: '509.1b restriction broken', action: declare(rng.pick(space.broken)), codes: ['menace', 'minBlockers', 'blockAlone'] });
      if (space !== null && space.worse.length > 0) out.push({ why: '509.1c fewer requirements than possible', action: declare(rng.pick(space.worse)), codes: ['blockRequirement'] });
      break;
    }
    case 'mtg.assignDamage': {
      const o = p.sources[0];
      if (o !== undefined) {
        const target = o.recipients[0]?.target ?? o.trampleTo ?? 'no-such-id';
        out.push({
          why: 'bad assignment total',
          action: { type: 'assignDamage', by: p.player, assignments: [{ source: o.source, to: [{ target, amount: o.amount + 1 }] }] },
        });
        out.push({ why: 'wrong player assigns', action: { type: 'assignDamage', by: wrong, assignments: [] } });
      }
      break;
    }
    default:
      out.push({ why: 'wrong player orders', action: { type: 'pass', by: wrong } });
  }
  return out;
};

const refusedOk = (rng: Rng, s: MtgState, space: BlockSpace | null, note: (what: string) => void): void => {
  const before = JSON.stringify(s);
  for (const { why, action, codes } of illegalActions(rng, s, space)) {
    const result = mtg.apply(s, action);
    expect(result.ok, `expected refusal (${why}): ${JSON.stringify(action)}`).toBe(false);
    if (!result.ok) {
      note(`refused ${result.error.code}`);
      expect(result.error.code, why).toEqual(expect.any(String));
      expect(result.error.rule.game, why).toBe('mtg');
      expect(RULES.has(result.error.rule.id), `${why}: ${result.error.rule.id} is listed in mtg.rules`).toBe(true);
      if (codes !== undefined) expect(codes, `${why}: ${JSON.stringify(action)}`).toContain(result.error.code);
    }
    const replayed = play(mtg, s, [action]);
    expect(replayed.state, `refused action must give back the same state (${why})`).toBe(s);
    expect(replayed.accepted).toBe(0);
  }
  expect(JSON.stringify(s), 'a refused action must not touch the state').toBe(before);
};

// ---------------------------------------------------------------------------------------------
// The walk

type Walk = { readonly actions: MtgAction[] };

/** What the walks reached, so a generator that stopped exploring fails the test instead of passing idly. */
const reached = new Map<MtgEdition, Set<string>>();
const noteFor = (edition: MtgEdition) => (what: string): void => {
  const set = reached.get(edition) ?? new Set<string>();
  set.add(what);
  reached.set(edition, set);
};

/** Checks made on a state the walk reaches (before its next action), with the brute-forced block space if blocks are asked. */
const stateOk = (s: MtgState, space: BlockSpace | null): void => {
  const p = mtg.prompt(s) as MtgPrompt;
  if (p.kind === 'mtg.declareAttackers') attackOracle(s, p);
  if (p.kind === 'mtg.declareBlockers') blockOracle(s, p, space);
  if (p.kind === 'mtg.assignDamage') assignOracle(s, p);
  if (p.kind === 'mtg.priority') sbaOracle(s);
  lossesOk(s);
  zonesOk(s);
};

const walk = (edition: MtgEdition, setup: Setup, seed: number, log: Walk): void => {
  const rng = rngFrom(seed);
  const note = noteFor(edition);
  const loaded = loadBoard(edition, setup);
  rulesOk(loaded.events);
  for (const e of loaded.events) note(`load ${e.type}`);
  note(`players ${setup.players.length}`);
  const initial = loaded.state;
  combatRolesOk(initial, false);
  const tally: Tally = new Map();
  for (const pl of setup.players) for (const [c, n] of Object.entries(pl.commanderDamage ?? {})) tally.set(`${pl.id}>${c}`, n);
  commanderOk(initial, tally, []);
  const events: MtgEvent[] = [...loaded.events];
  let state = initial;
  let casts = 0;
  const damage: DamageTracker = { current: null, firstStrikers: null };
  for (let step = 0; step < MAX_STEPS; step++) {
    const prompt = mtg.prompt(state) as MtgPrompt;
    note(prompt.kind);
    note(`step ${state.step}`);
    const space = prompt.kind === 'mtg.declareBlockers' ? blockSpace(state, prompt) : null;
    if (prompt.kind === 'mtg.declareBlockers') {
      note(space === null ? 'blocks too many to enumerate' : 'blocks enumerated');
      if (prompt.suggested.length > 0) note('blocks suggested');
      if (space !== null && space.max > 0) note('509.1c requirement applies');
      if (state.combat.blocksDeclared !== undefined && state.combat.blocksDeclared.length > 0) note('second defending player blocks');
    }
    stateOk(state, space);
    if (space !== null || rng.chance(0.3)) refusedOk(rng, state, space, note);
    const action = legalAction(rng, state, casts, space, note);
    if (action === null) {
      refusedOk(rng, state, space, note);
      break;
    }
    const before = JSON.stringify(state);
    const result = mtg.apply(state, action);
    if (!result.ok) throw new Error(`legal option refused: ${JSON.stringify(action)} -> ${JSON.stringify(result.error)}`);
    expect(JSON.stringify(state), 'apply must not mutate its input').toBe(before);
    // Another declaration the brute force finds legal must be accepted too.
    if (space !== null && space.best.length > 1) {
      const other = rng.pick(space.best);
      const tried = mtg.apply(state, { type: 'declareBlockers', by: (prompt as BlockPrompt).player, blockers: other });
      if (!tried.ok) throw new Error(`legal blocks refused: ${JSON.stringify(other)} -> ${JSON.stringify(tried.error)}`);
    }
    log.actions.push(action);
    if (action.type === 'cast') {
      note(`cast ${action.effect.kind}`);
      casts++;
    }
    if (action.type === 'declareBlockers') {
      if (action.blockers.length > new Set(action.blockers.map((b) => b.id)).size) note('a creature blocks two attackers');
      if (action.blockers.some((b) => minBlockersOf(state.objects[b.blocks] as Perm) > 2)) note('three or more blockers needed');
    }
    if (action.type === 'declareAttackers' && new Set(action.attackers.map((a) => defenderOfTarget(state, a.target))).size > 1) note('attacks on two players');
    for (const e of result.value.events) note(e.type);
    const next = result.value.state;
    events.push(...result.value.events);
    rulesOk(result.value.events);
    lifeOk(state, next, result.value.events);
    poisonOk(state, next, result.value.events);
    commanderOk(next, tally, result.value.events);
    noDamageToLeftOk(state, result.value.events);
    combatRolesOk(next, action.type === 'declareAttackers');
    oracles(state, action, next);
    trackDamage(damage, state, next, result.value.events);
    if (rng.chance(0.2)) roundTripOk(next);
    state = next;
  }
  stateOk(state, null);
  roundTripOk(state);
  // Replay equals live: the loaded state and the accepted actions give the same state and events.
  const replay = play(mtg, initial, log.actions, loaded.events);
  expect(replay.rejected).toBeNull();
  expect(replay.state).toEqual(state);
  expect(replay.events).toEqual(events);
  // And the walk saved as a scenario file loads back to the same actions.
  const file = mtg.load({ rules: edition, setup: JSON.parse(JSON.stringify(setup)), actions: JSON.parse(JSON.stringify(log.actions)) });
  expect(file.ok && file.value.actions).toEqual(log.actions);
};

const walkProperty = (edition: MtgEdition) =>
  fc.property(boardArb, fc.integer({ min: 0, max: 2 ** 31 - 1 }), (setup, seed) => {
    const log: Walk = { actions: [] };
    try {
      walk(edition, setup, seed, log);
    } catch (error) {
      const detail = `edition ${edition}, walk seed ${seed}\nboard ${JSON.stringify(setup)}\nactions ${JSON.stringify(log.actions)}`;
      throw new Error(`${error instanceof Error ? error.message : String(error)}\n${detail}`, { cause: error });
    }
  });

const MUST_REACH = [
  'mtg.declareAttackers',
  'mtg.declareBlockers',
  'mtg.assignDamage',
  'mtg.priority',
  'mtg.gameOver',
  'mtg.combatOver',
  'damageDealt',
  'lifeChanged',
  'destroyed',
  'effectFizzled',
  'playerLost',
  'loyaltyRemoved',
  'defenseRemoved',
  'damagePrevented',
  'removedFromCombat',
  'cast pump',
  'cast removeFromCombat',
  'cast poison',
  'cast gainControl',
  'step first-strike-damage',
  'step after-combat',
  'destructionIgnored',
  'putIntoGraveyard',
  // multiplayer, Commander, poison and counters
  'players 2',
  'players 3',
  'players 6',
  'playerLeft',
  'leftGame',
  'controlChanged',
  'poisoned',
  'commanderDamage',
  'countersPlaced',
  'regenerated',
  'load playerLost',
  'attacks on two players',
  'second defending player blocks',
  // blocks: requirements, limits, the suggestion and the brute force
  'blocks enumerated',
  'blocks suggested',
  'blocks random',
  '509.1c requirement applies',
  'a creature blocks two attackers',
  'refused notAttackingYou',
  'refused blockRequirement',
  'refused menace',
  'refused blocksOnlyOne',
  'refused attackAlone',
  'refused protectionTarget',
];

describe.each(MTG_EDITIONS)('random combats under %s', (edition) => {
  it('keep the engine contract at every step of a random walk over legal options', () => {
    fc.assert(walkProperty(edition), { seed: SEED, numRuns: RUNS, endOnFailure: true, includeErrorInReport: true });
    const seen = reached.get(edition) ?? new Set<string>();
    if (process.env.FC_REACHED !== undefined) console.log(edition, [...seen].toSorted().join(' | '));
    const must = edition === '2023-11' ? [...MUST_REACH, 'mtg.orderBlockers', 'mtg.orderAttackers'] : MUST_REACH;
    expect(must.filter((k) => !seen.has(k)), 'the walks never reached these').toEqual([]);
  }, Math.max(30_000, RUNS * 150));
});

// ---------------------------------------------------------------------------------------------
// Refusals pinned to the scenario fixtures. A scenario file must be accepted in full (the suite
// runs them), so each refusal is tested here: the fixture's board and its first `at` actions,
// then the action the rules forbid, which must be refused under the named rule and leave the
// state as it was.

type Refusal = { readonly file: string; readonly at: number; readonly action: MtgAction; readonly code: string; readonly rule: string };

/** A scenario fixture's starting state and its action list, loaded as the runner loads it. */
const loadFixture = (file: string): { state: MtgState; actions: readonly MtgAction[] } => {
  const text = readFileSync(new URL(`../../../scenarios/mtg/${file}`, import.meta.url), 'utf8');
  const scenario = JSON.parse(text) as { rules: string; setup: unknown; actions: unknown };
  const loaded = mtg.load({ rules: scenario.rules, setup: scenario.setup, actions: scenario.actions });
  if (!loaded.ok) throw new Error(`${file}: ${JSON.stringify(loaded.error)}`);
  return loaded.value;
};

/** The state after the fixture's first `at` actions. */
const fixture = (file: string, at: number): MtgState => {
  const { state, actions } = loadFixture(file);
  const played = play(mtg, state, actions.slice(0, at));
  if (played.rejected !== null) throw new Error(`${file}: action ${played.rejected.index} refused`);
  return played.state;
};

const attack = (...pairs: [string, string][]): MtgAction => ({
  type: 'declareAttackers',
  by: 'A',
  attackers: pairs.map(([id, target]) => ({ id, target })),
});
const block = (...pairs: [string, string][]): MtgAction => ({
  type: 'declareBlockers',
  by: 'B',
  blockers: pairs.map(([id, blocks]) => ({ id, blocks })),
});
const assign = (source: string, to: Record<string, number>): MtgAction => ({
  type: 'assignDamage',
  by: 'A',
  assignments: [{ source, to: Object.entries(to).map(([target, amount]) => ({ target, amount })) }],
});

const REFUSALS: readonly Refusal[] = [
  { file: '302.6-2024-summoning-sick-creature-cannot-attack.json', at: 1, action: attack(['bear', 'B'], ['rookie', 'B']), code: 'summoningSick', rule: '302.6' },
  { file: '702.3b-2024-defender-cannot-attack.json', at: 1, action: attack(['wall', 'B']), code: 'defenderCantAttack', rule: '702.3b' },
  { file: '508.1a-2023-tapped-creature-cannot-attack.json', at: 1, action: attack(['ogre', 'B']), code: 'attackerTapped', rule: '508.1a' },
  { file: '507.2-2024-priority-beginning-of-combat-tap.json', at: 4, action: attack(['bear', 'B']), code: 'attackerTapped', rule: '508.1a' },
  { file: '508.1b-2024-attack-planeswalker-removes-loyalty.json', at: 1, action: attack(['ogre', 'elk']), code: 'illegalAttackTarget', rule: '508.1b' },
  { file: '508.1b-2024-attack-planeswalker-removes-loyalty.json', at: 1, action: attack(['ogre', 'A']), code: 'illegalAttackTarget', rule: '508.1b' },
  { file: '509.1a-2024-tapped-creature-cannot-block.json', at: 3, action: block(['giant', 'ogre']), code: 'blockerTapped', rule: '509.1a' },
  { file: '702.9b-2023-ground-creature-cannot-block-flyer.json', at: 3, action: block(['elk', 'drake']), code: 'flyingBlock', rule: '702.9b' },
  { file: '702.111b-2024-menace-blocked-by-two.json', at: 3, action: block(['x', 'brute']), code: 'menace', rule: '702.111b' },
  { file: '509.1b-2024-creature-that-cannot-block.json', at: 3, action: block(['giant', 'bear']), code: 'cantBlock', rule: '509.1b' },
  { file: '509.1b-2023-unblockable-attacker.json', at: 3, action: block(['elk', 'rogue']), code: 'unblockable', rule: '509.1b' },
  // The 2/2 split that 2024-11 accepts (510.1c-2024-free-division-among-blockers.json) breaks the 2023-11 order rule.
  { file: '510.1c-2023-order-decision-before-assignment.json', at: 6, action: assign('giant', { x: 2, y: 2 }), code: 'damageOrder', rule: '510.1c' },
  { file: '510.1c-2023-order-decision-before-assignment.json', at: 6, action: assign('giant', { x: 3, y: 2 }), code: 'damageTotal', rule: '510.1a' },
  { file: '510.1c-2024-free-division-among-blockers.json', at: 4, action: { type: 'orderBlockers', by: 'A', attacker: 'giant', order: ['x', 'y'] }, code: 'noDamageOrder', rule: '510.1c' },
  { file: '702.19b-2024-trample-excess-to-player.json', at: 5, action: assign('rhino', { elk: 1, B: 4 }), code: 'trampleNeedsLethal', rule: '702.19b' },
  { file: '702.19f-2024-trample-attacking-planeswalker.json', at: 5, action: assign('rhino', { elk: 2, B: 3 }), code: 'illegalDamageTarget', rule: '702.19f' },
  { file: '702.19b-2024-trample-lethal-ignores-indestructible.json', at: 5, action: assign('rhino', { golem: 1, B: 4 }), code: 'trampleNeedsLethal', rule: '702.19b' },
  { file: '702.19b-2023-trample-lethal-ignores-prevention.json', at: 8, action: assign('rhino', { B: 5 }), code: 'trampleNeedsLethal', rule: '702.19b' },
  { file: '506.4-2024-attacker-removed-from-combat.json', at: 6, action: block(['elk', 'ogre']), code: 'notAttacking', rule: '509.1a' },
  { file: '510.1c-2023-order-decision-before-assignment.json', at: 4, action: { type: 'orderBlockers', by: 'A', attacker: 'giant', order: ['x', 'x'] }, code: 'badOrder', rule: '509.2' },
  { file: '702.4c-2024-loses-double-strike-no-second-hit.json', at: 5, action: { type: 'cast', by: 'A', effect: { kind: 'destroy', target: 'nobody' } }, code: 'illegalTarget', rule: '601.2c' },
  // No decision is asked where only one assignment is legal (scenario-format.md).
  { file: '510.1c-2023-only-legal-assignment-is-applied.json', at: 6, action: assign('squire', { y: 1 }), code: 'notNow', rule: '510.1' },
  { file: '704.5a-2024-player-at-zero-life-loses.json', at: 5, action: { type: 'advance', by: 'A' }, code: 'gameOver', rule: '104.1' },
  { file: '704.5a-2024-player-at-zero-life-loses.json', at: 5, action: { type: 'cast', by: 'B', effect: { kind: 'life', player: 'B', amount: 5 } }, code: 'gameOver', rule: '104.1' },
  { file: '117.4-2023-all-pass-empty-stack-ends-step.json', at: 0, action: { type: 'pass', by: 'B' }, code: 'notYourPriority', rule: '117.1' },
  { file: '511.3-2024-end-of-combat-then-after-combat.json', at: 7, action: { type: 'pass', by: 'A' }, code: 'combatOver', rule: '511.3' },
];

describe('refusals on the fixture boards', () => {
  it.each(REFUSALS)('$rule $code: $file', ({ file, at, action, code, rule }) => {
    const state = fixture(file, at);
    const before = JSON.stringify(state);
    const result = mtg.apply(state, action);
    expect(result.ok).toBe(false);
    if (!result.ok) expect({ code: result.error.code, rule: result.error.rule.id }).toEqual({ code, rule });
    expect(play(mtg, state, [action]).state).toBe(state);
    expect(JSON.stringify(state)).toBe(before);
  });

});

// ---------------------------------------------------------------------------------------------
// The rule each outcome cites, on the fixture boards (every event names the rule that made it happen).

type Citation = { readonly file: string; readonly type: MtgEvent['type']; readonly where: Readonly<Record<string, string>>; readonly rule: string };

const CITATIONS: readonly Citation[] = [
  { file: '510.1b-2024-unblocked-damage-to-player.json', type: 'damageAssigned', where: { source: 'ogre' }, rule: '510.1b' },
  { file: '510.1c-2023-blocked-damage-to-blocker.json', type: 'damageAssigned', where: { source: 'ogre' }, rule: '510.1c' },
  { file: '510.1c-2023-blocked-damage-to-blocker.json', type: 'damageAssigned', where: { source: 'elk' }, rule: '510.1d' },
  { file: '702.19b-2024-trample-excess-to-player.json', type: 'damageAssigned', where: { source: 'rhino', target: 'B' }, rule: '702.19b' },
  { file: '702.19d-2023-trample-every-blocker-gone.json', type: 'damageAssigned', where: { source: 'rhino', target: 'B' }, rule: '702.19d' },
  { file: '510.2-2024-simultaneous-damage-both-die.json', type: 'damageDealt', where: { source: 'bear' }, rule: '510.2' },
  { file: '508.1b-2024-attack-planeswalker-removes-loyalty.json', type: 'loyaltyRemoved', where: { id: 'jace' }, rule: '120.3c' },
  { file: '508.1b-2023-attack-battle-removes-defense.json', type: 'defenseRemoved', where: { id: 'siege' }, rule: '120.3h' },
  { file: '702.20b-2024-vigilance-does-not-tap.json', type: 'tapped', where: { id: 'bear' }, rule: '508.1f' },
  { file: '508.8-2023-no-attackers-skips-to-end-of-combat.json', type: 'noAttackers', where: {}, rule: '508.8' },
  { file: '702.15b-2023-lifelink-attacker.json', type: 'lifeChanged', where: { player: 'A' }, rule: '702.15b' },
  { file: '510.2-2024-simultaneous-damage-both-die.json', type: 'destroyed', where: { id: 'elk' }, rule: '704.5g' },
  { file: '704.5h-2024-deathtouch-blocker.json', type: 'destroyed', where: { id: 'giant' }, rule: '704.5h' },
  { file: '704.5f-2023-toughness-zero.json', type: 'putIntoGraveyard', where: { id: 'bear' }, rule: '704.5f' },
  { file: '704.5i-2024-planeswalker-with-zero-loyalty.json', type: 'putIntoGraveyard', where: { id: 'jace' }, rule: '704.5i' },
  { file: '704.5v-2023-battle-with-zero-defense.json', type: 'putIntoGraveyard', where: { id: 'siege' }, rule: '704.5v' },
  { file: '704.5a-2024-player-at-zero-life-loses.json', type: 'playerLost', where: { player: 'B' }, rule: '704.5a' },
  { file: '702.12b-2024-indestructible-survives-lethal-damage.json', type: 'destructionIgnored', where: { id: 'golem' }, rule: '702.12b' },
  { file: '608.2b-2024-spell-whose-target-is-gone.json', type: 'effectFizzled', where: {}, rule: '608.2b' },
  { file: '510.4-2024-first-strike-step-comes-first.json', type: 'stepBegan', where: { step: 'first-strike-damage' }, rule: '510.4' },
];

describe('rules cited on the fixture boards', () => {
  it.each(CITATIONS)('$rule $type: $file', ({ file, type, where, rule }) => {
    const { state, actions } = loadFixture(file);
    const { events, rejected } = play(mtg, state, actions);
    expect(rejected).toBeNull();
    const found = events.filter((e) => e.type === type && Object.entries(where).every(([k, v]) => (e as Record<string, unknown>)[k] === v));
    expect(found.length, `a ${type} event matching ${JSON.stringify(where)}`).toBeGreaterThan(0);
    for (const e of found) expect(e.rule.id).toBe(rule);
  });
});
