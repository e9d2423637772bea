/**
 * The repository's source files as the tree-scanning tests read them (the layering in
 * boundaries.test.ts, the rule tables in tables.test.ts). It lives outside src/engine because it
 * reads the disk, which the engine's own files may not. Tests only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A file's path (relative to the repo, with '/') and its text. */
export type Source = { readonly path: string; readonly text: string };

/** Every .ts and .tsx file below `dir` (relative to the repo), as repo paths. */
export const sourceFiles = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

export const readSource = (path: string): Source => ({ path, text: readFileSync(join(ROOT, path), 'utf8') });

/** A made-up file for a scanner's own tests: its path and its lines. */
export const sourceOf = (path: string, ...lines: readonly string[]): Source => ({ path, text: lines.join('\n') });
