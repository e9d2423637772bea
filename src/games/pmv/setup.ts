/**
 * The Phantom Magic Vision set-up, described once (scenario-format.md, "Phantom Magic Vision"): a
 * player's life, deck and node area, every card's fields by type (a character's 攻撃力/耐久力,
 * graze, 種族, 戦術, sleep and damage; a command's effect; both types' 必要ノード and cost), the
 * manual effects (a command's, and the 起動効果 the priority prompt offers), the schema the loader
 * reads a file with, and the boards to start from. The loader, the set-up editor, the priority
 * prompt's effect form, the test kit and the fuzz all read this.
 */
import * as f from '../../engine/setupSpec.ts';
import { effectOf, withCardType, type CardSetupOf, type Domains, type PlayerSetupOf, type SetupObject, type SetupSpec } from '../../engine/setupSpec.ts';
import { effectSchema, playersExactly, setupSchemas } from '../setupSchema.ts';
import { PMV_MANIFEST } from './manifest.ts';
import { CARD_TYPES, TACTICS, ZONES, type Effect } from './types.ts';

/** The largest number a PMV file may hold (life, attack, toughness, nodes: docs/scenario-format.md). */
export const PMV_MAX = 9_999;

/** Counts and figures: never negative in a file; the editor offers up to `most`. */
const count = (initial: number, sample: readonly [number, number], most = 99) => f.number(0, PMV_MAX, initial, { range: [0, most], sample });
/** A change an effect makes: the form offers `range`. */
const change = (initial: number, sample: readonly [number, number], range: readonly [number, number] = [-99, 99]) => f.number(-PMV_MAX, PMV_MAX, initial, { range, sample });
const character = <F extends f.FieldSpec>(spec: F) => f.forTypes(['character'], spec);

export const PMV_SETUP = {
  cardsKey: 'cards',
  player: {
    life: f.number(-PMV_MAX, PMV_MAX, 25, { range: [-99, 99], sample: [1, 8] }),
    deck: count(20, [0, 5]),
    nodes: f.object({ active: count(0, [0, 4]), sleep: count(0, [0, 3]) }),
  },
  card: {
    ...f.ownedCard(ZONES),
    type: f.required(f.term('type', 'card type', CARD_TYPES)),
  },
  typeKey: 'type',
  fields: {
    attack: character(count(2, [0, 6])),
    toughness: character(count(2, [1, 6])),
    graze: character(count(1, [0, 3], 9)),
    // 種族 are the card's own words: any text, typed by the judge.
    races: character(f.looseTerms('race', 'value', [])),
    tactics: character(f.looseTerms('tactic', 'tactic', TACTICS)),
    sleep: character(f.flag),
    damage: character(count(0, [0, 2])),
    kesshiImmune: character(f.flag),
    node: f.forTypes(CARD_TYPES, count(0, [0, 4])),
    cost: f.forTypes(CARD_TYPES, count(0, [0, 3])),
    effect: f.forTypes(['command'], f.effect),
  },
  // A damage may name a player too; the others a character on the field. The form offers a damage of 1 to 99.
  effects: {
    damage: { target: f.required(f.target('characterOrPlayer')), amount: f.required(change(1, [0, 5], [1, 99])) },
    modify: { target: f.required(f.target('character')), attack: f.required(change(1, [-3, 3])), toughness: f.required(change(0, [-3, 3])) },
    kesshi: { target: f.required(f.target('character')) },
    sleep: { target: f.required(f.target('character')) },
    active: { target: f.required(f.target('character')) },
    life: { player: f.required(f.target('player')), amount: f.required(change(1, [-4, 3])) },
    none: {},
  },
} as const satisfies SetupSpec;

/** The schemas a file is read with, from a description: PMV's own, or a test's copy with a field added. */
export const schemasOf = <S extends SetupSpec>(spec: S) => setupSchemas<S, Effect, PmvSetup>(spec, { effect: effectSchema<Effect>(spec.effects), players: playersExactly(2) });

const SCHEMAS = schemasOf(PMV_SETUP);
export const EffectSchema = SCHEMAS.effect;
export const SetupSchema = SCHEMAS.setup;

export type PmvCardSetup = CardSetupOf<typeof PMV_SETUP, Effect>;
export type PmvPlayerSetup = PlayerSetupOf<typeof PMV_SETUP>;
export type PmvSetup = { players: PmvPlayerSetup[]; active: string; cards?: PmvCardSetup[] };

/** A new board: two players with 25 life, 20 cards in the deck and no nodes, no cards. */
export const newSetup = PMV_MANIFEST.newSetup;

// ---------------------------------------------------------------------------------------------
// Where a set-up's fields may point, and the edits that keep a card in the file's shape.

const fieldCharacters = (setup: PmvSetup): string[] => (setup.cards ?? []).filter((c) => c.zone === 'field' && c.type === 'character').map((c) => c.id);

/** What an effect may name in a set-up being edited: a character on the field, a player, or either (a damage). */
export const setupDomains =
  (setup: PmvSetup): Domains =>
  (domain) => {
    const players = setup.players.map((p) => p.id);
    if (domain === 'player') return players;
    return domain === 'characterOrPlayer' ? [...fieldCharacters(setup), ...players] : fieldCharacters(setup);
  };

/**
 * Whether a card's field means anything where the card is: only a character on the field sleeps
 * or carries damage (the loader refuses them elsewhere); 必要ノード and cost are paid to play a
 * card from the hand, so a character elsewhere has no use for them (a command keeps them).
 */
export const fieldApplies = (card: SetupObject, name: string): boolean => {
  if (name === 'sleep' || name === 'damage') return card['zone'] === 'field';
  if (name === 'node' || name === 'cost') return card['zone'] === 'hand' || card['type'] === 'command';
  return true;
};

/** The zones a card of `type` may start in: a command is never on the field (the loader refuses it). */
export const zonesFor = (type: unknown): readonly string[] => (type === 'command' ? ZONES.filter((z) => z !== 'field') : ZONES);

/** The card in another zone: a sleep or damage it may no longer carry is dropped. */
export const withZone = (card: SetupObject, zone: string): SetupObject => {
  const { sleep: _sleep, damage: _damage, ...rest } = card;
  return zone === 'field' ? { ...card, zone } : { ...rest, zone };
};

/**
 * The card as another type (the fields the new type has, from the description): a command leaves
 * the field for the hand and starts with a damage effect, as a command in hand must have one.
 */
export const withType = (card: SetupObject, type: string, domains: Domains): SetupObject => {
  const typed = withCardType(PMV_SETUP, card, type);
  if (type !== 'command') return withZone(typed, String(typed['zone']));
  const zone = typed['zone'] === 'field' ? 'hand' : String(typed['zone']);
  return { ...typed, zone, effect: typed['effect'] ?? effectOf(PMV_SETUP.effects, 'damage', domains) };
};

/** 種族 as typed: split on commas (ASCII or Japanese) and spaces, blanks dropped. */
export const parseRaces = (text: string): string[] =>
  text
    .split(/[,、，\s]+/)
    .map((r) => r.trim())
    .filter((r) => r !== '');

// ---------------------------------------------------------------------------------------------
// Boards and cards to start from (names in English; the screen names them in its language).

const player = (id: string, active = 0, sleep = 0, life = 25, deck = 20): PmvPlayerSetup => ({ id, life, deck, nodes: { active, sleep } });

const chara = (id: string, owner: string, attack: number, toughness: number, more: Partial<PmvCardSetup> = {}): PmvCardSetup => ({
  id,
  owner,
  zone: 'field',
  type: 'character',
  attack,
  toughness,
  graze: 1,
  races: [],
  tactics: [],
  sleep: false,
  ...more,
});

const command = (id: string, owner: string, name: string, effect: Effect, node = 1, cost = 1): PmvCardSetup => ({ id, owner, zone: 'hand', name, type: 'command', node, cost, effect });

/** Whole boards to start from: the set-up of a typical ruling, ready to adjust. */
export const PMV_BOARDS: Readonly<Record<'interference' | 'firstStrike' | 'graze' | 'stealthPierce' | 'defenderGone', PmvSetup>> = {
  // One main phase, three attacks. 1: Marisa attacks, B answers with Snipe, A answers with Mana
  // Boost; the 干渉 resolves newest first, so the boost saves her (the other way round Snipe
  // would make her 決死). 2: Youmu (先制) defends against Reimu and strikes first. 3: Sanae is not
  // defended; B may graze 2.
  interference: {
    players: [player('A', 3), player('B', 3)],
    active: 'A',
    cards: [
      chara('marisa', 'A', 4, 2, { name: 'Marisa Kirisame', races: ['人間'] }),
      chara('reimu', 'A', 3, 3, { name: 'Reimu Hakurei', races: ['人間'] }),
      chara('sanae', 'A', 2, 2, { name: 'Sanae Kochiya', graze: 2, races: ['人間'] }),
      command('boost', 'A', 'Mana Boost', { kind: 'modify', target: 'marisa', attack: 1, toughness: 2 }),
      chara('youmu', 'B', 3, 2, { name: 'Youmu Konpaku', races: ['半人半霊'], tactics: ['先制'] }),
      command('snipe', 'B', 'Snipe', { kind: 'damage', target: 'marisa', amount: 2 }),
      { id: 'cirno', owner: 'B', zone: 'hand', name: 'Cirno', type: 'character', attack: 2, toughness: 2, graze: 1, races: ['妖精'], tactics: [], node: 1, cost: 1 },
    ],
  },
  // 先制 (10.4): Youmu strikes first and survives Suika; Ran against Youmu is 先制 on both sides,
  // so both deal damage at once. B may also play Aya (奇襲, 速攻) to defend.
  firstStrike: {
    players: [player('A', 3), player('B', 3)],
    active: 'A',
    cards: [
      chara('suika', 'A', 4, 3, { name: 'Suika Ibuki', races: ['鬼'] }),
      chara('ran', 'A', 3, 4, { name: 'Ran Yakumo', races: ['妖獣'], tactics: ['先制'] }),
      chara('youmu', 'B', 3, 2, { name: 'Youmu Konpaku', races: ['半人半霊'], tactics: ['先制'] }),
      { id: 'aya', owner: 'B', zone: 'hand', name: 'Aya Shameimaru', type: 'character', attack: 2, toughness: 2, graze: 1, races: ['天狗'], tactics: ['奇襲', '速攻'], node: 2, cost: 1 },
    ],
  },
  // Undefended attacks and graze (6.2.4.g, RB2.0 p40): B's only character sleeps. Sanae's graze 2
  // is offered (deck 3); Aya's graze 3 is not, as the deck must hold more than X.
  graze: {
    players: [player('A', 2), player('B', 1, 0, 25, 3)],
    active: 'A',
    cards: [
      chara('sanae', 'A', 2, 2, { name: 'Sanae Kochiya', graze: 2, races: ['人間'] }),
      chara('aya', 'A', 3, 2, { name: 'Aya Shameimaru', graze: 3, races: ['天狗'] }),
      chara('cirno', 'B', 2, 2, { name: 'Cirno', races: ['妖精'], sleep: true }),
    ],
  },
  // 隠密 (10.6.2.a): Nue's defence is cancelled unless the defender shares a 種族 (Kogasa, 妖怪,
  // does). 貫通 (10.5.2.a): Yuugi 6 against a 2/2 deals 4 more to B.
  stealthPierce: {
    players: [player('A', 2), player('B', 2)],
    active: 'A',
    cards: [
      chara('nue', 'A', 3, 3, { name: 'Nue Houjuu', races: ['妖怪'], tactics: ['隠密'] }),
      chara('yuugi', 'A', 6, 4, { name: 'Yuugi Hoshiguma', races: ['鬼'], tactics: ['貫通'] }),
      chara('keine', 'B', 2, 2, { name: 'Keine Kamishirasawa', races: ['人間'] }),
      chara('kogasa', 'B', 2, 3, { name: 'Kogasa Tatara', races: ['妖怪'] }),
    ],
  },
  // Reimu attacks, Chen defends, then A's Exorcism Charm makes Chen 決死 in the same 干渉: the
  // defender has gone before combat damage, and the sources do not say what happens.
  defenderGone: {
    players: [player('A', 2), player('B', 2)],
    active: 'A',
    cards: [
      chara('reimu', 'A', 3, 3, { name: 'Reimu Hakurei', races: ['人間'] }),
      command('charm', 'A', 'Exorcism Charm', { kind: 'damage', target: 'chen', amount: 3 }),
      chara('chen', 'B', 2, 2, { name: 'Chen', races: ['妖獣'] }),
    ],
  },
};

const defender = (setup: PmvSetup): string => setup.players.find((p) => p.id !== setup.active)?.id ?? setup.active;

/**
 * Single cards to add, each a function of the board it joins: the turn player's character, the
 * opponent's, the opponent's command damaging one of the turn player's characters (or the turn
 * player), and the opponent's 奇襲 + 速攻 character in hand.
 */
export const PMV_CARDS: Readonly<Record<'attacker' | 'defender' | 'command' | 'ambusher', (setup: PmvSetup, freeId: (stem: string) => string) => PmvCardSetup>> = {
  attacker: (setup, freeId) => chara(freeId('chara'), setup.active, 3, 3, { name: "Turn player's character" }),
  defender: (setup, freeId) => chara(freeId('chara'), defender(setup), 2, 3, { name: "Opponent's character" }),
  command: (setup, freeId) => {
    const mine = (setup.cards ?? []).find((c) => c.owner === setup.active && c.zone === 'field' && c.type === 'character');
    return command(freeId('command'), defender(setup), "Opponent's command", { kind: 'damage', target: mine?.id ?? setup.active, amount: 2 });
  },
  ambusher: (setup, freeId) => ({ id: freeId('chara'), owner: defender(setup), zone: 'hand', name: '奇襲 + 速攻 character', type: 'character', attack: 2, toughness: 2, graze: 1, races: [], tactics: ['奇襲', '速攻'], node: 1, cost: 1 }),
};
