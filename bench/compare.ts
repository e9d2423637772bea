/**
 * Before and after a change, side by side on this machine: `npm run bench:compare -- DIR`, where
 * DIR is another checkout (say `git worktree add /tmp/before HEAD~1` then `npm install` there).
 * Both trees' engines are bundled as the browser gets them (one file, no per-module loader
 * overhead) and measured in one process by bench/compare-harness.ts. Options: `--windows N`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const args = process.argv.slice(2);
const windowsAt = args.indexOf('--windows');
const windows = windowsAt >= 0 ? Number(args[windowsAt + 1]) : 60;
const before = args.find((a, i) => !a.startsWith('--') && (windowsAt < 0 || i !== windowsAt + 1));
if (before === undefined || !existsSync(join(before, 'src/games/mtg/index.ts'))) {
  console.error('usage: npm run bench:compare -- <another checkout of this project> [--windows N]');
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
