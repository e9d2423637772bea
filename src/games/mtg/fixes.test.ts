import { describe, expect, it } from 'vitest';
import { assignDamage, battle, createGame, creature, declareAttackers, declareBlockers, planeswalker, vanilla, type Game } from './testkit.ts';
import type { MtgEdition } from './types.ts';

const EDITIONS: MtgEdition[] = ['2023-11', '2024-11', '2026-09'];
const DESTROY: Record<MtgEdition, string> = { '2023-11': '701.7', '2024-11': '701.7', '2026-09': '701.8' };
const REGENERATE: Record<MtgEdition, string> = { '2023-11': '701.15a', '2024-11': '701.15a', '2026-09': '701.19a' };

/** Passes priority until the combat phase is over (or a decision is pending). */
const finish = (g: Game): Game => {
  for (let i = 0; i < 12 && g.prompt().kind === 'mtg.priority'; i++) g.advance();
  return g;
};

describe('704.3 the board as entered', () => {
  it('704.3: a 0/0 creature, a creature with lethal damage and a planeswalker with no loyalty go to the graveyard before the first decision', () => {
    const g = createGame('2024-11', [
      creature('husk', 'A', 0, 0),
      creature('bear', 'B', 2, 2, [], { damage: 2 }),
      planeswalker('jace', 'B', 0),
      creature('golem', 'A', 2, 2, ['indestructible'], { damage: 3 }),
      creature('elk', 'A', 2, 2),
    ]);
    expect(g.log.map((e) => [e.type, 'id' in e ? e.id : '', e.rule.id])).toEqual([
      ['putIntoGraveyard', 'husk', '704.5f'],
      ['destroyed', 'bear', '704.5g'],
      ['putIntoGraveyard', 'jace', '704.5i'],
      ['destructionIgnored', 'golem', '702.12b'],
    ]);
    expect(g.summary()).toMatchObject({ graveyard: ['husk', 'bear', 'jace'], battlefield: ['golem', 'elk'], losers: [] });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.priority', player: 'A', rule: { id: '507.2' } });
  });
});

describe('510.1c a blocked creature whose blockers are gone', () => {
  it('510.1c: it stays blocked and assigns no combat damage, and the log says so', () => {
    for (const edition of EDITIONS) {
      const g = createGame(edition, [creature('ogre', 'A', 3, 3), creature('elk', 'B', 2, 2)]).toBlocks({ ogre: 'B' });
      g.block({ elk: 'ogre' }).cast('A', { kind: 'destroy', target: 'elk' }, 'Murder').advance();
      expect(g.events('destroyed')).toEqual([expect.objectContaining({ id: 'elk', rule: expect.objectContaining({ id: DESTROY[edition] }) })]);
      g.advance();
      expect(g.events('noCombatDamage')).toEqual([expect.objectContaining({ id: 'ogre', rule: expect.objectContaining({ id: '510.1c' }) })]);
      expect(g.events('damageAssigned')).toEqual([]);
      expect(g.summary()).toMatchObject({ step: 'combat-damage', life: { B: 20 } });
    }
  });

  it('702.19d: a trampler whose blockers are all gone assigns all its damage to the player', () => {
    for (const edition of ['2023-11', '2024-11'] as const) {
      const g = createGame(edition, [creature('wurm', 'A', 5, 5, ['trample']), creature('elk', 'B', 2, 2), creature('ox', 'B', 2, 2)]).toBlocks({ wurm: 'B' });
      g.block({ elk: 'wurm', ox: 'wurm' });
      if (g.prompt().kind === 'mtg.orderBlockers') g.do({ type: 'orderBlockers', by: 'A', attacker: 'wurm', order: ['elk', 'ox'] });
      g.cast('A', { kind: 'damageEach', targets: [{ target: 'elk', amount: 2 }, { target: 'ox', amount: 2 }] }, 'Pyroclasm').advance().advance();
      expect(g.events('damageAssigned')).toEqual([expect.objectContaining({ source: 'wurm', target: 'B', amount: 5, rule: { game: 'mtg', id: '702.19d' } })]);
      expect(g.events('noCombatDamage')).toEqual([]);
      expect(g.summary()).toMatchObject({ life: { B: 15 }, graveyard: ['elk', 'ox'] });
    }
  });
});

describe('creatures that are also planeswalkers or battles', () => {
  it('704.5i: an indestructible creature-planeswalker with no loyalty left goes to the graveyard (702.12b stops only destruction)', () => {
    const g = createGame('2024-11', [
      creature('ogre', 'A', 3, 3),
      creature('gideon', 'B', 2, 2, ['indestructible'], { types: ['creature', 'planeswalker'], loyalty: 3 }),
    ]).toBlocks({ ogre: 'gideon' });
    g.toDamage({});
    expect(g.events('putIntoGraveyard')).toEqual([expect.objectContaining({ id: 'gideon', rule: { game: 'mtg', id: '704.5i' } })]);
    expect(g.summary()).toMatchObject({ graveyard: ['gideon'], life: { B: 20 } });
  });

  it('704.5v: an indestructible creature-battle with no defense left goes to the graveyard', () => {
    const g = createGame('2023-11', [creature('titan', 'A', 1, 5, ['indestructible'], { types: ['creature', 'battle'], defense: 3, protector: 'B' })]);
    g.cast('A', { kind: 'damage', target: 'titan', amount: 3 }).advance();
    expect(g.events('putIntoGraveyard')).toEqual([expect.objectContaining({ id: 'titan', rule: { game: 'mtg', id: '704.5v' } })]);
    expect(g.summary().graveyard).toEqual(['titan']);
  });

  it('508.1a: a creature that is also a battle can\'t attack', () => {
    for (const edition of EDITIONS) {
      const g = createGame(edition, [creature('titan', 'A', 4, 4, [], { types: ['creature', 'battle'], defense: 3, protector: 'B' }), creature('bear', 'A', 2, 2)]).advance();
      const p = g.prompt();
      if (p.kind === 'mtg.declareAttackers') expect(p.candidates.map((c) => c.id)).toEqual(['bear']);
      expect(g.refuse(declareAttackers('A', { titan: 'B' }))).toMatchObject({ code: 'battleCantAttack', rule: { id: '508.1a' } });
    }
  });

  it('509.1a: a creature that is also a battle can\'t block', () => {
    for (const edition of EDITIONS) {
      const g = createGame(edition, [creature('bear', 'A', 2, 2), creature('titan', 'B', 4, 4, [], { types: ['creature', 'battle'], defense: 3, protector: 'A' })]).toBlocks({
        bear: 'B',
      });
      expect(g.refuse(declareBlockers('B', { titan: 'bear' }))).toMatchObject({ code: 'battleCantBlock', rule: { id: '509.1a' } });
    }
  });
});

describe('509.2 (2023-11) damage assignment orders of several attackers', () => {
  it('509.2: the active player may announce the orders in any attacker order, but each only once', () => {
    const g = createGame('2023-11', [
      ...vanilla('A', { ogre: '4/4', bear: '4/4' }),
      ...vanilla('B', { elk: '1/1', ox: '1/1', yak: '1/1', cow: '1/1' }),
    ]).toBlocks({ ogre: 'B', bear: 'B' });
    g.block({ elk: 'ogre', ox: 'ogre', yak: 'bear', cow: 'bear' });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.orderBlockers', player: 'A', waiting: ['ogre', 'bear'], rule: { id: '509.2', edition: '2023-11' } });
    g.do({ type: 'orderBlockers', by: 'A', attacker: 'bear', order: ['cow', 'yak'] });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.orderBlockers', attacker: 'ogre', waiting: ['ogre'] });
    expect(g.refuse({ type: 'orderBlockers', by: 'A', attacker: 'bear', order: ['yak', 'cow'] })).toMatchObject({
      code: 'alreadyOrdered',
      rule: { id: '509.2', edition: '2023-11' },
      params: { id: 'bear' },
    });
    g.do({ type: 'orderBlockers', by: 'A', attacker: 'ogre', order: ['ox', 'elk'] });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.priority', player: 'A', rule: { id: '509.4', edition: '2023-11' } });
    expect(g.state.combat.attackers.map((a) => [a.id, a.blockers])).toEqual([
      ['ogre', ['ox', 'elk']],
      ['bear', ['cow', 'yak']],
    ]);
  });
});

describe('battles: attacking and trampling', () => {
  it('702.19b: a trampler attacking a battle assigns its excess to the battle, never to the battle\'s protector', () => {
    const g = createGame('2024-11', [creature('wurm', 'A', 5, 5, ['trample']), battle('siege', 'A', 4, 'B'), creature('elk', 'B', 2, 2)]).toBlocks({ wurm: 'siege' });
    g.toDamage({ elk: 'wurm' });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.assignDamage', sources: [{ source: 'wurm', trampleTo: 'siege', beyond: null }] });
    expect(g.refuse(assignDamage('A', { wurm: { elk: 2, B: 3 } }))).toMatchObject({
      code: 'illegalDamageTarget',
      rule: { id: '702.19b' },
      params: { target: 'B' },
    });
    g.assign('A', { wurm: { elk: 2, siege: 3 } });
    expect(g.summary()).toMatchObject({ defense: { siege: 1 }, life: { B: 20 }, graveyard: ['elk'] });
  });

  it('310.8b (310.9b in 2026-09): a player can\'t attack a battle they protect', () => {
    for (const edition of EDITIONS) {
      const g = createGame(edition, [creature('bear', 'A', 2, 2), battle('home', 'B', 4, 'A')]).advance();
      expect(g.refuse(declareAttackers('A', { bear: 'home' }))).toMatchObject({
        code: 'attackOwnBattle',
        rule: { id: edition === '2026-09' ? '310.9b' : '310.8b' },
        params: { id: 'bear', target: 'home' },
      });
    }
  });
});

describe('701.15 regeneration (701.19 in 2026-09)', () => {
  it('701.15a: a regeneration shield replaces destruction by lethal combat damage: tapped, damage removed, out of combat (506.4)', () => {
    const g = createGame('2024-11', [creature('ogre', 'A', 3, 3), creature('elk', 'B', 2, 2)]);
    g.cast('A', { kind: 'regenerate', target: 'elk' }).advance();
    expect(g.events('regenerationShield')).toEqual([expect.objectContaining({ id: 'elk', rule: { game: 'mtg', id: '701.15a' } })]);
    g.toBlocks({ ogre: 'B' }).toDamage({ elk: 'ogre' });
    expect(g.events('regenerated')).toEqual([expect.objectContaining({ id: 'elk', rule: { game: 'mtg', id: '701.15a' } })]);
    expect(g.events('removedFromCombat')).toEqual([expect.objectContaining({ id: 'elk', rule: expect.objectContaining({ id: '506.4' }) })]);
    expect(g.events('destroyed')).toEqual([]);
    expect(g.summary()).toMatchObject({ battlefield: ['ogre', 'elk'], graveyard: [], damage: { ogre: 2 }, tapped: ['ogre', 'elk'], blocking: {} });
  });

  it('701.19a / 701.8 (2026-09): a shield replaces one destroy effect; the next destruction destroys', () => {
    const g = createGame('2026-09', [creature('elk', 'B', 2, 2)]);
    g.cast('A', { kind: 'regenerate', target: 'elk' }).advance();
    g.cast('A', { kind: 'destroy', target: 'elk' }).advance();
    expect(g.events('regenerationShield')).toEqual([expect.objectContaining({ rule: expect.objectContaining({ id: '701.19a' }) })]);
    expect(g.events('regenerated')).toEqual([expect.objectContaining({ id: 'elk', rule: expect.objectContaining({ id: '701.19a' }) })]);
    expect(g.summary()).toMatchObject({ battlefield: ['elk'], tapped: ['elk'] });
    g.cast('A', { kind: 'destroy', target: 'elk' }).advance();
    expect(g.events('destroyed')).toEqual([expect.objectContaining({ id: 'elk', rule: expect.objectContaining({ id: '701.8' }) })]);
    expect(g.summary().graveyard).toEqual(['elk']);
  });

  it('704.5f: regeneration can\'t save a creature whose toughness is 0', () => {
    for (const edition of EDITIONS) {
      const g = createGame(edition, [creature('elk', 'B', 2, 2)]);
      g.cast('A', { kind: 'regenerate', target: 'elk' }).advance();
      g.cast('A', { kind: 'pump', target: 'elk', power: -2, toughness: -2 }).advance();
      expect(g.events('putIntoGraveyard')).toEqual([expect.objectContaining({ id: 'elk', rule: { game: 'mtg', id: '704.5f' } })]);
      expect(g.events('regenerated')).toEqual([]);
      expect(g.summary().graveyard).toEqual(['elk']);
      expect(g.events('regenerationShield')[0]?.rule.id).toBe(REGENERATE[edition]);
    }
  });

  it('701.15a / 506.4: a blocker regenerated after first-strike damage has left combat and deals no regular damage', () => {
    const g = createGame('2023-11', [creature('knight', 'A', 3, 3, ['first strike']), creature('elk', 'B', 2, 2)]);
    g.cast('A', { kind: 'regenerate', target: 'elk' }).advance();
    g.toBlocks({ knight: 'B' }).toDamage({ elk: 'knight' });
    expect(g.summary()).toMatchObject({ step: 'first-strike-damage', battlefield: ['knight', 'elk'], damage: {}, blocking: {} });
    g.advance();
    expect(g.summary()).toMatchObject({ step: 'combat-damage', damage: {}, life: { B: 20 } });
    expect(g.events('damageDealt').map((e) => [e.source, e.target])).toEqual([['knight', 'elk']]);
  });

  it('704.5h: a shield also replaces destruction by deathtouch damage', () => {
    const g = createGame('2024-11', [creature('viper', 'A', 1, 1, ['deathtouch']), creature('giant', 'B', 1, 6)]);
    g.cast('A', { kind: 'regenerate', target: 'giant' }).advance();
    g.toBlocks({ viper: 'B' }).toDamage({ giant: 'viper' });
    expect(g.events('regenerated').map((e) => e.id)).toEqual(['giant']);
    expect(g.events('destroyed').map((e) => [e.id, e.rule.id])).toEqual([['viper', '704.5g']]);
    expect(g.summary()).toMatchObject({ battlefield: ['giant'], graveyard: ['viper'], damage: {} });
  });
});

describe('506.4 leaving combat by a change of control or of type', () => {
  it('506.4: an attacker whose control passes to the defending player is removed from combat and deals no damage', () => {
    const g = createGame('2024-11', [creature('ogre', 'A', 3, 3), creature('bear', 'A', 2, 2)]).advance();
    g.attack({ ogre: 'B', bear: 'B' });
    g.cast('A', { kind: 'gainControl', target: 'ogre', player: 'B' }, 'Switcheroo').advance();
    expect(g.events('controlChanged')).toEqual([expect.objectContaining({ id: 'ogre', player: 'B' })]);
    expect(g.events('removedFromCombat')).toEqual([expect.objectContaining({ id: 'ogre', rule: expect.objectContaining({ id: '506.4' }) })]);
    expect(g.summary().attacking).toEqual({ bear: 'B' });
    g.advance();
    g.block({});
    finish(g);
    expect(g.summary().life).toEqual({ A: 20, B: 18 });
    expect(g.state.objects.ogre?.controller).toBe('B');
  });

  it('506.4 / 510.1c: a blocker taken over by the attacking player leaves combat; the attacker stays blocked and deals no damage', () => {
    const g = createGame('2023-11', [creature('ogre', 'A', 3, 3), creature('elk', 'B', 2, 2)]).toBlocks({ ogre: 'B' });
    g.block({ elk: 'ogre' }).cast('A', { kind: 'gainControl', target: 'elk', player: 'A' }).advance();
    g.advance();
    expect(g.events('noCombatDamage')).toEqual([expect.objectContaining({ id: 'ogre' })]);
    expect(g.summary()).toMatchObject({ battlefield: ['ogre', 'elk'], damage: {}, life: { B: 20 } });
  });

  it('506.4 / 702.19d: a blocker that stops being a creature leaves combat; a trampler then assigns all its damage to the player', () => {
    const g = createGame('2024-11', [creature('wurm', 'A', 5, 5, ['trample']), creature('golem', 'B', 3, 3, [], { types: ['artifact', 'creature'] })]).toBlocks({
      wurm: 'B',
    });
    g.block({ golem: 'wurm' }).cast('A', { kind: 'loseCreatureType', target: 'golem' }).advance();
    expect(g.events('stoppedBeingCreature').map((e) => e.id)).toEqual(['golem']);
    expect(g.events('removedFromCombat').map((e) => e.id)).toEqual(['golem']);
    g.advance();
    expect(g.events('damageAssigned')).toEqual([expect.objectContaining({ source: 'wurm', target: 'B', amount: 5, rule: { game: 'mtg', id: '702.19d' } })]);
    expect(g.summary()).toMatchObject({ life: { B: 15 }, battlefield: ['wurm', 'golem'], damage: {} });
  });
});

describe('damage to several at once', () => {
  it('120.3: damage to two creatures and a player is dealt at once, and both creatures die in the same check (704.3)', () => {
    const g = createGame('2024-11', [creature('elk', 'B', 2, 2), creature('ox', 'B', 2, 3)]);
    g.cast('A', { kind: 'damageEach', targets: [{ target: 'elk', amount: 2 }, { target: 'ox', amount: 3 }, { target: 'B', amount: 2 }] }, 'Arc Lightning').advance();
    expect(g.last.map((e) => `${e.type}:${e.rule.id}`).filter((t) => !t.startsWith('priority'))).toEqual([
      'spellResolved:608.2',
      'damageDealt:120.3e',
      'damageDealt:120.3e',
      'damageDealt:120.3a',
      'lifeChanged:120.3a',
      'destroyed:704.5g',
      'destroyed:704.5g',
    ]);
    expect(g.summary()).toMatchObject({ graveyard: ['elk', 'ox'], life: { B: 18 } });
  });

  it('608.2b / 701.13 (2026-09): a target exiled in response is not affected; the others still are', () => {
    const g = createGame('2026-09', [creature('elk', 'B', 2, 2)]);
    g.cast('A', { kind: 'damageEach', targets: [{ target: 'elk', amount: 2 }, { target: 'B', amount: 3 }] }, 'Forked Bolt');
    g.cast('A', { kind: 'exile', target: 'elk' }, 'Path').advance();
    expect(g.events('exiled')).toEqual([expect.objectContaining({ id: 'elk', rule: expect.objectContaining({ id: '701.13' }) })]);
    g.advance();
    expect(g.events('effectFizzled')).toEqual([]);
    expect(g.summary()).toMatchObject({ exile: ['elk'], life: { B: 17 }, stack: [] });
  });

  it('701.26 (2026-09): tapping cites the renumbered keyword action', () => {
    const g = createGame('2026-09', [creature('elk', 'B', 2, 2)]);
    g.cast('A', { kind: 'tap', target: 'elk' }).advance();
    expect(g.events('tapped')).toEqual([expect.objectContaining({ id: 'elk', rule: expect.objectContaining({ id: '701.26' }) })]);
    expect(g.summary().tapped).toEqual(['elk']);
  });
  it('510.2 / 704.3: combat damage and lifelink happen at once, so a player who loses and gains the same amount survives', () => {
    const g = createGame('2024-11', [creature('ogre', 'A', 3, 3), creature('bear', 'A', 2, 2), creature('cleric', 'B', 3, 3, ['lifelink'])], { life: { B: 2 } }).toBlocks({
      ogre: 'B',
      bear: 'B',
    });
    g.toDamage({ cleric: 'bear' });
    expect(g.summary()).toMatchObject({ life: { B: 2 }, losers: [], graveyard: ['bear'] });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.priority' });
  });
});

describe('702.19 trample and planeswalkers', () => {
  it('702.19c: trample over planeswalkers: past the planeswalker\'s loyalty, damage may go to its controller', () => {
    const g = createGame('2023-11', [creature('thorn', 'A', 5, 5, ['trample over planeswalkers']), planeswalker('jace', 'B', 3)]).toBlocks({ thorn: 'jace' });
    g.toDamage({});
    expect(g.prompt()).toMatchObject({ kind: 'mtg.assignDamage', player: 'A', sources: [{ source: 'thorn', amount: 5, trampleTo: 'jace', beyond: 'B' }] });
    expect(g.refuse(assignDamage('A', { thorn: { jace: 2, B: 3 } }))).toMatchObject({ code: 'trampleNeedsLethal', rule: { id: '702.19c' } });
    g.assign('A', { thorn: { jace: 3, B: 2 } });
    expect(g.events('damageAssigned').find((e) => e.target === 'B')?.rule.id).toBe('702.19c');
    expect(g.summary()).toMatchObject({ graveyard: ['jace'], life: { B: 18 } });
  });

  it('702.19b / 702.19c: blocked, it must give lethal damage to its blocker and the loyalty to the planeswalker before its controller', () => {
    const g = createGame('2024-11', [creature('thorn', 'A', 6, 6, ['trample over planeswalkers']), planeswalker('jace', 'B', 3), creature('elk', 'B', 2, 2)]).toBlocks({
      thorn: 'jace',
    });
    g.toDamage({ elk: 'thorn' });
    expect(g.refuse(assignDamage('A', { thorn: { elk: 2, jace: 2, B: 2 } }))).toMatchObject({ code: 'trampleNeedsLethal', rule: { id: '702.19c' } });
    expect(g.refuse(assignDamage('A', { thorn: { elk: 1, jace: 3, B: 2 } }))).toMatchObject({ code: 'trampleNeedsLethal', rule: { id: '702.19b' } });
    g.assign('A', { thorn: { elk: 2, jace: 3, B: 1 } });
    expect(g.summary()).toMatchObject({ graveyard: ['jace', 'elk'], life: { B: 19 }, damage: { thorn: 2 } });
  });

  it('702.19e: with trample over planeswalkers, if the attacked planeswalker has left, all the damage goes to its controller', () => {
    const g = createGame('2024-11', [creature('thorn', 'A', 5, 5, ['trample over planeswalkers']), planeswalker('jace', 'B', 3)]).advance();
    g.attack({ thorn: 'jace' });
    g.cast('A', { kind: 'exile', target: 'jace' }).advance();
    g.advance();
    g.block({});
    g.advance();
    expect(g.events('damageAssigned')).toEqual([expect.objectContaining({ source: 'thorn', target: 'B', amount: 5, rule: { game: 'mtg', id: '702.19e' } })]);
    expect(g.summary()).toMatchObject({ life: { B: 15 }, exile: ['jace'] });
  });

  it('702.19f: plain trample attacking a planeswalker never sends damage to its controller', () => {
    const g = createGame('2024-11', [creature('wurm', 'A', 5, 5, ['trample']), planeswalker('jace', 'B', 3), creature('squirrel', 'B', 1, 1)]).toBlocks({ wurm: 'jace' });
    g.toDamage({ squirrel: 'wurm' });
    expect(g.refuse(assignDamage('A', { wurm: { squirrel: 1, B: 4 } }))).toMatchObject({ code: 'illegalDamageTarget', rule: { id: '702.19f' } });
    g.assign('A', { wurm: { squirrel: 1, jace: 4 } });
    expect(g.summary()).toMatchObject({ graveyard: ['jace', 'squirrel'], life: { B: 20 } });
  });
});
