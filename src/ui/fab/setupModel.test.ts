import { describe, expect, it } from 'vitest';
import { fab } from '../../games/fab/index.ts';
import { addCard, exampleSetup, newFabSetup, parseKeywords, presetCard, PRESETS, readSetup, removeCard, setPlayer } from './setupModel.ts';

describe('FaB set-up model', () => {
  it('every preset card loads in the engine with fresh ids', () => {
    let setup = newFabSetup();
    for (const p of PRESETS) setup = addCard(setup, presetCard(setup, p));
    expect(new Set(setup.cards.map((c) => c.id)).size).toBe(PRESETS.length);
    const loaded = fab.load({ rules: 'current', setup, actions: [] });
    expect(loaded.ok).toBe(true);
  });

  it('the example board loads and offers A an attack', () => {
    const loaded = fab.load({ rules: 'current', setup: exampleSetup(), actions: [] });
    expect(loaded.ok).toBe(true);
    if (loaded.ok) expect(fab.prompt(loaded.value.state)).toMatchObject({ kind: 'fab.priority', player: 'A' });
  });

  it('reads a partial draft, edits players and cards, parses keywords', () => {
    const s = readSetup({ players: [{ id: 'X', life: 7 }], cards: [{ id: 'c', owner: 'X', zone: 'hand', types: [] }] });
    expect(s.players[0]).toEqual({ id: 'X', life: 7, actionPoints: 0, resources: 0 });
    expect(s.active).toBe('X');
    expect(setPlayer(s, 'X', { life: 3 }).players[0]?.life).toBe(3);
    expect(removeCard(s, 'c').cards).toEqual([]);
    expect(parseKeywords('Go again, piercing 2、 dominate')).toEqual(['go again', 'piercing 2', 'dominate']);
  });
});
