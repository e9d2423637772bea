/**
 * Property tests for the MTG combat module: random walks over the legal options that
 * prompt(state) offers, from random boards, in both rules editions. Every step must keep the
 * engine's promises (architecture.md, "The engine contract"):
 *
 * - apply never throws, and a legal option is never refused;
 * - each permanent is in exactly one zone;
 * - each player's life moved exactly as the logged damage and life changes say;
 * - the state survives a JSON round trip;
 * - replaying the accepted actions from the start with play() gives the same state;
 * - illegal actions (wrong player, tapped attacker, unknown id, wrong damage total) are refused
 *   and leave the state untouched.
 *
 * The seed is fixed so CI is deterministic; set FC_SEED to explore. A failure prints the seed
 * (fast-check), the board and the action log, which together replay the walk.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { play } from '../../engine/referee.ts';
import type { PlayerId } from '../../engine/types.ts';
import { mtg } from './index.ts';
import { MTG_EDITIONS, MTG_KEYWORDS } from './types.ts';
import type { DamageSourceOption, Effect, Keyword, MtgAction, MtgEdition, MtgEvent, MtgPrompt, MtgState } from './types.ts';

const SEED = Number(process.env.FC_SEED ?? 20261123);
const RUNS = Number(process.env.FC_RUNS ?? 120);
const MAX_STEPS = 60;

// ---------------------------------------------------------------------------------------------
// Random boards

type PermanentSetup = {
  id: string;
  controller: PlayerId;
  types: string[];
  power?: number;
  toughness?: number;
  keywords?: Keyword[];
  damage?: number;
  tapped?: boolean;
  summoningSick?: boolean;
  loyalty?: number;
  defense?: number;
  protector?: PlayerId;
};
type Setup = { players: { id: PlayerId; life: number }[]; active: PlayerId; permanents: PermanentSetup[] };

// At most three keywords each, and often none, so plain creatures and odd combinations both occur.
const keywordsArb = fc.subarray([...MTG_KEYWORDS], { maxLength: 3 });

const creatureArb = (controller: PlayerId, index: number) =>
  fc
    .record({
      power: fc.integer({ min: 0, max: 6 }),
      toughness: fc.integer({ min: 1, max: 6 }),
      keywords: fc.oneof({ weight: 2, arbitrary: fc.constant([] as Keyword[]) }, { weight: 3, arbitrary: keywordsArb }),
      damageShare: fc.integer({ min: 0, max: 100 }),
      tappedOdds: fc.integer({ min: 0, max: 9 }),
      sickOdds: fc.integer({ min: 0, max: 9 }),
    })
    .map(({ power, toughness, keywords, damageShare, tappedOdds, sickOdds }): PermanentSetup => {
      const damage = damageShare > 70 ? Math.min(toughness - 1, Math.floor(((damageShare - 70) / 30) * toughness)) : 0;
      return {
        id: `${controller.toLowerCase()}${index}`,
        controller,
        types: ['creature'],
        power,
        toughness,
        keywords,
        damage: Math.max(0, damage),
        tapped: tappedOdds === 0,
        summoningSick: sickOdds === 0,
      };
    });

const creaturesArb = (controller: PlayerId, min: number, max: number) =>
  fc.integer({ min, max }).chain((n) => (n === 0 ? fc.constant([]) : fc.tuple(...Array.from({ length: n }, (_, i) => creatureArb(controller, i)))));

const boardArb: fc.Arbitrary<Setup> = fc
  .record({
    lifeA: fc.integer({ min: 1, max: 20 }),
    lifeB: fc.integer({ min: 1, max: 20 }),
    mine: creaturesArb('A', 1, 4),
    theirs: creaturesArb('B', 0, 4),
    loyalty: fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }),
    defense: fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }),
  })
  .map(({ lifeA, lifeB, mine, theirs, loyalty, defense }) => {
    const permanents: PermanentSetup[] = [...mine, ...theirs];
    if (loyalty !== undefined) permanents.push({ id: 'pw', controller: 'B', types: ['planeswalker'], loyalty });
    if (defense !== undefined) permanents.push({ id: 'siege', controller: 'B', types: ['battle'], defense, protector: 'B' });
    return { players: [{ id: 'A', life: lifeA }, { id: 'B', life: lifeB }], active: 'A', permanents };
  });

const load = (edition: MtgEdition, setup: Setup): MtgState => {
  const loaded = mtg.load({ rules: edition, setup, actions: [] });
  if (!loaded.ok) throw new Error(`board refused: ${JSON.stringify(loaded.error)}`);
  return loaded.value.state;
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
// Legal actions built from the prompt's options

/** Splits `amount` into `parts` random non-negative whole numbers. */
const randomSplit = (rng: Rng, amount: number, parts: number): number[] => {
  const out = Array.from({ length: parts }, () => 0);
  for (let i = 0; i < amount; i++) out[rng.int(parts)]! += 1;
  return out;
};

/**
 * A legal division of one source's damage (510.1c-d, 702.19b): in 2023-11 each recipient in
 * order needs lethal damage before the next gets any; in 2024-11 any split among the
 * recipients; with trample, the excess reaches the attacked object only once every
 * recipient has lethal damage.
 */
const legalSplit = (rng: Rng, edition: MtgEdition, option: DamageSourceOption): { target: string; amount: number }[] => {
  const { amount, recipients, trampleTo } = option;
  const totalLethal = recipients.reduce((n, r) => n + r.lethal, 0);
  const to = new Map<string, number>();
  const add = (target: string, n: number): void => {
    if (n > 0) to.set(target, (to.get(target) ?? 0) + n);
  };
  if (trampleTo !== null && amount >= totalLethal && rng.chance(0.7)) {
    for (const r of recipients) add(r.target, r.lethal);
    const extra = randomSplit(rng, amount - totalLethal, recipients.length + 1);
    recipients.forEach((r, i) => add(r.target, extra[i] ?? 0));
    add(trampleTo, extra[recipients.length] ?? 0);
  } else if (edition === '2024-11') {
    const parts = randomSplit(rng, amount, recipients.length);
    recipients.forEach((r, i) => add(r.target, parts[i] ?? 0));
  } else {
    let left = amount;
    for (let i = 0; i < recipients.length && left > 0; i++) {
      const r = recipients[i]!;
      const last = i === recipients.length - 1;
      if (last || left <= r.lethal || rng.chance(0.3)) {
        add(r.target, left);
        left = 0;
      } else {
        const give = r.lethal + rng.int(left - r.lethal + 1);
        add(r.target, give);
        left -= give;
      }
    }
  }
  return [...to].map(([target, n]) => ({ target, amount: n }));
};

const randomEffect = (rng: Rng, s: MtgState): Effect | null => {
  const field = s.order.filter((id) => s.objects[id]?.zone === 'battlefield');
  const creatures = field.filter((id) => s.objects[id]?.types.includes('creature'));
  if (creatures.length === 0) return null;
  const target = rng.pick(creatures);
  const anything = rng.pick([...field, ...s.turnOrder]);
  switch (rng.int(11)) {
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
      return { kind: 'life', player: rng.pick(s.turnOrder), amount: rng.int(7) - 3 };
    case 9:
      return { kind: 'tap', target };
    default:
      return { kind: 'untap', target };
  }
};

/** Blocks drawn from the prompt's candidates; a menace attacker keeps zero or two-plus blockers (702.111b). */
const legalBlocks = (rng: Rng, p: Extract<MtgPrompt, { kind: 'mtg.declareBlockers' }>) => {
  const blocks: { id: string; blocks: string }[] = [];
  for (const c of p.candidates) if (c.canBlock.length > 0 && rng.chance(0.6)) blocks.push({ id: c.id, blocks: rng.pick(c.canBlock) });
  const count = (a: string): number => blocks.filter((b) => b.blocks === a).length;
  return blocks.filter((b) => !(p.menace.includes(b.blocks) && count(b.blocks) === 1));
};

const legalAction = (rng: Rng, s: MtgState, casts: number): MtgAction | null => {
  const p = mtg.prompt(s) as MtgPrompt;
  switch (p.kind) {
    case 'mtg.gameOver':
      return null;
    case 'mtg.declareAttackers': {
      const attackers = p.candidates
        .filter((c) => c.targets.length > 0 && rng.chance(0.7))
        .map((c) => ({ id: c.id, target: rng.pick(c.targets) }));
      return { type: 'declareAttackers', by: p.player, attackers };
    }
    case 'mtg.declareBlockers':
      return { type: 'declareBlockers', by: p.player, blockers: legalBlocks(rng, p) };
    case 'mtg.orderBlockers':
      return { type: 'orderBlockers', by: p.player, attacker: p.attacker, order: shuffle(rng, p.blockers) };
    case 'mtg.orderAttackers':
      return { type: 'orderAttackers', by: p.player, blocker: p.blocker, order: shuffle(rng, p.attackers) };
    case 'mtg.assignDamage':
      return {
        type: 'assignDamage',
        by: p.player,
        assignments: p.sources.map((o) => ({ source: o.source, to: legalSplit(rng, s.edition, o) })),
      };
    case 'mtg.priority': {
      if (casts < 4 && rng.chance(0.15)) {
        const effect = randomEffect(rng, s);
        if (effect !== null) return { type: 'cast', by: p.player, name: `Effect ${casts + 1}`, effect };
      }
      return rng.chance(0.5) ? { type: 'advance', by: p.player } : { type: 'pass', by: p.player };
    }
  }
};

// ---------------------------------------------------------------------------------------------
// Invariants

const zonesOk = (s: MtgState): void => {
  const summary = mtg.summary(s);
  const seen = [...summary.battlefield, ...summary.graveyard, ...summary.exile];
  expect(new Set(seen).size, 'a permanent is listed in two zones').toBe(seen.length);
  expect(new Set(seen)).toEqual(new Set(Object.keys(s.objects)));
  for (const [id, p] of Object.entries(s.objects)) expect(p.id).toBe(id);
};

/**
 * Life moves only through logged events: the total of lifeChanged equals the change, and so
 * does damage to the player plus the life changes that are not the result of that damage.
 */
const lifeOk = (before: MtgState, after: MtgState, events: readonly MtgEvent[]): void => {
  for (const id of after.turnOrder) {
    const delta = (after.players[id]?.life ?? 0) - (before.players[id]?.life ?? 0);
    let damage = 0;
    let changes = 0;
    let otherChanges = 0;
    for (const e of events) {
      if (e.type === 'damageDealt' && e.target === id) damage += e.amount;
      if (e.type === 'lifeChanged' && e.player === id) {
        changes += e.amount;
        if (e.rule.id !== '120.3a') otherChanges += e.amount;
      }
    }
    expect(changes, `life of ${id}: sum of lifeChanged`).toBe(delta);
    expect(otherChanges - damage, `life of ${id}: damage plus other life changes`).toBe(delta);
  }
};

const roundTripOk = (s: MtgState): void => {
  expect(JSON.parse(JSON.stringify(s))).toEqual(s);
};

// ---------------------------------------------------------------------------------------------
// Illegal actions

const someone = (s: MtgState, p: MtgPrompt): PlayerId => s.turnOrder.find((id) => id !== p.player) ?? 'nobody';

/** Actions the rules refuse in the current state, each with why. */
const illegalActions = (s: MtgState): { why: string; action: MtgAction }[] => {
  const p = mtg.prompt(s) as MtgPrompt;
  const out: { why: string; action: MtgAction }[] = [];
  if (p.kind === 'mtg.gameOver') {
    out.push({ why: 'game over', action: { type: 'pass', by: s.active } });
    return out;
  }
  const wrong = someone(s, p);
  out.push({ why: 'unknown id', action: { type: 'declareAttackers', by: s.active, attackers: [{ id: 'no-such-id', target: wrong }] } });
  out.push({ why: 'unknown target', action: { type: 'cast', by: p.player, effect: { kind: 'destroy', target: 'no-such-id' } } });
  switch (p.kind) {
    case 'mtg.priority':
      out.push({ why: 'wrong player passes', action: { type: 'pass', by: wrong } });
      out.push({ why: 'wrong player casts', action: { type: 'cast', by: wrong, effect: { kind: 'life', player: wrong, amount: 1 } } });
      out.push({ why: 'attackers outside 508.1', action: { type: 'declareAttackers', by: s.active, attackers: [] } });
      break;
    case 'mtg.declareAttackers': {
      out.push({ why: 'wrong player declares', action: { type: 'declareAttackers', by: wrong, attackers: [] } });
      out.push({ why: 'pass instead of declaring', action: { type: 'pass', by: p.player } });
      const tapped = Object.values(s.objects).find((o) => o.zone === 'battlefield' && o.controller === s.active && o.tapped && o.types.includes('creature'));
      if (tapped !== undefined)
        out.push({ why: 'tapped attacker', action: { type: 'declareAttackers', by: p.player, attackers: [{ id: tapped.id, target: wrong }] } });
      const dup = p.candidates[0];
      if (dup !== undefined && dup.targets[0] !== undefined)
        out.push({
          why: 'same attacker twice',
          action: { type: 'declareAttackers', by: p.player, attackers: [{ id: dup.id, target: dup.targets[0] }, { id: dup.id, target: dup.targets[0] }] },
        });
      break;
    }
    case 'mtg.declareBlockers':
      out.push({ why: 'wrong player blocks', action: { type: 'declareBlockers', by: wrong, blockers: [] } });
      break;
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

const refusedOk = (s: MtgState): void => {
  const before = JSON.stringify(s);
  for (const { why, action } of illegalActions(s)) {
    const result = mtg.apply(s, action);
    expect(result.ok, `expected refusal (${why}): ${JSON.stringify(action)}`).toBe(false);
    if (!result.ok) {
      expect(result.error.code, why).toEqual(expect.any(String));
      expect(result.error.rule.game, why).toBe('mtg');
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

const walk = (edition: MtgEdition, setup: Setup, seed: number, log: Walk): void => {
  const rng = rngFrom(seed);
  const initial = load(edition, setup);
  zonesOk(initial);
  let state = initial;
  let casts = 0;
  for (let step = 0; step < MAX_STEPS; step++) {
    if (rng.chance(0.3)) refusedOk(state);
    const action = legalAction(rng, state, casts);
    if (action === null) {
      refusedOk(state);
      return;
    }
    const result = mtg.apply(state, action);
    if (!result.ok) throw new Error(`legal option refused: ${JSON.stringify(action)} -> ${JSON.stringify(result.error)}`);
    log.actions.push(action);
    if (action.type === 'cast') casts++;
    const next = result.value.state;
    zonesOk(next);
    lifeOk(state, next, result.value.events);
    roundTripOk(next);
    const replay = play(mtg, initial, log.actions);
    expect(replay.rejected).toBeNull();
    expect(replay.state).toEqual(next);
    state = next;
    if (state.step === 'after-combat' && state.stack.length === 0 && rng.chance(0.5)) return;
  }
};

const walkProperty = (edition: MtgEdition) =>
  fc.property(boardArb, fc.integer({ min: 0, max: 2 ** 31 - 1 }), (setup, seed) => {
    const log: Walk = { actions: [] };
    try {
      walk(edition, setup, seed, log);
    } catch (error) {
      const detail = `edition ${edition}, walk seed ${seed}\nboard ${JSON.stringify(setup)}\nactions ${JSON.stringify(log.actions, null, 1)}`;
      throw new Error(`${error instanceof Error ? error.message : String(error)}\n${detail}`, { cause: error });
    }
  });

describe.each(MTG_EDITIONS)('random combats under %s', (edition) => {
  it('keep the engine contract at every step of a random walk over legal options', () => {
    fc.assert(walkProperty(edition), { seed: SEED, numRuns: RUNS, endOnFailure: true });
  });
});
