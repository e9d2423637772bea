/**
 * What a judge needs stays where the judge looks, on a 360x740 phone in Japanese: a refusal after
 * a long list of blockers appears in the viewport between the bars that stay on screen (not
 * thousands of pixels above), the next decision's heading is in view after each decision, the
 * bars leave at least 600 px to the content (two players and a four-player Commander game), and a
 * refusal follows a language switch.
 */
import { expect, test, type Page } from '@playwright/test';
import { button, importScenario, openSetup, projectLang, scenarioFile, words } from './fixtures.ts';

test.skip(({ viewport }) => (viewport?.width ?? 0) > 480, 'phone project only');

type Band = { readonly top: number; readonly bottom: number };

/**
 * The band of the viewport no bar covers: below every element stuck to the top (position sticky
 * or fixed, its top at the viewport's top) and above every one fixed to the bottom.
 */
const freeBand = (page: Page): Promise<Band> =>
  page.evaluate(() => {
    const height = window.innerHeight;
    let top = 0;
    let bottom = height;
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const position = getComputedStyle(el).position;
      if (position !== 'sticky' && position !== 'fixed') continue;
      const r = el.getBoundingClientRect();
      if (r.height === 0 || r.bottom <= 0 || r.top >= height) continue;
      if (r.top <= top + 1) top = Math.max(top, r.bottom);
      else if (r.bottom >= height - 1) bottom = Math.min(bottom, r.top);
    }
    return { top, bottom };
  });

/** Scrolls to the end of the page, where every sticky bar has stuck, and measures what is left. */
const freeHeight = async (page: Page): Promise<number> => {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const band = await freeBand(page);
  return band.bottom - band.top;
};

const expectInBand = async (page: Page, testId: string) => {
  const box = await page.getByTestId(testId).boundingBox();
  const band = await freeBand(page);
  expect(box, testId).not.toBeNull();
  if (box === null) return;
  expect(box.y, `${testId} top below the bars (${JSON.stringify(band)})`).toBeGreaterThanOrEqual(band.top);
  expect(box.y + box.height, `${testId} bottom above the bottom bar (${JSON.stringify(band)})`).toBeLessThanOrEqual(band.bottom);
};

test('menace with 30 possible blockers: the refusal is in view, focused, and follows the language', async ({ page }, info) => {
  const w = words(projectLang(info));
  await page.goto('/');
  await importScenario(page, w, scenarioFile('menace-thirty-blockers.json'));
  await expect(page.getByTestId('prompt')).toHaveAttribute('data-kind', 'mtg.declareBlockers');

  // One blocker on the menace attacker, chosen at the bottom of the list: 702.111b refuses it.
  await page.getByTestId('block-select-guard30').selectOption('brute');
  await button(page, w.mtg('ui.block.declare', { count: 1 })).click();
  const refusal = page.getByTestId('refusal');
  await expect(refusal).toContainText('702.111b');
  await expect(refusal).toBeInViewport();
  await expect(refusal).toBeFocused();
  await expectInBand(page, 'refusal');

  // The same mistake again (a new refusal) is brought back into view after the judge scrolled away.
  await page.evaluate(() => window.scrollTo(0, 0));
  await button(page, w.mtg('ui.block.declare', { count: 1 })).click();
  await expect(refusal).toBeInViewport();
  await expectInBand(page, 'refusal');

  // The refusal is words from keys, not stored text: switching the language rewords it.
  const other = w.lang === 'ja' ? words('en') : words('ja');
  await page.getByRole('button', { name: other.t(`lang.${other.lang}`), exact: true }).click();
  await expect(refusal).toContainText(other.t('refusal.title'));
  await page.getByRole('button', { name: w.t(`lang.${w.lang}`), exact: true }).click();
  await expect(refusal).toContainText(w.t('refusal.title'));

  // A legal declaration (two blockers): the next decision's heading is in view between the bars.
  await page.getByTestId('block-select-guard29').selectOption('brute');
  await button(page, w.mtg('ui.block.declare', { count: 2 })).click();
  await expect(page.getByTestId('prompt')).not.toHaveAttribute('data-kind', 'mtg.declareBlockers');
  await expect(page.getByTestId('refusal')).toHaveCount(0);
  await expectInBand(page, 'prompt-text');
});

test('the bars leave at least 600 px on the combat screen: two players', async ({ page }, info) => {
  const w = words(projectLang(info));
  await page.goto('/');
  await importScenario(page, w, scenarioFile('double-block.json'));
  await expect(page.getByTestId('prompt')).toHaveAttribute('data-kind', 'mtg.priority');
  expect(await freeHeight(page)).toBeGreaterThanOrEqual(600);
  await button(page, w.t('priority.advance')).click();
  await expect(page.getByTestId('prompt')).toHaveAttribute('data-kind', 'mtg.declareBlockers');
  expect(await freeHeight(page)).toBeGreaterThanOrEqual(600);
});

test('the bars leave at least 600 px on the combat screen: four-player Commander', async ({ page }, info) => {
  const w = words(projectLang(info));
  await openSetup(page, w, 'mtg', 'commander4');
  await button(page, w.t('setup.start')).click();
  await expect(page.getByTestId('prompt')).toHaveAttribute('data-kind', 'mtg.priority');
  expect(await freeHeight(page)).toBeGreaterThanOrEqual(600);
  await button(page, w.t('priority.advance')).click();
  await expect(page.getByTestId('prompt')).toHaveAttribute('data-kind', 'mtg.declareAttackers');
  await expectInBand(page, 'prompt-text');
  expect(await freeHeight(page)).toBeGreaterThanOrEqual(600);

  // The compact strip opens on a tap: each player's status and figures are shown, then closed again.
  // (Closed, the status is read aloud but drawn in 1 px.)
  const toggle = page.getByTestId('strip-toggle');
  const status = page.getByTestId('life-B').getByText(w.t('life.defending'));
  const width = async () => (await status.boundingBox())?.width ?? 0;
  expect(await width()).toBeLessThanOrEqual(1);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('life-strip')).toHaveAttribute('data-compact', 'false');
  expect(await width()).toBeGreaterThan(10);
  await toggle.click();
  await expect(page.getByTestId('life-strip')).toHaveAttribute('data-compact', 'true');
  expect(await width()).toBeLessThanOrEqual(1);
});

test('the largest life total a file may hold stays inside its card, compact and open', async ({ page }, info) => {
  const w = words(projectLang(info));
  const scenario = JSON.parse(scenarioFile('double-block.json')) as { setup: { players: { id: string; life: number }[] } };
  // MTG's bound (docs/scenario-format.md): a life total beyond it is refused when the file loads.
  scenario.setup.players = [{ id: 'A', life: 20 }, { id: 'B', life: 999999 }];
  await page.goto('/');
  await importScenario(page, w, JSON.stringify(scenario));
  await expect(page.getByTestId('life-value-B')).toHaveText('999999');
  const inside = async () => {
    const card = await page.getByTestId('life-B').boundingBox();
    const value = await page.getByTestId('life-value-B').boundingBox();
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(360);
    expect(card && value).toBeTruthy();
    if (!card || !value) return;
    expect(value.x).toBeGreaterThanOrEqual(card.x);
    expect(value.x + value.width).toBeLessThanOrEqual(card.x + card.width + 0.5);
  };
  await inside();
  await page.getByTestId('strip-toggle').click();
  await expect(page.getByTestId('life-strip')).toHaveAttribute('data-compact', 'false');
  await inside();
});

test('a file problem: the notice comes into view, focused, its details in the screen language, and follows a switch', async ({ page }, info) => {
  const w = words(projectLang(info));
  const other = w.lang === 'ja' ? words('en') : words('ja');
  const problem = (x: typeof w) => x.t('problem.noPlayer', { id: 'C' });
  await page.goto('/');
  await importScenario(page, w, scenarioFile('menace-thirty-blockers.json'));
  await expect(page.getByTestId('prompt')).toHaveAttribute('data-kind', 'mtg.declareBlockers');
  const broken = JSON.parse(scenarioFile('double-block.json')) as { setup: { active: string } };
  broken.setup.active = 'C';
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await importScenario(page, w, JSON.stringify(broken));
  const notice = page.getByTestId('notice');
  await expect(notice).toContainText(w.t('notice.importFailed'));
  await expect(notice).toContainText(`setup.active: ${problem(w)}`);
  await expect(notice).toBeInViewport();
  await expect(notice).toBeFocused();
  await page.getByRole('button', { name: other.t(`lang.${other.lang}`), exact: true }).click();
  await expect(notice).toContainText(problem(other));
  await expect(notice).not.toContainText(problem(w));
});
