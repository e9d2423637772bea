/**
 * `npm run referee -- FILE... [--json] [--lang en|ja]`: plays scenario files headless.
 *
 * Exit status (docs/scenario-format.md): 0 when every action of every file was accepted and every
 * expectation held, 1 when not, 2 when a file itself is invalid or the command line is wrong.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ScenarioError } from '../engine/types.ts';
import { parseScenario, type Scenario } from '../scenario/envelope.ts';
import { runScenarioDetail, type RunDetail } from '../scenario/run.ts';
import { isLang, nodeText, type Lang } from '../text/node-i18n.ts';
import { invalidLines, logLines } from './log.ts';

export const EXIT = { ok: 0, failed: 1, invalid: 2 } as const;

const USAGE = 'usage: npm run referee -- FILE.json... [--json] [--lang en|ja]';

type Options = { readonly files: readonly string[]; readonly json: boolean; readonly lang: Lang };

/** Parses the arguments; a string is the usage error to print. */
export const parseArgs = (args: readonly string[]): Options | string => {
  const files: string[] = [];
  let json = false;
  let lang: Lang = 'en';
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--json') json = true;
    else if (arg === '--lang' || arg.startsWith('--lang=')) {
      const value = arg === '--lang' ? args[++i] : arg.slice('--lang='.length);
      if (value === undefined || !isLang(value)) return `--lang: expected en or ja, received ${value ?? 'nothing'}`;
      lang = value;
    } else if (arg.startsWith('--')) return `unknown option ${arg}`;
    else files.push(arg);
  }
  if (files.length === 0) return 'no scenario file given';
  return { files, json, lang };
};

/** A directory argument stands for its *.json files, in name order. */
const expand = (path: string): string[] => {
  try {
    if (!statSync(path).isDirectory()) return [path];
  } catch {
    return [path]; // reported as unreadable when it is read
  }
  return readdirSync(path)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(path, f));
};

type FileOutcome =
  | { readonly kind: 'invalid'; readonly errors: readonly ScenarioError[] }
  | { readonly kind: 'played'; readonly scenario: Scenario; readonly detail: RunDetail };

const playFile = async (file: string): Promise<FileOutcome> => {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    return { kind: 'invalid', errors: [{ path: '', message: `cannot read the file: ${(e as Error).message}` }] };
  }
  const parsed = parseScenario(text);
  if (!parsed.ok) return { kind: 'invalid', errors: parsed.error };
  const detail = await runScenarioDetail(parsed.value, { english: nodeText('en') });
  if (!detail.ok) return { kind: 'invalid', errors: detail.error };
  return { kind: 'played', scenario: parsed.value, detail: detail.value };
};

export type Output = { readonly out: (line: string) => void; readonly err: (line: string) => void };

/** Runs the command line; returns the exit status. */
export const main = async (args: readonly string[], io: Output): Promise<number> => {
  const options = parseArgs(args);
  if (typeof options === 'string') {
    io.err(`${options}\n${USAGE}`);
    return EXIT.invalid;
  }
  const t = nodeText(options.lang);
  let status: number = EXIT.ok;
  for (const file of options.files.flatMap(expand)) {
    const outcome = await playFile(file);
    if (outcome.kind === 'invalid') {
      status = EXIT.invalid;
      if (options.json) io.out(JSON.stringify({ ok: false, errors: outcome.errors }));
      else for (const line of invalidLines(file, outcome.errors)) io.err(line);
      continue;
    }
    const { result } = outcome.detail;
    if (!result.ok && status === EXIT.ok) status = EXIT.failed;
    if (options.json) io.out(JSON.stringify(result));
    else for (const line of logLines(file, outcome.scenario, outcome.detail, t)) io.out(line);
  }
  return status;
};
