/**
 * Every scenario file under scenarios/<game>/ is a ruling test: it is played through runScenario,
 * the same code path as `npm run referee`, and must have every action accepted and every
 * expectation held. A failure says which action was refused under which rule, or which
 * expectation did not hold.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import type { ScenarioError } from '../engine/types.ts';
import { parseScenario } from './envelope.ts';
import { explainFailure, runScenario } from './run.ts';

const SCENARIOS = fileURLToPath(new URL('../../scenarios/', import.meta.url));

const folders = existsSync(SCENARIOS)
  ? readdirSync(SCENARIOS, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .toSorted()
  : [];

const filesOf = (game: string): string[] =>
  readdirSync(join(SCENARIOS, game))
    .filter((f) => f.endsWith('.json'))
    .toSorted();

/** The file's title, for the test name; an unreadable file still gets a test (which fails). */
const titleOf = (text: string): string => {
  const parsed = parseScenario(text);
  return parsed.ok && parsed.value.title !== undefined ? ` — ${parsed.value.title}` : '';
};

const invalid = (errors: readonly ScenarioError[]): string =>
  `the file is invalid:\n${errors.map((e) => `  ${e.path === '' ? '' : `${e.path}: `}${e.message}`).join('\n')}`;

describe.each(folders)('scenarios/%s', (game) => {
  const files = filesOf(game);
  if (files.length === 0) {
    test.skip('(no scenario files yet)', () => {});
    return;
  }
  const cases = files.map((file) => {
    const text = readFileSync(join(SCENARIOS, game, file), 'utf8');
    return { name: `${file}${titleOf(text)}`, text };
  });
  test.each(cases)('$name', async ({ text }) => {
    const parsed = parseScenario(text);
    if (!parsed.ok) expect.fail(invalid(parsed.error));
    const result = await runScenario(parsed.value);
    if (!result.ok) expect.fail(invalid(result.error));
    if (!result.value.ok) expect.fail(explainFailure(result.value));
    expect(result.value.rejected).toBeNull();
    expect(result.value.expectations.every((e) => e.ok)).toBe(true);
  });
});

test('the MTG scenario folder holds ruling scenarios', () => {
  expect(folders).toContain('mtg');
  expect(filesOf('mtg').length).toBeGreaterThan(0);
});
