import { describe, expect, it } from 'vitest';
import { battle, createGame, creature } from './testkit.ts';

describe('704 state-based actions', () => {
  it('704.5a: a player at 0 life loses; the game is over and every further action is refused', () => {
    const g = createGame('2024-11', [creature('ogre', 'A', 3, 3)], { life: { B: 3 } }).toBlocks({ ogre: 'B' }).toDamage({});
    expect(g.summary()).toMatchObject({ life: { B: 0 }, losers: ['B'] });
    expect(g.events('playerLost')).toEqual([expect.objectContaining({ player: 'B', rule: { game: 'mtg', id: '704.5a' } })]);
    expect(g.prompt()).toEqual({ kind: 'mtg.gameOver', player: null, rule: { game: 'mtg', id: '704.5a' }, losers: ['B'], draw: false });
    for (const action of [{ type: 'pass', by: 'A' }, { type: 'advance', by: 'A' }, { type: 'cast', by: 'A', effect: { kind: 'life', player: 'B', amount: 5 } }] as const)
      expect(g.refuse(action)).toMatchObject({ code: 'gameOver', rule: { id: '104.1' } });
  });

  it('704.5a with 104.4a: players at 0 or less life lose together in one check, and the game is a draw', () => {
    const g = createGame('2023-11', [creature('ogre', 'A', 3, 3)], { life: { A: 1, B: 2 } });
    g.cast('A', { kind: 'damageEach', targets: [{ target: 'A', amount: 1 }, { target: 'B', amount: 3 }] }, 'Earthquake').advance();
    expect(g.summary()).toMatchObject({ life: { A: 0, B: -1 }, losers: ['A', 'B'], draw: true });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.gameOver', player: null, losers: ['A', 'B'], draw: true, rule: { id: '104.4a' } });
    expect(g.events('gameDrawn')).toEqual([expect.objectContaining({ rule: { game: 'mtg', id: '104.4a' } })]);
  });

  it('704.3: a player set up at 0 life loses before the first decision', () => {
    const g = createGame('2024-11', [creature('ogre', 'A', 3, 3)], { life: { B: 0 } });
    expect(g.summary()).toMatchObject({ losers: ['B'] });
    expect(g.events('playerLost')).toEqual([expect.objectContaining({ player: 'B', rule: { game: 'mtg', id: '704.5a' } })]);
    expect(g.prompt().kind).toBe('mtg.gameOver');
  });

  it('704.5g: a creature with lethal damage marked is destroyed, counting damage from earlier this turn', () => {
    const g = createGame('2024-11', [creature('bear', 'A', 2, 2), creature('giant', 'B', 1, 5, [], { damage: 3 })]);
    g.toBlocks({ bear: 'B' }).toDamage({ giant: 'bear' });
    expect(g.summary()).toMatchObject({ graveyard: ['giant'], damage: { bear: 1 } });
    expect(g.events('destroyed')).toEqual([expect.objectContaining({ id: 'giant', rule: { game: 'mtg', id: '704.5g' }, automatic: true })]);
  });

  it('704.5h: any damage from a deathtouch source destroys a creature', () => {
    const g = createGame('2024-11', [creature('giant', 'A', 6, 6), creature('viper', 'B', 1, 1, ['deathtouch'])]);
    g.toBlocks({ giant: 'B' }).toDamage({ viper: 'giant' });
    expect(g.summary().graveyard).toEqual(['giant', 'viper']);
    expect(g.events('destroyed').map((e) => [('id' in e && e.id) || '', e.rule.id])).toEqual([
      ['giant', '704.5h'],
      ['viper', '704.5g'],
    ]);
  });

  it('702.12b: an indestructible creature survives lethal and deathtouch damage', () => {
    const g = createGame('2023-11', [creature('golem', 'A', 2, 2, ['indestructible']), creature('viper', 'B', 3, 1, ['deathtouch'])]);
    g.toBlocks({ golem: 'B' }).toDamage({ viper: 'golem' });
    expect(g.summary()).toMatchObject({ battlefield: ['golem'], graveyard: ['viper'], damage: { golem: 3 } });
    expect(g.events('destructionIgnored')).toEqual([expect.objectContaining({ id: 'golem', rule: { game: 'mtg', id: '702.12b' } })]);
  });

  it('704.5f: a creature with 0 toughness is put into the graveyard even if indestructible', () => {
    const g = createGame('2024-11', [creature('golem', 'A', 2, 2, ['indestructible'])]);
    g.cast('A', { kind: 'pump', target: 'golem', power: -2, toughness: -2 }, 'Shrink').advance();
    expect(g.summary()).toMatchObject({ graveyard: ['golem'], battlefield: [] });
    expect(g.events('putIntoGraveyard')).toEqual([expect.objectContaining({ id: 'golem', rule: { game: 'mtg', id: '704.5f' } })]);
  });

  it('704.5v: a battle with no defense counters left is put into the graveyard', () => {
    const g = createGame('2023-11', [creature('ogre', 'A', 4, 4), battle('siege', 'A', 3, 'B')]).toBlocks({ ogre: 'siege' }).toDamage({});
    expect(g.summary()).toMatchObject({ graveyard: ['siege'], defense: {}, life: { B: 20 } });
    expect(g.events('putIntoGraveyard')).toEqual([expect.objectContaining({ id: 'siege', rule: { game: 'mtg', id: '704.5v' } })]);
  });

  it('704.3: state-based actions are checked after a spell resolves, before priority (117.3b)', () => {
    const g = createGame('2024-11', [creature('bear', 'B', 2, 2)]);
    g.cast('A', { kind: 'damage', target: 'bear', amount: 2 }, 'Shock').advance();
    const types = g.last.map((e) => `${e.type}:${e.rule.id}`);
    expect(types).toEqual([
      'priorityPassed:117.3d',
      'priorityPassed:117.4',
      'spellResolved:608.2',
      'damageDealt:120.3e',
      'destroyed:704.5g',
      'priorityGiven:117.3b',
    ]);
  });
});

describe('704.5h timing', () => {
  it('704.5h: deathtouch damage counts only until the next check, so losing indestructible later does not kill', () => {
    const g = createGame('2024-11', [creature('golem', 'A', 2, 4, ['indestructible']), creature('viper', 'B', 1, 1, ['deathtouch'])]);
    g.toBlocks({ golem: 'B' }).toDamage({ viper: 'golem' });
    expect(g.summary()).toMatchObject({ battlefield: ['golem'], damage: { golem: 1 } });
    g.cast('A', { kind: 'removeKeyword', target: 'golem', keyword: 'indestructible' }).advance();
    expect(g.summary()).toMatchObject({ battlefield: ['golem'], graveyard: ['viper'], damage: { golem: 1 } });
  });

  it('704.5h with 704.3: a creature set up as dealt deathtouch damage dies before the first decision', () => {
    const g = createGame('2023-11', [creature('bear', 'A', 2, 2, [], { damage: 1, deathtouched: true })]);
    expect(g.summary().graveyard).toEqual(['bear']);
    expect(g.events('destroyed')[0]?.rule.id).toBe('704.5h');
  });
});
