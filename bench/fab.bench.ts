/**
 * Flesh and Blood engine speed (not a test; `npm run bench`): a two-link combat chain (an attack
 * with go again, a defense reaction, then a second attack on the same chain) from the scenario
 * suite, played from its start to the close step again and again. Every fab.apply() counts as
 * one transition (an `advance` macro is one call). Target, as for MTG: at least 100,000 per second.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { play } from '../src/engine/referee.ts';
import { fab } from '../src/games/fab/index.ts';
import { FAB_CHAIN_FILE } from './workloads.ts';

const FILE = FAB_CHAIN_FILE;
const TARGET = 100_000;

const scenario = JSON.parse(readFileSync(FILE, 'utf8')) as { rules: string; setup: unknown; actions: unknown };
const loaded = fab.load(scenario);
if (!loaded.ok) throw new Error(`${FILE}: ${JSON.stringify(loaded.error)}`);
const { state, actions } = loaded.value;
if (play(fab, state, actions).rejected !== null) throw new Error(`${FILE}: an action was refused`);

const windows: number[] = [];
for (let w = 0; w < 7; w++) {
  let calls = 0;
  const start = performance.now();
  while (performance.now() - start < 300) {
    calls += play(fab, state, actions).accepted;
  }
  windows.push(calls / ((performance.now() - start) / 1000));
}
const median = windows.toSorted((a, b) => a - b)[3] ?? 0;
console.log(
  `FaB two-link chain (${actions.length} apply() calls each, ${FILE}): ${Math.round(median).toLocaleString('en')} transitions per second (median of 7 windows; target >= ${TARGET.toLocaleString('en')})${median < TARGET ? ' MISSED' : ''}`,
);
