/**
 * Phantom Magic Vision engine speed (not a test; `npm run bench`): a typical main phase (an attack
 * defended and answered with a command, then an attack answered with a command that hits the
 * player, who grazes, then the phase's end; bench/workloads.ts) played from its start again and
 * again. Every pmv.apply() counts as one transition. Target: at least 80% of the FaB figure
 * measured in the same process, in windows that alternate between the two games, so a busy moment
 * on the machine slows both alike (the FaB workload is bench/fab.bench.ts's two-link chain).
 *
 * A missed target is printed as such; with BENCH_STRICT=1 it also sets exit status 1.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { play } from '../src/engine/referee.ts';
import { fab } from '../src/games/fab/index.ts';
import { pmv } from '../src/games/pmv/index.ts';
import { FAB_CHAIN_FILE, pmvTurnActions, pmvTurnBoard } from './workloads.ts';

const TARGET_SHARE = 0.8;
const WINDOWS = 9;
const WINDOW_MS = 300;

const pmvLoaded = pmv.load({ rules: 'current', setup: pmvTurnBoard, actions: pmvTurnActions });
if (!pmvLoaded.ok) throw new Error(`PMV bench board refused: ${JSON.stringify(pmvLoaded.error)}`);
const pmvStart = pmvLoaded.value;
const check = play(pmv, pmvStart.state, pmvStart.actions);
if (check.rejected !== null) throw new Error(`PMV bench action refused: ${JSON.stringify(check.rejected)}`);
const outcome = pmv.summary(check.state);
if (
  outcome.step !== 'turn-end' ||
  outcome.combats.length !== 2 ||
  outcome.life.B !== 21 ||
  outcome.combats[1]?.grazed !== 2 ||
  outcome.underworld.B?.join() !== 'youmu,snipe' ||
  outcome.field.A?.join() !== 'sanae,marisa'
) {
  throw new Error(`PMV bench main phase ended unexpectedly: ${JSON.stringify(outcome)}`);
}

const fabScenario = JSON.parse(readFileSync(FAB_CHAIN_FILE, 'utf8')) as { rules: string; setup: unknown; actions: unknown };
const fabLoaded = fab.load(fabScenario);
if (!fabLoaded.ok) throw new Error(`${FAB_CHAIN_FILE}: ${JSON.stringify(fabLoaded.error)}`);
const fabStart = fabLoaded.value;
if (play(fab, fabStart.state, fabStart.actions).rejected !== null) throw new Error(`${FAB_CHAIN_FILE}: an action was refused`);

/** Transitions per second over one window. */
const pmvWindow = (): number => {
  let calls = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < WINDOW_MS) calls += play(pmv, pmvStart.state, pmvStart.actions).accepted;
  return (calls / (performance.now() - t0)) * 1000;
};
const fabWindow = (): number => {
  let calls = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < WINDOW_MS) calls += play(fab, fabStart.state, fabStart.actions).accepted;
  return (calls / (performance.now() - t0)) * 1000;
};

// Warm both up, then alternate which goes first so neither always runs just after the other.
pmvWindow();
fabWindow();
const pmvRates: number[] = [];
const fabRates: number[] = [];
const ratios: number[] = [];
for (let w = 0; w < WINDOWS; w++) {
  let p: number;
  let f: number;
  if (w % 2 === 0) {
    p = pmvWindow();
    f = fabWindow();
  } else {
    f = fabWindow();
    p = pmvWindow();
  }
  pmvRates.push(p);
  fabRates.push(f);
  ratios.push(p / f);
}
const median = (xs: readonly number[]): number => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const fmt = (n: number): string => Math.round(n).toLocaleString('en');

const pmvRate = median(pmvRates);
const fabRate = median(fabRates);
const share = median(ratios);
const missed = share < TARGET_SHARE;
console.log(
  `PMV main phase with two attacks (${pmvStart.actions.length} apply() calls each, bench/workloads.ts): ${fmt(pmvRate)} transitions per second ` +
    `(median of ${WINDOWS} windows; FaB two-link chain alongside: ${fmt(fabRate)}, PMV/FaB ${(share * 100).toFixed(0)}%; ` +
    `target >= ${(TARGET_SHARE * 100).toFixed(0)}% of FaB)${missed ? ' MISSED' : ''}`,
);
if (missed && process.env.BENCH_STRICT === '1') process.exitCode = 1;
