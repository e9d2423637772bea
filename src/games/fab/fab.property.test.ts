/**
 * Random walks over the prompt's own options: every option offered must be accepted, the
 * invariants hold after every step, random actions that are refused leave the state exactly as
 * it was, and a JSON copy of the state behaves the same.
 */
import { readFileSync } from 'node:fs';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadSetup, pick } from '../../engine/testing/walks.ts';
import { fab } from './index.ts';
import type { Effect, FabAction, FabEvent, FabState } from './types.ts';

const KW = ['go again', 'dominate', 'overpower', 'piercing 1'];
const GEAR_KW = ['blade break', 'battleworn', 'temper'];

const attackCard = (i: number) =>
  fc.record({
    power: fc.integer({ min: 0, max: 7 }),
    defense: fc.integer({ min: 0, max: 3 }),
    cost: fc.integer({ min: 0, max: 2 }),
    pitch: fc.integer({ min: 1, max: 3 }),
    keywords: fc.subarray(KW),
  }).map((c) => ({ id: `a${i}`, owner: 'A', zone: 'hand', types: ['action', 'attack'], ...c }));

const blockCard = (i: number) =>
  fc.record({
    defense: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
    pitch: fc.integer({ min: 0, max: 3 }),
    action: fc.boolean(),
  }).map(({ action, ...c }) => ({ id: `b${i}`, owner: 'B', zone: 'hand', types: action ? ['action'] : ['instant'], cost: 0, ...c }));

const gearCard = (i: number) =>
  fc.record({ defense: fc.integer({ min: 0, max: 2 }), keywords: fc.subarray(GEAR_KW, { maxLength: 1 }) }).map((c) => ({
    id: `g${i}`,
    owner: 'B',
    zone: 'equipment',
    types: ['equipment'],
    ...c,
  }));

const setupArb = fc
  .record({
    attacks: fc.integer({ min: 1, max: 4 }),
    blocks: fc.integer({ min: 0, max: 4 }),
    gear: fc.integer({ min: 0, max: 3 }),
    lifeB: fc.integer({ min: 3, max: 20 }),
    ap: fc.integer({ min: 1, max: 2 }),
    res: fc.integer({ min: 0, max: 2 }),
    weapon: fc.boolean(),
    third: fc.boolean(),
    spectra: fc.boolean(),
  })
  .chain((o) =>
    fc
      .tuple(
        fc.tuple(...Array.from({ length: o.attacks }, (_, i) => attackCard(i))),
        fc.tuple(...Array.from({ length: o.blocks }, (_, i) => blockCard(i))),
        fc.tuple(...Array.from({ length: o.gear }, (_, i) => gearCard(i))),
      )
      .map(([a, b, g]) => ({
        players: [
          { id: 'A', life: 20, actionPoints: o.ap, resources: o.res },
          { id: 'B', life: o.lifeB, resources: 0 },
          ...(o.third ? [{ id: 'C', life: 4, resources: 0 }] : []),
        ],
        active: 'A',
        cards: [
          ...a,
          ...b,
          ...g,
          ...(o.weapon ? [{ id: 'sword', owner: 'A', zone: 'weapon', types: ['weapon'], power: 2, attackCost: 1 }] : []),
          ...(o.spectra ? [{ id: 'ghost', owner: 'B', zone: 'arena', types: ['aura'], defense: 0, keywords: ['spectra'] }] : []),
          { id: 'rally', owner: 'A', zone: 'hand', types: ['instant'], cost: 0, pitch: 2, effect: { kind: 'goAgain', target: 'chainLink' } },
          { id: 'pump', owner: 'A', zone: 'hand', types: ['attack reaction'], cost: 0, effect: { kind: 'power', target: 'chainLink', amount: 2 } },
          { id: 'sink', owner: 'B', zone: 'hand', types: ['defense reaction'], defense: 3, cost: 0 },
          { id: 'sink2', owner: 'B', zone: 'hand', types: ['defense reaction'], defense: 2, cost: 1, pitch: 1 },
          { id: 'zap', owner: 'B', zone: 'hand', types: ['instant'], cost: 0, effect: { kind: 'damage', player: 'A', amount: 1 } },
        ],
      })),
  );

const load = (setup: unknown): FabState => loadSetup(fab, setup);


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

/** A legal action built from the prompt's options. */
const legalAction = (s: FabState, n: number): FabAction | null => {
  const p = fab.prompt(s);
  if (p.kind === 'fab.defend') {
    const cards = p.candidates.filter((_, i) => ((n >> i) & 1) === 1);
    return { type: 'defend', by: p.player, cards };
  }
  if (p.kind !== 'fab.priority') return null;
  const choices: FabAction[] = [{ type: 'pass', by: p.player }, { type: 'advance', by: p.player }];
  for (const a of p.attacks) choices.push({ type: 'attack', by: p.player, card: a.card, target: pick(a.targets, n >> 4), pitch: a.pitch });
  for (const o of p.plays) choices.push({ type: 'play', by: p.player, card: o.card, pitch: o.pitch });
  if (n % 7 === 0) choices.push({ type: 'effect', by: p.player, effect: randomEffect(s, n) });
  return pick(choices, n);
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
  ];
  return pick(kinds, n >> 4);
};

const checkZones = (s: FabState): void => {
  const onStack = new Set(s.stack.filter((l) => !l.proxy && l.card !== null).map((l) => l.card));
  const onChain = new Set(s.chainOpen ? s.chain.flatMap((l) => (l.attackGone ? [] : [l.attack])).concat(s.chain.flatMap((l) => l.defenders.map((d) => d.card))) : []);
  for (const id of s.order) {
    const c = s.cards[id];
    expect(c?.id).toBe(id);
    expect(c?.zone === 'stack').toBe(onStack.has(id));
    if (c?.zone === 'chain') expect(onChain.has(id)).toBe(true);
  }
  for (const id of onChain) {
    const zone = s.cards[id]?.zone;
    // A card left the chain only by being destroyed (graveyard).
    expect(zone === 'chain' || zone === 'graveyard').toBe(true);
  }
  if (!s.chainOpen) expect(s.order.filter((id) => s.cards[id]?.zone === 'chain')).toEqual([]);
};

const damageTaken = (events: readonly FabEvent[], player: string): number =>
  events.reduce((sum, e) => (e.type === 'damageDealt' && e.player === player ? sum + e.amount : sum), 0);
const lifeLogged = (events: readonly FabEvent[], player: string): number =>
  events.reduce((sum, e) => (e.type === 'lifeChanged' && e.player === player ? sum + e.amount : sum), 0);

describe('FaB random walks', () => {
  const seen = new Set<string>();
  const errorParams = new Map<string, Readonly<Record<string, unknown>>>();
  it('prompt options are legal; zones, life and JSON round trips hold; refusals change nothing', () => {
    fc.assert(
      fc.property(setupArb, fc.array(fc.nat(), { minLength: 5, maxLength: 80 }), (setup, choices) => {
        const start = load(setup);
        let s = start;
        const events: FabEvent[] = [];
        for (const n of choices) {
          // A random action: refused ones must leave the state as it was.
          const before = JSON.stringify(s);
          const rnd = fab.apply(s, randomAction(s, n * 31 + 7));
          if (!rnd.ok) {
            expect(JSON.stringify(s)).toBe(before);
            expect(rnd.error.rule.game).toBe('fab');
            expect(fab.vocabulary.errors).toContain(rnd.error.code);
            if (!errorParams.has(rnd.error.code)) errorParams.set(rnd.error.code, rnd.error.params ?? {});
          }
          const action = legalAction(s, n);
          if (action === null) break;
          const res = fab.apply(s, action);
          if (!res.ok) {
            // Only a defend subset may break dominate/overpower (7.3.2b); declaring none is always legal.
            expect(action.type).toBe('defend');
            expect(['dominateLimit', 'overpowerLimit']).toContain(res.error.code);
            expect(JSON.stringify(s)).toBe(before);
            const none = fab.apply(s, { type: 'defend', by: action.by, cards: [] });
            expect(none.ok).toBe(true);
            if (!none.ok) return;
            s = none.value.state;
            events.push(...none.value.events);
            continue;
          }
          // The same action on a JSON copy gives the same result.
          const copy = JSON.parse(before) as FabState;
          expect(copy).toEqual(s);
          const again = fab.apply(copy, action);
          expect(again.ok && again.value.state).toEqual(res.value.state);
          s = res.value.state;
          events.push(...res.value.events);
          for (const e of res.value.events) {
            seen.add(e.type);
            expect(fab.vocabulary.events).toContain(e.type);
            expect(fab.rules).toContain(e.rule.id);
          }
          checkZones(s);
          for (const p of s.turnOrder) {
            const delta = (s.players[p]?.life ?? 0) - (start.players[p]?.life ?? 0);
            expect(delta).toBe(lifeLogged(events, p));
            expect(delta + damageTaken(events, p)).toBe(0);
          }
        }
        const p = fab.prompt(s);
        expect(fab.vocabulary.prompts).toContain(p.kind);
        expect(fab.rules).toContain(p.rule.id);
      }),
      { numRuns: 150, seed: Number(process.env.FAB_SEED ?? 20261123) },
    );
    // The walks must reach the whole procedure, or the checks above prove little.
    for (const t of ['hit', 'defended', 'linkBecamePast', 'actionPointGained', 'chainClosed', 'playerLost', 'returned', 'spectraDestroyed', 'goAgainGranted']) {
      expect(seen, t).toContain(t);
    }
    // Error texts may only name parameters the refusals carry.
    const en = JSON.parse(readFileSync(new URL('../../../locales/en/fab.json', import.meta.url), 'utf8')) as Record<string, string>;
    expect(errorParams.size).toBeGreaterThan(8);
    for (const [code, params] of errorParams) {
      for (const m of (en[`error.${code}`] ?? '').matchAll(/\{\{(\w+)\}\}/g)) expect(params, `error.${code}`).toHaveProperty(m[1] as string);
    }
  }, 60_000);
});
