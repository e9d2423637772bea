/**
 * "Skip to the next decision" (advance until decision) and the plain result at the end of combat.
 * FaB: two fresh sessions play the same chain, one passing priority by hand, the other skipping;
 * both reach the same life totals, the same step, the same result (the helm destroyed, B 20→16)
 * and the same log, the skipping one in fewer taps. MTG: from the first priority one skip goes
 * straight to the declare-blockers decision (one action: one undo brings the priority back); at
 * the end of combat the result names the dead creatures with their rule and B's life change.
 * Japanese on the phone (360×740), English on the desktop.
 */
import { expect, test, type Page } from '@playwright/test';
import { button, expectNoSeriousA11yViolations, importScenario, lifeOf, projectLang, settledLog, type Words } from './fixtures.ts';
import { expectPrompt, fabWords, type FabWords } from './fabKit.ts';

// Two whole sessions passing priority tap by tap, and axe twice: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const skipButton = (page: Page) => page.getByTestId('skip-to-decision');
const result = (page: Page) => page.getByTestId('combat-result');
const currentStep = (page: Page) => page.getByTestId('step-tracker').locator('[aria-current="step"]');
/** Opens a scenario file through the menu, then makes sure the menu is closed (Escape closes it, and does nothing when it is). */
const open = async (page: Page, w: Words, text: string, name: string) => {
  await importScenario(page, w, text, name);
  await expect(page.getByTestId('prompt')).toBeVisible();
  await page.keyboard.press('Escape');
};
const kindOf = (page: Page) => page.getByTestId('prompt').getAttribute('data-kind');

/** A attacks with Head Jab (go again); Follow-up waits in hand for the action point; B wears a blade-break Helm. */
const fabChain = JSON.stringify({
  format: 'combat-referee/scenario@1',
  game: 'fab',
  rules: 'current',
  title: 'Skip or pass',
  setup: {
    players: [
      { id: 'A', life: 20, actionPoints: 1, resources: 0 },
      { id: 'B', life: 20, resources: 0 },
    ],
    active: 'A',
    cards: [
      { id: 'jab', owner: 'A', zone: 'hand', name: 'Head Jab', types: ['action', 'attack'], power: 3, defense: 2, cost: 0, pitch: 1, keywords: ['go again'] },
      { id: 'jab2', owner: 'A', zone: 'hand', name: 'Follow-up', types: ['action', 'attack'], power: 2, defense: 2, cost: 0, pitch: 1 },
      { id: 'helm', owner: 'B', zone: 'equipment', name: 'Helm', types: ['equipment'], defense: 1, keywords: ['blade break'] },
    ],
  },
  actions: [{ type: 'attack', by: 'A', card: 'jab', target: 'B' }],
});

/**
 * Plays the chain to the end of the action phase, making the same decisions either way: no defence
 * against Head Jab, Follow-up as soon as it may attack, the Helm against it. Between decisions
 * every priority is passed by hand, or skipped. Returns the taps spent on passing.
 */
const playChain = async (page: Page, w: FabWords, how: 'pass' | 'skip'): Promise<number> => {
  let taps = 0;
  let defended = 0;
  for (let guard = 0; guard < 60; guard++) {
    const kind = await kindOf(page);
    if (kind === 'fab.phaseEnded' || kind === 'fab.gameOver') return taps;
    if (kind === 'fab.defend') {
      if (defended === 0) await button(page, w.fab('ui.defend.submitNone')).click();
      else {
        await page.getByTestId('defend-helm').click();
        await button(page, w.fab('ui.defend.submit', { count: 1 })).click();
      }
      defended++;
      await expect(page.getByTestId('prompt')).not.toHaveAttribute('data-kind', 'fab.defend');
      continue;
    }
    expect(kind).toBe('fab.priority');
    const follow = button(page, w.fab('ui.attack.go', { name: 'Follow-up' }));
    if (await follow.isVisible()) {
      await follow.click();
      await expect(follow).toHaveCount(0);
      continue;
    }
    const before = await (await settledLog(page)).locator('li').count();
    await (how === 'pass' ? button(page, w.t('priority.pass')) : skipButton(page)).click();
    taps++;
    await expect.poll(() => page.getByTestId('event-log').locator('li').count()).toBeGreaterThan(before);
  }
  throw new Error('the chain never ended');
};

/** What the two sessions must agree on once the action phase is over. */
const outcome = async (page: Page) => ({
  kind: await kindOf(page),
  lifeA: await lifeOf(page, 'A').textContent(),
  lifeB: await lifeOf(page, 'B').textContent(),
  step: await currentStep(page).textContent(),
  result: await result(page).innerText(),
  log: await (await settledLog(page)).locator('li').allTextContents(),
});

test('FaB: skipping reaches the same outcome as passing by hand, in fewer taps', async ({ browser, viewport }, info) => {
  const w = fabWords(projectLang(info));
  const fresh = async () => {
    const context = await browser.newContext({ viewport: viewport ?? null, locale: info.project.use.locale, ...(info.project.use.isMobile ? { isMobile: true, hasTouch: true } : {}) });
    const page = await context.newPage();
    await page.goto('/');
    await open(page, w, fabChain, 'skip.json');
    await expectPrompt(page, 'fab.priority');
    return page;
  };
  const byHand = await fresh();
  const skipping = await fresh();
  // The skip is offered with priority, beside pass and advance, and says what it does.
  await expect(skipButton(skipping)).toContainText(w.t('priority.skip'));
  await expect(skipButton(skipping)).toContainText(w.t('priority.skipHint'));
  await expect(result(skipping)).toHaveCount(0);

  const passes = await playChain(byHand, w, 'pass');
  const skips = await playChain(skipping, w, 'skip');
  // One skip before each decision (two defences, the second attack) and one to the end; by hand, many more.
  expect(skips).toBe(4);
  expect(passes).toBeGreaterThan(2 * skips);

  const [a, b] = [await outcome(byHand), await outcome(skipping)];
  expect(b).toEqual(a);
  expect(b.kind).toBe('fab.phaseEnded');
  expect([b.lifeA, b.lifeB]).toEqual(['20', '16']);
  // The plain result: the helm destroyed with the blade-break rule, B's life change with the damage rule.
  await expect(result(skipping)).toContainText(w.t('result.gone.destroyed', { names: 'Helm' }));
  await expect(result(skipping).locator('li').filter({ hasText: 'Helm' }).locator('[data-rule="8.5.4"]')).toHaveCount(1);
  const lifeLine = result(skipping).locator('li').filter({ hasText: w.t('result.life', { player: w.t('playerName', { id: 'B' }), from: 20, to: 16 }) });
  await expect(lifeLine.locator('[data-rule="7.5.2"]')).toHaveCount(1);
  await expect(skipButton(skipping)).toHaveCount(0); // no priority, no skip
  await byHand.context().close();
  await skipping.context().close();
});

/** Ogre, Bear and Snake against Giant Spider and Elk; `actions` say how far the combat has gone. */
const mtgBoard = (actions: readonly object[]) =>
  JSON.stringify({
    format: 'combat-referee/scenario@1',
    game: 'mtg',
    rules: '2024-11',
    title: 'Skip to blocks',
    setup: {
      players: [
        { id: 'A', life: 20 },
        { id: 'B', life: 20 },
      ],
      active: 'A',
      permanents: [
        { id: 'ogre', controller: 'A', name: 'Hill Ogre', types: ['creature'], power: 3, toughness: 3 },
        { id: 'bear', controller: 'A', name: 'Bear', types: ['creature'], power: 2, toughness: 2 },
        { id: 'snake', controller: 'A', name: 'Snake', types: ['creature'], power: 1, toughness: 1 },
        { id: 'spider', controller: 'B', name: 'Giant Spider', types: ['creature'], power: 2, toughness: 4 },
        { id: 'elk', controller: 'B', name: 'Elk', types: ['creature'], power: 2, toughness: 2 },
      ],
    },
    actions,
  });

const attack = { by: 'A', type: 'declareAttackers', attackers: ['ogre', 'bear', 'snake'].map((id) => ({ id, target: 'B' })) };
const blocks = { by: 'B', type: 'declareBlockers', blockers: [{ id: 'spider', blocks: 'bear' }, { id: 'elk', blocks: 'snake' }] };

test('MTG: one skip from the first priority to the declare-blockers decision; the result at the end of combat', async ({ page }, info) => {
  const w: Words = fabWords(projectLang(info));
  await page.goto('/');
  await open(page, w, mtgBoard([{ by: 'A', type: 'advance' }, attack]), 'mtg-skip.json');
  await expectPrompt(page, 'mtg.priority');
  const stepBefore = await currentStep(page).textContent();
  const passesOf = (id: string) => page.getByTestId('event-log').locator('li').filter({ hasText: w.mtg('event.priorityPassed', { player: w.t('playerName', { id }) }) });
  await settledLog(page);
  const [a, b] = [await passesOf('A').count(), await passesOf('B').count()];
  if ((info.project.use.viewport?.width ?? 1000) <= 480) await expectNoSeriousA11yViolations(page);
  await skipButton(page).click();
  // Both players' passes in the declare attackers step (117.3d, 117.4), then straight to B's blocks (509.1).
  await expectPrompt(page, 'mtg.declareBlockers');
  await expect(currentStep(page)).not.toHaveText(stepBefore ?? '');
  await expect(passesOf('A')).toHaveCount(a + 1);
  await expect(passesOf('B')).toHaveCount(b + 1);
  // One action: one undo brings the priority back.
  await page.getByRole('button', { name: w.t('history.undo') }).first().click();
  await expectPrompt(page, 'mtg.priority');
  await expect(currentStep(page)).toHaveText(stepBefore ?? '');

  // With the blocks declared, one more skip runs combat to its end; the result says what happened and why.
  await open(page, w, mtgBoard([{ by: 'A', type: 'advance' }, attack, { by: 'A', type: 'advance' }, blocks]), 'mtg-blocks.json');
  await expectPrompt(page, 'mtg.priority');
  await skipButton(page).click();
  await expectPrompt(page, 'mtg.combatOver');
  const gone = w.t('result.gone.destroyed', { names: new Intl.ListFormat(w.lang, { type: 'conjunction' }).format(['Bear', 'Snake']) });
  await expect(result(page).locator('li').filter({ hasText: gone }).locator('[data-rule="704.5g"]')).toHaveCount(1);
  const life = w.t('result.life', { player: w.t('playerName', { id: 'B' }), from: 20, to: 17 });
  await expect(result(page).locator('li').filter({ hasText: life }).locator('[data-rule="120.3a"]')).toHaveCount(1);
  await expect(lifeOf(page, 'B')).toHaveText('17');
  await expect(result(page)).toBeInViewport();
  if ((info.project.use.viewport?.width ?? 1000) <= 480) await expectNoSeriousA11yViolations(page);
});
