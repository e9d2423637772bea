/**
 * The engine workloads the benchmarks time, shared by the engine bench and the side-by-side
 * comparison (bench/compare.ts), so before and after are always measured on the same combats.
 */
import type { BsAction } from '../src/games/bs/types.ts';
import type { MtgAction } from '../src/games/mtg/types.ts';
import type { PmvAction } from '../src/games/pmv/types.ts';

export type Board = { players: { id: string; life: number }[]; active: string; permanents: object[] };

export const creature = (id: string, controller: string, power: number, toughness: number, keywords: string[] = []) => ({
  id,
  controller,
  types: ['creature'],
  power,
  toughness,
  keywords,
});

// ---------------------------------------------------------------------------------------------
// 1. A typical combat, written with single passes so each apply() is one step of the procedure.

export const typicalBoard: Board = {
  players: [
    { id: 'A', life: 20 },
    { id: 'B', life: 20 },
  ],
  active: 'A',
  permanents: [
    creature('a1', 'A', 4, 4),
    creature('a2', 'A', 3, 3, ['first strike']),
    creature('a3', 'A', 2, 2, ['flying']),
    creature('b1', 'B', 2, 2),
    creature('b2', 'B', 2, 3),
  ],
};

const passes = (n: number): MtgAction[] => Array.from({ length: n }, (_, i) => ({ type: 'pass', by: i % 2 === 0 ? 'A' : 'B' }));

export const typicalActions: MtgAction[] = [
  ...passes(2), // beginning of combat
  {
    type: 'declareAttackers',
    by: 'A',
    attackers: [
      { id: 'a1', target: 'B' },
      { id: 'a2', target: 'B' },
      { id: 'a3', target: 'B' },
    ],
  },
  ...passes(2), // declare attackers step
  {
    type: 'declareBlockers',
    by: 'B',
    blockers: [
      { id: 'b1', blocks: 'a1' },
      { id: 'b2', blocks: 'a1' },
    ],
  },
  ...passes(2), // declare blockers step -> first-strike damage (only a2, unblocked)
  ...passes(2), // first-strike damage step -> regular damage: a1 divides among b1 and b2
  {
    type: 'assignDamage',
    by: 'A',
    assignments: [
      {
        source: 'a1',
        to: [
          { target: 'b1', amount: 2 },
          { target: 'b2', amount: 2 },
        ],
      },
    ],
  },
  ...passes(2), // combat damage step
  ...passes(2), // end of combat step
];

// ---------------------------------------------------------------------------------------------
// 2. 100 attackers against 100 blockers, each blocker on its own attacker.

export const N = 100;

export const largeBoard: Board = {
  players: [
    { id: 'A', life: 1_000 },
    { id: 'B', life: 1_000 },
  ],
  active: 'A',
  permanents: [
    ...Array.from({ length: N }, (_, i) => creature(`a${i}`, 'A', 1 + (i % 5), 1 + ((i * 3) % 5))),
    ...Array.from({ length: N }, (_, i) => creature(`b${i}`, 'B', 1 + ((i * 2) % 5), 1 + (i % 5))),
  ],
};

export const largeActions: MtgAction[] = [
  { type: 'declareAttackers', by: 'A', attackers: Array.from({ length: N }, (_, i) => ({ id: `a${i}`, target: 'B' })) },
  { type: 'advance', by: 'A' },
  { type: 'declareBlockers', by: 'B', blockers: Array.from({ length: N }, (_, i) => ({ id: `b${i}`, blocks: `a${i}` })) },
  { type: 'advance', by: 'A' }, // into the combat damage step: assignment, damage, state-based actions
];

/** 3. A two-link FaB chain (an attack with go again, a defense reaction, a second attack on the same chain). */
export const FAB_CHAIN_FILE = 'scenarios/fab/7.6.3-new-attack-continues-the-chain.json';

// ---------------------------------------------------------------------------------------------
// 4. A typical Battle Spirits two-battle turn, written with single passes so each apply() is one
//    step of the procedure: a blocked battle in which the attacker wins with a flash magic card
//    used in flash timing 2, then an unblocked battle that takes a life core; the attack step
//    then ends by itself (no refreshed spirit left).

export const bsTurnBoard = {
  players: [
    { id: 'A', life: 5, reserve: 3, trashCores: 0 },
    { id: 'B', life: 5, reserve: 1, trashCores: 0 },
  ],
  active: 'A',
  cards: [
    { id: 'drake', owner: 'A', zone: 'field', name: 'Flame Drake', type: 'spirit', bp: 5000, symbols: 1, cores: 2 },
    { id: 'hawk', owner: 'A', zone: 'field', name: 'Storm Hawk', type: 'spirit', bp: 3000, symbols: 1, cores: 1 },
    { id: 'surge', owner: 'A', zone: 'hand', name: 'Power Surge', type: 'magic', cost: 1, flash: { kind: 'bp', target: 'drake', amount: 2000, until: 'battle' } },
    { id: 'golem', owner: 'B', zone: 'field', name: 'Stone Golem', type: 'spirit', bp: 6000, symbols: 1, cores: 2 },
  ],
};

export const bsTurnActions: BsAction[] = [
  { type: 'attack', by: 'A', attacker: 'drake' }, // ❶
  { type: 'pass', by: 'B' }, // ❷ flash timing 1
  { type: 'pass', by: 'A' },
  { type: 'block', by: 'B', blocker: 'golem' }, // ❸
  { type: 'pass', by: 'B' }, // ❹ flash timing 2
  { type: 'flash', by: 'A', card: 'surge' }, // 5000 + 2000 = 7000 against 6000
  { type: 'pass', by: 'B' },
  { type: 'pass', by: 'A' }, // ❺–❼: golem destroyed; hawk may attack
  { type: 'attack', by: 'A', attacker: 'hawk' },
  { type: 'pass', by: 'B' },
  { type: 'pass', by: 'A' },
  { type: 'noBlock', by: 'B' }, // ❺: one life core; the attack step ends by itself
];

// ---------------------------------------------------------------------------------------------
// 5. A typical Phantom Magic Vision main phase, written with single passes so each apply() is one
//    step of the procedure: an attack that is defended and answered with a command (a 戦闘修正
//    that wins the combat), then an attack answered with a command that deals effect damage, which
//    hits the player, who grazes; then both pass and the main phase ends.

export const pmvTurnBoard = {
  players: [
    { id: 'A', life: 25, deck: 20, nodes: { active: 3, sleep: 0 } },
    { id: 'B', life: 25, deck: 20, nodes: { active: 2, sleep: 1 } },
  ],
  active: 'A',
  cards: [
    { id: 'sanae', owner: 'A', zone: 'field', name: '東風谷早苗', type: 'character', attack: 3, toughness: 4, graze: 1, races: ['人間'] },
    { id: 'marisa', owner: 'A', zone: 'field', name: '霧雨魔理沙', type: 'character', attack: 4, toughness: 2, graze: 2, races: ['人間'] },
    { id: 'charge', owner: 'A', zone: 'hand', name: 'Spell Charge', type: 'command', node: 1, cost: 1, effect: { kind: 'modify', target: 'sanae', attack: 2, toughness: 0 } },
    { id: 'youmu', owner: 'B', zone: 'field', name: '魂魄妖夢', type: 'character', attack: 3, toughness: 4, graze: 1, races: ['半人半霊'] },
    { id: 'snipe', owner: 'B', zone: 'hand', name: '狙撃', type: 'command', node: 1, cost: 1, effect: { kind: 'damage', target: 'marisa', amount: 1 } },
  ],
};

export const pmvTurnActions: PmvAction[] = [
  { type: 'attack', by: 'A', attacker: 'sanae' }, // 1.12.6.c: a 干渉 begins; B answers first
  { type: 'defend', by: 'B', defender: 'youmu' }, // 6.2: the first answer
  { type: 'play', by: 'A', card: 'charge' }, // 1.12.3: A answers the defence; 3 + 2 = 5 against 4
  { type: 'pass', by: 'B' },
  { type: 'pass', by: 'A' }, // 1.12.9.a, 1.12.8.a-b: charge resolves, then combat: youmu to 冥界, sanae survives
  { type: 'attack', by: 'A', attacker: 'marisa' },
  { type: 'play', by: 'B', card: 'snipe' }, // no defence: 1 effect damage on marisa
  { type: 'pass', by: 'A' },
  { type: 'pass', by: 'B' }, // snipe resolves; marisa hits B for 4 (6.2.4.e); a graze of 2 is offered (6.2.4.g)
  { type: 'graze', by: 'B' },
  { type: 'pass', by: 'A' },
  { type: 'pass', by: 'B' }, // 1.12.9.b: the main phase ends
];
