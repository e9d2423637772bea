import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import * as fc from 'fast-check';
import LZString from 'lz-string';
import { parseScenario, type Scenario } from './envelope.ts';
import { scenarioArb } from './testing/arbitraries.ts';
import { decodeShare, encodeShare, exportScenario } from './link.ts';

const scenario: Scenario = {
  format: 'combat-referee/scenario@1',
  game: 'mtg',
  rules: '2023-11',
  title: 'Trample over a chump blocker',
  setup: { players: [{ id: 'A', life: 20 }, { id: 'B', life: 20 }], active: 'A' },
  actions: [{ type: 'advance', by: 'A' }],
  expect: { life: { B: 15 } },
};

describe('share links', () => {
  test('decodeShare(encodeShare(s)) deep-equals s', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        expect(decodeShare(encodeShare(s))).toEqual({ ok: true, value: s });
      }),
    );
  });

  test('a link uses only URL-safe characters', () => {
    expect(encodeShare(scenario)).toMatch(/^[A-Za-z0-9+\-$]+$/);
  });

  test('garbage is refused with a message, never an exception', () => {
    for (const junk of ['hello world', '%%%', 'AAAA', '0000000000']) {
      const r = decodeShare(junk);
      expect(r.ok).toBe(false);
      expect(!r.ok && r.error[0]?.message).toMatch(/share link/);
    }
    expect(decodeShare('   ')).toEqual({ ok: false, error: [{ path: '', message: 'the share link is empty' }] });
  });

  test('a truncated link is refused', () => {
    const link = encodeShare(scenario);
    const r = decodeShare(link.slice(0, Math.floor(link.length / 2)));
    expect(r.ok).toBe(false);
  });

  test('a link holding JSON that is not a scenario names the field', () => {
    const link = LZString.compressToEncodedURIComponent(JSON.stringify({ ...scenario, game: 'chess' }));
    expect(decodeShare(link)).toEqual({ ok: false, error: [{ path: 'game', message: expect.stringContaining('"chess"') }] });
  });

  test('any string decodes to a result without throwing', () => {
    fc.assert(fc.property(fc.string(), (s) => typeof decodeShare(s).ok === 'boolean'));
  });
});

describe('exportScenario', () => {
  test("the session's actions replace the file's, in a file that parses back", () => {
    const actions = [{ type: 'advance', by: 'A' }, { type: 'declareAttackers', by: 'A', attackers: [] }];
    const text = exportScenario(scenario, actions);
    expect(text.endsWith('}\n')).toBe(true);
    expect(text.split('\n')[1]).toBe('  "format": "combat-referee/scenario@1",');
    expect(parseScenario(text)).toEqual({ ok: true, value: { ...scenario, actions } });
  });

  test('fields keep the order of the format, and absent optional fields stay absent', () => {
    const { title: _t, expect: _e, ...bare } = scenario;
    const keys = Object.keys(JSON.parse(exportScenario({ ...bare, actions: [] }, [])) as object);
    expect(keys).toEqual(['format', 'game', 'rules', 'setup', 'actions']);
  });
});

describe('every scenario file in the repository', () => {
  const root = fileURLToPath(new URL('../../scenarios/', import.meta.url));
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'));

  test('survives a share link and an export unchanged', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const parsed = parseScenario(readFileSync(join(root, file), 'utf8'));
      if (!parsed.ok) throw new Error(`${file}: ${JSON.stringify(parsed.error)}`);
      const s = parsed.value;
      expect(decodeShare(encodeShare(s)), file).toEqual({ ok: true, value: s });
      expect(parseScenario(exportScenario(s, s.actions)), file).toEqual({ ok: true, value: s });
    }
  });
});
