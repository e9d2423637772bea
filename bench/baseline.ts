/**
 * The tree a benchmark compares against: a worktree of any commit, made once under the system's
 * temp folder and reused (bench/compare.ts, bench/profile.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const git = (...gitArgs: string[]): string => execFileSync('git', gitArgs, { encoding: 'utf8' }).trim();

/** The packages the engine of `tree` imports at run time (its tests' packages do not count). */
const enginePackages = (tree: string): Set<string> => {
  const names = new Set<string>();
  for (const dir of ['src/engine', 'src/games'])
    for (const file of readdirSync(join(tree, dir), { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts') || file.includes('.test.') || file.includes('testing')) continue;
      for (const m of readFileSync(join(tree, dir, file), 'utf8').matchAll(/from '([^./'][^']*)'/g))
        if (!m[1]!.startsWith('node:')) names.add(m[1]!.split('/')[0]!);
    }
  return names;
};
const lockedVersion = (tree: string, name: string): unknown =>
  (JSON.parse(readFileSync(join(tree, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> }).packages[`node_modules/${name}`]?.version;

/**
 * A worktree of `rev`, made once and reused. It shares this tree's packages when its engine's
 * packages are locked at the same versions here (nothing to install); otherwise it installs its
 * own, so the baseline runs on the libraries it shipped with.
 */
export const worktreeOf = (rev: string): string => {
  const sha = git('rev-parse', '--verify', `${rev}^{commit}`);
  const tree = join(tmpdir(), `bench-baseline-${sha.slice(0, 12)}`);
  if (!existsSync(join(tree, 'src/games/mtg/index.ts'))) {
    rmSync(tree, { recursive: true, force: true });
    git('worktree', 'prune');
    git('worktree', 'add', '--detach', tree, sha);
  }
  if (!existsSync(join(tree, 'node_modules'))) {
    const same = [...enginePackages(tree)].every((name) => lockedVersion(tree, name) === lockedVersion('.', name));
    if (same) symlinkSync(resolve('node_modules'), join(tree, 'node_modules'), 'dir');
    else execFileSync('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: tree, stdio: 'inherit' });
  }
  return tree;
};

