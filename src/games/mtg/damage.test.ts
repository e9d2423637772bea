import { describe, expect, it } from 'vitest';
import { assignDamage, createGame, creature, planeswalker } from './testkit.ts';

/** A 3/3 attacker blocked by a 1/2 and a 1/3 (2024-11: no order), at its damage assignment. */
const ogreBlockedByTwo = () =>
  createGame('2024-11', [creature('ogre', 'A', 3, 3), creature('elk', 'B', 1, 2), creature('ox', 'B', 1, 3)]).toBlocks({ ogre: 'B' }).toDamage({ elk: 'ogre', ox: 'ogre' });

describe('510.1 assigning combat damage', () => {
  it('510.1b: an unblocked attacker assigns all its damage to the player, with no decision asked', () => {
    const g = createGame('2024-11', [creature('ogre', 'A', 3, 3)]).toBlocks({ ogre: 'B' }).toDamage({});
    expect(g.events('damageAssigned')).toEqual([
      expect.objectContaining({ source: 'ogre', target: 'B', amount: 3, rule: { game: 'mtg', id: '510.1b' } }),
    ]);
    expect(g.summary()).toMatchObject({ step: 'combat-damage', life: { B: 17 } });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.priority', player: 'A', rule: { id: '510.3' } });
  });

  it('510.1a: a creature with 0 power assigns no combat damage', () => {
    const g = createGame('2024-11', [creature('pup', 'A', 0, 1), creature('elk', 'B', 2, 2)]).toBlocks({ pup: 'B' }).toDamage({});
    expect(g.events('damageAssigned')).toEqual([]);
    expect(g.summary().life.B).toBe(20);
  });

  it('510.1c / 510.1d / 510.2: attacker and single blocker assign to each other and both die at once', () => {
    const g = createGame('2023-11', [creature('bear', 'A', 2, 2), creature('elk', 'B', 2, 2)]).toBlocks({ bear: 'B' }).toDamage({ elk: 'bear' });
    expect(g.events('damageAssigned').map((e) => e.rule)).toEqual([
      { game: 'mtg', id: '510.1c', edition: '2023-11' },
      { game: 'mtg', id: '510.1d', edition: '2023-11' },
    ]);
    expect(g.events('damageDealt').map((e) => e.rule.id)).toEqual(['510.2', '510.2']);
    expect(g.summary()).toMatchObject({ graveyard: ['bear', 'elk'], battlefield: [], life: { A: 20, B: 20 } });
    expect(g.events('destroyed').map((e) => e.rule.id)).toEqual(['704.5g', '704.5g']);
  });

  it('510.1c (2023-11): with two ordered blockers and spare power, the active player is asked, lethal shown in order', () => {
    const g = createGame('2023-11', [creature('ogre', 'A', 5, 5), creature('elk', 'B', 2, 2), creature('ox', 'B', 1, 3)]);
    g.toBlocks({ ogre: 'B' }).block({ elk: 'ogre', ox: 'ogre' });
    g.do({ type: 'orderBlockers', by: 'A', attacker: 'ogre', order: ['ox', 'elk'] }).advance();
    expect(g.prompt()).toMatchObject({
      kind: 'mtg.assignDamage',
      player: 'A',
      rule: { id: '510.1c', edition: '2023-11' },
      sources: [{ source: 'ogre', amount: 5, recipients: [{ target: 'ox', lethal: 3 }, { target: 'elk', lethal: 2 }], trampleTo: null }],
    });
  });

  it('510.1c (2023-11): damage may not skip a blocker earlier in the order that lacks lethal damage', () => {
    const g = createGame('2023-11', [creature('ogre', 'A', 5, 5), creature('elk', 'B', 2, 2), creature('ox', 'B', 1, 3)]);
    g.toBlocks({ ogre: 'B' }).block({ elk: 'ogre', ox: 'ogre' });
    g.do({ type: 'orderBlockers', by: 'A', attacker: 'ogre', order: ['ox', 'elk'] }).advance();
    const error = g.refuse({
      type: 'assignDamage',
      by: 'A',
      assignments: [{ source: 'ogre', to: [{ target: 'ox', amount: 2 }, { target: 'elk', amount: 3 }] }],
    });
    expect(error).toMatchObject({ code: 'damageOrder', rule: { id: '510.1c', edition: '2023-11' }, params: { target: 'elk', before: 'ox' } });
    g.assign('A', { ogre: { ox: 3, elk: 2 } });
    expect(g.summary()).toMatchObject({ graveyard: ['elk', 'ox'], damage: { ogre: 3 } });
  });

  it('510.1c (2023-11): with no more power than the first blocker needs, all of it goes to that blocker unasked', () => {
    const g = createGame('2023-11', [creature('bear', 'A', 2, 2), creature('elk', 'B', 1, 2), creature('ox', 'B', 1, 3)]);
    g.toBlocks({ bear: 'B' }).block({ elk: 'bear', ox: 'bear' });
    g.do({ type: 'orderBlockers', by: 'A', attacker: 'bear', order: ['elk', 'ox'] }).advance();
    expect(g.events('damageAssigned')[0]).toMatchObject({ source: 'bear', target: 'elk', amount: 2, rule: { id: '510.1c', edition: '2023-11' } });
    expect(g.summary()).toMatchObject({ graveyard: ['bear', 'elk'], damage: {} });
  });

  it('510.1c: damage already marked this turn counts toward lethal damage', () => {
    const g = createGame('2023-11', [creature('ogre', 'A', 3, 3), creature('elk', 'B', 2, 3, [], { damage: 2 }), creature('ox', 'B', 1, 3)]);
    g.toBlocks({ ogre: 'B' }).block({ elk: 'ogre', ox: 'ogre' });
    g.do({ type: 'orderBlockers', by: 'A', attacker: 'ogre', order: ['elk', 'ox'] }).advance();
    const p = g.prompt();
    expect(p.kind === 'mtg.assignDamage' && p.sources[0]?.recipients).toEqual([
      { target: 'elk', lethal: 1 },
      { target: 'ox', lethal: 3 },
    ]);
    g.assign('A', { ogre: { elk: 1, ox: 2 } });
    expect(g.summary()).toMatchObject({ graveyard: ['ogre', 'elk'], damage: { ox: 2 } });
  });

  it('510.1c (2024-11): a creature blocked by two divides its damage freely, even all to the second', () => {
    const g = ogreBlockedByTwo();
    expect(g.prompt()).toMatchObject({
      kind: 'mtg.assignDamage',
      player: 'A',
      rule: { id: '510.1c', edition: '2024-11' },
      sources: [{ source: 'ogre', amount: 3, recipients: [{ target: 'elk', lethal: 2 }, { target: 'ox', lethal: 3 }] }],
    });
    g.assign('A', { ogre: { ox: 3 } });
    expect(g.events('damageAssigned')[0]).toMatchObject({ target: 'ox', amount: 3, rule: { id: '510.1c', edition: '2024-11' } });
    expect(g.summary()).toMatchObject({ graveyard: ['ox'], damage: { ogre: 2 } });
  });

  it('510.1a: an assignment must total exactly the creature\'s power', () => {
    const g = ogreBlockedByTwo();
    for (const amounts of [{ elk: 1, ox: 1 }, { elk: 2, ox: 2 }])
      expect(g.refuse(assignDamage('A', { ogre: amounts }))).toMatchObject({ code: 'damageTotal', rule: { id: '510.1a' }, params: { amount: 3 } });
  });

  it('510.1: the assignment covers exactly the creatures that have a choice, and only their controller makes it', () => {
    const g = createGame('2024-11', [creature('ogre', 'A', 3, 3), creature('bear', 'A', 2, 2), creature('elk', 'B', 1, 2), creature('ox', 'B', 1, 3)]);
    g.toBlocks({ ogre: 'B', bear: 'B' }).toDamage({ elk: 'ogre', ox: 'ogre' });
    expect(g.refuse(assignDamage('A', {}))).toMatchObject({ code: 'damageSourceMissing', rule: { id: '510.1' } });
    expect(
      g.refuse({
        type: 'assignDamage',
        by: 'A',
        assignments: [
          { source: 'ogre', to: [{ target: 'ox', amount: 3 }] },
          { source: 'bear', to: [{ target: 'B', amount: 2 }] },
        ],
      }),
    ).toMatchObject({ code: 'damageSourceNotChoosing', params: { source: 'bear' } });
    expect(g.refuse(assignDamage('B', {}))).toMatchObject({ code: 'notYourDecision', rule: { id: '510.1' } });
    expect(g.refuse(assignDamage('A', { ogre: { B: 3 } }))).toMatchObject({ code: 'illegalDamageTarget', rule: { id: '510.1c', edition: '2024-11' } });
    g.assign('A', { ogre: { elk: 2, ox: 1 } });
    expect(g.summary()).toMatchObject({ life: { B: 18 }, graveyard: ['elk'], damage: { ogre: 2, ox: 1 } });
  });

  it('510.1: an assignDamage action outside a damage step is refused', () => {
    const g = createGame('2024-11', [creature('ogre', 'A', 3, 3)]);
    expect(g.refuse(assignDamage('A', {}))).toMatchObject({ code: 'notNow', rule: { id: '510.1' } });
  });
});

describe('trample, deathtouch, lifelink', () => {
  it('702.19b: a trampler assigns lethal damage to its blocker and the rest to the player', () => {
    const g = createGame('2024-11', [creature('rhino', 'A', 5, 5, ['trample']), creature('elk', 'B', 2, 2)]);
    g.toBlocks({ rhino: 'B' }).toDamage({ elk: 'rhino' });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.assignDamage', sources: [{ source: 'rhino', recipients: [{ target: 'elk', lethal: 2 }], trampleTo: 'B' }] });
    expect(g.refuse(assignDamage('A', { rhino: { elk: 1, B: 4 } }))).toMatchObject({
      code: 'trampleNeedsLethal',
      rule: { id: '702.19b' },
      params: { target: 'elk', lethal: 2 },
    });
    g.assign('A', { rhino: { elk: 2, B: 3 } });
    expect(g.events('damageAssigned').find((e) => 'target' in e && e.target === 'B')?.rule.id).toBe('702.19b');
    expect(g.summary()).toMatchObject({ life: { B: 17 }, graveyard: ['elk'] });
  });

  it('702.19b (2023-11): a trampler with two ordered blockers must give each lethal damage before the player', () => {
    const g = createGame('2023-11', [creature('rhino', 'A', 6, 6, ['trample']), creature('elk', 'B', 2, 2), creature('ox', 'B', 2, 3)]);
    g.toBlocks({ rhino: 'B' }).block({ elk: 'rhino', ox: 'rhino' });
    g.do({ type: 'orderBlockers', by: 'A', attacker: 'rhino', order: ['elk', 'ox'] }).advance();
    expect(g.refuse(assignDamage('A', { rhino: { elk: 2, ox: 2, B: 2 } })).code).toBe('trampleNeedsLethal');
    g.assign('A', { rhino: { elk: 2, ox: 3, B: 1 } });
    expect(g.summary()).toMatchObject({ life: { B: 19 }, graveyard: ['elk', 'ox'] });
  });

  it('702.19b: a trampler with no more power than lethal for its blocker assigns it all there unasked', () => {
    const g = createGame('2024-11', [creature('rhino', 'A', 3, 3, ['trample']), creature('wall', 'B', 0, 4)]);
    g.toBlocks({ rhino: 'B' }).toDamage({ wall: 'rhino' });
    expect(g.events('damageAssigned')).toEqual([expect.objectContaining({ target: 'wall', amount: 3, rule: { game: 'mtg', id: '702.19b' } })]);
    expect(g.summary()).toMatchObject({ damage: { wall: 3 }, life: { B: 20 } });
  });

  it('702.2c: with deathtouch and trample, 1 damage is lethal to each blocker', () => {
    const g = createGame('2023-11', [creature('viper', 'A', 4, 4, ['trample', 'deathtouch']), creature('giant', 'B', 1, 6)]);
    g.toBlocks({ viper: 'B' }).toDamage({ giant: 'viper' });
    expect(g.prompt()).toMatchObject({ sources: [{ recipients: [{ target: 'giant', lethal: 1 }] }] });
    g.assign('A', { viper: { giant: 1, B: 3 } });
    expect(g.summary()).toMatchObject({ life: { B: 17 }, graveyard: ['giant'] });
    expect(g.events('destroyed')).toEqual([expect.objectContaining({ id: 'giant', rule: { game: 'mtg', id: '704.5h' } })]);
  });

  it('702.19d: a blocked trampler whose blockers are all gone assigns all its damage to the player', () => {
    const g = createGame('2024-11', [creature('rhino', 'A', 5, 5, ['trample']), creature('elk', 'B', 2, 2)]);
    g.toBlocks({ rhino: 'B' }).block({ elk: 'rhino' }).cast('A', { kind: 'destroy', target: 'elk' }).advance().advance();
    expect(g.events('damageAssigned')).toEqual([expect.objectContaining({ target: 'B', amount: 5, rule: { game: 'mtg', id: '702.19d' } })]);
    expect(g.summary().life.B).toBe(15);
  });

  it('702.19b: a trampler attacking a planeswalker tramples over onto that planeswalker', () => {
    const g = createGame('2024-11', [creature('rhino', 'A', 5, 5, ['trample']), creature('elk', 'B', 2, 2), planeswalker('jace', 'B', 4)]);
    g.toBlocks({ rhino: 'jace' }).toDamage({ elk: 'rhino' });
    expect(g.prompt()).toMatchObject({ sources: [{ trampleTo: 'jace' }] });
    expect(g.refuse(assignDamage('A', { rhino: { elk: 2, B: 3 } }))).toMatchObject({ code: 'illegalDamageTarget', rule: { id: '702.19f' } });
    g.assign('A', { rhino: { elk: 2, jace: 3 } });
    expect(g.summary()).toMatchObject({ life: { B: 20 }, loyalty: { jace: 1 }, graveyard: ['elk'] });
  });

  it('702.15b: lifelink on an attacker and on a blocker gains life as the damage is dealt', () => {
    const g = createGame('2024-11', [creature('cleric', 'A', 2, 2, ['lifelink']), creature('bear', 'A', 2, 2), creature('bat', 'B', 1, 3, ['lifelink'])], {
      life: { A: 10, B: 10 },
    });
    g.toBlocks({ cleric: 'B', bear: 'B' }).toDamage({ bat: 'bear' });
    expect(g.summary().life).toEqual({ A: 12, B: 9 });
    expect(g.events('lifeChanged').filter((e) => e.rule.id === '702.15b').map((e) => ('player' in e ? e.player : ''))).toEqual(['A', 'B']);
  });

  it('704.5i: combat damage to a planeswalker removes loyalty and one with none left is put into the graveyard', () => {
    const g = createGame('2023-11', [creature('ogre', 'A', 3, 3), planeswalker('jace', 'B', 3)]).toBlocks({ ogre: 'jace' }).toDamage({});
    expect(g.summary()).toMatchObject({ life: { B: 20 }, graveyard: ['jace'], loyalty: {} });
    expect(g.events('putIntoGraveyard')).toEqual([expect.objectContaining({ id: 'jace', rule: { game: 'mtg', id: '704.5i' } })]);
  });

  it('510.1b / 506.4: an attacker whose planeswalker left the battlefield assigns no damage', () => {
    const g = createGame('2024-11', [creature('ogre', 'A', 3, 3), planeswalker('jace', 'B', 3)]).toBlocks({ ogre: 'jace' });
    g.block({}).cast('A', { kind: 'exile', target: 'jace' }).advance().advance();
    expect(g.events('damageAssigned')).toEqual([]);
    expect(g.summary()).toMatchObject({ life: { B: 20 }, exile: ['jace'], step: 'combat-damage' });
  });
});

describe('510.4 first strike and double strike', () => {
  it('702.7b: a first-striker kills its blocker in the first-strike step and takes no damage back', () => {
    const g = createGame('2024-11', [creature('knight', 'A', 2, 2, ['first strike']), creature('elk', 'B', 2, 2)]);
    g.toBlocks({ knight: 'B' }).toDamage({ elk: 'knight' });
    expect(g.summary()).toMatchObject({ step: 'first-strike-damage', graveyard: ['elk'], damage: {} });
    expect(g.events('stepBegan').at(-1)?.rule.id).toBe('510.4');
    g.advance();
    expect(g.summary()).toMatchObject({ step: 'combat-damage', graveyard: ['elk'], damage: {}, life: { B: 20 } });
    expect(g.last.find((e) => e.type === 'stepBegan')).toMatchObject({ step: 'combat-damage', rule: { id: '510.4' } });
  });

  it('702.7b: a first-strike blocker kills the attacker before it deals damage', () => {
    const g = createGame('2023-11', [creature('bear', 'A', 2, 2), creature('knight', 'B', 2, 2, ['first strike'])]);
    g.toBlocks({ bear: 'B' }).toDamage({ knight: 'bear' }).advance();
    expect(g.summary()).toMatchObject({ step: 'combat-damage', graveyard: ['bear'], damage: {} });
  });

  it('702.4b: an unblocked double-striker deals damage in both steps', () => {
    const g = createGame('2023-11', [creature('duelist', 'A', 3, 3, ['double strike']), creature('bear', 'A', 2, 2)]);
    g.toBlocks({ duelist: 'B', bear: 'B' }).toDamage({});
    expect(g.summary()).toMatchObject({ step: 'first-strike-damage', life: { B: 17 } });
    g.advance();
    expect(g.summary()).toMatchObject({ step: 'combat-damage', life: { B: 12 } });
  });

  it('510.4: with no first or double strike there is a single combat damage step', () => {
    const g = createGame('2024-11', [creature('bear', 'A', 2, 2)]).toBlocks({ bear: 'B' }).toDamage({});
    expect(g.events('stepBegan').map((e) => ('step' in e ? e.step : ''))).not.toContain('first-strike-damage');
    g.advance();
    expect(g.summary().step).toBe('end-of-combat');
  });

  it('510.4: a creature given double strike after the first-strike step deals damage again', () => {
    const g = createGame('2024-11', [creature('knight', 'A', 2, 2, ['first strike'])]).toBlocks({ knight: 'B' }).toDamage({});
    expect(g.summary().life.B).toBe(18);
    g.cast('A', { kind: 'grant', target: 'knight', keyword: 'double strike' }).advance().advance();
    expect(g.summary()).toMatchObject({ step: 'combat-damage', life: { B: 16 } });
  });

  it('510.4: a double-striker that loses double strike after the first step deals no second damage', () => {
    const g = createGame('2023-11', [creature('duelist', 'A', 3, 3, ['double strike'])]).toBlocks({ duelist: 'B' }).toDamage({});
    g.pass().cast('B', { kind: 'removeKeyword', target: 'duelist', keyword: 'double strike' }, 'Sap').advance();
    expect(g.last.map((e) => e.type)).toContain('keywordRemoved');
    g.advance();
    expect(g.summary()).toMatchObject({ step: 'combat-damage', life: { B: 17 } });
  });

  it('510.4: a creature that gains first strike only after the first step began still deals damage in the second', () => {
    const g = createGame('2024-11', [creature('knight', 'A', 2, 2, ['first strike']), creature('bear', 'A', 2, 2)]).toBlocks({ knight: 'B', bear: 'B' }).toDamage({});
    expect(g.summary().life.B).toBe(18);
    g.cast('A', { kind: 'grant', target: 'bear', keyword: 'first strike' }).advance().advance();
    expect(g.summary()).toMatchObject({ step: 'combat-damage', life: { B: 16 } });
  });

  it('702.4b / 702.19d: a double-striking trampler kills its blocker first, then hits the player with everything', () => {
    const g = createGame('2023-11', [creature('titan', 'A', 4, 4, ['double strike', 'trample']), creature('elk', 'B', 2, 2)]);
    g.toBlocks({ titan: 'B' }).toDamage({ elk: 'titan' }).assign('A', { titan: { elk: 4 } });
    expect(g.summary()).toMatchObject({ life: { B: 20 }, graveyard: ['elk'] });
    g.advance();
    expect(g.summary()).toMatchObject({ step: 'combat-damage', life: { B: 16 } });
  });
});

describe('615 prevention', () => {
  it('615.1: all combat damage to a creature is prevented', () => {
    const g = createGame('2024-11', [creature('ogre', 'A', 3, 3), creature('elk', 'B', 2, 2)]).toBlocks({ ogre: 'B' });
    g.block({ elk: 'ogre' }).pass().cast('B', { kind: 'prevent', target: 'elk', amount: 'all', combatOnly: true }, 'Fog').advance().advance();
    expect(g.summary()).toMatchObject({ battlefield: ['ogre', 'elk'], damage: { ogre: 2 } });
    expect(g.events('damagePrevented')).toEqual([expect.objectContaining({ target: 'elk', amount: 3, rule: { game: 'mtg', id: '615.1' } })]);
  });

  it('615.7: a shield prevents the next N damage to a player, then is used up', () => {
    const g = createGame('2023-11', [creature('ogre', 'A', 3, 3)]).toBlocks({ ogre: 'B' });
    g.block({}).pass().cast('B', { kind: 'prevent', target: 'B', amount: 2 }).advance().advance();
    expect(g.summary().life.B).toBe(19);
    expect(g.state.players.B?.prevention).toBe(0);
    expect(g.events('damagePrevented')[0]).toMatchObject({ amount: 2, rule: { id: '615.7' } });
  });
});

describe('assignment corner cases', () => {
  it('702.19b (2024-11): blockers split freely, but the player gets damage only once every blocker has lethal', () => {
    const g = createGame('2024-11', [creature('rhino', 'A', 6, 6, ['trample']), creature('elk', 'B', 2, 2), creature('ox', 'B', 2, 3)]);
    g.toBlocks({ rhino: 'B' }).toDamage({ elk: 'rhino', ox: 'rhino' });
    expect(g.refuse(assignDamage('A', { rhino: { ox: 3, B: 3 } }))).toMatchObject({ code: 'trampleNeedsLethal', params: { target: 'elk' } });
    g.assign('A', { rhino: { ox: 6 } });
    expect(g.summary()).toMatchObject({ life: { B: 20 }, graveyard: ['ox'], damage: { rhino: 4 } });
    expect(g.summary().damage.elk).toBeUndefined();
  });

  it('702.19b: lethal damage ignores prevention, so a trampler tramples over a shielded blocker', () => {
    const g = createGame('2024-11', [creature('rhino', 'A', 5, 5, ['trample']), creature('elk', 'B', 2, 2)]).toBlocks({ rhino: 'B' });
    g.block({ elk: 'rhino' }).pass().cast('B', { kind: 'prevent', target: 'elk', amount: 'all' }).advance().advance();
    expect(g.prompt()).toMatchObject({ sources: [{ recipients: [{ target: 'elk', lethal: 2 }] }] });
    g.assign('A', { rhino: { elk: 2, B: 3 } });
    expect(g.summary()).toMatchObject({ life: { B: 17 }, battlefield: ['rhino', 'elk'], damage: { rhino: 2 } });
  });

  it('510.1c / 510.4: first-strike damage marked in the first step lowers lethal in the second', () => {
    const g = createGame('2023-11', [creature('duelist', 'A', 3, 3, ['double strike', 'trample']), creature('wall', 'B', 0, 4)]);
    g.toBlocks({ duelist: 'B' }).toDamage({ wall: 'duelist' });
    expect(g.events('damageAssigned')).toEqual([expect.objectContaining({ target: 'wall', amount: 3, rule: { game: 'mtg', id: '702.19b' } })]);
    g.advance();
    expect(g.prompt()).toMatchObject({ kind: 'mtg.assignDamage', sources: [{ source: 'duelist', recipients: [{ target: 'wall', lethal: 1 }], trampleTo: 'B' }] });
    g.assign('A', { duelist: { wall: 1, B: 2 } });
    expect(g.summary()).toMatchObject({ life: { B: 18 }, graveyard: ['wall'] });
  });
});
