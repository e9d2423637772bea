/**
 * `npm run fuzz -- --game mtg|fab|bs|pmv|all [--walks N] [--seed S]`: random legal and illegal
 * action walks under a fresh seed (printed first; --seed replays one), every invariant of the
 * property tests checked. A failure prints the seed, what broke and the shrunk walk, written to
 * fuzz-failures/<game>-<seed>.json. `--replay FILE` checks a written walk again.
 * Exit status: 0 when every walk held, 1 when one failed, 2 on a wrong command line.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ExtraInvariant } from '../engine/testing/walks.ts';
import { GAME_IDS, type GameId } from '../engine/types.ts';
import { missing, walkAndReach } from './coverage.ts';
import { fuzz, replay } from './fuzz.ts';
import { WALKS } from './registry.ts';

const USAGE = 'usage: npm run fuzz -- --game mtg|fab|bs|pmv|all [--walks N] [--seed S] | --game G --coverage SEEDS | --replay FILE';

type Options =
  | { readonly kind: 'fuzz'; readonly games: readonly GameId[]; readonly walks: number; readonly seed: number | null }
  | { readonly kind: 'replay'; readonly file: string }
  | { readonly kind: 'coverage'; readonly games: readonly GameId[]; readonly seeds: number };

const isGame = (g: string): g is GameId => (GAME_IDS as readonly string[]).includes(g);

/** Parses the arguments; a string is the usage error to print. */
export const parseArgs = (args: readonly string[]): Options | string => {
  const value = new Map<string, string>();
  for (let i = 0; i < args.length; i += 2) {
    const [k, v] = [args[i] as string, args[i + 1]];
    if (!['--game', '--walks', '--seed', '--replay', '--coverage'].includes(k)) return `unknown option ${k}`;
    if (v === undefined) return `${k}: expected a value`;
    value.set(k, v);
  }
  const file = value.get('--replay');
  if (file !== undefined) return { kind: 'replay', file };
  const game = value.get('--game') ?? 'all';
  if (game !== 'all' && !isGame(game)) return `--game: expected mtg, fab, bs, pmv or all, received ${game}`;
  const walks = Number(value.get('--walks') ?? 1000);
  const seed = value.has('--seed') ? Number(value.get('--seed')) : null;
  if (!Number.isSafeInteger(walks) || walks < 1) return `--walks: expected a positive whole number`;
  if (seed !== null && !Number.isSafeInteger(seed)) return `--seed: expected a whole number`;
  const games = game === 'all' ? GAME_IDS : [game];
  const seeds = Number(value.get('--coverage'));
  if (value.has('--coverage')) return Number.isSafeInteger(seeds) && seeds > 0 ? { kind: 'coverage', games, seeds } : '--coverage: expected a positive whole number';
  return { kind: 'fuzz', games, walks, seed };
};

type Io = { readonly out: (line: string) => void; readonly cwd: string };

const fuzzGame = (game: GameId, walks: number, seed: number, io: Io, extra?: ExtraInvariant): boolean => {
  io.out(`${game}: ${walks} walks, seed ${seed}`);
  const t0 = performance.now();
  const result = fuzz(WALKS[game], { walks, seed, ...(extra ? { extra } : {}), progress: (n) => io.out(`  ${n} walks, ${Math.round(n / ((performance.now() - t0) / 1000))}/s`) });
  const rate = Math.round(result.walks / (result.ms / 1000));
  if (result.ok) {
    io.out(`✓ ${game}: ${result.walks} walks held, ${rate} walks/s, seed ${seed}`);
    return true;
  }
  const dir = resolve(io.cwd, 'fuzz-failures');
  mkdirSync(dir, { recursive: true });
  // The failures are local findings, not sources: the folder ignores itself in git.
  writeFileSync(join(dir, '.gitignore'), '*\n');
  const file = join(dir, `${game}-${seed}.json`);
  writeFileSync(file, `${JSON.stringify(result.scenario, null, 2)}\n`);
  io.out(`✗ ${game}: walk ${result.walks} failed, seed ${seed}: ${result.message}`);
  io.out(`  shrunk walk (${result.scenario.actions.length} actions): ${file}`);
  io.out(`  again: npm run fuzz -- --game ${game} --seed ${seed} --walks ${walks}; npm run fuzz -- --replay ${file}; npm run referee -- ${file}`);
  return false;
};

const freshSeed = (): number => (crypto.getRandomValues(new Uint32Array(1))[0] as number) >>> 1;

/** The coverage check of the property test (its number of walks, the targeted walks) under `seeds` fresh seeds. */
const coverage = (game: GameId, seeds: number, io: Io): boolean => {
  let passed = 0;
  for (let i = 0; i < seeds; i++) {
    const seed = freshSeed();
    const t0 = performance.now();
    io.out(`  seed ${seed}…`);
    let lacking: string[];
    try {
      lacking = missing(WALKS[game], walkAndReach(WALKS[game], { seed, light: true }));
    } catch (e) {
      io.out(`  seed ${seed}: a walk broke an invariant (npm run fuzz -- --game ${game} --seed ${seed}): ${(e as Error).message.split('\n')[0]}`);
      continue;
    }
    if (lacking.length === 0) passed++;
    else io.out(`  seed ${seed}: never reached ${lacking.join(', ')}`);
    io.out(`  seed ${seed}: ${Math.round(performance.now() - t0)} ms`);
    if ((i + 1) % 10 === 0) io.out(`  ${passed}/${i + 1} seeds held`);
  }
  io.out(`${passed === seeds ? '✓' : '✗'} ${game}: coverage held under ${passed}/${seeds} fresh seeds (${WALKS[game].coverageRuns} walks each, and the targeted ones)`);
  return passed === seeds;
};

/** Runs the command line; returns the exit status. `extra` adds an invariant (the tests' deliberately broken one). */
export const main = async (args: readonly string[], io: Io, extra?: ExtraInvariant): Promise<number> => {
  const options = parseArgs(args);
  if (typeof options === 'string') {
    io.out(`${options}\n${USAGE}`);
    return 2;
  }
  if (options.kind === 'replay') {
    const text = readFileSync(resolve(io.cwd, options.file), 'utf8');
    const game = (JSON.parse(text) as { game?: string }).game ?? '';
    if (!isGame(game)) {
      io.out(`${options.file}: no game "${game}"`);
      return 2;
    }
    const broken = await replay(text, WALKS[game], extra);
    io.out(broken === null ? `✓ ${options.file}: every invariant holds along its actions` : `✗ ${options.file}: ${broken}`);
    return broken === null ? 0 : 1;
  }
  if (options.kind === 'coverage') return options.games.map((g) => coverage(g, options.seeds, io)).every(Boolean) ? 0 : 1;
  // A fresh seed each run, unless one is given to replay.
  const seed = options.seed ?? freshSeed();
  io.out(`fuzz seed ${seed}`);
  let ok = true;
  for (const game of options.games) ok = fuzzGame(game, options.walks, seed, io, extra) && ok;
  return ok ? 0 : 1;
};
