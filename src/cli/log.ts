/**
 * The runner's human log: one line per event, each citing its rule (`[mtg:510.2] ...`), then the
 * refusal if an action was refused, the expectations and the decision the game now waits for.
 * Words come from the locales; the few marks of the runner's own (✓ ✗ #) need no translation.
 */
import { formatRule } from '../engine/rules.ts';
import type { ScenarioError } from '../engine/types.ts';
import type { Scenario } from '../scenario/envelope.ts';
import type { Expectation } from '../scenario/expect.ts';
import type { RunDetail } from '../scenario/run.ts';
import { errorLine, eventLines, promptLine, type NameOf } from '../text/describe.ts';
import { problemOf, problemText } from '../text/problems.ts';
import { citedLine, lineText, namesFromSetup, type Translate } from '../text/render.ts';

const show = (x: unknown): string => JSON.stringify(x) ?? 'null';

const expectationLine = (e: Expectation): string =>
  e.ok ? `✓ expect.${e.path}: ${show(e.expected)}` : `✗ expect.${e.path}: ${show(e.expected)} ≠ ${show(e.actual)}`;

const actionLabel = (action: unknown, nameOf: NameOf): string => {
  const { type, by } = (action ?? {}) as { type?: unknown; by?: unknown };
  return typeof by === 'string' ? `${String(type)} (${nameOf(by)})` : String(type);
};

/** `# file — title (mtg, rules 2024-11)` */
export const headerLine = (file: string, scenario?: Scenario): string =>
  scenario === undefined
    ? `# ${file}`
    : `# ${file}${scenario.title === undefined ? '' : ` — ${scenario.title}`} (${scenario.game}, rules ${scenario.rules})`;

/** The whole log of one played file. */
export const logLines = (file: string, scenario: Scenario, detail: RunDetail, t: Translate): string[] => {
  const nameOf = namesFromSetup(scenario.setup);
  const { result, played, prompt } = detail;
  const lines = [headerLine(file, scenario)];
  for (const line of eventLines(played.events, nameOf)) lines.push(citedLine(t, line));
  if (played.rejected) {
    const { index, error } = played.rejected;
    const action = scenario.actions[index] ?? played.rejected.action;
    const why = lineText(t, errorLine(error, nameOf));
    lines.push(`[${formatRule(error.rule)}] ✗ actions[${index}] ${actionLabel(action, nameOf)}: ${why}`);
  }
  for (const e of result.expectations) lines.push(expectationLine(e));
  lines.push(citedLine(t, promptLine(prompt, nameOf)));
  const held = result.expectations.filter((e) => e.ok).length;
  const mark = result.ok ? '✓' : '✗';
  lines.push(`${mark} ${result.accepted}/${scenario.actions.length} actions, ${held}/${result.expectations.length} expectations`);
  return lines;
};

/** What is printed for a file that is not a valid scenario: each problem names its field. */
/** A file's problems in the run's language (the catalogue's words; anything else as written). */
export const invalidLines = (file: string, errors: readonly ScenarioError[], t: Translate): string[] => [
  `# ${file}`,
  ...errors.map((e) => `✗ invalid: ${e.path === '' ? '' : `${e.path}: `}${problemText(t, problemOf(e)) ?? e.message}`),
];
