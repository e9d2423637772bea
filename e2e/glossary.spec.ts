/**
 * The glossary shows each term in both languages at once, whatever the screen's language, so
 * players at a bilingual table can point at the word they know.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { button, importScenario, openSetup, projectLang, scenarioFile, words } from './fixtures.ts';

const fab = (lang: 'en' | 'ja', key: string): string =>
  (JSON.parse(readFileSync(`locales/${lang}/fab.json`, 'utf8')) as Record<string, string>)[key] ?? key;

const term = (lang: 'en' | 'ja', key: string): string => (JSON.parse(readFileSync(`locales/${lang}/mtg.json`, 'utf8')) as Record<string, string>)[key] ?? key;

test('the MTG glossary lists terms in English and Japanese side by side', async ({ page }, info) => {
  const w = words(projectLang(info));
  await page.goto('/');
  await importScenario(page, w, scenarioFile('double-block.json'));
  await expect(page.getByTestId('prompt')).toBeVisible();

  const glossary = page.getByTestId('glossary');
  await glossary.locator('summary').click();
  for (const key of ['term.priority', 'term.damageAssignmentOrder', 'keyword.trample', 'keyword.first strike']) {
    const row = glossary.locator('tr', { hasText: term('en', key) }).first();
    await expect(row).toContainText(term('ja', key));
  }
  // The page's own language is untouched by opening it.
  await expect(page.locator('html')).toHaveAttribute('lang', w.lang);
  await expect(button(page, w.t('priority.advance'))).toBeVisible();
});

test('the FaB glossary gives the Japanese terms of the combat chain', async ({ page }, info) => {
  const w = words(projectLang(info));
  await openSetup(page, w, 'fab');
  await button(page, fab(w.lang, 'ui.setup.preset.example')).click();
  await button(page, w.t('setup.start')).click();
  const glossary = page.getByTestId('glossary');
  await glossary.locator('summary').click();
  for (const key of ['keyword.go again', 'keyword.dominate', 'keyword.overpower', 'type.defense reaction', 'term.chainLink']) {
    await expect(glossary.locator('tr', { hasText: fab('en', key) }).first()).toContainText(fab('ja', key));
  }
});
