import { describe, expect, it } from 'vitest';
import { assignDamage, createGame, creature, declareAttackers, declareBlockers, vanilla } from './testkit.ts';

describe('509.1c block requirements', () => {
  it('509.1c: every creature able to block an attacker that "must be blocked by all" must block it; a tapped one is excused', () => {
    const g = createGame('2024-11', [
      creature('lure', 'A', 2, 2, ['must be blocked by all']),
      creature('elk', 'B', 2, 2),
      creature('ox', 'B', 2, 3),
      creature('sleepy', 'B', 2, 2, [], { tapped: true }),
    ]).toBlocks({ lure: 'B' });
    expect(g.refuse(declareBlockers('B', {}))).toMatchObject({ code: 'blockRequirement', rule: { id: '509.1c' }, params: { id: 'elk' } });
    expect(g.refuse(declareBlockers('B', { elk: 'lure' }))).toMatchObject({ code: 'blockRequirement', rule: { id: '509.1c' }, params: { id: 'ox' } });
    const p = g.prompt();
    if (p.kind === 'mtg.declareBlockers') expect(p.suggested.toSorted((a, b) => a.id.localeCompare(b.id))).toEqual([{ id: 'elk', blocks: 'lure' }, { id: 'ox', blocks: 'lure' }]);
    g.toDamage({ elk: 'lure', ox: 'lure' });
    expect(g.summary().blocking).toEqual({ elk: ['lure'], ox: ['lure'] });
  });

  it('509.1c: a creature that "must block" has to block some attacker if it can', () => {
    const g = createGame('2023-11', [creature('bear', 'A', 2, 2), creature('ogre', 'A', 3, 3), creature('guard', 'B', 1, 4, ['must block'])]).toBlocks({ bear: 'B', ogre: 'B' });
    expect(g.refuse(declareBlockers('B', {}))).toMatchObject({ code: 'blockRequirement', rule: { id: '509.1c' }, params: { id: 'guard' } });
    g.block({ guard: 'ogre' });
    expect(g.summary().blocking).toEqual({ guard: ['ogre'] });
  });

  it('509.1c: a requirement that only a broken restriction could meet is excused (a flyer, 702.9b)', () => {
    const g = createGame('2024-11', [creature('bird', 'A', 1, 1, ['flying']), creature('guard', 'B', 1, 4, ['must block'])]).toBlocks({ bird: 'B' });
    g.block({});
    expect(g.prompt()).toMatchObject({ kind: 'mtg.priority', player: 'A' });
  });

  it('509.1c: a menace attacker and one "must block" creature: both creatures must block it (the rule\'s own example)', () => {
    const g = createGame('2024-11', [creature('brute', 'A', 3, 3, ['menace']), creature('guard', 'B', 1, 4, ['must block']), creature('elk', 'B', 2, 2)]).toBlocks({
      brute: 'B',
    });
    expect(g.refuse(declareBlockers('B', {}))).toMatchObject({ code: 'blockRequirement', rule: { id: '509.1c' } });
    expect(g.refuse(declareBlockers('B', { guard: 'brute' }))).toMatchObject({ code: 'menace', rule: { id: '702.111b' } });
    const p = g.prompt();
    if (p.kind === 'mtg.declareBlockers') expect(p.suggested.toSorted((a, b) => a.id.localeCompare(b.id))).toEqual([{ id: 'elk', blocks: 'brute' }, { id: 'guard', blocks: 'brute' }]);
    g.block({ guard: 'brute', elk: 'brute' });
    expect(g.summary().blocking).toEqual({ guard: ['brute'], elk: ['brute'] });
  });

  it('509.1c: a menace attacker and a lone "must block" creature: it can\'t block legally, so not blocking is right', () => {
    const g = createGame('2023-11', [creature('brute', 'A', 3, 3, ['menace']), creature('guard', 'B', 1, 4, ['must block'])]).toBlocks({ brute: 'B' });
    const p = g.prompt();
    if (p.kind === 'mtg.declareBlockers') expect(p.suggested).toEqual([]);
    g.toDamage({});
    expect(g.summary().life.B).toBe(17);
  });

  it('509.1c: a creature able to block two attackers that must be blocked by all has to block both', () => {
    const g = createGame('2024-11', [
      creature('lure1', 'A', 1, 1, ['must be blocked by all']),
      creature('lure2', 'A', 1, 1, ['must be blocked by all']),
      creature('hydra', 'B', 2, 6, [], { blockLimit: 2 }),
    ]).toBlocks({ lure1: 'B', lure2: 'B' });
    expect(g.refuse(declareBlockers('B', { hydra: 'lure1' }))).toMatchObject({ code: 'blockRequirement', rule: { id: '509.1c' }, params: { id: 'hydra' } });
    g.do(declareBlockers('B', { hydra: ['lure1', 'lure2'] }));
    expect(g.summary().blocking).toEqual({ hydra: ['lure1', 'lure2'] });
  });

  it('509.1c / 802.4: a lure attacking one player places no requirement on another defending player\'s creatures', () => {
    const g = createGame('2024-11', [creature('lure', 'A', 2, 2, ['must be blocked by all']), creature('bear', 'A', 2, 2), creature('elk', 'B', 2, 2), creature('ox', 'C', 2, 2)], {
      players: ['A', 'B', 'C'],
    }).toBlocks({ lure: 'B', bear: 'C' });
    g.block({ elk: 'lure' });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.declareBlockers', player: 'C' });
    g.block({});
    expect(g.prompt()).toMatchObject({ kind: 'mtg.priority', player: 'A' });
  });
  it('509.1c with 702.111b: an attacker with menace that must be blocked by all: one able creature can\'t, two must', () => {
    const one = createGame('2024-11', [creature('brute', 'A', 3, 3, ['menace', 'must be blocked by all']), creature('elk', 'B', 2, 2)]).toBlocks({ brute: 'B' });
    one.block({});
    expect(one.prompt()).toMatchObject({ kind: 'mtg.priority' });
    const two = createGame('2024-11', [creature('brute', 'A', 3, 3, ['menace', 'must be blocked by all']), creature('elk', 'B', 2, 2), creature('ox', 'B', 2, 2)]).toBlocks({
      brute: 'B',
    });
    expect(two.refuse(declareBlockers('B', {}))).toMatchObject({ code: 'blockRequirement', rule: { id: '509.1c' } });
    two.block({ elk: 'brute', ox: 'brute' });
    expect(two.summary().blocking).toEqual({ elk: ['brute'], ox: ['brute'] });
  });
});

describe('508.1c / 509.1b restrictions', () => {
  it('508.1c: a creature that "can\'t attack alone" can\'t be the only attacker, but may attack with another', () => {
    for (const edition of ['2023-11', '2024-11'] as const) {
      const g = createGame(edition, [creature('squire', 'A', 1, 1, ["can't attack alone"]), creature('bear', 'A', 2, 2)]).advance();
      expect(g.refuse(declareAttackers('A', { squire: 'B' }))).toMatchObject({ code: 'attackAlone', rule: { id: '508.1c' }, params: { id: 'squire' } });
      g.attack({ squire: 'B', bear: 'B' });
      expect(g.summary().attacking).toEqual({ squire: 'B', bear: 'B' });
    }
  });

  it('509.1b: a creature that "can\'t block alone" can\'t be the only blocker, but may block beside another', () => {
    const g = createGame('2024-11', [creature('bear', 'A', 2, 2), creature('ogre', 'A', 3, 3), creature('page', 'B', 1, 1, ["can't block alone"]), creature('elk', 'B', 2, 2)]).toBlocks({
      bear: 'B',
      ogre: 'B',
    });
    expect(g.refuse(declareBlockers('B', { page: 'bear' }))).toMatchObject({ code: 'blockAlone', rule: { id: '509.1b' }, params: { id: 'page' } });
    g.block({ page: 'bear', elk: 'ogre' });
    expect(g.summary().blocking).toEqual({ page: ['bear'], elk: ['ogre'] });
  });

  it('509.1b / 802.4: another defending player\'s blocker does not keep a creature from blocking alone', () => {
    // 802.4b: each defending player's declaration is checked ignoring the other players' blockers.
    const g = createGame('2024-11', [creature('bear', 'A', 2, 2), creature('ogre', 'A', 3, 3), creature('elk', 'B', 2, 2), creature('page', 'C', 1, 1, ["can't block alone"])], {
      players: ['A', 'B', 'C'],
    }).toBlocks({ bear: 'B', ogre: 'C' });
    g.block({ elk: 'bear' });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.declareBlockers', player: 'C' });
    expect(g.refuse(declareBlockers('C', { page: 'ogre' }))).toMatchObject({ code: 'blockAlone', rule: { id: '509.1b' } });
  });

  it('509.1b: an attacker that can\'t be blocked except by three or more creatures', () => {
    const g = createGame('2023-11', [
      creature('titan', 'A', 6, 6, [], { minBlockers: 3 }),
      ...vanilla('B', { elk: '2/2', ox: '2/2', yak: '2/2' }),
    ]).toBlocks({ titan: 'B' });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.declareBlockers', minBlockers: { titan: 3 } });
    expect(g.refuse(declareBlockers('B', { elk: 'titan', ox: 'titan' }))).toMatchObject({
      code: 'minBlockers',
      rule: { id: '509.1b' },
      params: { attacker: 'titan', n: 3 },
    });
    g.block({ elk: 'titan', ox: 'titan', yak: 'titan' });
    expect(g.summary().blocking).toEqual({ elk: ['titan'], ox: ['titan'], yak: ['titan'] });
  });

  it('509.1b: an attacker that can\'t be blocked except by creatures with flying or by white creatures', () => {
    const g = createGame('2024-11', [
      creature('sprite', 'A', 1, 1, [], { blockableOnlyBy: ['flying'] }),
      creature('zealot', 'A', 2, 2, [], { blockableOnlyBy: ['white'] }),
      creature('elk', 'B', 2, 2, [], { colours: ['green'] }),
      creature('bird', 'B', 1, 1, ['flying'], { colours: ['blue'] }),
      creature('monk', 'B', 1, 3, [], { colours: ['white'] }),
    ]).toBlocks({ sprite: 'B', zealot: 'B' });
    expect(g.refuse(declareBlockers('B', { elk: 'sprite' }))).toMatchObject({ code: 'blockQuality', rule: { id: '509.1b' } });
    expect(g.refuse(declareBlockers('B', { bird: 'zealot' }))).toMatchObject({ code: 'blockQuality', rule: { id: '509.1b' } });
    g.block({ bird: 'sprite', monk: 'zealot' });
    expect(g.summary().blocking).toEqual({ bird: ['sprite'], monk: ['zealot'] });
  });
});

describe('509.1a blocking several attackers', () => {
  it('509.1a: a creature blocks one attacker unless an effect lets it block more, and no more than that', () => {
    const g = createGame('2024-11', [
      ...vanilla('A', { a1: '1/1', a2: '1/1', a3: '1/1' }),
      creature('elk', 'B', 2, 2),
      creature('hydra', 'B', 3, 6, [], { blockLimit: 2 }),
    ]).toBlocks({ a1: 'B', a2: 'B', a3: 'B' });
    const p = g.prompt();
    if (p.kind === 'mtg.declareBlockers') expect(p.candidates.map((c) => [c.id, c.limit])).toEqual([['elk', 1], ['hydra', 2]]);
    expect(g.refuse(declareBlockers('B', { elk: ['a1', 'a2'] }))).toMatchObject({ code: 'blocksOnlyOne', rule: { id: '509.1a' } });
    expect(g.refuse(declareBlockers('B', { hydra: ['a1', 'a2', 'a3'] }))).toMatchObject({ code: 'blockLimit', rule: { id: '509.1a' }, params: { id: 'hydra', n: 2 } });
    g.do(declareBlockers('B', { hydra: ['a1', 'a2'] }));
    expect(g.state.combat.attackers.map((a) => [a.id, a.blocked])).toEqual([['a1', true], ['a2', true], ['a3', false]]);
  });

  it('509.1a: a creature that can block any number blocks every attacker and all their damage reaches it (510.2)', () => {
    const g = createGame('2024-11', [creature('a1', 'A', 1, 1), creature('a2', 'A', 1, 1), creature('a3', 'A', 2, 2), creature('colossus', 'B', 3, 6, [], { blockLimit: 'any' })]).toBlocks({
      a1: 'B',
      a2: 'B',
      a3: 'B',
    });
    g.do({ type: 'declareBlockers', by: 'B', blockers: ['a1', 'a2', 'a3'].map((a) => ({ id: 'colossus', blocks: a })) }).advance();
    expect(g.prompt()).toMatchObject({ kind: 'mtg.assignDamage', player: 'B', rule: { id: '510.1d' } });
    g.assign('B', { colossus: { a1: 1, a2: 1, a3: 1 } });
    expect(g.summary()).toMatchObject({ graveyard: ['a1', 'a2'], battlefield: ['a3', 'colossus'], damage: { a3: 1, colossus: 4 }, life: { B: 20 } });
  });

  it('509.3 / 510.1d (2023-11): the defending player orders the attackers its creature blocks, and its damage follows that order', () => {
    const g = createGame('2023-11', [creature('bear', 'A', 2, 2), creature('elk', 'A', 1, 1), creature('giant', 'B', 3, 5, [], { blockLimit: 2 })]).toBlocks({ bear: 'B', elk: 'B' });
    g.do(declareBlockers('B', { giant: ['bear', 'elk'] }));
    expect(g.prompt()).toMatchObject({ kind: 'mtg.orderAttackers', player: 'B', blocker: 'giant', attackers: ['bear', 'elk'], rule: { id: '509.3', edition: '2023-11' } });
    expect(g.refuse({ type: 'orderAttackers', by: 'B', blocker: 'giant', order: ['elk'] })).toMatchObject({ code: 'badOrder', rule: { id: '509.3' } });
    g.do({ type: 'orderAttackers', by: 'B', blocker: 'giant', order: ['elk', 'bear'] }).advance();
    expect(g.prompt()).toMatchObject({ kind: 'mtg.assignDamage', player: 'B', sources: [{ source: 'giant', recipients: [{ target: 'elk', lethal: 1 }, { target: 'bear', lethal: 2 }] }] });
    expect(g.refuse(assignDamage('B', { giant: { bear: 3 } }))).toMatchObject({ code: 'damageOrder', rule: { id: '510.1d', edition: '2023-11' } });
    g.assign('B', { giant: { elk: 1, bear: 2 } });
    expect(g.summary()).toMatchObject({ graveyard: ['bear', 'elk'], damage: { giant: 3 } });
  });

  it('510.1d (2024-11, 2026-09): a creature blocking two attackers divides its damage freely, even all to the second', () => {
    for (const edition of ['2024-11', '2026-09'] as const) {
      const g = createGame(edition, [creature('bear', 'A', 2, 2), creature('elk', 'A', 1, 1), creature('giant', 'B', 3, 5, [], { blockLimit: 2 })]).toBlocks({ bear: 'B', elk: 'B' });
      g.do(declareBlockers('B', { giant: ['bear', 'elk'] }));
      expect(g.refuse({ type: 'orderAttackers', by: 'B', blocker: 'giant', order: ['elk', 'bear'] })).toMatchObject({ code: 'noDamageOrder' });
      g.advance();
      expect(g.prompt()).toMatchObject({ kind: 'mtg.assignDamage', player: 'B', rule: { id: '510.1d', edition } });
      g.assign('B', { giant: { elk: 3 } });
      expect(g.summary()).toMatchObject({ graveyard: ['elk'], battlefield: ['bear', 'giant'], damage: { giant: 3 } });
    }
  });

  it('510.1d: a blocker whose other attacker has left combat deals all its damage to the one left, unasked', () => {
    const g = createGame('2024-11', [creature('bear', 'A', 2, 2), creature('elk', 'A', 1, 1), creature('giant', 'B', 3, 5, [], { blockLimit: 2 })]).toBlocks({ bear: 'B', elk: 'B' });
    g.do(declareBlockers('B', { giant: ['bear', 'elk'] }));
    g.cast('A', { kind: 'removeFromCombat', target: 'elk' }).advance().advance();
    expect(g.events('damageAssigned')).toEqual(
      expect.arrayContaining([expect.objectContaining({ source: 'giant', target: 'bear', amount: 3, rule: expect.objectContaining({ id: '510.1d' }) })]),
    );
    expect(g.summary()).toMatchObject({ graveyard: ['bear'], battlefield: ['elk', 'giant'], damage: { giant: 2 } });
  });
});
