/**
 * Property tests for the Phantom Magic Vision module: random walks over the options that
 * prompt(state) offers (attacks, defences, plays with and without `defend`, manual effects, pass,
 * advance, the graze offer, the judge's options), mixed with random actions that may be illegal,
 * from random boards. At every step:
 *
 * - apply never throws, and an option the prompt offers is never refused;
 * - every card is in exactly one zone (a card being played is in none of the summary's lists and
 *   is in the 干渉 as a play), and cards move only the ways the rules move them;
 * - each player's life changes by exactly the logged damage dealt to them, 貫通, life lost and
 *   life gained;
 * - nodes and deck: a graze moves deck cards to sleeping nodes; a cost turns active nodes to sleep
 *   and discards sleeping ones, as the cost events say, and nothing else changes them;
 * - no character on the field is left 決死 (its damage below its 耐久力, its 耐久力 above 0), no
 *   combat damage outlives its combat, and nobody holds priority at 0 life or less;
 * - a refused action hands back the very same state object, untouched, and cites a rule of the module;
 * - a JSON copy of the state behaves the same;
 * - every event, prompt and error carries a rule the module declares;
 * - at the end, replaying the accepted actions from the loaded state gives a deep-equal state.
 *
 * The seed is fixed so CI is deterministic; set FC_SEED (and FC_RUNS) to explore.
 */
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadSetup, pick } from '../../engine/testing/walks.ts';
import { play } from '../../engine/referee.ts';
import type { EffectField } from '../../engine/types.ts';
import { pmv } from './index.ts';
import { attackOf, damageOf, toughnessOf } from './state.ts';
import type { Effect, PmvAction, PmvEvent, PmvState, Tactic } from './types.ts';

const SEED = Number(process.env.FC_SEED ?? 20261125);
const RUNS = Number(process.env.FC_RUNS ?? 300);
const MAX_STEPS = 60;

// ---------------------------------------------------------------------------------------------
// Random boards

type Card = Record<string, unknown> & { id: string; owner: string; zone: string; type: string };

const A_FIELD = ['a0', 'a1', 'a2'];
const B_FIELD = ['b0', 'b1', 'b2'];
const A_HAND = ['ah0', 'ah1', 'ah2'];
const B_HAND = ['bh0', 'bh1', 'bh2'];
const TARGETS = [...A_FIELD, ...B_FIELD, ...A_HAND, ...B_HAND, 'gone', 'A', 'B'];
const CARD_TARGETS = TARGETS.filter((t) => t !== 'A' && t !== 'B');
const TACTIC_LIST: readonly Tactic[] = ['先制', '貫通', '隠密', '奇襲', '速攻'];
const RACES = ['人間', '妖怪', '妖精'];

const effectArb: fc.Arbitrary<Effect> = fc.oneof(
  fc.record({ kind: fc.constant('damage' as const), target: fc.constantFrom(...TARGETS), amount: fc.integer({ min: 0, max: 5 }) }),
  fc.record({ kind: fc.constant('modify' as const), target: fc.constantFrom(...CARD_TARGETS), attack: fc.integer({ min: -3, max: 3 }), toughness: fc.integer({ min: -3, max: 3 }) }),
  fc.record({ kind: fc.constant('kesshi' as const), target: fc.constantFrom(...CARD_TARGETS) }),
  fc.record({ kind: fc.constant('sleep' as const), target: fc.constantFrom(...CARD_TARGETS) }),
  fc.record({ kind: fc.constant('active' as const), target: fc.constantFrom(...CARD_TARGETS) }),
  fc.record({ kind: fc.constant('life' as const), player: fc.constantFrom('A', 'B'), amount: fc.integer({ min: -4, max: 3 }) }),
  fc.constant({ kind: 'none' as const }),
);

const characterArb = fc.record({
  attack: fc.integer({ min: 0, max: 6 }),
  toughness: fc.integer({ min: 1, max: 6 }),
  graze: fc.integer({ min: 0, max: 3 }),
  races: fc.subarray(RACES, { maxLength: 2 }),
  tactics: fc.subarray([...TACTIC_LIST]),
  kesshiImmune: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
});

const fieldArb = (id: string, owner: string) =>
  fc
    .record({ present: fc.integer({ min: 0, max: 4 }).map((n) => n > 0), c: characterArb, sleep: fc.integer({ min: 0, max: 4 }).map((n) => n === 0), damage: fc.integer({ min: 0, max: 2 }) })
    .map((o): Card | null => {
      if (!o.present) return null;
      // Effect damage already on a character stays below its 耐久力 (a setup cannot start 決死).
      const damage = Math.min(o.damage, o.c.toughness - 1);
      return { id, owner, zone: 'field', type: 'character', ...o.c, sleep: o.sleep, damage };
    });

const handArb = (id: string, owner: string) =>
  fc
    .record({ present: fc.boolean(), command: fc.boolean(), c: characterArb, effect: effectArb, node: fc.integer({ min: 0, max: 4 }), cost: fc.integer({ min: 0, max: 3 }) })
    .map((o): Card | null => {
      if (!o.present) return null;
      if (o.command) return { id, owner, zone: 'hand', type: 'command', node: o.node, cost: o.cost, effect: o.effect };
      return { id, owner, zone: 'hand', type: 'character', ...o.c, node: o.node, cost: o.cost };
    });

const playerArb = (id: string) =>
  fc.record({ life: fc.integer({ min: 1, max: 8 }), deck: fc.integer({ min: 0, max: 5 }), active: fc.integer({ min: 0, max: 4 }), sleep: fc.integer({ min: 0, max: 3 }) }).map((p) => ({
    id,
    life: p.life,
    deck: p.deck,
    nodes: { active: p.active, sleep: p.sleep },
  }));

const setupArb = fc
  .record({
    a: fc.tuple(...A_FIELD.map((id) => fieldArb(id, 'A'))),
    b: fc.tuple(...B_FIELD.map((id) => fieldArb(id, 'B'))),
    ah: fc.tuple(...A_HAND.map((id) => handArb(id, 'A'))),
    bh: fc.tuple(...B_HAND.map((id) => handArb(id, 'B'))),
    pa: playerArb('A'),
    pb: playerArb('B'),
  })
  .map((o) => {
    const cards = [...o.a, ...o.b, ...o.ah, ...o.bh].filter((c): c is Card => c !== null);
    // Every id an effect may name must exist: absent cards wait in 冥界 (off the field).
    const present = new Set(cards.map((c) => c.id));
    const fillers: Card[] = [...A_FIELD, ...B_FIELD, ...A_HAND, ...B_HAND, 'gone']
      .filter((id) => !present.has(id))
      .map((id) => ({ id, owner: id.startsWith('a') ? 'A' : 'B', zone: 'underworld', type: 'character', attack: 1, toughness: 1 }));
    return { players: [o.pa, o.pb], active: 'A', cards: [...cards, ...fillers] };
  });

const load = (setup: unknown): PmvState => loadSetup(pmv, setup);

// ---------------------------------------------------------------------------------------------
// Choosing among the prompt's options


/** A manual effect of the kind offered, each field filled from its own options. */
const fillEffect = (kind: string, fields: readonly EffectField[], n: number): Effect => {
  const out: Record<string, unknown> = { kind };
  fields.forEach((f, i) => {
    const m = n >> (3 * (i + 1));
    if (f.type === 'target' || f.type === 'term') out[f.name] = pick(f.options, m);
    else if (f.type === 'number') out[f.name] = Math.max(f.min, Math.min(f.max, (m % 7) - 3));
    else out[f.name] = (m & 1) === 1;
  });
  return out as Effect;
};

/** A legal action built from the prompt's options, or null when nobody decides (the turn or the game is over). */
const legalAction = (s: PmvState, n: number): PmvAction | null => {
  const p = pmv.prompt(s);
  switch (p.kind) {
    case 'pmv.priority': {
      const by = p.player;
      const choices: PmvAction[] = [{ type: 'pass', by }, { type: 'advance' }];
      // Attack, defend and play more often than not, so combats happen.
      for (const f of p.attackers) choices.push({ type: 'attack', by, attacker: f.card }, { type: 'attack', by, attacker: f.card });
      for (const f of p.defenders) choices.push({ type: 'defend', by, defender: f.card }, { type: 'defend', by, defender: f.card });
      for (const c of p.cards) {
        if (c.playable) choices.push({ type: 'play', by, card: c.card });
        if (c.canDefend) choices.push({ type: 'play', by, card: c.card, defend: true }, { type: 'play', by, card: c.card, defend: true });
      }
      // Answering a defence, now and then remove a character (the defender, often), so the judge is asked.
      const kesshi = p.effects.find((e) => e.kind === 'kesshi');
      if (p.answering === 'defend' && n % 3 === 0 && kesshi !== undefined) return { type: 'effect', by, effect: fillEffect('kesshi', kesshi.fields, n >> 2) };
      // A manual effect one time in five (any kind offered, its fields from their options).
      if (n % 5 === 0 && p.effects.length > 0) {
        const option = pick(p.effects, n >> 3);
        return { type: 'effect', by, effect: fillEffect(option.kind, option.fields, n >> 6), name: 'Manual' };
      }
      return pick(choices, n >> 1);
    }
    case 'pmv.graze': {
      const choices: PmvAction[] = [{ type: 'graze', by: p.player }, { type: 'graze', by: p.player, cards: p.cards }, { type: 'noGraze', by: p.player }];
      return pick(choices, n);
    }
    case 'pmv.judge':
      return { type: 'judge', question: p.question, ruling: pick(p.options, n) };
    default:
      return null;
  }
};

/** Any action at all, legal or not, to probe the refusals. */
const randomAction = (s: PmvState, n: number): PmvAction => {
  const by = pick(['A', 'B'], n);
  const card = pick(s.order, n >> 1);
  const kinds: PmvAction[] = [
    { type: 'attack', by, attacker: card },
    { type: 'defend', by, defender: card },
    { type: 'pass', by },
    { type: 'play', by, card },
    { type: 'play', by, card, defend: true },
    {
      type: 'effect',
      by,
      effect: pick<Effect>(
        [
          { kind: 'kesshi', target: card },
          { kind: 'damage', target: card, amount: 2 },
          { kind: 'life', player: by, amount: -1 },
          { kind: 'none' },
          // Targets of the wrong kind (a UI or a hand-written action may send them): they do nothing.
          { kind: 'modify', target: by, attack: 1, toughness: -1 },
          { kind: 'sleep', target: by },
          { kind: 'life', player: card, amount: 2 },
        ],
        n >> 3,
      ),
    },
    { type: 'graze', by },
    { type: 'graze', by, cards: (n >> 4) % 4 },
    { type: 'noGraze', by },
    { type: 'advance' },
    { type: 'judge', question: pick(['defenderGone', 'attackerGone'], n >> 2), ruling: pick(['noDamage', 'toPlayer', 'maybe'], n >> 4) },
  ];
  return pick(kinds, n >> 5);
};

// ---------------------------------------------------------------------------------------------
// Invariants

const checkZones = (s: PmvState, before: PmvState): void => {
  expect(new Set(s.order).size).toBe(s.order.length);
  expect(Object.keys(s.cards).toSorted()).toEqual(s.order.toSorted());
  const sum = pmv.summary(s);
  const playing = new Set(s.stack.flatMap((u) => (u.kind === 'play' ? [u.card] : [])));
  for (const id of s.order) {
    const c = s.cards[id];
    if (c === undefined) throw new Error(`no card ${id}`);
    const zones = (['field', 'hand', 'underworld'] as const).filter((z) => sum[z][c.owner]?.includes(id));
    // Exactly one zone; a card being played is in none of the lists, and in the 干渉.
    if (c.zone === 'play') {
      expect(zones, id).toEqual([]);
      expect(playing.has(id), id).toBe(true);
    } else {
      expect(zones, id).toEqual([c.zone]);
      expect(playing.has(id), id).toBe(false);
    }
    if (c.zone !== 'field') {
      expect(c.damage + c.combatDamage, id).toBe(0);
      expect(c.sleep, id).toBe(false);
    }
    // Cards move hand → play → field or 冥界, field → 冥界; 冥界 is final.
    const was = before.cards[id]?.zone;
    if (was === 'underworld') expect(c.zone, id).toBe('underworld');
    if (c.zone === 'hand') expect(was, id).toBe('hand');
    if (c.zone === 'play') expect(['hand', 'play'], id).toContain(was);
    if (c.zone === 'field') expect(['field', 'play'], id).toContain(was);
  }
};

/** Nothing on the field is left 決死; combat damage lives only in a combat; nobody holds priority at 0 life or less. */
const checkBoard = (s: PmvState): void => {
  for (const id of s.order) {
    const c = s.cards[id];
    if (c === undefined || c.zone !== 'field' || c.type !== 'character') continue;
    const toughness = toughnessOf(s, c);
    expect(toughness, id).toBeGreaterThan(0);
    expect(damageOf(c), id).toBeLessThan(toughness);
    if (!s.inCombat) expect(c.combatDamage, id).toBe(0);
    expect(Number.isInteger(attackOf(s, c))).toBe(true);
  }
  if (s.priority !== null) for (const p of s.turnOrder) expect(s.players[p]?.life ?? 0, p).toBeGreaterThan(0);
  if (s.gameOver) {
    const losers = pmv.summary(s).losers;
    expect(losers.length).toBeGreaterThan(0);
    for (const p of losers) expect(s.players[p]?.life ?? 1).toBeLessThanOrEqual(0);
  }
  // The summary agrees with the prompt about who decides.
  const p = pmv.prompt(s);
  const sum = pmv.summary(s);
  if (p.kind === 'pmv.priority') expect(sum.priority).toBe(p.player);
  else expect(sum.priority).toBeNull();
  if (p.kind === 'pmv.graze') expect(sum.graze).toEqual({ player: p.player, cards: p.cards });
};

/** Life change the events account for, per player: damage dealt to them, 貫通, life lost (negative) and gained. */
const lifeDelta = (events: readonly PmvEvent[], player: string): number => {
  let n = 0;
  for (const e of events) {
    if (e.type === 'damageDealt' && e.target === player) n -= e.amount;
    if (e.type === 'pierced' && e.player === player) n -= e.amount;
    if (e.type === 'lifeLost' && e.player === player) n -= e.amount;
    if (e.type === 'lifeGained' && e.player === player) n += e.amount;
  }
  return n;
};

/** Node and deck changes the events account for: costs sleep and discard nodes; a graze moves deck cards to sleeping nodes. */
const nodeDelta = (events: readonly PmvEvent[], player: string): { active: number; sleep: number; deck: number } => {
  const d = { active: 0, sleep: 0, deck: 0 };
  for (const e of events) {
    if (e.type === 'costPaid' && e.player === player) {
      expect(e.slept + e.discarded).toBe(e.amount);
      d.active -= e.slept;
      d.sleep += e.slept - e.discarded;
    }
    if (e.type === 'grazed' && e.player === player) {
      d.deck -= e.cards;
      d.sleep += e.cards;
    }
  }
  return d;
};

const checkAccounting = (before: PmvState, after: PmvState, events: readonly PmvEvent[], what: string): void => {
  for (const id of after.turnOrder) {
    const b = before.players[id];
    const a = after.players[id];
    if (b === undefined || a === undefined) throw new Error(`no player ${id}`);
    expect(a.life - b.life, `life of ${id} after ${what}`).toBe(lifeDelta(events, id));
    const d = nodeDelta(events, id);
    expect({ active: a.nodes.active - b.nodes.active, sleep: a.nodes.sleep - b.nodes.sleep, deck: a.deck - b.deck }, `nodes and deck of ${id} after ${what}`).toEqual(d);
    expect(a.nodes.active).toBeGreaterThanOrEqual(0);
    expect(a.nodes.sleep).toBeGreaterThanOrEqual(0);
    expect(a.deck).toBeGreaterThanOrEqual(0);
  }
};

const checkRules = (events: readonly PmvEvent[]): void => {
  for (const e of events) {
    expect(pmv.vocabulary.events).toContain(e.type);
    expect(e.rule.game).toBe('pmv');
    expect(pmv.rules).toContain(e.rule.id);
  }
};

const checkPrompt = (s: PmvState): void => {
  const p = pmv.prompt(s);
  expect(pmv.vocabulary.prompts).toContain(p.kind);
  expect(p.rule.game).toBe('pmv');
  expect(pmv.rules).toContain(p.rule.id);
  if (p.kind === 'pmv.priority') {
    for (const c of p.cards) {
      if (c.refusal !== null) {
        expect(pmv.rules).toContain(c.refusal.rule.id);
        expect(pmv.vocabulary.errors).toContain(c.refusal.code);
      }
      expect(c.playable).toBe(c.refusal === null);
    }
  }
};

// ---------------------------------------------------------------------------------------------

describe('PMV random walks', () => {
  it('prompt options are legal; zones, life, nodes and deck add up; refusals, JSON copies and replays hold', () => {
    const seen = new Set<string>();
    const codes = new Set<string>();
    fc.assert(
      fc.property(setupArb, fc.array(fc.nat(), { minLength: 5, maxLength: MAX_STEPS }), (setup, choices) => {
        const start = load(setup);
        checkZones(start, start);
        checkBoard(start);
        checkPrompt(start);
        let s = start;
        const accepted: PmvAction[] = [];
        for (const n of choices) {
          // A random action: if refused, the same state object comes back and nothing in it changed.
          const probe = randomAction(s, n * 31 + 7);
          const before = JSON.stringify(s);
          const rnd = pmv.apply(s, probe);
          if (!rnd.ok) {
            codes.add(rnd.error.code);
            expect(pmv.vocabulary.errors).toContain(rnd.error.code);
            expect(rnd.error.rule.game).toBe('pmv');
            expect(pmv.rules).toContain(rnd.error.rule.id);
            const replayed = play(pmv, s, [probe]);
            expect(replayed.state).toBe(s);
            expect(replayed.rejected?.error.code).toBe(rnd.error.code);
            expect(JSON.stringify(s)).toBe(before);
          } else {
            // An accepted probe is checked like any other move, then the walk goes on from it.
            checkRules(rnd.value.events);
            checkAccounting(s, rnd.value.state, rnd.value.events, JSON.stringify(probe));
            checkZones(rnd.value.state, s);
            for (const e of rnd.value.events) seen.add(e.type);
            accepted.push(probe);
            s = rnd.value.state;
          }

          const action = legalAction(s, n);
          if (action === null) {
            expect(s.ended || s.gameOver).toBe(true);
            break;
          }
          const snapshot = JSON.stringify(s);
          const res = pmv.apply(s, action);
          if (!res.ok) throw new Error(`an option the prompt offered was refused: ${JSON.stringify(action)} -> ${JSON.stringify(res.error)}`);
          // The same action on a JSON copy gives the same result.
          const copy = JSON.parse(snapshot) as PmvState;
          expect(copy).toEqual(s);
          const again = pmv.apply(copy, action);
          expect(again.ok && again.value.state).toEqual(res.value.state);

          accepted.push(action);
          checkRules(res.value.events);
          checkAccounting(s, res.value.state, res.value.events, JSON.stringify(action));
          checkZones(res.value.state, s);
          s = res.value.state;
          for (const e of res.value.events) seen.add(e.type);
          checkBoard(s);
          checkPrompt(s);
        }
        // The log replays: the accepted actions from the loaded state give the same state.
        const replay = play(pmv, start, accepted);
        expect(replay.rejected).toBeNull();
        expect(replay.state).toEqual(s);
        // The view never throws and names every card.
        expect(Object.keys(pmv.view(s).cards).toSorted()).toEqual(s.order.toSorted());
      }),
      { numRuns: RUNS, seed: SEED },
    );
    // The walks must reach the whole procedure, or the checks above prove little.
    for (const t of [
      'attackDeclared',
      'defenceDeclared',
      'cardPlayed',
      'ambushDefence',
      'costPaid',
      'effectUsed',
      'commandResolved',
      'characterEntered',
      'effectFizzled',
      'modified',
      'damageDealt',
      'noDamage',
      'pierced',
      'becameKesshi',
      'kesshiAvoided',
      'toUnderworld',
      'defenceCancelled',
      'noCombatDamage',
      'grazeOffered',
      'grazeUnavailable',
      'grazed',
      'grazeDeclined',
      'combatDamageRemoved',
      'judgeAsked',
      'judgeRuled',
      'playerLost',
      'mainPhaseEnded',
      'lifeLost',
      'lifeGained',
    ]) {
      expect(seen, t).toContain(t);
    }
    for (const c of ['notYourPriority', 'noPriority', 'cannotAttack', 'cannotDefend', 'notAmbush', 'noGraze', 'notInHand', 'noQuestion', 'turnOver', 'gameOver', 'judgeFirst']) {
      expect(codes, c).toContain(c);
    }
  }, 120_000);
});
