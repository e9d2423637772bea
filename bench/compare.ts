/**
 * Before and after a change, side by side on this machine: `npm run bench:compare -- --baseline REV`
 * (REV is any commit: its worktree is made under the system's temp folder and kept for the next
 * run) or `npm run bench:compare -- DIR` (DIR another checkout). The standing baseline is f645c6f,
 * the engine before the procedure kernel. Both trees' engines are bundled as the browser gets them
 * (one file, no per-module loader overhead) and measured in one process by
 * bench/compare-harness.ts. Options: `--windows N`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { worktreeOf } from './baseline.ts';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const args = process.argv.slice(2);
const valueOf = (flag: string): string | undefined => {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
};
const windows = Number(valueOf('--windows') ?? 60);
const baseline = valueOf('--baseline');
const flagValues = new Set([valueOf('--windows'), baseline]);
const before = baseline !== undefined ? worktreeOf(baseline) : args.find((a) => !a.startsWith('--') && !flagValues.has(a));
if (before === undefined || !existsSync(join(before, 'src/games/mtg/index.ts'))) {
  console.error('usage: npm run bench:compare -- (--baseline REV | <another checkout of this project>) [--windows N]');
  process.exit(2);
}
const here = resolve('.');
const there = resolve(before);
const dir = mkdtempSync(join(tmpdir(), 'bench-compare-'));
const entry = join(dir, 'entry.ts');
// A tree from before Battle Spirits (Phantom Magic Vision) has no such module: that workload is skipped.
const gameOf = (game: 'bs' | 'pmv', tree: string, name: string): { line: string; ref: string } =>
  existsSync(join(tree, `src/games/${game}/index.ts`))
    ? { line: `import { ${game} as ${name} } from ${JSON.stringify(join(tree, `src/games/${game}/index.ts`))};`, ref: name }
    : { line: '', ref: 'null' };
const bsBefore = gameOf('bs', there, 'bsBefore');
const bsAfter = gameOf('bs', here, 'bsAfter');
const pmvBefore = gameOf('pmv', there, 'pmvBefore');
const pmvAfter = gameOf('pmv', here, 'pmvAfter');
writeFileSync(
  entry,
  [
    `import { mtg as mtgBefore } from ${JSON.stringify(join(there, 'src/games/mtg/index.ts'))};`,
    `import { fab as fabBefore } from ${JSON.stringify(join(there, 'src/games/fab/index.ts'))};`,
    bsBefore.line,
    pmvBefore.line,
    `import { mtg as mtgAfter } from ${JSON.stringify(join(here, 'src/games/mtg/index.ts'))};`,
    `import { fab as fabAfter } from ${JSON.stringify(join(here, 'src/games/fab/index.ts'))};`,
    bsAfter.line,
    pmvAfter.line,
    `import { compare } from ${JSON.stringify(join(here, 'bench/compare-harness.ts'))};`,
    `compare({ mtg: mtgBefore, fab: fabBefore, bs: ${bsBefore.ref}, pmv: ${pmvBefore.ref} }, { mtg: mtgAfter, fab: fabAfter, bs: ${bsAfter.ref}, pmv: ${pmvAfter.ref} }, ${windows});`,
  ].join('\n'),
);
const out = join(dir, 'compare.mjs');
await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', outfile: out, logLevel: 'error' });
console.log(`before: ${there}\nafter:  ${here}`);
execFileSync(process.execPath, [out], { stdio: 'inherit' });
