/**
 * "Why not?" and fewer taps in MTG's declarations, on a phone in Japanese and a desktop in English:
 * a summoning-sick creature (302.6) and a defender (702.3b) are greyed in the attack panel with
 * their reason and rule on tap, "attack with all" declares every candidate in one tap, a ground
 * blocker shows why it can't block the flyer (702.9b), and "no blocks" is one tap.
 */
import { expect, test, type Page } from '@playwright/test';
import { button, expectNoSeriousA11yViolations, importScenario, lifeOf, projectLang, scenarioFile, words } from './fixtures.ts';

const expectPrompt = async (page: Page, kind: string) => expect(page.getByTestId('prompt')).toHaveAttribute('data-kind', kind);

/** Taps an excluded object and checks its reason and rule badge. */
const expectReason = async (page: Page, id: string, text: string, rule: string) => {
  const toggle = page.getByTestId(`excluded-toggle-${id}`);
  const reasons = page.getByTestId(`excluded-reasons-${id}`);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(reasons).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(reasons).toBeVisible();
  await expect(reasons).toContainText(text);
  await expect(reasons.locator(`[data-rule="${rule}"]`)).toBeVisible();
  // A tap target of at least 24 px (WCAG 2.5.8).
  const box = await toggle.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
};

test('why not: greyed attackers and blockers with their reasons; attack with all; no blocks', async ({ page }, info) => {
  const w = words(projectLang(info));
  await page.goto('/');
  await importScenario(page, w, scenarioFile('why-not.json'));
  await expectPrompt(page, 'mtg.declareAttackers');

  // The sick cub and the wall are not choices, but they are on screen, greyed, with their reasons.
  await expect(button(page, w.mtg('ui.attack.toggle', { name: 'Cub' }))).toHaveCount(0);
  await expect(button(page, w.mtg('ui.attack.toggle', { name: 'Wall' }))).toHaveCount(0);
  const excluded = page.getByTestId('excluded');
  await expect(excluded).toContainText(w.t('excluded.heading'));
  await expectReason(page, 'cub', w.mtg('excluded.summoningSick', { id: 'Cub' }), '302.6');
  await expectReason(page, 'wall', w.mtg('excluded.defenderCantAttack', { id: 'Wall' }), '702.3b');
  await expect(page.getByTestId('excluded-reasons-cub')).toBeInViewport();
  await expectNoSeriousA11yViolations(page);

  // One defending player: "attack with all" is the declaration itself.
  await page.getByTestId('attack-all').click();
  await expectPrompt(page, 'mtg.priority');
  await expect(page.getByTestId('attacker-angel')).toBeVisible();
  await expect(page.getByTestId('attacker-ogre')).toBeVisible();
  await expect(page.getByTestId('event-log')).toContainText('508.1a');
  await button(page, w.t('priority.advance')).click();

  // The bear can block the ogre but not the flying angel, and says why.
  await expectPrompt(page, 'mtg.declareBlockers');
  await expect(page.getByTestId('block-select-bear').locator('option')).toHaveCount(2);
  await expectReason(page, 'bear-angel', w.mtg('excluded.flyingBlock', { id: 'Bear', from: 'Angel' }), '702.9b');
  // The select's "not blocking" option has its own words, not the button's.
  expect(w.mtg('ui.block.none')).not.toBe(w.mtg('ui.block.declareNone'));
  await expectNoSeriousA11yViolations(page);

  // No blocks, one tap: both attackers are unblocked (509.1h) and deal their damage.
  await button(page, w.mtg('ui.block.declareNone')).click();
  await expectPrompt(page, 'mtg.priority');
  await expect(page.getByTestId('event-log')).toContainText('509.1h');
  await button(page, w.t('priority.advance')).click();
  await expect(lifeOf(page, 'B')).toHaveText('14');
});

test('why not: a battle its protector cannot attack; attack with all fills the form when there is a choice of target', async ({ page }, info) => {
  const w = words(projectLang(info));
  const scenario = JSON.parse(scenarioFile('why-not.json')) as { setup: { permanents: Record<string, unknown>[] } };
  scenario.setup.permanents.push(
    { id: 'jace', controller: 'B', name: 'Jace', types: ['planeswalker'], loyalty: 3 },
    // B's Siege is protected by A (310.8), so A can't attack it (310.8b).
    { id: 'siege', controller: 'B', name: 'Siege', types: ['battle'], defense: 5, protector: 'A' },
    { id: 'rhino', controller: 'A', name: 'Rhino', types: ['creature'], power: 5, toughness: 5, keywords: ['trample'] },
  );
  await page.goto('/');
  await importScenario(page, w, JSON.stringify(scenario));
  await expectPrompt(page, 'mtg.declareAttackers');
  await expectReason(page, 'angel-siege', w.mtg('excluded.attackOwnBattle', { id: 'Angel', from: 'Siege' }), '310.8b');

  // B and Jace can both be attacked: "attack with all" chooses every candidate and leaves the targets to set.
  await page.getByTestId('attack-all').click();
  await expectPrompt(page, 'mtg.declareAttackers');
  await expect(page.getByTestId('attack-angel')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('attack-ogre')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('attack-rhino')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('attack-target-rhino').selectOption('jace');
  await button(page, w.mtg('ui.attack.declare', { count: 3 })).click();
  await expectPrompt(page, 'mtg.priority');
  await expect(page.getByTestId('attacker-rhino')).toContainText(w.mtg('ui.combat.attacks', { target: 'Jace' }));

  // The bear chump-blocks the rhino; the rhino tramples over onto Jace, never past it to B (702.19f).
  await button(page, w.t('priority.advance')).click();
  await page.getByTestId('block-select-bear').selectOption('rhino');
  await button(page, w.mtg('ui.block.declare', { count: 1 })).click();
  await button(page, w.t('priority.advance')).click();
  await expectPrompt(page, 'mtg.assignDamage');
  await expect(page.getByTestId('assign-trample-rule-rhino').locator('[data-rule="702.19b"]')).toBeVisible();
  // Each field is named by its recipient and lethal damage apart, not "Bearlethal: 2".
  await expect(page.getByLabel(w.mtg('ui.damage.recipient', { name: 'Bear', lethal: w.mtg('ui.damage.lethal', { n: 2 }) }), { exact: true })).toHaveValue('2');
  await expectReason(page, 'B-rhino', w.mtg('excluded.trampleNotPastPlaneswalker', { id: w.t('playerName', { id: 'B' }), from: 'Rhino' }), '702.19f');
  await expectNoSeriousA11yViolations(page);
});
