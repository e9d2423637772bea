/**
 * The large combats the UI bench (bench/ui.bench.ts) opens from a share link, one per game, and
 * the actions it times on each: a judge's taps on a board of 60 objects.
 */
import { creature } from './workloads.ts';

export type UiGame = 'mtg' | 'fab' | 'bs' | 'pmv';

/** What must hold in the page for a step to count as shown (CSS selector, optional text, or gone). */
export type Until = { readonly selector: string; readonly text?: string; readonly absent?: boolean };

/**
 * One timed tap: the control (by test id, or by its text: a locale key, `ns:key` outside the
 * common words, with `values` for its {{placeholders}}), an option to select for a <select>,
 * and what the page shows once the tap has been handled.
 */
export type Step = {
  readonly label: string;
  readonly testId?: string;
  readonly text?: string;
  readonly values?: Readonly<Record<string, string | number>>;
  readonly select?: string;
  readonly until: Until;
};

export type LargeBoard = {
  readonly title: string;
  readonly scenario: Readonly<Record<string, unknown>>;
  /** The page is showing the board, ready for the first step. */
  readonly ready: string;
  readonly steps: readonly Step[];
};

const prompt = (kind: string): string => `[data-testid="prompt"][data-kind="${kind}"]`;

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);

// ---------------------------------------------------------------------------------------------
// MTG: 30 attackers declared against 30 untapped creatures that may block.

const mtgBoard: LargeBoard = {
  title: '30 attacking creatures against 30 possible blockers (2024-11)',
  scenario: {
    format: 'combat-referee/scenario@1',
    game: 'mtg',
    rules: '2024-11',
    title: 'Thirty against thirty',
    setup: {
      players: [
        { id: 'A', life: 20 },
        { id: 'B', life: 20 },
      ],
      active: 'A',
      permanents: [
        ...range(30).map((i) => ({ ...creature(`a${i}`, 'A', 1 + (i % 5), 1 + (i % 4), i % 3 === 0 ? ['flying'] : []), name: `Attacker ${i}` })),
        ...range(30).map((i) => ({ ...creature(`b${i}`, 'B', 1 + (i % 4), 1 + (i % 5), i % 4 === 0 ? ['reach'] : []), name: `Blocker ${i}` })),
      ],
    },
    actions: [
      { type: 'pass', by: 'A' },
      { type: 'pass', by: 'B' },
      { type: 'declareAttackers', by: 'A', attackers: range(30).map((i) => ({ id: `a${i}`, target: 'B' })) },
    ],
  },
  ready: prompt('mtg.priority'),
  steps: [
    { label: 'pass to blockers', text: 'priority.advance', until: { selector: prompt('mtg.declareBlockers') } },
    { label: 'choose a block', testId: 'block-select-b1', select: 'a1', until: { selector: 'button', text: '（1体）' } },
    { label: 'declare blockers', text: 'mtg:ui.block.declare', values: { count: 1 }, until: { selector: prompt('mtg.priority') } },
    { label: 'undo', text: 'history.undo', until: { selector: prompt('mtg.declareBlockers') } },
  ],
};

// ---------------------------------------------------------------------------------------------
// FaB: an attack on the chain in its attack step; the defending hero holds 30 cards (a big hand,
// four pieces of equipment with their keywords, an ambush card in arsenal, defense reactions),
// the attacker 30 more (hand with attack reactions, weapon, equipment, arena, graveyard).

const fabCard = (id: string, owner: string, zone: string, name: string, extra: Readonly<Record<string, unknown>>) => ({ id, owner, zone, name, ...extra });
const fabAttackAction = (i: number) => ({ types: ['action', 'attack'], power: 2 + (i % 5), defense: 2 + (i % 2), cost: i % 3, pitch: 1 + (i % 3) });

const fabBoard: LargeBoard = {
  title: 'an attack of 8 against a hero with 30 cards, 30 more on the attacking side',
  scenario: {
    format: 'combat-referee/scenario@1',
    game: 'fab',
    rules: 'current',
    title: 'Thirty cards a side',
    setup: {
      players: [
        { id: 'A', life: 20, actionPoints: 1, resources: 0 },
        { id: 'B', life: 20, resources: 0 },
      ],
      active: 'A',
      cards: [
        fabCard('swing', 'A', 'hand', 'Big Swing', { types: ['action', 'attack'], power: 8, defense: 3, cost: 2, pitch: 1 }),
        fabCard('blue', 'A', 'hand', 'Blue pitch', { types: ['action'], defense: 3, cost: 0, pitch: 3 }),
        ...range(8).map((i) => fabCard(`ar${i}`, 'A', 'hand', `Attack reaction ${i}`, { types: ['attack reaction'], defense: 2, cost: i % 2, pitch: 1 + (i % 3), effect: { kind: 'power', target: 'chainLink', amount: 1 + (i % 3) } })),
        ...range(6).map((i) => fabCard(`ah${i}`, 'A', 'hand', `Hand card ${i}`, fabAttackAction(i))),
        fabCard('aars', 'A', 'arsenal', 'Arsenal attack', fabAttackAction(3)),
        fabCard('sword', 'A', 'weapon', 'Sword', { types: ['weapon'], power: 3, attackCost: 1 }),
        fabCard('ahelm', 'A', 'equipment', 'Attacker helm', { types: ['equipment'], defense: 1, keywords: ['blade break'] }),
        fabCard('achest', 'A', 'equipment', 'Attacker chest', { types: ['equipment'], defense: 2, keywords: ['battleworn'] }),
        fabCard('aarms', 'A', 'equipment', 'Attacker arms', { types: ['equipment'], defense: 1, keywords: ['temper'] }),
        fabCard('alegs', 'A', 'equipment', 'Attacker legs', { types: ['equipment'], defense: 1 }),
        fabCard('aaura', 'A', 'arena', 'Attacker aura', { types: ['aura'] }),
        ...range(8).map((i) => fabCard(`ag${i}`, 'A', 'graveyard', `Spent card ${i}`, fabAttackAction(i))),
        ...range(20).map((i) => fabCard(`b${i}`, 'B', 'hand', `Defender card ${i}`, i % 4 === 0 ? { types: ['action'], defense: 3, cost: 0, pitch: 1 + (i % 3) } : fabAttackAction(i))),
        ...range(3).map((i) => fabCard(`bdr${i}`, 'B', 'hand', `Defense reaction ${i}`, { types: ['defense reaction'], defense: 3 + i, cost: 0, pitch: 1 })),
        fabCard('bhelm', 'B', 'equipment', 'Helm', { types: ['equipment'], defense: 1, keywords: ['blade break'] }),
        fabCard('bchest', 'B', 'equipment', 'Chest', { types: ['equipment'], defense: 2, keywords: ['battleworn', 'arcane barrier 1'] }),
        fabCard('barms', 'B', 'equipment', 'Arms', { types: ['equipment'], defense: 1, keywords: ['temper'] }),
        fabCard('blegs', 'B', 'equipment', 'Legs', { types: ['equipment'], defense: 0, keywords: ['spellvoid 2'] }),
        fabCard('bambush', 'B', 'arsenal', 'Ambush card', { types: ['defense reaction'], defense: 3, cost: 0, pitch: 1, keywords: ['ambush'] }),
        fabCard('bsword', 'B', 'weapon', 'Defender sword', { types: ['weapon'], power: 2, attackCost: 1 }),
      ],
    },
    actions: [
      { type: 'attack', by: 'A', card: 'swing', target: 'B', pitch: ['blue'] },
      { type: 'advance' },
    ],
  },
  ready: prompt('fab.priority'),
  steps: [
    { label: 'pass to blockers', text: 'priority.advance', until: { selector: prompt('fab.defend') } },
    { label: 'choose a block', testId: 'defend-b1', until: { selector: '[data-testid="defend-b1"][aria-pressed="true"]' } },
    { label: 'declare blockers', text: 'fab:ui.defend.submit', values: { count: 1 }, until: { selector: prompt('fab.priority') } },
    { label: 'undo', text: 'history.undo', until: { selector: prompt('fab.defend') } },
  ],
};

// ---------------------------------------------------------------------------------------------
// BS: 30 spirits a side, one attacking, flash timing 1 open; magic cards in both hands.

const spirit = (id: string, owner: string, name: string, i: number) => ({
  id,
  owner,
  zone: 'field',
  name,
  type: 'spirit',
  bp: 1000 * (1 + (i % 6)),
  symbols: 1 + (i % 2),
  cores: 1 + (i % 3),
  ...(i % 7 === 0 ? { keywords: ['blessed'] } : {}),
});
const magic = (id: string, owner: string, name: string, target: string, i: number) => ({
  id,
  owner,
  zone: 'hand',
  name,
  type: 'magic',
  cost: i % 3,
  flash: { kind: 'bp', target, amount: 1000 * i, until: 'battle' },
});

const bsBoard: LargeBoard = {
  title: '30 spirits against 30 spirits that may block, magic in hand',
  scenario: {
    format: 'combat-referee/scenario@1',
    game: 'bs',
    rules: 'current',
    title: 'Thirty spirits a side',
    setup: {
      players: [
        { id: 'A', life: 5, reserve: 4, trashCores: 0 },
        { id: 'B', life: 5, reserve: 4, trashCores: 0 },
      ],
      active: 'A',
      cards: [
        ...range(30).map((i) => spirit(`a${i}`, 'A', `Attacking spirit ${i}`, i)),
        ...range(30).map((i) => spirit(`b${i}`, 'B', `Blocking spirit ${i}`, i + 1)),
        ...range(3).map((i) => magic(`am${i}`, 'A', `Attacker magic ${i}`, 'a1', i)),
        ...range(3).map((i) => magic(`bm${i}`, 'B', `Defender magic ${i}`, 'b1', i)),
      ],
    },
    actions: [{ type: 'attack', by: 'A', attacker: 'a1' }],
  },
  ready: prompt('bs.flash'),
  steps: [
    { label: 'pass to blockers', text: 'bs:ui.flash.advance', until: { selector: prompt('bs.block') } },
    { label: 'declare blockers', testId: 'block-b1', until: { selector: prompt('bs.flash') } },
    { label: 'resolve the battle', text: 'bs:ui.flash.advance', until: { selector: prompt('bs.attack') } },
    { label: 'undo', text: 'history.undo', until: { selector: prompt('bs.flash') } },
  ],
};

// ---------------------------------------------------------------------------------------------
// PMV: 30 characters a side, the turn player holding priority in the main phase, commands in hand.

const character = (id: string, owner: string, name: string, i: number) => ({
  id,
  owner,
  zone: 'field',
  name,
  type: 'character',
  attack: 1 + (i % 4),
  toughness: 2 + (i % 3),
  graze: i % 3,
  races: [i % 2 === 0 ? '人間' : '妖怪'],
  tactics: i % 5 === 0 ? ['先制'] : i % 7 === 0 ? ['貫通'] : [],
});
const command = (id: string, owner: string, name: string, target: string, i: number) => ({
  id,
  owner,
  zone: 'hand',
  name,
  type: 'command',
  node: i % 3,
  cost: i % 2,
  effect: { kind: 'damage', target, amount: 1 + (i % 2) },
});

const pmvBoard: LargeBoard = {
  title: '30 characters against 30 that may defend, commands in hand',
  scenario: {
    format: 'combat-referee/scenario@1',
    game: 'pmv',
    rules: 'current',
    title: 'Thirty characters a side',
    setup: {
      players: [
        { id: 'A', life: 25, deck: 20, nodes: { active: 4, sleep: 0 } },
        { id: 'B', life: 25, deck: 20, nodes: { active: 4, sleep: 0 } },
      ],
      active: 'A',
      cards: [
        ...range(30).map((i) => character(`a${i}`, 'A', `Attacker ${i}`, i)),
        ...range(30).map((i) => character(`b${i}`, 'B', `Defender ${i}`, i + 1)),
        ...range(3).map((i) => command(`ac${i}`, 'A', `Attacker command ${i}`, 'b2', i)),
        ...range(3).map((i) => command(`bc${i}`, 'B', `Defender command ${i}`, 'a2', i)),
      ],
    },
    actions: [],
  },
  ready: prompt('pmv.priority'),
  steps: [
    { label: 'declare an attack', testId: 'attack-a1', until: { selector: '[data-testid="defend-section"]' } },
    { label: 'declare blockers', testId: 'defend-b1', until: { selector: '[data-testid="interference-list"] > li:nth-child(2)' } },
    { label: 'resolve the combat', text: 'pmv:ui.priority.resolve', until: { selector: '[data-testid="attack-section"]' } },
    { label: 'undo', text: 'history.undo', until: { selector: '[data-testid="interference-list"] > li:nth-child(2)' } },
  ],
};

export const LARGE_BOARDS: Record<UiGame, LargeBoard> = {
  mtg: mtgBoard,
  fab: fabBoard,
  bs: bsBoard,
  pmv: pmvBoard,
};
