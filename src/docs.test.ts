/**
 * The docs are checked against the repository, so a rename or a rewrite cannot leave them wrong
 * without a test failing. For README.md and every docs/*.md:
 *
 * - every `<!-- quote: path -->` block (the fenced code right after the marker) is still, word for
 *   word, in the file it names;
 * - every repository path written in backticks, inline or in a fenced block that is not code
 *   (`src/games/bs/keywords.ts`, `locales/{en,ja}/<ns>.json`), names something
 *   that exists: `<name>`, `*` and `{a,b}` stand for any name, and a span that is a bare file name
 *   (`ui-boards.ts`) must be some file's name; paths made at run time are listed in RUN_TIME;
 * - every relative link points at a file that exists;
 * - every `npm run X` (and `npm start`, `npm test`) names a script of package.json;
 * - README.md stays the five-minute front door: at most 150 lines.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Paths the docs may name that exist only once something has run: the build, the fuzz, the test reports. */
export const RUN_TIME = ['dist/', 'fuzz-failures/', '.reports/', 'test-results/', 'playwright-report/', 'node_modules/'];

/** Folders never walked (made by tools, or git's own). */
const SKIP_DIRS = new Set(['.git', 'node_modules', 'dist', 'test-results', 'playwright-report', '.vite', '.vitest', '.reports', 'fuzz-failures']);

/** What the scanner needs to know about the repository. */
export type Repo = {
  /** Every file, relative to the root, with '/'. */
  readonly files: readonly string[];
  readonly scripts: ReadonlySet<string>;
  /** The text of a file, or null if there is none. */
  readonly read: (path: string) => string | null;
};

/** Extensions that make a bare word a file name worth looking for. */
const FILE_EXT = /\.(?:ts|tsx|mjs|js|json|md|css|html|yml|yaml)$/;

/** A glob written in a doc (`<game>`, `*`, `**`, `{en,ja}`, `…`) as a regular expression over repo paths. */
export const globToRegExp = (glob: string): RegExp => {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i] as string;
    if (c === '<') {
      const close = glob.indexOf('>', i);
      if (close > i) {
        out += '[^/]*';
        i = close;
        continue;
      }
    }
    if (c === '{') {
      const close = glob.indexOf('}', i);
      if (close > i) {
        out += `(?:${glob
          .slice(i + 1, close)
          .split(',')
          .map((alt) => alt.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('|')})`;
        i = close;
        continue;
      }
    }
    if (c === '*' && glob[i + 1] === '*') {
      out += '.*';
      i++;
    } else if (c === '*' || c === '…') out += '[^/]*';
    else out += c.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  // A folder (trailing '/') or a path that may be one: anything under it counts.
  return new RegExp(glob.endsWith('/') ? `^${out}` : `^${out}(?:/|$)`);
};

/** Does the path (or glob) name something in the repo? */
const existsIn = (repo: Repo, path: string): boolean => {
  const re = globToRegExp(path.replace(/\.\.\.$/, '…'));
  return repo.files.some((f) => re.test(f));
};

/** A bare file name: some file has that name (globs allowed). */
const nameExistsIn = (repo: Repo, name: string): boolean => {
  const re = globToRegExp(name);
  return repo.files.some((f) => re.test(posix.basename(f)));
};

/** The doc's text with its fenced blocks apart: prose (fences blanked out), and each block with its language. */
const splitFences = (text: string): { readonly prose: string; readonly blocks: readonly { readonly lang: string; readonly body: string }[] } => {
  const blocks: { lang: string; body: string }[] = [];
  const prose = text.replace(/^```([\w-]*)\n([\s\S]*?)^```$/gm, (_m, lang: string, body: string) => {
    blocks.push({ lang, body });
    return '';
  });
  return { prose, blocks };
};

/** Languages whose blocks hold code or data, not commands or folder maps: their words are not paths. */
const CODE_LANGS = new Set(['ts', 'tsx', 'js', 'json', 'jsonc']);

/** The words of a span or a command line that may be repository paths. */
const pathWords = (text: string): string[] =>
  text
    .split(/\s+/)
    .map((w) => w.replace(/^[("'[]+/, '').replace(/[)"',;.\]]+$/, '').replace(/:\d+(?:-\d+)?$/, ''))
    .filter((w) => w.length > 0);

/** Every problem in one doc, as `doc: what is wrong`. `topLevel`: the names at the repo's root. */
export const docProblems = (docPath: string, text: string, repo: Repo): string[] => {
  const problems: string[] = [];
  const report = (what: string) => problems.push(`${docPath}: ${what}`);
  const topLevel = new Set([...repo.files.map((f) => f.split('/')[0] as string), ...RUN_TIME.map((p) => p.split('/')[0] as string)]);
  const runTime = (w: string) => RUN_TIME.some((p) => w === p.slice(0, -1) || w.startsWith(p));

  // Quotes: the fenced block after each marker is in the file it names.
  for (const m of text.matchAll(/<!-- quote: (\S+) -->\n```[\w-]*\n([\s\S]*?)\n```/g)) {
    const file = m[1] as string;
    const code = m[2] as string;
    const source = repo.read(file);
    if (source === null) report(`quote from ${file}: no such file`);
    else if (!source.includes(code)) report(`quote from ${file} is no longer in it: ${code.split('\n')[0] ?? ''}`);
  }

  /** `bare`: a span that is one word may be a bare file name; a word among others may be an option's value. */
  const checkWord = (w: string, where: string, bare = false) => {
    if (/^[a-z]+:/i.test(w) || w.startsWith('/') || w.startsWith('#') || w.startsWith('~')) return; // URLs, absolute paths, routes
    if (w.includes('/')) {
      const first = w.split('/')[0] as string;
      if (!topLevel.has(first)) return;
      if (runTime(w)) return;
      if (!existsIn(repo, w)) report(`${where} names ${w}, which does not exist`);
    } else if (bare && FILE_EXT.test(w) && /^[\w.<>*{},…-]+$/.test(w) && !/^[A-Z]+\./.test(w) && !nameExistsIn(repo, w)) {
      // (`FILE.json`, all capitals, is a placeholder for the reader's own file)
      report(`${where} names a file ${w}, and no file has that name`);
    }
  };

  const { prose, blocks } = splitFences(text);
  for (const m of prose.matchAll(/`([^`\n]+)`/g)) {
    const words = pathWords(m[1] as string);
    for (const w of words) checkWord(w, `\`${m[1] as string}\``, words.length === 1);
  }
  for (const { lang, body } of blocks) {
    if (CODE_LANGS.has(lang)) continue;
    for (const line of body.split('\n')) for (const w of pathWords(line.replace(/#.*$/, ''))) checkWord(w, `a ${lang || 'plain'} block`);
  }

  // Relative links.
  for (const m of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = (m[1] as string).replace(/#.*$/, '');
    if (target === '' || /^[a-z]+:/i.test(target)) continue;
    const path = posix.normalize(posix.join(posix.dirname(docPath), target));
    if (!existsIn(repo, path)) report(`link to ${m[1] as string}: no such file`);
  }

  // npm scripts, in prose and blocks alike.
  for (const m of text.matchAll(/\bnpm (?:run ([\w:-]+)|(start|test)\b)/g)) {
    const script = (m[1] ?? m[2]) as string;
    if (!repo.scripts.has(script)) report(`npm run ${script}: package.json has no such script`);
  }
  return problems;
};

const walk = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return SKIP_DIRS.has(e.name) ? [] : walk(dir === '' ? e.name : `${dir}/${e.name}`);
    return [dir === '' ? e.name : `${dir}/${e.name}`];
  });

const readRepo = (path: string): string | null => {
  try {
    return readFileSync(join(ROOT, path), 'utf8');
  } catch {
    return null;
  }
};

const DOCS = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

describe('the docs say what the repository holds', () => {
  const repo: Repo = {
    files: walk(''),
    scripts: new Set(Object.keys((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts)),
    read: readRepo,
  };

  test.each(DOCS)('%s: its quotes, paths, links and npm scripts are all there', (doc) => {
    expect(docProblems(doc, readRepo(doc) ?? '', repo)).toEqual([]);
  });

  test('the checks have something to check (a scanner that matched nothing would pass)', () => {
    const all = DOCS.map((d) => readRepo(d) ?? '').join('\n');
    expect([...all.matchAll(/<!-- quote: src\/engine\/testing\/toyGame\.ts -->/g)].length).toBeGreaterThanOrEqual(4);
    expect([...all.matchAll(/`src\/[^`\s]+\.tsx?`/g)].length).toBeGreaterThanOrEqual(30);
    expect([...all.matchAll(/npm run [\w:-]+/g)].length).toBeGreaterThanOrEqual(10);
  });

  test('README.md is at most 150 lines', () => {
    expect((readRepo('README.md') ?? '').split('\n').length - 1).toBeLessThanOrEqual(150);
  });
});

describe('the scanner', () => {
  const fake: Repo = {
    files: ['src/games/bs/keywords.ts', 'src/games/bs/moves.ts', 'locales/en/bs.json', 'locales/ja/bs.json', 'bench/ui-boards.ts', 'docs/fuzz.md', 'package.json'],
    scripts: new Set(['start', 'test', 'fuzz']),
    read: (path) => (path === 'src/games/bs/keywords.ts' ? "export const KEYWORDS = { confront: { forcesBlock: true } };\n" : null),
  };
  const check = (text: string) => docProblems('docs/x.md', text, fake);

  test('passes what exists, placeholders and globs included', () => {
    const doc = [
      'The table is `src/games/bs/keywords.ts:19`, the words `locales/{en,ja}/bs.json` and `locales/*/bs.json`,',
      'a game `src/games/<game>/`, the boards `ui-boards.ts`, a failure `fuzz-failures/<game>-<seed>.json`.',
      'See [the fuzz](fuzz.md) and run `npm run fuzz -- --game bs`, `npm start`, `npm test`; `https://example.org/a/b`.',
      '```sh',
      'npx tsx bench/ui-boards.ts   # a comment naming nothing/at-all.ts',
      '```',
      '```ts',
      "import { x } from './nowhere/at-all.ts';",
      '```',
      '<!-- quote: src/games/bs/keywords.ts -->',
      '```ts',
      'export const KEYWORDS = { confront: { forcesBlock: true } };',
      '```',
    ].join('\n');
    expect(check(doc)).toEqual([]);
  });

  test('catches a missing path, file name, link, script and a stale quote', () => {
    const doc = [
      'The legality is in `src/games/bs/legal.ts`, the words in `locales/fr/bs.json`, the boards in `ui-board.ts`.',
      'See [the fuzz](fuzzing.md); run `npm run bench:ui`.',
      '<!-- quote: src/games/bs/keywords.ts -->',
      '```ts',
      'export const KEYWORDS = { confront: { forcesBlock: false } };',
      '```',
    ].join('\n');
    expect(check(doc)).toEqual([
      'docs/x.md: quote from src/games/bs/keywords.ts is no longer in it: export const KEYWORDS = { confront: { forcesBlock: false } };',
      'docs/x.md: `src/games/bs/legal.ts` names src/games/bs/legal.ts, which does not exist',
      'docs/x.md: `locales/fr/bs.json` names locales/fr/bs.json, which does not exist',
      'docs/x.md: `ui-board.ts` names a file ui-board.ts, and no file has that name',
      'docs/x.md: link to fuzzing.md: no such file',
      'docs/x.md: npm run bench:ui: package.json has no such script',
    ]);
  });

  test('a folder map in a plain block is checked, word by word', () => {
    const doc = ['```', 'src/games/<game>/   one rules module per game', 'bench/ui.bench.ts  the app on a slowed phone', '```'].join('\n');
    expect(check(doc)).toEqual(['docs/x.md: a plain block names bench/ui.bench.ts, which does not exist']);
  });
});
