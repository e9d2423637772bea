/**
 * A whole MTG combat through the UI, as a judge on a phone would run it: set the board up with
 * the quick entry, then walk both players through a double block on a first-strike trampler,
 * with a damage assignment choice. Runs in Japanese on the phone and in English on the desktop.
 */
import { expect, test, type Page } from '@playwright/test';
import { button, lifeOf, openSetup, projectLang, words, type Words } from './fixtures.ts';

const addCard = async (page: Page, w: Words, line: string, controller: 'A' | 'B') => {
  await page.getByTestId('quick-controller').selectOption(controller);
  await page.getByTestId('quick-entry').fill(line);
  await button(page, w.mtg('quick.add')).click();
};

const advance = async (page: Page, w: Words) => button(page, w.t('priority.advance')).click();

const expectPrompt = async (page: Page, kind: string) => expect(page.getByTestId('prompt')).toHaveAttribute('data-kind', kind);

test('double block on a first-strike trampler with a damage assignment choice', async ({ page }, info) => {
  const w = words(projectLang(info));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', w.lang);

  // Start: the game and the 2024-11 edition are preselected.
  await button(page, w.t('start.setup')).click();

  // Set-up through the quick entry; a typo is refused with the word named.
  await addCard(page, w, 'Colossus 6/6 first strike tramle', 'A');
  await expect(page.getByText(w.mtg('quick.error.unknownWord', { word: 'tramle' }))).toBeVisible();
  await addCard(page, w, 'Colossus 6/6 first strike trample', 'A');
  await addCard(page, w, 'Bear 2/2', 'B');
  await addCard(page, w, 'Ogre 3/3', 'B');
  await expect(page.getByTestId('setup-permanent')).toHaveCount(3);
  await button(page, w.t('setup.start')).click();

  // 507.2: beginning of combat, the active player receives priority.
  await expectPrompt(page, 'mtg.priority');
  await expect(page.getByTestId('rule-card')).toContainText('507.2');
  await advance(page, w);

  // 508.1: declare attackers.
  await expectPrompt(page, 'mtg.declareAttackers');
  await expect(page.getByTestId('rule-card')).toContainText('508.1');
  await button(page, w.mtg('ui.attack.toggle', { name: 'Colossus' })).click();
  await button(page, w.mtg('ui.attack.declare', { count: 1 })).click();
  await expect(page.getByTestId('attacker-colossus')).toBeVisible();
  await advance(page, w);

  // 509.1: the defending player declares both blockers on the trampler.
  await expectPrompt(page, 'mtg.declareBlockers');
  await expect(page.getByText(w.t('prompt.decides', { player: w.t('playerName', { id: 'B' }) }))).toBeVisible();
  await page.getByTestId('block-select-bear').selectOption('colossus');
  await page.getByTestId('block-select-ogre').selectOption('colossus');
  await button(page, w.mtg('ui.block.declare', { count: 2 })).click();
  await expect(page.getByTestId('blocker-bear')).toBeVisible();
  await expect(page.getByTestId('blocker-ogre')).toBeVisible();
  await advance(page, w);

  // 510.4 first-strike damage: the attacker divides 6 damage; lethal shown per blocker.
  await expectPrompt(page, 'mtg.assignDamage');
  await expect(page.getByTestId('rule-card')).toContainText('510.1c');
  const assign = page.getByTestId('assign-colossus');
  await expect(assign).toContainText(w.mtg('ui.damage.lethal', { n: 2 }));
  await expect(assign).toContainText(w.mtg('ui.damage.lethal', { n: 3 }));

  // Trampling over before the first blocker has lethal damage: the engine refuses it live (702.19b).
  await page.getByTestId('assign-colossus-bear').fill('1');
  await page.getByTestId('assign-colossus-B').fill('2');
  const verdict = page.getByTestId('assign-verdict');
  await expect(verdict).toContainText('702.19b');
  await expect(button(page, w.mtg('ui.damage.submit'))).toBeDisabled();

  // Lethal to both blockers, one over to the player.
  await page.getByTestId('assign-colossus-bear').fill('2');
  await page.getByTestId('assign-colossus-B').fill('1');
  await expect(verdict).toContainText(w.mtg('ui.damage.legal'));
  await button(page, w.mtg('ui.damage.submit')).click();

  // Both blockers die before they could strike back (704.5g); the player takes 1.
  await expect(lifeOf(page, 'B')).toHaveText('19');
  await expect(lifeOf(page, 'A')).toHaveText('20');
  await expect(page.getByTestId('zone-B-graveyard')).toContainText('Bear');
  await expect(page.getByTestId('zone-B-graveyard')).toContainText('Ogre');
  const log = page.getByTestId('event-log');
  await expect(log).toContainText('510.2');
  await expect(log).toContainText('704.5g');
  await expect(log).toContainText(w.mtg('event.destroyed', { id: 'Ogre' }));

  // Regular damage step and end of combat: nothing more to decide.
  await advance(page, w);
  await advance(page, w);
  await advance(page, w);
  await expectPrompt(page, 'mtg.combatOver');
  await expect(page.getByTestId('rule-card')).toContainText('511.3');
  await expect(lifeOf(page, 'B')).toHaveText('19');
  await expect(page.getByTestId('card-colossus')).toBeVisible();
});

test('switching the language mid-combat keeps the session and re-words the log', async ({ page }, info) => {
  const w = words(projectLang(info));
  const other = words(w.lang === 'ja' ? 'en' : 'ja');
  await openSetup(page, w, 'mtg');
  await addCard(page, w, 'Knight 2/2 first strike', 'A');
  await button(page, w.t('setup.start')).click();
  await advance(page, w);
  await button(page, w.mtg('ui.attack.toggle', { name: 'Knight' })).click();
  await button(page, w.mtg('ui.attack.declare', { count: 1 })).click();
  const log = page.getByTestId('event-log');
  await expect(log).toContainText(w.mtg('event.attackerDeclared', { id: 'Knight', target: w.t('playerName', { id: 'B' }) }));

  await button(page, other.t(`lang.${other.lang}`)).click();
  await expect(page.locator('html')).toHaveAttribute('lang', other.lang);
  await expect(log).toContainText(other.mtg('event.attackerDeclared', { id: 'Knight', target: other.t('playerName', { id: 'B' }) }));
  await expect(log).toContainText('508.1a');
  await expect(page.getByTestId('prompt')).toHaveAttribute('data-kind', 'mtg.priority');
  await expect(button(page, other.t('history.undo'))).toBeEnabled();
});

test('2023-11 edition: the attacker orders its blockers and assigns down that order', async ({ page }, info) => {
  const w = words(projectLang(info));
  await page.goto('/');
  await page.getByRole('radio', { name: /2023-11/ }).check();
  await button(page, w.t('start.setup')).click();
  await addCard(page, w, 'Colossus 6/6 first strike trample', 'A');
  await addCard(page, w, 'Bear 2/2', 'B');
  await addCard(page, w, 'Ogre 3/3', 'B');
  await button(page, w.t('setup.start')).click();
  await advance(page, w);
  await button(page, w.mtg('ui.attack.toggle', { name: 'Colossus' })).click();
  await button(page, w.mtg('ui.attack.declare', { count: 1 })).click();
  await advance(page, w);
  await page.getByTestId('block-select-bear').selectOption('colossus');
  await page.getByTestId('block-select-ogre').selectOption('colossus');
  await button(page, w.mtg('ui.block.declare', { count: 2 })).click();

  await expect(page.getByTestId('combat-heading')).toContainText('2023-11');

  // 509.2: the damage assignment order, Ogre first.
  await expectPrompt(page, 'mtg.orderBlockers');
  await expect(page.getByTestId('rule-card')).toContainText('509.2');
  await button(page, w.t('order.up', { name: 'Ogre' })).click();
  await button(page, w.t('order.submit')).click();
  await expect(page.getByTestId('event-log')).toContainText(w.mtg('event.blockersOrdered', { attacker: 'Colossus', order: 'Ogre, Bear' }));
  await advance(page, w);

  // Under 2023-11 the first in order must have lethal damage before the next gets any.
  await expectPrompt(page, 'mtg.assignDamage');
  await page.getByTestId('assign-colossus-ogre').fill('2');
  await page.getByTestId('assign-colossus-bear').fill('3');
  await page.getByTestId('assign-colossus-B').fill('1');
  await expect(page.getByTestId('assign-verdict')).toContainText('510.1c');
  await expect(button(page, w.mtg('ui.damage.submit'))).toBeDisabled();
  await page.getByTestId('assign-colossus-ogre').fill('3');
  await page.getByTestId('assign-colossus-bear').fill('2');
  await button(page, w.mtg('ui.damage.submit')).click();
  await expect(lifeOf(page, 'B')).toHaveText('19');
  await expect(page.getByTestId('zone-B-graveyard')).toContainText('Ogre');
  await expect(page.getByTestId('zone-B-graveyard')).toContainText('Bear');
});

test('set-up: edit, duplicate and delete permanents; restart returns to the same board', async ({ page }, info) => {
  const w = words(projectLang(info));
  await openSetup(page, w, 'mtg');
  await page.getByTestId(`life-input-B`).fill('7');
  await addCard(page, w, 'Bear 2/2', 'B');
  await addCard(page, w, 'Jace loyalty 3', 'B');
  const rows = page.getByTestId('setup-permanent');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(w.mtg('figure.loyalty', { n: 3 }));

  await rows.first().getByRole('button', { name: `${w.t('setup.duplicate')} Bear` }).click();
  await expect(rows).toHaveCount(3);
  const copy = page.locator('[data-testid="setup-permanent"][data-id="bear-2"]');
  await copy.getByRole('button', { name: `${w.t('setup.edit')} Bear` }).click();
  await copy.getByLabel(w.t('setup.name'), { exact: true }).fill('Viper');
  await copy.getByRole('button', { name: w.t('number.increase', { label: w.mtg('ui.setup.power') }) }).click();
  await copy.getByRole('button', { name: w.mtg('keyword.deathtouch') }).click();
  await expect(copy.getByRole('button', { name: w.mtg('keyword.deathtouch') })).toHaveAttribute('aria-pressed', 'true');
  await button(page, w.t('setup.done')).click();
  await expect(copy).toContainText('Viper');
  await expect(copy).toContainText('3/2');
  await expect(copy).toContainText(w.mtg('keyword.deathtouch'));
  await rows.first().getByRole('button', { name: `${w.t('setup.delete')} Bear` }).click();
  await expect(rows).toHaveCount(2);

  await button(page, w.t('setup.start')).click();
  await expect(lifeOf(page, 'B')).toHaveText('7');
  await expect(page.getByTestId('card-bear-2')).toContainText('Viper');
  await expect(page.getByTestId('card-jace')).toContainText(w.mtg('figure.loyalty', { n: 3 }));

  await advance(page, w);
  await page.getByText(w.t('menu.title'), { exact: true }).click();
  await button(page, w.t('menu.restart')).click();
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('life-input-B')).toHaveValue('7');
  await button(page, w.t('setup.start')).click();
  await expectPrompt(page, 'mtg.priority');
  await expect(page.getByTestId('rule-card')).toContainText('507.2');
  await expect(button(page, w.t('history.undo'))).toBeDisabled();
});

test('an attacker aimed at a planeswalker with the target picker', async ({ page }, info) => {
  const w = words(projectLang(info));
  await openSetup(page, w, 'mtg');
  await addCard(page, w, 'Knight 2/2', 'A');
  await addCard(page, w, 'Jace loyalty 3', 'B');
  await button(page, w.t('setup.start')).click();
  await advance(page, w);
  await button(page, w.mtg('ui.attack.toggle', { name: 'Knight' })).click();
  await page.getByLabel(w.mtg('ui.attack.target'), { exact: true }).selectOption('jace');
  await button(page, w.mtg('ui.attack.declare', { count: 1 })).click();
  await expect(page.getByTestId('attacker-knight')).toContainText(w.mtg('ui.combat.attacks', { target: 'Jace' }));
  await advance(page, w);
  await button(page, w.mtg('ui.block.declareNone')).click();
  await advance(page, w);
  // 120.3c: damage to a planeswalker removes that much loyalty; the player is untouched.
  await expect(page.getByTestId('card-jace')).toContainText(w.mtg('figure.loyalty', { n: 1 }));
  await expect(lifeOf(page, 'B')).toHaveText('20');
  await expect(page.getByTestId('event-log')).toContainText('120.3c');
});
