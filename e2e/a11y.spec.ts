/** axe (WCAG 2.1 A/AA) finds no serious or critical violation on the main screens at phone size. */
import { expect, test } from '@playwright/test';
import { button, expectNoSeriousA11yViolations, importScenario, projectLang, scenarioFile, words } from './fixtures.ts';

test.describe('accessibility at phone size', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) > 480, 'phone project only');

  test('start, set-up (with an open editor) and combat screens', async ({ page }, info) => {
    const w = words(projectLang(info));
    await page.goto('/');
    await expect(button(page, w.t('start.setup'))).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await button(page, w.t('start.setup')).click();
    await page.getByTestId('quick-entry').fill('Serra Angel 4/4 flying vigilance');
    await button(page, w.mtg('quick.add')).click();
    await page.getByTestId('setup-permanent').getByRole('button', { name: w.t('setup.edit') }).click();
    await expect(page.getByTestId('card-editor')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await importScenario(page, w, scenarioFile('double-block.json'));
    await expect(page.getByTestId('prompt')).toBeVisible();
    await button(page, w.t('priority.advance')).click();
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-kind', 'mtg.declareBlockers');
    await expectNoSeriousA11yViolations(page);

    await page.getByTestId('block-select-bear').selectOption('colossus');
    await page.getByTestId('block-select-ogre').selectOption('colossus');
    await button(page, w.mtg('ui.block.declare', { count: 2 })).click();
    await button(page, w.t('priority.advance')).click();
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-kind', 'mtg.assignDamage');
    await expectNoSeriousA11yViolations(page);
  });
});
