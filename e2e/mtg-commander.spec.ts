/**
 * A four-player Commander combat on a phone, in Japanese: the board from the set-up's Commander
 * preset, A attacks B with its commander and C with another creature, B and then C declare their
 * own blocks (802.4), damage is dealt, and B's strip carries the commander damage (903.10a). A
 * second test builds a multiplayer board by hand: players added and removed, poison, commander
 * damage already taken, and the quick entry's Commander words.
 */
import { expect, test, type Page } from '@playwright/test';
import { button, expectNoSeriousA11yViolations, lifeOf, openSetup, projectLang, words, type Words } from './fixtures.ts';

test.skip(({ viewport }) => (viewport?.width ?? 0) > 480, 'phone project only');

const advance = async (page: Page, w: Words) => button(page, w.t('priority.advance')).click();
const expectPrompt = async (page: Page, kind: string) => expect(page.getByTestId('prompt')).toHaveAttribute('data-kind', kind);

test('four-player Commander: each defending player blocks in turn, commander damage is counted', async ({ page }, info) => {
  const w = words(projectLang(info));
  const name = (id: string) => w.mtg(`ui.setup.cardName.${id}`);
  const player = (id: string) => w.t('playerName', { id });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', w.lang);

  // The newest edition is offered first and preselected.
  await expect(page.getByRole('radio', { name: /2026-09/ })).toBeChecked();
  await button(page, w.t('start.setup')).click();

  // Set-up: the Commander preset seats four players at 40 with a commander each.
  await page.getByTestId('preset-board-commander4').click();
  for (const id of ['A', 'B', 'C', 'D']) await expect(page.getByTestId(`life-input-${id}`)).toHaveValue('40');
  await expect(page.getByTestId('setup-permanent').filter({ hasText: w.mtg('mark.commander') })).toHaveCount(4);
  await page.getByTestId('player-more-B').locator('summary').click();
  await page.getByTestId('setup-permanent').first().getByRole('button', { name: new RegExp(w.t('setup.edit')) }).click();
  await page.getByTestId('card-more').locator('summary').click();
  await expectNoSeriousA11yViolations(page);
  await button(page, w.t('setup.start')).click();

  // 507.2, then 508.1: A declares attackers, each at its own target.
  await expectPrompt(page, 'mtg.priority');
  await expect(page.getByTestId('combat-heading')).toContainText('2026-09');
  await advance(page, w);
  await expectPrompt(page, 'mtg.declareAttackers');
  await page.getByTestId('attack-ghalta').click();
  const target = page.getByTestId('attack-target-ghalta');
  await expect(target).toHaveValue('B');
  // Every opponent, grouped with their planeswalkers: C's Jace is offered under C.
  await expect(target.locator(`optgroup[label="${player('C')}"] option[value="jace"]`)).toHaveCount(1);
  await expect(target.locator('option')).toHaveCount(4);
  await page.getByTestId('attack-bears').click();
  await page.getByTestId('attack-target-bears').selectOption('C');
  await button(page, w.mtg('ui.attack.declare', { count: 2 })).click();

  // The picture of combat, by defending player.
  await expect(page.getByTestId('combat-against-B').getByTestId('attacker-ghalta')).toBeVisible();
  await expect(page.getByTestId('combat-against-C').getByTestId('attacker-bears')).toBeVisible();
  await advance(page, w);

  // 509.1 / 802.4: B blocks first, with B's creatures only, against what attacks B.
  await expectPrompt(page, 'mtg.declareBlockers');
  await expect(page.getByText(w.t('prompt.decides', { player: player('B') }))).toBeVisible();
  await expect(page.getByTestId('life-B')).toContainText(w.mtg('ui.player.deciding'));
  const blockFor = page.getByTestId('block-for');
  await expect(blockFor.locator('[data-rule="802.4"]')).toBeVisible();
  await expect(blockFor).toContainText(w.mtg('ui.block.attacking', { player: player('B'), names: name('ghalta') }));
  await expect(page.getByTestId('block-select-edgar')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('block-select-wall').selectOption('ghalta');
  await button(page, w.mtg('ui.block.declare', { count: 1 })).click();

  // Then C, with C's creatures, against the bear.
  await expectPrompt(page, 'mtg.declareBlockers');
  await expect(page.getByText(w.t('prompt.decides', { player: player('C') }))).toBeVisible();
  await expect(page.getByTestId('block-select-wall')).toHaveCount(0);
  await page.getByTestId('block-select-edgar').selectOption('bears');
  await button(page, w.mtg('ui.block.declare', { count: 1 })).click();
  await expect(page.getByTestId('combat-against-B').getByTestId('blocker-wall')).toBeVisible();
  await expect(page.getByTestId('combat-against-C').getByTestId('blocker-edgar')).toBeVisible();
  await advance(page, w);

  // 510.1c: the trampling commander divides 12 between the wall and B; the suggested split is legal.
  await expectPrompt(page, 'mtg.assignDamage');
  await expect(page.getByTestId('assign-verdict')).toContainText(w.mtg('ui.damage.legal'));
  await expect(page.getByTestId('assign-ghalta-wall')).toHaveValue('4');
  await expect(page.getByTestId('assign-ghalta-B')).toHaveValue('8');
  await button(page, w.mtg('ui.damage.submit')).click();

  // 510.2: all at once. B takes 8 from the commander (903.10a), C takes nothing, the bear dies.
  await expect(lifeOf(page, 'A')).toHaveText('40');
  await expect(lifeOf(page, 'B')).toHaveText('32');
  await expect(lifeOf(page, 'C')).toHaveText('40');
  await expect(lifeOf(page, 'D')).toHaveText('40');
  await expect(page.getByTestId('life-B')).toContainText(w.mtg('figure.commanderDamage', { n: 8, commander: name('ghalta') }));
  await expect(page.getByTestId('life-C')).not.toContainText(w.mtg('figure.commanderDamage', { n: 8, commander: name('ghalta') }));
  const log = page.getByTestId('event-log');
  await expect(log).toContainText('903.10a');
  await expect(log).toContainText(w.mtg('event.commanderDamage', { player: player('B'), commander: name('ghalta'), total: 8 }));
  await expect(page.getByTestId('zone-A-graveyard')).toContainText(name('bears'));

  // Nothing overflows the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('multiplayer set-up by hand: seats, poison, commander damage taken and the quick entry words', async ({ page }, info) => {
  const w = words(projectLang(info));
  const player = (id: string) => w.t('playerName', { id });
  await openSetup(page, w, 'mtg');

  // Two seats to start; add C and D, take C out again, and C's seat comes back.
  await expect(page.getByTestId('remove-player-A')).toHaveCount(0);
  await page.getByTestId('add-player').click();
  await page.getByTestId('add-player').click();
  await expect(page.getByTestId('life-input-D')).toBeVisible();
  await page.getByTestId('remove-player-C').click();
  await expect(page.getByTestId('life-input-C')).toHaveCount(0);
  await page.getByTestId('add-player').click();
  await expect(page.getByTestId('life-input-C')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The quick entry's Commander words: 統率者 / commander, 毒性 N / toxic N, 感染 / infect, @C.
  const entry = w.lang === 'ja' ? 'ヴラスカ 2/2 感染 毒性 1 統率者 黒 @C' : 'Vraska 2/2 infect toxic 1 commander black @C';
  await page.getByTestId('quick-entry').fill(entry);
  await button(page, w.mtg('quick.add')).click();
  const row = page.getByTestId('setup-permanent');
  await expect(row).toContainText(w.mtg('mark.commander'));
  await expect(row).toContainText(w.mtg('figure.toxic', { n: 1 }));
  await expect(row).toContainText(w.mtg('keyword.infect'));
  await expect(row).toContainText(player('C'));
  const vraska = w.lang === 'ja' ? 'ヴラスカ' : 'Vraska';

  // B has 3 poison counters and has taken 5 from C's commander already.
  await page.getByTestId('player-more-B').locator('summary').click();
  await page.getByTestId('poison-input-B').fill('3');
  await page.getByTestId(`commanderDamage-input-B-${w.lang === 'ja' ? 'ヴラスカ' : 'vraska'}`).fill('5');
  await button(page, w.t('setup.start')).click();

  await expect(lifeOf(page, 'D')).toHaveText('20');
  await expect(page.getByTestId('life-B')).toContainText(w.mtg('figure.poison', { n: 3 }));
  await expect(page.getByTestId('life-B')).toContainText(w.mtg('figure.commanderDamage', { n: 5, commander: vraska }));
});
