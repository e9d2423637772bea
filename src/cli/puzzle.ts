/**
 * `npm run puzzle -- FILE|DIR... [--solve] [--json] [--lang en|ja]`: checks puzzle files with the
 * engine (docs/puzzle-format.md). `--solve` prints the engine's answer to each question, in the
 * file's `answer` format, for an author to copy in once they agree with it.
 *
 * Exit status: 0 when every file holds, 1 when a stored answer is not the engine's or a check
 * fails, 2 when a file is not a puzzle at all or the command line is wrong.
 */
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { expandFiles } from './files.ts';
import type { ScenarioError } from '../engine/types.ts';
import { checkPuzzle } from '../practice/check.ts';
import { parsePuzzle } from '../practice/puzzle.ts';
import { isLang, nodeText, type Lang } from '../text/node-i18n.ts';
import { problem } from '../engine/problems.ts';
import { problemOf, problemText } from '../text/problems.ts';
import { EXIT, type Output } from './main.ts';
import { localeRuleWords } from './ruleWords.ts';

const USAGE = 'usage: npm run puzzle -- FILE.json|DIR... [--solve] [--json] [--lang en|ja]';

type Options = { readonly files: readonly string[]; readonly solve: boolean; readonly json: boolean; readonly lang: Lang };

export const parsePuzzleArgs = (args: readonly string[]): Options | string => {
  const files: string[] = [];
  let solve = false;
  let json = false;
  let lang: Lang = 'en';
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--solve') solve = true;
    else if (arg === '--json') json = true;
    else if (arg === '--lang') {
      const value = args[++i];
      if (value === undefined || !isLang(value)) return `--lang: expected en or ja, received ${value ?? 'nothing'}`;
      lang = value;
    } else if (arg.startsWith('--')) return `unknown option ${arg}`;
    else files.push(arg);
  }
  if (files.length === 0) return 'no puzzle file given';
  return { files, solve, json, lang };
};

export type PuzzleReport = { readonly file: string; readonly ok: boolean; readonly invalid: boolean; readonly errors: readonly ScenarioError[]; readonly answer: unknown };

/** Checks one file; `invalid` when it is not a puzzle at all (unreadable, not JSON, fields wrong). */
export const checkFile = async (file: string, cwd: string = process.cwd()): Promise<PuzzleReport> => {
  let text: string;
  try {
    text = readFileSync(resolve(cwd, file), 'utf8');
  } catch (e) {
    return { file, ok: false, invalid: true, errors: [{ path: '', message: problem('cannotRead', { detail: (e as Error).message }) }], answer: null };
  }
  const parsed = parsePuzzle(text);
  if (!parsed.ok) return { file, ok: false, invalid: true, errors: parsed.error, answer: null };
  const checked = await checkPuzzle(parsed.value, { english: nodeText('en'), hasWords: localeRuleWords(), fileId: basename(file, '.json') });
  if (!checked.ok) return { file, ok: false, invalid: false, errors: checked.error, answer: null };
  return { file, ok: checked.value.errors.length === 0, invalid: false, errors: checked.value.errors, answer: checked.value.answer };
};

export const puzzleMain = async (args: readonly string[], io: Output): Promise<number> => {
  const options = parsePuzzleArgs(args);
  if (typeof options === 'string') {
    io.err(`${options}\n${USAGE}`);
    return EXIT.invalid;
  }
  const t = nodeText(options.lang);
  const cwd = io.cwd ?? process.cwd();
  const files = options.files.flatMap((f) => expandFiles(f, cwd, true));
  let failed = 0;
  let invalid = 0;
  for (const file of files) {
    const report = await checkFile(file, cwd);
    if (report.invalid) invalid++;
    else if (!report.ok) failed++;
    if (options.json) io.out(JSON.stringify(report));
    else {
      if (report.ok) io.out(`✓ ${file}`);
      else {
        io.err(`# ${file}`);
        for (const e of report.errors) io.err(`✗ ${e.path === '' ? '' : `${e.path}: `}${problemText(t, problemOf(e)) ?? e.message}`);
      }
      if (options.solve && report.answer !== null) io.out(`  answer: ${JSON.stringify(report.answer)}`);
    }
  }
  if (!options.json && files.length > 1) io.out(`${failed + invalid === 0 ? '✓' : '✗'} ${files.length - failed - invalid}/${files.length} puzzles hold`);
  if (invalid > 0) return EXIT.invalid;
  return failed > 0 ? EXIT.failed : EXIT.ok;
};
