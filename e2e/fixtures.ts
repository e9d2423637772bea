/**
 * Shared e2e helpers: the UI's own words (read from the locale files, so a test written once
 * runs in Japanese on the phone and in English on the desktop), and axe with the project's tags.
 */
import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

export type Lang = 'en' | 'ja';

const load = (lang: Lang, ns: string): Record<string, string> => JSON.parse(readFileSync(`locales/${lang}/${ns}.json`, 'utf8'));

export type Words = {
  readonly lang: Lang;
  /** A common-namespace string with its {{values}} filled in. */
  readonly t: (key: string, values?: Record<string, string | number>) => string;
  /** An MTG-namespace string. */
  readonly mtg: (key: string, values?: Record<string, string | number>) => string;
};

const fill = (text: string | undefined, key: string, values: Record<string, string | number>) => {
  if (text === undefined) throw new Error(`no locale text for ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
};

export const words = (lang: Lang): Words => {
  const common = load(lang, 'common');
  const mtg = load(lang, 'mtg');
  return {
    lang,
    t: (key, values = {}) => fill(common[key], key, values),
    mtg: (key, values = {}) => fill(mtg[key] ?? load('en', 'mtg')[key], key, values),
  };
};

/** A game namespace's words ({{values}} filled in), for a spec that checks that game's screens. */
export const gameWords = (lang: Lang, ns: string): ((key: string, values?: Record<string, string | number>) => string) => {
  const text = load(lang, ns);
  return (key, values = {}) => fill(text[key], `${ns}:${key}`, values);
};

/** The language the app picks from the project's browser locale (ja-JP on the phone). */
export const projectLang = (info: TestInfo): Lang => (String(info.project.use.locale ?? 'en').startsWith('ja') ? 'ja' : 'en');

export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

export type Game = 'mtg' | 'fab' | 'bs' | 'pmv';

/**
 * From the start screen to a game's set-up, as a judge goes: the game chosen, "Set up the board",
 * the set-up screen's heading shown; then, given one, a board preset picked and its board shown
 * (its cards, or MTG's permanents).
 */
export const setUp = async (page: Page, w: Pick<Words, 't'>, game: Game, preset?: string) => {
  await page.getByRole('radio', { name: w.t(`game.${game}`) }).check();
  await button(page, w.t('start.setup')).click();
  await expect(page.getByRole('heading', { name: w.t('setup.title', { game: w.t(`game.${game}`) }) })).toBeVisible();
  if (preset === undefined) return;
  await page.getByTestId(`preset-board-${preset}`).click();
  await expect(page.getByTestId(/^setup-(card|permanent)$/).first()).toBeVisible();
};

/** The app opened at its start page, in the words' language, then {@link setUp}. */
export const openSetup = async (page: Page, w: Pick<Words, 'lang' | 't'>, game: Game, preset?: string) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', w.lang);
  await setUp(page, w, game, preset);
};

/** Fails on any serious or critical WCAG 2.1 AA violation, listing them. */
export const expectNoSeriousA11yViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
};

export const scenarioFile = (name: string) => readFileSync(`e2e/data/${name}`, 'utf8');

/** Opens a scenario file through the menu's file input, as a judge would. */
export const importScenario = async (page: Page, w: Words, text: string, name = 'scenario.json') => {
  await page.getByText(w.t('menu.title'), { exact: true }).click();
  // The menu's own input (the start screen has one too), there once the menu's commands have loaded.
  await page.locator('header details').getByTestId('import-file').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
};

export const lifeOf = (page: Page, player: string) => page.getByTestId(`life-value-${player}`);

/**
 * The event log once it has caught up with the last action: it follows a tap a frame late and is
 * aria-busy until then, so a count or a text read at once could be the log before the tap.
 */
export const settledLog = async (page: Page) => {
  await expect(page.getByTestId('log-section')).not.toHaveAttribute('aria-busy', 'true');
  return page.getByTestId('event-log');
};

/**
 * The double-block file (Colossus 6/6 first strike, trample, already attacking), opened: its
 * decisions played on to the damage assignment (Bear and Ogre both block Colossus).
 */
export const doubleBlockToDamage = async (page: Page, w: Words) => {
  await button(page, w.t('priority.advance')).click();
  await page.getByTestId('block-select-bear').selectOption('colossus');
  await page.getByTestId('block-select-ogre').selectOption('colossus');
  await button(page, w.mtg('ui.block.declare', { count: 2 })).click();
  await button(page, w.t('priority.advance')).click();
  await expect(page.getByTestId('prompt')).toHaveAttribute('data-kind', 'mtg.assignDamage');
};

/** The double-block file's sixth decision: 2 to Bear, 3 to Ogre, 1 tramples over to B. */
export const assignOneOver = async (page: Page, w: Words) => {
  await page.getByTestId('assign-colossus-bear').fill('2');
  await page.getByTestId('assign-colossus-ogre').fill('3');
  await page.getByTestId('assign-colossus-B').fill('1');
  await button(page, w.mtg('ui.damage.submit')).click();
  await expect(lifeOf(page, 'B')).toHaveText('19');
};
