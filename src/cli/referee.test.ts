/**
 * The command-line runner as a user meets it: `npx tsx src/cli/referee.ts FILE...` in a child
 * process, on copies of src/cli/fixtures in a temp dir. Exit codes, rule tags on every log line,
 * and one JSON line per file.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import type { GameLoader } from '../scenario/envelope.ts';
import { duel } from '../scenario/testing/duel.ts';
import { main, parseArgs } from './main.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));
const TIMEOUT = 60_000;

type Run = { readonly code: number; readonly stdout: string; readonly stderr: string };

const referee = (...args: string[]): Promise<Run> =>
  new Promise((resolve) => {
    execFile('npx', ['tsx', 'src/cli/referee.ts', ...args], { cwd: ROOT, timeout: TIMEOUT }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
      resolve({ code, stdout, stderr });
    });
  });

const lines = (text: string): string[] => text.split('\n').filter((l) => l !== '');

const TAG = /^\[(mtg|fab|bs|pmv):[^\]\s]+\] \S/;
/** Lines of the runner's own: the file header, expectations and the verdict. */
const OWN = /^(# |✓ |✗ )/;

let dir = '';
const at = (file: string): string => join(dir, file);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'referee-'));
  for (const f of readdirSync(FIXTURES)) copyFileSync(join(FIXTURES, f), at(f));
  writeFileSync(at('broken.json'), '{\n  "format": "combat-referee/scenario@1",\n  "game": "mtg"\n  "rules": "2024-11"\n}\n');
});

describe('exit status', () => {
  test('0 when every action is accepted and every expectation holds; each log line cites a rule', { timeout: TIMEOUT }, async () => {
    const r = await referee(at('bears-unblocked.json'), at('trade.json'));
    expect(r.code).toBe(0);
    const log = lines(r.stdout);
    expect(log.filter((l) => l.startsWith('# '))).toHaveLength(2);
    expect(log.filter((l) => !OWN.test(l) && !TAG.test(l))).toEqual([]);
    expect(log).toContain('✓ expect.life.B: 18');
    expect(log.filter((l) => l.startsWith('[mtg:510.2] '))).toHaveLength(3); // one damage dealt, then two in the trade
  });

  test('1 when an expectation fails', { timeout: TIMEOUT }, async () => {
    const r = await referee(at('bears-unblocked.json'), at('wrong-expectation.json'));
    expect(r.code).toBe(1);
    expect(lines(r.stdout)).toContain('✗ expect.life.B: 17 ≠ 18');
  });

  test('1 when an action is refused, and the refusal cites the rule it breaks', { timeout: TIMEOUT }, async () => {
    const r = await referee(at('sick-attacker.json'));
    expect(r.code).toBe(1);
    const refusal = lines(r.stdout).find((l) => l.includes('✗ actions[1]'));
    expect(refusal).toMatch(/^\[mtg:302\.6\] ✗ actions\[1\] declareAttackers \(A\): /);
  });

  test('2 when a file is invalid, even beside failing ones; the message names the field', { timeout: TIMEOUT }, async () => {
    const r = await referee(at('wrong-expectation.json'), at('bad-reference.json'), at('broken.json'));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('✗ invalid: actions[1].attackers[0].id: There is no permanent “bearz”.');
    expect(r.stderr).toContain('✗ invalid: Not valid JSON at line 4, column 3: expected "," or "}", found "\\"".');
  });

  test('2 on a wrong command line', { timeout: TIMEOUT }, async () => {
    expect((await referee('--lang', 'fr', at('trade.json'))).code).toBe(2);
    expect((await referee()).code).toBe(2);
  });
});

test('--json prints one parseable line per file, in the order given', { timeout: TIMEOUT }, async () => {
  const order = ['wrong-expectation.json', 'bad-reference.json', 'bears-unblocked.json', 'sick-attacker.json'];
  const r = await referee('--json', ...order.map(at));
  expect(r.code).toBe(2);
  const out = lines(r.stdout).map((l) => JSON.parse(l) as Record<string, unknown>);
  expect(out.map((o) => o.ok)).toEqual([false, false, true, false]);
  expect(out[1]).toEqual({ ok: false, errors: [{ path: 'actions[1].attackers[0].id', message: 'no permanent "bearz"', code: 'noPermanent' }] });
  expect(out[2]).toMatchObject({
    accepted: 5,
    rejected: null,
    summary: { life: { A: 20, B: 18 }, tapped: ['bears'] },
    prompt: { player: 'A', kind: 'mtg.priority', rule: 'mtg:510.3' },
  });
  expect(out[2]?.events).toContainEqual(
    expect.objectContaining({ type: 'damageDealt', rule: 'mtg:510.2', source: 'bears', target: 'B', amount: 2, combat: true }),
  );
  expect(out[3]?.rejected).toMatchObject({ index: 1, error: { code: 'summoningSick', rule: 'mtg:302.6' } });
});

const captureWith = async (loader: GameLoader | undefined, ...args: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { out: (l) => out.push(l), err: (l) => err.push(l) }, loader);
  return { code, out, err };
};
const capture = (...args: string[]) => captureWith(undefined, ...args);

/** A game module with a bug: it throws on the first action. */
const crashing: GameLoader = async () => ({
  ...duel,
  load: () => ({ ok: true, value: { state: {}, actions: [{ type: 'hit', by: 'A' }] } }),
  apply: () => {
    throw new Error('boom');
  },
});

const damageLine = (out: readonly string[]): string => out.find((l) => l.startsWith('[mtg:510.2] ')) ?? '';

describe('the log, in process', () => {

  test('every event of the JSON result has its line, with the same rule, in order', async () => {
    const json = await capture('--json', join(FIXTURES, 'trade.json'));
    const result = JSON.parse(json.out[0] as string) as { events: { rule: string }[]; prompt: { rule: string } };
    const log = await capture(join(FIXTURES, 'trade.json'));
    const tags = log.out.filter((l) => TAG.test(l)).map((l) => l.slice(1, l.indexOf(']')));
    expect(tags).toEqual([...result.events.map((e) => e.rule), result.prompt.rule]);
  });

  test('names come from the setup, and the words from the locale of --lang', async () => {
    const en = await capture('--lang', 'en', join(FIXTURES, 'bears-unblocked.json'));
    const ja = await capture('--lang', 'ja', join(FIXTURES, 'bears-unblocked.json'));
    expect(damageLine(en.out)).toContain('Grizzly Bears');
    expect(damageLine(en.out)).not.toContain('event.damageDealt'); // the locale has the words, not just the key
    expect(damageLine(ja.out)).not.toContain('event.damageDealt');
    expect(damageLine(ja.out)).not.toEqual(damageLine(en.out));
    expect(ja.out.map((l) => l.slice(0, l.indexOf(']') + 1))).toEqual(en.out.map((l) => l.slice(0, l.indexOf(']') + 1)));
  });

  test('an invalid file is explained in the language of --lang, naming each field; --json stays in English with codes', async () => {
    const file = join(FIXTURES, 'misspelt-field.json');
    const [en, ja, json] = [await capture(file), await capture('--lang', 'ja', file), await capture('--json', '--lang', 'ja', file)];
    expect(en.code).toBe(2);
    expect(en.err).toEqual([
      `# ${file}`,
      '✗ invalid: setup.permanents[0].keywrods: Unknown field. Did you mean “keywords”?',
      '✗ invalid: setup.permanents[1].tapped : Unknown field. Did you mean “tapped”?',
    ]);
    expect(ja.err.slice(1)).toEqual([
      '✗ invalid: setup.permanents[0].keywrods: この項目はありません。「keywords」の書き間違いではありませんか？',
      '✗ invalid: setup.permanents[1].tapped : この項目はありません。「tapped」の書き間違いではありませんか？',
    ]);
    expect(JSON.parse(json.out[0] as string)).toEqual({
      ok: false,
      errors: [
        { path: 'setup.permanents[0].keywrods', message: 'unknown field; did you mean "keywords"?', code: 'unknownFieldNear' },
        { path: 'setup.permanents[1].tapped ', message: 'unknown field; did you mean "tapped"?', code: 'unknownFieldNear' },
      ],
    });
  });

  test('a directory stands for its scenario files', async () => {
    const r = await capture('--json', FIXTURES);
    expect(r.out).toHaveLength(readdirSync(FIXTURES).filter((f) => f.endsWith('.json')).length);
    expect(r.code).toBe(2); // bad-reference.json is in there on purpose
  });

  test('several files end with a tally', async () => {
    const r = await capture(join(FIXTURES, 'trade.json'), join(FIXTURES, 'wrong-expectation.json'));
    expect(r.code).toBe(1);
    expect(r.out.at(-1)).toBe('✗ 1/2 files ok, 1 failed');
  });

  test('an engine that throws is reported as its failure, not the file\'s, and the other files still run', async () => {
    const r = await captureWith(crashing, '--json', join(FIXTURES, 'trade.json'), join(FIXTURES, 'bad-reference.json'));
    expect(r.code).toBe(1);
    expect(r.out).toHaveLength(2);
    expect(JSON.parse(r.out[0] as string)).toEqual({ ok: false, errors: [{ path: '', message: expect.stringMatching(/^the mtg engine failed on this file: Error: boom/) }] });
    expect(r.err.join('\n')).toContain('boom');
  });
});

test('arguments: files in order, --json, --lang in both spellings, and what is refused', () => {
  const plain = { whatIf: false, objective: null };
  expect(parseArgs(['a.json', '--json', '--lang', 'ja', 'b.json'])).toEqual({ files: ['a.json', 'b.json'], json: true, lang: 'ja', ...plain });
  expect(parseArgs(['--lang=ja', 'a.json'])).toEqual({ files: ['a.json'], json: false, lang: 'ja', ...plain });
  expect(parseArgs(['a.json'])).toEqual({ files: ['a.json'], json: false, lang: 'en', ...plain });
  expect(parseArgs(['a.json', '--what-if', '--objective', 'leastLifeLost,alive'])).toEqual({ files: ['a.json'], json: false, lang: 'en', whatIf: true, objective: ['leastLifeLost', 'alive'] });
  expect(parseArgs(['a.json', '--what-if', '--objective', 'most'])).toMatch(/^--objective: expected criteria from alive, win, .* received most$/);
  expect(parseArgs(['a.json', '--objective', 'alive'])).toBe('--objective sorts the --what-if table: give --what-if too');
  expect(parseArgs(['--lang', 'fr', 'a.json'])).toBe('--lang: expected en or ja, received fr');
  expect(parseArgs(['a.json', '--lang'])).toBe('--lang: expected en or ja, received nothing');
  expect(parseArgs(['--yaml', 'a.json'])).toBe('unknown option --yaml');
  expect(parseArgs(['--json'])).toBe('no scenario file given');
});
