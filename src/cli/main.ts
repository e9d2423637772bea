/**
 * `npm run referee -- FILE... [--json] [--lang en|ja]`: plays scenario files headless.
 *
 * Exit status (docs/scenario-format.md): 0 when every action of every file was accepted and every
 * expectation held, 1 when not, 2 when a file itself is invalid or the command line is wrong.
 */
import { problem } from '../engine/problems.ts';
import { problemOf } from '../text/problems.ts';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expandFiles } from './files.ts';
import type { ScenarioError } from '../engine/types.ts';
import { parseScenario, type GameLoader, type Scenario } from '../scenario/envelope.ts';
import { runScenarioDetail, type RunDetail } from '../scenario/run.ts';
import { isLang, nodeText, type Lang } from '../text/node-i18n.ts';
import { CRITERIA, type Criterion } from '../practice/outcome.ts';
import { headerLine, invalidLines, logLines } from './log.ts';
import { whatIfLines, whatIfReport } from './whatIf.ts';

export const EXIT = { ok: 0, failed: 1, invalid: 2 } as const;

const USAGE = 'usage: npm run referee -- FILE.json... [--json] [--lang en|ja] [--what-if [--objective alive,leastLifeLost,...]]';

type Options = {
  readonly files: readonly string[];
  readonly json: boolean;
  readonly lang: Lang;
  /** Print the what-if table of the decision each file stops at (src/cli/whatIf.ts). */
  readonly whatIf: boolean;
  readonly objective: readonly Criterion[] | null;
};

/** Parses the arguments; a string is the usage error to print. */
export const parseArgs = (args: readonly string[]): Options | string => {
  const files: string[] = [];
  let json = false;
  let lang: Lang = 'en';
  let whatIf = false;
  let objective: Criterion[] | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--json') json = true;
    else if (arg === '--what-if') whatIf = true;
    else if (arg === '--objective') {
      const value = (args[++i] ?? '').split(',').filter((x) => x !== '');
      const wrong = value.find((c) => !(CRITERIA as readonly string[]).includes(c));
      if (value.length === 0 || wrong !== undefined) return `--objective: expected criteria from ${CRITERIA.join(', ')}, received ${wrong ?? 'nothing'}`;
      objective = value as Criterion[];
    }
    else if (arg === '--lang' || arg.startsWith('--lang=')) {
      const value = arg === '--lang' ? args[++i] : arg.slice('--lang='.length);
      if (value === undefined || !isLang(value)) return `--lang: expected en or ja, received ${value ?? 'nothing'}`;
      lang = value;
    } else if (arg.startsWith('--')) return `unknown option ${arg}`;
    else files.push(arg);
  }
  if (files.length === 0) return 'no scenario file given';
  if (objective !== null && !whatIf) return '--objective sorts the --what-if table: give --what-if too';
  return { files, json, lang, whatIf, objective };
};

type FileOutcome =
  | { readonly kind: 'invalid'; readonly errors: readonly ScenarioError[] }
  | { readonly kind: 'crashed'; readonly message: string }
  | { readonly kind: 'played'; readonly scenario: Scenario; readonly detail: RunDetail };

const playFile = async (file: string, cwd: string, loader?: GameLoader): Promise<FileOutcome> => {
  let text: string;
  try {
    text = readFileSync(resolve(cwd, file), 'utf8');
  } catch (e) {
    return { kind: 'invalid', errors: [{ path: '', message: problem('cannotRead', { detail: (e as Error).message }) }] };
  }
  const parsed = parseScenario(text);
  if (!parsed.ok) return { kind: 'invalid', errors: parsed.error };
  let detail: Awaited<ReturnType<typeof runScenarioDetail>>;
  try {
    detail = await runScenarioDetail(parsed.value, loader ? { english: nodeText('en'), loader } : { english: nodeText('en') });
  } catch (e) {
    // A bug in a game engine, not in the file: say so, and keep playing the other files.
    return { kind: 'crashed', message: `the ${parsed.value.game} engine failed on this file: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}` };
  }
  if (!detail.ok) return { kind: 'invalid', errors: detail.error };
  return { kind: 'played', scenario: parsed.value, detail: detail.value };
};

export type Output = {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  /** Where relative paths start; `npm run` moves to the package root, so the entry passes INIT_CWD. */
  readonly cwd?: string;
};

/** An error as --json prints it: the English message, plus its catalogue code for tools (null if it has none). */
const withCode = (e: ScenarioError): ScenarioError & { readonly code: string | null } => ({ ...e, code: problemOf(e).key?.slice('problem.'.length) ?? null });

/** Runs the command line; returns the exit status. `loader` replaces the game registry in tests. */
export const main = async (args: readonly string[], io: Output, loader?: GameLoader): Promise<number> => {
  const options = parseArgs(args);
  if (typeof options === 'string') {
    io.err(`${options}\n${USAGE}`);
    return EXIT.invalid;
  }
  const t = nodeText(options.lang);
  const cwd = io.cwd ?? process.cwd();
  const files = options.files.flatMap((f) => expandFiles(f, cwd));
  const tally = { ok: 0, failed: 0, invalid: 0 };
  for (const file of files) {
    const outcome = await playFile(file, cwd, loader);
    if (outcome.kind === 'invalid') {
      tally.invalid++;
      if (options.json) io.out(JSON.stringify({ ok: false, errors: outcome.errors.map(withCode) }));
      else for (const line of invalidLines(file, outcome.errors, t)) io.err(line);
    } else if (outcome.kind === 'crashed') {
      tally.failed++;
      io.err(`# ${file}\n✗ ${outcome.message}`);
      if (options.json) io.out(JSON.stringify({ ok: false, errors: [{ path: '', message: outcome.message }] }));
    } else {
      const { result } = outcome.detail;
      if (options.whatIf) {
        const report = whatIfReport(outcome.detail, options.objective);
        tally[report.ok ? 'ok' : 'failed']++;
        if (options.json) io.out(JSON.stringify(report));
        else for (const line of [headerLine(file, outcome.scenario), ...whatIfLines(outcome.scenario, outcome.detail, report, t)]) (report.ok ? io.out : io.err)(line);
        continue;
      }
      tally[result.ok ? 'ok' : 'failed']++;
      if (options.json) io.out(JSON.stringify(result));
      else for (const line of logLines(file, outcome.scenario, outcome.detail, t)) io.out(line);
    }
  }
  if (!options.json && files.length > 1) io.out(totalLine(files.length, tally));
  if (tally.invalid > 0) return EXIT.invalid;
  return tally.failed > 0 ? EXIT.failed : EXIT.ok;
};

/** `✗ 70/72 files ok, 1 failed, 1 invalid`, after a run of several files. */
const totalLine = (count: number, tally: { readonly ok: number; readonly failed: number; readonly invalid: number }): string => {
  const rest = [tally.failed > 0 ? `${tally.failed} failed` : '', tally.invalid > 0 ? `${tally.invalid} invalid` : ''].filter((x) => x !== '');
  return `${tally.ok === count ? '✓' : '✗'} ${tally.ok}/${count} files ok${rest.map((x) => `, ${x}`).join('')}`;
};
