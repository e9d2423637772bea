/**
 * Random walks over the prompt's own options: every option offered must be accepted, the
 * invariants hold after every step, random actions that are refused leave the state exactly as
 * it was, and a JSON copy of the state behaves the same.
 *
 * The set-ups mix what the module knows: arsenal cards (ambush, defense reactions), allies with
 * life, weapons with and without an attack limit, non-attack actions (go again, as an instant),
 * equipment with the after-defending and prevention keywords, phantasm and mirage, manual
 * triggers, arcane damage. The chooser answers every prompt kind: priority, defend, the order of
 * triggers, prevention, the judge's question. FAB_SEED picks another seed; FAB_SEEN=1 prints
 * the events reached (and how often) and what the coverage check still misses.
 */
import { readFileSync } from 'node:fs';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadSetup, pick } from '../../engine/testing/walks.ts';
import { fab } from './index.ts';
import { DURATIONS, GRANTABLE, type Effect, type FabAction, type FabEvent, type FabPrompt, type FabState } from './types.ts';

const KW = ['go again', 'dominate', 'overpower', 'piercing 1', 'phantasm'];
const AFTER_KW = ['blade break', 'battleworn', 'temper'];
const PREVENT_KW = ['arcane barrier', 'spellvoid', 'ward', 'quell'];

/** What the set-up holds besides the fixed cards: which optional cards exist (triggers may name them). */
type Shape = { readonly weapon: boolean; readonly allyA: boolean; readonly allyB: boolean };

const until = fc.option(fc.constantFrom(...DURATIONS), { nil: undefined });

/** Damage to a hero or an ally, arcane sometimes. */
const damageArb = (player: string, arcane = true): fc.Arbitrary<Effect> =>
  fc.record({ amount: fc.integer({ min: 1, max: 3 }), arcane: fc.boolean() }).map(({ amount, arcane: a }): Effect => ({ kind: 'damage', player, amount, ...(a && arcane ? { arcane: true } : {}) }));

/** Effects a card of `owner` may carry (on resolution or in a trigger). */
const effectArb = (owner: 'A' | 'B', o: Shape): fc.Arbitrary<Effect> => {
  const foe = owner === 'A' ? 'B' : 'A';
  const foeAlly = owner === 'A' ? (o.allyB ? 'allyB' : null) : o.allyA ? 'allyA' : null;
  const options: fc.Arbitrary<Effect>[] = [
    fc.record({ amount: fc.integer({ min: -3, max: 3 }), until }).map(({ amount, until: u }): Effect => ({ kind: 'power', target: 'chainLink', amount, ...(u ? { until: u } : {}) })),
    fc.constantFrom(...GRANTABLE).map((keyword): Effect => ({ kind: 'keyword', target: 'chainLink', keyword })),
    fc.constant<Effect>({ kind: 'goAgain', target: 'chainLink' }),
    fc.integer({ min: 1, max: 2 }).map((amount): Effect => ({ kind: 'prevent', player: owner, amount })),
  ];
  // To the other hero; to its own now and then (a backlash), so both heroes may fall to one chain.
  options.push(damageArb(foe), damageArb(foe), damageArb(owner));
  if (foeAlly) options.push(damageArb(foeAlly, false));
  if (owner === 'A' && o.weapon) options.push(fc.constant<Effect>({ kind: 'extraAttack', target: 'sword' }));
  return fc.oneof(...options);
};

const triggersArb = (owner: 'A' | 'B', whens: readonly string[], o: Shape) =>
  fc.array(fc.record({ when: fc.constantFrom(...whens), effect: effectArb(owner, o) }), { maxLength: 2 });

const attackCard = (id: string, zone: string, o: Shape) =>
  fc
    .record({
      power: fc.oneof(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 6, max: 8 })),
      defense: fc.integer({ min: 0, max: 3 }),
      cost: fc.integer({ min: 0, max: 2 }),
      pitch: fc.integer({ min: 1, max: 3 }),
      keywords: fc.subarray(KW),
      illusionist: fc.integer({ min: 0, max: 3 }).map((x) => x === 0),
      triggers: fc.option(triggersArb('A', ['attack', 'hit', 'linkResolves', 'chainCloses'], o), { freq: 2, nil: undefined }),
      // What happens as the attack resolves (7.2.3).
      effect: fc.option(effectArb('A', o), { freq: 4, nil: undefined }),
    })
    .map((c) => ({ id, owner: 'A', zone, types: ['action', 'attack'], ...c }));

/** A's non-attack actions: go again sometimes, played as though an instant sometimes (8.1.1d). */
const actionCard = (i: number, o: Shape) =>
  fc
    .record({ cost: fc.integer({ min: 0, max: 1 }), pitch: fc.integer({ min: 0, max: 2 }), goAgain: fc.boolean(), asInstant: fc.boolean(), effect: effectArb('A', o) })
    .map(({ goAgain, asInstant, ...c }) => ({
      id: `act${i}`,
      owner: 'A',
      zone: 'hand',
      types: ['action'],
      ...c,
      ...(goAgain ? { keywords: ['go again'] } : {}),
      ...(asInstant ? { asInstant } : {}),
    }));

/** B's hand: blockers (some big attack actions, for phantasm), with mirage and "when this defends" triggers sometimes. */
const blockCard = (i: number, o: Shape) =>
  fc
    .record({
      defense: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
      pitch: fc.integer({ min: 0, max: 3 }),
      kind: fc.constantFrom('action', 'instant', 'attack'),
      power: fc.integer({ min: 4, max: 8 }),
      mirage: fc.boolean(),
      triggers: fc.option(triggersArb('B', ['defend'], o), { freq: 3, nil: undefined }),
    })
    .map(({ kind, power, mirage, ...c }) => ({
      id: `b${i}`,
      owner: 'B',
      zone: 'hand',
      types: kind === 'attack' ? ['action', 'attack'] : [kind],
      cost: 0,
      ...c,
      ...(kind === 'attack' ? { power } : {}),
      ...(mirage ? { keywords: ['mirage'] } : {}),
    }));

/** Equipment: an after-defending keyword, a prevention keyword with its N, or both. */
const gearCard = (id: string, owner: string) =>
  fc
    .record({
      defense: fc.integer({ min: 0, max: 2 }),
      after: fc.option(fc.constantFrom(...AFTER_KW), { nil: null }),
      prevent: fc.option(fc.constantFrom(...PREVENT_KW), { nil: null }),
      n: fc.integer({ min: 1, max: 3 }),
    })
    .map(({ defense, after, prevent, n }) => ({
      id,
      owner,
      zone: 'equipment',
      types: ['equipment'],
      defense,
      keywords: [...(after ? [after] : []), ...(prevent ? [`${prevent} ${n}`] : [])],
    }));

/** B's arsenal: a defense reaction, or a blocker with ambush (8.3.28), or one without. */
const arsenalB = (o: Shape) =>
  fc
    .record({
      kind: fc.constantFrom('defense reaction', 'ambush', 'plain'),
      defense: fc.integer({ min: 0, max: 4 }),
      cost: fc.integer({ min: 0, max: 1 }),
      ambush: fc.boolean(),
      mirage: fc.boolean(),
      effect: fc.option(effectArb('B', o), { freq: 2, nil: undefined }),
    })
    .map(({ kind, defense, cost, ambush, mirage, effect }) => ({
      id: 'arsB',
      owner: 'B',
      zone: 'arsenal',
      types: kind === 'defense reaction' ? ['defense reaction'] : ['action'],
      defense,
      cost: kind === 'defense reaction' ? cost : 0,
      pitch: 1,
      keywords: [...(kind === 'ambush' || (kind === 'defense reaction' && ambush) ? ['ambush'] : []), ...(mirage ? ['mirage'] : [])],
      ...(kind === 'defense reaction' && effect ? { effect } : {}),
    }));

const tuple = <T,>(n: number, f: (i: number) => fc.Arbitrary<T>): fc.Arbitrary<T[]> => fc.tuple(...Array.from({ length: n }, (_, i) => f(i)));

const setupArb = fc
  .record({
    attacks: fc.integer({ min: 1, max: 4 }),
    actions: fc.integer({ min: 0, max: 2 }),
    blocks: fc.integer({ min: 0, max: 4 }),
    gear: fc.integer({ min: 0, max: 3 }),
    gearA: fc.boolean(),
    lifeB: fc.integer({ min: 3, max: 20 }),
    ap: fc.integer({ min: 1, max: 2 }),
    res: fc.integer({ min: 0, max: 2 }),
    resB: fc.integer({ min: 0, max: 2 }),
    weapon: fc.boolean(),
    attackLimit: fc.constantFrom(1, null),
    allyA: fc.boolean(),
    allyB: fc.boolean(),
    allyLife: fc.integer({ min: 1, max: 4 }),
    arsA: fc.boolean(),
    arsB: fc.boolean(),
    third: fc.boolean(),
    spectra: fc.boolean(),
    zapArcane: fc.boolean(),
  })
  .chain((o) =>
    fc
      .tuple(
        tuple(o.attacks, (i) => attackCard(`a${i}`, 'hand', o)),
        tuple(o.actions, (i) => actionCard(i, o)),
        tuple(o.blocks, (i) => blockCard(i, o)),
        tuple(o.gear, (i) => gearCard(`g${i}`, 'B')),
        o.gearA ? gearCard('gA', 'A').map((g) => [g]) : fc.constant([]),
        o.arsA ? attackCard('arsA', 'arsenal', o).map((c) => [c]) : fc.constant([]),
        o.arsB ? arsenalB(o).map((c) => [c]) : fc.constant([]),
        fc.option(effectArb('B', o), { nil: undefined }),
      )
      .map(([a, act, b, g, gA, arsA, arsB, reaction]) => ({
        players: [
          { id: 'A', life: 20, actionPoints: o.ap, resources: o.res },
          { id: 'B', life: o.lifeB, resources: o.resB },
          ...(o.third ? [{ id: 'C', life: 4, resources: 0 }] : []),
        ],
        active: 'A',
        cards: [
          ...a,
          ...act,
          ...b,
          ...g,
          ...gA,
          ...arsA,
          ...arsB,
          ...(o.weapon ? [{ id: 'sword', owner: 'A', zone: 'weapon', types: ['weapon'], power: 2, attackCost: 1, attackLimit: o.attackLimit }] : []),
          ...(o.allyA ? [{ id: 'allyA', owner: 'A', zone: 'arena', types: ['ally'], power: 2, life: o.allyLife }] : []),
          ...(o.allyB ? [{ id: 'allyB', owner: 'B', zone: 'arena', types: ['ally'], power: 1, defense: 1, life: o.allyLife }] : []),
          ...(o.spectra ? [{ id: 'ghost', owner: 'B', zone: 'arena', types: ['aura'], defense: 0, keywords: ['spectra'] }] : []),
          { id: 'rally', owner: 'A', zone: 'hand', types: ['instant'], cost: 0, pitch: 2, effect: { kind: 'goAgain', target: 'chainLink' } },
          { id: 'pump', owner: 'A', zone: 'hand', types: ['attack reaction'], cost: 0, effect: { kind: 'power', target: 'chainLink', amount: 2 } },
          { id: 'sink', owner: 'B', zone: 'hand', types: ['defense reaction'], defense: 3, cost: 0 },
          { id: 'sink2', owner: 'B', zone: 'hand', types: ['defense reaction'], defense: 2, cost: 1, pitch: 1, ...(reaction ? { effect: reaction } : {}) },
          { id: 'zap', owner: 'B', zone: 'hand', types: ['instant'], cost: 0, effect: { kind: 'damage', player: 'A', amount: 1, ...(o.zapArcane ? { arcane: true } : {}) } },
          // Down past 0 and up again with pump: additions before subtractions settle the value (6.3.3).
          { id: 'sap', owner: 'B', zone: 'hand', types: ['instant'], cost: 0, effect: { kind: 'power', target: 'chainLink', amount: -4 } },
        ],
      })),
  );

const load = (setup: unknown): FabState => loadSetup(fab, setup);

/** A small deterministic generator from a random number, for permutations and subsets. */
const rng = (seed: number) => {
  let x = (seed >>> 0) ^ 0x9e3779b9;
  return (): number => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x >>> 8;
  };
};

const shuffle = <T,>(list: readonly T[], n: number): T[] => {
  const next = rng(n);
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = next() % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
};

const randomEffect = (s: FabState, n: number): Effect => {
  const cards = s.order;
  const target = pick([...cards, 'chainLink'], n >> 3);
  const player = pick(s.turnOrder, n >> 5);
  const kinds: Effect[] = [
    { kind: 'power', target, amount: (n % 5) - 2 },
    { kind: 'defense', target, amount: (n % 3) - 1 },
    { kind: 'prevent', player, amount: n % 3 },
    { kind: 'goAgain', target },
    { kind: 'damage', player, amount: n % 4 },
    { kind: 'destroy', target },
  ];
  return pick(kinds, n);
};

/** A manual effect built from the prompt's own effect options: a kind, and a value for each field. */
const promptEffect = (p: Extract<FabPrompt, { kind: 'fab.priority' }>, n: number): Effect => {
  const next = rng(n);
  const option = pick(p.effects, next());
  const effect: Record<string, unknown> = { kind: option.kind };
  for (const f of option.fields) {
    if (f.type === 'target' || f.type === 'term') effect[f.name] = pick(f.options, next());
    else if (f.type === 'number') effect[f.name] = Math.min(f.max, Math.max(f.min, f.min < 0 ? (next() % 9) - 4 : next() % 4));
    else if (next() % 2 === 0) effect[f.name] = true;
  }
  return effect as Effect;
};

/** The cards to pitch so that `pool` covers `cost`, pitching only while short (1.14.3b); null if it cannot. */
const pitchFor = (cost: number, pool: number, pitchable: readonly { card: string; pitch: number }[], n: number): string[] | null => {
  const chosen: string[] = [];
  let have = pool;
  for (const c of shuffle(pitchable, n)) {
    if (have >= cost) break;
    chosen.push(c.card);
    have += c.pitch;
  }
  return have >= cost ? chosen : null;
};

type Choice = { readonly action: FabAction; readonly weight: number };

/**
 * Every option the prompt offers as an action (each must be accepted), a random one of each
 * combinatorial kind among them (a defend subset within the prompt's limits, a prevention subset,
 * a trigger order). Empty when nobody is to act.
 */
const promptOptions = (s: FabState, n: number): FabAction[] => {
  const p = fab.prompt(s);
  const next = rng(n * 7 + 3);
  switch (p.kind) {
    case 'fab.priority': {
      const out: FabAction[] = [{ type: 'pass', by: p.player }, { type: 'advance', by: p.player }];
      for (const a of p.attacks) for (const target of a.targets) out.push({ type: 'attack', by: p.player, card: a.card, target, pitch: a.pitch });
      for (const o of p.plays) out.push({ type: 'play', by: p.player, card: o.card, pitch: o.pitch });
      out.push({ type: 'effect', by: p.player, effect: promptEffect(p, next()) });
      return out;
    }
    case 'fab.defend': {
      // The prompt's own limits: at most maxFromHand cards from hand (dominate), maxActionCards action cards (overpower).
      const out: FabAction[] = [{ type: 'defend', by: p.player, cards: [] }];
      for (const c of p.candidates) out.push({ type: 'defend', by: p.player, cards: [c] });
      let fromHand = 0;
      let actions = 0;
      const subset: string[] = [];
      for (const c of shuffle(p.cards, next())) {
        if (next() % 2 === 0) continue;
        const hand = c.zone === 'hand' ? 1 : 0;
        const action = s.cards[c.card]?.types.includes('action') ? 1 : 0;
        if (p.maxFromHand !== null && fromHand + hand > p.maxFromHand) continue;
        if (p.maxActionCards !== null && actions + action > p.maxActionCards) continue;
        fromHand += hand;
        actions += action;
        subset.push(c.card);
      }
      if (subset.length > 1) out.push({ type: 'defend', by: p.player, cards: subset });
      return out;
    }
    case 'fab.order': {
      const ids = p.triggers.map((t) => t.id);
      return [
        { type: 'order', by: p.player, triggers: shuffle(ids, next()) },
        { type: 'order', by: p.player, triggers: ids },
      ];
    }
    case 'fab.prevent': {
      const optional = p.options.filter((o) => !o.forced);
      const use = (chosen: typeof optional, m: number): FabAction | null => {
        const cost = chosen.reduce((sum, o) => sum + o.cost, 0);
        const pitch = pitchFor(cost, p.pool, p.pitchable, m);
        if (pitch === null) return null;
        const u = chosen.map((o) => ({ card: o.card, keyword: o.keyword }));
        return pitch.length > 0 ? { type: 'prevent', by: p.player, use: u, pitch } : { type: 'prevent', by: p.player, use: u };
      };
      const out: FabAction[] = [{ type: 'prevent', by: p.player, use: [] }];
      for (const o of optional) {
        const a = use([o], next());
        if (a) out.push(a);
      }
      const subset = use(
        optional.filter(() => next() % 2 === 0),
        next(),
      );
      if (subset) out.push(subset);
      return out;
    }
    case 'fab.judge':
      return p.options.map((ruling) => ({ type: 'judge', question: p.question, ruling }));
    case 'fab.phaseEnded':
    case 'fab.gameOver':
      return [];
  }
};

/** The option the walk takes: mostly moves other than a bare pass, and an effect now and then. */
const choose = (options: readonly FabAction[], n: number): FabAction | undefined => {
  const weighted: Choice[] = options.map((action) => ({ action, weight: action.type === 'effect' ? 1 : action.type === 'pass' || action.type === 'advance' ? 3 : 4 }));
  const total = weighted.reduce((sum, c) => sum + c.weight, 0);
  let x = ((n % total) + total) % total;
  for (const c of weighted) {
    if (x < c.weight) return c.action;
    x -= c.weight;
  }
  return options[0];
};

const randomAction = (s: FabState, n: number): FabAction => {
  const by = pick(s.turnOrder, n);
  const card = pick(s.order, n >> 1);
  const kinds: FabAction[] = [
    { type: 'pass', by },
    { type: 'attack', by, card, target: pick([...s.turnOrder, card], n >> 2) },
    { type: 'defend', by, cards: [card, pick(s.order, n >> 3)] },
    { type: 'play', by, card },
    { type: 'effect', by, effect: randomEffect(s, n) },
    { type: 'order', by, triggers: [`L${n % 9}`, `L${(n >> 4) % 9}`] },
    { type: 'prevent', by, use: [{ card, keyword: pick(['arcane barrier', 'spellvoid', 'ward', 'quell'] as const, n >> 5) }], pitch: n % 3 === 0 ? [pick(s.order, n >> 6)] : [] },
    { type: 'judge', question: pick([s.judge?.question ?? 'mirage', 'other'], n >> 2), ruling: pick([...(s.judge?.options ?? ['destroyNow']), 'x'], n >> 3) },
  ];
  return pick(kinds, n >> 4);
};

// ---------------------------------------------------------------------------------------------
// Invariants. Plain checks (not expect) on the hot path: each option's result is checked too.

const fail = (message: string): never => {
  throw new Error(message);
};
const check = (ok: boolean, message: () => string): void => {
  if (!ok) fail(message());
};

/**
 * Each card is in exactly one zone, and its zone agrees with where the state puts it: on the stack
 * exactly when a card layer holds it, on the chain only as an attack or a defending card of the
 * open chain, in an arsenal only where it started (nothing puts a card there) and one per player.
 */
const checkZones = (start: FabState, s: FabState): void => {
  const stackCount = new Map<string, number>();
  for (const l of s.stack) {
    check(l.card === null || s.cards[l.card] !== undefined, () => `layer ${l.id} names no card ${l.card}`);
    if (l.kind === 'trigger' || l.proxy || l.card === null) continue;
    stackCount.set(l.card, (stackCount.get(l.card) ?? 0) + 1);
  }
  // An action whose damage waits for a prevention decision is still resolving: its card stays on the stack.
  const resolving = s.pending?.kind === 'prevent' ? s.pending.damage.rest : undefined;
  if (resolving && resolving.card !== null) stackCount.set(resolving.card, (stackCount.get(resolving.card) ?? 0) + 1);
  const defending = new Map<string, number>();
  for (const l of s.chain) for (const d of l.defenders) defending.set(d.card, (defending.get(d.card) ?? 0) + 1);
  const onChain = new Set(s.chainOpen ? s.chain.flatMap((l) => (l.attackGone ? [] : [l.attack])).concat([...defending.keys()]) : []);
  const arsenal = new Map<string, number>();
  check(Object.keys(s.cards).length === s.order.length, () => 'cards and order differ');
  for (const id of s.order) {
    const c = s.cards[id];
    if (!c) return fail(`no card ${id}`);
    check(c.id === id, () => `card ${id} has id ${c.id}`);
    const stacked = stackCount.get(id) ?? 0;
    check((c.zone === 'stack') === stacked > 0 && stacked <= 1, () => `${id} in zone ${c.zone}, on the stack ${stacked} times`);
    check(!s.chainOpen || (defending.get(id) ?? 0) <= 1, () => `${id} defends on ${defending.get(id)} links`);
    check(c.zone !== 'chain' || onChain.has(id), () => `${id} in the chain zone but on no link`);
    if (c.zone === 'arsenal') {
      check(start.cards[id]?.zone === 'arsenal', () => `${id} moved into the arsenal`);
      arsenal.set(c.owner, (arsenal.get(c.owner) ?? 0) + 1);
    }
    // Permanents stay where they belong, on the chain, or in the graveyard.
    const home = c.types.includes('weapon') ? 'weapon' : c.types.includes('ally') ? 'arena' : c.types.includes('equipment') ? 'equipment' : null;
    check(home === null || c.zone === home || c.zone === 'chain' || c.zone === 'graveyard', () => `${id} in ${c.zone}`);
  }
  // The arsenal holds one card (3.3).
  for (const [owner, count] of arsenal) check(count <= 1, () => `${owner} has ${count} cards in arsenal`);
  for (const id of onChain) {
    const zone = s.cards[id]?.zone;
    // A card left the chain only by being destroyed (graveyard).
    check(zone === 'chain' || zone === 'graveyard', () => `${id} left the chain for ${zone}`);
  }
  if (!s.chainOpen) check(s.order.every((id) => s.cards[id]?.zone !== 'chain'), () => 'a card on the chain while it is closed');
};

/** Allies: life never below 0, and one at 0 is gone from the arena and the chain once the transition is over (1.10.2b). */
const checkAllies = (s: FabState): void => {
  for (const id of s.order) {
    const c = s.cards[id];
    if (!c || c.life === null) continue;
    check(c.life >= 0, () => `${id} at ${c.life} life`);
    check(c.life > 0 || (c.zone !== 'arena' && c.zone !== 'chain'), () => `${id} at 0 life left in ${c.zone}`);
  }
};

/** The summary and the view agree with the state (scenario `expect` blocks and the board read them). */
const checkViews = (s: FabState): void => {
  const sum = fab.summary(s);
  const view = fab.view(s);
  for (const p of s.turnOrder) {
    check(sum.life[p] === s.players[p]?.life, () => `summary life of ${p}`);
    check((sum.arsenal[p] ?? []).length <= 1, () => `summary arsenal of ${p}: ${sum.arsenal[p]}`);
  }
  for (const id of s.order) {
    const c = s.cards[id];
    const v = view.cards[id];
    if (!c || !v) return fail(`view lacks ${id}`);
    check(v.zone === c.zone && v.life === c.life, () => `view of ${id}`);
    if (c.life !== null) check(sum.allyLife[id] === c.life, () => `summary allyLife of ${id}`);
  }
  check(view.chain.length === s.chain.length, () => 'view chain length');
};

/** The whole state at rest: zones, allies, the procedure's fields, counters and durations. */
const checkState = (start: FabState, s: FabState): void => {
  checkZones(start, s);
  checkAllies(s);
  for (const p of s.turnOrder) {
    const pl = s.players[p];
    if (!pl) return fail(`no player ${p}`);
    check(pl.life >= 0 && pl.actionPoints >= 0 && pl.resources >= 0 && pl.prevention >= 0, () => `${p}: ${JSON.stringify(pl)}`);
    // The state checks ran before anyone got priority: a hero at 0 life has lost (2.5.3f).
    check(s.priority === null || s.gameOver || pl.life > 0 || pl.lost, () => `${p} at 0 life has not lost, ${s.priority?.holder} has priority`);
  }
  if (s.priority !== null) {
    check(s.pending === null && s.judge === null && !s.gameOver && !s.ended, () => 'priority held while play waits');
    check(!s.players[s.priority.holder]?.lost, () => `${s.priority?.holder} lost but holds priority`);
    // Triggers go on the stack before anyone gets priority (1.10.2).
    check(s.triggered.length === 0, () => `priority given with ${s.triggered.length} triggers waiting`);
  }
  if (s.pending !== null) check(!s.players[s.pending.player]?.lost, () => `${s.pending?.player} lost but has a decision`);
  const ids = [...s.stack, ...s.triggered].map((l) => l.id);
  check(new Set(ids).size === ids.length, () => `layer ids repeat: ${ids.join(' ')}`);
  if (s.pending?.kind === 'order') {
    const pending = s.pending;
    check(pending.triggers.length >= 2, () => 'an order asked for fewer than two triggers');
    check(
      pending.triggers.every((l) => l.controller === pending.player && s.triggered.some((t) => t.id === l.id)),
      () => 'an order asked for triggers not waiting or not the player\'s',
    );
  }
  if (s.pending?.kind === 'prevent') check(s.pending.damage.amount > 0 && s.players[s.pending.damage.player] !== undefined, () => 'a prevention decision with no damage to a hero');
  // Every link but the active one has resolved: a new attack comes only in the resolution step (7.6.3).
  if (s.chainOpen) check(s.chain.slice(0, -1).every((l) => l.resolved), () => 'an unresolved past link');
  for (const l of s.chain) check(!l.hit || l.damage > 0, () => `link ${l.attack} hit for ${l.damage}`);
  for (const id of s.order) {
    const c = s.cards[id];
    if (!c) continue;
    // Attacks a turn within the limit, with what effects added (5.2.1a, 5.2.3c).
    if (c.attackLimit !== null) check(c.attacksThisTurn <= c.attackLimit + c.extraAttacks, () => `${id} attacked ${c.attacksThisTurn} times`);
    for (const m of c.mods) {
      // Effects for this chain link end as the next link is made, those for the combat chain as it closes (7.0.3d, 7.7.7).
      if (m.until === 'chainLink') check(s.chainOpen && m.link === s.chain.length, () => `${id}: a chain-link effect of link ${m.link} outlived it`);
      if (m.until === 'combatChain') check(s.chainOpen, () => `${id}: a combat-chain effect outlived the chain`);
    }
  }
};

/** Ids an event names: cards moved are always named by some event of the transition that moved them. */
const named = (e: FabEvent, into: Set<string>): void => {
  const x = e as unknown as Record<string, unknown>;
  for (const k of ['card', 'attack', 'player', 'target'] as const) if (typeof x[k] === 'string') into.add(x[k] as string);
  if (Array.isArray(x.cards)) for (const c of x.cards as string[]) into.add(c);
};

const sumOf = (events: readonly FabEvent[], type: FabEvent['type'], player: string): number =>
  events.reduce((sum, e) => (e.type === type && 'player' in e && e.player === player && 'amount' in e ? sum + (e.amount as number) : sum), 0);
const countOf = (events: readonly FabEvent[], type: FabEvent['type'], player: string): number =>
  events.filter((e) => e.type === type && 'player' in e && e.player === player).length;

/** What fires a card's manual triggers, and which card each event names (7.2.4, 7.0.5a, 7.5.5). */
const FIRES: Partial<Record<FabEvent['type'], { when: string; card: (e: FabEvent) => string }>> = {
  attacked: { when: 'attack', card: (e) => (e as Extract<FabEvent, { type: 'attacked' }>).attack },
  hit: { when: 'hit', card: (e) => (e as Extract<FabEvent, { type: 'hit' }>).attack },
  defended: { when: 'defend', card: (e) => (e as Extract<FabEvent, { type: 'defended' }>).card },
};

/** Keywords a hero may choose to use against damage, and whether only against arcane damage (8.3.8, 8.3.15, 8.3.19). */
const OPTIONAL_PREVENTION: Readonly<Record<string, boolean>> = { 'arcane barrier': true, spellvoid: true, quell: false };
const PREVENTION_ZONES: readonly string[] = ['equipment', 'arena', 'chain'];

/** A card with which `player` may choose to prevent this damage in `s`, as "card keyword", or null. */
const optionalPrevention = (s: FabState, player: string, arcane: boolean): string | null => {
  for (const id of s.order) {
    const c = s.cards[id];
    if (!c || c.owner !== player || !PREVENTION_ZONES.includes(c.zone)) continue;
    const k = c.keywords.find((x) => x in OPTIONAL_PREVENTION && (arcane || !OPTIONAL_PREVENTION[x]));
    if (k) return `${id} ${k}`;
  }
  return null;
};

/**
 * Damage to a hero with a prevention keyword they may use goes through their decision (6.4.10):
 * none is dealt behind their back. A decision accounts for the whole damage: what each card
 * prevented plus what is dealt, and the resources the chosen keywords cost.
 */
const checkPrevention = (before: FabState, after: FabState, events: readonly FabEvent[], action: FabAction): void => {
  const decided = action.type === 'prevent' && before.pending?.kind === 'prevent' ? before.pending.damage : null;
  let skip = decided?.player ?? null;
  for (const e of events) {
    if (e.type !== 'damageDealt' || !after.players[e.player]) continue;
    if (e.player === skip) {
      skip = null;
      continue;
    }
    const had = optionalPrevention(before, e.player, e.arcane);
    check(had === null || had !== optionalPrevention(after, e.player, e.arcane), () => `${e.amount} ${e.arcane ? 'arcane ' : ''}damage dealt to ${e.player} from ${e.source} with no decision, though ${had} could prevent it`);
  }
  // Ward needs no decision: it applies to damage to its hero by itself, and is destroyed doing so (8.3.20).
  for (const e of events) {
    if (e.type !== 'damageDealt' || !after.players[e.player]) continue;
    const ward = before.order.find((id) => {
      const [b, a] = [before.cards[id], after.cards[id]];
      return b && a && b.owner === e.player && b.keywords.includes('ward') && PREVENTION_ZONES.includes(b.zone) && a.zone === b.zone;
    });
    check(ward === undefined, () => `${e.amount} damage dealt to ${e.player} while ${ward}'s ward stayed`);
  }
  if (!decided || action.type !== 'prevent') return;
  const p = decided.player;
  let prevented = 0;
  let dealt = 0;
  for (const e of events) {
    if (prevented >= decided.amount) break;
    if (e.type === 'preventedBy' && e.player === p) prevented += e.amount;
    else if (e.type === 'damageDealt' && e.player === p) {
      dealt = e.amount;
      break;
    }
  }
  check(prevented + dealt === decided.amount, () => `${decided.amount} damage to ${p}: ${prevented} prevented, ${dealt} dealt`);
  const prompt = fab.prompt(before);
  if (prompt.kind !== 'fab.prevent') return fail('a prevention decision without its prompt');
  const cost = action.use.reduce((sum, u) => sum + (prompt.options.find((o) => o.card === u.card && o.keyword === u.keyword)?.cost ?? 0), 0);
  const paid = events.find((e) => e.type === 'costPaid' && e.player === p);
  check(cost === 0 || (paid !== undefined && 'amount' in paid && paid.amount === cost), () => `prevention costing ${cost} paid ${JSON.stringify(paid)}`);
};

/**
 * Game state actions come between layers and before priority (1.10.2, 7.7.4): once a hero is at 0
 * life or an ally has no life left, no further layer resolves and nobody gets priority before the
 * hero loses (2.5.3f) or the ally dies (1.10.2b).
 */
const checkStateActions = (before: FabState, events: readonly FabEvent[]): void => {
  const due = new Map<string, string>(); // hero or ally -> the event that left it at 0
  const allyLife = new Map<string, number>();
  for (const id of before.order) {
    const c = before.cards[id];
    if (c && c.life !== null && (c.zone === 'arena' || c.zone === 'chain')) allyLife.set(id, c.life);
  }
  for (const [i, e] of events.entries()) {
    if (e.type === 'lifeChanged' && e.life <= 0 && !before.players[e.player]?.lost) due.set(e.player, `event ${i} lifeChanged`);
    if (e.type === 'damageDealt' && allyLife.has(e.player)) {
      const life = Math.max(0, (allyLife.get(e.player) ?? 0) - e.amount);
      allyLife.set(e.player, life);
      if (life === 0) due.set(e.player, `event ${i} damageDealt`);
    }
    if (e.type === 'playerLost') due.delete(e.player);
    if (e.type === 'allyDied') {
      due.delete(e.card);
      allyLife.delete(e.card);
    }
    if (e.type === 'layerResolved' || e.type === 'priorityGiven') {
      check(due.size === 0, () => `${e.type} (event ${i}) while ${[...due].map(([who, at]) => `${who} at 0 since ${at}`).join(', ')} awaits the game state actions`);
    }
  }
};

const turnMods = (c: FabState['cards'][string] | undefined): number => c?.mods.filter((m) => m.until === 'turn').length ?? 0;

/**
 * One transition, from its events: every card that moved is named; resources, action points and
 * prevention change exactly as the events say; the triggers of what happened fired.
 */
const checkTransition = (before: FabState, after: FabState, events: readonly FabEvent[], action: FabAction): void => {
  const ids = new Set<string>();
  for (const e of events) named(e, ids);
  for (const id of after.order) {
    const from = before.cards[id]?.zone;
    const to = after.cards[id]?.zone;
    check(from === to || ids.has(id), () => `${id} moved ${from} -> ${to} with no event naming it`);
  }
  for (const p of after.turnOrder) {
    const b = before.players[p];
    const a = after.players[p];
    if (!a || !b) continue;
    const res = sumOf(events, 'cardPitched', p) - sumOf(events, 'costPaid', p);
    check(a.resources - b.resources === res, () => `${p} resources ${b.resources} -> ${a.resources}, events say ${res}`);
    const ap = countOf(events, 'actionPointGained', p) - countOf(events, 'actionPointSpent', p);
    check(a.actionPoints - b.actionPoints === ap, () => `${p} action points ${b.actionPoints} -> ${a.actionPoints}, events say ${ap}`);
    const shield = sumOf(events, 'shieldCreated', p) - sumOf(events, 'damagePrevented', p);
    check(a.prevention - b.prevention === shield, () => `${p} prevention ${b.prevention} -> ${a.prevention}, events say ${shield}`);
  }
  const fired = new Map<string, number>();
  for (const e of events) if (e.type === 'triggered' && e.card !== null) fired.set(e.card, (fired.get(e.card) ?? 0) + 1);
  const owed = new Map<string, number>();
  for (const e of events) {
    const f = FIRES[e.type];
    if (!f) continue;
    const id = f.card(e);
    const n = (after.cards[id] ?? before.cards[id])?.triggers.filter((t) => t.when === f.when).length ?? 0;
    if (n > 0) owed.set(id, (owed.get(id) ?? 0) + n);
  }
  for (const [id, n] of owed) check((fired.get(id) ?? 0) >= n, () => `${id}: ${n} triggers owed, ${fired.get(id) ?? 0} fired`);
  checkPrevention(before, after, events, action);
  checkStateActions(before, events);
  // Damage to an ally still in play (the arena, or attacking on the chain: 7.0.3f) is dealt, not lost.
  for (const e of events) {
    if (e.type !== 'effectFailed') continue;
    const layer = [...before.stack, ...before.triggered].find((l) => l.id === e.layer);
    const c = layer?.effect?.kind === 'damage' ? before.cards[layer.effect.player] : undefined;
    check(!c || c.life === null || c.life <= 0 || (c.zone !== 'arena' && c.zone !== 'chain'), () => `damage to ${c?.id} (${c?.zone}, life ${c?.life}) failed`);
  }
  // The chosen order: the first named goes on the stack first, the last on top (1.10.2d).
  if (action.type === 'order' && before.pending?.kind === 'order') {
    const at = action.triggers.map((id) => after.stack.findIndex((l) => l.id === id));
    if (at.every((i) => i >= 0)) check(at.every((i, k) => k === 0 || i > (at[k - 1] as number)), () => `order ${action.triggers.join(' ')} stacked at ${at.join(' ')}`);
  }
  // Each prevention keyword prevents at most its N (8.3.8, 8.3.15, 8.3.19, 8.3.20).
  for (const e of events) {
    if (e.type !== 'preventedBy') continue;
    const n = before.cards[e.card]?.n[e.keyword];
    check(n !== undefined && e.amount >= 0 && e.amount <= n, () => `${e.card} ${e.keyword} prevented ${e.amount} (N ${n})`);
  }
  // "This turn" outlives the chain (7.7.7 ends only chain-link and combat-chain effects).
  for (const e of events) if (e.type === 'effectsEnded') check(e.until !== 'turn', () => `effectsEnded ${JSON.stringify(e)}`);
  for (const id of after.order) check(turnMods(after.cards[id]) >= turnMods(before.cards[id]), () => `${id} lost a change made for the turn`);
  // New layer ids come in order; a trigger is added to the stack under the id it got as it triggered.
  const known = new Set([...before.stack, ...before.triggered].map((l) => l.id));
  let last = before.nextLayer - 1;
  for (const e of events) {
    if ((e.type !== 'triggered' && e.type !== 'layerAdded') || known.has(e.layer)) continue;
    const n = Number(e.layer.slice(1));
    check(n === last + 1 && (e.type === 'triggered' || e.card === null || after.cards[e.card] !== undefined), () => `layer ${e.layer} after L${last}`);
    known.add(e.layer);
    last = n;
  }
  check(after.nextLayer === last + 1, () => `next layer L${after.nextLayer} after L${last}`);
};

/** Runs the checks of a transition, naming the actions that led there and the action in a failure. */
const after = (trace: readonly FabAction[], action: FabAction, checks: () => void): void => {
  try {
    checks();
  } catch (e) {
    throw new Error(`after ${JSON.stringify(trace)} then ${JSON.stringify(action)}: ${(e as Error).message}`, { cause: e });
  }
};

/** Whether the prompt offers this action (an accepted move the prompt does not show is one the UI cannot make). */
const offered = (p: FabPrompt, a: FabAction): boolean => {
  switch (a.type) {
    case 'pass':
    case 'advance':
    case 'effect':
      return p.kind === 'fab.priority' && (a.type === 'advance' || p.player === a.by);
    case 'attack':
      return p.kind === 'fab.priority' && p.player === a.by && p.attacks.some((o) => o.card === a.card && o.targets.includes(a.target));
    case 'play':
      return p.kind === 'fab.priority' && p.player === a.by && p.plays.some((o) => o.card === a.card);
    case 'defend':
      return p.kind === 'fab.defend' && p.player === a.by && a.cards.every((c) => p.candidates.includes(c));
    case 'order':
      return p.kind === 'fab.order' && p.player === a.by && a.triggers.length === p.triggers.length && p.triggers.every((t) => a.triggers.includes(t.id));
    case 'prevent':
      return p.kind === 'fab.prevent' && p.player === a.by && a.use.every((u) => p.options.some((o) => !o.forced && o.card === u.card && o.keyword === u.keyword));
    case 'judge':
      return p.kind === 'fab.judge' && p.question === a.question && p.options.includes(a.ruling);
  }
};

const damageTaken = (events: readonly FabEvent[], player: string): number =>
  events.reduce((sum, e) => (e.type === 'damageDealt' && e.player === player ? sum + e.amount : sum), 0);
const lifeLogged = (events: readonly FabEvent[], player: string): number =>
  events.reduce((sum, e) => (e.type === 'lifeChanged' && e.player === player ? sum + e.amount : sum), 0);

/** Every prompt cites a rule the module knows; its options cite known rules too. */
const checkPrompt = (p: FabPrompt): void => {
  expect(fab.vocabulary.prompts).toContain(p.kind);
  expect(fab.rules).toContain(p.rule.id);
  if (p.kind === 'fab.priority') for (const o of p.plays) if (o.rule) expect(fab.rules).toContain(o.rule.id);
  if (p.kind === 'fab.prevent') for (const o of p.options) expect(fab.rules).toContain(o.rule.id);
};

describe('FaB random walks', () => {
  const seen = new Set<string>();
  const counts = new Map<string, number>();
  const errorParams = new Map<string, Readonly<Record<string, unknown>>>();
  it('prompt options are legal; zones, life and JSON round trips hold; refusals change nothing', () => {
    fc.assert(
      fc.property(setupArb, fc.array(fc.nat(), { minLength: 10, maxLength: 120, size: 'max' }), (setup, choices) => {
        const start = load(setup);
        let s = start;
        const trace: FabAction[] = [];
        const events: FabEvent[] = [];
        checkState(start, s);
        for (const n of choices) {
          // A random action: refused ones must leave the state as it was.
          const before = JSON.stringify(s);
          const random = randomAction(s, n * 31 + 7);
          const rnd = { ...fab.apply(s, random), action: random };
          if (!rnd.ok) {
            expect(JSON.stringify(s)).toBe(before);
            expect(rnd.error.rule.game).toBe('fab');
            expect(fab.rules).toContain(rnd.error.rule.id);
            expect(fab.vocabulary.errors).toContain(rnd.error.code);
            if (!errorParams.has(rnd.error.code)) errorParams.set(rnd.error.code, rnd.error.params ?? {});
          } else {
            // Accepted: it must be one of the prompt's options, and leave a sound state.
            check(offered(fab.prompt(s), rnd.action), () => `accepted but not offered: ${JSON.stringify(rnd.action)}`);
            after(trace, rnd.action, () => {
              checkState(start, rnd.value.state);
              checkTransition(s, rnd.value.state, rnd.value.events, rnd.action);
            });
          }
          const prompt = fab.prompt(s);
          seen.add(prompt.kind);
          checkPrompt(prompt);
          const options = promptOptions(s, n);
          if (options.length === 0) break;
          // Every option the prompt offers is accepted, and leaves a sound state.
          for (const o of options) {
            const res = fab.apply(s, o);
            if (!res.ok) throw new Error(`an offered ${o.type} was refused: ${res.error.code} (${res.error.rule.id}) ${JSON.stringify(o)}`);
            after(trace, o, () => {
              checkState(start, res.value.state);
              checkTransition(s, res.value.state, res.value.events, o);
            });
          }
          expect(JSON.stringify(s)).toBe(before);
          const action = choose(options, n) as FabAction;
          const res = fab.apply(s, action);
          if (!res.ok) throw new Error(`a legal ${action.type} was refused: ${res.error.code}`);
          // The same action on a JSON copy gives the same result.
          const copy = JSON.parse(before) as FabState;
          expect(copy).toEqual(s);
          const again = fab.apply(copy, action);
          expect(again.ok && again.value.state).toEqual(res.value.state);
          expect(again.ok && again.value.events).toEqual(res.value.events);
          s = res.value.state;
          events.push(...res.value.events);
          for (const e of res.value.events) {
            seen.add(e.type);
            if (process.env.FAB_SEEN) counts.set(e.type, (counts.get(e.type) ?? 0) + 1);
            if (e.type === 'damageDealt' && e.arcane) seen.add('damageDealt:arcane');
            if (e.type === 'damageDealt' && start.cards[e.player]) seen.add('damageDealt:ally');
            if (e.type === 'attacked' && start.cards[e.attack]?.zone === 'arsenal') seen.add('attacked:fromArsenal');
            if (e.type === 'attacked' && start.cards[e.attack]?.types.includes('ally')) seen.add('attacked:byAlly');
            if (e.type === 'defended' && start.cards[e.card]?.zone === 'arsenal') seen.add('defended:fromArsenal');
            if (e.type === 'actionPointGained' && e.rule.id === '8.3.5a') seen.add('actionPointGained:action');
            if (e.type === 'effectsEnded') seen.add(`effectsEnded:${e.until}`);
            expect(fab.vocabulary.events).toContain(e.type);
            expect(fab.rules).toContain(e.rule.id);
          }
          if (action.type === 'prevent' && action.pitch) seen.add('prevent:pitch');
          after(trace, action, () => {
            checkState(start, s);
            checkViews(s);
            checkTransition(JSON.parse(before) as FabState, s, res.value.events, action);
          });
          trace.push(action);
          for (const p of s.turnOrder) {
            const delta = (s.players[p]?.life ?? 0) - (start.players[p]?.life ?? 0);
            expect(delta).toBe(lifeLogged(events, p));
            // Damage lowers life, which never goes below 0 (2.5.3e).
            expect(s.players[p]?.life).toBe(Math.max(0, (start.players[p]?.life ?? 0) - damageTaken(events, p)));
          }
          for (const id of s.order) {
            const life = start.cards[id]?.life;
            if (life === null || life === undefined) continue;
            expect(s.cards[id]?.life, `${id} life`).toBe(Math.max(0, life - damageTaken(events, id)));
          }
        }
        checkPrompt(fab.prompt(s));
      }),
      // A failure shrinks for at most the time limit (each shrink replays a whole walk); a passing run takes a few seconds.
      { numRuns: 150, seed: Number(process.env.FAB_SEED ?? 20261123), interruptAfterTimeLimit: 40_000 },
    );
    // The walks must reach the whole procedure, or the checks above prove little.
    const reached = [
      'hit',
      'defended',
      'linkBecamePast',
      'actionPointGained',
      'chainClosed',
      'playerLost',
      'returned',
      'spectraDestroyed',
      'goAgainGranted',
      'triggered',
      'triggersOrdered',
      'preventedBy',
      'damagePrevented',
      'allyDied',
      'effectsEnded',
      'keywordGranted',
      'extraAttackGranted',
      'bladeBreak',
      'defenseCounter',
      'judgeAsked',
      'judgeRuled',
      'fab.order',
      'fab.prevent',
      'fab.judge',
      'damageDealt:arcane',
      'damageDealt:ally',
      'attacked:fromArsenal',
      'attacked:byAlly',
      'defended:fromArsenal',
      'actionPointGained:action',
      'prevent:pitch',
    ];
    if (process.env.FAB_SEEN) console.log(JSON.stringify([...counts]));
    if (process.env.FAB_SEEN) console.log([...seen].toSorted().join(' '), '\nMISSING', reached.filter((t) => !seen.has(t)).join(' '));
    for (const t of reached) expect(seen, t).toContain(t);
    // Error texts may only name parameters the refusals carry.
    const en = JSON.parse(readFileSync(new URL('../../../locales/en/fab.json', import.meta.url), 'utf8')) as Record<string, string>;
    expect(errorParams.size).toBeGreaterThan(8);
    for (const [code, params] of errorParams) {
      for (const m of (en[`error.${code}`] ?? '').matchAll(/\{\{(\w+)\}\}/g)) expect(params, `error.${code}`).toHaveProperty(m[1] as string);
    }
  }, 60_000);
});
