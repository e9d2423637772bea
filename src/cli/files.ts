/** Command-line file arguments: a directory stands for its *.json files, in name order. */
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const isDirectory = (path: string): boolean => {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false; // reported as unreadable when it is read
  }
};

/** `path`, or the *.json files in it; with `nested`, those of its folders too (puzzles/<game>/). */
export const expandFiles = (path: string, cwd: string, nested = false): string[] => {
  const full = resolve(cwd, path);
  if (!isDirectory(full)) return [path];
  return readdirSync(full)
    .toSorted()
    .flatMap((f) => (f.endsWith('.json') ? [join(path, f)] : nested && isDirectory(join(full, f)) ? expandFiles(join(path, f), cwd, true) : []));
};
