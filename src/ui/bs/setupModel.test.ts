import { describe, expect, it } from 'vitest';
import { bs } from '../../games/bs/index.ts';
import {
  addCard,
  BOARD_PRESETS,
  boardPreset,
  CARD_PRESETS,
  EFFECT_KINDS,
  effectOfKind,
  newBsSetup,
  presetCard,
  readSetup,
  removeCard,
  setPlayer,
  setSoulCore,
  soulCorePlaces,
  toggleKeyword,
  updateCard,
  withEffect,
  withType,
  type BsSetup,
} from './setupModel.ts';

const load = (setup: BsSetup) => bs.load({ rules: 'current', setup, actions: [] });

describe('Battle Spirits set-up model', () => {
  it.each(BOARD_PRESETS)('the %s board loads and asks A to declare an attack', (preset) => {
    const loaded = load(boardPreset(preset));
    expect(loaded.ok, JSON.stringify(loaded.ok ? null : loaded.error)).toBe(true);
    if (loaded.ok) expect(bs.prompt(loaded.value.state)).toMatchObject({ kind: 'bs.attack', player: 'A' });
  });

  it('preset names come from the screen language where given', () => {
    const setup = boardPreset('twoBattles', (id) => (id === 'drake' ? 'フレイムドレイク' : undefined));
    expect(setup.cards.find((c) => c.id === 'drake')?.name).toBe('フレイムドレイク');
    expect(setup.cards.find((c) => c.id === 'wolf')?.name).toBe('Grey Wolf');
  });

  it('every preset card loads in the engine with fresh ids', () => {
    let setup = newBsSetup();
    for (const p of CARD_PRESETS) setup = addCard(setup, presetCard(setup, p));
    for (const p of CARD_PRESETS) setup = addCard(setup, presetCard(setup, p));
    expect(new Set(setup.cards.map((c) => c.id)).size).toBe(CARD_PRESETS.length * 2);
    const magic = setup.cards.find((c) => c.type === 'magic');
    expect(magic?.owner).toBe('B');
    expect(magic?.flash).toMatchObject({ kind: 'bp', target: 'spirit2' });
    const loaded = load(setup);
    expect(loaded.ok, JSON.stringify(loaded.ok ? null : loaded.error)).toBe(true);
  });

  it('every effect kind, on attack, on block and as a flash, loads', () => {
    const base = boardPreset('twoBattles');
    for (const kind of EFFECT_KINDS) {
      const drake = base.cards.find((c) => c.id === 'drake');
      const surge = base.cards.find((c) => c.id === 'surge');
      if (!drake || !surge) throw new Error('preset');
      let setup = updateCard(base, 'drake', withEffect(drake, 'onAttack', effectOfKind(base, kind, undefined, 'drake')));
      setup = updateCard(setup, 'surge', withEffect(surge, 'flash', effectOfKind(setup, kind, surge.flash, 'surge')));
      const loaded = load(setup);
      expect(loaded.ok, `${kind}: ${JSON.stringify(loaded.ok ? null : loaded.error)}`).toBe(true);
    }
  });

  it('changing an effect kind keeps its target and a fitting amount', () => {
    const setup = boardPreset('twoBattles');
    const prev = { kind: 'bp', target: 'wolf', amount: 3000, until: 'turn' };
    expect(effectOfKind(setup, 'symbols', prev, 'x')).toEqual({ kind: 'symbols', target: 'wolf', amount: 1, until: 'turn' });
    expect(effectOfKind(setup, 'destroy', prev, 'x')).toEqual({ kind: 'destroy', target: 'wolf' });
    expect(effectOfKind(setup, 'life', prev, 'x')).toEqual({ kind: 'life', player: 'B', amount: -1 });
    expect(effectOfKind(setup, 'endBattle', prev, 'x')).toEqual({ kind: 'endBattle' });
  });

  it('the soul core follows its card: removed or moved off the field, it is no longer tracked', () => {
    let setup = boardPreset('twoBattles');
    expect(soulCorePlaces(setup, 'A')).toEqual(['life', 'reserve', 'trash', 'drake', 'knight']);
    setup = removeCard(setup, 'drake');
    expect(setup.players[0]?.soulCore).toBeUndefined();
    setup = setSoulCore(setup, 'A', 'knight');
    const knight = setup.cards.find((c) => c.id === 'knight');
    if (!knight) throw new Error('preset');
    setup = updateCard(setup, 'knight', { ...knight, zone: 'hand' });
    expect(setup.players[0]?.soulCore).toBeUndefined();
    expect(setSoulCore(setup, 'B', '').players[1]?.soulCore).toBeUndefined();
    expect(setSoulCore(setup, 'B', 'trash').players[1]?.soulCore).toBe('trash');
  });

  it('a new type keeps the card in the format: magic loses BP and gets a cost, a spirit the reverse', () => {
    const setup = boardPreset('confront');
    const rhino = setup.cards.find((c) => c.id === 'rhino');
    if (!rhino) throw new Error('preset');
    const magic = withType(rhino, 'magic');
    expect(magic).toMatchObject({ type: 'magic', zone: 'hand', cost: 0 });
    expect(magic.bp).toBeUndefined();
    expect(magic.keywords).toBeUndefined();
    const back = withType({ ...magic, zone: 'field' }, 'spirit');
    expect(back).toMatchObject({ type: 'spirit', bp: 3000, symbols: 1, cores: 1, exhausted: false, keywords: [] });
    expect(back.cost).toBeUndefined();
    expect(toggleKeyword(back, 'blessed').keywords).toEqual(['blessed']);
    expect(toggleKeyword(toggleKeyword(back, 'blessed'), 'blessed').keywords).toEqual([]);
  });

  it('reads a partial draft and edits players', () => {
    const s = readSetup({ players: [{ id: 'X', life: 3, soulCore: 'life' }], firstTurn: true, cards: [{ id: 'c', owner: 'X', zone: 'hand', type: 'magic' }] });
    expect(s.players[0]).toEqual({ id: 'X', life: 3, reserve: 0, trashCores: 0, soulCore: 'life' });
    expect(s.active).toBe('X');
    expect(s.firstTurn).toBe(true);
    expect(setPlayer(s, 'X', { reserve: 4 }).players[0]?.reserve).toBe(4);
    expect(readSetup(null)).toEqual(newBsSetup());
  });
});
