/** PMV random set-ups (as scenario files write them, their fields drawn from the description) and the walk's choices: options the prompt offers, and random actions, legal or not. */
import * as fc from 'fast-check';
import { fillEffect, type AnyOf } from '../draws.ts';
import { pick } from '../../engine/testing/walks.ts';
import type { SetupSpec } from '../../engine/setupSpec.ts';
import { PMV_SETUP } from '../../games/pmv/index.ts';
import type { Effect, PmvAction, PmvPrompt } from '../../games/pmv/types.ts';
import { effectArb, playerFieldsArb, typeFieldsArb, type Overrides } from '../setupArb.ts';

// ---------------------------------------------------------------------------------------------
// Random boards, their fields drawn from the game's set-up description

type Card = Record<string, unknown> & { id: string; owner: string; zone: string; type: string };

export const A_FIELD = ['a0', 'a1', 'a2'];
export const B_FIELD = ['b0', 'b1', 'b2'];
export const A_HAND = ['ah0', 'ah1', 'ah2'];
export const B_HAND = ['bh0', 'bh1', 'bh2'];
export const TARGETS = [...A_FIELD, ...B_FIELD, ...A_HAND, ...B_HAND, 'gone', 'A', 'B'];
export const CARD_TARGETS = TARGETS.filter((t) => t !== 'A' && t !== 'B');
export const RACES = ['人間', '妖怪', '妖精'];

/** Any card may be named (one off the field too: the effect then does nothing); a damage a player too. */
const targets = (domain: string): readonly string[] => (domain === 'player' ? ['A', 'B'] : domain === 'characterOrPlayer' ? TARGETS : CARD_TARGETS);

/** A few shared 種族 (隠密 asks whether the defender shares one); protection from 決死 one time in six. */
const CHARACTER: Overrides = {
  races: fc.subarray(RACES, { maxLength: 2 }),
  kesshiImmune: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
};

/** A character on the field of the description, present four times in five; asleep one time in five; no 必要ノード or cost. */
export const fieldArb = (id: string, owner: string, spec: SetupSpec = PMV_SETUP) =>
  fc
    .record({
      present: fc.integer({ min: 0, max: 4 }).map((n) => n > 0),
      c: typeFieldsArb(spec, 'character', targets, { ...CHARACTER, sleep: fc.integer({ min: 0, max: 4 }).map((n) => n === 0), node: fc.constant(undefined), cost: fc.constant(undefined) }),
    })
    .map((o): Card | null => {
      if (!o.present) return null;
      // Effect damage already on a character stays below its 耐久力 (a setup cannot start 決死).
      const damage = Math.min(Number(o.c['damage'] ?? 0), Number(o.c['toughness'] ?? 1) - 1);
      return { id, owner, zone: 'field', type: 'character', ...o.c, damage };
    });

/** A card in hand, present half the time: a command with an effect, or a character (neither asleep nor damaged). */
export const handArb = (id: string, owner: string, spec: SetupSpec = PMV_SETUP) =>
  fc
    .record({
      present: fc.boolean(),
      command: fc.boolean(),
      c: typeFieldsArb(spec, 'character', targets, { ...CHARACTER, sleep: fc.constant(undefined), damage: fc.constant(undefined) }),
      m: typeFieldsArb(spec, 'command', targets, { effect: effectArb(spec.effects, targets) }),
    })
    .map((o): Card | null => {
      if (!o.present) return null;
      return o.command ? { id, owner, zone: 'hand', type: 'command', ...o.m } : { id, owner, zone: 'hand', type: 'character', ...o.c };
    });

export const playerArb = (id: string, spec: SetupSpec = PMV_SETUP) => playerFieldsArb(spec, targets).map((p) => ({ id, ...p }));

/** A random board (of the description given, PMV's own by default). */
export const setupArbOf = (spec: SetupSpec) =>
  fc
    .record({
      a: fc.tuple(...A_FIELD.map((id) => fieldArb(id, 'A', spec))),
      b: fc.tuple(...B_FIELD.map((id) => fieldArb(id, 'B', spec))),
      ah: fc.tuple(...A_HAND.map((id) => handArb(id, 'A', spec))),
      bh: fc.tuple(...B_HAND.map((id) => handArb(id, 'B', spec))),
      pa: playerArb('A', spec),
      pb: playerArb('B', spec),
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

export const setupArb = setupArbOf(PMV_SETUP);

// ---------------------------------------------------------------------------------------------
// Choosing among the prompt's options


/** Any action at all, legal or not, to probe the refusals: one of these kinds, for a random player and card (../draws.ts). */
export const anyKinds: readonly AnyOf<PmvAction>[] = [
  (by, card) => ({ type: 'attack', by, attacker: card }),
  (by, card) => ({ type: 'defend', by, defender: card }),
  (by) => ({ type: 'pass', by }),
  (by, card) => ({ type: 'play', by, card }),
  (by, card) => ({ type: 'play', by, card, defend: true }),
  (by, card, n) => ({
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
  }),
  (by) => ({ type: 'graze', by }),
  (by, _card, n) => ({ type: 'graze', by, cards: (n >> 4) % 4 }),
  (by) => ({ type: 'noGraze', by }),
  () => ({ type: 'advance' }),
  (_by, _card, n) => ({ type: 'judge', question: pick(['defenderGone', 'attackerGone'], n >> 2), ruling: pick(['noDamage', 'toPlayer', 'maybe'], n >> 4) }),
];

/** A legal action built from the prompt's options (the walk's state's), or null when nobody decides (the turn or the game is over). */
export const legalAction = (p: PmvPrompt, n: number): PmvAction | null => {
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
      if (p.answering === 'defend' && n % 3 === 0 && kesshi !== undefined) return { type: 'effect', by, effect: fillEffect<Effect>('kesshi', kesshi.fields, n >> 2) };
      // A manual effect one time in five (any kind offered, its fields from their options).
      if (n % 5 === 0 && p.effects.length > 0) {
        const option = pick(p.effects, n >> 3);
        return { type: 'effect', by, effect: fillEffect<Effect>(option.kind, option.fields, n >> 6), name: 'Manual' };
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
