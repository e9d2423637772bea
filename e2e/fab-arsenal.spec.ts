/**
 * Flesh and Blood: a defense reaction from the arsenal against a dominate attack, built card by
 * card in the set-up screen as a judge on a phone would. A attacks with a dominate attack (power
 * 6); B declares one card from hand (dominate allows no more) and a temper equipment; in the
 * reaction step B plays a defense reaction from the ARSENAL, which dominate does not stop because
 * it does not come from hand (7.4.2b, 7.4.2c); it becomes a defending card. 6 against 2 + 1 + 2
 * deals 1. When the chain closes the temper equipment gets a -1 defense counter, is left at 0 and
 * is destroyed (8.3.10). Runs in Japanese on the 360x740 phone, English on desktop.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { button, openSetup, projectLang } from './fixtures.ts';
import { type FabWords, fabWords, prompt, ruleCard, link, expectPrompt, playerName, logLine, allPass, expectLife } from './fabKit.ts';

const row = (page: Page, id: string) => page.locator(`[data-testid="setup-card"][data-id="${id}"]`);

/** Adds a preset card, opens its editor and names it; returns the open editor's row. */
const addCard = async (page: Page, w: FabWords, preset: string, id: string, name: string): Promise<Locator> => {
  await page.getByTestId(`preset-${preset}`).click();
  const card = row(page, id);
  await card.getByRole('button', { name: `${w.t('setup.edit')} ${w.fab(`ui.setup.cardName.${preset}`)}` }).click();
  await card.getByLabel(w.t('setup.name'), { exact: true }).fill(name);
  return card;
};

/** The editor's number field for power or defense. */
const figure = (card: Locator, w: FabWords, key: 'power' | 'defense') => card.getByLabel(w.fab(`ui.setup.${key}`), { exact: true });

test('a defense reaction from arsenal against dominate, and a temper equipment destroyed as the chain closes', async ({ page }, info) => {
  test.setTimeout(60_000);
  const w = fabWords(projectLang(info));
  await openSetup(page, w, 'fab');

  // A's attack: power 6 with dominate (a keyword chip).
  const crush = await addCard(page, w, 'attack', 'atk1', 'Crush');
  await figure(crush, w, 'power').fill('6');
  await crush.getByTestId('keyword-dominate').check();
  await expect(crush).toContainText(w.fab('keyword.dominate'));
  await expect(crush).toContainText(w.fab('ui.card.figure', { power: 6, defense: 2 }));

  // B's card from hand, defense 2.
  const block = await addCard(page, w, 'block', 'blk1', 'Block');
  await figure(block, w, 'defense').fill('2');

  // B's defense reaction, moved to the arsenal, defense 2.
  const sink = await addCard(page, w, 'defenseReaction', 'dr1', 'Sink Below');
  await sink.getByTestId('card-zone').selectOption('arsenal');
  await figure(sink, w, 'defense').fill('2');
  await expect(sink).toContainText(`${playerName(w, 'B')} · ${w.fab('zone.arsenal')}`);

  // B's equipment with temper, defense 1.
  const helm = await addCard(page, w, 'equipment', 'eq1', 'Helm');
  await helm.getByTestId('keyword-temper').check();
  await expect(helm).toContainText(w.fab('keyword.temper'));
  await expect(page.getByTestId('setup-card')).toHaveCount(4);

  await button(page, w.t('setup.start')).click();
  await expectPrompt(page, 'fab.priority');
  await expectLife(page, 20, 20);
  await expect(page.getByTestId('zone-B-arsenal')).toContainText('Sink Below');

  // The attack goes on the stack and becomes chain link 1.
  await button(page, w.fab('ui.attack.go', { name: 'Crush' })).click();
  await allPass(page, w, 'full');
  await expect(link(page, 1)).toContainText(w.fab('ui.chain.attack', { attack: 'Crush', power: 6, target: playerName(w, 'B') }));
  await expect(page.getByTestId('link-1-keywords')).toHaveText(w.fab('keyword.dominate'));
  await allPass(page, w);

  // 7.3.2b: dominate lets one card from hand defend; a defense reaction is not declared at all.
  await expectPrompt(page, 'fab.defend');
  await expect(prompt(page)).toContainText(w.fab('ui.defend.dominate', { n: 1 }));
  await expect(page.getByTestId('defend-dr1')).toHaveCount(0);
  await page.getByTestId('defend-blk1').click();
  await page.getByTestId('defend-eq1').click();
  await expect(page.getByTestId('defend-verdict')).toContainText(w.fab('ui.defend.legal'));
  await button(page, w.fab('ui.defend.submit', { count: 2 })).click();
  await expect(link(page, 1)).toContainText(w.fab('ui.chain.defenseTotal', { n: 3 }));

  await allPass(page, w); // defend step -> reaction step, A first (7.4.2)
  await expect(ruleCard(page)).toContainText('7.4.2');
  await button(page, w.t('priority.pass')).click();
  await expect(prompt(page)).toContainText(w.t('prompt.decides', { player: playerName(w, 'B') }));

  // 7.4.2b: the defense reaction in the arsenal is offered, from arsenal; dominate counts only cards from hand.
  const sinkRow = page.getByTestId('play-dr1');
  await expect(sinkRow).toBeVisible();
  await expect(sinkRow.locator('[data-rule="7.4.2b"]')).toBeVisible();
  await expect(sinkRow.getByTestId('from-arsenal')).toHaveText(w.fab('ui.play.fromArsenal'));
  await sinkRow.getByRole('button', { name: w.fab('ui.play.go', { name: 'Sink Below' }) }).click();
  await expect(page.getByTestId('stack')).toContainText('Sink Below');
  await expect(page.getByTestId('zone-B-arsenal')).not.toContainText('Sink Below');
  await allPass(page, w, 'full');

  // 7.4.2d: it resolves into a defending card on link 1.
  await expect(link(page, 1)).toContainText(w.fab('ui.chain.defender', { name: 'Sink Below', defense: 2 }));
  await expect(link(page, 1)).toContainText(w.fab('ui.chain.defenseTotal', { n: 5 }));
  await expect(logLine(page, '7.4.2d', w.fab('event.defended', { card: 'Sink Below', link: 1 }))).toHaveCount(1);

  // 7.5.2: 6 against 2 + 1 + 2 deals 1: a hit.
  await allPass(page, w);
  await expectLife(page, 20, 19);
  await expect(link(page, 1)).toContainText(w.fab('ui.chain.hit', { n: 1 }));
  await expect(logLine(page, '7.5.2', w.fab('event.damageCalculated', { link: 1, power: 6, defense: 5, damage: 1 }))).toHaveCount(1);

  // Resolution, then the chain closes: temper puts a -1 defense counter on the Helm, left at 0, destroyed (8.3.10).
  await allPass(page, w);
  await allPass(page, w);
  await expect(page.getByTestId('chain')).toContainText(w.fab('ui.chain.closed'));
  await expect(logLine(page, '8.3.10', w.fab('event.defenseCounter', { card: 'Helm', keyword: w.fab('keyword.temper'), defense: 0 }))).toHaveCount(1);
  await expect(page.getByTestId('zone-B-graveyard')).toContainText('Helm');
  await expect(page.getByTestId('zone-B-equipment')).not.toContainText('Helm');
  await expect(page.getByTestId('zone-B-graveyard')).toContainText('Sink Below');
  await expect(page.getByTestId('zone-B-graveyard')).toContainText('Block');
  await expect(page.getByTestId('zone-A-graveyard')).toContainText('Crush');
  await expectLife(page, 20, 19);
});
