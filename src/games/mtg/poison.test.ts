import { describe, expect, it } from 'vitest';
import { createGame, creature, planeswalker } from './testkit.ts';

describe('702.90 infect', () => {
  it('702.90b / 120.3b: combat damage from an infect creature gives the player poison counters instead of making them lose life', () => {
    for (const edition of ['2023-11', '2024-11', '2026-09'] as const) {
      const g = createGame(edition, [creature('rat', 'A', 3, 1, ['infect'])]).toBlocks({ rat: 'B' }).toDamage({});
      expect(g.events('poisoned')).toEqual([expect.objectContaining({ player: 'B', amount: 3, total: 3, rule: { game: 'mtg', id: '120.3b' } })]);
      expect(g.events('lifeChanged')).toEqual([]);
      expect(g.summary()).toMatchObject({ life: { B: 20 }, poison: { B: 3 }, losers: [] });
    }
  });

  it('702.90c / 120.3d: infect damage to a creature is dealt as -1/-1 counters, and the creature keeps no marked damage', () => {
    const g = createGame('2024-11', [creature('rat', 'A', 3, 3, ['infect']), creature('wall', 'B', 2, 4)]).toBlocks({ rat: 'B' }).toDamage({ wall: 'rat' });
    expect(g.events('countersPlaced')).toEqual([expect.objectContaining({ id: 'wall', amount: 3, rule: { game: 'mtg', id: '120.3d' } })]);
    expect(g.summary()).toMatchObject({ battlefield: ['rat', 'wall'], counters: { wall: 3 }, damage: { rat: 2 } });
    expect(g.view().permanents.wall).toMatchObject({ power: -1, toughness: 1, damage: 0 });
  });

  it('702.90c / 704.5f: -1/-1 counters from infect bring toughness to 0: put into the graveyard, not destroyed', () => {
    const g = createGame('2023-11', [creature('rat', 'A', 2, 2, ['infect']), creature('elk', 'B', 1, 2)]).toBlocks({ rat: 'B' }).toDamage({ elk: 'rat' });
    expect(g.events('putIntoGraveyard')).toEqual([expect.objectContaining({ id: 'elk', rule: { game: 'mtg', id: '704.5f' } })]);
    expect(g.events('destroyed')).toEqual([]);
    expect(g.summary()).toMatchObject({ graveyard: ['elk'], damage: { rat: 1 } });
  });

  it('120.3b: noncombat damage from an infect source also gives poison counters', () => {
    const g = createGame('2024-11', [creature('rat', 'A', 1, 1, ['infect'])]);
    g.cast('A', { kind: 'damage', target: 'B', amount: 4, source: 'rat' }).advance();
    expect(g.summary()).toMatchObject({ life: { B: 20 }, poison: { B: 4 } });
  });

  it('120.3c: infect damage to a planeswalker removes loyalty as usual', () => {
    const g = createGame('2024-11', [creature('rat', 'A', 2, 2, ['infect']), planeswalker('jace', 'B', 3)]).toBlocks({ rat: 'jace' }).toDamage({});
    expect(g.summary()).toMatchObject({ loyalty: { jace: 1 }, poison: {}, life: { B: 20 } });
  });

  it('704.5c: a player with ten poison counters loses; nine are not enough', () => {
    const g = createGame('2024-11', [creature('rat', 'A', 1, 1, ['infect'])], { poison: { B: 8 } }).toBlocks({ rat: 'B' }).toDamage({});
    expect(g.summary()).toMatchObject({ poison: { B: 9 }, losers: [] });
    const h = createGame('2024-11', [creature('rat', 'A', 1, 1, ['infect'])], { poison: { B: 9 } }).toBlocks({ rat: 'B' }).toDamage({});
    expect(h.events('playerLost')).toEqual([expect.objectContaining({ player: 'B', rule: { game: 'mtg', id: '704.5c' } })]);
    expect(h.summary()).toMatchObject({ poison: { B: 10 }, losers: ['B'], life: { B: 20 } });
    expect(h.prompt()).toMatchObject({ kind: 'mtg.gameOver', losers: ['B'], rule: { id: '704.5c' } });
  });

  it('704.5c / 704.3: a player set up with ten poison counters loses before the first decision', () => {
    const g = createGame('2023-11', [], { poison: { A: 10 } });
    expect(g.events('playerLost')).toEqual([expect.objectContaining({ player: 'A', rule: { game: 'mtg', id: '704.5c' } })]);
    expect(g.prompt().kind).toBe('mtg.gameOver');
  });

  it('704.5c / 800.4a: in a three-player game the player poisoned out leaves and the others play on', () => {
    const g = createGame('2024-11', [creature('rat', 'A', 2, 2, ['infect']), creature('elk', 'C', 2, 2, [], { tapped: true })], { players: ['A', 'B', 'C'], poison: { C: 8 } });
    g.toBlocks({ rat: 'C' }).toDamage({});
    expect(g.events('playerLost')).toEqual([expect.objectContaining({ player: 'C', rule: { game: 'mtg', id: '704.5c' } })]);
    expect(g.summary()).toMatchObject({ losers: ['C'], left: ['elk'], draw: false });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.priority', player: 'A' });
  });

  it('903.10a: combat damage from a commander with infect still counts as commander damage', () => {
    const g = createGame('2024-11', [creature('cmdr', 'A', 4, 4, ['infect'], { commander: true })], { commanderDamage: { B: { cmdr: 17 } } });
    g.toBlocks({ cmdr: 'B' }).toDamage({});
    expect(g.summary()).toMatchObject({ life: { B: 20 }, poison: { B: 4 }, commanderDamage: { B: { cmdr: 21 } }, losers: ['B'] });
    expect(g.events('playerLost')).toEqual([expect.objectContaining({ player: 'B', rule: { game: 'mtg', id: '704.6c' } })]);
  });
  it('104.4a: two players reaching ten poison counters at the same moment draw', () => {
    const g = createGame('2024-11', [creature('rat', 'A', 1, 1, ['infect'])], { poison: { A: 9, B: 9 } });
    g.cast('A', { kind: 'damageEach', targets: [{ target: 'A', amount: 1 }, { target: 'B', amount: 1 }], source: 'rat' }, 'Pestilence').advance();
    expect(g.events('playerLost').map((e) => [e.player, e.rule.id])).toEqual([
      ['A', '704.5c'],
      ['B', '704.5c'],
    ]);
    expect(g.summary()).toMatchObject({ draw: true, poison: { A: 10, B: 10 } });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.gameOver', draw: true, rule: { id: '104.4a' } });
  });
});

describe('702.80 wither', () => {
  it('702.80a / 120.3d: wither damage to a creature is dealt as -1/-1 counters; to a player it is life loss (120.3a)', () => {
    const g = createGame('2023-11', [creature('witch', 'A', 3, 3, ['wither']), creature('imp', 'A', 2, 2, ['wither']), creature('ox', 'B', 2, 5)]).toBlocks({
      witch: 'B',
      imp: 'B',
    });
    g.toDamage({ ox: 'witch' });
    expect(g.events('countersPlaced')).toEqual([expect.objectContaining({ id: 'ox', amount: 3, rule: { game: 'mtg', id: '120.3d' } })]);
    expect(g.summary()).toMatchObject({ life: { B: 18 }, poison: {}, counters: { ox: 3 }, damage: { witch: 2 }, battlefield: ['witch', 'imp', 'ox'] });
  });

  it('702.80a / 704.5f: wither counters kill an indestructible creature through toughness 0 (702.12b does not help)', () => {
    const g = createGame('2024-11', [creature('witch', 'A', 3, 3, ['wither']), creature('golem', 'B', 1, 3, ['indestructible'])]).toBlocks({ witch: 'B' }).toDamage({ golem: 'witch' });
    expect(g.events('putIntoGraveyard')).toEqual([expect.objectContaining({ id: 'golem', rule: { game: 'mtg', id: '704.5f' } })]);
    expect(g.summary()).toMatchObject({ graveyard: ['golem'], damage: { witch: 1 } });
  });
});

describe('702.164 toxic', () => {
  it('702.164c: combat damage to a player from a creature with toxic 2 also gives two poison counters', () => {
    for (const edition of ['2023-11', '2024-11'] as const) {
      const g = createGame(edition, [creature('snake', 'A', 1, 1, [], { toxic: 2 })]).toBlocks({ snake: 'B' }).toDamage({});
      expect(g.events('poisoned')).toEqual([expect.objectContaining({ player: 'B', amount: 2, total: 2, rule: { game: 'mtg', id: '702.164c' } })]);
      expect(g.summary()).toMatchObject({ life: { B: 19 }, poison: { B: 2 } });
    }
  });

  it('702.164c: toxic gives nothing when the creature deals its damage to a blocker, or deals noncombat damage', () => {
    const g = createGame('2024-11', [creature('snake', 'A', 1, 1, [], { toxic: 3 }), creature('elk', 'B', 0, 3)]).toBlocks({ snake: 'B' }).toDamage({ elk: 'snake' });
    expect(g.summary()).toMatchObject({ poison: {}, damage: { elk: 1 } });
    g.advance();
    g.cast('A', { kind: 'damage', target: 'B', amount: 1, source: 'snake' }).advance();
    expect(g.summary()).toMatchObject({ poison: {}, life: { B: 19 } });
  });

  it('120.3b / 702.164c: an infect creature with toxic gives its infect counters and its toxic counters', () => {
    const g = createGame('2024-11', [creature('horror', 'A', 2, 2, ['infect'], { toxic: 3 })]).toBlocks({ horror: 'B' }).toDamage({});
    expect(g.events('poisoned').map((e) => [e.amount, e.rule.id])).toEqual([
      [2, '120.3b'],
      [3, '702.164c'],
    ]);
    expect(g.summary()).toMatchObject({ poison: { B: 5 }, life: { B: 20 } });
  });
});
