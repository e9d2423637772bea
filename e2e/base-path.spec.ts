/**
 * Deployed as a static site under a sub-path (issue 15): a build made with `--base /referee/`
 * (`npm test` makes it in dist/referee before the e2e run; E2E_BASE_DIST names another) and served
 * by `vite preview` under /referee/ only, as a static host would serve a folder. Everything runs
 * there: the prerendered start page, a game chosen and set up, a combat and a decision, a reload,
 * a share link opened in a fresh browser, the service worker (scoped to /referee/) and an offline
 * reload; and no request, the worker's included, ever goes to the site outside /referee/.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { preview, type PreviewServer } from 'vite';
import { button, gameWords, projectLang, setUp, words } from './fixtures.ts';

const BASE = '/referee/';
const DIST = process.env['E2E_BASE_DIST'] ?? 'dist/referee';

let server: PreviewServer | undefined;
let origin = '';
/** Every path the server was asked for (the service worker's requests included). */
const served: string[] = [];

test.beforeAll(async () => {
  const index = join(DIST, 'index.html');
  if (!existsSync(index) || !readFileSync(index, 'utf8').includes(`src="${BASE}assets/`)) {
    throw new Error(`${index} is not a build for ${BASE}: run \`npm run build -- --base ${BASE} --outDir ${DIST}\` first`);
  }
  server = await preview({
    base: BASE,
    logLevel: 'silent',
    build: { outDir: DIST },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
    plugins: [
      {
        name: 'e2e:record-requests',
        configurePreviewServer: (s) => {
          s.middlewares.use((req: IncomingMessage, _res: unknown, next: () => void) => {
            served.push(new URL(req.url ?? '/', 'http://x').pathname);
            next();
          });
        },
      },
    ],
  });
  const address = server.httpServer.address() as AddressInfo;
  origin = `http://127.0.0.1:${address.port}`;
});

test.afterAll(async () => {
  await server?.close();
});

/** Everything the browser asks this site for, pages' and the worker's requests alike. */
const recordRequests = (context: BrowserContext): string[] => {
  const seen: string[] = [];
  context.on('request', (r) => {
    if (r.url().startsWith(origin)) seen.push(new URL(r.url()).pathname);
  });
  return seen;
};

const outsideBase = (paths: readonly string[]) => paths.filter((p) => !p.startsWith(BASE));

const waitForWorker = async (page: Page) => {
  await page.waitForFunction(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    return reg?.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
  }, undefined, { timeout: 20_000 });
};

test('the app works under /referee/: start page, set-up, a combat, reload, share link, offline', async ({ page, context, browser }, info) => {
  test.setTimeout(90_000);
  const w = words(projectLang(info));
  const pmv = gameWords(w.lang, 'pmv');
  const requested = recordRequests(context);
  const prompt = page.getByTestId('prompt');
  const holder = page.getByTestId('priority-holder');

  // The prerendered start page, its stylesheet and script, in the judge's language.
  await page.goto(`${origin}${BASE}`);
  await expect(page.locator('html')).toHaveAttribute('lang', w.lang);
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', w.lang);
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');

  // A game chosen and set up from a preset board (the game's chunks and words load lazily).
  await setUp(page, w, 'pmv', 'interference');
  await button(page, w.t('setup.start')).click();
  await expect(prompt).toHaveAttribute('data-kind', 'pmv.priority');

  // One decision: an attack declared, and the 干渉 passes to B.
  await page.getByTestId('attack-marisa').click();
  const afterAttack = pmv('ui.interference.holder', { player: w.t('playerName', { id: 'B' }) });
  await expect(holder).toHaveText(afterAttack);

  // A reload keeps the board.
  await page.reload();
  await expect(prompt).toHaveAttribute('data-kind', 'pmv.priority');
  await expect(holder).toHaveText(afterAttack);

  // The share link carries the sub-path, and opens the same board in a fresh browser.
  await page.getByText(w.t('menu.title'), { exact: true }).click();
  await button(page, w.t('menu.share')).click();
  const link = await page.getByTestId('share-link').inputValue();
  expect(link.startsWith(`${origin}${BASE}#share=`)).toBe(true);
  const fresh = await browser.newContext({ locale: info.project.use.locale });
  const freshRequests = recordRequests(fresh);
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(other.getByTestId('prompt')).toHaveAttribute('data-kind', 'pmv.priority');
  await expect(other.getByTestId('priority-holder')).toHaveText(afterAttack);
  await fresh.close();
  expect(outsideBase(freshRequests)).toEqual([]);

  // The service worker: registered for /referee/, its manifest's start URL and scope there too,
  // every precached URL under it and in the cache.
  await waitForWorker(page);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(`${origin}${BASE}`);
  const manifest = await (await page.request.get(`${origin}${BASE}manifest.webmanifest`)).json();
  expect([manifest.start_url, manifest.scope]).toEqual([BASE, BASE]);
  for (const icon of manifest.icons as { src: string }[]) {
    const url = new URL(icon.src, `${origin}${BASE}manifest.webmanifest`);
    expect(url.pathname.startsWith(BASE)).toBe(true);
    expect((await page.request.get(url.href)).status()).toBe(200);
  }
  const sw = await (await page.request.get(`${origin}${BASE}sw.js`)).text();
  const listed = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => new URL(m[1] ?? '', `${origin}${BASE}sw.js`).pathname);
  expect(listed).toEqual(expect.arrayContaining([`${BASE}index.html`, `${BASE}manifest.webmanifest`]));
  expect(listed.filter((u) => u.endsWith('.js')).length).toBeGreaterThan(20);
  expect(outsideBase(listed)).toEqual([]);
  await expect
    .poll(async () => {
      const cached = await page.evaluate(async () => {
        const out: string[] = [];
        for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) out.push(new URL(req.url).pathname);
        return out;
      });
      return listed.filter((u) => !cached.includes(u));
    }, { timeout: 20_000 })
    .toEqual([]);

  // Offline: the reload comes from the worker, with the board; so does a fresh start page.
  await context.setOffline(true);
  expect(await page.evaluate((base) => fetch(`${base}not-cached-${Date.now()}`).then(() => 'loaded', () => 'failed'), BASE)).toBe('failed');
  await page.reload();
  await expect(prompt).toHaveAttribute('data-kind', 'pmv.priority');
  await expect(holder).toHaveText(afterAttack);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${origin}${BASE}`);
  await expect(button(page, w.t('start.setup'))).toBeVisible();
  await setUp(page, w, 'fab');
  await context.setOffline(false);

  // Nothing was ever asked of the site outside /referee/: not by the pages, not by the worker.
  expect(requested.length).toBeGreaterThan(20);
  expect(outsideBase(requested)).toEqual([]);
  expect(served.length).toBeGreaterThan(20);
  expect(outsideBase(served)).toEqual([]);
});
