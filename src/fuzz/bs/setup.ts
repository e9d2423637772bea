/** BS random set-ups (as scenario files write them) and the walk's choices: options the prompt offers, and random actions, legal or not. */
import * as fc from 'fast-check';
import { loadSetup, pick } from '../../engine/testing/walks.ts';
import type { EffectField } from '../../engine/types.ts';
import { bs } from '../../games/bs/index.ts';
import type { BsAction, BsState, Effect } from '../../games/bs/types.ts';

// ---------------------------------------------------------------------------------------------
// Random setups

type Card = Record<string, unknown> & { id: string; owner: string; zone: string; type: string };

export const A_FIELD = ['a0', 'a1', 'a2'];
export const B_FIELD = ['b0', 'b1', 'b2'];
export const ALL_IDS = [...A_FIELD, ...B_FIELD, 'aNexus', 'bGone', 'am0', 'am1', 'bm0', 'bm1', 'bm2'];

const effectArb: fc.Arbitrary<Effect> = fc.oneof(
  fc.record({ kind: fc.constant('bp' as const), target: fc.constantFrom(...ALL_IDS), amount: fc.integer({ min: -6, max: 6 }).map((n) => n * 1000), until: fc.constantFrom('battle' as const, 'turn' as const) }),
  fc.record({ kind: fc.constant('symbols' as const), target: fc.constantFrom(...ALL_IDS), amount: fc.integer({ min: -2, max: 2 }), until: fc.constantFrom('battle' as const, 'turn' as const) }),
  fc.record({ kind: fc.constant('destroy' as const), target: fc.constantFrom(...ALL_IDS) }),
  fc.record({ kind: fc.constant('exhaust' as const), target: fc.constantFrom(...ALL_IDS) }),
  fc.record({ kind: fc.constant('refresh' as const), target: fc.constantFrom(...ALL_IDS) }),
  fc.record({ kind: fc.constant('life' as const), player: fc.constantFrom('A', 'B'), amount: fc.integer({ min: -3, max: 3 }) }),
  fc.constant({ kind: 'endBattle' as const }),
  fc.constant({ kind: 'none' as const }),
);

export const fighterArb = (id: string, owner: string) =>
  fc
    .record({
      present: fc.boolean(),
      ultimate: fc.boolean(),
      bp: fc.integer({ min: 1, max: 8 }).map((n) => n * 1000),
      symbols: fc.integer({ min: 0, max: 3 }),
      cores: fc.integer({ min: 1, max: 3 }),
      exhausted: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
      keywords: fc.subarray(['confront', 'blessed']),
      trigger: fc.option(effectArb, { freq: 3 }),
    })
    .map((c): Card | null =>
      c.present
        ? {
            id,
            owner,
            zone: 'field',
            type: c.ultimate ? 'ultimate' : 'spirit',
            bp: c.bp,
            symbols: c.symbols,
            cores: c.cores,
            exhausted: c.exhausted,
            keywords: c.keywords,
            ...(c.trigger === null ? {} : { [owner === 'A' ? 'onAttack' : 'onBlock']: c.trigger }),
          }
        : null,
    );

export const magicArb = (id: string, owner: string) =>
  fc
    .record({ present: fc.boolean(), cost: fc.integer({ min: 0, max: 3 }), flash: fc.option(effectArb, { freq: 6 }) })
    .map((m): Card | null => (m.present ? { id, owner, zone: 'hand', type: 'magic', cost: m.cost, ...(m.flash === null ? {} : { flash: m.flash }) } : null));

export const playerArb = (id: string) =>
  fc.record({ life: fc.integer({ min: 1, max: 6 }), reserve: fc.integer({ min: 0, max: 4 }), trashCores: fc.integer({ min: 0, max: 2 }), soul: fc.nat(7) }).map((p) => ({ id, ...p }));

/** Where the soul core may be, given the cores the setup counts; the choice `n` picks one (or none). */
export const soulPlace = (p: { life: number; reserve: number; trashCores: number }, field: readonly Card[], n: number): string | undefined => {
  const places: string[] = [];
  if (p.life > 0) places.push('life');
  if (p.reserve > 0) places.push('reserve');
  if (p.trashCores > 0) places.push('trash');
  places.push(...field.map((c) => c.id));
  return n < places.length ? places[n] : undefined;
};

export const setupArb = fc
  .record({
    a: fc.tuple(...A_FIELD.map((id) => fighterArb(id, 'A'))),
    b: fc.tuple(...B_FIELD.map((id) => fighterArb(id, 'B'))),
    magic: fc.tuple(magicArb('am0', 'A'), magicArb('am1', 'A'), magicArb('bm0', 'B'), magicArb('bm1', 'B'), magicArb('bm2', 'B')),
    pa: playerArb('A'),
    pb: playerArb('B'),
    nexus: fc.boolean(),
    firstTurn: fc.integer({ min: 0, max: 19 }).map((n) => n === 0),
  })
  .map((o) => {
    const a = o.a.filter((c): c is Card => c !== null);
    const b = o.b.filter((c): c is Card => c !== null);
    // Every id an effect may name must exist: absent cards are left in the trash (off the field).
    const present = new Set([...a, ...b, ...o.magic.filter((m): m is Card => m !== null)].map((c) => c.id));
    const fillers: Card[] = [...A_FIELD, ...B_FIELD, 'am0', 'am1', 'bm0', 'bm1', 'bm2']
      .filter((id) => !present.has(id))
      .map((id) => ({ id, owner: id.startsWith('a') ? 'A' : 'B', zone: 'trash', type: id.includes('m') ? 'magic' : 'spirit', bp: 1000 }));
    const cards: Card[] = [
      ...a,
      ...b,
      ...o.magic.filter((m): m is Card => m !== null),
      ...fillers,
      { id: 'aNexus', owner: 'A', zone: o.nexus ? 'field' : 'trash', type: 'nexus', cores: o.nexus ? 1 : 0 },
      { id: 'bGone', owner: 'B', zone: 'trash', type: 'spirit', bp: 3000 },
    ];
    const player = (p: typeof o.pa, field: Card[]) => {
      const soulCore = soulPlace(p, field, p.soul);
      return { id: p.id, life: p.life, reserve: p.reserve, trashCores: p.trashCores, ...(soulCore === undefined ? {} : { soulCore }) };
    };
    return { players: [player(o.pa, a), player(o.pb, b)], active: 'A', firstTurn: o.firstTurn, cards };
  });

export const load = (setup: unknown): BsState => loadSetup(bs, setup);

// ---------------------------------------------------------------------------------------------
// Choosing among the prompt's options


/** A manual effect of the kind offered, each field filled from its own options. */
export const fillEffect = (kind: string, fields: readonly EffectField[], n: number): Effect => {
  const out: Record<string, unknown> = { kind };
  fields.forEach((f, i) => {
    const m = n >> (3 * (i + 1));
    if (f.type === 'target') out[f.name] = pick(f.options, m);
    else if (f.type === 'term') out[f.name] = pick(f.options, m);
    else if (f.type === 'flag') out[f.name] = (m & 1) === 1;
    else {
      // Small amounts in the field's bounds, in the units players use.
      const unit = f.max >= 10_000 ? 1000 : 1;
      const amount = ((m % 7) - 3) * unit;
      out[f.name] = Math.max(f.min, Math.min(f.max, amount));
    }
  });
  return out as Effect;
};

/** A legal action built from the prompt's options, or null when nobody decides (the step or the game is over). */
export const legalAction = (s: BsState, n: number): BsAction | null => {
  const p = bs.prompt(s);
  switch (p.kind) {
    case 'bs.attack': {
      const choices: BsAction[] = p.attackers.map((f) => ({ type: 'attack', by: p.player, attacker: f.card }));
      // Attack more often than not, so battles happen.
      if (choices.length === 0 || n % 5 === 0) return { type: 'endAttackStep', by: p.player };
      return pick(choices, n >> 3);
    }
    case 'bs.block': {
      const choices: BsAction[] = p.blockers.map((f) => ({ type: 'block', by: p.player, blocker: f.card }));
      if (p.mustBlock === null) choices.push({ type: 'noBlock', by: p.player });
      return pick(choices, n);
    }
    case 'bs.flash': {
      const choices: BsAction[] = [
        { type: 'pass', by: p.player },
        { type: 'pass', by: p.player },
        { type: 'advance' },
      ];
      for (const c of p.cards) if (c.usable) choices.push({ type: 'flash', by: p.player, card: c.card });
      // A manual effect one time in four (any kind offered, its fields from their options).
      if (n % 4 === 0 && p.effects.length > 0) {
        const option = pick(p.effects, n >> 2);
        return { type: 'flash', by: p.player, effect: fillEffect(option.kind, option.fields, n >> 6), name: 'Manual' };
      }
      return pick(choices, n >> 1);
    }
    case 'bs.judge':
      return { type: 'judge', question: p.question, ruling: pick(p.options, n) };
    default:
      return null;
  }
};

/** Any action at all, legal or not, to probe the refusals. */
export const randomAction = (s: BsState, n: number): BsAction => {
  const by = pick(['A', 'B'], n);
  const card = pick(s.order, n >> 1);
  const kinds: BsAction[] = [
    { type: 'attack', by, attacker: card },
    { type: 'endAttackStep', by },
    { type: 'pass', by },
    { type: 'block', by, blocker: card },
    { type: 'noBlock', by },
    { type: 'flash', by, card },
    { type: 'flash', by, effect: pick<Effect>([{ kind: 'destroy', target: card }, { kind: 'bp', target: card, amount: 1000, until: 'battle' }, { kind: 'life', player: by, amount: -1 }, { kind: 'none' }], n >> 3) },
    { type: 'advance' },
    { type: 'judge', question: pick(['attackerGone', 'defenderGone'], n >> 2), ruling: pick(['continue', 'end', 'maybe'], n >> 4) },
  ];
  return pick(kinds, n >> 5);
};
