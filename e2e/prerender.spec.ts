/**
 * The start page is HTML from the build (scripts/prerender.ts): it paints before any JavaScript,
 * in the judge's language, and React hydrates it without a difference. A page that will open on
 * something else (a saved board, a share link) never shows the start page first.
 */
import { expect, test, type Page } from '@playwright/test';
import { button, projectLang, setUp, words } from './fixtures.ts';

// page.route must see every request: no service worker in between.
test.use({ serviceWorkers: 'block' });

const STORAGE_KEY = 'combat-referee/session';

/** The app's entry chunk never arrives: what shows is the HTML and its inline scripts alone. */
const withoutTheApp = (page: Page) => page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());

const hydrationErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
};

test('the start page shows in the judge language before any of the app has loaded', async ({ page }, info) => {
  const w = words(projectLang(info));
  await withoutTheApp(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', w.lang);
  await expect(page.getByRole('heading', { name: w.t('start.title') })).toBeVisible();
  await expect(button(page, w.t('start.setup'))).toBeVisible();
  await expect(page.getByRole('radio', { name: w.t('game.fab') })).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', w.lang);
});

test('React takes over the prerendered page without a difference, and the page works', async ({ page }, info) => {
  const w = words(projectLang(info));
  const errors = hydrationErrors(page);
  await page.goto('/');
  await page.waitForFunction(() => performance.getEntriesByName('referee:interactive').length > 0);
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');
  await setUp(page, w, 'bs');
  expect(errors).toEqual([]);
});

test('the other language: the saved choice wins over the browser, before and after the app loads', async ({ page }, info) => {
  const other = projectLang(info) === 'ja' ? 'en' : 'ja';
  const w = words(other);
  const errors = hydrationErrors(page);
  await page.addInitScript((lang) => localStorage.setItem('combat-referee/lang', lang), other);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', other);
  await expect(button(page, w.t('start.setup'))).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByName('referee:interactive').length > 0);
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');
  await expect(button(page, w.t('start.setup'))).toBeVisible();
  expect(errors).toEqual([]);
});

test('a saved board or a share link: the start page is never shown first', async ({ page }, info) => {
  const w = words(projectLang(info));
  await withoutTheApp(page);
  const draft = { format: 'combat-referee/scenario@1', game: 'mtg', rules: '2024-11', setup: { players: [{ id: 'A', life: 20 }, { id: 'B', life: 20 }], active: 'A', permanents: [] }, actions: [] };
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key, value),
    [STORAGE_KEY, JSON.stringify({ version: 1, screen: 'setup', draft, session: null })] as const,
  );
  await page.goto('/');
  await expect(page.locator('#root')).toBeEmpty();
  await expect(button(page, w.t('start.setup'))).toHaveCount(0);

  const fresh = await page.context().browser()!.newPage({ locale: info.project.use.locale });
  await withoutTheApp(fresh);
  await fresh.goto('/#share=anything');
  await expect(fresh.locator('#root')).toBeEmpty();
  await fresh.close();
});

test('a saved board opens on its set-up screen, rendered afresh (no hydration)', async ({ page }, info) => {
  const w = words(projectLang(info));
  const errors = hydrationErrors(page);
  const draft = { format: 'combat-referee/scenario@1', game: 'fab', rules: 'current', setup: { players: [{ id: 'A', life: 20, actionPoints: 1, resources: 0 }, { id: 'B', life: 20, actionPoints: 0, resources: 0 }], active: 'A', cards: [] }, actions: [] };
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('seeded') === null) localStorage.setItem(key, value);
      sessionStorage.setItem('seeded', '1');
    },
    [STORAGE_KEY, JSON.stringify({ version: 1, screen: 'setup', draft, session: null })] as const,
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { name: w.t('setup.title', { game: w.t('game.fab') }) })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrated', 'true');
  expect(errors).toEqual([]);
});
