/**
 * Which Chromium the end-to-end tests drive. `npm test` runs this first (the `pretest` script), and
 * playwright.config.ts asks the same question through `chooseBrowser` below, so both agree.
 *
 * In order: the browser named by PLAYWRIGHT_CHROMIUM (or CHROME_PATH); Playwright's own Chromium if
 * it is installed; a Chrome, Chromium or Edge installed where this system keeps them (Debian's
 * /usr/bin/chromium first on Linux); else `npx playwright install chromium`, and Playwright's
 * Chromium after it. It prints one line naming the browser, and exits 1 with what to do if there
 * is none. It writes no file: the config makes the same choice again.
 *
 *   npx tsx scripts/find-browser.ts            find one, install Playwright's Chromium if none
 *   npx tsx scripts/find-browser.ts --no-install
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { posix, win32 } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

/** The variables that name a browser, the first set one wins. */
export const BROWSER_ENV = ['PLAYWRIGHT_CHROMIUM', 'CHROME_PATH'] as const;

type Env = Readonly<Record<string, string | undefined>>;

/** The browsers of a macOS Applications folder. */
const macApps = (dir: string) => [
  { name: 'Google Chrome', path: posix.join(dir, 'Google Chrome.app/Contents/MacOS/Google Chrome') },
  { name: 'Chromium', path: posix.join(dir, 'Chromium.app/Contents/MacOS/Chromium') },
  { name: 'Microsoft Edge', path: posix.join(dir, 'Microsoft Edge.app/Contents/MacOS/Microsoft Edge') },
];

/** Browsers installed with the system, in the order they are tried. */
export const systemBrowsers = (platform: NodeJS.Platform, env: Env): readonly { readonly name: string; readonly path: string }[] => {
  if (platform === 'darwin') {
    return [...macApps('/Applications'), ...(env['HOME'] ? macApps(posix.join(env['HOME'], 'Applications')) : [])];
  }
  if (platform === 'win32') {
    // Windows' variable names are not case-sensitive; an injected plain object is.
    const get = (name: string) => Object.entries(env).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];
    const roots = [get('ProgramFiles') ?? 'C:\\Program Files', get('ProgramFiles(x86)') ?? 'C:\\Program Files (x86)', get('LOCALAPPDATA')];
    const dirs = roots.filter((r): r is string => r !== undefined);
    return [
      ...dirs.map((d) => ({ name: 'Google Chrome', path: win32.join(d, 'Google\\Chrome\\Application\\chrome.exe') })),
      ...dirs.map((d) => ({ name: 'Microsoft Edge', path: win32.join(d, 'Microsoft\\Edge\\Application\\msedge.exe') })),
    ];
  }
  return [
    { name: 'Chromium', path: '/usr/bin/chromium' },
    { name: 'Chromium', path: '/usr/bin/chromium-browser' },
    { name: 'Google Chrome', path: '/usr/bin/google-chrome' },
    { name: 'Google Chrome', path: '/usr/bin/google-chrome-stable' },
    { name: 'Microsoft Edge', path: '/usr/bin/microsoft-edge' },
    { name: 'Chromium', path: '/snap/bin/chromium' },
  ];
};

export type Choice =
  | { readonly kind: 'env'; readonly variable: string; readonly path: string }
  | { readonly kind: 'env-missing'; readonly variable: string; readonly path: string }
  | { readonly kind: 'playwright'; readonly path: string }
  | { readonly kind: 'system'; readonly name: string; readonly path: string }
  | { readonly kind: 'install' };

export type Machine = {
  readonly env: Env;
  readonly platform: NodeJS.Platform;
  readonly exists: (path: string) => boolean;
  /** Where Playwright's own Chromium is, or would be once installed (`chromium.executablePath()`). */
  readonly playwrightPath: string;
};

/** The decision, with the machine handed in (the tests hand in another one). */
export const chooseBrowser = ({ env, platform, exists, playwrightPath }: Machine): Choice => {
  for (const variable of BROWSER_ENV) {
    const path = env[variable];
    if (path === undefined || path === '') continue;
    return exists(path) ? { kind: 'env', variable, path } : { kind: 'env-missing', variable, path };
  }
  if (playwrightPath !== '' && exists(playwrightPath)) return { kind: 'playwright', path: playwrightPath };
  const found = systemBrowsers(platform, env).find((b) => exists(b.path));
  if (found) return { kind: 'system', ...found };
  return { kind: 'install' };
};

const playwrightPath = (): string => {
  try {
    return chromium.executablePath();
  } catch {
    return ''; // a platform Playwright has no build for
  }
};

/** This machine. */
export const thisMachine = (): Machine => ({ env: process.env, platform: process.platform, exists: existsSync, playwrightPath: playwrightPath() });

/** The executable the tests launch, or undefined to leave it to Playwright (nothing found: it says how to install one). */
export const browserPath = (machine: Machine = thisMachine()): string | undefined => {
  const choice = chooseBrowser(machine);
  return choice.kind === 'install' || choice.kind === 'env-missing' ? undefined : choice.path;
};

export const describeChoice = (choice: Choice): string => {
  switch (choice.kind) {
    case 'env':
      return `e2e browser: ${choice.path} (from ${choice.variable})`;
    case 'env-missing':
      return `e2e browser: ${choice.variable} names ${choice.path}, which does not exist`;
    case 'playwright':
      return `e2e browser: Playwright's Chromium, ${choice.path}`;
    case 'system':
      return `e2e browser: ${choice.name}, ${choice.path}`;
    case 'install':
      return 'e2e browser: none found';
  }
};

const HELP = [
  'No Chromium for the end-to-end tests. Either:',
  '  - install Playwright\'s: npx playwright install chromium (on Linux, add --with-deps for its system libraries), or',
  '  - install Google Chrome, Chromium or Microsoft Edge, or',
  `  - name a Chromium-based browser: ${BROWSER_ENV[0]}=/path/to/chrome npm test`,
].join('\n');

/** Runs `npx playwright install chromium`; true if it succeeded. */
const installPlaywrightChromium = (log: (line: string) => void): boolean => {
  const run = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (run.status !== 0) log(`npx playwright install chromium failed (${run.error?.message ?? `exit ${run.status}`})`);
  return run.status === 0;
};

export type FindOptions = {
  readonly install: boolean;
  readonly machine?: () => Machine;
  readonly runInstall?: (log: (line: string) => void) => boolean;
  readonly log?: (line: string) => void;
  readonly error?: (text: string) => void;
};

/** Finds a browser, installing Playwright's Chromium if there is none; prints one line; false if none. */
export const findBrowser = (options: FindOptions): boolean => {
  const machine = options.machine ?? thisMachine;
  const log = options.log ?? ((line: string) => console.log(line));
  const error = options.error ?? ((text: string) => console.error(text));
  let choice = chooseBrowser(machine());
  if (choice.kind === 'install' && options.install) {
    log('e2e browser: none found; running npx playwright install chromium');
    (options.runInstall ?? installPlaywrightChromium)(log);
    choice = chooseBrowser(machine()); // Playwright's Chromium, if the install put it there
  }
  if (choice.kind === 'env-missing') {
    error(`${describeChoice(choice)}: point it at a Chrome, Chromium or Edge executable, or unset it.`);
    return false;
  }
  if (choice.kind === 'install') {
    error(`${describeChoice(choice)}\n${HELP}`);
    return false;
  }
  log(describeChoice(choice));
  return true;
};

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (!findBrowser({ install: !process.argv.includes('--no-install') })) process.exit(1);
}
