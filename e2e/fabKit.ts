/** What the Flesh and Blood specs share: the FaB words and the board's places and checks. */
import { expect, type Page } from '@playwright/test';
import { button, gameWords, lifeOf, words, type Lang, type Words } from './fixtures.ts';

export type FabWords = Words & { readonly fab: (key: string, values?: Record<string, string | number>) => string };

/** The common words plus the FaB namespace. */
export const fabWords = (lang: Lang): FabWords => ({ ...words(lang), fab: gameWords(lang, 'fab') });

export const prompt = (page: Page) => page.getByTestId('prompt');
export const ruleCard = (page: Page) => page.getByTestId('rule-card');
export const link = (page: Page, n: number) => page.getByTestId(`link-${n}`);
export const expectPrompt = (page: Page, kind: string) => expect(prompt(page)).toHaveAttribute('data-kind', kind);
export const playerName = (w: FabWords, id: string) => w.t('playerName', { id });

/** The log line with this text that cites this rule (its badge). */
export const logLine = (page: Page, rule: string, text: string) =>
  page.getByTestId('event-log').locator('li').filter({ has: page.locator(`[data-rule="${rule}"]`) }).filter({ hasText: text });

/** "All pass": the button reads "resolve the top" while the stack holds something. */
export const allPass = async (page: Page, w: FabWords, stack: 'empty' | 'full' = 'empty') =>
  button(page, w.t(stack === 'empty' ? 'priority.advance' : 'priority.resolve')).click();

export const expectLife = async (page: Page, a: number, b: number) => {
  await expect(lifeOf(page, 'A')).toHaveText(String(a));
  await expect(lifeOf(page, 'B')).toHaveText(String(b));
};
