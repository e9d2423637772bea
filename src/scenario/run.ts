/**
 * Plays a scenario headless and builds the runner's result (docs/scenario-format.md, "The
 * runner"): the same code path for `npm run referee`, the scenario suite and any other tool.
 */
import { play, type Played } from '../engine/referee.ts';
import { formatRule } from '../engine/rules.ts';
import type { AnyGameModule, EventBase, PromptBase, Result, ScenarioError } from '../engine/types.ts';
import { errorLine } from '../text/describe.ts';
import { lineText, namesFromSetup, type Translate } from '../text/render.ts';
import { loadScenario, type GameLoader, type Loaded, type Scenario } from './envelope.ts';
import { matchExpect, type Expectation } from './expect.ts';

type Cited<T> = Omit<T, 'rule'> & { readonly rule: string };

export type RunRejection = {
  readonly index: number;
  readonly action: unknown; // as written in the file
  readonly error: { readonly code: string; readonly rule: string; readonly message: string };
};

/** One JSON line of `npm run referee -- --json`. */
export type RunResult = {
  readonly ok: boolean; // every action accepted and every expectation held
  readonly accepted: number;
  readonly rejected: RunRejection | null;
  readonly summary: object;
  readonly prompt: Cited<PromptBase> & Readonly<Record<string, unknown>>;
  readonly events: readonly (Cited<EventBase> & Readonly<Record<string, unknown>>)[];
  readonly expectations: readonly Expectation[];
};

/** The result plus the engine's own data, for callers that describe it in another language. */
export type RunDetail = {
  readonly result: RunResult;
  readonly played: Played<unknown, EventBase>;
  readonly prompt: PromptBase;
  /** The game's rules module that played it (the what-if table plays on from here). */
  readonly module: AnyGameModule;
};

/** Plays an already loaded scenario. `english` words the refusal message (always English). */
export const runLoaded = (scenario: Scenario, loaded: Loaded, english: Translate): RunDetail => {
  const played = play(loaded.module, loaded.state, loaded.actions, loaded.events) as Played<unknown, EventBase>;
  const prompt = loaded.module.prompt(played.state) as PromptBase;
  const summary = loaded.module.summary(played.state) as object;
  const expectations = scenario.expect ? matchExpect(scenario.expect, summary) : [];
  const nameOf = namesFromSetup(scenario.setup);
  const rejected: RunRejection | null = played.rejected && {
    index: played.rejected.index,
    action: scenario.actions[played.rejected.index] ?? played.rejected.action,
    error: {
      code: played.rejected.error.code,
      rule: formatRule(played.rejected.error.rule),
      message: lineText(english, errorLine(played.rejected.error, nameOf)),
    },
  };
  const { player, kind, rule, ...rest } = prompt as PromptBase & Record<string, unknown>;
  const result: RunResult = {
    ok: rejected === null && expectations.every((e) => e.ok),
    accepted: played.accepted,
    rejected,
    summary,
    prompt: { player, kind, rule: formatRule(rule), ...rest },
    events: played.events.map((e) => {
      const { type, rule: ref, ...fields } = e as EventBase & Record<string, unknown>;
      return { type, rule: formatRule(ref), ...fields };
    }),
    expectations,
  };
  return { result, played, prompt, module: loaded.module };
};

export type RunOptions = {
  readonly english?: Translate; // words the refusal message; English from locales/en by default
  readonly loader?: GameLoader; // the game registry by default
};

const defaultEnglish = async (): Promise<Translate> => (await import('../text/node-i18n.ts')).nodeText('en');

/**
 * Loads and plays a parsed scenario. An error result means the file itself is invalid (the
 * runner's exit status 2); a refused action or a failed expectation is a normal result with
 * `ok: false`.
 */
export const runScenarioDetail = async (
  scenario: Scenario,
  options: RunOptions = {},
): Promise<Result<RunDetail, ScenarioError[]>> => {
  const loaded = await loadScenario(scenario, options.loader);
  if (!loaded.ok) return loaded;
  return { ok: true, value: runLoaded(scenario, loaded.value, options.english ?? (await defaultEnglish())) };
};

/** The runner's JSON result for one scenario, or the problems that make the file invalid. */
export const runScenario = async (scenario: Scenario, options: RunOptions = {}): Promise<Result<RunResult, ScenarioError[]>> => {
  const detail = await runScenarioDetail(scenario, options);
  return detail.ok ? { ok: true, value: detail.value.result } : detail;
};

/** Why a run is not ok, in the words a fixture author needs. */
export const explainFailure = (r: RunResult): string => {
  const lines: string[] = [];
  if (r.rejected) {
    const { index, action, error } = r.rejected;
    lines.push(`actions[${index}] ${JSON.stringify(action)} was refused under ${error.rule} (${error.code}): ${error.message}`);
    lines.push(`  ${r.accepted} action(s) accepted before it; the game waits for ${r.prompt.kind} by ${String(r.prompt.player)} (${r.prompt.rule})`);
  }
  for (const e of r.expectations.filter((x) => !x.ok)) {
    lines.push(`expect.${e.path}: expected ${JSON.stringify(e.expected)}, the summary has ${JSON.stringify(e.actual)}`);
  }
  return lines.join('\n');
};
