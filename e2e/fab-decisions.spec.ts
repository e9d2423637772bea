/**
 * Flesh and Blood decisions other than priority, through their panels: the order of a player's
 * own triggers (the last one put on the stack resolves first), then which prevention a hero uses
 * against arcane damage (arcane barrier paid in resources, spellvoid destroying its card). The
 * board comes from a scenario file opened through the menu. Japanese on the phone, English on
 * desktop; on the phone both panels are also checked with axe.
 */
import { expect, test } from '@playwright/test';
import { button, expectNoSeriousA11yViolations, importScenario, lifeOf, projectLang } from './fixtures.ts';
import { fabWords, expectPrompt } from './fabKit.ts';

/** A attacks with Head Jab, whose two "when this attacks" triggers wait to be ordered; B wears arcane barrier 1 and spellvoid 2. */
const scenario = JSON.stringify({
  format: 'combat-referee/scenario@1',
  game: 'fab',
  rules: 'current',
  title: 'Trigger order and prevention',
  setup: {
    players: [
      { id: 'A', life: 20, actionPoints: 1, resources: 0 },
      { id: 'B', life: 20, actionPoints: 0, resources: 1 },
    ],
    active: 'A',
    cards: [
      {
        id: 'jab',
        owner: 'A',
        zone: 'hand',
        name: 'Head Jab',
        types: ['action', 'attack'],
        power: 4,
        defense: 2,
        cost: 0,
        pitch: 1,
        triggers: [
          { when: 'attack', effect: { kind: 'power', target: 'chainLink', amount: 1 }, name: 'Rally' },
          { when: 'attack', effect: { kind: 'damage', player: 'B', amount: 3, arcane: true }, name: 'Zap' },
        ],
      },
      { id: 'hood', owner: 'B', zone: 'equipment', name: 'Nullrune Hood', types: ['equipment'], defense: 1, keywords: ['arcane barrier 1'] },
      { id: 'robe', owner: 'B', zone: 'equipment', name: 'Spellbound Robe', types: ['equipment'], defense: 0, keywords: ['spellvoid 2'] },
    ],
  },
  actions: [
    { type: 'attack', by: 'A', card: 'jab', target: 'B' },
    { type: 'advance', by: 'A' },
  ],
});

test('A orders two triggers, then B prevents arcane damage with arcane barrier and spellvoid', async ({ page, viewport }, info) => {
  const w = fabWords(projectLang(info));
  const phone = (viewport?.width ?? 0) <= 480;
  await page.goto('/');
  await importScenario(page, w, scenario, 'order-prevent.json');

  // 1.10.2d: A puts the two triggers on the stack in an order; the bottom one resolves first.
  await expectPrompt(page, 'fab.order');
  await expect(page.getByTestId('order-hint')).toHaveText(w.fab('ui.order.hint'));
  const items = page.getByTestId('order-list').locator('li');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Rally');
  await expect(items.nth(1)).toContainText(w.fab('ui.order.resolvesFirst'));
  await page.getByRole('button', { name: w.t('order.up', { name: 'Zap' }) }).click();
  await expect(items.nth(0)).toContainText('Zap');
  await expect(items.nth(1)).toContainText('Rally');
  await expect(items.nth(1)).toContainText(w.fab('ui.order.resolvesFirst'));
  if (phone) await expectNoSeriousA11yViolations(page);
  await page.getByTestId('order-submit').click();

  // Rally (+1 power to this chain link) went on last: it is on top and resolves first.
  // The stack names a trigger's layer by its card, so each is told apart by what it does.
  await expectPrompt(page, 'fab.priority');
  const stack = page.getByTestId('stack').locator('li');
  await expect(stack).toHaveCount(2);
  await expect(stack.first()).toContainText(w.fab('ui.effect.chainLink'));
  await button(page, w.t('priority.resolve')).click();
  await expect(stack).toHaveCount(1);
  await expect(stack.first()).not.toContainText(w.fab('ui.effect.chainLink'));
  await expect(page.getByTestId('link-1')).toContainText(w.fab('ui.chain.attack', { attack: 'Head Jab', power: 5, target: w.t('playerName', { id: 'B' }) }));

  // Zap resolves: 3 arcane damage about to be dealt to B, who chooses the prevention.
  await button(page, w.t('priority.resolve')).click();
  await expectPrompt(page, 'fab.prevent');
  await expect(page.getByTestId('prevent-damage')).toContainText(w.fab('ui.prevent.damage', { amount: 3, player: w.t('playerName', { id: 'B' }), source: 'Head Jab' }));
  const barrier = page.getByTestId('prevent-hood-arcane-barrier');
  const spellvoid = page.getByTestId('prevent-robe-spellvoid');
  await expect(barrier).toContainText(w.fab('ui.prevent.pay', { n: 1 }));
  await expect(barrier.locator('[data-rule="8.3.8"]')).toBeVisible();
  await expect(spellvoid).toContainText(w.fab('ui.prevent.destroy'));
  await barrier.click();
  await spellvoid.click();
  await expect(page.getByTestId('prevent-total')).toHaveText(w.fab('ui.prevent.total', { prevented: 3, amount: 3, cost: 1, pool: 1 }));
  await expect(page.getByTestId('prevent-verdict')).toContainText(w.fab('ui.prevent.legal'));
  if (phone) await expectNoSeriousA11yViolations(page);
  await page.getByTestId('prevent-submit').click();

  // All 3 prevented: B's life stays; the spellvoid robe is destroyed, the pool is spent.
  await expectPrompt(page, 'fab.priority');
  await expect(lifeOf(page, 'B')).toHaveText('20');
  await expect(page.getByTestId('zone-B-graveyard')).toContainText('Spellbound Robe');
  await expect(page.getByTestId('zone-B-equipment')).toContainText('Nullrune Hood');
  await expect(page.getByTestId('life-B')).toContainText(w.fab('figure.resources', { n: 0 }));
});
