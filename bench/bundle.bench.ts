/**
 * Bundle size (not a test; `npm run bench` runs it after `vite build`). Reads Vite's manifest,
 * gzips the entry chunk and everything it imports statically (the JS a first visit must
 * download before the page works) and each lazily loaded chunk, prints the sizes and exits
 * non-zero when the initial JS is over budget (style-notes §0.3: 120 KB gzip). The tighter goal
 * of issue 13 (95 KB, "Fast on a phone" in docs/performance.md) is printed as met or not, without failing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 120 * 1000;
const GOAL_BYTES = 95 * 1000;
// The build to read: `dist` unless a directory is given (`tsx bench/bundle.bench.ts /tmp/dist-x`).
const DIST = resolve(import.meta.dirname, '..', process.argv[2] ?? 'dist');
const MANIFEST = join(DIST, '.vite', 'manifest.json');

type Chunk = {
  readonly file: string;
  readonly src?: string;
  readonly name?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
};
type Manifest = Readonly<Record<string, Chunk>>;

const gzipSize = (file: string): number => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
const isJs = (file: string): boolean => /\.[cm]?js$/.test(file);
const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;

/** The manifest keys of the entries and every chunk they pull in through static imports. */
const initialKeys = (manifest: Manifest): Set<string> => {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry === true) visit(key);
  return seen;
};

const main = (): number => {
  if (!existsSync(MANIFEST)) {
    console.error(`bundle bench: ${MANIFEST} not found; run \`vite build\` first (build.manifest must be on)`);
    return 2;
  }
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const initial = initialKeys(manifest);
  if (initial.size === 0) {
    console.error('bundle bench: the manifest has no entry chunk');
    return 2;
  }
  let initialTotal = 0;
  console.log('initial JS (entry + static imports), gzip -9:');
  for (const key of initial) {
    const chunk = manifest[key];
    if (chunk === undefined || !isJs(chunk.file)) continue;
    const size = gzipSize(chunk.file);
    initialTotal += size;
    console.log(`  ${chunk.file.padEnd(48)} ${kb(size).padStart(9)}  (${key})`);
  }
  console.log(`  ${'total'.padEnd(48)} ${kb(initialTotal).padStart(9)}  budget ${kb(BUDGET_BYTES)}, goal ${kb(GOAL_BYTES)} ${initialTotal <= GOAL_BYTES ? 'met' : 'NOT met'}`);

  console.log('lazy chunks, gzip -9:');
  const lazy = Object.entries(manifest)
    .filter(([key, chunk]) => !initial.has(key) && isJs(chunk.file))
    .map(([key, chunk]) => ({ key, file: chunk.file, size: gzipSize(chunk.file) }))
    .toSorted((a, b) => b.size - a.size);
  for (const c of lazy) console.log(`  ${c.file.padEnd(48)} ${kb(c.size).padStart(9)}  (${c.key})`);
  if (lazy.length === 0) console.log('  (none)');

  const css = new Set<string>();
  for (const key of initial) for (const file of manifest[key]?.css ?? []) css.add(file);
  for (const file of css) console.log(`initial CSS ${file}: ${kb(gzipSize(file))} gzip`);

  if (initialTotal > BUDGET_BYTES) {
    console.error(`bundle bench: initial JS ${kb(initialTotal)} gzip is over the ${kb(BUDGET_BYTES)} budget`);
    return 1;
  }
  return 0;
};

process.exitCode = main();
