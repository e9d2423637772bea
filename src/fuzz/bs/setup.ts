/** BS random set-ups (as scenario files write them) and the walk's choices: options the prompt offers, and random actions, legal or not. */
import * as fc from 'fast-check';
import { fillEffect, type AnyOf } from '../draws.ts';
import { pick } from '../../engine/testing/walks.ts';
import { BS_SETUP } from '../../games/bs/index.ts';
import { withCardType, type SetupSpec } from '../../engine/setupSpec.ts';
import { effectArb, playerFieldsArb, typeFieldsArb } from '../setupArb.ts';
import type { BsAction, BsPrompt, Effect } from '../../games/bs/types.ts';

// ---------------------------------------------------------------------------------------------
// Random setups, their fields drawn from the game's set-up description

type Card = Record<string, unknown> & { id: string; owner: string; zone: string; type: string };

export const A_FIELD = ['a0', 'a1', 'a2'];
export const B_FIELD = ['b0', 'b1', 'b2'];
export const ALL_IDS = [...A_FIELD, ...B_FIELD, 'aNexus', 'bGone', 'am0', 'am1', 'bm0', 'bm1', 'bm2'];

/** Any card may be named (one gone from the field too: the effect then does nothing); a player, A or B. */
const targets = (domain: string): readonly string[] => (domain === 'player' ? ['A', 'B'] : domain === 'soulCore' ? ['life'] : ALL_IDS);

/**
 * A spirit or ultimate of the description, present or not; exhausted one time in five; with an
 * 『アタック時』 effect if it is the turn player's (A), a 『ブロック時』 one if the defender's.
 */
export const fighterArb = (id: string, owner: string, spec: SetupSpec = BS_SETUP) =>
  fc
    .record({
      present: fc.boolean(),
      ultimate: fc.boolean(),
      fields: typeFieldsArb(spec, 'spirit', targets, { exhausted: fc.integer({ min: 0, max: 4 }).map((n) => n === 0), [owner === 'A' ? 'onBlock' : 'onAttack']: fc.constant(undefined) }),
    })
    // Drawn as a spirit; an ultimate keeps only the fields an ultimate has.
    .map((c): Card | null => (c.present ? (withCardType(spec, { id, owner, zone: 'field', type: 'spirit', ...c.fields }, c.ultimate ? 'ultimate' : 'spirit') as Card) : null));

export const magicArb = (id: string, owner: string, spec: SetupSpec = BS_SETUP) =>
  fc
    .record({ present: fc.boolean(), fields: typeFieldsArb(spec, 'magic', targets, { flash: fc.option(effectArb(spec.effects, targets), { freq: 6, nil: undefined }) }) })
    .map((m): Card | null => (m.present ? { id, owner, zone: 'hand', type: 'magic', ...m.fields } : null));

/** A player's cores from the description; where the soul core is is chosen once the field is known (`soul`). */
export const playerArb = (id: string, spec: SetupSpec = BS_SETUP) =>
  fc.record({ fields: playerFieldsArb(spec, targets, { soulCore: fc.constant(undefined) }), soul: fc.nat(7) }).map((p) => ({ id, ...p.fields, soul: p.soul }) as { id: string; life: number; reserve: number; trashCores: number; soul: number });

/** Where the soul core may be, given the cores the setup counts; the choice `n` picks one (or none). */
export const soulPlace = (p: { life: number; reserve: number; trashCores: number }, field: readonly Card[], n: number): string | undefined => {
  const places: string[] = [];
  if (p.life > 0) places.push('life');
  if (p.reserve > 0) places.push('reserve');
  if (p.trashCores > 0) places.push('trash');
  places.push(...field.map((c) => c.id));
  return n < places.length ? places[n] : undefined;
};

/** A random board (of the description given, BS's own by default). */
export const setupArbOf = (spec: SetupSpec) => fc
  .record({
    a: fc.tuple(...A_FIELD.map((id) => fighterArb(id, 'A', spec))),
    b: fc.tuple(...B_FIELD.map((id) => fighterArb(id, 'B', spec))),
    magic: fc.tuple(magicArb('am0', 'A', spec), magicArb('am1', 'A', spec), magicArb('bm0', 'B', spec), magicArb('bm1', 'B', spec), magicArb('bm2', 'B', spec)),
    pa: playerArb('A', spec),
    pb: playerArb('B', spec),
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
    const player = ({ soul, ...p }: typeof o.pa, field: Card[]) => {
      const soulCore = soulPlace(p, field, soul);
      return { ...p, ...(soulCore === undefined ? {} : { soulCore }) };
    };
    return { players: [player(o.pa, a), player(o.pb, b)], active: 'A', firstTurn: o.firstTurn, cards };
  });

export const setupArb = setupArbOf(BS_SETUP);

// ---------------------------------------------------------------------------------------------
// Choosing among the prompt's options


/** Any action at all, legal or not, to probe the refusals: one of these kinds, for a random player and card (../draws.ts). */
export const anyKinds: readonly AnyOf<BsAction>[] = [
  (by, card) => ({ type: 'attack', by, attacker: card }),
  (by) => ({ type: 'endAttackStep', by }),
  (by) => ({ type: 'pass', by }),
  (by, card) => ({ type: 'block', by, blocker: card }),
  (by) => ({ type: 'noBlock', by }),
  (by, card) => ({ type: 'flash', by, card }),
  (by, card, n) => ({
    type: 'flash',
    by,
    effect: pick<Effect>([{ kind: 'destroy', target: card }, { kind: 'bp', target: card, amount: 1000, until: 'battle' }, { kind: 'life', player: by, amount: -1 }, { kind: 'none' }], n >> 3),
  }),
  () => ({ type: 'advance' }),
  (_by, _card, n) => ({ type: 'judge', question: pick(['attackerGone', 'defenderGone'], n >> 2), ruling: pick(['continue', 'end', 'maybe'], n >> 4) }),
];

/** A legal action built from the prompt's options (the walk's state's), or null when nobody decides (the step or the game is over). */
export const legalAction = (p: BsPrompt, n: number): BsAction | null => {
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
        return { type: 'flash', by: p.player, effect: fillEffect<Effect>(option.kind, option.fields, n >> 6), name: 'Manual' };
      }
      return pick(choices, n >> 1);
    }
    case 'bs.judge':
      return { type: 'judge', question: p.question, ruling: pick(p.options, n) };
    default:
      return null;
  }
};
