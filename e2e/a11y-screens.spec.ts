/**
 * axe on every screen at phone size in Japanese, WCAG 2.2 AA included (so target size, 24 px, is
 * checked): the start screen, each game's set-up screen, each game's combat screen at its first
 * decision and after one declaration, and the menu open. No serious or critical finding.
 * (e2e/a11y.spec.ts keeps its WCAG 2.1 walk through an MTG combat with open editors.)
 */
import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { button, openSetup, projectLang, words, type Words } from './fixtures.ts';

test.skip(({ viewport }) => (viewport?.width ?? 0) > 480, 'phone project only');
// Each axe pass takes seconds on a shared 2-core machine; a combat test runs three.
test.describe.configure({ timeout: 120_000 });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Serious and critical findings, one line each with the selectors of the elements at fault. */
const findings = async (page: Page): Promise<string[]> => {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
};

const expectClean = async (page: Page, screen: string) => {
  expect.soft(await findings(page), screen).toEqual([]);
};

type Game = 'mtg' | 'fab' | 'bs' | 'pmv';

/**
 * Each game's combat from a file: the first decision (no actions), and the screen after one
 * declaration (the file's first actions, then the decision that follows).
 */
const COMBATS: readonly { game: Game; file: string; declared: (actions: unknown[]) => unknown[]; kind: string }[] = [
  { game: 'mtg', file: 'e2e/data/double-block.json', declared: (a) => [...a, { by: 'A', type: 'advance' }], kind: 'mtg.declareBlockers' },
  { game: 'fab', file: 'scenarios/fab/7.3.2-declared-cards-are-not-played.json', declared: (a) => a.slice(0, 3), kind: 'fab.defend' },
  { game: 'bs', file: 'scenarios/bs/rm-p08-3-block-exhausts-the-blocker-and-opens-flash-timing-2.json', declared: (a) => a.slice(0, 2), kind: 'bs.block' },
  { game: 'pmv', file: 'scenarios/pmv/1.10.3-combat-damage-is-simultaneous-and-both-characters-die.json', declared: (a) => a.slice(0, 1), kind: 'pmv.priority' },
];

const withActions = (file: string, actions: (a: unknown[]) => unknown[]): string => {
  const scenario = JSON.parse(readFileSync(file, 'utf8')) as { actions: unknown[]; expect?: unknown };
  delete scenario.expect;
  return JSON.stringify({ ...scenario, actions: actions(scenario.actions) });
};

/** Opens the menu unless it is open already (its content is there only while it is open). */
const openMenu = async (page: Page, w: Words) => {
  const input = page.locator('header details').getByTestId('import-file');
  if ((await input.count()) === 0) await page.getByText(w.t('menu.title'), { exact: true }).click();
  await expect(input).toBeAttached();
};

/** Opens a scenario file through the menu, as a judge would; the menu is then closed. */
const importScenario = async (page: Page, w: Words, text: string) => {
  await openMenu(page, w);
  await page.locator('header details').getByTestId('import-file').setInputFiles({ name: 'scenario.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.keyboard.press('Escape');
};

test('start screen, with the menu open', async ({ page }, info) => {
  const w = words(projectLang(info));
  await page.goto('/');
  await expect(button(page, w.t('start.setup'))).toBeVisible();
  await expectClean(page, 'start');
  await openMenu(page, w);
  await expectClean(page, 'start, menu open');
});

for (const game of ['mtg', 'fab', 'bs', 'pmv'] as const) {
  test(`${game}: set-up screen`, async ({ page }, info) => {
    const w = words(projectLang(info));
    await openSetup(page, w, game);
    await expectClean(page, `${game} set-up`);
  });
}

for (const { game, file, declared, kind } of COMBATS) {
  test(`${game}: combat at the first decision and after a declaration, and the menu open`, async ({ page }, info) => {
    const w = words(projectLang(info));
    await page.goto('/');
    await importScenario(page, w, withActions(file, () => []));
    await expect(page.getByTestId('prompt')).toBeVisible();
    await expectClean(page, `${game} combat, first decision`);

    await importScenario(page, w, withActions(file, declared));
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-kind', kind);
    await expectClean(page, `${game} combat, after a declaration (${kind})`);

    await openMenu(page, w);
    await expectClean(page, `${game} combat, menu open`);
  });
}
