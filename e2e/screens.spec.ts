/**
 * Screen changes are immediate: a game's screens, rules and words are fetched as soon as it is
 * chosen (the first game when the browser is idle), so "Set up the board" and "Start" show the
 * next screen without a loading fallback; a page opened on a saved board shows no fallback either.
 */
import { expect, test, type Page } from '@playwright/test';
import { button, openSetup, projectLang, words, type Words } from './fixtures.ts';

/** Records every "Loading…" status the page shows from now on (not those inside a closed panel). */
const watchLoading = (page: Page, w: Words) =>
  page.evaluate((text) => {
    const seen: string[] = [];
    Object.assign(window, { loadingSeen: seen });
    const look = () => {
      for (const el of document.querySelectorAll('[role="status"]')) if (el.checkVisibility() && el.textContent?.includes(text)) seen.push(el.textContent);
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, w.t('app.loading'));

const loadingSeen = (page: Page) => page.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen);

for (const game of ['mtg', 'fab', 'bs', 'pmv'] as const) {
  test(`${game}: choose the game, set up the board, start: no loading fallback on the way`, async ({ page }, info) => {
    const w = words(projectLang(info));
    await page.goto('/');
    await page.waitForFunction(() => performance.getEntriesByName('referee:interactive').length > 0);
    await page.getByRole('radio', { name: w.t(`game.${game}`) }).check();
    await page.waitForLoadState('networkidle'); // the judge reads the page; the game's chunks arrive meanwhile
    await watchLoading(page, w);
    await button(page, w.t('start.setup')).click();
    await expect(page.getByRole('heading', { name: w.t('setup.title', { game: w.t(`game.${game}`) }) })).toBeVisible();
    await button(page, w.t('setup.start')).click();
    await expect(page.getByTestId('prompt')).toBeVisible();
    await expect(page.getByRole('button', { name: w.t('history.undo') })).toBeVisible();
    expect(await loadingSeen(page)).toEqual([]);
  });
}

test('a page opened on a saved board shows the board at once, with its bottom bar', async ({ page }, info) => {
  const w = words(projectLang(info));
  await openSetup(page, w, 'fab');
  await button(page, w.t('setup.start')).click();
  await expect(page.getByTestId('prompt')).toBeVisible();
  await page.addInitScript((text) => {
    const seen: string[] = [];
    Object.assign(window, { loadingSeen: seen });
    addEventListener('DOMContentLoaded', () =>
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('[role="status"]')) if (el.checkVisibility() && el.textContent?.includes(text)) seen.push(el.textContent);
      }).observe(document.body, { subtree: true, childList: true, characterData: true }),
    );
  }, w.t('app.loading'));
  await page.reload();
  await expect(page.getByTestId('prompt')).toBeVisible();
  await expect(page.getByRole('button', { name: w.t('history.undo') })).toBeVisible();
  expect(await loadingSeen(page)).toEqual([]);
});
