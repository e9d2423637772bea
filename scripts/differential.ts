/**
 * A differential run: what the engine decides, recorded on one commit and checked on another, so
 * a change that should change no ruling (a refactor, a speed-up) shows it changed none.
 *
 *   npx tsx scripts/differential.ts record DIR [--walks N] [--seed S] [--game bs,pmv]   # on the commit before
 *   npx tsx scripts/differential.ts check DIR                                            # on the commit after
 *
 * `record` plays every scenario file and refusal fixture, and N random walks per game (the fuzz's
 * own walks, every action they try, legal or not), and writes one line per load and per action
 * with a digest of its outcome: accepted or refused; the code, rule and parameters of a refusal;
 * the events, the summary and the prompt's kind, player and rule after an accepted one. `check`
 * replays the same loads and actions through the modules of the tree it runs in, which need only
 * the engine contract (load, apply, prompt, summary), and counts the differences. The full prompt
 * is compared too and reported apart: a prompt may gain a field without changing a ruling.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as fc from 'fast-check';
import type { ActionBase, AnyGameModule, GameId } from '../src/engine/types.ts';
import { loadGame } from '../src/games/registry.ts';

type LoadInput = { readonly rules: string; readonly setup: unknown; readonly actions: unknown };
type Line =
  | { readonly t: 'load'; readonly game: GameId; readonly id: number; readonly input: LoadInput; readonly d: Digest }
  | { readonly t: 'apply'; readonly game: GameId; readonly from: number; readonly id: number; readonly action: ActionBase; readonly d: Digest };
/** `o`: the outcome (refusal or events and summary); `p`: the prompt's kind, player and rule; `f`: the whole prompt. */
type Digest = { readonly o: string; readonly p: string; readonly f: string };

const hash = (x: unknown): string => createHash('sha1').update(JSON.stringify(x) ?? 'undefined').digest('hex').slice(0, 16);

const promptDigest = (game: AnyGameModule, state: unknown): { p: string; f: string } => {
  const prompt = game.prompt(state) as { kind: string; player: unknown; rule: unknown };
  return { p: hash([prompt.kind, prompt.player, prompt.rule]), f: hash(prompt) };
};

const loadDigest = (game: AnyGameModule, res: ReturnType<AnyGameModule['load']>): Digest => {
  if (!res.ok) return { o: hash(['refused', res.error]), p: '', f: '' };
  return { o: hash(['loaded', res.value.actions, res.value.events ?? [], game.summary(res.value.state)]), ...promptDigest(game, res.value.state) };
};

const applyDigest = (game: AnyGameModule, res: ReturnType<AnyGameModule['apply']>): Digest => {
  if (!res.ok) return { o: hash(['refused', res.error]), p: '', f: '' };
  return { o: hash(['applied', res.value.events, game.summary(res.value.state)]), ...promptDigest(game, res.value.state) };
};

/** The JSON files under a folder, recursively, sorted. */
const jsonFiles = (dir: string): string[] =>
  readdirSync(dir)
    .toSorted()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return jsonFiles(path);
      return name.endsWith('.json') ? [path] : [];
    });

const FILE_DIRS = ['scenarios', 'src/games/bs/refusals', 'src/games/pmv/refusals', 'src/fuzz/fixtures', 'src/cli/fixtures'];

/** A recorder: every load and apply on a module, with the state each starts from named by number. */
const recorder = (game: GameId, module: AnyGameModule, lines: Line[]) => {
  const ids = new WeakMap<object, number>();
  const seen = new Map<string, number>();
  let next = 0;
  const name = (state: unknown): number => {
    const id = next++;
    if (typeof state === 'object' && state !== null) ids.set(state, id);
    return id;
  };
  const load = module.load.bind(module);
  const apply = module.apply.bind(module);
  return {
    load: (input: LoadInput) => {
      const res = load(input);
      // Through JSON, as a file holds it: the replay reads it back the same.
      const copy = JSON.parse(JSON.stringify(input)) as LoadInput;
      lines.push({ t: 'load', game, id: res.ok ? name(res.value.state) : -1, input: copy, d: loadDigest(module, res) });
      return res;
    },
    apply: (state: unknown, action: ActionBase) => {
      const res = apply(state, action);
      const from = typeof state === 'object' && state !== null ? ids.get(state) : undefined;
      // A state the record did not see made (a JSON copy the walk compares with) is not recorded.
      if (from === undefined) return res;
      const key = `${from} ${JSON.stringify(action)}`;
      const known = seen.get(key);
      if (known !== undefined) {
        if (res.ok) ids.set(res.value.state as object, known);
        return res;
      }
      const id = res.ok ? name(res.value.state) : -1;
      seen.set(key, id);
      lines.push({ t: 'apply', game, from, id, action: JSON.parse(JSON.stringify(action)) as ActionBase, d: applyDigest(module, res) });
      return res;
    },
  };
};

const playFile = async (path: string, lines: Line[], modules: Map<GameId, AnyGameModule>): Promise<void> => {
  let raw: { game?: GameId; rules?: string; setup?: unknown; actions?: unknown };
  try {
    raw = JSON.parse(readFileSync(path, 'utf8')) as typeof raw;
  } catch {
    return;
  }
  const game = raw.game;
  if (game === undefined || !modules.has(game)) return;
  const module = modules.get(game) as AnyGameModule;
  const rec = recorder(game, module, lines);
  const res = rec.load({ rules: raw.rules ?? 'current', setup: raw.setup, actions: raw.actions ?? [] });
  if (!res.ok) return;
  let s = res.value.state;
  for (const action of res.value.actions as ActionBase[]) {
    const step = rec.apply(s, action);
    if (!step.ok) break;
    s = step.value.state;
  }
};

const record = async (dir: string, walks: number, seed: number, only: readonly string[] | null): Promise<void> => {
  const { WALKS } = await import('../src/fuzz/registry.ts');
  mkdirSync(dir, { recursive: true });
  const modules = new Map<GameId, AnyGameModule>();
  for (const game of Object.keys(WALKS) as GameId[]) modules.set(game, (await loadGame(game)) as AnyGameModule);
  if (only === null) {
    const files: Line[] = [];
    for (const root of FILE_DIRS) for (const path of jsonFiles(root)) await playFile(path, files, modules);
    writeFileSync(join(dir, 'files.jsonl'), files.map((l) => JSON.stringify(l)).join('\n') + '\n');
    console.log(`files: ${files.length} loads and actions`);
  }
  for (const [game, spec] of Object.entries(WALKS) as [GameId, (typeof WALKS)[GameId]][]) {
    if (only !== null && !only.includes(game)) continue;
    const lines: Line[] = [];
    const module = spec.module as { load: AnyGameModule['load']; apply: AnyGameModule['apply'] };
    const original = { load: module.load, apply: module.apply };
    const rec = recorder(game, spec.module, lines);
    // The walks call the module object they import, which is this one: its methods are swapped while they run.
    module.load = rec.load as AnyGameModule['load'];
    module.apply = rec.apply as AnyGameModule['apply'];
    const { newRun } = await import('../src/engine/testing/walks.ts');
    try {
      for (const input of fc.sample(spec.input, { seed, numRuns: walks })) spec.walk(input, newRun());
    } finally {
      Object.assign(module, original);
    }
    writeFileSync(join(dir, `${game}.jsonl`), lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
    console.log(`${game}: ${walks} walks, ${lines.length} loads and actions`);
  }
};

type Tally = { lines: number; outcome: number; prompt: number; fullPrompt: number; examples: string[] };

const checkFile = (path: string, modules: Map<GameId, AnyGameModule>, tally: Tally): void => {
  const states = new Map<number, unknown>();
  for (const text of readFileSync(path, 'utf8').split('\n')) {
    if (text === '') continue;
    const line = JSON.parse(text) as Line;
    const module = modules.get(line.game) as AnyGameModule;
    let d: Digest;
    if (line.t === 'load') {
      const res = module.load(line.input);
      if (res.ok) states.set(line.id, res.value.state);
      d = loadDigest(module, res);
    } else {
      const res = module.apply(states.get(line.from), line.action);
      if (res.ok) states.set(line.id, res.value.state);
      d = applyDigest(module, res);
    }
    tally.lines++;
    const what = line.t === 'load' ? `${line.game} load` : `${line.game} ${JSON.stringify(line.action)}`;
    if (d.o !== line.d.o) {
      tally.outcome++;
      if (tally.examples.length < 10) tally.examples.push(`outcome differs: ${what}`);
    } else if (d.p !== line.d.p) {
      tally.prompt++;
      if (tally.examples.length < 10) tally.examples.push(`prompt differs: ${what}`);
    }
    if (d.f !== line.d.f) tally.fullPrompt++;
  }
};

const check = async (dir: string): Promise<number> => {
  const modules = new Map<GameId, AnyGameModule>();
  for (const game of ['mtg', 'fab', 'bs', 'pmv'] as const) modules.set(game, (await loadGame(game)) as AnyGameModule);
  let failed = 0;
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.jsonl')).toSorted()) {
    const tally: Tally = { lines: 0, outcome: 0, prompt: 0, fullPrompt: 0, examples: [] };
    checkFile(join(dir, name), modules, tally);
    console.log(`${name}: ${tally.lines} lines, ${tally.outcome} outcomes differ, ${tally.prompt} prompts differ (kind, player, rule), ${tally.fullPrompt} whole prompts differ`);
    for (const e of tally.examples) console.log(`  ${e}`);
    failed += tally.outcome + tally.prompt;
  }
  return failed;
};

const main = async (): Promise<void> => {
  const [mode, dir, ...rest] = process.argv.slice(2);
  const flag = (name: string, fallback: number): number => {
    const i = rest.indexOf(name);
    return i >= 0 ? Number(rest[i + 1]) : fallback;
  };
  const games = rest.includes('--game') ? (rest[rest.indexOf('--game') + 1] ?? '').split(',') : null;
  if (mode === 'record' && dir) return record(dir, flag('--walks', 500), flag('--seed', 20261128), games);
  if (mode === 'check' && dir) {
    const failed = await check(dir);
    console.log(failed === 0 ? 'no differences' : `${failed} differences`);
    process.exitCode = failed === 0 ? 0 : 1;
    return;
  }
  console.error('usage: npx tsx scripts/differential.ts record DIR [--walks N] [--seed S] [--game g,...] | check DIR');
  process.exitCode = 2;
};

await main();
