import { play } from '../src/engine/referee.ts';
import type { ActionBase, AnyGameModule } from '../src/engine/types.ts';
import { loadGame } from '../src/games/registry.ts';
import { answeringOf, whatIf } from '../src/practice/solve.ts';
import { creature } from './workloads.ts';
const game = process.argv[2] ?? 'mtg';
const module = answeringOf((await loadGame(game as 'mtg')) as AnyGameModule);
const setups: Record<string, [string, object, object[]]> = {
  mtg: ['2024-11', { players: [{ id: 'A', life: 20 }, { id: 'B', life: 20 }], active: 'A', permanents: [creature('a1', 'A', 3, 3), creature('a2', 'A', 2, 2, ['first strike']), creature('a3', 'A', 4, 4, ['trample']), creature('a4', 'A', 1, 1, ['deathtouch']), creature('b1', 'B', 2, 2), creature('b2', 'B', 3, 3), creature('b3', 'B', 1, 4), creature('b4', 'B', 4, 1), creature('b5', 'B', 0, 5)] },
    [{ by: 'A', type: 'advance' }, { by: 'A', type: 'declareAttackers', attackers: ['a1', 'a2', 'a3', 'a4'].map((id) => ({ id, target: 'B' })) }, { by: 'A', type: 'advance' }]],
  fab: ['current', { players: [{ id: 'A', life: 20, actionPoints: 1 }, { id: 'B', life: 20 }], active: 'A', cards: [{ id: 'strike', owner: 'A', zone: 'hand', types: ['action', 'attack'], power: 9, cost: 0 }, ...['h1', 'h2', 'h3', 'h4'].map((id) => ({ id, owner: 'B', zone: 'hand', types: ['action'], defense: 2, cost: 0 })), ...['e1', 'e2', 'e3', 'e4'].map((id) => ({ id, owner: 'B', zone: 'equipment', types: ['equipment'], defense: 1, keywords: ['blade break'] }))] },
    [{ by: 'A', type: 'attack', card: 'strike', target: 'B' }, { by: 'A', type: 'advance', until: 'decision' }]],
};
const [rules, setup, actions] = setups[game]!;
const l = module.load({ rules, setup, actions });
if (!l.ok) throw new Error(JSON.stringify(l.error));
const p = play(module, l.value.state, l.value.actions as ActionBase[]);
const t0 = performance.now();
for (let i = 0; i < Number(process.argv[3] ?? 20); i++) whatIf(module, p.state, ['alive', 'leastLifeLost']);
console.log(performance.now() - t0);
