/**
 * Engine speed (not a test; `npm run bench`). Two figures:
 *
 * 1. transitions per second: a typical combat (3 attackers against 2 blockers, both blockers on
 *    one attacker so a damage assignment is chosen, and a first striker so there are two
 *    damage steps) played from the beginning of combat until combat is over, again and again;
 *    every mtg.apply() call counts as one transition. Reported per CPU second of this process
 *    and per wall-clock second. Target: at least 100,000 per second.
 * 2. a 100-attacker against 100-blocker combat resolved from the declare attackers step
 *    through blocks, damage and state-based actions; median of several runs.
 *    Target: under 10 ms.
 *
 * A missed target is printed as such; with BENCH_STRICT=1 it also sets exit status 1. It does not
 * by default, because on a shared machine a busy neighbour can miss a target that the code meets,
 * and `npm run bench` must still go on to the bundle check.
 */
import { performance } from 'node:perf_hooks';
import { mtg } from '../src/games/mtg/index.ts';
import type { MtgAction, MtgEdition, MtgState } from '../src/games/mtg/types.ts';
import { largeActions, largeBoard, typicalActions, typicalBoard, type Board } from './workloads.ts';

const TARGET_TRANSITIONS = 100_000;
const TARGET_LARGE_MS = 10;

const load = (edition: MtgEdition, setup: Board): MtgState => {
  const loaded = mtg.load({ rules: edition, setup, actions: [] });
  if (!loaded.ok) throw new Error(`bench board refused: ${JSON.stringify(loaded.error)}`);
  return loaded.value.state;
};

/** Applies every action, failing loudly: a refused action would make the figure meaningless. */
const run = (state: MtgState, actions: readonly MtgAction[]): { state: MtgState; calls: number } => {
  let s = state;
  for (const action of actions) {
    const result = mtg.apply(s, action);
    if (!result.ok) throw new Error(`bench action refused: ${JSON.stringify(action)} ${JSON.stringify(result.error)}`);
    s = result.value.state;
  }
  return { state: s, calls: actions.length };
};

const median = (xs: number[]): number => {
  const sorted = xs.toSorted((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** CPU time this process used, in ms: unlike wall time, it does not count other processes' turns. */
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

// ---------------------------------------------------------------------------------------------
// 1. A typical combat (bench/workloads.ts), written with single passes.

/**
 * Several timed windows. Each reports calls per second of wall time and of this process's CPU
 * time; on a shared machine the CPU-time figure is the one least disturbed by other processes.
 */
const transitionsPerSecond = (): { wall: number; cpu: number; windows: number; combats: number } => {
  const start = load('2024-11', typicalBoard);
  const check = run(start, typicalActions).state;
  if (check.step !== 'after-combat') throw new Error(`typical combat ended in ${check.step}`);
  for (let i = 0; i < 2_000; i++) run(start, typicalActions); // warm-up
  const wall: number[] = [];
  const cpu: number[] = [];
  let combats = 0;
  for (let w = 0; w < 7; w++) {
    let calls = 0;
    const t0 = performance.now();
    const c0 = cpuMs();
    let elapsed = 0;
    while (elapsed < 400) {
      for (let i = 0; i < 100; i++) calls += run(start, typicalActions).calls;
      combats += 100;
      elapsed = performance.now() - t0;
    }
    wall.push((calls / elapsed) * 1000);
    cpu.push((calls / (cpuMs() - c0)) * 1000);
  }
  return { wall: median(wall), cpu: median(cpu), windows: wall.length, combats };
};

// ---------------------------------------------------------------------------------------------
// 2. 100 attackers against 100 blockers, each blocker on its own attacker (bench/workloads.ts).

const largeCombatMs = (): { median: number; min: number; max: number; runs: number; died: number } => {
  const begin = load('2024-11', largeBoard);
  const atDeclare = run(begin, [{ type: 'advance', by: 'A' }]).state;
  const end = run(atDeclare, largeActions).state;
  if (end.step !== 'combat-damage') throw new Error(`large combat ended in ${end.step}`);
  const died = Object.values(end.objects).filter((p) => p.zone === 'graveyard').length;
  for (let i = 0; i < 5; i++) run(atDeclare, largeActions); // warm-up
  const times: number[] = [];
  for (let i = 0; i < 21; i++) {
    const t0 = performance.now();
    run(atDeclare, largeActions);
    times.push(performance.now() - t0);
  }
  return { median: median(times), min: Math.min(...times), max: Math.max(...times), runs: times.length, died };
};

// ---------------------------------------------------------------------------------------------

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');

const typical = transitionsPerSecond();
console.log(
  `typical combat (3 attackers vs 2 blockers, ${typicalActions.length} apply() calls each, ${fmt(typical.combats)} combats): ` +
    `${fmt(typical.cpu)} transitions per CPU second, ${fmt(typical.wall)} per wall-clock second ` +
    `(medians of ${typical.windows} windows; target >= ${fmt(TARGET_TRANSITIONS)})`,
);
const large = largeCombatMs();
console.log(
  `100 attackers vs 100 blockers (declare, block, damage, SBA; ${large.died} creatures died): ` +
    `median ${large.median.toFixed(2)} ms of ${large.runs} runs (min ${large.min.toFixed(2)}, max ${large.max.toFixed(2)}; target < ${TARGET_LARGE_MS} ms)`,
);

const misses: string[] = [];
if (typical.cpu < TARGET_TRANSITIONS) misses.push('transitions per second below target');
if (large.median >= TARGET_LARGE_MS) misses.push('large combat slower than target');
if (misses.length > 0) {
  console.error(`engine bench: MISSED: ${misses.join('; ')}`);
  if (process.env.BENCH_STRICT === '1') process.exitCode = 1;
}
