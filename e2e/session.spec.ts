/**
 * The session around a combat: undo/redo, reload, share links, scenario files and damaged
 * storage. The scenario file starts with Colossus (6/6 first strike, trample) already attacking.
 */
import LZString from 'lz-string';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { assignOneOver, button, doubleBlockToDamage, importScenario, lifeOf, projectLang, scenarioFile, settledLog, words, type Words } from './fixtures.ts';

const STORAGE_KEY = 'combat-referee/session';
const BACKUP_KEY = 'combat-referee/session-corrupt';

const prompt = (page: Page) => page.getByTestId('prompt');

/** Opens the double-block file and plays on to the damage assignment. */
const toDamage = async (page: Page, w: Words) => {
  await page.goto('/');
  await importScenario(page, w, scenarioFile('double-block.json'));
  await expect(prompt(page)).toHaveAttribute('data-kind', 'mtg.priority');
  await doubleBlockToDamage(page, w);
};

test('undo and redo by buttons and keyboard', async ({ page }, info) => {
  const w = words(projectLang(info));
  await toDamage(page, w);
  await assignOneOver(page, w);
  const log = await settledLog(page);
  const lines = await log.locator('li').count();

  await button(page, w.t('history.undo')).click();
  await expect(prompt(page)).toHaveAttribute('data-kind', 'mtg.assignDamage');
  await expect(lifeOf(page, 'B')).toHaveText('20');
  await expect(page.getByTestId('zone-B-graveyard')).not.toContainText('Bear');

  await button(page, w.t('history.redo')).click();
  await expect(lifeOf(page, 'B')).toHaveText('19');
  await expect(log.locator('li')).toHaveCount(lines);

  await page.locator('body').press('Control+z');
  await expect(lifeOf(page, 'B')).toHaveText('20');
  await page.locator('body').press('Control+Shift+z');
  await expect(lifeOf(page, 'B')).toHaveText('19');
  await page.locator('body').press('Control+z');
  await page.locator('body').press('Control+y');
  await expect(lifeOf(page, 'B')).toHaveText('19');
  await expect(button(page, w.t('history.redo'))).toBeDisabled();
});

test('a refused action names its rule and leaves the state as it was', async ({ page }, info) => {
  const w = words(projectLang(info));
  const menace = JSON.parse(scenarioFile('double-block.json'));
  menace.setup.permanents[0].keywords.push('menace');
  await page.goto('/');
  await importScenario(page, w, JSON.stringify(menace), 'menace.json');
  await button(page, w.t('priority.advance')).click();
  await expect(prompt(page)).toHaveAttribute('data-kind', 'mtg.declareBlockers');
  const log = (await settledLog(page)).locator('li');
  const before = await log.count();

  // One blocker on a menace attacker: the engine refuses under 702.111b.
  await page.getByTestId('block-select-bear').selectOption('colossus');
  await button(page, w.mtg('ui.block.declare', { count: 1 })).click();
  const refusal = page.getByTestId('refusal');
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText('702.111b');
  await expect(prompt(page)).toHaveAttribute('data-kind', 'mtg.declareBlockers');
  await expect(log).toHaveCount(before);
  await expect(button(page, w.t('history.redo'))).toBeDisabled();

  await page.getByTestId('block-select-ogre').selectOption('colossus');
  await button(page, w.mtg('ui.block.declare', { count: 2 })).click();
  await expect(refusal).toHaveCount(0);
  await expect(page.getByTestId('blocker-ogre')).toBeVisible();
});

test('a manual effect goes on the stack and resolves when both pass', async ({ page }, info) => {
  const w = words(projectLang(info));
  await page.goto('/');
  await importScenario(page, w, scenarioFile('double-block.json'));
  await expect(prompt(page)).toHaveAttribute('data-kind', 'mtg.priority');
  await button(page, w.t('effectForm.open', { player: w.t('playerName', { id: 'A' }) })).click();
  await page.getByLabel(w.t('effectForm.kind'), { exact: true }).selectOption('destroy');
  await page.getByLabel(w.t('effectForm.field.target'), { exact: true }).selectOption('bear');
  await button(page, w.t('effectForm.submit')).click();
  await expect(page.getByTestId('stack')).toContainText(w.mtg('effectLine.destroy', { target: 'Bear' }));
  await button(page, w.t('priority.resolve')).click();
  await expect(page.getByTestId('zone-B-graveyard')).toContainText('Bear');
  await expect(page.getByTestId('stack')).toContainText(w.t('stack.empty'));
  await expect(page.getByTestId('event-log')).toContainText(w.mtg('event.destroyed', { id: 'Bear' }));
});

test('reload restores the session, redo included', async ({ page }, info) => {
  const w = words(projectLang(info));
  await toDamage(page, w);
  await assignOneOver(page, w);
  await button(page, w.t('history.undo')).click();
  await page.reload();
  await expect(prompt(page)).toHaveAttribute('data-kind', 'mtg.assignDamage');
  await expect(lifeOf(page, 'B')).toHaveText('20');
  await button(page, w.t('history.redo')).click();
  await expect(lifeOf(page, 'B')).toHaveText('19');
  await expect(page.getByTestId('zone-B-graveyard')).toContainText('Ogre');
});

test('a share link opened in a fresh page reproduces the state', async ({ page, browser }, info) => {
  const w = words(projectLang(info));
  await toDamage(page, w);
  await assignOneOver(page, w);
  await page.getByText(w.t('menu.title'), { exact: true }).click();
  await button(page, w.t('menu.share')).click();
  const link = await page.getByTestId('share-link').inputValue();
  expect(link).toContain('#share=');
  const logCount = await (await settledLog(page)).locator('li').count();

  const fresh = await browser.newContext({ locale: info.project.use.locale });
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(other.getByTestId('prompt')).toHaveAttribute('data-kind', 'mtg.priority');
  await expect(lifeOf(other, 'B')).toHaveText('19');
  await expect(other.getByTestId('zone-B-graveyard')).toContainText('Bear');
  await expect(other.getByTestId('event-log').locator('li')).toHaveCount(logCount);
  await expect(other.locator('[aria-current="step"]')).toContainText('510.4');
  expect(new URL(other.url()).hash).toBe(''); // a reload keeps later work instead of re-opening the link
  await fresh.close();
});

test('export downloads the scenario with the decisions made so far', async ({ page }, info) => {
  const w = words(projectLang(info));
  await toDamage(page, w);
  await page.getByText(w.t('menu.title'), { exact: true }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), button(page, w.t('menu.export')).click()]);
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  const path = await download.path();
  const file = JSON.parse(readFileSync(path, 'utf8'));
  expect(file.format).toBe('combat-referee/scenario@1');
  expect(file.rules).toBe('2024-11');
  expect(file.setup.permanents.map((p: { id: string }) => p.id)).toEqual(['colossus', 'bear', 'ogre']);
  expect(file.actions.map((a: { type: string }) => a.type)).toEqual(['advance', 'declareAttackers', 'advance', 'declareBlockers', 'advance']);
});

test('a damaged share link is refused with a message and the session stays', async ({ page }, info) => {
  const w = words(projectLang(info));
  await toDamage(page, w);
  await page.goto('/#share=NoWayThisIsAScenario');
  await expect(page.getByTestId('notice')).toContainText(w.t('notice.shareFailed'));
  await expect(prompt(page)).toHaveAttribute('data-kind', 'mtg.assignDamage');
});

test('a malformed import shows what is wrong and keeps the session', async ({ page }, info) => {
  const w = words(projectLang(info));
  await toDamage(page, w);
  await importScenario(page, w, '{ "format": "combat-referee/scenario@1", "game": "mtg", ', 'broken.json');
  const notice = page.getByTestId('notice');
  await expect(notice).toContainText(w.t('notice.importFailed'));
  await expect(prompt(page)).toHaveAttribute('data-kind', 'mtg.assignDamage');

  // Valid JSON, but an action names an object that does not exist: the field is named.
  const bad = JSON.parse(scenarioFile('double-block.json'));
  bad.actions[1].attackers[0].id = 'bearz';
  await importScenario(page, w, JSON.stringify(bad), 'bad-ref.json');
  await expect(notice).toContainText('actions[1]');
  await expect(notice).toContainText('bearz');
  await expect(prompt(page)).toHaveAttribute('data-kind', 'mtg.assignDamage');
  await expect(lifeOf(page, 'B')).toHaveText('20');
});

test('a misspelt field, in an imported file or a share link, is refused by name in the screen language; the session stays', async ({ page }, info) => {
  const w = words(projectLang(info));
  await toDamage(page, w);
  const bad = JSON.parse(scenarioFile('double-block.json'));
  const keywords = bad.setup.permanents[0].keywords;
  delete bad.setup.permanents[0].keywords;
  bad.setup.permanents[0].keywrods = keywords ?? ['flying'];
  bad.setup.permanents[1]['tapped '] = true;
  const notice = page.getByTestId('notice');
  await importScenario(page, w, JSON.stringify(bad), 'misspelt.json');
  await expect(notice).toContainText(w.t('notice.importFailed'));
  await expect(notice).toContainText(`setup.permanents[0].keywrods: ${w.t('problem.unknownFieldNear', { suggestion: 'keywords' })}`);
  await expect(notice).toContainText(`setup.permanents[1].tapped : ${w.t('problem.unknownFieldNear', { suggestion: 'tapped' })}`);
  await expect(prompt(page)).toHaveAttribute('data-kind', 'mtg.assignDamage');

  await page.goto(`/#share=${LZString.compressToEncodedURIComponent(JSON.stringify(bad))}`);
  await expect(notice).toContainText(w.t('notice.shareFailed'));
  await expect(notice).toContainText(`setup.permanents[0].keywrods: ${w.t('problem.unknownFieldNear', { suggestion: 'keywords' })}`);
  await expect(prompt(page)).toHaveAttribute('data-kind', 'mtg.assignDamage');
  await expect(lifeOf(page, 'B')).toHaveText('20');
});

test('corrupt storage shows a message, starts clean and keeps the text', async ({ page }, info) => {
  const w = words(projectLang(info));
  const junk = '{"version":1,"screen":"combat","session":{"scenario":';
  await page.addInitScript(
    ([key, text]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key as string, text as string);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [STORAGE_KEY, junk],
  );
  await page.goto('/');
  await expect(page.getByTestId('notice')).toContainText(w.t('notice.storageCorrupt', { key: BACKUP_KEY }));
  await expect(button(page, w.t('start.setup'))).toBeVisible();
  expect(await page.evaluate((k) => localStorage.getItem(k), BACKUP_KEY)).toBe(junk);
  // The clean session works and is saved again.
  await button(page, w.t('start.setup')).click();
  await page.reload();
  await expect(page.getByTestId('quick-entry')).toBeVisible();
  await expect(page.getByTestId('notice')).toHaveCount(0);
});
