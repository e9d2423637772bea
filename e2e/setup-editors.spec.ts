/**
 * The set-up editors' small things (issue 12, point 8), on a phone in Japanese and a desktop in
 * English: quick entry with a quoted name and the app's own Japanese words, adding from the full
 * form, a FaB keyword ticked in Japanese that Start accepts, "-5" typed into a modifier, a
 * 10,000-character paste that is cut and never widens the page, and targets of at least 24 px.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { button, gameWords, openSetup, projectLang, words, type Game, type Lang } from './fixtures.ts';

/** The game's set-up in `lang`; returns the common words. */
const setupIn = async (page: Page, lang: Lang, game: Game) => {
  const w = words(lang);
  await openSetup(page, w, game);
  return w;
};

/** The page is no wider than the screen: nothing typed or pasted pushes it sideways. */
const expectNoSideways = async (page: Page) => {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
};

const expectTarget = async (target: Locator, what: string) => {
  const box = await target.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box?.width ?? 0, `${what} width`).toBeGreaterThanOrEqual(24);
  expect(box?.height ?? 0, `${what} height`).toBeGreaterThanOrEqual(24);
};

/** Types into a number field key by key, as a thumb would. */
const typeInto = async (field: Locator, text: string) => {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(text);
};

test('MTG quick entry: a quoted name, the longest name before the figure, the Japanese words the app shows', async ({ page }, info) => {
  const lang = projectLang(info);
  const w = await setupIn(page, lang, 'mtg');
  const add = async (line: string) => {
    await page.getByTestId('quick-entry').fill(line);
    await button(page, w.mtg('quick.add')).click();
    await expect(page.getByTestId('quick-entry')).toHaveValue('');
  };
  const row = (name: string) => page.getByTestId('setup-permanent').filter({ hasText: name });

  // A name holding a keyword word, quoted in the language's quotes.
  await add(lang === 'ja' ? '「Flying Men」 1/1 flying' : '"Flying Men" 1/1 flying');
  await expect(row('Flying Men')).toContainText(w.mtg('keyword.flying'));
  await expect(row('Flying Men')).toContainText('1/1');
  // Unquoted: every word before the figure is the name.
  await add(`Defender of Law 2/2 ${w.mtg('keyword.defender')}`);
  await expect(row('Defender of Law')).toContainText(w.mtg('keyword.defender'));
  // The app's own Japanese words: 守備値 as the board shows it, and a keyword by its shown name.
  await add('包囲戦 守備値 5');
  await expect(row('包囲戦')).toContainText(w.mtg('figure.defense', { n: 5 }));
  await add('見張り 0/4 防衛 警戒 タップ状態');
  await expect(row('見張り')).toContainText(w.mtg('ui.setup.tapped'));
  await expect(page.getByTestId('quick-message')).toHaveText('');
  // A line it cannot read says so in the screen's language.
  await page.getByTestId('quick-entry').fill('"Open 2/2');
  await button(page, w.mtg('quick.add')).click();
  await expect(page.getByTestId('quick-message')).toHaveText(w.mtg('quick.error.unclosedQuote', { word: '"Open 2/2' }));

  // The full form adds without a line: a creature opens in its editor, the name focused.
  await page.getByTestId('add-by-form').click();
  const fresh = page.getByTestId('setup-permanent').last();
  const name = fresh.getByTestId('card-name');
  await expect(name).toBeFocused();
  await name.fill('Serra Angel');
  await fresh.getByRole('button', { name: w.mtg('keyword.flying'), exact: true }).click();
  await button(page, w.t('setup.done')).click();
  await expect(fresh).toContainText('Serra Angel');
  await expect(fresh).toContainText(w.mtg('keyword.flying'));
  await expect(page.getByTestId('setup-permanent')).toHaveCount(5);

  // "-5" typed into the power: the "-" is kept while typing, the number counts.
  await fresh.getByRole('button', { name: `${w.t('setup.edit')} Serra Angel` }).click();
  const power = fresh.getByLabel(w.mtg('ui.setup.power'), { exact: true });
  await typeInto(power, '-');
  await expect(power).toHaveValue('-');
  await power.pressSequentially('5');
  await power.blur();
  await expect(power).toHaveValue('-5');
  // Bounds apply when the field is left: damage can't be negative.
  const damage = fresh.getByLabel(w.mtg('ui.setup.damage'), { exact: true });
  await typeInto(damage, '-3');
  await damage.blur();
  await expect(damage).toHaveValue('0');

  // Keyword toggles are big enough for a thumb.
  for (const k of ['flying', 'reach', 'haste', 'infect']) await expectTarget(fresh.getByRole('button', { name: w.mtg(`keyword.${k}`), exact: true }), `MTG keyword toggle ${k}`);

  // A 10,000-character paste is cut to the name limit; the page does not widen.
  await name.fill('');
  await name.focus();
  await page.keyboard.insertText('長'.repeat(10_000));
  await expect(name).toHaveValue('長'.repeat(60));
  await button(page, w.t('setup.done')).click();
  await expectNoSideways(page);
  if (lang === 'ja') expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('FaB: a keyword ticked in Japanese is accepted by Start; presets are named; a modifier takes "-5"', async ({ page }, info) => {
  const lang = projectLang(info);
  const w = await setupIn(page, lang, 'fab');
  const fab = gameWords(lang, 'fab');
  await button(page, fab('ui.setup.preset.example')).click();
  await expect(page.getByTestId('setup-card')).toHaveCount(6);

  // Presets come named in the screen's language.
  await page.getByTestId('preset-attackReaction').click();
  const reaction = page.getByTestId('setup-card').last();
  await expect(reaction).toContainText(fab('ui.setup.cardName.attackReaction'));

  // Its +2 becomes -5, typed.
  await reaction.getByRole('button', { name: new RegExp(`^${w.t('setup.edit')}`) }).click();
  const amount = reaction.getByTestId('effect-effect').getByLabel(fab('ui.setup.effect.amount'), { exact: true });
  await typeInto(amount, '-');
  await expect(amount).toHaveValue('-');
  await amount.pressSequentially('5');
  await amount.blur();
  await expect(amount).toHaveValue('-5');

  // Keyword chips and number fields: at least 24 px.
  await expectTarget(reaction.getByTestId('keyword-dominate'), 'FaB keyword checkbox');
  await expectTarget(reaction.getByTestId('card-power'), 'FaB power field');
  await expectTarget(reaction.getByTestId('card-cost'), 'FaB cost field');
  await reaction.getByTestId('keyword-ward').check();
  await expectTarget(reaction.getByTestId('keyword-n-ward'), 'FaB keyword N field');
  await reaction.getByTestId('keyword-ward').uncheck();

  // The Head Jab gets dominate, ticked under its Japanese (or English) name.
  const jab = page.locator('[data-testid="setup-card"][data-id="jab"]');
  await jab.getByRole('button', { name: `${w.t('setup.edit')} Head Jab` }).click();
  await jab.getByRole('checkbox', { name: fab('keyword.dominate'), exact: true }).check();
  await expect(jab).toContainText(fab('keyword.dominate'));

  // A keyword written in Japanese words in the JSON is stored as the engine's id (and ticked).
  await button(page, w.t('setup.json')).click();
  const json = page.getByRole('textbox', { name: w.t('setup.json') });
  const text = (await json.inputValue()).replace('"blade break"', '"ブレードブレイク", "ウォード 2"');
  await json.fill(text);
  await button(page, w.t('setup.jsonApply')).click();
  const helm = page.locator('[data-testid="setup-card"][data-id="helm"]');
  await expect(helm).toContainText(`${fab('keyword.ward')} 2`);
  await expect(page.getByTestId('keyword-problems')).toHaveCount(0);

  await button(page, w.t('setup.start')).click();
  await expect(page.getByRole('alert').filter({ hasText: w.t('setup.invalid') })).toHaveCount(0);
  await expect(page.getByTestId('prompt')).toHaveAttribute('data-kind', 'fab.priority');
});

test('a long name from a file wraps in every game\'s editor, and a pasted one is cut', async ({ page }, info) => {
  const lang = projectLang(info);
  for (const game of ['fab', 'bs', 'pmv'] as const) {
    // A fresh browser for each game: the last game's board is kept in storage otherwise.
    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
    const w = await setupIn(page, lang, game);
    // A card whose name is one 10,000-character word, as an imported file may hold it.
    await button(page, w.t('setup.json')).click();
    const json = page.getByRole('textbox', { name: w.t('setup.json') });
    const setup = JSON.parse(await json.inputValue()) as { cards: unknown[]; players: { id: string }[] };
    const owner = setup.players[0]?.id ?? 'A';
    const card = game === 'fab' ? { id: 'long', owner, zone: 'hand', types: ['action'], defense: 2 } : game === 'bs' ? { id: 'long', owner, zone: 'field', type: 'spirit', bp: 3000 } : { id: 'long', owner, zone: 'field', type: 'character', attack: 2, toughness: 2 };
    await json.fill(JSON.stringify({ ...setup, cards: [...setup.cards, { ...card, name: 'W'.repeat(10_000) }] }));
    await button(page, w.t('setup.jsonApply')).click();
    const row = page.locator('[data-testid="setup-card"][data-id="long"]');
    await expect(row).toBeVisible();
    await expectNoSideways(page);
    // Pasted into the name field, it is cut to 60.
    await row.getByRole('button', { name: new RegExp(`^${w.t('setup.edit')}`) }).click();
    const name = row.getByTestId('card-name');
    await name.fill('');
    await name.focus();
    await page.keyboard.insertText('x'.repeat(10_000));
    await expect(name).toHaveValue('x'.repeat(60));
    await expectNoSideways(page);
    // Checkboxes of the editor are at least 24 px.
    const box = row.getByRole('checkbox').first();
    if ((await box.count()) > 0) await expectTarget(box, `${game} checkbox`);
  }
});

test('a player renamed in the set-up: the board, the decisions and the cards follow the new name', async ({ page }, info) => {
  const w = words(projectLang(info));
  await openSetup(page, w, 'bs', 'twoBattles');
  const name = page.getByTestId('player-id-A');
  await name.fill('Alice');
  await name.press('Enter');
  await expect(page.getByTestId('setup-player-Alice')).toBeVisible();
  // A name a card or the other player has is named as the problem and not applied.
  const again = page.getByTestId('player-id-Alice');
  await again.fill('B');
  await expect(again).toHaveAttribute('aria-invalid', 'true');
  await again.fill('Alice');
  await button(page, w.t('setup.start')).click();
  // Alice is the turn player, who declares the attack with her spirits (the drake was A's).
  await expect(page.getByTestId('prompt')).toHaveAttribute('data-kind', 'bs.attack');
  await expect(page.getByTestId('prompt')).toContainText(w.t('playerName', { id: 'Alice' }));
  await expect(page.getByTestId('attack-drake')).toBeVisible();
});
