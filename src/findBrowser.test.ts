/**
 * The browser the end-to-end tests use (scripts/find-browser.ts), decided for machines this one is
 * not: a Mac, a Windows machine, a Linux without Debian's Chromium, one with nothing at all.
 */
import { describe, expect, test } from 'vitest';
import { chooseBrowser, findBrowser, type Machine } from '../scripts/find-browser.ts';

const PW_LINUX = '/home/me/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

const machine = (files: readonly string[], more: Partial<Machine> = {}): Machine => ({
  env: {},
  platform: 'linux',
  playwrightPath: PW_LINUX,
  exists: (path) => files.includes(path),
  ...more,
});

const mac = (files: string[]) => machine(files, { platform: 'darwin', env: { HOME: '/Users/me' }, playwrightPath: '/Users/me/Library/Caches/ms-playwright/x' });
const win = (files: string[]) => machine(files, { platform: 'win32', env: { PROGRAMFILES: 'D:\\Apps' }, playwrightPath: 'C:\\pw\\chrome.exe' });

describe('chooseBrowser', () => {
  test('Debian: the system Chromium when Playwright has none of its own', () => {
    expect(chooseBrowser(machine(['/usr/bin/chromium', '/usr/bin/google-chrome']))).toEqual({ kind: 'system', name: 'Chromium', path: '/usr/bin/chromium' });
  });

  test('a Linux without /usr/bin/chromium: Google Chrome, else Ubuntu\'s chromium-browser', () => {
    expect(chooseBrowser(machine(['/usr/bin/google-chrome']))).toMatchObject({ kind: 'system', path: '/usr/bin/google-chrome' });
    expect(chooseBrowser(machine(['/usr/bin/chromium-browser', '/usr/bin/google-chrome']))).toMatchObject({ path: '/usr/bin/chromium-browser' });
  });

  test('a machine with no browser at all falls to installing Playwright\'s Chromium', () => {
    expect(chooseBrowser(machine([]))).toEqual({ kind: 'install' });
    expect(chooseBrowser(machine([], { platform: 'darwin', env: { HOME: '/Users/me' } }))).toEqual({ kind: 'install' });
    expect(chooseBrowser(machine([], { platform: 'win32', env: { ProgramFiles: 'C:\\Program Files' } }))).toEqual({ kind: 'install' });
  });

  test('Playwright\'s own Chromium, once installed, comes before the system\'s', () => {
    expect(chooseBrowser(machine([PW_LINUX, '/usr/bin/chromium']))).toEqual({ kind: 'playwright', path: PW_LINUX });
  });

  test('a browser named in the environment comes first; a wrong name is an error, not a silent fallback', () => {
    const files = ['/opt/chrome/chrome', PW_LINUX, '/usr/bin/chromium'];
    expect(chooseBrowser(machine(files, { env: { PLAYWRIGHT_CHROMIUM: '/opt/chrome/chrome' } }))).toEqual({ kind: 'env', variable: 'PLAYWRIGHT_CHROMIUM', path: '/opt/chrome/chrome' });
    expect(chooseBrowser(machine(files, { env: { CHROME_PATH: '/opt/chrome/chrome' } }))).toMatchObject({ kind: 'env', variable: 'CHROME_PATH' });
    expect(chooseBrowser(machine(files, { env: { PLAYWRIGHT_CHROMIUM: '/opt/none' } }))).toEqual({ kind: 'env-missing', variable: 'PLAYWRIGHT_CHROMIUM', path: '/opt/none' });
    // Set but empty counts as not set.
    expect(chooseBrowser(machine(files, { env: { PLAYWRIGHT_CHROMIUM: '' } }))).toMatchObject({ kind: 'playwright' });
  });

  test('a Mac: Chrome in /Applications, else in the user\'s own Applications folder', () => {
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    const mine = '/Users/me/Applications/Chromium.app/Contents/MacOS/Chromium';
    expect(chooseBrowser(mac([chrome, mine]))).toEqual({ kind: 'system', name: 'Google Chrome', path: chrome });
    expect(chooseBrowser(mac([mine, '/usr/bin/chromium']))).toEqual({ kind: 'system', name: 'Chromium', path: mine });
  });

  test('Windows: Chrome under Program Files (whatever the variable\'s case), else Edge', () => {
    const chrome = 'D:\\Apps\\Google\\Chrome\\Application\\chrome.exe';
    const edge = 'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe';
    expect(chooseBrowser(win([chrome, edge]))).toEqual({ kind: 'system', name: 'Google Chrome', path: chrome });
    expect(chooseBrowser(win([edge]))).toEqual({ kind: 'system', name: 'Microsoft Edge', path: edge });
  });
});

/** findBrowser on a machine that is each of `machines` in turn, with an install that succeeds or not. */
const run = (machines: Machine[], installs: boolean) => {
  const lines: string[] = [];
  const errors: string[] = [];
  let installed = 0;
  let i = 0;
  const ok = findBrowser({
    install: true,
    machine: () => machines[Math.min(i++, machines.length - 1)] as Machine,
    runInstall: () => {
      installed += 1;
      return installs;
    },
    log: (line) => lines.push(line),
    error: (text) => errors.push(text),
  });
  return { ok, lines, errors, installed };
};

describe('findBrowser', () => {
  test('no /usr/bin/chromium and nothing else: installs Playwright\'s Chromium and names it', () => {
    const r = run([machine([]), machine([PW_LINUX])], true);
    expect(r.installed).toBe(1);
    expect(r.ok).toBe(true);
    expect(r.lines.at(-1)).toBe(`e2e browser: Playwright's Chromium, ${PW_LINUX}`);
  });

  test('the install fails (no network): false, with what to do', () => {
    const r = run([machine([])], false);
    expect(r.installed).toBe(1);
    expect(r.ok).toBe(false);
    expect(r.errors.join('\n')).toMatch(/npx playwright install chromium[\s\S]*PLAYWRIGHT_CHROMIUM=/);
  });

  test('a browser already there: one line naming it, no install', () => {
    const r = run([machine(['/usr/bin/chromium'])], true);
    expect(r).toEqual({ ok: true, lines: ['e2e browser: Chromium, /usr/bin/chromium'], errors: [], installed: 0 });
  });

  test('a wrong PLAYWRIGHT_CHROMIUM fails without installing anything', () => {
    const r = run([machine(['/usr/bin/chromium'], { env: { PLAYWRIGHT_CHROMIUM: '/opt/none' } })], true);
    expect(r.ok).toBe(false);
    expect(r.installed).toBe(0);
    expect(r.errors[0]).toContain('/opt/none');
  });
});
