/**
 * Measures the engine workloads of two trees in one process, in short windows that alternate
 * between them, so a busy moment on the machine slows both alike. Each pair of neighbouring
 * windows gives a ratio; the median ratio is the figure. Run through bench/compare.ts.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { bsTurnActions, bsTurnBoard, FAB_CHAIN_FILE, largeActions, largeBoard, pmvTurnActions, pmvTurnBoard, typicalActions, typicalBoard } from './workloads.ts';

/** The slice of a game module the workloads use (either tree's module fits it). */
type Engine = {
  load(input: { rules: string; setup: unknown; actions: unknown }): { ok: boolean; value?: { state: unknown; actions: readonly unknown[] }; error?: unknown };
  apply(state: unknown, action: unknown): { ok: boolean; value?: { state: unknown }; error?: unknown };
};
/** `bs` (`pmv`) is null for a tree from before Battle Spirits (Phantom Magic Vision) existed: its workload is then skipped. */
export type Tree = { readonly mtg: Engine; readonly fab: Engine; readonly bs: Engine | null; readonly pmv: Engine | null };

const play = (m: Engine, s0: unknown, actions: readonly unknown[]): number => {
  let s = s0;
  for (const a of actions) {
    const r = m.apply(s, a);
    if (!r.ok || r.value === undefined) throw new Error(`refused ${JSON.stringify(a)}: ${JSON.stringify(r.error)}`);
    s = r.value.state;
  }
  return actions.length;
};

const loaded = (m: Engine, rules: string, setup: unknown, actions: unknown = []) => {
  const l = m.load({ rules, setup, actions });
  if (!l.ok || l.value === undefined) throw new Error(JSON.stringify(l.error));
  return l.value;
};

/** Transitions per second over a window of `ms`. */
const rate = (m: Engine, s: unknown, actions: readonly unknown[], ms: number): number => {
  let calls = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < ms) for (let i = 0; i < 20; i++) calls += play(m, s, actions);
  return (calls / (performance.now() - t0)) * 1000;
};

/** Median ms of `runs` plays. */
const time = (m: Engine, s: unknown, actions: readonly unknown[], runs: number): number => {
  const t: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    play(m, s, actions);
    t.push(performance.now() - t0);
  }
  return t.toSorted((a, b) => a - b)[Math.floor(runs / 2)] as number;
};

export type Workload = {
  readonly name: string;
  readonly higherIsBetter: boolean;
  /** null: this tree cannot run the workload. */
  readonly measure: (tree: Tree) => (() => number) | null;
};

export const WORKLOADS: readonly Workload[] = [
  {
    name: 'MTG typical combat (transitions/s)',
    higherIsBetter: true,
    measure: ({ mtg }) => {
      const s = loaded(mtg, '2024-11', typicalBoard).state;
      return () => rate(mtg, s, typicalActions, 150);
    },
  },
  {
    name: 'MTG 100 v 100 (ms per combat)',
    higherIsBetter: false,
    measure: ({ mtg }) => {
      const begin = loaded(mtg, '2024-11', largeBoard).state;
      const atDeclare = mtg.apply(begin, { type: 'advance', by: 'A' }).value?.state;
      return () => time(mtg, atDeclare, largeActions, 15);
    },
  },
  {
    name: 'FaB two-link chain (transitions/s)',
    higherIsBetter: true,
    measure: ({ fab }) => {
      const file = JSON.parse(readFileSync(FAB_CHAIN_FILE, 'utf8')) as { rules: string; setup: unknown; actions: unknown };
      const l = loaded(fab, file.rules, file.setup, file.actions);
      return () => rate(fab, l.state, l.actions, 150);
    },
  },
  {
    name: 'BS two-battle turn (transitions/s)',
    higherIsBetter: true,
    measure: ({ bs }) => {
      if (bs === null) return null;
      const l = loaded(bs, 'current', bsTurnBoard, bsTurnActions);
      return () => rate(bs, l.state, l.actions, 150);
    },
  },
  {
    name: 'PMV two-attack turn (transitions/s)',
    higherIsBetter: true,
    measure: ({ pmv }) => {
      if (pmv === null) return null;
      const l = loaded(pmv, 'current', pmvTurnBoard, pmvTurnActions);
      return () => rate(pmv, l.state, l.actions, 150);
    },
  },
];

const median = (xs: readonly number[]): number => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const pct = (x: number): string => `${(x * 100).toFixed(0)}%`;

export const compare = (before: Tree, after: Tree, windows: number): void => {
  console.log(`before and after in one process, ${windows} alternating windows each (median of the pair ratios; middle half in brackets)`);
  console.log(`${'workload'.padEnd(38)}${'before'.padStart(12)}${'after'.padStart(12)}${'after/before'.padStart(15)}`);
  for (const w of WORKLOADS) {
    const b = w.measure(before);
    const a = w.measure(after);
    if (b === null || a === null) {
      console.log(`${w.name.padEnd(38)}  (skipped: ${b === null ? 'before' : 'after'} has no such game)`);
      continue;
    }
    // Both warmed up first.
    for (let i = 0; i < 3; i++) {
      b();
      a();
    }
    const bs: number[] = [];
    const as: number[] = [];
    for (let i = 0; i < windows; i++) {
      // Alternate which goes first, so neither always runs just after the other.
      if (i % 2 === 0) {
        bs.push(b());
        as.push(a());
      } else {
        as.push(a());
        bs.push(b());
      }
    }
    const ratios = bs.map((x, i) => (w.higherIsBetter ? (as[i] as number) / x : x / (as[i] as number))).toSorted((p, q) => p - q);
    const q = (f: number): number => ratios[Math.floor(f * (ratios.length - 1))] as number;
    const fmt = (x: number): string => (w.higherIsBetter ? Math.round(x).toLocaleString('en-US') : x.toFixed(2));
    console.log(`${w.name.padEnd(38)}${fmt(median(bs)).padStart(12)}${fmt(median(as)).padStart(12)}${pct(q(0.5)).padStart(15)}  (${pct(q(0.25))}-${pct(q(0.75))})`);
  }
};
