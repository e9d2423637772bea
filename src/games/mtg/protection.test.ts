import { describe, expect, it } from 'vitest';
import { assignDamage, createGame, creature, declareBlockers, type Game } from './testkit.ts';
import type { MtgEdition } from './types.ts';

const EDITIONS: MtgEdition[] = ['2023-11', '2024-11', '2026-09'];

/** Gives a permanent protection after the fact (no manual effect grants protection). */
const protect = (g: Game, id: string, protection: string[]): void => {
  const p = g.state.objects[id];
  if (p === undefined) throw new Error(`no ${id}`);
  g.state = { ...g.state, objects: { ...g.state.objects, [id]: { ...p, protection } as typeof p } };
};

describe('702.16 protection', () => {
  it('702.16f: an attacker with protection from red can\'t be blocked by a red creature, but can by a green one', () => {
    for (const edition of EDITIONS) {
      const g = createGame(edition, [
        creature('knight', 'A', 2, 2, [], { colours: ['white'], protection: ['red'] }),
        creature('goblin', 'B', 2, 2, [], { colours: ['red'] }),
        creature('elf', 'B', 1, 1, [], { colours: ['green'] }),
      ]).toBlocks({ knight: 'B' });
      expect(g.refuse(declareBlockers('B', { goblin: 'knight' }))).toMatchObject({
        code: 'protectionBlock',
        rule: { id: '702.16f' },
        params: { id: 'goblin', attacker: 'knight' },
      });
      const p = g.prompt();
      if (p.kind === 'mtg.declareBlockers') expect(p.candidates.find((c) => c.id === 'goblin')?.canBlock).toEqual([]);
      g.toDamage({ elf: 'knight' });
      expect(g.summary()).toMatchObject({ graveyard: ['elf'], damage: { knight: 1 } });
    }
  });

  it('702.16f: protection from creatures means no creature can block it; it is unblocked (509.1h)', () => {
    const g = createGame('2024-11', [creature('ghost', 'A', 3, 3, [], { protection: ['creature'] }), creature('elk', 'B', 2, 2, [], { colours: ['green'] })]);
    g.toBlocks({ ghost: 'B' });
    expect(g.refuse(declareBlockers('B', { elk: 'ghost' }))).toMatchObject({ code: 'protectionBlock', rule: { id: '702.16f' } });
    g.toDamage({});
    expect(g.summary().life.B).toBe(17);
  });

  it('702.16f: a creature with protection from red may itself block a red attacker; 702.16e prevents the red damage to it', () => {
    const g = createGame('2023-11', [
      creature('goblin', 'A', 3, 3, [], { colours: ['red'] }),
      creature('knight', 'B', 2, 2, [], { colours: ['white'], protection: ['red'] }),
    ]).toBlocks({ goblin: 'B' });
    g.toDamage({ knight: 'goblin' });
    expect(g.events('damagePrevented')).toEqual([
      expect.objectContaining({ source: 'goblin', target: 'knight', amount: 3, rule: { game: 'mtg', id: '702.16e' } }),
    ]);
    expect(g.summary()).toMatchObject({ battlefield: ['goblin', 'knight'], damage: { goblin: 2 }, graveyard: [] });
  });

  it('702.16e: protection from creatures prevents the damage of the creature it blocks', () => {
    const g = createGame('2024-11', [creature('giant', 'A', 5, 5, [], { colours: ['green'] }), creature('monk', 'B', 2, 2, [], { protection: ['creature'] })]);
    g.toBlocks({ giant: 'B' }).toDamage({ monk: 'giant' });
    expect(g.events('damagePrevented')).toEqual([expect.objectContaining({ source: 'giant', target: 'monk', amount: 5, rule: { game: 'mtg', id: '702.16e' } })]);
    expect(g.summary()).toMatchObject({ battlefield: ['giant', 'monk'], damage: { giant: 2 } });
  });

  it('702.19b with 702.16e: a trampler must still assign lethal damage to a blocker with protection, which is then prevented', () => {
    const g = createGame('2024-11', [
      creature('wurm', 'A', 6, 6, ['trample'], { colours: ['green'] }),
      creature('cleric', 'B', 2, 2, [], { colours: ['white'], protection: ['green'] }),
      creature('bear', 'B', 2, 2, [], { colours: ['green'] }),
    ]);
    g.toBlocks({ wurm: 'B' }).toDamage({ cleric: 'wurm' });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.assignDamage', player: 'A', sources: [{ source: 'wurm', recipients: [{ target: 'cleric', lethal: 2 }], trampleTo: 'B' }] });
    expect(g.refuse(assignDamage('A', { wurm: { cleric: 1, B: 5 } }))).toMatchObject({ code: 'trampleNeedsLethal', rule: { id: '702.19b' } });
    g.assign('A', { wurm: { cleric: 2, B: 4 } });
    expect(g.events('damagePrevented')).toEqual([expect.objectContaining({ target: 'cleric', amount: 2, rule: { game: 'mtg', id: '702.16e' } })]);
    expect(g.summary()).toMatchObject({ life: { B: 16 }, battlefield: ['wurm', 'cleric', 'bear'], damage: {} });
  });

  it('702.16b: a red spell can\'t target a creature with protection from red; a blue one can', () => {
    for (const edition of EDITIONS) {
      const g = createGame(edition, [creature('knight', 'B', 2, 2, [], { colours: ['white'], protection: ['red'] })]);
      expect(g.refuse({ type: 'cast', by: 'A', name: 'Shock', effect: { kind: 'damage', target: 'knight', amount: 2 }, colours: ['red'] })).toMatchObject({
        code: 'protectionTarget',
        rule: { id: '702.16b' },
        params: { target: 'knight' },
      });
      g.do({ type: 'cast', by: 'A', name: 'Frost Bite', effect: { kind: 'damage', target: 'knight', amount: 2 }, colours: ['blue'] }).advance();
      expect(g.summary().graveyard).toEqual(['knight']);
    }
  });

  it('702.16b: protection from everything stops even a colourless spell from targeting, and no creature can block it (702.16f)', () => {
    const g = createGame('2024-11', [creature('avatar', 'A', 4, 4, [], { protection: ['everything'] }), creature('elk', 'B', 2, 2)]);
    expect(g.refuse({ type: 'cast', by: 'A', effect: { kind: 'destroy', target: 'avatar' } })).toMatchObject({ code: 'protectionTarget', rule: { id: '702.16b' } });
    g.toBlocks({ avatar: 'B' });
    expect(g.refuse(declareBlockers('B', { elk: 'avatar' }))).toMatchObject({ code: 'protectionBlock', rule: { id: '702.16f' } });
  });

  it('608.2b: a red spell whose only target gains protection from red before it resolves does nothing', () => {
    const g = createGame('2024-11', [creature('knight', 'B', 2, 2, [], { colours: ['white'] })]);
    g.do({ type: 'cast', by: 'A', name: 'Shock', effect: { kind: 'damage', target: 'knight', amount: 2 }, colours: ['red'] });
    protect(g, 'knight', ['red']);
    g.advance();
    expect(g.events('effectFizzled')).toEqual([expect.objectContaining({ name: 'Shock', rule: { game: 'mtg', id: '608.2b' } })]);
    expect(g.events('damageDealt')).toEqual([]);
    expect(g.summary()).toMatchObject({ battlefield: ['knight'], damage: {}, stack: [] });
  });

  it('608.2b: a red spell with several targets still resolves for those that stayed legal', () => {
    const g = createGame('2023-11', [creature('knight', 'B', 2, 2, [], { colours: ['white'] }), creature('elk', 'B', 2, 2)]);
    g.do({
      type: 'cast',
      by: 'A',
      name: 'Fireball',
      effect: { kind: 'damageEach', targets: [{ target: 'knight', amount: 2 }, { target: 'elk', amount: 2 }, { target: 'B', amount: 2 }] },
      colours: ['red'],
    });
    protect(g, 'knight', ['red']);
    g.advance();
    expect(g.events('effectFizzled')).toEqual([]);
    expect(g.events('spellResolved')).toHaveLength(1);
    expect(g.summary()).toMatchObject({ battlefield: ['knight'], graveyard: ['elk'], life: { B: 18 }, damage: {} });
  });

  it('702.16e: damage from a source of the quality is prevented even when the effect dealing it is not a spell of that colour', () => {
    const g = createGame('2024-11', [creature('dragon', 'A', 4, 4, [], { colours: ['red'] }), creature('knight', 'B', 2, 2, [], { protection: ['red'] })]);
    // A fight-like effect: the dragon is the source (702.16e looks at the source's qualities).
    g.do({ type: 'cast', by: 'A', name: 'Bite', effect: { kind: 'damage', target: 'knight', amount: 4, source: 'dragon' }, colours: ['green'] }).advance();
    expect(g.events('damagePrevented')).toEqual([expect.objectContaining({ source: 'dragon', target: 'knight', amount: 4, rule: { game: 'mtg', id: '702.16e' } })]);
    expect(g.summary()).toMatchObject({ battlefield: ['dragon', 'knight'], damage: {} });
  });
});
