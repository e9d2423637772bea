/**
 * The solver's speed (not a test; `npm run bench`): what-if tables per game, each a full table of
 * every legal answer played to the end of combat (docs/puzzle-format.md).
 *
 * - MTG: 4 attackers against 5 possible blockers: every legal block declaration, each played out.
 * - FaB: a defend decision with 8 cards that may defend.
 * - Battle Spirits and PMV: their largest shipped puzzle (the one whose table costs the most transitions).
 *
 * For each: the table's time (median of several), declarations per second, and the solver's
 * transitions per second against the engine's plain rate on the very same transitions, replayed
 * in the same run (the overhead of listing, prompting and scoring). Goals: the solver within 80 %
 * of the engine's raw rate; the MTG table in under 1 s.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { play } from '../src/engine/referee.ts';
import type { ActionBase, AnyGameModule, GameId } from '../src/engine/types.ts';
import { loadGame } from '../src/games/registry.ts';
import { defaultObjective } from '../src/practice/outcome.ts';
import { parsePuzzle } from '../src/practice/puzzle.ts';
import { answeringOf, whatIf } from '../src/practice/solve.ts';
import { creature } from './workloads.ts';

const RUNS = 9;
const SAMPLE_MS = 60;

/** Milliseconds per call of `work`, over as many calls as fill SAMPLE_MS. */
const timed = (work: () => void): number => {
  let n = 0;
  const t0 = performance.now();
  let elapsed = 0;
  do {
    work();
    n++;
    elapsed = performance.now() - t0;
  } while (elapsed < SAMPLE_MS);
  return elapsed / n;
};
const median = (xs: readonly number[]): number => [...xs].toSorted((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

type Position = { readonly label: string; readonly module: AnyGameModule; readonly state: unknown };

const at = async (label: string, game: GameId, rules: string, setup: unknown, actions: readonly object[]): Promise<Position> => {
  const module = (await loadGame(game)) as AnyGameModule;
  const loaded = module.load({ rules, setup, actions });
  if (!loaded.ok) throw new Error(`${label}: ${JSON.stringify(loaded.error)}`);
  const played = play(module, loaded.value.state, loaded.value.actions as ActionBase[], loaded.value.events ?? []);
  if (played.rejected) throw new Error(`${label}: refused ${JSON.stringify(played.rejected)}`);
  return { label, module, state: played.state };
};

const mtgFourByFive = (): Promise<Position> =>
  at(
    'MTG 4 attackers v 5 blockers',
    'mtg',
    '2024-11',
    {
      players: [{ id: 'A', life: 20 }, { id: 'B', life: 20 }],
      active: 'A',
      permanents: [
        creature('a1', 'A', 3, 3),
        creature('a2', 'A', 2, 2, ['first strike']),
        creature('a3', 'A', 4, 4, ['trample']),
        creature('a4', 'A', 1, 1, ['deathtouch']),
        creature('b1', 'B', 2, 2),
        creature('b2', 'B', 3, 3),
        creature('b3', 'B', 1, 4),
        creature('b4', 'B', 4, 1),
        creature('b5', 'B', 0, 5),
      ],
    },
    [
      { by: 'A', type: 'advance' },
      { by: 'A', type: 'declareAttackers', attackers: ['a1', 'a2', 'a3', 'a4'].map((id) => ({ id, target: 'B' })) },
      { by: 'A', type: 'advance' },
    ],
  );

const card = (id: string, zone: string, defense: number, extra: object = {}) => ({ id, owner: 'B', zone, types: zone === 'equipment' ? ['equipment'] : ['action'], defense, cost: 0, ...extra });

const fabEightCards = (): Promise<Position> => {
  return at(
    'FaB defend with 8 cards',
    'fab',
    'current',
    {
      players: [{ id: 'A', life: 20, actionPoints: 1 }, { id: 'B', life: 20 }],
      active: 'A',
      cards: [
        { id: 'strike', owner: 'A', zone: 'hand', types: ['action', 'attack'], power: 9, cost: 0 },
        card('h1', 'hand', 3),
        card('h2', 'hand', 3),
        card('h3', 'hand', 2),
        card('h4', 'hand', 2),
        card('head', 'equipment', 1, { keywords: ['blade break'] }),
        card('chest', 'equipment', 2, { keywords: ['battleworn'] }),
        card('arms', 'equipment', 1, { keywords: ['temper'] }),
        card('legs', 'equipment', 1),
      ],
    },
    [{ by: 'A', type: 'attack', card: 'strike', target: 'B' }, { by: 'A', type: 'advance', until: 'decision' }],
  );
};

/** Every shipped puzzle's position of one game. */
const puzzlePositions = async (game: GameId): Promise<Position[]> => {
  const dir = join('puzzles', game);
  const out: Position[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).toSorted()) {
    const parsed = parsePuzzle(readFileSync(join(dir, file), 'utf8'));
    if (!parsed.ok) continue;
    const p = parsed.value;
    out.push(await at(`${game} ${p.id}`, game, p.rules, p.setup, p.leadIn));
  }
  return out;
};

/** One table with every apply call recorded, to replay the same transitions plainly. */
const measure = (pos: Position) => {
  const module = answeringOf(pos.module);
  const calls: [unknown, ActionBase][] = [];
  const recording = { ...module, apply: (s: unknown, a: ActionBase) => (calls.push([s, a]), module.apply(s, a)) } as typeof module;
  const objective = defaultObjective(false);
  const first = whatIf(recording, pos.state, objective);
  if ('reason' in first) throw new Error(`${pos.label}: no decision`);
  // Each sample repeats the work for at least SAMPLE_MS, so a table of a few transitions is timed as well as a large one.
  const times: number[] = [];
  const raw: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    times.push(timed(() => whatIf(module, pos.state, objective)));
    raw.push(
      timed(() => {
        for (const [s, a] of calls) module.apply(s, a);
      }),
    );
  }
  return { rows: first.rows.length, omitted: first.omitted, transitions: calls.length, ms: median(times), rawMs: median(raw) };
};

const largest = (positions: readonly Position[]): Position => {
  let best: { pos: Position; n: number } | null = null;
  for (const pos of positions) {
    const module = answeringOf(pos.module);
    let n = 0;
    const counting = { ...module, apply: (s: unknown, a: ActionBase) => (n++, module.apply(s, a)) } as typeof module;
    if ('reason' in whatIf(counting, pos.state, defaultObjective(false))) continue;
    if (best === null || n > best.n) best = { pos, n };
  }
  if (best === null) throw new Error('no puzzle with a decision');
  return best.pos;
};

const perSecond = (n: number, ms: number) => Math.round((n / ms) * 1000).toLocaleString('en');

const report = (pos: Position): void => {
  const m = measure(pos);
  const ratio = m.rawMs / m.ms;
  console.log(`${pos.label}`);
  console.log(`  table: ${m.rows} legal answers${m.omitted > 0 ? ` (+${m.omitted} left out)` : ''}, ${m.transitions.toLocaleString('en')} transitions, ${m.ms.toFixed(1)} ms (median of ${RUNS} samples, each of at least ${SAMPLE_MS} ms)`);
  console.log(`  declarations/s: ${perSecond(m.rows, m.ms)} · solver transitions/s: ${perSecond(m.transitions, m.ms)} · engine raw: ${perSecond(m.transitions, m.rawMs)}`);
  console.log(`  solver at ${(ratio * 100).toFixed(0)} % of the engine's raw rate (goal ≥ 80 %)${pos.label.startsWith('MTG') ? ` · MTG table ${m.ms < 1000 ? 'under' : 'OVER'} 1 s` : ''}`);
};

console.log('# What-if tables (npm run bench)');
report(await mtgFourByFive());
report(await fabEightCards());
for (const game of ['bs', 'pmv'] as const) {
  const positions = await puzzlePositions(game);
  if (positions.length === 0) console.log(`${game}: no shipped puzzles`);
  else report(largest(positions));
}
