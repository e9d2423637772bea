/**
 * The engine workloads the benchmarks time, shared by the engine bench and the side-by-side
 * comparison (bench/compare.ts), so before and after are always measured on the same combats.
 */
import type { MtgAction } from '../src/games/mtg/types.ts';

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
