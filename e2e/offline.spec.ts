/**
 * Offline and install (issue 12): after one online visit the service worker holds every chunk, so
 * with the network gone a reload opens the app and each game's set-up, and a combat runs; a new
 * version waits behind a quiet bar and never reloads the page by itself, not even when another
 * tab lets it take over. Runs in Japanese on the phone and in English on the desktop, against the
 * production build (`vite preview`), the only place the worker exists.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { button, gameWords, importScenario, projectLang, scenarioFile, setUp, words, type Game, type Words } from './fixtures.ts';

/** Waits until the service worker is active (its precache complete) and controls the page. */
const waitForWorker = async (page: Page) => {
  await page.waitForFunction(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    return reg?.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
  }, undefined, { timeout: 20_000 });
};

/** Every URL the worker's precache manifest lists is in its cache. */
const expectEverythingPrecached = async (page: Page) => {
  const sw = await (await page.request.get('/sw.js')).text();
  const listed = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => new URL(m[1] ?? '', page.url()).pathname);
  expect(listed.filter((u) => u.endsWith('.js')).length).toBeGreaterThan(20); // every game's and language's chunk
  expect(listed).toEqual(expect.arrayContaining(['/index.html', '/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png', '/icons/maskable-512.png']));
  const cachedPaths = () =>
    page.evaluate(async () => {
      const out: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const req of await cache.keys()) out.push(new URL(req.url).pathname);
      }
      return out;
    });
  // The worker may report itself active while its cache is still being filled: wait for all of it.
  await expect.poll(async () => {
    const cached = await cachedPaths();
    return listed.filter((u) => !cached.includes(u));
  }, { timeout: 20_000 }).toEqual([]);
};

/** A fresh start screen: the saved session is dropped and the page reloads (from the worker). */
const startScreen = async (page: Page, w: Words) => {
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', w.lang);
  await expect(button(page, w.t('start.setup'))).toBeVisible();
};

/** A game's set-up from a fresh start screen (from the worker). */
const offlineSetup = async (page: Page, w: Words, game: Game) => {
  await startScreen(page, w);
  await setUp(page, w, game);
};

const prompt = (page: Page) => page.getByTestId('prompt');

test('after one online visit the app opens offline, and every game sets up and runs', async ({ page, context }, info) => {
  test.setTimeout(120_000); // four games, each from a fresh reload
  const w = words(projectLang(info));
  await page.goto('/');
  await expect(button(page, w.t('start.setup'))).toBeVisible();
  await waitForWorker(page);
  await expectEverythingPrecached(page);

  await context.setOffline(true);
  // Really offline: anything the worker does not hold fails.
  expect(await page.evaluate(() => fetch(`/not-cached-${Date.now()}`).then(() => 'loaded', () => 'failed'))).toBe('failed');

  // The page itself comes back from the worker.
  await page.reload();
  await expect(page.getByRole('heading', { name: w.t('start.title') })).toBeVisible();

  // MTG: the set-up screen, then a scenario file opened and a decision made (509.1 blocks).
  await offlineSetup(page, w, 'mtg');
  await importScenario(page, w, scenarioFile('double-block.json'));
  await expect(prompt(page)).toHaveAttribute('data-kind', 'mtg.priority');
  await button(page, w.t('priority.advance')).click();
  await expect(prompt(page)).toHaveAttribute('data-kind', 'mtg.declareBlockers');
  await page.getByTestId('block-select-bear').selectOption('colossus');
  await button(page, w.mtg('ui.block.declare', { count: 1 })).click();
  await expect(page.getByTestId('blocker-bear')).toBeVisible();

  // Flesh and Blood: the set-up screen and its example boards.
  const fab = gameWords(w.lang, 'fab');
  await offlineSetup(page, w, 'fab');
  await button(page, fab('ui.setup.preset.example')).click();
  await page.getByTestId('preset-attackReaction').click();
  await button(page, w.t('setup.start')).click();
  await expect(prompt(page)).toHaveAttribute('data-kind', 'fab.priority');

  // Battle Spirits: a preset board starts the attack step.
  await offlineSetup(page, w, 'bs');
  await page.getByTestId('preset-board-twoBattles').click();
  await button(page, w.t('setup.start')).click();
  await expect(prompt(page)).toBeVisible();

  // Phantom Magic Vision: a preset board, and an attack declared (the 干渉 passes to B).
  const pmv = gameWords(w.lang, 'pmv');
  await offlineSetup(page, w, 'pmv');
  await page.getByTestId('preset-board-interference').click();
  await button(page, w.t('setup.start')).click();
  await expect(prompt(page)).toHaveAttribute('data-kind', 'pmv.priority');
  await page.getByTestId('attack-marisa').click();
  await expect(page.getByTestId('priority-holder')).toHaveText(pmv('ui.interference.holder', { player: w.t('playerName', { id: 'B' }) }));
});

/**
 * The same build served by a tiny server of this test's own, whose service worker script can
 * change under the open page as a deployment would change it. (Playwright's routing does not see
 * the browser's update check of a worker script, and the shared preview server must stay as it is.)
 */
const DIST = process.env['E2E_DIST'] ?? 'dist';
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};
let deployed = '';
let server: Server | undefined;
let origin = '';

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const file = path === '/' ? 'index.html' : normalize(path).replace(/^[/\\]+/, '');
    readFile(join(DIST, file)).then(
      (body) => {
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
        res.end(file === 'sw.js' ? `${body.toString('utf8')}${deployed}` : body);
      },
      () => {
        res.writeHead(404);
        res.end();
      },
    );
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A new version is deployed, and the browser checks for it (as it does on a navigation). */
const deployAndCheck = async (page: Page, version: string) => {
  deployed = `\n// ${version}\n`;
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
};

test('a new version waits behind a quiet bar and never reloads the page by itself', async ({ page }, info) => {
  test.setTimeout(90_000);
  const w = words(projectLang(info));
  deployed = '';
  await page.goto(`${origin}/`);
  await waitForWorker(page);
  await expectEverythingPrecached(page);
  await page.reload(); // a later visit: the worker controls the page from its start
  // The registration module (loaded when the browser is idle) has registered and is listening:
  // without this the plugin's own reload-on-takeover, which the module turns off, would go untested.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('workbox-window')));
  await page.waitForTimeout(2000);

  // A combat under way.
  await importScenario(page, w, scenarioFile('double-block.json'));
  await button(page, w.t('priority.advance')).click();
  await expect(prompt(page)).toHaveAttribute('data-kind', 'mtg.declareBlockers');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  // False once the page has reloaded (or while it is reloading).
  const sameDocument = () => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true).catch(() => false);

  await deployAndCheck(page, 'version 2');
  const bar = page.getByTestId('update-prompt');
  await expect(bar).toBeVisible({ timeout: 15_000 });
  await expect(bar).toContainText(w.t('update.ready'));
  await expect(prompt(page)).toHaveAttribute('data-kind', 'mtg.declareBlockers');

  // Another tab lets the new version take over: this page stays as it is, the bar stays up.
  await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    const changed = new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    reg?.waiting?.postMessage({ type: 'SKIP_WAITING' });
    await changed;
  });
  await page.waitForTimeout(1000);
  expect(await sameDocument()).toBe(true);
  await expect(bar).toBeVisible();

  // "Later" only hides the bar.
  await button(page, w.t('update.later')).click();
  await expect(bar).toBeHidden();
  expect(await sameDocument()).toBe(true);

  // The next version shows it again; "reload" reloads, and the combat comes back where it was.
  await deployAndCheck(page, 'version 3');
  await expect(bar).toBeVisible({ timeout: 15_000 });
  expect(await sameDocument()).toBe(true);
  await button(page, w.t('update.reload')).click();
  await expect.poll(sameDocument, { timeout: 10_000 }).toBe(false);
  await expect(prompt(page)).toHaveAttribute('data-kind', 'mtg.declareBlockers');
  await expect(bar).toBeHidden();
});
