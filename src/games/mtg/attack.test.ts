import { describe, expect, it } from 'vitest';
import { battle, createGame, creature, declareAttackers, planeswalker } from './testkit.ts';

describe('508 declare attackers', () => {
  it('507/508.1: when both pass in the beginning of combat, the active player must declare attackers', () => {
    const g = createGame('2024-11', [creature('bear', 'A', 2, 2), creature('elk', 'B', 2, 2)]);
    expect(g.prompt()).toMatchObject({ kind: 'mtg.priority', player: 'A', step: 'beginning-of-combat' });
    g.pass();
    expect(g.prompt()).toMatchObject({ kind: 'mtg.priority', player: 'B', rule: { id: '117.3d' } });
    g.pass();
    const p = g.prompt();
    expect(p).toMatchObject({ kind: 'mtg.declareAttackers', player: 'A', rule: { id: '508.1' } });
    if (p.kind === 'mtg.declareAttackers') expect(p.candidates).toEqual([{ id: 'bear', targets: ['B'] }]);
    expect(g.summary().step).toBe('declare-attackers');
  });

  it('508.1a: a tapped creature cannot attack', () => {
    const g = createGame('2024-11', [creature('bear', 'A', 2, 2, [], { tapped: true })]).advance();
    const error = g.refuse(declareAttackers('A', { bear: 'B' }));
    expect(error).toMatchObject({ code: 'attackerTapped', rule: { id: '508.1a' } });
    expect(g.prompt().kind).toBe('mtg.declareAttackers');
  });

  it('302.6: a summoning-sick creature cannot attack, and is not offered', () => {
    const g = createGame('2023-11', [creature('bear', 'A', 2, 2, [], { summoningSick: true })]).advance();
    const p = g.prompt();
    if (p.kind === 'mtg.declareAttackers') expect(p.candidates).toEqual([]);
    expect(g.refuse(declareAttackers('A', { bear: 'B' }))).toMatchObject({ code: 'summoningSick', rule: { id: '302.6' } });
  });

  it('702.10b: a summoning-sick creature with haste attacks', () => {
    const g = createGame('2023-11', [creature('goblin', 'A', 2, 1, ['haste'], { summoningSick: true })]).advance();
    g.attack({ goblin: 'B' }).advance().block({}).advance();
    expect(g.summary().life.B).toBe(18);
  });

  it('702.3b: a creature with defender cannot attack', () => {
    const g = createGame('2024-11', [creature('wall', 'A', 0, 4, ['defender'])]).advance();
    expect(g.refuse(declareAttackers('A', { wall: 'B' }))).toMatchObject({ code: 'defenderCantAttack', rule: { id: '702.3b' } });
  });

  it("508.1b: an attacker may attack the opponent's planeswalker but not its own controller or planeswalker", () => {
    const g = createGame('2024-11', [creature('bear', 'A', 2, 2), planeswalker('jace', 'B', 3), planeswalker('mine', 'A', 3)]).advance();
    for (const target of ['A', 'mine'])
      expect(g.refuse({ type: 'declareAttackers', by: 'A', attackers: [{ id: 'bear', target }] })).toMatchObject({
        code: 'illegalAttackTarget',
        rule: { id: '508.1b' },
      });
    g.attack({ bear: 'jace' }).advance().block({}).advance();
    expect(g.summary()).toMatchObject({ life: { B: 20 }, loyalty: { jace: 1, mine: 3 } });
    expect(g.events('loyaltyRemoved')[0]).toMatchObject({ id: 'jace', amount: 2, loyalty: 1, rule: { id: '120.3c' } });
  });

  it('508.1b / 310.8b: a battle protected by the opponent can be attacked, one the active player protects cannot', () => {
    const g = createGame('2023-11', [creature('bear', 'A', 2, 2), battle('siege', 'A', 5, 'B'), battle('ours', 'B', 5, 'A')]).advance();
    expect(g.refuse(declareAttackers('A', { bear: 'ours' }))).toMatchObject({ code: 'attackOwnBattle', rule: { id: '310.8b' } });
    g.attack({ bear: 'siege' }).advance().block({}).advance();
    expect(g.summary().defense).toEqual({ siege: 3, ours: 5 });
    expect(g.events('defenseRemoved')[0]).toMatchObject({ id: 'siege', defense: 3, rule: { id: '120.3h' } });
  });

  it('508.1f / 702.20b: attackers tap, except those with vigilance', () => {
    const g = createGame('2024-11', [creature('bear', 'A', 2, 2), creature('knight', 'A', 2, 2, ['vigilance'])]).advance();
    g.attack({ bear: 'B', knight: 'B' });
    expect(g.summary().tapped).toEqual(['bear']);
    expect(g.events('tapped')).toEqual([expect.objectContaining({ id: 'bear', rule: { game: 'mtg', id: '508.1f' } })]);
  });

  it('508.2: after attackers are declared the active player gets priority in the declare attackers step', () => {
    const g = createGame('2024-11', [creature('bear', 'A', 2, 2)]).advance().attack({ bear: 'B' });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.priority', player: 'A', step: 'declare-attackers', rule: { id: '508.2' } });
  });

  it('508.8: with no attackers the declare blockers and combat damage steps are skipped', () => {
    const g = createGame('2023-11', [creature('bear', 'A', 2, 2)]).advance().attack({});
    expect(g.last.map((e) => e.type)).toContain('noAttackers');
    g.advance();
    expect(g.summary().step).toBe('end-of-combat');
    expect(g.events('stepSkipped').map((e) => [e.rule.id, 'step' in e ? e.step : null])).toEqual([
      ['508.8', 'declare-blockers'],
      ['508.8', 'combat-damage'],
    ]);
    expect(g.prompt()).toMatchObject({ kind: 'mtg.priority', player: 'A', rule: { id: '511.1' } });
  });

  it('508.1: only the active player declares attackers, and only as the step begins', () => {
    const g = createGame('2024-11', [creature('bear', 'A', 2, 2), creature('elk', 'B', 2, 2)]);
    expect(g.refuse(declareAttackers('A', {}))).toMatchObject({ code: 'notNow', rule: { id: '508.1' } });
    g.advance();
    expect(g.refuse(declareAttackers('B', {}))).toMatchObject({ code: 'notActivePlayer', rule: { id: '508.1' } });
    expect(g.refuse(declareAttackers('A', { elk: 'B' })).code).toBe('notYourCreature');
    expect(
      g.refuse({ type: 'declareAttackers', by: 'A', attackers: [{ id: 'bear', target: 'B' }, { id: 'bear', target: 'B' }] }).code,
    ).toBe('duplicateAttacker');
  });
});
