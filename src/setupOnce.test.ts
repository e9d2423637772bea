/**
 * A game's set-up is described once: a numeric field added to a Battle Spirits spirit in a copy
 * of its description (one line) reaches the loader's schema, the set-up editor, the test kit's
 * cards and the fuzz's random boards, with no other edit; and the locale check asks for its words.
 */
import * as fc from 'fast-check';
import { createInstance } from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { number, forTypes, type SetupSpec } from './engine/setupSpec.ts';
import { setupArbOf } from './fuzz/bs/setup.ts';
import { BS_SETUP, schemasOf } from './games/bs/setup.ts';
import { builders } from './games/bs/testkit.ts';
import { cardEditorFields } from './ui/components/DescribedSetup.tsx';
import { describedSetupKeys, FieldList, type FieldContext } from './ui/components/SetupFields.tsx';

// The one line: spirits (not ultimates) get a level from 1 to 3, starting at 1.
const WITH_LEVEL = { ...BS_SETUP, fields: { ...BS_SETUP.fields, level: forTypes(['spirit'], number(1, 3, 1)) } } as const satisfies SetupSpec;

const board = (card: Record<string, unknown>) => ({ players: [{ id: 'A' }, { id: 'B' }], active: 'A', cards: [{ id: 's', owner: 'A', zone: 'field', type: 'spirit', bp: 3000, ...card }] });

describe('a field added to the set-up description', () => {
  it('is read by the loader, within its bounds, and refused by name in a description without it', () => {
    const { setup } = schemasOf(WITH_LEVEL);
    expect(v.safeParse(setup, board({ level: 2 })).success).toBe(true);
    const tooHigh = v.safeParse(setup, board({ level: 4 }));
    expect(tooHigh.success).toBe(false);
    expect(tooHigh.issues?.[0]?.message).toMatch(/at most 3/);
    const without = v.safeParse(schemasOf(BS_SETUP).setup, board({ level: 2 }));
    expect(without.issues?.[0]?.message).toMatch(/unknown field/);
  });

  it('is drawn by the set-up editor on a spirit, under its own words, and not on magic', async () => {
    const i18n = createInstance();
    await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { bs: { 'ui.setup.level': 'Level' } } }, keySeparator: false, nsSeparator: ':' });
    const ctx: FieldContext = { game: 'bs', label: (name) => `bs:ui.setup.${name}`, domains: () => [], players: [{ id: 'A' }], nameOf: (id) => id, effects: WITH_LEVEL.effects };
    const render = (card: Record<string, unknown>) =>
      renderToStaticMarkup(
        createElement(I18nextProvider, { i18n }, createElement(FieldList, { table: { ...WITH_LEVEL.card, ...WITH_LEVEL.fields }, names: cardEditorFields(WITH_LEVEL, card), object: card, onChange: () => undefined, ctx })),
      );
    const spirit = render({ id: 's', owner: 'A', zone: 'field', type: 'spirit', level: 2 });
    expect(spirit).toContain('data-testid="card-level"');
    expect(spirit).toContain('Level');
    expect(render({ id: 'm', owner: 'A', zone: 'hand', type: 'magic' })).not.toContain('card-level');
    expect(describedSetupKeys('bs', WITH_LEVEL, {}, [])).toContain('bs:ui.setup.level');
  });

  it('starts at its value in the test kit\'s cards', () => {
    expect(builders(WITH_LEVEL).spirit('s', 'A', 3000)).toMatchObject({ type: 'spirit', level: 1 });
    expect(builders(WITH_LEVEL).magic('m', 'A', 1)).not.toHaveProperty('level');
  });

  it('is drawn by the fuzz on every spirit of a random board, across its range', () => {
    const levels = fc
      .sample(setupArbOf(WITH_LEVEL), { seed: 20261128, numRuns: 60 })
      .flatMap((s) => s.cards.filter((c) => c.type === 'spirit' && c.zone === 'field'))
      .map((c) => c['level']);
    expect(levels.length).toBeGreaterThan(20);
    expect(new Set(levels)).toEqual(new Set([1, 2, 3]));
  });
});
