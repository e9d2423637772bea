/**
 * "Why not?" in Flesh and Blood and Battle Spirits: a declaration panel lists the cards its
 * choices leave out, greyed; tapping one shows the reason and the rule that says so. FaB: B's
 * defense reaction and destroyed helm at the defend declaration (7.3.2a). BS: an exhausted spirit
 * at the attack declaration (❶). PMV: a sleeping character when the attacked player may defend (6.2). Boards come from scenario files opened through the menu.
 * Japanese on the phone, English on the desktop; axe with the reasons open.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, gameWords, importScenario, projectLang, scenarioFile, words } from './fixtures.ts';

const expectPrompt = (page: Page, kind: string) => expect(page.getByTestId('prompt')).toHaveAttribute('data-kind', kind);

/** Taps the greyed entry and checks the reason, its rule badge, and that it is on screen. */
const expectWhyNot = async (page: Page, id: string, reason: string, rule: string) => {
  const toggle = page.getByTestId(`excluded-toggle-${id}`);
  await toggle.scrollIntoViewIfNeeded();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId(`excluded-reasons-${id}`)).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const reasons = page.getByTestId(`excluded-reasons-${id}`);
  await expect(reasons).toBeVisible();
  await expect(reasons).toContainText(reason);
  await expect(reasons.locator(`[data-rule="${rule}"]`)).toHaveCount(1);
  await expect(reasons).toBeInViewport();
};

test('FaB: a card that cannot defend shows why on tap (7.3.2a)', async ({ page }, info) => {
  const lang = projectLang(info);
  const w = words(lang);
  const fab = gameWords(lang, 'fab');
  await page.goto('/');
  await importScenario(page, w, scenarioFile('why-not-fab.json'), 'why-not-fab.json');
  await expectPrompt(page, 'fab.defend');

  // The block card is offered; the defense reaction and the destroyed helm are not, but are listed.
  await expect(page.getByTestId('defend-block')).toBeVisible();
  await expect(page.getByTestId('defend-sink')).toHaveCount(0);
  await expect(page.getByTestId('defend-helm')).toHaveCount(0);
  await expect(page.getByTestId('excluded')).toContainText(w.t('excluded.heading'));

  await expectWhyNot(page, 'sink', fab('excluded.defenseReaction', { id: 'Sink Below' }), '7.3.2a');
  await expectWhyNot(page, 'helm', fab('excluded.destroyed', { id: 'Helm' }), '7.3.2a');
  if (lang === 'ja') await expectNoSeriousA11yViolations(page);
});

test('BS: an exhausted spirit that cannot attack shows why on tap (❶)', async ({ page }, info) => {
  const lang = projectLang(info);
  const w = words(lang);
  const bs = gameWords(lang, 'bs');
  await page.goto('/');
  await importScenario(page, w, scenarioFile('why-not-bs.json'), 'why-not-bs.json');
  await expectPrompt(page, 'bs.attack');

  await expect(page.getByTestId('attack-drake')).toBeVisible();
  await expect(page.getByTestId('attack-tired')).toHaveCount(0);
  await expect(page.getByTestId('excluded-toggle-tired')).toContainText('Tired Wolf');

  await expectWhyNot(page, 'tired', bs('excluded.exhausted'), 'BS-RM p08 ❶');
  if (lang === 'ja') await expectNoSeriousA11yViolations(page);
});

test('PMV: a sleeping character that cannot defend shows why on tap (6.2)', async ({ page }, info) => {
  const lang = projectLang(info);
  const w = words(lang);
  const pmv = gameWords(lang, 'pmv');
  await page.goto('/');
  await importScenario(page, w, scenarioFile('why-not-pmv.json'), 'why-not-pmv.json');
  await expectPrompt(page, 'pmv.priority');

  const defence = page.getByTestId('defend-section');
  await expect(defence.getByTestId('defend-alice')).toBeVisible();
  await expect(page.getByTestId('defend-youmu')).toHaveCount(0);
  await expect(defence.getByTestId('excluded-toggle-youmu')).toContainText('魂魄妖夢');

  await expectWhyNot(page, 'youmu', pmv('excluded.asleep'), '6.2');
  if (lang === 'ja') await expectNoSeriousA11yViolations(page);
});
