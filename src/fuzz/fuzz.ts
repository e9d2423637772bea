/**
 * The fuzz run: many random walks of one game under a seed, and on failure the walk fast-check
 * shrank, written as a scenario file that replays it (`npm run fuzz -- --replay FILE` checks the
 * same invariants along it; `npm run referee -- FILE` plays it).
 */
import * as fc from 'fast-check';
import { newRun, replayChecked, type ExtraInvariant } from '../engine/testing/walks.ts';
import type { ActionBase } from '../engine/types.ts';
import { loadScenario, parseScenario, SCENARIO_FORMAT, type Scenario } from '../scenario/envelope.ts';
import type { AnySpec } from './spec.ts';

export type FuzzOptions = {
  readonly walks: number;
  readonly seed: number;
  readonly extra?: ExtraInvariant;
  /** False to keep the first failing walk as found (the tests compare it with the shrunk one). */
  readonly shrink?: boolean;
  /** Called now and then with the walks done so far (the CLI prints progress on long runs). */
  readonly progress?: (done: number) => void;
};

export type FuzzResult =
  | { readonly ok: true; readonly walks: number; readonly ms: number; readonly reached: ReadonlySet<string> }
  | { readonly ok: false; readonly walks: number; readonly ms: number; readonly seed: number; readonly message: string; readonly scenario: Scenario };

const firstLine = (e: unknown): string => (e instanceof Error ? e.message : String(e)).split('\n')[0] ?? '';

/** The failing walk as a scenario file: its set-up, the accepted actions, and the action being checked when it broke. */
export const failureScenario = (spec: AnySpec, input: unknown, seed: number, extra?: ExtraInvariant): { message: string; scenario: Scenario } => {
  const run = newRun(extra ?? null);
  let message = 'the shrunk walk passed when played again';
  let failed = false;
  try {
    spec.walk(input, run);
  } catch (e) {
    message = firstLine(e);
    failed = true;
  }
  // The action being checked when the walk broke is the file's last; a walk that passed ends with what it took.
  const actions: ActionBase[] = [...run.trace, ...(failed && run.trying ? [run.trying] : [])];
  const { rules, setup } = spec.scenario(input);
  // Through JSON, as a file would hold it: no undefined fields.
  const scenario = JSON.parse(
    JSON.stringify({ format: SCENARIO_FORMAT, game: spec.game, rules, title: `fuzz seed ${seed}: ${message}`.slice(0, 300), setup, actions }),
  ) as Scenario;
  return { message, scenario };
};

/** The fuzz draws from the random walks, and one time in ten from the targeted ones, to explore from the rare positions too. */
const fuzzInput = (spec: AnySpec): fc.Arbitrary<unknown> =>
  spec.targeted && spec.targeted.length > 0 ? fc.oneof({ arbitrary: spec.input, weight: 9 }, { arbitrary: fc.oneof(...spec.targeted), weight: 1 }) : spec.input;

export const fuzz = (spec: AnySpec, options: FuzzOptions): FuzzResult => {
  const t0 = performance.now();
  const reached = new Set<string>();
  let done = 0;
  const property = fc.property(fuzzInput(spec), (input) => {
    spec.walk(input, newRun(options.extra ?? null, reached));
    done++;
    if (done % 1000 === 0) options.progress?.(done);
  });
  const details = fc.check(property, { seed: options.seed, numRuns: options.walks, endOnFailure: options.shrink === false });
  const ms = performance.now() - t0;
  if (!details.failed || details.counterexample === null) return { ok: true, walks: done, ms, reached };
  const { message, scenario } = failureScenario(spec, details.counterexample[0], options.seed, options.extra);
  return { ok: false, walks: details.numRuns, ms, seed: options.seed, message, scenario };
};

/**
 * Plays a written walk again, through the scenario loader as the runner reads it, under the
 * game's invariants (and the extra one): null when it holds, else what broke.
 */
export const replay = async (text: string, spec: AnySpec, extra?: ExtraInvariant): Promise<string | null> => {
  const parsed = parseScenario(text);
  if (!parsed.ok) return `invalid scenario: ${JSON.stringify(parsed.error)}`;
  const loaded = await loadScenario(parsed.value);
  if (!loaded.ok) return `invalid scenario: ${JSON.stringify(loaded.error)}`;
  try {
    replayChecked(loaded.value.module, spec.checks, loaded.value, loaded.value.actions, extra ?? null);
  } catch (e) {
    return firstLine(e);
  }
  return null;
};
