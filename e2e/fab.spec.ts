/**
 * A Flesh and Blood combat chain through the UI, as a judge on a phone would run it: the example
 * board, with the sword made stronger in the card editor; link 1 is Head Jab (go again) blocked
 * by the blade-break Helm, link 2 the sword attacking again on the same chain, defended by a card
 * from hand plus the Sink Below defense reaction. Runs in Japanese on the phone, English on desktop.
 */
import { expect, test, type Page } from '@playwright/test';
import { button, expectNoSeriousA11yViolations, openSetup, projectLang, settledLog } from './fixtures.ts';
import { type FabWords, fabWords, prompt, ruleCard, link, expectPrompt, playerName, logLine, allPass, expectLife } from './fabKit.ts';

const expectActionPoints = async (page: Page, w: FabWords, player: string, n: number) =>
  expect(page.getByTestId(`life-${player}`)).toContainText(w.fab('figure.actionPoints', { n }));

/** Start screen -> FaB set-up with the example board, the sword's power raised to `swordPower`. */
const exampleBoard = async (page: Page, w: FabWords, swordPower: number) => {
  await openSetup(page, w, 'fab');
  await button(page, w.fab('ui.setup.preset.example')).click();
  const rows = page.getByTestId('setup-card');
  await expect(rows).toHaveCount(6);
  const sword = page.locator('[data-testid="setup-card"][data-id="sword"]');
  await sword.getByRole('button', { name: `${w.t('setup.edit')} Sword` }).click();
  await sword.getByLabel(w.fab('ui.setup.power'), { exact: true }).fill(String(swordPower));
  await expect(sword).toContainText(w.fab('ui.card.figure', { power: swordPower, defense: '–' }));
  await button(page, w.t('setup.start')).click();
  await expectPrompt(page, 'fab.priority');
};

/** Link 1: Head Jab (3, go again) against the Helm (1): 2 damage, then go again in the resolution step. */
const firstLink = async (page: Page, w: FabWords) => {
  await button(page, w.fab('ui.attack.go', { name: 'Head Jab' })).click();
  await expectActionPoints(page, w, 'A', 0);
  await expect(ruleCard(page)).toContainText('7.1.2');
  await expect(page.getByTestId('stack')).toContainText('Head Jab');
  await allPass(page, w, 'full');

  // 7.2.3a: the attack becomes chain link 1, the active link.
  await expect(ruleCard(page)).toContainText('7.2.5');
  await expect(link(page, 1)).toContainText(w.fab('ui.chain.attack', { attack: 'Head Jab', power: 3, target: playerName(w, 'B') }));
  await expect(link(page, 1)).toHaveAttribute('aria-current', 'true');
  await expect(link(page, 1)).toContainText(w.fab('ui.chain.active'));
  await expect(page.getByTestId('link-1-keywords')).toHaveText(w.fab('keyword.go again'));
  await allPass(page, w);

  // 7.3.2a: the defending hero declares the Helm.
  await expectPrompt(page, 'fab.defend');
  await expect(ruleCard(page)).toContainText('7.3.2a');
  await expect(prompt(page)).toContainText(w.t('prompt.decides', { player: playerName(w, 'B') }));
  await expect(page.getByTestId('defend-helm')).toContainText(w.fab('ui.defend.candidate', { zone: w.fab('zone.equipment'), defense: 1 }));
  await page.getByTestId('defend-helm').click();
  await expect(page.getByTestId('defend-helm')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('defend-verdict')).toContainText(w.fab('ui.defend.legal'));
  await button(page, w.fab('ui.defend.submit', { count: 1 })).click();
  await expect(link(page, 1)).toContainText(w.fab('ui.chain.defender', { name: 'Helm', defense: 1 }));
  await expect(link(page, 1)).toContainText(w.fab('ui.chain.defenseTotal', { n: 1 }));

  await allPass(page, w); // defend step -> reaction step
  await expect(ruleCard(page)).toContainText('7.4.2');
  await allPass(page, w); // reaction step -> damage step

  // 7.5.2: power 3 against defense 1 deals 2; it is a hit.
  await expect(ruleCard(page)).toContainText('7.5.3');
  await expectLife(page, 20, 18);
  await expect(link(page, 1)).toContainText(w.fab('ui.chain.hit', { n: 2 }));
  await expect(logLine(page, '7.5.2', w.fab('event.damageCalculated', { link: 1, power: 3, defense: 1, damage: 2 }))).toHaveCount(1);
  await expect(logLine(page, '7.5.5', w.fab('event.hit', { attack: 'Head Jab', player: playerName(w, 'B'), amount: 2 }))).toHaveCount(1);

  // 7.6.2: the link resolves and go again gives the attacker an action point.
  await allPass(page, w);
  await expect(ruleCard(page)).toContainText('7.6.3');
  await expectActionPoints(page, w, 'A', 1);
  await expect(logLine(page, '7.6.2', w.fab('event.actionPointGained', { player: playerName(w, 'A'), actionPoints: 1 }))).toHaveCount(1);
  await expect(link(page, 1)).toContainText(w.fab('ui.chain.resolved'));
};

test('a two-link chain: go again, a second attack and a defense reaction', async ({ page }, info) => {
  const w = fabWords(projectLang(info));
  await exampleBoard(page, w, 9);
  await expectLife(page, 20, 20);
  await expectActionPoints(page, w, 'A', 1);
  await expect(page.getByTestId('chain')).toContainText(w.fab('ui.chain.empty'));
  await firstLink(page, w);

  // Link 2: the sword attacks on the same chain, paid by pitching the red card (7.6.3).
  const swordRow = page.getByTestId('attack-sword');
  await expect(swordRow.getByRole('button', { name: /Red card/ })).toHaveAttribute('aria-pressed', 'true');
  await swordRow.getByRole('button', { name: w.fab('ui.attack.go', { name: 'Sword' }) }).click();
  await expect(ruleCard(page)).toContainText('7.1.2');
  await expectActionPoints(page, w, 'A', 0);
  await expect(page.getByTestId('zone-A-pitch')).toContainText('Red card');
  await allPass(page, w, 'full');

  // 7.0.3b: link 2 is now the active link, link 1 a past one.
  await expect(link(page, 2)).toContainText(w.fab('ui.chain.attack', { attack: 'Sword', power: 9, target: playerName(w, 'B') }));
  await expect(link(page, 2)).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('link-2-keywords')).toHaveCount(0);
  await expect(link(page, 1)).not.toHaveAttribute('aria-current', 'true');
  await expect(logLine(page, '7.0.3b', w.fab('event.linkBecamePast', { link: 1 }))).toHaveCount(1);
  await allPass(page, w);

  await expectPrompt(page, 'fab.defend');
  await page.getByTestId('defend-block').click();
  await button(page, w.fab('ui.defend.submit', { count: 1 })).click();
  await allPass(page, w); // -> reaction step, the attacker has priority first (7.4.2)
  await expect(ruleCard(page)).toContainText('7.4.2');

  // 7.4.2b: the attacker passes; the defending hero plays the defense reaction.
  await button(page, w.t('priority.pass')).click();
  await expect(prompt(page)).toContainText(w.t('prompt.decides', { player: playerName(w, 'B') }));
  const sinkRow = page.getByTestId('play-sink');
  await expect(sinkRow.locator('[data-rule="7.4.2b"]')).toBeVisible();
  await sinkRow.getByRole('button', { name: w.fab('ui.play.go', { name: 'Sink Below' }) }).click();
  await expect(page.getByTestId('stack')).toContainText('Sink Below');
  await allPass(page, w, 'full');

  // 7.4.2d: it resolves into a defending card; 7.0.5e: it defends alone.
  await expect(link(page, 2)).toContainText(w.fab('ui.chain.defender', { name: w.fab('ui.setup.cardName.block'), defense: 3 }));
  await expect(link(page, 2)).toContainText(w.fab('ui.chain.defender', { name: 'Sink Below', defense: 4 }));
  await expect(link(page, 2)).toContainText(w.fab('ui.chain.defenseTotal', { n: 7 }));
  await expect(logLine(page, '7.4.2d', w.fab('event.defended', { card: 'Sink Below', link: 2 }))).toHaveCount(1);
  await expect(logLine(page, '7.0.5e', w.fab('event.defendedAlone', { card: 'Sink Below', link: 2 }))).toHaveCount(1);
  await allPass(page, w); // reaction -> damage

  // 7.5.2: 9 against 3 + 4 deals 2 more; link 1 keeps its own result.
  await expectLife(page, 20, 16);
  await expect(logLine(page, '7.5.2', w.fab('event.damageCalculated', { link: 2, power: 9, defense: 7, damage: 2 }))).toHaveCount(1);
  await expect(link(page, 2)).toContainText(w.fab('ui.chain.hit', { n: 2 }));
  await expect(link(page, 1)).toContainText(w.fab('ui.chain.hit', { n: 2 }));
  await expect(link(page, 1)).toContainText(w.fab('ui.chain.defender', { name: 'Helm', defense: 1 }));

  // No go again on the sword: no action point; then the chain closes (7.6.4, 7.7).
  await allPass(page, w);
  await expectActionPoints(page, w, 'A', 0);
  await expect(logLine(page, '7.6.2', w.fab('event.linkResolved', { link: 2, attack: 'Sword' }))).toHaveCount(1);
  await expect(logLine(page, '7.6.2', w.fab('event.actionPointGained', { player: playerName(w, 'A'), actionPoints: 1 }))).toHaveCount(1);
  await allPass(page, w);
  // Priority in the action phase with the chain closed (4.3.3), not a judge's call.
  await expect(ruleCard(page)).toContainText('4.3.3');
  await expect(page.getByTestId('chain')).toContainText(w.fab('ui.chain.closed'));
  await expect(page.locator('[data-testid^="link-"][aria-current="true"]')).toHaveCount(0);
  await expect(logLine(page, '7.7.7', w.fab('event.chainClosed'))).toHaveCount(1);
  await expect(page.getByTestId('zone-B-graveyard')).toContainText('Helm'); // blade break
  await expect(page.getByTestId('zone-A-weapon')).toContainText('Sword'); // 7.7.5
  await expectLife(page, 20, 16);
});

test('a manual power effect in the reaction step goes on the stack in the reader\'s words and raises the link', async ({ page }, info) => {
  const w = fabWords(projectLang(info));
  await exampleBoard(page, w, 3);
  await button(page, w.fab('ui.attack.go', { name: 'Head Jab' })).click();
  await allPass(page, w, 'full');
  await allPass(page, w);
  await button(page, w.fab('ui.defend.submitNone')).click();
  await allPass(page, w); // -> reaction step, A first
  await expect(ruleCard(page)).toContainText('7.4.2');

  await button(page, w.t('effectForm.open', { player: playerName(w, 'A') })).click();
  const form = page.getByRole('form', { name: w.t('effectForm.title') });
  await form.getByRole('combobox', { name: w.t('effectForm.kind'), exact: true }).selectOption('power');
  await form.getByRole('combobox', { name: w.t('effectForm.field.target'), exact: true }).selectOption('chainLink');
  await form.getByRole('spinbutton', { name: w.t('effectForm.field.amount'), exact: true }).fill('2');
  await form.getByRole('button', { name: w.t('effectForm.submit') }).click();
  const stack = page.getByTestId('stack');
  await expect(stack).toContainText(w.fab('effectLine.power', { target: w.fab('ui.effect.chainLink'), amount: 2 }));
  await expect(logLine(page, '7.0.3e', w.fab('event.layerAdded', { player: playerName(w, 'A'), name: w.fab('effect.power'), layer: 'L2' }))).toHaveCount(1);
  await allPass(page, w, 'full');
  await expect(stack).toContainText(w.t('stack.empty'));
  await expect(link(page, 1)).toContainText(w.fab('ui.chain.attack', { attack: 'Head Jab', power: 5, target: playerName(w, 'B') }));
  await expect(logLine(page, '5.3.4', w.fab('event.powerChanged', { card: 'Head Jab', amount: 2, power: 5 }))).toHaveCount(1);

  await allPass(page, w); // reaction -> damage: 5 against no defense
  await expectLife(page, 20, 15);
  await expect(link(page, 1)).toContainText(w.fab('ui.chain.noDefenders'));
  await expect(link(page, 1)).toContainText(w.fab('ui.chain.hit', { n: 5 }));
});

test('a FaB share link and a reload reproduce the chain', async ({ page, browser }, info) => {
  const w = fabWords(projectLang(info));
  await exampleBoard(page, w, 9);
  await firstLink(page, w);

  await page.reload();
  await expectPrompt(page, 'fab.priority');
  await expectLife(page, 20, 18);
  await expectActionPoints(page, w, 'A', 1);
  await expect(link(page, 1)).toContainText(w.fab('ui.chain.hit', { n: 2 }));
  // The history came back too: undo steps back into the damage step, redo forward again.
  await button(page, w.t('history.undo')).click();
  await expect(page.locator('[aria-current="step"]')).toContainText('7.5');
  await expectActionPoints(page, w, 'A', 0);
  await button(page, w.t('history.redo')).click();
  await expectActionPoints(page, w, 'A', 1);

  await page.getByText(w.t('menu.title'), { exact: true }).click();
  await button(page, w.t('menu.share')).click();
  const url = await page.getByTestId('share-link').inputValue();
  expect(url).toContain('#share=');
  const logCount = await (await settledLog(page)).locator('li').count();

  const fresh = await browser.newContext({ locale: info.project.use.locale });
  const other = await fresh.newPage();
  await other.goto(url);
  await expect(other.getByTestId('prompt')).toHaveAttribute('data-kind', 'fab.priority');
  await expectLife(other, 20, 18);
  await expectActionPoints(other, w, 'A', 1);
  await expect(other.getByTestId('link-1')).toContainText(w.fab('ui.chain.defender', { name: 'Helm', defense: 1 }));
  await expect(other.getByTestId('event-log').locator('li')).toHaveCount(logCount);
  await expect(other.locator('[aria-current="step"]')).toContainText('7.6');
  // The shared session plays on: the sword attack is offered.
  await expect(other.getByTestId('attack-sword')).toBeVisible();
  await fresh.close();
});

test.describe('FaB accessibility at phone size', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) > 480, 'phone project only');
  // Several full-page axe scans on a phone-sized page: 25 s alone on this 2-core machine, near the 30 s default.
  test.slow();

  test('set-up with an open card editor, the board, the defend prompt', async ({ page }, info) => {
    const w = fabWords(projectLang(info));
    await openSetup(page, w, 'fab');
    await button(page, w.fab('ui.setup.preset.example')).click();
    await page.getByTestId('preset-attackReaction').click();
    const sword = page.locator('[data-testid="setup-card"][data-id="sword"]');
    await sword.getByRole('button', { name: `${w.t('setup.edit')} Sword` }).click();
    await button(page, w.t('setup.json')).click();
    await expectNoSeriousA11yViolations(page);

    await button(page, w.t('setup.start')).click();
    await expectPrompt(page, 'fab.priority');
    await button(page, w.t('effectForm.open', { player: playerName(w, 'A') })).click();
    await expectNoSeriousA11yViolations(page);

    await button(page, w.fab('ui.attack.go', { name: 'Head Jab' })).click();
    await allPass(page, w, 'full');
    await allPass(page, w);
    await expectPrompt(page, 'fab.defend');
    await page.getByTestId('defend-helm').click();
    await expectNoSeriousA11yViolations(page);

    // The reaction step with the defending hero to act: a play row with its rule badge, link 1 highlighted.
    await button(page, w.fab('ui.defend.submit', { count: 1 })).click();
    await allPass(page, w);
    await button(page, w.t('priority.pass')).click();
    await expect(page.getByTestId('play-sink')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
