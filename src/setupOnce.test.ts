/**
 * A game's set-up is described once: a numeric field added to a Battle Spirits spirit (or an MTG
 * creature) in a copy of its description (one line) reaches the loader's schema, the set-up
 * editor, the test kit's cards and the fuzz's random boards, with no other edit; and the locale
 * check asks for its words.
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
import { boardArbOf } from './fuzz/mtg/setup.ts';
import { MTG_SETUP, schemasOf as mtgSchemasOf } from './games/mtg/setup.ts';
import { builders as mtgBuilders } from './games/mtg/testkit.ts';
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

// MTG's permanents have a list of types: a shield count on creatures only, the same one line.
const WITH_SHIELD = { ...MTG_SETUP, fields: { ...MTG_SETUP.fields, shields: forTypes(['creature'], number(0, 2, 0)) } } as const satisfies SetupSpec;
const mtgBoard = (p: Record<string, unknown>) => ({ players: [{ id: 'A' }, { id: 'B' }], active: 'A', permanents: [{ id: 'p', controller: 'A', types: ['creature'], power: 1, toughness: 1, ...p }] });

describe('a field added to the MTG set-up description', () => {
  it('reaches the loader, the editor, the test kit and the fuzz, on creatures only', () => {
    expect(v.safeParse(mtgSchemasOf(WITH_SHIELD).setup, mtgBoard({ shields: 2 })).success).toBe(true);
    expect(v.safeParse(mtgSchemasOf(WITH_SHIELD).setup, mtgBoard({ shields: 3 })).issues?.[0]?.message).toMatch(/at most 2/);
    expect(v.safeParse(mtgSchemasOf(MTG_SETUP).setup, mtgBoard({ shields: 1 })).issues?.[0]?.message).toMatch(/unknown field/);
    expect(cardEditorFields(WITH_SHIELD, { types: ['creature', 'artifact'] })).toContain('shields');
    expect(cardEditorFields(WITH_SHIELD, { types: ['planeswalker'] })).not.toContain('shields');
    expect(mtgBuilders(WITH_SHIELD).creature('c', 'A', 2, 2)).toMatchObject({ shields: 0 });
    expect(mtgBuilders(WITH_SHIELD).planeswalker('w', 'A', 3)).not.toHaveProperty('shields');
    const drawn = fc.sample(boardArbOf(WITH_SHIELD), { seed: 20261128, numRuns: 30 }).flatMap((s) => (s.permanents ?? []).filter((p) => p.types.includes('creature')).map((p) => (p as Record<string, unknown>)['shields']));
    expect(new Set(drawn)).toEqual(new Set([0, 1, 2]));
  });
});
