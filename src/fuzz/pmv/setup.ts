/** PMV random set-ups (as scenario files write them) and the walk's choices: options the prompt offers, and random actions, legal or not. */
import * as fc from 'fast-check';
import { loadSetup, pick } from '../../engine/testing/walks.ts';
import type { EffectField } from '../../engine/types.ts';
import { pmv } from '../../games/pmv/index.ts';
import type { Effect, PmvAction, PmvState, Tactic } from '../../games/pmv/types.ts';

// ---------------------------------------------------------------------------------------------
// Random boards

type Card = Record<string, unknown> & { id: string; owner: string; zone: string; type: string };

export const A_FIELD = ['a0', 'a1', 'a2'];
export const B_FIELD = ['b0', 'b1', 'b2'];
export const A_HAND = ['ah0', 'ah1', 'ah2'];
export const B_HAND = ['bh0', 'bh1', 'bh2'];
export const TARGETS = [...A_FIELD, ...B_FIELD, ...A_HAND, ...B_HAND, 'gone', 'A', 'B'];
export const CARD_TARGETS = TARGETS.filter((t) => t !== 'A' && t !== 'B');
const TACTIC_LIST: readonly Tactic[] = ['先制', '貫通', '隠密', '奇襲', '速攻'];
export const RACES = ['人間', '妖怪', '妖精'];

const effectArb: fc.Arbitrary<Effect> = fc.oneof(
  fc.record({ kind: fc.constant('damage' as const), target: fc.constantFrom(...TARGETS), amount: fc.integer({ min: 0, max: 5 }) }),
  fc.record({ kind: fc.constant('modify' as const), target: fc.constantFrom(...CARD_TARGETS), attack: fc.integer({ min: -3, max: 3 }), toughness: fc.integer({ min: -3, max: 3 }) }),
  fc.record({ kind: fc.constant('kesshi' as const), target: fc.constantFrom(...CARD_TARGETS) }),
  fc.record({ kind: fc.constant('sleep' as const), target: fc.constantFrom(...CARD_TARGETS) }),
  fc.record({ kind: fc.constant('active' as const), target: fc.constantFrom(...CARD_TARGETS) }),
  fc.record({ kind: fc.constant('life' as const), player: fc.constantFrom('A', 'B'), amount: fc.integer({ min: -4, max: 3 }) }),
  fc.constant({ kind: 'none' as const }),
);

export const characterArb = fc.record({
  attack: fc.integer({ min: 0, max: 6 }),
  toughness: fc.integer({ min: 1, max: 6 }),
  graze: fc.integer({ min: 0, max: 3 }),
  races: fc.subarray(RACES, { maxLength: 2 }),
  tactics: fc.subarray([...TACTIC_LIST]),
  kesshiImmune: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
});

export const fieldArb = (id: string, owner: string) =>
  fc
    .record({ present: fc.integer({ min: 0, max: 4 }).map((n) => n > 0), c: characterArb, sleep: fc.integer({ min: 0, max: 4 }).map((n) => n === 0), damage: fc.integer({ min: 0, max: 2 }) })
    .map((o): Card | null => {
      if (!o.present) return null;
      // Effect damage already on a character stays below its 耐久力 (a setup cannot start 決死).
      const damage = Math.min(o.damage, o.c.toughness - 1);
      return { id, owner, zone: 'field', type: 'character', ...o.c, sleep: o.sleep, damage };
    });

export const handArb = (id: string, owner: string) =>
  fc
    .record({ present: fc.boolean(), command: fc.boolean(), c: characterArb, effect: effectArb, node: fc.integer({ min: 0, max: 4 }), cost: fc.integer({ min: 0, max: 3 }) })
    .map((o): Card | null => {
      if (!o.present) return null;
      if (o.command) return { id, owner, zone: 'hand', type: 'command', node: o.node, cost: o.cost, effect: o.effect };
      return { id, owner, zone: 'hand', type: 'character', ...o.c, node: o.node, cost: o.cost };
    });

export const playerArb = (id: string) =>
  fc.record({ life: fc.integer({ min: 1, max: 8 }), deck: fc.integer({ min: 0, max: 5 }), active: fc.integer({ min: 0, max: 4 }), sleep: fc.integer({ min: 0, max: 3 }) }).map((p) => ({
    id,
    life: p.life,
    deck: p.deck,
    nodes: { active: p.active, sleep: p.sleep },
  }));

export const setupArb = fc
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

export const load = (setup: unknown): PmvState => loadSetup(pmv, setup);

// ---------------------------------------------------------------------------------------------
// Choosing among the prompt's options


/** A manual effect of the kind offered, each field filled from its own options. */
export const fillEffect = (kind: string, fields: readonly EffectField[], n: number): Effect => {
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
export const legalAction = (s: PmvState, n: number): PmvAction | null => {
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
export const randomAction = (s: PmvState, n: number): PmvAction => {
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
