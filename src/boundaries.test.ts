/**
 * The layering of architecture.md, enforced: the engine and the games run headless (no React,
 * zustand, i18next, UI, store, scenario or CLI code), games do not know each other, the engine
 * depends on nothing outside itself, the store never reaches into the UI, and the scenario and
 * text layers (shared by the runner and the browser) never reach up into the UI, store or CLI.
 *
 * Inside src/ui the folders stand on floors (UI_FLOORS) and a file imports only from its own floor
 * or below; and no files of src import each other in a circle.
 *
 * The rules bind shipped code. Test files are consumers, like the runner, so they are exempt:
 * an MTG test may load a fixture through src/scenario without making the engine depend on it.
 */
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { readSource, sourceFiles, sourceOf, type Source } from './testing/sourceTree.ts';

const stripComments = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** Every module specifier: static imports and re-exports, side-effect imports, dynamic import(). */
export const specifiers = (text: string): string[] => {
  const code = stripComments(text);
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((p) => [...code.matchAll(p)].map((m) => m[1] as string));
};

/** What an import points at: a repo path for relative ones, the package name for bare ones. */
const target = (from: string, spec: string): { readonly kind: 'file' | 'package'; readonly name: string } => {
  if (spec.startsWith('.')) return { kind: 'file', name: join(dirname(from), spec).split('\\').join('/') };
  const parts = spec.split('/');
  return { kind: 'package', name: spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string) };
};

const HEADLESS_FORBIDDEN_PACKAGES = ['react', 'react-dom', 'zustand', 'i18next', 'react-i18next'];
const HEADLESS_FORBIDDEN_DIRS = ['src/ui', 'src/store', 'src/scenario', 'src/cli', 'src/practice'];

const under = (path: string, dir: string): boolean => path === dir || path.startsWith(`${dir}/`);
const gameOf = (path: string): string | null => /^src\/games\/([^/]+)\//.exec(path)?.[1] ?? null;
const isTest = (path: string): boolean => /\.test\.tsx?$/.test(path);

/** Every broken rule, as `file -> specifier: why`. */
export const violations = (sources: readonly Source[]): string[] => {
  const out: string[] = [];
  for (const { path, text } of sources) {
    if (isTest(path)) continue;
    for (const spec of specifiers(text)) {
      const t = target(path, spec);
      const report = (why: string) => out.push(`${path} -> ${spec}: ${why}`);
      const headless = under(path, 'src/engine') || under(path, 'src/games');
      if (headless && t.kind === 'package' && HEADLESS_FORBIDDEN_PACKAGES.includes(t.name)) report('engine and games stay headless');
      if (headless && t.kind === 'file') {
        const dir = HEADLESS_FORBIDDEN_DIRS.find((d) => under(t.name, d));
        if (dir) report(`engine and games never import ${dir}`);
      }
      const game = gameOf(path);
      const otherGame = t.kind === 'file' ? gameOf(t.name) : null;
      if (game && otherGame && otherGame !== game) report(`src/games/${game} never imports another game`);
      if (under(path, 'src/engine') && !(t.kind === 'file' && under(t.name, 'src/engine'))) report('the engine imports nothing outside src/engine');
      if (under(path, 'src/store') && t.kind === 'file' && under(t.name, 'src/ui')) report('the store never imports the UI');
      // The UI and the store see a game only through its public face: its types, its module, the registry.
      const face = /^src\/games\/(registry\.ts|[a-z0-9-]+\/(types|index|manifest)\.ts)$/;
      if ((under(path, 'src/ui') || under(path, 'src/store')) && t.kind === 'file' && under(t.name, 'src/games') && !face.test(t.name)) {
        report('the UI and the store import a game only through its types.ts, its index.ts, its manifest.ts or the registry');
      }
      // The solver (src/practice) runs in Node and in a worker: no screen, no session, no command line.
      if (under(path, 'src/practice') && t.kind === 'file' && ['src/ui', 'src/store', 'src/cli'].some((d) => under(t.name, d))) report('the practice layer never imports the UI, the store or the CLI');
      if (under(path, 'src/practice') && t.kind === 'package' && ['react', 'react-dom', 'zustand', 'react-i18next', 'i18next'].includes(t.name)) report('the practice layer stays free of React, zustand and i18next');
      const lower = under(path, 'src/scenario') || under(path, 'src/text');
      const upper = t.kind === 'file' ? ['src/ui', 'src/store', 'src/cli'].find((d) => under(t.name, d)) : undefined;
      if (lower && upper) report(`the scenario and text layers never import ${upper}`);
      if (lower && t.kind === 'package' && ['react', 'react-dom', 'zustand', 'react-i18next'].includes(t.name)) report('the scenario and text layers stay free of React and zustand');
      if (t.kind === 'file') {
        const up = uiUpward(path, t.name);
        if (up !== null) report(up);
      }
    }
  }
  return out;
};

/**
 * The floors of src/ui, lowest first: the page's plumbing (words, the store's hooks, links and
 * files, the rules address), the shared pieces, the decision kit, the screens of each game and
 * the rule browser, and the app's frame with the registry of games' screens.
 */
export const UI_FLOORS: readonly (readonly string[])[] = [
  ['src/ui/i18n.ts', 'src/ui/cachedT.ts', 'src/ui/focus.ts', 'src/ui/inBrowser.ts', 'src/ui/preload.ts', 'src/ui/route.ts', 'src/ui/session.tsx', 'src/ui/sessionIo.ts', 'src/ui/recentInPage.ts'],
  ['src/ui/components'],
  ['src/ui/kit'],
  ['src/ui/rules', 'src/ui/mtg', 'src/ui/fab', 'src/ui/bs', 'src/ui/pmv'],
  ['src/ui/games.ts', 'src/ui/StartScreen.tsx', 'src/ui/App.tsx'],
];

/** A file's floor and the group on it it belongs to (the folder or file UI_FLOORS names), or null off src/ui. */
const floorOf = (path: string): { readonly floor: number; readonly group: string } | 'none' | null => {
  if (!under(path, 'src/ui')) return null;
  for (const [floor, groups] of UI_FLOORS.entries()) {
    const group = groups.find((g) => under(path.replace(/\.tsx?$/, ''), g.replace(/\.tsx?$/, '')));
    if (group !== undefined) return { floor, group };
  }
  return 'none';
};

/** Why an import inside src/ui runs back up (or across, between two screens of a floor), or null. */
const uiUpward = (from: string, to: string): string | null => {
  const a = floorOf(from);
  const b = floorOf(to);
  if (a === null || b === null) return null;
  if (a === 'none') return `${from} stands on no floor of UI_FLOORS`;
  if (b === 'none') return null; // reported as its own file
  if (b.floor > a.floor) return `src/ui floors: ${a.group} (floor ${a.floor}) never imports ${b.group} (floor ${b.floor})`;
  if (b.floor === a.floor && a.floor === 3 && a.group !== b.group) return `src/ui floors: ${a.group} never imports ${b.group}, another screen of its floor`;
  return null;
};

/** Groups of files that import each other in a loop (strongly connected components of the import graph), each sorted. */
export const circles = (sources: readonly Source[]): string[][] => {
  const paths = new Set(sources.map((x) => x.path));
  const resolveFile = (from: string, spec: string): string | null => {
    const t = target(from, spec);
    if (t.kind !== 'file') return null;
    return [t.name, `${t.name}.ts`, `${t.name}.tsx`].find((p) => paths.has(p)) ?? null;
  };
  const edges = new Map(sources.map((x) => [x.path, [...new Set(specifiers(x.text).flatMap((spec) => resolveFile(x.path, spec) ?? []))]]));
  // Tarjan's algorithm.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v) as number);
    stack.push(v);
    on.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    for (let w = stack.pop(); w !== undefined; w = w === v ? undefined : stack.pop()) {
      on.delete(w);
      group.push(w);
    }
    if (group.length > 1) found.push(group.toSorted());
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found;
};

describe('the scanner', () => {
  test('finds static, type, side-effect, re-export and dynamic imports, also across lines', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      "import {\n  c,\n  d,\n} from 'zustand/vanilla';",
      "import './side.css';",
      "export { e } from './e.ts';",
      "export * from './f.ts';",
      "const g = () => import('./games/g/index.ts');",
      "// import { nope } from 'react';",
      "/* import { nope } from 'react'; */",
    ].join('\n');
    expect(specifiers(text)).toEqual(['./a.ts', '../b.ts', 'zustand/vanilla', './e.ts', './f.ts', './side.css', './games/g/index.ts']);
  });

  test('reports each kind of breach, and nothing for allowed imports', () => {
    const found = violations([
      sourceOf('src/engine/referee.ts', "import { x } from '../games/mtg/index.ts';\nimport { y } from './types.ts';"),
      sourceOf('src/engine/bad.ts', "import { nanoid } from 'nanoid';"),
      sourceOf('src/games/mtg/index.ts', "import { t } from 'i18next';\nimport { s } from '../../scenario/envelope.ts';\nimport { r } from '../../engine/rules.ts';"),
      sourceOf('src/games/mtg/ui.ts', "import { useState } from 'react';\nimport { create } from 'zustand/vanilla';"),
      sourceOf('src/games/fab/combat.ts', "import { damage } from '../mtg/damage.ts';"),
      sourceOf('src/store/session.ts', "import { App } from '../ui/App.tsx';\nimport { play } from '../engine/referee.ts';"),
      sourceOf('src/games/registry.ts', "const mtg = () => import('./mtg/index.ts');"),
      sourceOf('src/games/mtg/mtg.test.ts', "import { parseScenario } from '../../scenario/envelope.ts';"),
      sourceOf('src/scenario/link.ts', "import { setNotice } from '../store/session.ts';\nimport LZString from 'lz-string';"),
      sourceOf('src/text/render.ts', "import { useTranslation } from 'react-i18next';\nimport { createInstance } from 'i18next';"),
      sourceOf('src/ui/fab/panels.tsx', "import { defenseOf } from '../../games/fab/state.ts';\nimport type { FabPrompt } from '../../games/fab/types.ts';"),
      sourceOf('src/store/session.ts', "import { loadGame } from '../games/registry.ts';\nimport { mtg } from '../games/mtg/index.ts';\nimport { cite } from '../games/mtg/rules.ts';"),
    ]);
    expect(found).toEqual([
      'src/engine/referee.ts -> ../games/mtg/index.ts: the engine imports nothing outside src/engine',
      'src/engine/bad.ts -> nanoid: the engine imports nothing outside src/engine',
      'src/games/mtg/index.ts -> i18next: engine and games stay headless',
      'src/games/mtg/index.ts -> ../../scenario/envelope.ts: engine and games never import src/scenario',
      'src/games/mtg/ui.ts -> react: engine and games stay headless',
      'src/games/mtg/ui.ts -> zustand/vanilla: engine and games stay headless',
      'src/games/fab/combat.ts -> ../mtg/damage.ts: src/games/fab never imports another game',
      'src/store/session.ts -> ../ui/App.tsx: the store never imports the UI',
      'src/scenario/link.ts -> ../store/session.ts: the scenario and text layers never import src/store',
      'src/text/render.ts -> react-i18next: the scenario and text layers stay free of React and zustand',
      'src/ui/fab/panels.tsx -> ../../games/fab/state.ts: the UI and the store import a game only through its types.ts, its index.ts, its manifest.ts or the registry',
      'src/store/session.ts -> ../games/mtg/rules.ts: the UI and the store import a game only through its types.ts, its index.ts, its manifest.ts or the registry',
    ]);
  });
});

test('the source tree keeps the layering of architecture.md', () => {
  const files = sourceFiles('src');
  expect(files.length).toBeGreaterThan(10);
  const sources = files.map(readSource);
  expect(violations(sources)).toEqual([]);
});

test('no files of src import each other in a circle (shipped code: tests and test kits are consumers)', () => {
  const shipped = sourceFiles('src').filter((path) => !isTest(path) && !path.includes('/testing/'));
  const sources = shipped.map(readSource);
  expect(circles(sources)).toEqual([]);
});

describe('the circle and floor checks', () => {
  test('find a loop of three files and an import back up or across a floor of src/ui', () => {
    const loop = [sourceOf('src/a.ts', "import './b.ts';"), sourceOf('src/b.ts', "import type { C } from './c.ts';"), sourceOf('src/c.ts', "export { a } from './a.ts';"), sourceOf('src/d.ts', "import './a.ts';")];
    expect(circles(loop)).toEqual([['src/a.ts', 'src/b.ts', 'src/c.ts']]);
    expect(
      violations([
        sourceOf('src/ui/components/Rule.tsx', "import { openRule } from '../rules/nav.ts';"),
        sourceOf('src/ui/mtg/Setup.tsx', "import { GAME_UI } from '../games.ts';\nimport { x } from '../fab/panels.tsx';\nimport { y } from '../kit/Term.tsx';"),
        sourceOf('src/ui/sessionIo.ts', "import { preloadGame } from './games.ts';"),
        sourceOf('src/ui/stray.ts', "import { t } from './i18n.ts';"),
      ]),
    ).toEqual([
      'src/ui/components/Rule.tsx -> ../rules/nav.ts: src/ui floors: src/ui/components (floor 1) never imports src/ui/rules (floor 3)',
      'src/ui/mtg/Setup.tsx -> ../games.ts: src/ui floors: src/ui/mtg (floor 3) never imports src/ui/games.ts (floor 4)',
      'src/ui/mtg/Setup.tsx -> ../fab/panels.tsx: src/ui floors: src/ui/mtg never imports src/ui/fab, another screen of its floor',
      'src/ui/sessionIo.ts -> ./games.ts: src/ui floors: src/ui/sessionIo.ts (floor 0) never imports src/ui/games.ts (floor 4)',
      'src/ui/stray.ts -> ./i18n.ts: src/ui/stray.ts stands on no floor of UI_FLOORS',
    ]);
  });
});

test('relative paths are resolved from the importing file', () => {
  expect(violations([sourceOf('src/store/deep/a.ts', "import '../../ui/x.ts';")])).toHaveLength(1);
  expect(violations([sourceOf('src/store/deep/a.ts', "import '../ui/x.ts';")])).toEqual([]); // src/store/ui, not src/ui
});
