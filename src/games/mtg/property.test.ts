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
 *   and leave the state untouched;
 * - the options offered and the board agree with oracles worked out here from the rules:
 *   attackers and targets (508.1), blocks (509.1), lethal damage (510.1c-d, 702.2c),
 *   state-based actions before priority (704), the first-strike step (510.4), who assigns
 *   combat damage and how much (510.1), and priority after casting and resolving (117.3b-c).
 *
 * Two tables pinned to the scenario fixtures follow: refusals (which a scenario file cannot
 * hold, since the suite requires every action accepted) and the rule each outcome cites.
 *
 * The seed is fixed so CI is deterministic; set FC_SEED (and FC_RUNS) to explore. A failure
 * prints the seed (fast-check), the board and the action log, which together replay the walk.
 */
import { readFileSync } from 'node:fs';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { play } from '../../engine/referee.ts';
import type { PlayerId } from '../../engine/types.ts';
import { mtg } from './index.ts';
import { MTG_EDITIONS, MTG_KEYWORDS, MTG_STEPS } from './types.ts';
import type { DamageSourceOption, Effect, Keyword, MtgAction, MtgEdition, MtgEvent, MtgPrompt, MtgState } from './types.ts';

const SEED = Number(process.env.FC_SEED ?? 20261123);
const RUNS = Number(process.env.FC_RUNS ?? 200);
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

const creatureArb = fc.record({
  power: fc.integer({ min: 0, max: 6 }),
  toughness: fc.integer({ min: 1, max: 6 }),
  keywords: fc.oneof({ weight: 2, arbitrary: fc.constant<Keyword[]>([]) }, { weight: 3, arbitrary: keywordsArb }),
  damageShare: fc.integer({ min: 0, max: 100 }),
  tappedOdds: fc.integer({ min: 0, max: 9 }),
  sickOdds: fc.integer({ min: 0, max: 9 }),
});

/** Creatures for one player; some already hold damage (never lethal), some are tapped or summoning sick. */
const creaturesArb = (controller: PlayerId, minLength: number, maxLength: number): fc.Arbitrary<PermanentSetup[]> =>
  fc.array(creatureArb, { minLength, maxLength }).map((cs) =>
    cs.map(({ power, toughness, keywords, damageShare, tappedOdds, sickOdds }, i) => ({
      id: `${controller.toLowerCase()}${i}`,
      controller,
      types: ['creature'],
      power,
      toughness,
      keywords,
      damage: damageShare > 70 ? Math.min(toughness - 1, Math.floor(((damageShare - 70) / 30) * toughness)) : 0,
      tapped: tappedOdds === 0,
      summoningSick: sickOdds === 0,
    })),
  );

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
    case 'mtg.combatOver':
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
// Oracles: what the rules say the options and the board must be, worked out here from the state
// without the engine's own helpers, and compared with what the engine offers.

type Perm = MtgState['objects'][string];
const field = (s: MtgState): Perm[] => s.order.map((id) => s.objects[id]).filter((p): p is Perm => p !== undefined && p.zone === 'battlefield');
const kw = (p: Perm, k: Keyword): boolean => p.keywords.includes(k);
const toughness = (p: Perm): number => p.baseToughness + p.toughnessBonus;
const defender = (s: MtgState): PlayerId => s.turnOrder.find((id) => id !== s.active) ?? s.active;
const inCombat = (s: MtgState): Perm[] => {
  const ids = new Set([...s.combat.attackers.map((a) => a.id), ...s.combat.blockers.map((b) => b.id)]);
  return field(s).filter((p) => ids.has(p.id));
};

/** 508.1a, 302.6, 702.10b, 702.3b: who may attack; 508.1b: what they may attack. */
const attackOracle = (s: MtgState, p: Extract<MtgPrompt, { kind: 'mtg.declareAttackers' }>): void => {
  const may = field(s).filter(
    (c) => c.types.includes('creature') && c.controller === s.active && !c.tapped && (!c.summoningSick || kw(c, 'haste')) && !kw(c, 'defender'),
  );
  const def = defender(s);
  const targets = [
    def,
    ...field(s)
      .filter((o) => (o.types.includes('planeswalker') && o.controller === def) || (o.types.includes('battle') && o.protector === def))
      .map((o) => o.id),
  ];
  expect(new Set(p.candidates.map((c) => c.id)), '508.1a attack candidates').toEqual(new Set(may.map((c) => c.id)));
  for (const c of p.candidates) expect(new Set(c.targets), `508.1b targets of ${c.id}`).toEqual(new Set(targets));
};

/** 509.1a-b, 702.9b, 702.17b: who may block which attacker. */
const blockOracle = (s: MtgState, p: Extract<MtgPrompt, { kind: 'mtg.declareBlockers' }>): void => {
  const attackers = s.combat.attackers.map((a) => s.objects[a.id]).filter((a): a is Perm => a !== undefined && a.zone === 'battlefield');
  const expected = new Map<string, Set<string>>();
  for (const b of field(s)) {
    if (!b.types.includes('creature') || b.controller !== defender(s) || b.tapped || kw(b, "can't block")) continue;
    const can = attackers.filter((a) => !kw(a, 'unblockable') && (!kw(a, 'flying') || kw(b, 'flying') || kw(b, 'reach')));
    expected.set(b.id, new Set(can.map((a) => a.id)));
  }
  const offered = new Map(p.candidates.map((c) => [c.id, new Set(c.canBlock)]));
  expect(offered, '509.1 block candidates').toEqual(expected);
  expect(new Set(p.menace), '702.111b menace attackers').toEqual(new Set(attackers.filter((a) => kw(a, 'menace')).map((a) => a.id)));
};

/** 510.1c-d, 702.2c, 702.19b: each recipient's lethal damage and the trample outlet. */
const assignOracle = (s: MtgState, p: Extract<MtgPrompt, { kind: 'mtg.assignDamage' }>): void => {
  for (const option of p.sources) {
    const source = s.objects[option.source];
    expect(source?.zone, `${option.source} deals damage from the battlefield`).toBe('battlefield');
    if (source === undefined) continue;
    expect(option.amount, `510.1a ${option.source} assigns its power`).toBe(source.basePower + source.powerBonus);
    for (const r of option.recipients) {
      const target = s.objects[r.target];
      expect(target?.zone, `${r.target} is on the battlefield`).toBe('battlefield');
      if (target === undefined) continue;
      const left = Math.max(0, toughness(target) - target.damage);
      expect(r.lethal, `lethal damage for ${r.target}`).toBe(kw(source, 'deathtouch') ? Math.min(1, left) : left);
    }
    if (option.trampleTo !== null) expect(kw(source, 'trample'), '702.19b only a trampler has an outlet').toBe(true);
  }
};

/** 704.3 / 117.5: state-based actions are done before anyone gets priority. */
const sbaOracle = (s: MtgState): void => {
  if (s.gameOver) return;
  for (const id of s.turnOrder) expect(s.players[id]?.life ?? 0, `704.5a ${id} still in the game`).toBeGreaterThan(0);
  for (const p of field(s)) {
    if (p.types.includes('creature')) {
      expect(toughness(p), `704.5f ${p.id}`).toBeGreaterThan(0);
      if (!kw(p, 'indestructible')) {
        expect(p.damage, `704.5g ${p.id}`).toBeLessThan(toughness(p));
        expect(p.deathtouched && p.damage > 0, `704.5h ${p.id}`).toBe(false);
      }
    }
    if (p.types.includes('planeswalker')) expect(p.loyalty, `704.5i ${p.id}`).toBeGreaterThan(0);
    if (p.types.includes('battle')) expect(p.defense, `704.5v ${p.id}`).toBeGreaterThan(0);
  }
};

/** 510.4 / 702.7b: a first-strike damage step exactly when a creature in combat has first or double strike. */
const firstStrikeOracle = (before: MtgState, after: MtgState): void => {
  if (before.step !== 'declare-blockers' || after.step === 'declare-blockers' || after.step === 'end-of-combat') return;
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
const onBattlefield = (s: MtgState, id: string): boolean => s.objects[id]?.zone === 'battlefield';

/** Whether an attacker or blocker has anything to assign combat damage to (510.1b-d, 506.4c, 702.19d). */
const hasRecipient = (s: MtgState, id: string): boolean => {
  const attacker = s.combat.attackers.find((a) => a.id === id);
  if (attacker !== undefined) {
    const targetStands = s.players[attacker.target] !== undefined || onBattlefield(s, attacker.target);
    if (!attacker.blocked) return targetStands;
    const blockerLeft = attacker.blockers.some((b) => onBattlefield(s, b) && s.combat.blockers.some((x) => x.id === b));
    const self = s.objects[id];
    return blockerLeft || (self !== undefined && kw(self, 'trample') && targetStands);
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
      const power = new Map(fighters.map((p) => [p.id, p.basePower + p.powerBonus]));
      t.current = {
        step: e.step,
        power,
        allowed,
        mustAssign: new Set([...allowed].filter((id) => (power.get(id) ?? 0) > 0 && hasRecipient(before, id))),
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

const oracles = (before: MtgState, action: MtgAction, after: MtgState): void => {
  const p = mtg.prompt(after) as MtgPrompt;
  if (p.kind === 'mtg.declareAttackers') attackOracle(after, p);
  if (p.kind === 'mtg.declareBlockers') blockOracle(after, p);
  if (p.kind === 'mtg.assignDamage') assignOracle(after, p);
  if (p.kind === 'mtg.priority') sbaOracle(after);
  firstStrikeOracle(before, after);
  priorityOracle(before, action, after);
  expect(MTG_STEPS.indexOf(after.step), 'steps never go back').toBeGreaterThanOrEqual(MTG_STEPS.indexOf(before.step));
};

// ---------------------------------------------------------------------------------------------
// Illegal actions

const someone = (s: MtgState, p: MtgPrompt): PlayerId => s.turnOrder.find((id) => id !== p.player) ?? 'nobody';

/** Actions the rules refuse in the current state, each with why. */
const illegalActions = (s: MtgState): { why: string; action: MtgAction }[] => {
  const p = mtg.prompt(s) as MtgPrompt;
  const out: { why: string; action: MtgAction }[] = [];
  if (p.kind === 'mtg.gameOver' || p.kind === 'mtg.combatOver') {
    for (const by of s.turnOrder) {
      out.push({ why: `${p.kind}: pass`, action: { type: 'pass', by } });
      out.push({ why: `${p.kind}: cast`, action: { type: 'cast', by, effect: { kind: 'life', player: by, amount: 1 } } });
    }
    out.push({ why: `${p.kind}: advance`, action: { type: 'advance', by: s.active } });
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

/** What the walks reached, so a generator that stopped exploring fails the test instead of passing idly. */
const reached = new Map<MtgEdition, Set<string>>();
const note = (edition: MtgEdition, what: string): void => {
  const set = reached.get(edition) ?? new Set<string>();
  set.add(what);
  reached.set(edition, set);
};

const walk = (edition: MtgEdition, setup: Setup, seed: number, log: Walk): void => {
  const rng = rngFrom(seed);
  const initial = load(edition, setup);
  zonesOk(initial);
  sbaOracle(initial);
  let state = initial;
  let casts = 0;
  const damage: DamageTracker = { current: null, firstStrikers: null };
  for (let step = 0; step < MAX_STEPS; step++) {
    note(edition, mtg.prompt(state).kind);
    note(edition, `step ${state.step}`);
    if (rng.chance(0.3)) refusedOk(state);
    const action = legalAction(rng, state, casts);
    if (action === null) {
      refusedOk(state);
      return;
    }
    const before = JSON.stringify(state);
    const result = mtg.apply(state, action);
    if (!result.ok) throw new Error(`legal option refused: ${JSON.stringify(action)} -> ${JSON.stringify(result.error)}`);
    expect(JSON.stringify(state), 'apply must not mutate its input').toBe(before);
    log.actions.push(action);
    if (action.type === 'cast') note(edition, `cast ${action.effect.kind}`);
    for (const e of result.value.events) note(edition, e.type);
    if (action.type === 'cast') casts++;
    const next = result.value.state;
    zonesOk(next);
    lifeOk(state, next, result.value.events);
    oracles(state, action, next);
    trackDamage(damage, state, next, result.value.events);
    roundTripOk(next);
    const replay = play(mtg, initial, log.actions);
    expect(replay.rejected).toBeNull();
    expect(replay.state).toEqual(next);
    state = next;
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
  'step first-strike-damage',
  'step after-combat',
  'destructionIgnored',
  'putIntoGraveyard',
];

describe.each(MTG_EDITIONS)('random combats under %s', (edition) => {
  it('keep the engine contract at every step of a random walk over legal options', () => {
    fc.assert(walkProperty(edition), { seed: SEED, numRuns: RUNS, endOnFailure: true, includeErrorInReport: true });
    const seen = reached.get(edition) ?? new Set<string>();
    const must = edition === '2023-11' ? [...MUST_REACH, 'mtg.orderBlockers'] : MUST_REACH;
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
