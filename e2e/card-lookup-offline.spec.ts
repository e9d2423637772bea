/**
 * The FaB card search offline (issue 14): its data is a lazy chunk, which the service worker
 * precaches like every chunk, so after one online visit the search works with no network, even
 * if it was never opened online. Against the production build (the only place the worker exists).
 */
import { expect, test } from '@playwright/test';
import { button, projectLang, setUp } from './fixtures.ts';
import { fabWords } from './fabKit.ts';

test('the FaB card search works offline from the precache, its data never fetched online before', async ({ page, context }, info) => {
  test.setTimeout(60_000);
  const w = fabWords(projectLang(info));
  const outside: string[] = [];
  page.on('request', (r) => {
    const host = new URL(r.url()).hostname;
    if (host !== '127.0.0.1' && host !== 'localhost') outside.push(r.url());
  });
  await page.goto('/');
  await expect(button(page, w.t('start.setup'))).toBeVisible();
  await page.waitForFunction(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    return reg?.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
  }, undefined, { timeout: 20_000 });

  // The card data is listed in the precache manifest; wait until all of it is cached (the page too).
  const sw = await (await page.request.get('/sw.js')).text();
  const listed = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => new URL(m[1] ?? '', page.url()).pathname);
  expect(listed.filter((u) => /fab-cards[^/]*\.js$/.test(u))).toHaveLength(1);
  const cached = () =>
    page.evaluate(async () => {
      const out: string[] = [];
      for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) out.push(new URL(req.url).pathname);
      return out;
    });
  await expect
    .poll(
      async () => {
        const have = await cached();
        return listed.filter((u) => !have.includes(u));
      },
      { timeout: 20_000 },
    )
    .toEqual([]);
  // Never fetched online: the search was not opened.
  expect(await page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('fab-cards')))).toBe(false);

  await context.setOffline(true);
  await page.reload();
  await setUp(page, w, 'fab');
  await page.getByTestId('fab-search-open').click();
  await page.getByTestId('fab-search-input').fill('head jab');
  await page.getByTestId('fab-add-head-jab-blue').click();
  await expect(page.locator('[data-testid="setup-card"][data-id="head-jab"]')).toContainText(w.fab('ui.card.figure', { power: 1, defense: 2 }));
  expect(outside).toEqual([]);
});
