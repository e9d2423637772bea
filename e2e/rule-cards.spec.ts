/**
 * Rule cards and the rule browser: a tap on any rule number opens its card (title and summary in
 * the screen's language, the other language below, edition, related rules, the log lines that
 * cited it); a rules address opens the same card from a link, and closing it leaves the session
 * as it was; the browser finds a rule by a word in either language.
 */
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { button, doubleBlockToDamage, expectNoSeriousA11yViolations, gameWords, importScenario, projectLang, scenarioFile, settledLog, words, type Lang, type Words } from './fixtures.ts';

const STORAGE_KEY = 'combat-referee/session';

// A whole combat set up through the UI, then axe over a list of every rule: more than the default 30 s on a busy machine.
test.slow();

const card = (page: Page) => page.getByTestId('rule-dialog');
const browser = (page: Page) => page.getByTestId('rule-browser');
const other = (lang: Lang): Lang => (lang === 'ja' ? 'en' : 'ja');
/** A finger on the phone, the mouse on the desktop. */
const press = (target: Locator, info: TestInfo) => (info.project.use.hasTouch ? target.tap() : target.click());

/** The double-block file played on to the damage assignment (510.1c, 2024-11 edition). */
const toDamage = async (page: Page, w: Words) => {
  await page.goto('/');
  await importScenario(page, w, scenarioFile('double-block.json'));
  await expect(page.getByTestId('prompt')).toHaveAttribute('data-kind', 'mtg.priority');
  // The menu the file was opened from closes on Escape (on a phone it covers the board).
  await page.keyboard.press('Escape');
  await doubleBlockToDamage(page, w);
};

test('a rule badge opens its card: both languages, edition, related rules, the log lines that cited it', async ({ page }, info) => {
  const w = words(projectLang(info));
  const mtg = gameWords(w.lang, 'mtg');
  const mtgOther = gameWords(other(w.lang), 'mtg');
  await toDamage(page, w);

  // The decision's own rule: 510.1c as the 2024-11 edition has it.
  const badge = page.getByTestId('rule-card').locator('[data-rule="510.1c"]');
  await press(badge, info);
  const dialog = card(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 2 })).toContainText('510.1c');
  await expect(dialog.getByRole('heading', { level: 2 })).toContainText(mtg('rule.510.1c@2024-11.title'));
  await expect(dialog).toContainText(mtg('rule.510.1c@2024-11.summary'));
  await expect(page.getByTestId('rule-card-other')).toContainText(mtgOther('rule.510.1c@2024-11.title'));
  await expect(page.getByTestId('rule-card-other')).toContainText(mtgOther('rule.510.1c@2024-11.summary'));
  await expect(dialog).toContainText(w.t('rules.edition', { edition: '2024-11' }));
  // Related: the parent 510.1 and the siblings 510.1a, 510.1b, 510.1d.
  const related = page.getByTestId('rule-card-related');
  for (const id of ['510.1', '510.1a', '510.1b', '510.1d']) await expect(related.locator(`[data-related="${id}"]`)).toBeVisible();
  await expect(page).toHaveURL(/#\/rules\/mtg\/510\.1c%402024-11$/);
  await expectNoSeriousA11yViolations(page);

  // Escape closes it and focus is back on the badge that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(badge).toBeFocused();
  await expect.poll(() => new URL(page.url()).hash).toBe(''); // closing goes back in history, which lands a moment later

  // A badge in the event log: its card lists that very line among the ones that cited the rule.
  const line = (await settledLog(page)).locator('li').first();
  const lineBadge = line.locator('[data-rule]');
  const rule = (await lineBadge.getAttribute('data-rule')) as string;
  const lineText = (await line.locator(':scope > span > span').last().textContent()) as string;
  await press(lineBadge, info);
  await expect(dialog.getByRole('heading', { level: 2 })).toContainText(rule);
  await expect(page.getByTestId('rule-card-log')).toContainText(lineText.trim());

  // The close button goes back to the board, focus on the badge.
  await dialog.getByRole('button', { name: w.t('rules.close'), exact: true }).first().click();
  await expect(dialog).toBeHidden();
  await expect(lineBadge).toBeFocused();
});

test('a related rule opens in place, and the phone back button closes the card', async ({ page }, info) => {
  const w = words(projectLang(info));
  const mtg = gameWords(w.lang, 'mtg');
  await toDamage(page, w);
  await press(page.getByTestId('rule-card').locator('[data-rule="510.1c"]'), info);
  await press(page.getByTestId('rule-card-related').locator('[data-related="510.1"]'), info);
  const heading = card(page).getByRole('heading', { level: 2 });
  await expect(heading).toContainText(mtg('rule.510.1.title'));
  await expect(heading).toBeFocused();
  // 510.1's own rules below it.
  await expect(page.getByTestId('rule-card-related').locator('[data-related="510.1c"]')).toBeVisible();
  await page.goBack();
  await expect(card(page)).toBeHidden();
  await expect(page.getByTestId('prompt')).toHaveAttribute('data-kind', 'mtg.assignDamage');
});

test('a rules link opened in a fresh page shows the card; closing it keeps the stored session', async ({ page, context }, info) => {
  const w = words(projectLang(info));
  const mtg = gameWords(w.lang, 'mtg');
  await toDamage(page, w);
  const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
  expect(stored).not.toBeNull();

  const fresh = await context.newPage();
  await fresh.goto('/#/rules/mtg/510.1c');
  const dialog = card(fresh);
  await expect(dialog.getByRole('heading', { level: 2 })).toContainText(mtg('rule.510.1c@2024-11.title'));
  await expect(dialog.getByRole('heading', { level: 2 })).toBeFocused();
  await dialog.getByRole('button', { name: w.t('rules.close'), exact: true }).click();
  await expect(dialog).toBeHidden();
  expect(new URL(fresh.url()).hash).toBe('');
  // The session is the one stored before the link: same decision, same storage.
  await expect(fresh.getByTestId('prompt')).toHaveAttribute('data-kind', 'mtg.assignDamage');
  expect(await fresh.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe(stored);
});

test('a rules link with no session stored opens the card over the start screen', async ({ page }, info) => {
  const w = words(projectLang(info));
  const mtg = gameWords(w.lang, 'mtg');
  await page.goto('/#/rules/mtg/702.19b');
  await expect(card(page).getByRole('heading', { level: 2 })).toContainText(mtg('rule.702.19b.title'));
  await page.keyboard.press('Escape');
  await expect(card(page)).toBeHidden();
  await expect(button(page, w.t('start.setup'))).toBeVisible();
});

test('the rule browser from the menu: search by a word in either language, open a card, back to the list', async ({ page }, info) => {
  const w = words(projectLang(info));
  const mtg = gameWords(w.lang, 'mtg');
  await toDamage(page, w);
  await page.getByText(w.t('menu.title'), { exact: true }).click();
  await page.getByRole('link', { name: w.t('menu.rules'), exact: true }).click();
  const list = browser(page);
  await expect(list).toBeVisible();
  await expect(list.locator('[data-rule-entry="mtg/510.1c@2024-11"]')).toBeVisible();
  await expect(list.locator('[data-rule-entry^="fab/"]').first()).toBeAttached();
  await expectNoSeriousA11yViolations(page);

  // A Japanese word finds trample whatever the screen's language; so does the English one.
  const search = page.getByTestId('rule-search');
  for (const word of [gameWords('ja', 'mtg')('rule.702.19b.title'), gameWords('en', 'mtg')('rule.702.19b.title')]) {
    await search.fill(word);
    await expect(list.locator('[data-rule-entry="mtg/702.19b"]')).toBeVisible();
    await expect(list.locator('[data-rule-entry="mtg/117.1"]')).toHaveCount(0);
  }
  // By number, in one game.
  await search.fill('510.1');
  await expect(list.locator('[data-rule-entry="mtg/510.1a"]')).toBeVisible();
  await expect(list.locator('[data-rule-entry="mtg/702.19b"]')).toHaveCount(0);

  // An entry opens its card over the list; closing returns to the list with the search kept.
  const entry = list.locator('[data-rule-entry="mtg/510.1a"]');
  await press(entry, info);
  await expect(card(page).getByRole('heading', { level: 2 })).toContainText(mtg('rule.510.1a.title'));
  await expect(page).toHaveURL(/#\/rules\/mtg\/510\.1a$/);
  await page.keyboard.press('Escape');
  await expect(card(page)).toBeHidden();
  await expect(entry).toBeFocused();
  await expect(search).toHaveValue('510.1');

  // Closing the browser returns to the combat as it was.
  await list.getByRole('button', { name: w.t('rules.close'), exact: true }).click();
  await expect(list).toBeHidden();
  await expect(page.getByTestId('prompt')).toHaveAttribute('data-kind', 'mtg.assignDamage');
  await expect.poll(() => new URL(page.url()).hash).toBe(''); // closing goes back in history, which lands a moment later
});

test('every game is in the browser, and a judge call opens a card about the judge', async ({ page }, info) => {
  const w = words(projectLang(info));
  await page.goto('/#/rules');
  const list = browser(page);
  for (const game of ['mtg', 'fab', 'bs', 'pmv']) await expect(list.locator(`[data-rule-entry^="${game}/"]`).first()).toBeAttached();
  await list.getByRole('button', { name: w.t('game.bs'), exact: true }).click();
  await expect(page).toHaveURL(/#\/rules\/bs$/);
  await expect(list.locator('[data-rule-entry^="mtg/"]')).toHaveCount(0);
  await list.locator('[data-rule-entry="bs/BS-RM p08 ❺"]').click();
  await expect(card(page).getByRole('heading', { level: 2 })).toContainText('BS-RM p08 ❺');
  await expect(page.getByTestId('rule-card-related').locator('[data-related="BS-RM p08 ❹"]')).toBeVisible();

  await page.goto('/#/rules/fab/judge-call');
  await expect(card(page).getByRole('heading', { level: 2 })).toContainText(w.t('rule.judgeCallTitle'));
  await expect(card(page)).toContainText(w.t('rules.judgeExplain'));
  // FaB's own words on where its rules are silent, in both languages.
  await expect(page.getByTestId('rule-card-summary')).toHaveText(gameWords(w.lang, 'fab')('rule.judge-call.summary'));
  await expect(page.getByTestId('rule-card-other')).toContainText(gameWords(other(w.lang), 'fab')('rule.judge-call.summary'));
});
