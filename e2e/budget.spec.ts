/**
 * The first load stays small: before a game is chosen the page fetches at most 120 KB of
 * gzipped JavaScript, and no game rules, game words, screens or scenario code at all.
 */
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { button, projectLang, words } from './fixtures.ts';

const BUDGET = 120 * 1024;

test('initial JavaScript before a game is chosen is within 120 KB gzip and holds no game code', async ({ page }, info) => {
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
  await page.waitForLoadState('networkidle');

  const names = [...scripts.keys()].map((u) => new URL(u).pathname.split('/').pop() ?? u);
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  console.log(`initial JS: ${(total / 1024).toFixed(1)} KiB gzip in ${names.length} files: ${names.join(', ')}`);
  expect(total).toBeLessThanOrEqual(BUDGET);
  // Rolldown names chunks after their first module: game modules and words, screens, scenario layer.
  expect(names.filter((n) => /^(mtg|fab|bs|pmv|Setup|Board|envelope|link)-/.test(n))).toEqual([]);
});
