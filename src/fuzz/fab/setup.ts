/**
 * FaB random set-ups, as scenario files write them. They mix what the module knows: arsenal cards
 * (ambush, defense reactions), allies with life, weapons with and without an attack limit,
 * non-attack actions (go again, as an instant), equipment with the after-defending and
 * prevention keywords, phantasm and mirage, manual triggers, arcane damage.
 */
import * as fc from 'fast-check';
import { DURATIONS, GRANTABLE, type Effect } from '../../games/fab/types.ts';

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

export const setupArb = fc
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
