/**
 * The first load stays small: until the start page is interactive the page fetches at most 120 KB
 * of gzipped JavaScript, and no game rules, game words, screens or scenario code at all. Once it
 * is, the browser fetches the first game's screens while it is idle (so "Set up the board" opens
 * at once): that comes after, and is checked to come.
 */
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { button, projectLang, words } from './fixtures.ts';

const BUDGET = 120 * 1024;

test('initial JavaScript until the start page is interactive is within 120 KB gzip and holds no game code', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'one measurement is enough');
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.endsWith('.js')) return;
    scripts.set(url, gzipSync(await response.body(), { level: 9 }).length);
  });
  await page.goto('/');
  const w = words(projectLang(info));
  await expect(button(page, w.t('start.setup'))).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByName('referee:interactive').length > 0);
  // Everything asked for before the app was interactive, by the time it was.
  const before = await page.evaluate(() => {
    const at = performance.getEntriesByName('referee:interactive')[0]?.startTime ?? 0;
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('.js') && e.startTime <= at)
      .map((e) => e.name);
  });
  await page.waitForLoadState('networkidle');
  const initial = new Map([...scripts].filter(([url]) => before.includes(url)));

  const names = [...initial.keys()].map((u) => new URL(u).pathname.split('/').pop() ?? u);
  const total = [...initial.values()].reduce((a, b) => a + b, 0);
  console.log(`initial JS: ${(total / 1024).toFixed(1)} KiB gzip in ${names.length} files: ${names.join(', ')}`);
  expect(total).toBeLessThanOrEqual(BUDGET);
  // Rolldown names chunks after their first module: game modules and words, screens, scenario layer.
  expect(names.filter((n) => /^(mtg|fab|bs|pmv|Setup|Board|envelope|link)-/.test(n))).toEqual([]);
  // Then, idle: the first game's screens and rules, fetched ahead.
  const later = [...scripts.keys()].map((u) => new URL(u).pathname.split('/').pop() ?? u);
  expect(later.filter((n) => /^(Setup|Board|mtg)-/.test(n)).length).toBeGreaterThanOrEqual(3);
});
