/**
 * The cast form and the words of spells, on the phone in Japanese and the desktop in English: a
 * target chosen for one kind of effect is kept where the next kind may target it too and never
 * sent where it may not; a pump reads as a change (+2/+2); spells are called by their names, never
 * by stack ids; and the damage a spell deals names the spell.
 */
import { expect, test, type Page } from '@playwright/test';
import { button, importScenario, projectLang, scenarioFile, words, type Words } from './fixtures.ts';

const form = (page: Page, w: Words) => {
  const prompt = page.getByTestId('prompt');
  return {
    kind: prompt.getByLabel(w.t('effectForm.kind'), { exact: true }),
    target: prompt.getByLabel(w.t('effectForm.field.target'), { exact: true }),
    name: prompt.getByLabel(w.t('effectForm.name'), { exact: true }),
    submit: prompt.getByRole('button', { name: w.t('effectForm.submit'), exact: true }),
  };
};

test('the cast form keeps no stale target; stack and log use names and signed changes', async ({ page }, info) => {
  const w = words(projectLang(info));
  const player = (id: string) => w.t('playerName', { id });
  const scenario = JSON.parse(scenarioFile('double-block.json')) as { actions: unknown[] };
  scenario.actions = [];
  await page.goto('/');
  await importScenario(page, w, JSON.stringify(scenario));
  await expect(page.getByTestId('prompt')).toHaveAttribute('data-kind', 'mtg.priority');

  await button(page, w.t('effectForm.open', { player: player('A') })).click();
  const f = form(page, w);
  // Damage may target a player; a pump may not: the player is not kept, the first creature is shown and sent.
  await f.kind.selectOption('damage');
  await f.target.selectOption('B');
  await f.kind.selectOption('pump');
  await expect(f.target).toHaveValue('colossus');
  // A creature chosen for the pump is still the target after going to damage and back.
  await f.target.selectOption('bear');
  await f.kind.selectOption('damage');
  await expect(f.target).toHaveValue('bear');
  await f.kind.selectOption('pump');
  await expect(f.target).toHaveValue('bear');
  await f.name.fill('Giant Growth');
  await f.submit.click();

  const stack = page.getByTestId('stack');
  await expect(stack).toContainText('Giant Growth');
  await expect(stack).toContainText(w.mtg('effectLine.pump', { target: 'Bear', powerSigned: '+2', toughnessSigned: '+2' }));
  await expect(stack).not.toContainText(/\bs\d+\b/);

  // Shock on top, aimed at B; both resolve.
  await button(page, w.t('effectForm.open', { player: player('A') })).click();
  await f.kind.selectOption('damage');
  await f.target.selectOption('B');
  await f.name.fill('Shock');
  await f.submit.click();
  await expect(stack).toContainText('Shock');
  await button(page, w.t('priority.resolve')).click();
  const log = page.getByTestId('event-log');
  await expect(log).toContainText(w.mtg('event.damageDealt', { source: 'Shock', amount: 2, target: player('B') }));
  await expect(log).toContainText(w.mtg('event.spellResolved', { name: 'Shock' }));
  await expect(log).not.toContainText(/\(s\d+\)|\bs\d+\b/);
});
