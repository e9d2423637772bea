/**
 * A game's set-up is described once: a numeric field added to a Battle Spirits spirit (or an MTG
 * creature) in a copy of its description (one line) reaches the loader's schema, the set-up
 * editor, the test kit's cards and the fuzz's random boards, with no other edit; and the locale
 * check asks for its words. So does one added inside an object of the description (a PMV player's
 * node area). A list of objects (FaB's triggers) is read, drawn and drawn randomly from its table alike.
 */
import * as fc from 'fast-check';
import { createInstance } from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { forTypes, initialOf, number, object, type SetupSpec } from './engine/setupSpec.ts';
import { setupArbOf } from './fuzz/bs/setup.ts';
import { setupArbOf as pmvSetupArbOf } from './fuzz/pmv/setup.ts';
import { BS_SETUP, schemasOf } from './games/bs/setup.ts';
import { FAB_SETUP, schemasOf as fabSchemasOf } from './games/fab/setup.ts';
import { typeFieldsArb } from './fuzz/setupArb.ts';
import { builders } from './games/bs/testkit.ts';
import { PMV_SETUP, schemasOf as pmvSchemasOf } from './games/pmv/setup.ts';
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

// The same for a field inside an object: a third count in a PMV player's node area.
const WITH_RESERVED = { ...PMV_SETUP, player: { ...PMV_SETUP.player, nodes: object({ ...PMV_SETUP.player.nodes.fields, reserved: number(0, 9, 0, { sample: [1, 2] }) }) } } as const satisfies SetupSpec;

/** A PMV board where A's node area is `n`. */
const nodes = (n: Record<string, unknown>) => ({ players: [{ id: 'A', nodes: n }, { id: 'B' }], active: 'A' });

describe('a field added to an object of the set-up description (a PMV player\'s node area)', () => {
  it('is read by the loader inside the object, within its bounds, and refused by name in a description without it', () => {
    const { setup } = pmvSchemasOf(WITH_RESERVED);
    expect(v.safeParse(setup, nodes({ active: 1, reserved: 2 })).success).toBe(true);
    expect(v.safeParse(setup, nodes({ reserved: 10 })).issues?.[0]?.message).toMatch(/at most 9/);
    expect(v.safeParse(pmvSchemasOf(PMV_SETUP).setup, nodes({ reserved: 2 })).issues?.[0]?.message).toMatch(/unknown field/);
  });

  it('is drawn by the set-up editor inside the object, under the object\'s words, and sets only itself', async () => {
    const i18n = createInstance();
    await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { pmv: { 'ui.setup.player.nodes': 'Nodes', 'ui.setup.player.nodes.reserved': 'Reserved' } } }, keySeparator: false, nsSeparator: ':' });
    const ctx: FieldContext = { game: 'pmv', label: (name) => `pmv:ui.setup.player.${name}`, domains: () => [], players: [{ id: 'A' }], nameOf: (id) => id, effects: WITH_RESERVED.effects };
    const html = renderToStaticMarkup(
      createElement(I18nextProvider, { i18n }, createElement(FieldList, { table: WITH_RESERVED.player, names: ['nodes'], object: { id: 'A', nodes: { reserved: 2 } }, onChange: () => undefined, ctx, testId: (name) => `${name}-input-A` })),
    );
    expect(html).toContain('data-testid="nodes-reserved-input-A"');
    expect(html).toContain('data-testid="nodes-active-input-A"');
    expect(html).toContain('Reserved');
    expect(describedSetupKeys('pmv', WITH_RESERVED, {}, [])).toContain('pmv:ui.setup.player.nodes.reserved');
  });

  it('starts at its value in a new object, and is drawn by the fuzz for every player, across its sample', () => {
    expect(initialOf(WITH_RESERVED.player.nodes)).toEqual({ active: 0, sleep: 0, reserved: 0 });
    const reserved = fc.sample(pmvSetupArbOf(WITH_RESERVED), { seed: 20261128, numRuns: 30 }).flatMap((s) => s.players.map((p) => (p as { nodes?: { reserved?: number } }).nodes?.reserved));
    expect(new Set(reserved)).toEqual(new Set([1, 2]));
  });
});

describe('a list of objects in a description (FaB: a card\'s triggers)', () => {
  const jab = { id: 'jab', owner: 'A', zone: 'hand', types: ['action', 'attack'], power: 3 };
  const trigger = { when: 'hit', effect: { kind: 'damage', player: 'B', amount: 1 } };
  const fabBoard = (card: Record<string, unknown>) => ({ players: [{ id: 'A', life: 20 }, { id: 'B', life: 20 }], active: 'A', cards: [{ ...jab, ...card }] });

  it('is read by the loader, each object with its table\'s fields, refused by name', () => {
    const { setup } = fabSchemasOf(FAB_SETUP);
    expect(v.safeParse(setup, fabBoard({ triggers: [trigger, { ...trigger, name: 'Zap' }] })).success).toBe(true);
    const unknown = v.safeParse(setup, fabBoard({ triggers: [{ ...trigger, when: 'blocks' }] }));
    expect(unknown.issues?.[0]?.message).toMatch(/trigger "blocks"/);
    expect(v.safeParse(setup, fabBoard({ triggers: [{ when: 'hit' }] })).success).toBe(false);
  });

  it('is drawn by the editor: each object under its number with its fields, its effect without "none", and a button adding one', async () => {
    const i18n = createInstance();
    await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { fab: { 'ui.setup.triggers.item': 'Trigger {{n}}', 'ui.setup.effect.noEffect': 'None' } } }, keySeparator: false, nsSeparator: ':' });
    const ctx: FieldContext = { game: 'fab', label: (name) => `fab:ui.setup.${name}`, domains: () => ['A', 'B'], players: [{ id: 'A' }, { id: 'B' }], nameOf: (id) => id, effects: FAB_SETUP.effects };
    const html = renderToStaticMarkup(
      createElement(I18nextProvider, { i18n }, createElement(FieldList, { table: FAB_SETUP.fields, names: ['triggers'], object: { ...jab, triggers: [trigger] }, onChange: () => undefined, ctx })),
    );
    expect(html).toContain('Trigger 1');
    expect(html).toContain('data-testid="card-triggers-0-when"');
    expect(html).toContain('data-testid="card-triggers-add"');
    expect(html).not.toContain('>None<');
  });

  it('is drawn by the fuzz: triggers at every moment, some cards without', () => {
    const drawn = fc.sample(typeFieldsArb(FAB_SETUP, 'attack', () => ['A', 'B']), { seed: 20261128, numRuns: 200 }).map((c) => c['triggers'] as { when: string }[] | undefined);
    expect(drawn.some((t) => t === undefined)).toBe(true);
    expect(new Set(drawn.flatMap((t) => t ?? []).map((t) => t.when))).toEqual(new Set(FAB_SETUP.fields.triggers.of.when.options));
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
