/**
 * The Battle Spirits set-up, described once (scenario-format.md, "Battle Spirits"): a player's
 * cores, every card's fields by type, the manual effects (flash uses, 『アタック時』, 『ブロック時』),
 * the schema the loader reads a file with, and the boards to start from. The loader, the set-up
 * editor, the priority prompt's effect form, the test kit and the fuzz all read this.
 */
import * as v from 'valibot';
import { problem } from '../../engine/problems.ts';
import * as f from '../../engine/setupSpec.ts';
import type { CardSetupOf, PlayerSetupOf, SetupSpec } from '../../engine/setupSpec.ts';
import { Bool, whole } from '../schemaParts.ts';
import { effectSchema, playersExactly, setupSchemas } from '../setupSchema.ts';
import { BS_MANIFEST } from './manifest.ts';
import { BS_KEYWORDS, CARD_TYPES, ZONES, type Effect } from './types.ts';

/** The largest number a BS file may hold: BP runs to tens of thousands, cores and symbols far less (docs/scenario-format.md). */
export const BS_MAX = 999_999;
const DURATIONS = ['battle', 'turn'] as const;

/** Cores and counts: never negative; the editor offers up to 99 (symbols up to 9). */
const count = (initial: number, sample: readonly [number, number], most = 99) => f.number(0, BS_MAX, initial, { range: [0, most], sample });
/** A change in an effect: the form offers up to `most` either way. */
const change = (initial: number, most: number, sample: readonly [number, number], step?: number) =>
  f.number(-BS_MAX, BS_MAX, initial, { range: [-most, most], sample, ...(step === undefined ? {} : { step }) });
/** What spirits and ultimates have; what magic has. */
const fighter = <F extends f.FieldSpec>(spec: F) => f.forTypes(['spirit', 'ultimate'], spec);
const magic = <F extends f.FieldSpec>(spec: F) => f.forTypes(['magic'], spec);

export const BS_SETUP = {
  cardsKey: 'cards',
  player: {
    life: count(5, [1, 6]),
    reserve: count(0, [0, 4]),
    trashCores: count(0, [0, 2]),
    // 'life', 'reserve', 'trash', or one of the player's spirits or ultimates on the field.
    soulCore: f.target('soulCore'),
  },
  card: {
    ...f.ownedCard(ZONES),
    type: f.required(f.term('type', 'card type', CARD_TYPES)),
  },
  typeKey: 'type',
  fields: {
    bp: fighter(f.number(0, BS_MAX, 3000, { step: 1000, sample: [1000, 8000] })),
    symbols: f.forTypes(['spirit', 'ultimate', 'nexus'], count(1, [0, 3], 9)),
    cores: fighter(count(1, [1, 3])),
    exhausted: fighter(f.flag),
    keywords: fighter(f.looseTerms('keyword', 'keyword', BS_KEYWORDS)),
    onAttack: fighter(f.effect),
    onBlock: fighter(f.effect),
    cost: magic(count(0, [0, 3])),
    flash: magic(f.effect),
  },
  effects: {
    bp: { target: f.required(f.target('fighter')), amount: f.required(change(1000, 99_000, [-6000, 6000], 1000)), until: f.required(f.term('until', 'duration', DURATIONS)) },
    symbols: { target: f.required(f.target('fighter')), amount: f.required(change(1, 9, [-2, 2])), until: f.required(f.term('until', 'duration', DURATIONS)) },
    destroy: { target: f.required(f.target('field')) },
    exhaust: { target: f.required(f.target('field')) },
    refresh: { target: f.required(f.target('field')) },
    life: { player: f.required(f.target('player')), amount: f.required(change(-1, 9, [-3, 3])) },
    endBattle: {},
    none: {},
  },
} as const satisfies SetupSpec;

/** The schemas a file is read with, from a description: BS's own, or a test's copy with a field added. */
export const schemasOf = <S extends SetupSpec>(spec: S) =>
  setupSchemas<S, Effect, BsSetup>(spec, {
    effect: effectSchema<Effect>(spec.effects),
    players: playersExactly(2),
    // Life is counted in cores, and a player with none has lost already.
    player: { life: v.pipe(whole(0, BS_MAX), v.minValue(1, problem('bsStartsWithLife'))) },
    more: { firstTurn: v.optional(Bool) },
  });

const SCHEMAS = schemasOf(BS_SETUP);
export const EffectSchema = SCHEMAS.effect;
export const SetupSchema = SCHEMAS.setup;

export type BsCardSetup = CardSetupOf<typeof BS_SETUP, Effect>;
export type BsPlayerSetup = PlayerSetupOf<typeof BS_SETUP>;
export type BsSetup = { players: BsPlayerSetup[]; active: string; firstTurn?: boolean; cards?: BsCardSetup[] };

/** A new board: two players with five life cores each, no cards. */
export const newSetup = BS_MANIFEST.newSetup;

// ---------------------------------------------------------------------------------------------
// Boards and cards to start from, and the places a set-up's fields may name.

/** The kinds of field a target may name in a set-up being edited: a spirit or ultimate on the field, any card on the field, a player's soul core place. */
export const setupDomains =
  (setup: BsSetup) =>
  (domain: string, owner?: string): readonly string[] => {
    const cards = setup.cards ?? [];
    const field = cards.filter((c) => c.zone === 'field');
    if (domain === 'player') return setup.players.map((p) => p.id);
    if (domain === 'fighter') return field.filter((c) => isFighterType(c.type)).map((c) => c.id);
    if (domain === 'soulCore') return [...SOUL_PLACES, ...field.filter((c) => c.owner === owner && isFighterType(c.type)).map((c) => c.id)];
    return field.map((c) => c.id);
  };

/** Where a soul core may be besides a card: the counted places. */
export const SOUL_PLACES = ['life', 'reserve', 'trash'] as const;

/** Spirits and ultimates: the cards with BP, cores and symbols, that attack and block. */
export const isFighterType = (type: string): boolean => type === 'spirit' || type === 'ultimate';

/** A soul core left on a card that is no longer its player's card on the field goes back to none. */
export const tidySetup = (setup: BsSetup): BsSetup => ({
  ...setup,
  players: setup.players.map((p) => {
    if (p.soulCore === undefined || setupDomains(setup)('soulCore', p.id).includes(p.soulCore)) return p;
    const { soulCore: _, ...rest } = p;
    return rest;
  }),
});

const spirit = (id: string, owner: string, name: string, bp: number, cores: number, more: Partial<BsCardSetup> = {}): BsCardSetup => ({
  id,
  owner,
  zone: 'field',
  name,
  type: 'spirit',
  bp,
  symbols: 1,
  cores,
  exhausted: false,
  keywords: [],
  ...more,
});

/** Whole boards to start from: the set-up of a typical ruling, ready to adjust (names in English; the screen names them in its language). */
export const BS_BOARDS: Readonly<Record<'twoBattles' | 'confront' | 'attackerGone', BsSetup>> = {
  // Battle 1: the drake attacks unblocked and takes a life core. Battle 2: the knight is
  // blocked by the stronger wolf; Power Surge in flash timing 2 turns the BP comparison.
  twoBattles: {
    players: [
      { id: 'A', life: 5, reserve: 3, trashCores: 0, soulCore: 'drake' },
      { id: 'B', life: 5, reserve: 1, trashCores: 0, soulCore: 'life' },
    ],
    active: 'A',
    cards: [
      spirit('drake', 'A', 'Flame Drake', 5000, 2),
      spirit('knight', 'A', 'Iron Knight', 3000, 1),
      { id: 'surge', owner: 'A', zone: 'hand', name: 'Power Surge', type: 'magic', cost: 2, flash: { kind: 'bp', target: 'knight', amount: 3000, until: 'battle' } },
      spirit('wolf', 'B', 'Grey Wolf', 5000, 2),
    ],
  },
  // The rhino has 【激突】: while B has a refreshed spirit, B must block it.
  confront: {
    players: [
      { id: 'A', life: 5, reserve: 2, trashCores: 0, soulCore: 'reserve' },
      { id: 'B', life: 5, reserve: 2, trashCores: 0, soulCore: 'life' },
    ],
    active: 'A',
    cards: [
      spirit('rhino', 'A', 'Charging Rhino', 6000, 2, { keywords: ['confront'] }),
      spirit('fox', 'B', 'Fire Fox', 4000, 1),
      spirit('owl', 'B', 'Night Owl', 2000, 1, { exhausted: true }),
    ],
  },
  // B destroys the attacking imp with a flash in flash timing 1: does the battle go on?
  attackerGone: {
    players: [
      { id: 'A', life: 5, reserve: 0, trashCores: 0 },
      { id: 'B', life: 5, reserve: 2, trashCores: 0 },
    ],
    active: 'A',
    cards: [
      spirit('imp', 'A', 'Little Imp', 3000, 1),
      spirit('bear', 'B', 'Cave Bear', 2000, 1),
      { id: 'bolt', owner: 'B', zone: 'hand', name: 'Lightning Bolt', type: 'magic', cost: 1, flash: { kind: 'destroy', target: 'imp' } },
    ],
  },
};

/**
 * Single cards to add, each a function of the board it joins: the turn player's spirit, the
 * defender's spirit, and the defender's flash magic raising one of their spirits (or any).
 */
export const BS_CARDS: Readonly<Record<'attacker' | 'blocker' | 'flashMagic', (setup: BsSetup, freeId: (stem: string) => string) => BsCardSetup>> = {
  attacker: (setup, freeId) => spirit(freeId('spirit'), setup.active, 'Attacking spirit', 5000, 1),
  blocker: (setup, freeId) => spirit(freeId('spirit'), defender(setup), 'Blocking spirit', 4000, 1),
  flashMagic: (setup, freeId) => {
    const owner = defender(setup);
    const fighters = (setup.cards ?? []).filter((c) => c.zone === 'field' && isFighterType(c.type));
    const target = (fighters.find((c) => c.owner === owner) ?? fighters[0])?.id ?? '';
    return { id: freeId('magic'), owner, zone: 'hand', name: 'Flash magic', type: 'magic', cost: 1, flash: { kind: 'bp', target, amount: 3000, until: 'battle' } };
  },
};

const defender = (setup: BsSetup): string => setup.players.find((p) => p.id !== setup.active)?.id ?? setup.active;
