/**
 * The fuzz's failure path and its scenario files: a deliberately broken invariant (test only)
 * must be found, shrunk, and written as a scenario file that the loader reads and that replays
 * to the same failure; a passing walk written the same way must load back to the same actions
 * (the schemas are strict: a field the scenario format lacks would be refused).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { main as referee } from '../cli/main.ts';
import type { ExtraInvariant } from '../engine/testing/walks.ts';
import { GAME_IDS } from '../engine/types.ts';
import { loadScenario, parseScenario } from '../scenario/envelope.ts';
import { failureScenario, fuzz, replay } from './fuzz.ts';
import { main, parseArgs } from './main.ts';
import { WALKS } from './registry.ts';

/** Broken on purpose: players do lose, so random walks break it in every game. */
const noPlayerAtZero: ExtraInvariant = {
  name: 'no player is at 0 life or less (test only)',
  broken: (summary) => {
    const life = Object.entries((summary as { life: Record<string, number> }).life);
    const low = life.find(([, n]) => n <= 0);
    return low ? `${low[0]} at ${low[1]}` : null;
  },
};

const SEED = 20261127;

describe.each(GAME_IDS)('fuzz %s', (game) => {
  const spec = WALKS[game];

  it('finds a broken invariant, shrinks the walk, and writes a file that replays the failure', async () => {
    const raw = fuzz(spec, { walks: 500, seed: SEED, extra: noPlayerAtZero, shrink: false });
    const shrunk = fuzz(spec, { walks: 500, seed: SEED, extra: noPlayerAtZero });
    if (raw.ok || shrunk.ok) throw new Error('the broken invariant was not found');
    expect(shrunk.message).toContain(noPlayerAtZero.name);
    expect(shrunk.seed).toBe(SEED);
    // Smaller as a whole: a simpler board may take a step or two more to reach the failure.
    const size = (s: typeof raw.scenario) => JSON.stringify(s.setup).length + JSON.stringify(s.actions).length;
    expect(size(shrunk.scenario)).toBeLessThan(size(raw.scenario));
    expect(JSON.stringify(shrunk.scenario.setup).length).toBeLessThanOrEqual(JSON.stringify(raw.scenario.setup).length);
    const text = JSON.stringify(shrunk.scenario, null, 2);
    // The file replays to the same failure through the scenario loader; without its last action it holds.
    expect(await replay(text, spec, noPlayerAtZero)).toContain(noPlayerAtZero.name);
    const shorter = { ...shrunk.scenario, actions: shrunk.scenario.actions.slice(0, -1) };
    expect(await replay(JSON.stringify(shorter), spec, noPlayerAtZero)).toBeNull();
    // And the runner plays it: every action accepted (exit 0), the file valid.
    const dir = mkdtempSync(join(tmpdir(), 'fuzz-'));
    writeFileSync(join(dir, 'failure.json'), text);
    const lines: string[] = [];
    expect(await referee(['failure.json'], { out: (l) => lines.push(l), err: (l) => lines.push(l), cwd: dir })).toBe(0);
  }, 120_000);

  it('writes walks as scenario files that load back to the same actions', async () => {
    // Passing walks, written as a failure file would be, load to the very actions the walks took.
    const written = fc.sample(spec.input, { seed: SEED, numRuns: 30 }).map((input) => failureScenario(spec, input, SEED));
    expect(written.filter((w) => w.scenario.actions.length > 3).length).toBeGreaterThan(10);
    for (const { message, scenario } of written) {
      expect(message).toBe('the shrunk walk passed when played again');
      const parsed = parseScenario(JSON.stringify(scenario));
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
      const loaded = await loadScenario(parsed.value);
      if (!loaded.ok) throw new Error(`${JSON.stringify(loaded.error)} in ${JSON.stringify(scenario.actions)}`);
      expect(loaded.value.actions).toEqual(scenario.actions);
      expect(await replay(JSON.stringify(scenario), spec)).toBeNull();
    }
  }, 60_000);
});

describe('walks the fuzz found', () => {
  it('FaB: damage to an ally destroyed earlier in the same transition does nothing, and the invariants hold', async () => {
    // One advance resolved the destroy effect, then the defend trigger aimed at the destroyed ally (8.5.3);
    // the invariant once compared with the state before the whole transition and called that a bug.
    const text = readFileSync(new URL('fixtures/fab-ally-destroyed-before-its-damage.json', import.meta.url), 'utf8');
    expect(await replay(text, WALKS.fab)).toBeNull();
    const lines: string[] = [];
    expect(await referee([fileURLToPath(new URL('fixtures/fab-ally-destroyed-before-its-damage.json', import.meta.url))], { out: (l) => lines.push(l), err: (l) => lines.push(l) })).toBe(0);
    expect(lines.join('\n')).toMatch(/allyA is destroyed[\s\S]*b1 does nothing/);
  });

  it('FaB: an attack whose ally target died goes from the stack to the graveyard as the chain closes (7.2.2, 7.7.3)', async () => {
    // Seed 961224639: the card once stayed in zone "stack" without its layer while the close step
    // waited for the defender to order blade break triggers.
    const file = fileURLToPath(new URL('fixtures/fab-attack-on-a-destroyed-ally.json', import.meta.url));
    expect(await replay(readFileSync(file, 'utf8'), WALKS.fab)).toBeNull();
    const lines: string[] = [];
    expect(await referee([file], { out: (l) => lines.push(l), err: (l) => lines.push(l) })).toBe(0);
    expect(lines.join('\n')).toMatch(/\[fab:7\.2\.2\] a0 has no legal target[\s\S]*\[fab:7\.7\.3\] a0 goes from the stack to the graveyard[\s\S]*g0 triggers/);
  });
});

describe('fuzz command line', () => {
  it('prints the seed and what broke, writes the shrunk walk, and replays the file to the same failure', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'fuzz-cli-'));
    const lines: string[] = [];
    const io = { out: (l: string) => lines.push(l), cwd };
    expect(await main(['--game', 'bs', '--walks', '300', '--seed', '5'], io, noPlayerAtZero)).toBe(1);
    expect(lines[0]).toBe('fuzz seed 5');
    expect(lines.join('\n')).toMatch(/✗ bs: walk \d+ failed, seed 5: .*no player is at 0 life/);
    const file = join(cwd, 'fuzz-failures', 'bs-5.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ format: 'combat-referee/scenario@1', game: 'bs', rules: 'current' });
    lines.length = 0;
    expect(await main(['--replay', file], io, noPlayerAtZero)).toBe(1);
    expect(lines[0]).toContain('no player is at 0 life');
    // Without the broken invariant, every invariant of the game holds along the written walk.
    expect(await main(['--replay', file], io)).toBe(0);
  }, 60_000);


  it('reads the options and refuses wrong ones', () => {
    expect(parseArgs(['--game', 'fab', '--walks', '10', '--seed', '7'])).toEqual({ kind: 'fuzz', games: ['fab'], walks: 10, seed: 7 });
    expect(parseArgs(['--game', 'all'])).toMatchObject({ kind: 'fuzz', games: GAME_IDS, seed: null });
    expect(parseArgs(['--replay', 'x.json'])).toEqual({ kind: 'replay', file: 'x.json' });
    expect(parseArgs(['--game', 'chess'])).toMatch(/--game/);
    expect(parseArgs(['--walks', '0'])).toMatch(/--walks/);
    expect(parseArgs(['--bogus', '1'])).toMatch(/unknown option/);
  });
});
