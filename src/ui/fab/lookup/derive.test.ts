/**
 * The FaB lookup's data on real cards of the fab-cards package (issue 14): what each card fills
 * (types, slot, figures, the keywords the referee models) and what it leaves to the card's text;
 * then a board built from looked-up cards is loaded and played by the FaB module itself.
 */
import type { Card } from 'fab-cards';
import { describe, expect, it } from 'vitest';
import { fab } from '../../../games/fab/index.ts';
import type { FabAction, FabState } from '../../../games/fab/types.ts';
import { loadFabCards } from '../../../../scripts/fabCards.ts';
import { decodeRow, lookupCard, searchCards, type FabLookupCard } from './cardData.ts';
import { deriveRow, deriveRows, ownKeyword } from './derive.ts';

const cards = loadFabCards();
const rows = deriveRows(cards);
/** The looked-up variants of a card, red to blue. */
const variants = (name: string): FabLookupCard[] => rows.filter((r) => r[0] === name).map(decodeRow);
const one = (name: string): FabLookupCard => {
  const [v] = variants(name);
  if (!v) throw new Error(`no ${name}`);
  return v;
};

describe('fab-cards -> lookup rows', () => {
  it('Head Jab: a red, yellow and blue attack action with go again, power 3/2/1', () => {
    expect(variants('Head Jab').map((v) => [v.pitch, v.power, v.defense, v.cost, v.types, v.keywords])).toEqual([
      [1, 3, 2, 0, ['action', 'attack'], ['go again']],
      [2, 2, 2, 0, ['action', 'attack'], ['go again']],
      [3, 1, 2, 0, ['action', 'attack'], ['go again']],
    ]);
  });

  it('Sink Below: a defense reaction with its defense and pitch, no power; its text left to manual effects', () => {
    expect(variants('Sink Below').map((v) => [v.pitch, v.defense])).toEqual([
      [1, 4],
      [2, 3],
      [3, 2],
    ]);
    const red = one('Sink Below');
    expect(red).toMatchObject({ types: ['defense reaction'], power: null, cost: 0, keywords: [] });
    expect(red.text).toMatch(/draw a card/);
  });

  it('equipment: its slot, blade break, battleworn and temper from the keyword field', () => {
    expect(one("Fyendal's Spring Tunic")).toMatchObject({ types: ['equipment'], slot: 'Chest', defense: 1, keywords: ['blade break'], pitch: null, cost: null });
    expect(one('Scabskin Leathers')).toMatchObject({ types: ['equipment'], slot: 'Legs', defense: 2, keywords: ['battleworn'] });
    const temper = rows.map(decodeRow).filter((c) => c.types.includes('equipment') && c.keywords.includes('temper'));
    expect(temper.length).toBeGreaterThan(5);
    for (const c of temper) expect(['Head', 'Chest', 'Arms', 'Legs', 'Off-Hand', '']).toContain(c.slot);
  });

  it('a keyword the card has only on a condition is not filled but named: Arcanite Skullcap’s arcane barrier', () => {
    expect(one('Arcanite Skullcap')).toMatchObject({ slot: 'Head', keywords: ['battleworn'], other: ['arcane barrier'] });
    // "If this deals more than 4 damage, it gains go again": not the card's own.
    expect(one('Aether Quickening').keywords).toEqual([]);
    expect(one('Aether Quickening').other).toContain('go again');
  });

  it('a non-attack action’s closing go again is its own; an ability’s is not', () => {
    expect(one('Nimblism')).toMatchObject({ types: ['action'], keywords: ['go again'] });
    expect(ownKeyword('**Action** - {r}: Gain {r}. **Go again**', 'Go again').own).toBe(false);
    expect(ownKeyword('**Piercing 1** (If this is defended by an equipment, it has +1 power.)', 'Piercing')).toEqual({ own: true, n: 1 });
  });

  it('a weapon: power, attack cost from its {r}, once per turn, and 2H sword as its kind', () => {
    expect(one('Dawnblade')).toMatchObject({ types: ['weapon'], power: 3, attackCost: 1, attackLimit: 'once', slot: '2H Sword', defense: null });
    expect(one('Anothos')).toMatchObject({ types: ['weapon'], attackCost: 3, attackLimit: 'once' });
  });

  it('numbered keywords keep their N; figures printed as * are not filled but named', () => {
    const pierce = rows.map(decodeRow).find((c) => c.keywords.some((k) => k.startsWith('piercing ')));
    expect(pierce?.keywords.find((k) => k.startsWith('piercing'))).toMatch(/^piercing \d+$/);
    const star = cards.find((c) => c.specialPower === '*' && c.types.includes('Action' as Card['types'][number]));
    expect(star).toBeDefined();
    const row = star ? deriveRow(star) : null;
    expect(row && decodeRow(row)).toMatchObject({ power: null, variable: expect.arrayContaining(['power']) });
  });

  it('heroes are players here, not cards: they are left out', () => {
    const hero = cards.find((c) => (c.types as readonly string[]).includes('Hero'));
    expect(hero && deriveRow(hero)).toBeNull();
    expect(rows.length).toBeGreaterThan(2000);
  });

  it('the search finds a card by part of its English name, one hit a name with its variants', () => {
    const [hit] = searchCards(rows, 'head jab');
    expect(hit?.name).toBe('Head Jab');
    expect(hit?.variants.map((v) => v.pitch)).toEqual([1, 2, 3]);
    expect(searchCards(rows, 'fyendals spring')[0]?.name).toBe("Fyendal's Spring Tunic");
    expect(searchCards(rows, 'x')).toEqual([]);
  });
});

describe('a board of looked-up cards', () => {
  it('loads, and Head Jab (red) against Fyendal’s Spring Tunic deals 2 with go again', () => {
    const setup = {
      players: [
        { id: 'A', life: 20, actionPoints: 1, resources: 0 },
        { id: 'B', life: 20, actionPoints: 0, resources: 0 },
      ],
      active: 'A',
      cards: [lookupCard(one('Head Jab'), 'A', 'jab'), lookupCard(one("Fyendal's Spring Tunic"), 'B', 'tunic'), lookupCard(one('Dawnblade'), 'A', 'blade')],
    };
    const loaded = fab.load({ rules: 'current', setup, actions: [] });
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    let s: FabState = loaded.value.state;
    const act = (a: FabAction) => {
      const next = fab.apply(s, a);
      if (!next.ok) throw new Error(JSON.stringify(next.error));
      s = next.value.state;
    };
    act({ type: 'attack', by: 'A', card: 'jab', target: 'B' });
    for (let i = 0; i < 10 && fab.prompt(s).kind !== 'fab.defend'; i++) act({ type: 'advance', by: 'A' });
    act({ type: 'defend', by: 'B', cards: ['tunic'] });
    for (let i = 0; i < 10 && s.step !== 'resolution'; i++) act({ type: 'advance', by: (fab.prompt(s).player as string | null) ?? 'A' });
    expect(fab.summary(s).life.B).toBe(18);
    expect(s.players.A?.actionPoints).toBe(1); // go again (7.6.2)
    for (let i = 0; i < 10 && s.chainOpen; i++) act({ type: 'advance', by: (fab.prompt(s).player as string | null) ?? 'A' });
    expect(fab.summary(s).graveyard.B).toContain('tunic'); // blade break
  });
});
