/**
 * A game's engine speed measured beside FaB's in the same process: windows that alternate between
 * the two games, so a busy moment on the machine slows both alike (the FaB workload is
 * bench/fab.bench.ts's two-link chain). Every apply() counts as one transition. Prints the median
 * rates and share; a share under the target is printed as MISSED, and with BENCH_STRICT=1 it also
 * sets exit status 1.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { play } from '../src/engine/referee.ts';
import type { AnyGameModule, LoadedScenario } from '../src/engine/types.ts';
import { fab } from '../src/games/fab/index.ts';
import { FAB_CHAIN_FILE } from './workloads.ts';

const TARGET_SHARE = 0.8;
const WINDOWS = 9;
const WINDOW_MS = 300;

const fabScenario = JSON.parse(readFileSync(FAB_CHAIN_FILE, 'utf8')) as { rules: string; setup: unknown; actions: unknown };

/** Loads a workload and plays it once: every action must be accepted. */
export const loadWorkload = (game: AnyGameModule, label: string, scenario: { rules: string; setup: unknown; actions: unknown }): LoadedScenario<unknown, unknown, unknown> => {
  const loaded = game.load(scenario);
  if (!loaded.ok) throw new Error(`${label} bench board refused: ${JSON.stringify(loaded.error)}`);
  const check = play(game, loaded.value.state, loaded.value.actions);
  if (check.rejected !== null) throw new Error(`${label} bench action refused: ${JSON.stringify(check.rejected)}`);
  return loaded.value;
};

const windowOf = (game: AnyGameModule, start: LoadedScenario<unknown, unknown, unknown>) => (): number => {
  let calls = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < WINDOW_MS) calls += play(game, start.state, start.actions).accepted;
  return (calls / (performance.now() - t0)) * 1000;
};

const median = (xs: readonly number[]): number => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const fmt = (n: number): string => Math.round(n).toLocaleString('en');

/** `label` names the game's workload in the printed line (`BS two-battle turn`); `short` the game (`BS`). */
export const againstFab = (game: AnyGameModule, start: LoadedScenario<unknown, unknown, unknown>, label: string, short: string): void => {
  const mine = windowOf(game, start);
  const theirs = windowOf(fab, loadWorkload(fab, 'FaB', fabScenario));
  // Warm both up, then alternate which goes first so neither always runs just after the other.
  mine();
  theirs();
  const rates: number[] = [];
  const fabRates: number[] = [];
  const ratios: number[] = [];
  for (let w = 0; w < WINDOWS; w++) {
    let m: number;
    let f: number;
    if (w % 2 === 0) {
      m = mine();
      f = theirs();
    } else {
      f = theirs();
      m = mine();
    }
    rates.push(m);
    fabRates.push(f);
    ratios.push(m / f);
  }
  const share = median(ratios);
  const missed = share < TARGET_SHARE;
  console.log(
    `${label} (${start.actions.length} apply() calls each, bench/workloads.ts): ${fmt(median(rates))} transitions per second ` +
      `(median of ${WINDOWS} windows; FaB two-link chain alongside: ${fmt(median(fabRates))}, ${short}/FaB ${(share * 100).toFixed(0)}%; ` +
      `target >= ${(TARGET_SHARE * 100).toFixed(0)}% of FaB)${missed ? ' MISSED' : ''}`,
  );
  if (missed && process.env.BENCH_STRICT === '1') process.exitCode = 1;
};
