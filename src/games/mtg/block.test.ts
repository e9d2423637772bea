import { describe, expect, it } from 'vitest';
import { assignDamage, createGame, creature, declareBlockers } from './testkit.ts';
import type { MtgEdition } from './types.ts';

/** A 3/3 attacker blocked by two 2/2s. */
const ogreBlockedByTwo = (edition: MtgEdition) =>
  createGame(edition, [creature('ogre', 'A', 3, 3), creature('elk', 'B', 2, 2), creature('ox', 'B', 2, 2)]).toBlocks({ ogre: 'B' }).block({ elk: 'ogre', ox: 'ogre' });

describe('509 declare blockers', () => {
  it('509.1: the defending player declares blockers, offered only legal blocks', () => {
    const g = createGame('2024-11', [
      creature('bird', 'A', 1, 1, ['flying']),
      creature('brute', 'A', 3, 3, ['menace']),
      creature('elk', 'B', 2, 2),
      creature('spider', 'B', 1, 4, ['reach']),
      creature('tapped', 'B', 2, 2, [], { tapped: true }),
    ]).toBlocks({ bird: 'B', brute: 'B' });
    const p = g.prompt();
    // Two players: the declaration is the only one, so no 802.4 note.
    expect(p).toMatchObject({ kind: 'mtg.declareBlockers', player: 'B', rule: { id: '509.1' }, menace: ['brute'], perPlayer: null });
    if (p.kind === 'mtg.declareBlockers')
      expect(p.candidates).toEqual([
        { id: 'elk', canBlock: ['brute'], limit: 1 },
        { id: 'spider', canBlock: ['bird', 'brute'], limit: 1 },
      ]);
  });

  it('509.1a: a tapped creature cannot block', () => {
    const g = createGame('2023-11', [creature('bear', 'A', 2, 2), creature('elk', 'B', 2, 2, [], { tapped: true })]).toBlocks({ bear: 'B' });
    expect(g.refuse(declareBlockers('B', { elk: 'bear' }))).toMatchObject({ code: 'blockerTapped', rule: { id: '509.1a' } });
  });

  it('702.9b: a creature without flying or reach cannot block a flyer', () => {
    const g = createGame('2024-11', [creature('bird', 'A', 1, 1, ['flying']), creature('elk', 'B', 2, 2)]).toBlocks({ bird: 'B' });
    expect(g.refuse(declareBlockers('B', { elk: 'bird' }))).toMatchObject({ code: 'flyingBlock', rule: { id: '702.9b' } });
  });

  it('702.17b: a creature with reach blocks a flyer, and kills it', () => {
    const g = createGame('2024-11', [creature('bird', 'A', 1, 1, ['flying']), creature('spider', 'B', 1, 4, ['reach'])]).toBlocks({ bird: 'B' });
    g.toDamage({ spider: 'bird' });
    expect(g.summary()).toMatchObject({ graveyard: ['bird'], damage: { spider: 1 }, life: { B: 20 } });
  });

  it('702.9b: a flyer may block a creature without flying', () => {
    const g = createGame('2023-11', [creature('bear', 'A', 2, 2), creature('bird', 'B', 1, 1, ['flying'])]).toBlocks({ bear: 'B' });
    g.toDamage({ bird: 'bear' });
    expect(g.summary()).toMatchObject({ graveyard: ['bird'], damage: { bear: 1 } });
  });

  it('702.111b: a creature with menace cannot be blocked by just one creature', () => {
    const g = createGame('2024-11', [creature('brute', 'A', 3, 3, ['menace']), creature('elk', 'B', 2, 2), creature('ox', 'B', 2, 2)]).toBlocks({
      brute: 'B',
    });
    expect(g.refuse(declareBlockers('B', { elk: 'brute' }))).toMatchObject({ code: 'menace', rule: { id: '702.111b' }, params: { attacker: 'brute' } });
    g.block({ elk: 'brute', ox: 'brute' });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.priority', player: 'A' });
  });

  it('509.1b: a creature that "can\'t block" cannot block, and an unblockable attacker cannot be blocked', () => {
    const g = createGame('2024-11', [
      creature('bear', 'A', 2, 2),
      creature('rogue', 'A', 1, 1, ['unblockable']),
      creature('coward', 'B', 2, 2, ["can't block"]),
      creature('elk', 'B', 2, 2),
    ]).toBlocks({ bear: 'B', rogue: 'B' });
    expect(g.refuse(declareBlockers('B', { coward: 'bear' }))).toMatchObject({ code: 'cantBlock', rule: { id: '509.1b' } });
    expect(g.refuse(declareBlockers('B', { elk: 'rogue' }))).toMatchObject({ code: 'unblockable', rule: { id: '509.1b' } });
  });

  it('509.1a: a creature blocks one attacker, only an attacking creature, and only its controller declares it', () => {
    const g = createGame('2024-11', [creature('bear', 'A', 2, 2), creature('ogre', 'A', 3, 3), creature('elk', 'B', 2, 2)]).toBlocks({
      bear: 'B',
      ogre: 'B',
    });
    expect(g.refuse(declareBlockers('B', { elk: ['bear', 'ogre'] }))).toMatchObject({ code: 'blocksOnlyOne', rule: { id: '509.1a' } });
    expect(g.refuse(declareBlockers('B', { elk: 'elk' })).code).toBe('notAttacking');
    expect(g.refuse(declareBlockers('A', {}))).toMatchObject({ code: 'notDefendingPlayer', rule: { id: '509.1a' } });
  });

  it('509.1h: attackers without blockers are unblocked; several creatures may block one attacker', () => {
    const g = createGame('2024-11', [creature('bear', 'A', 2, 2), creature('ogre', 'A', 3, 3), creature('elk', 'B', 2, 2), creature('ox', 'B', 2, 2)]);
    g.toBlocks({ bear: 'B', ogre: 'B' }).block({ elk: 'ogre', ox: 'ogre' });
    expect(g.events('attackerUnblocked')).toEqual([expect.objectContaining({ id: 'bear', rule: { game: 'mtg', id: '509.1h' } })]);
    expect(g.state.combat.attackers.find((a) => a.id === 'ogre')).toMatchObject({ blocked: true, blockers: ['elk', 'ox'] });
  });

  it('509.2 (2023-11): the active player orders the blockers of a creature blocked by two, then gets priority (509.4)', () => {
    const g = ogreBlockedByTwo('2023-11');
    expect(g.prompt()).toMatchObject({
      kind: 'mtg.orderBlockers',
      player: 'A',
      attacker: 'ogre',
      blockers: ['elk', 'ox'],
      rule: { id: '509.2', edition: '2023-11' },
    });
    expect(g.refuse({ type: 'pass', by: 'A' })).toMatchObject({ code: 'decisionPending', rule: { id: '509.2' } });
    expect(g.refuse({ type: 'orderBlockers', by: 'B', attacker: 'ogre', order: ['ox', 'elk'] }).code).toBe('notActivePlayer');
    expect(g.refuse({ type: 'orderBlockers', by: 'A', attacker: 'ogre', order: ['ox'] })).toMatchObject({
      code: 'badOrder',
      rule: { id: '509.2', edition: '2023-11' },
    });
    g.do({ type: 'orderBlockers', by: 'A', attacker: 'ogre', order: ['ox', 'elk'] });
    expect(g.last[0]).toMatchObject({ type: 'blockersOrdered', order: ['ox', 'elk'], rule: { id: '509.2', edition: '2023-11' } });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.priority', player: 'A', rule: { id: '509.4', edition: '2023-11' } });
  });

  it('509.2 (2023-11): a creature blocked by one creature needs no order', () => {
    const g = createGame('2023-11', [creature('ogre', 'A', 3, 3), creature('elk', 'B', 2, 2)]).toBlocks({ ogre: 'B' });
    g.block({ elk: 'ogre' });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.priority', player: 'A', rule: { id: '509.4' } });
  });

  it('509.2 (2024-11): there is no damage assignment order; the active player gets priority at once', () => {
    const g = ogreBlockedByTwo('2024-11');
    expect(g.prompt()).toMatchObject({ kind: 'mtg.priority', player: 'A', rule: { id: '509.2', edition: '2024-11' } });
    expect(g.refuse({ type: 'orderBlockers', by: 'A', attacker: 'ogre', order: ['ox', 'elk'] })).toMatchObject({
      code: 'noDamageOrder',
      rule: { id: '510.1c', edition: '2024-11' },
    });
  });

  it('509.1h / 506.4: an attacker stays blocked after its only blocker is removed, and deals no damage', () => {
    const g = createGame('2024-11', [creature('ogre', 'A', 3, 3), creature('elk', 'B', 2, 2)]).toBlocks({ ogre: 'B' });
    g.block({ elk: 'ogre' }).cast('A', { kind: 'removeFromCombat', target: 'elk' }).advance();
    expect(g.last.some((e) => e.type === 'removedFromCombat' && e.rule.id === '506.4')).toBe(true);
    g.advance();
    expect(g.summary()).toMatchObject({ step: 'combat-damage', life: { B: 20 }, damage: {}, battlefield: ['ogre', 'elk'] });
    expect(g.events('damageDealt')).toEqual([]);
  });
});

// No keyword in the scenario format lets a creature block twice, so the combat is written directly.
const doubleBlock = (edition: '2023-11' | '2024-11') => {
  const g = createGame(edition, [creature('bear', 'A', 2, 2), creature('elk', 'A', 1, 1), creature('giant', 'B', 3, 5)]);
  g.toBlocks({ bear: 'B', elk: 'B' }).block({ giant: 'bear' });
  const combat = g.state.combat;
  g.state = {
    ...g.state,
    combat: {
      ...combat,
      attackers: combat.attackers.map((a) => ({ ...a, blocked: true, blockers: ['giant'] })),
      blockers: [{ id: 'giant', blocking: ['bear', 'elk'] }],
    },
  };
  return g;
};

describe('a blocker blocking several attackers (for effects that allow it)', () => {
  it('509.3 (2023-11): the defending player orders the attackers, and its damage follows that order', () => {
    const g = doubleBlock('2023-11');
    g.state = { ...g.state, pending: { kind: 'orderAttackers', player: 'B', blocker: 'giant' }, priority: null };
    expect(g.prompt()).toMatchObject({ kind: 'mtg.orderAttackers', player: 'B', blocker: 'giant', rule: { id: '509.3', edition: '2023-11' } });
    expect(g.refuse({ type: 'orderAttackers', by: 'A', blocker: 'giant', order: ['elk', 'bear'] }).code).toBe('notDefendingPlayer');
    g.do({ type: 'orderAttackers', by: 'B', blocker: 'giant', order: ['elk', 'bear'] }).advance();
    expect(g.prompt()).toMatchObject({
      kind: 'mtg.assignDamage',
      player: 'B',
      rule: { id: '510.1d', edition: '2023-11' },
      sources: [{ source: 'giant', amount: 3, recipients: [{ target: 'elk', lethal: 1 }, { target: 'bear', lethal: 2 }] }],
    });
    expect(g.refuse(assignDamage('B', { giant: { bear: 3 } }))).toMatchObject({ code: 'damageOrder', rule: { id: '510.1d', edition: '2023-11' } });
    g.assign('B', { giant: { elk: 1, bear: 2 } });
    expect(g.summary()).toMatchObject({ graveyard: ['bear', 'elk'], damage: { giant: 3 } });
  });

  it('510.1d (2024-11): after the active player, the defending player divides a blocker\'s damage freely', () => {
    const g = doubleBlock('2024-11').advance();
    expect(g.prompt()).toMatchObject({ kind: 'mtg.assignDamage', player: 'B', rule: { id: '510.1d', edition: '2024-11' } });
    g.assign('B', { giant: { bear: 3 } });
    expect(g.summary()).toMatchObject({ graveyard: ['bear'], damage: { giant: 3 }, battlefield: ['elk', 'giant'] });
  });
});
