/**
 * Battle Spirits engine speed (not a test; `npm run bench`): a typical two-battle turn (a blocked
 * battle won with a flash magic card in flash timing 2, then an unblocked one; bench/workloads.ts)
 * played from the start of the attack step to its end again and again. Every bs.apply() counts as
 * one transition. Target: at least 80% of the FaB figure measured in the same process, in
 * windows that alternate between the two games, so a busy moment on the machine slows both
 * alike (the FaB workload is bench/fab.bench.ts's two-link chain).
 *
 * A missed target is printed as such; with BENCH_STRICT=1 it also sets exit status 1.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { play } from '../src/engine/referee.ts';
import { bs } from '../src/games/bs/index.ts';
import { fab } from '../src/games/fab/index.ts';
import { bsTurnActions, bsTurnBoard, FAB_CHAIN_FILE } from './workloads.ts';

const TARGET_SHARE = 0.8;
const WINDOWS = 9;
const WINDOW_MS = 300;

const bsLoaded = bs.load({ rules: 'current', setup: bsTurnBoard, actions: bsTurnActions });
if (!bsLoaded.ok) throw new Error(`BS bench board refused: ${JSON.stringify(bsLoaded.error)}`);
const bsStart = bsLoaded.value;
const check = play(bs, bsStart.state, bsStart.actions);
if (check.rejected !== null) throw new Error(`BS bench action refused: ${JSON.stringify(check.rejected)}`);
const outcome = bs.summary(check.state);
if (outcome.step !== 'end' || outcome.battles.length !== 2 || outcome.life.B !== 4 || outcome.trash.B?.[0] !== 'golem') {
  throw new Error(`BS bench turn ended unexpectedly: ${JSON.stringify(outcome)}`);
}

const fabScenario = JSON.parse(readFileSync(FAB_CHAIN_FILE, 'utf8')) as { rules: string; setup: unknown; actions: unknown };
const fabLoaded = fab.load(fabScenario);
if (!fabLoaded.ok) throw new Error(`${FAB_CHAIN_FILE}: ${JSON.stringify(fabLoaded.error)}`);
const fabStart = fabLoaded.value;
if (play(fab, fabStart.state, fabStart.actions).rejected !== null) throw new Error(`${FAB_CHAIN_FILE}: an action was refused`);

/** Transitions per second over one window. */
const bsWindow = (): number => {
  let calls = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < WINDOW_MS) calls += play(bs, bsStart.state, bsStart.actions).accepted;
  return (calls / (performance.now() - t0)) * 1000;
};
const fabWindow = (): number => {
  let calls = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < WINDOW_MS) calls += play(fab, fabStart.state, fabStart.actions).accepted;
  return (calls / (performance.now() - t0)) * 1000;
};

// Warm both up, then alternate which goes first so neither always runs just after the other.
bsWindow();
fabWindow();
const bsRates: number[] = [];
const fabRates: number[] = [];
const ratios: number[] = [];
for (let w = 0; w < WINDOWS; w++) {
  let b: number;
  let f: number;
  if (w % 2 === 0) {
    b = bsWindow();
    f = fabWindow();
  } else {
    f = fabWindow();
    b = bsWindow();
  }
  bsRates.push(b);
  fabRates.push(f);
  ratios.push(b / f);
}
const median = (xs: readonly number[]): number => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const fmt = (n: number): string => Math.round(n).toLocaleString('en');

const bsRate = median(bsRates);
const fabRate = median(fabRates);
const share = median(ratios);
const missed = share < TARGET_SHARE;
console.log(
  `BS two-battle turn (${bsStart.actions.length} apply() calls each, bench/workloads.ts): ${fmt(bsRate)} transitions per second ` +
    `(median of ${WINDOWS} windows; FaB two-link chain alongside: ${fmt(fabRate)}, BS/FaB ${(share * 100).toFixed(0)}%; ` +
    `target >= ${(TARGET_SHARE * 100).toFixed(0)}% of FaB)${missed ? ' MISSED' : ''}`,
);
if (missed && process.env.BENCH_STRICT === '1') process.exitCode = 1;
