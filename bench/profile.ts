/**
 * Where an engine workload spends its time: `npm run bench:profile -- <workload> [--baseline REV]
 * [--seconds N] [--top N]`. The workload is one of bench/compare-harness.ts's, named by the start
 * of its name (`mtg`, `mtg 100`, `fab`, `bs`, `pmv`). The engine is bundled as bench:compare
 * bundles it and run under V8's sampling profiler; the functions with the most self time are
 * printed, with their share of all samples. `--baseline REV` profiles that commit instead.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { worktreeOf } from './baseline.ts';

const args = process.argv.slice(2);
const valueOf = (flag: string): string | undefined => {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
};
const workload = args[0];
if (workload === undefined || workload.startsWith('--')) {
  console.error('usage: npm run bench:profile -- <mtg | mtg 100 | fab | bs | pmv> [--baseline REV] [--seconds N] [--top N]');
  process.exit(2);
}
const baseline = valueOf('--baseline');
const tree = baseline === undefined ? resolve('.') : worktreeOf(baseline);
const seconds = Number(valueOf('--seconds') ?? 5);
const top = Number(valueOf('--top') ?? 20);

const dir = mkdtempSync(join(tmpdir(), 'bench-profile-'));
const game = (name: string): string => JSON.stringify(join(tree, `src/games/${name}/index.ts`));
writeFileSync(
  join(dir, 'entry.ts'),
  [
    // A tree from before Battle Spirits (Phantom Magic Vision) has no such game: null, as in bench:compare.
    ...['mtg', 'fab', 'bs', 'pmv'].map((g) =>
      existsSync(join(tree, `src/games/${g}/index.ts`)) ? `import { ${g} } from ${game(g)};` : `const ${g} = null;`,
    ),
    `import { WORKLOADS } from ${JSON.stringify(resolve('bench/compare-harness.ts'))};`,
    `const w = WORKLOADS.find((x) => x.name.toLowerCase().startsWith(${JSON.stringify(workload.toLowerCase())}));`,
    `if (w === undefined) throw new Error('no workload named ' + ${JSON.stringify(workload)});`,
    'const run = w.measure({ mtg, fab, bs, pmv });',
    "if (run === null) throw new Error('this tree has no such game');",
    `const end = performance.now() + ${seconds * 1000};`,
    'while (performance.now() < end) run();',
  ].join('\n'),
);
const out = join(dir, 'profile.mjs');
await build({ entryPoints: [join(dir, 'entry.ts')], bundle: true, platform: 'node', format: 'esm', outfile: out, logLevel: 'error' });
execFileSync(process.execPath, ['--cpu-prof', '--cpu-prof-dir', dir, ...(args.includes('--no-inline') ? ['--no-turbo-inlining'] : []), out], { stdio: 'inherit' });

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number };
const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
if (file === undefined) throw new Error(`no profile written in ${dir}`);
const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { nodes: Node[]; samples: number[] };
const selfHits = new Map<string, number>();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
for (const id of profile.samples) {
  const { functionName, lineNumber } = (byId.get(id) as Node).callFrame;
  const key = `${functionName || '(anonymous)'} :${lineNumber + 1}`;
  selfHits.set(key, (selfHits.get(key) ?? 0) + 1);
}
const total = profile.samples.length;
console.log(`${tree}: ${workload}, ${total} samples over ${seconds} s (self time; line numbers in ${out})`);
for (const [key, hits] of [...selfHits].toSorted((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${((hits / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
