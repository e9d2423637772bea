/**
 * FaB random set-ups, as scenario files write them, their cards' and heroes' fields drawn from the
 * game's set-up description (src/games/fab/setup.ts) through src/fuzz/setupArb.ts, shaped where a
 * walk needs it. They mix what the module knows: arsenal cards (ambush, defense reactions), allies
 * with life, weapons with and without an attack limit, non-attack actions (go again, as an
 * instant), equipment with the after-defending and prevention keywords, phantasm and mirage,
 * manual triggers, arcane damage.
 */
import * as fc from 'fast-check';
import { FAB_SETUP } from '../../games/fab/index.ts';
import { DURATIONS, GRANTABLE, type Effect } from '../../games/fab/types.ts';
import { numberArb, playerFieldsArb, typeFieldsArb, type Overrides } from '../setupArb.ts';

const KW = ['go again', 'dominate', 'overpower', 'piercing 1', 'phantasm'];
const AFTER_KW = ['blade break', 'battleworn', 'temper'];
const PREVENT_KW = ['arcane barrier', 'spellvoid', 'ward', 'quell'];

/** What the set-up holds besides the fixed cards: which optional cards exist (triggers may name them). */
type Shape = { readonly weapon: boolean; readonly allyA: boolean; readonly allyB: boolean };

const until = fc.option(fc.constantFrom(...DURATIONS), { nil: undefined });

/** Every effect and trigger is drawn by the shaped arbitraries below; a target field left to the description names a hero or the chain link. */
const targets = (domain: string): readonly string[] => (domain === 'player' || domain === 'heroOrAlly' ? ['A', 'B'] : ['chainLink']);

/** Fields of the description a card of this kind does not have in these walks. */
const none = (...names: string[]): Overrides => Object.fromEntries(names.map((n) => [n, fc.constant(undefined)]));

/** The description's fields of a card of `type` (one of its types), each drawn from it unless shaped here, after the card's own. */
const card = (base: { readonly id: string; readonly owner: string; readonly zone: string; readonly types: readonly string[] }, type: string, shaped: Overrides) =>
  typeFieldsArb(FAB_SETUP, type, targets, shaped).map((fields) => ({ ...base, types: [...base.types], ...fields }));

const { fields: F } = FAB_SETUP;

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
  card({ id, owner: 'A', zone, types: ['action', 'attack'] }, 'attack', {
    // Big attacks half the time: phantasm and dominate need them.
    power: fc.oneof(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 6, max: 8 })),
    pitch: fc.integer({ min: 1, max: 3 }),
    keywords: fc.subarray(KW),
    illusionist: fc.integer({ min: 0, max: 3 }).map((x) => x === 0),
    triggers: fc.option(triggersArb('A', ['attack', 'hit', 'linkResolves', 'chainCloses'], o), { freq: 2, nil: undefined }),
    // What happens as the attack resolves (7.2.3).
    effect: fc.option(effectArb('A', o), { freq: 4, nil: undefined }),
    ...none('attackCost'),
  });

/** A's non-attack actions: go again sometimes, played as though an instant sometimes (8.1.1d). */
const actionCard = (i: number, o: Shape) =>
  card({ id: `act${i}`, owner: 'A', zone: 'hand', types: ['action'] }, 'action', {
    cost: fc.integer({ min: 0, max: 1 }),
    pitch: fc.integer({ min: 0, max: 2 }),
    keywords: fc.constantFrom([], ['go again']),
    effect: effectArb('A', o),
    ...none('power', 'defense', 'attackCost', 'triggers', 'illusionist'),
  });

/** B's hand: blockers (some big attack actions, for phantasm), with mirage and "when this defends" triggers sometimes. */
const blockCard = (i: number, o: Shape) =>
  fc.constantFrom('action', 'instant', 'attack').chain((kind) =>
    card({ id: `b${i}`, owner: 'B', zone: 'hand', types: kind === 'attack' ? ['action', 'attack'] : [kind] }, kind, {
      // Now and then no defense value: such a card cannot defend (7.3.2b).
      defense: fc.option(numberArb(F.defense), { nil: undefined }),
      power: kind === 'attack' ? fc.integer({ min: 4, max: 8 }) : fc.constant(undefined),
      cost: fc.constant(0),
      keywords: fc.constantFrom([], ['mirage']),
      triggers: fc.option(triggersArb('B', ['defend'], o), { freq: 3, nil: undefined }),
      ...none('attackCost', 'effect', 'illusionist', 'asInstant'),
    }),
  );

/** Equipment: an after-defending keyword, a prevention keyword with its N, or both. */
const gearKeywords = fc
  .record({ after: fc.option(fc.constantFrom(...AFTER_KW), { nil: null }), prevent: fc.option(fc.constantFrom(...PREVENT_KW), { nil: null }), n: fc.integer({ min: 1, max: 3 }) })
  .map(({ after, prevent, n }) => [...(after ? [after] : []), ...(prevent ? [`${prevent} ${n}`] : [])]);

const gearCard = (id: string, owner: string) =>
  card({ id, owner, zone: 'equipment', types: ['equipment'] }, 'equipment', {
    defense: fc.integer({ min: 0, max: 2 }),
    keywords: gearKeywords,
    ...none('power', 'cost', 'pitch', 'attackCost', 'effect', 'triggers', 'illusionist'),
  });

/** B's arsenal: a defense reaction, or a blocker with ambush (8.3.28), or one without. */
const arsenalB = (o: Shape) =>
  fc.constantFrom('defense reaction', 'ambush', 'plain').chain((kind) => {
    const reaction = kind === 'defense reaction';
    return card({ id: 'arsB', owner: 'B', zone: 'arsenal', types: [reaction ? 'defense reaction' : 'action'] }, reaction ? 'defense reaction' : 'action', {
      cost: reaction ? fc.integer({ min: 0, max: 1 }) : fc.constant(0),
      pitch: fc.constant(1),
      keywords: fc.record({ ambush: fc.boolean(), mirage: fc.boolean() }).map(({ ambush, mirage }) => [...(kind === 'ambush' || (reaction && ambush) ? ['ambush'] : []), ...(mirage ? ['mirage'] : [])]),
      effect: reaction ? fc.option(effectArb('B', o), { freq: 2, nil: undefined }) : fc.constant(undefined),
      ...none('power', 'attackCost', 'triggers', 'illusionist', 'asInstant'),
    });
  });

/** A weapon or an ally: the figures fixed, its attack limit once per turn or none (weapon), its life drawn (ally). */
const WIELDED = none('defense', 'cost', 'pitch', 'keywords', 'effect', 'triggers', 'illusionist', 'attacksThisTurn');
const weaponArb = card({ id: 'sword', owner: 'A', zone: 'weapon', types: ['weapon'] }, 'weapon', { ...WIELDED, power: fc.constant(2), attackCost: fc.constant(1), attackLimit: fc.constantFrom(1, null) });
const allyArb = (id: string, owner: string, power: number, defense?: number) =>
  card({ id, owner, zone: 'arena', types: ['ally'] }, 'ally', { ...WIELDED, ...none('attackCost', 'attackLimit'), power: fc.constant(power), defense: fc.constant(defense) });

/** The heroes: A at 20 life with an action point or two; B lower at times, with no action point (not its turn). */
const heroesArb = fc.tuple(playerFieldsArb(FAB_SETUP, targets, { life: fc.constant(20) }), playerFieldsArb(FAB_SETUP, targets, { actionPoints: fc.constant(undefined) }));

const tuple = <T,>(n: number, f: (i: number) => fc.Arbitrary<T>): fc.Arbitrary<T[]> => fc.tuple(...Array.from({ length: n }, (_, i) => f(i)));

export const setupArb = fc
  .record({
    attacks: fc.integer({ min: 1, max: 4 }),
    actions: fc.integer({ min: 0, max: 2 }),
    blocks: fc.integer({ min: 0, max: 4 }),
    gear: fc.integer({ min: 0, max: 3 }),
    gearA: fc.boolean(),
    weapon: fc.boolean(),
    allyA: fc.boolean(),
    allyB: fc.boolean(),
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
        heroesArb,
        fc.tuple(o.weapon ? weaponArb.map((w) => [w]) : fc.constant([]), o.allyA ? allyArb('allyA', 'A', 2).map((x) => [x]) : fc.constant([]), o.allyB ? allyArb('allyB', 'B', 1, 1).map((x) => [x]) : fc.constant([])),
      )
      .map(([a, act, b, g, gA, arsA, arsB, reaction, [heroA, heroB], [weapon, allyA, allyB]]) => ({
        players: [{ id: 'A', ...heroA }, { id: 'B', ...heroB }, ...(o.third ? [{ id: 'C', life: 4, resources: 0 }] : [])],
        active: 'A',
        cards: [
          ...a,
          ...act,
          ...b,
          ...g,
          ...gA,
          ...arsA,
          ...arsB,
          ...weapon,
          ...allyA,
          ...allyB,
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
