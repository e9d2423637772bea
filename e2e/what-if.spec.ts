/**
 * The what-if table as a judge meets it: at B's block decision (a 6/6 first striker with trample
 * against a 2/2 and a 3/3), every legal block is played out in the solver's worker and listed best
 * first; the order follows the criterion chosen; one answer is played for real from the table.
 */
import { expect, test } from '@playwright/test';
import { button, expectNoSeriousA11yViolations, importScenario, projectLang, scenarioFile, words } from './fixtures.ts';

const atBlocks = (): string => {
  const file = JSON.parse(scenarioFile('double-block.json')) as { actions: object[] };
  file.actions = [...file.actions, { by: 'A', type: 'advance' }];
  return JSON.stringify(file);
};

test('every legal block, played out and ranked; one of them played from the table', async ({ page }, info) => {
  const w = words(projectLang(info));
  await page.goto('/');
  await importScenario(page, w, atBlocks());
  await expect(page.getByTestId('prompt')).toHaveAttribute('data-kind', 'mtg.declareBlockers');

  const table = page.getByTestId('what-if');
  await table.locator('summary').click();
  const rows = table.getByTestId('what-if-row');
  await expect(table.getByTestId('what-if-count')).toHaveText(w.t('whatIf.count', { count: 4, player: w.t('playerName', { id: 'B' }) }));
  await expect(rows).toHaveCount(4);
  // 702.19b: trample lets through what is left over the blockers' toughness, so two blockers
  // (5 toughness) leave B at 19, the best life; no block leaves 14, the worst.
  await expect(rows.first()).toHaveAttribute('data-rank', '1');
  await expect(rows.first()).toContainText('B 19 (-1)');
  await expect(rows.last()).toContainText('B 14 (-6)');
  await expectNoSeriousA11yViolations(page);

  // Keeping the creatures first: no block, which loses none of them, comes first.
  await table.getByTestId('what-if-sort').selectOption('fewestLost');
  await expect(rows.first()).toContainText('B 14 (-6)');
  await expect(rows.first()).toContainText(w.t('whatIf.life'));

  // Playing the top answer for real: the block declaration is made and the game moves on.
  await table.getByTestId('what-if-play-0').click();
  await expect(page.getByTestId('prompt')).toHaveAttribute('data-kind', 'mtg.priority');
  // The table follows the new position: with no effects to list, only passing is an answer.
  await expect(table.getByTestId('what-if-count')).toHaveText(w.t('whatIf.count', { count: 1, player: w.t('playerName', { id: 'A' }) }));
  await expect(button(page, w.t('whatIf.play'))).toHaveCount(1);
});
