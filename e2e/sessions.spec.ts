/**
 * Safe sessions: every session is kept in the recent list, so "New board" and a share link never
 * lose one, and any can be reopened with its decisions and cursor. Editing the board mid-combat
 * replays the decisions onto the edited board, or says which one the new board no longer allows.
 * The scenario file starts with Colossus (6/6 first strike, trample) already attacking.
 */
import { expect, test, type Page } from '@playwright/test';
import { assignOneOver, button, doubleBlockToDamage, expectNoSeriousA11yViolations, importScenario, lifeOf, openSetup, projectLang, scenarioFile, words, type Words } from './fixtures.ts';

const prompt = (page: Page) => page.getByTestId('prompt');
const menu = (page: Page, w: Words) => page.getByText(w.t('menu.title'), { exact: true });
const notice = (page: Page) => page.getByTestId('notice');

/** Opens the session menu (an import through the start screen's file input leaves it open). */
const openMenu = async (page: Page, w: Words) => {
  if ((await page.locator('header details').getAttribute('open')) === null) await menu(page, w).click();
};

const shareLinkOf = async (page: Page, w: Words): Promise<string> => {
  await openMenu(page, w);
  await button(page, w.t('menu.share')).click();
  const link = await page.getByTestId('share-link').inputValue();
  await menu(page, w).click(); // close
  return link;
};

/** Opens the board editor from the running combat and raises a permanent's power by `by`. */
const raisePower = async (page: Page, w: Words, name: string, by: number) => {
  await openMenu(page, w);
  await button(page, w.t('menu.editBoard')).click();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeFocused();
  await page.getByRole('button', { name: `${w.t('setup.edit')} ${name}`, exact: true }).click();
  for (let i = 0; i < by; i++) await button(page, w.t('number.increase', { label: w.mtg('ui.setup.power') })).click();
  await button(page, w.t('setup.done')).click();
};

test('a session survives "New board" and a share link, and is reopened from the list with its decisions and cursor', async ({ page }, info) => {
  const w = words(projectLang(info));
  await page.goto('/');
  await importScenario(page, w, scenarioFile('double-block.json'));
  await expect(prompt(page)).toHaveAttribute('data-kind', 'mtg.priority');
  const link = await shareLinkOf(page, w); // two decisions
  await doubleBlockToDamage(page, w);
  await assignOneOver(page, w);
  await button(page, w.t('history.undo')).click(); // cursor 5 of 6: redo must survive too
  await expect(lifeOf(page, 'B')).toHaveText('20');

  // "New board": the start screen lists the session just left.
  await openMenu(page, w);
  await button(page, w.t('menu.new')).click();
  await expect(button(page, w.t('start.setup'))).toBeVisible();
  const startList = page.getByTestId('recent-sessions');
  await expect(startList.getByTestId('recent-entry')).toHaveCount(1);
  await expect(startList.getByTestId('recent-entry').first()).toContainText('First strike trampler against two blockers');
  await expect(startList.getByTestId('recent-entry').first()).toContainText(w.t('recent.decisions', { count: 5 }));

  // A share link opened in the same page (the hash changes): a second session, the first kept.
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, new URL(link).hash);
  await expect(notice(page)).toContainText(w.t('notice.shareOpened'));
  await expect(prompt(page)).toHaveAttribute('data-kind', 'mtg.priority');
  await expect(button(page, w.t('history.redo'))).toBeDisabled();

  // The menu's list: the shared one is open now, the first one reopens where it stopped.
  await openMenu(page, w);
  await page.getByTestId('menu-recent').click();
  const entries = page.getByTestId('recent-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText(w.t('recent.current'));
  await expect(entries.first()).toContainText(w.t('recent.decisions', { count: 2 }));
  const first = entries.filter({ hasText: w.t('recent.decisions', { count: 5 }) });
  await first.getByRole('button', { name: new RegExp(`^${w.t('recent.open')}`) }).click();
  await expect(prompt(page)).toHaveAttribute('data-kind', 'mtg.assignDamage');
  await expect(lifeOf(page, 'B')).toHaveText('20');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeFocused();
  await button(page, w.t('history.redo')).click();
  await expect(lifeOf(page, 'B')).toHaveText('19');
  await expect(page.getByTestId('zone-B-graveyard')).toContainText('Bear');
  await expect(page.getByTestId('zone-B-graveyard')).toContainText('Ogre');

  // The list survives a reload, and a delete can be undone.
  await page.reload();
  await expect(lifeOf(page, 'B')).toHaveText('19');
  await openMenu(page, w);
  await page.getByTestId('menu-recent').click();
  await expect(entries).toHaveCount(2);
  const other = entries.filter({ hasText: w.t('recent.decisions', { count: 2 }) });
  await other.getByRole('button', { name: new RegExp(`^${w.t('recent.delete')}`) }).click();
  await expect(entries).toHaveCount(1);
  await button(page, w.t('recent.undoDelete')).click();
  await expect(entries).toHaveCount(2);
});

test('"Set up the board" and "Start the combat" put focus on the new screen’s heading', async ({ page }, info) => {
  const w = words(projectLang(info));
  await openSetup(page, w, 'mtg');
  const heading = page.getByRole('heading', { level: 2 }).first();
  await expect(heading).toBeFocused();
  await page.getByTestId('quick-entry').fill('Bear 2/2');
  await page.getByTestId('quick-entry').press('Enter');
  await button(page, w.t('setup.start')).click();
  await expect(page.getByTestId('combat-heading')).toBeFocused();
});

test('a board edit replays the decisions: a stronger Bear now kills the Ogre that blocks it', async ({ page }, info) => {
  const w = words(projectLang(info));
  const scenario = JSON.parse(scenarioFile('double-block.json'));
  scenario.title = 'Bear into Ogre';
  scenario.setup.permanents[1].controller = 'A'; // Bear attacks, Ogre blocks it
  scenario.setup.permanents.shift();
  scenario.actions = [
    { by: 'A', type: 'advance' },
    { by: 'A', type: 'declareAttackers', attackers: [{ id: 'bear', target: 'B' }] },
  ];
  await page.goto('/');
  await importScenario(page, w, JSON.stringify(scenario), 'bear.json');
  await button(page, w.t('priority.advance')).click();
  await page.getByTestId('block-select-ogre').selectOption('bear');
  await button(page, w.mtg('ui.block.declare', { count: 1 })).click();
  await button(page, w.t('priority.advance')).click();
  await expect(page.getByTestId('zone-A-graveyard')).toContainText('Bear');
  await expect(page.getByTestId('zone-B-graveyard')).not.toContainText('Ogre');
  const decisions = await page.evaluate(() => JSON.parse(localStorage.getItem('combat-referee/session') ?? '{}').session.cursor as number);
  expect(decisions).toBeGreaterThanOrEqual(5);

  await raisePower(page, w, 'Bear', 1);
  await expect(page.getByTestId('edit-note')).toContainText(w.t('setup.editing', { count: decisions }));
  await button(page, w.t('setup.startReplay', { count: decisions })).click();

  await expect(notice(page)).toContainText(w.t('notice.replayed', { count: decisions }));
  await expect(page.getByTestId('zone-A-graveyard')).toContainText('Bear');
  await expect(page.getByTestId('zone-B-graveyard')).toContainText('Ogre'); // 3 damage now kills it
  await expect(lifeOf(page, 'B')).toHaveText('20');
  await expect(page.getByTestId('combat-heading')).toBeFocused();

  // The combat before the edit is still in the list.
  await openMenu(page, w);
  await page.getByTestId('menu-recent').click();
  await expect(page.getByTestId('recent-entry')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
});

test('cancel leaves the board edit and returns to the combat unchanged', async ({ page }, info) => {
  const w = words(projectLang(info));
  await page.goto('/');
  await importScenario(page, w, scenarioFile('double-block.json'));
  await doubleBlockToDamage(page, w);
  await raisePower(page, w, 'Colossus', 2);
  await button(page, w.t('setup.cancelEdit')).click();
  await expect(prompt(page)).toHaveAttribute('data-kind', 'mtg.assignDamage');
  await assignOneOver(page, w); // 6 damage: the power is still 6
  await openMenu(page, w);
  await page.getByTestId('menu-recent').click();
  await expect(page.getByTestId('recent-entry')).toHaveCount(1);
});

test('a board edit that makes a decision illegal says which one and its rule, and keeps the ones before it', async ({ page }, info) => {
  const w = words(projectLang(info));
  await page.goto('/');
  await importScenario(page, w, scenarioFile('double-block.json'));
  await doubleBlockToDamage(page, w);
  await assignOneOver(page, w); // decision 6 assigns 6 damage

  await raisePower(page, w, 'Colossus', 2); // 8 power: an assignment of 6 no longer adds up
  await expectNoSeriousA11yViolations(page);
  await button(page, w.t('setup.startReplay', { count: 6 })).click();

  const alert = notice(page);
  await expect(alert).toContainText(w.t('notice.replayStopped', { n: 6, total: 6, kept: 5 }));
  await expect(alert).toContainText('510.1');
  await expect(alert).toBeFocused();
  await expect(alert).toBeInViewport();
  // The accepted prefix: back at the assignment, now of 8, nothing dealt yet.
  await expect(prompt(page)).toHaveAttribute('data-kind', 'mtg.assignDamage');
  await expect(lifeOf(page, 'B')).toHaveText('20');
  await expect(button(page, w.t('history.redo'))).toBeDisabled();

  // The combat as it was before the edit can be reopened whole.
  await openMenu(page, w);
  await page.getByTestId('menu-recent').click();
  const before = page.getByTestId('recent-entry').filter({ hasText: w.t('recent.decisions', { count: 6 }) });
  await before.getByRole('button', { name: new RegExp(`^${w.t('recent.open')}`) }).click();
  await expect(lifeOf(page, 'B')).toHaveText('19');
});

test('the Start button does not cover an open editor’s Done', async ({ page }, info) => {
  const w = words(projectLang(info));
  await openSetup(page, w, 'mtg');
  await page.getByTestId('quick-entry').fill('Bear 2/2');
  await page.getByTestId('quick-entry').press('Enter');
  await page.getByRole('button', { name: `${w.t('setup.edit')} Bear`, exact: true }).click();
  const done = button(page, w.t('setup.done'));
  const start = button(page, w.t('setup.start'));
  await expect(start).toHaveCSS('position', 'static');
  // Scrolled so that Done sits at the bottom edge, where the sticky button would be.
  await done.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 4));
  const [a, b] = [await done.boundingBox(), await start.boundingBox()];
  expect(a !== null && b !== null && (a.y + a.height <= b.y || b.y + b.height <= a.y)).toBe(true);
  await done.click();
  await expect(start).toHaveCSS('position', 'sticky');
});

test('a refused set-up is scrolled into view above the sticky bars and focused', async ({ page }, info) => {
  const w = words(projectLang(info));
  await openSetup(page, w, 'bs');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeFocused();
  await button(page, w.t('setup.json')).click();
  await page.getByRole('textbox', { name: w.t('setup.json') }).fill('{ "active": "A", "cards": [{ "id": "x" }] }');
  await button(page, w.t('setup.jsonApply')).click();
  await button(page, w.t('setup.json')).click(); // closed again: the Start button is sticky
  await page.evaluate(() => window.scrollTo(0, 0));
  await button(page, w.t('setup.start')).click();
  const errors = page.getByTestId('setup-errors');
  await expect(errors).toBeFocused();
  await expect(errors).toBeInViewport({ ratio: 1 });
  const [box, start] = [await errors.boundingBox(), await button(page, w.t('setup.start')).boundingBox()];
  expect(box !== null && start !== null && box.y + box.height <= start.y).toBe(true);
  await expectNoSeriousA11yViolations(page);
});
