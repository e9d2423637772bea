import { describe, expect, it } from 'vitest';
import { mtg } from './index.ts';
import { createGame, creature, declareBlockers, planeswalker } from './testkit.ts';
import type { MtgPrompt } from './types.ts';

describe('117 priority and the stack in every step', () => {
  it('117.3a: the scenario starts in the beginning of combat step with the active player holding priority', () => {
    const g = createGame('2024-11', [creature('bear', 'A', 2, 2)]);
    const { effects: _effects, ...rest } = g.prompt() as Extract<MtgPrompt, { kind: 'mtg.priority' }>;
    expect(rest).toEqual({ kind: 'mtg.priority', player: 'A', rule: { game: 'mtg', id: '507.2' }, step: 'beginning-of-combat', stackSize: 0 });
    expect(g.summary()).toMatchObject({ step: 'beginning-of-combat', stack: [] });
  });

  it('601.2c: the priority prompt offers each effect with only the targets it may name', () => {
    const g = createGame('2024-11', [creature('bear', 'A', 2, 2), planeswalker('jace', 'B', 3)]);
    const p = g.prompt() as Extract<MtgPrompt, { kind: 'mtg.priority' }>;
    const targets = (kind: string) => p.effects.find((c) => c.kind === kind)?.fields.find((f) => f.type === 'target')?.options;
    expect(targets('pump')).toEqual(['bear']); // a creature (608.2b would fizzle a pump on a planeswalker)
    expect(targets('damage')).toEqual(['bear', 'jace', 'A', 'B']);
    expect(targets('life')).toEqual(['A', 'B']);
    expect(targets('destroy')).toEqual(['bear', 'jace']);
    g.do({ type: 'cast', by: 'A', effect: { kind: 'destroy', target: 'bear' } }).advance();
    const after = g.prompt() as Extract<MtgPrompt, { kind: 'mtg.priority' }>;
    expect(after.effects.find((c) => c.kind === 'pump')?.fields[0]).toEqual({ name: 'target', type: 'target', options: [] });
  });

  it('117.1: only the player holding priority may pass or cast', () => {
    const g = createGame('2024-11', [creature('bear', 'A', 2, 2)]);
    expect(g.refuse({ type: 'pass', by: 'B' })).toMatchObject({ code: 'notYourPriority', rule: { id: '117.1' }, params: { player: 'A' } });
    expect(g.refuse({ type: 'cast', by: 'B', effect: { kind: 'tap', target: 'bear' } }).code).toBe('notYourPriority');
  });

  it('117.3d: passing gives priority to the next player', () => {
    const g = createGame('2023-11', []).pass();
    expect(g.last).toEqual([{ type: 'priorityPassed', rule: { game: 'mtg', id: '117.3d' }, player: 'A' }]);
    expect(g.prompt()).toMatchObject({ kind: 'mtg.priority', player: 'B', rule: { id: '117.3d' } });
  });

  it('117.3c / 601.2: the caster keeps priority after putting an effect on the stack', () => {
    const g = createGame('2024-11', [creature('bear', 'A', 2, 2)]).pass();
    g.cast('B', { kind: 'tap', target: 'bear' }, 'Frost Breath');
    expect(g.last[0]).toMatchObject({ type: 'spellCast', stackId: 's1', player: 'B', name: 'Frost Breath', rule: { id: '601.2' } });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.priority', player: 'B', stackSize: 1, rule: { id: '117.3c' } });
    expect(g.summary().stack).toEqual(['s1']);
  });

  it('117.4 / 608.2 / 117.3b: when all pass the top object resolves and the active player gets priority', () => {
    const g = createGame('2024-11', [creature('bear', 'A', 2, 2)]).pass();
    g.cast('B', { kind: 'tap', target: 'bear' }).pass().pass();
    expect(g.summary()).toMatchObject({ step: 'beginning-of-combat', stack: [], tapped: ['bear'] });
    expect(g.events('tapped')[0]?.rule.id).toBe('701.21');
    expect(g.prompt()).toMatchObject({ kind: 'mtg.priority', player: 'A', rule: { id: '117.3b' } });
  });

  it('117.4: last in, first out; advance resolves only the top object', () => {
    const g = createGame('2024-11', [creature('bear', 'A', 2, 2), creature('elk', 'B', 2, 2)]);
    g.cast('A', { kind: 'pump', target: 'bear', power: 3, toughness: 3 }, 'Giant Growth');
    g.cast('A', { kind: 'damage', target: 'bear', amount: 4 }, 'Shock');
    g.advance();
    expect(g.summary()).toMatchObject({ graveyard: ['bear'], stack: ['s1'] });
    g.advance();
    expect(g.events('effectFizzled')).toEqual([expect.objectContaining({ stackId: 's1', rule: { game: 'mtg', id: '608.2b' } })]);
    expect(g.summary().stack).toEqual([]);
  });

  it('117.4 / 500.2: with an empty stack, all passing ends the step', () => {
    const g = createGame('2023-11', [creature('bear', 'A', 2, 2)]).pass().pass();
    expect(g.last.at(-2)).toMatchObject({ type: 'priorityPassed', player: 'B', rule: { id: '117.4' } });
    expect(g.summary().step).toBe('declare-attackers');
  });

  it('601.2c: an effect needs a legal target when cast', () => {
    const g = createGame('2024-11', [creature('bear', 'A', 2, 2), { id: 'land', controller: 'B', types: ['land'] }]);
    g.cast('A', { kind: 'destroy', target: 'bear' }).advance();
    expect(g.refuse({ type: 'cast', by: 'A', effect: { kind: 'pump', target: 'bear', power: 1, toughness: 1 } })).toMatchObject({
      code: 'illegalTarget',
      rule: { id: '601.2c' },
    });
    expect(g.refuse({ type: 'cast', by: 'A', effect: { kind: 'pump', target: 'land', power: 1, toughness: 1 } }).code).toBe('illegalTarget');
  });

  it('508.1 / 117.3a: nobody can pass or cast while a turn-based decision is pending', () => {
    const g = createGame('2024-11', [creature('bear', 'A', 2, 2)]).advance();
    expect(g.refuse({ type: 'pass', by: 'A' })).toMatchObject({ code: 'decisionPending', rule: { id: '508.1' }, params: { player: 'A' } });
    expect(g.refuse({ type: 'advance', by: 'A' }).code).toBe('decisionPending');
    expect(g.refuse({ type: 'cast', by: 'A', effect: { kind: 'tap', target: 'bear' } }).code).toBe('decisionPending');
  });
});

describe('506.4 removal from combat and manual effects', () => {
  it('506.4: a destroyed attacker leaves combat and deals no damage', () => {
    const g = createGame('2024-11', [creature('ogre', 'A', 3, 3), creature('bear', 'A', 2, 2)]).toBlocks({ ogre: 'B', bear: 'B' });
    g.block({}).pass().cast('B', { kind: 'destroy', target: 'ogre' }, 'Murder').advance();
    expect(g.last.map((e) => `${e.type}:${e.rule.id}`)).toContain('removedFromCombat:506.4');
    expect(g.events('destroyed')[0]?.rule.id).toBe('701.7');
    g.advance();
    expect(g.summary()).toMatchObject({ life: { B: 18 }, graveyard: ['ogre'] });
  });

  it('702.12b: a destroy effect does not destroy an indestructible creature', () => {
    const g = createGame('2023-11', [creature('golem', 'A', 2, 2, ['indestructible'])]).pass();
    g.cast('B', { kind: 'destroy', target: 'golem' }).advance();
    expect(g.summary().battlefield).toEqual(['golem']);
    expect(g.events('destructionIgnored')[0]?.rule.id).toBe('702.12b');
  });

  it('506.4: a blocker removed from combat deals no damage, and its attacker stays blocked (509.1h)', () => {
    const g = createGame('2023-11', [creature('bear', 'A', 2, 2), creature('elk', 'B', 3, 3)]).toBlocks({ bear: 'B' });
    g.block({ elk: 'bear' }).cast('A', { kind: 'removeFromCombat', target: 'elk' }).advance().advance();
    expect(g.summary()).toMatchObject({ life: { B: 20 }, damage: {}, battlefield: ['bear', 'elk'] });
  });

  it('608.2c: a keyword granted before blocks changes what may block', () => {
    const g = createGame('2024-11', [creature('bear', 'A', 2, 2), creature('elk', 'B', 2, 2)]).advance().attack({ bear: 'B' });
    g.cast('A', { kind: 'grant', target: 'bear', keyword: 'flying' }, 'Jump').advance();
    expect(g.events('keywordGranted')[0]).toMatchObject({ id: 'bear', keyword: 'flying', rule: { id: '608.2c' } });
    g.advance();
    expect(g.refuse(declareBlockers('B', { elk: 'bear' })).code).toBe('flyingBlock');
  });

  it('608.2c: a pump before damage changes the outcome', () => {
    const g = createGame('2024-11', [creature('bear', 'A', 2, 2), creature('elk', 'B', 3, 3)]).toBlocks({ bear: 'B' }).block({ elk: 'bear' });
    g.cast('A', { kind: 'pump', target: 'bear', power: 3, toughness: 3 }, 'Giant Growth').advance();
    expect(g.events('ptChanged')[0]).toMatchObject({ id: 'bear', power: 5, toughness: 5 });
    g.advance();
    expect(g.summary()).toMatchObject({ graveyard: ['elk'], damage: { bear: 3 } });
  });
});

describe('511 end of combat', () => {
  it('511.1 / 511.3: after the end of combat step, combat is over and nothing more can be done', () => {
    const g = createGame('2024-11', [creature('bear', 'A', 2, 2)]).toBlocks({ bear: 'B' }).toDamage({}).advance();
    expect(g.prompt()).toMatchObject({ kind: 'mtg.priority', player: 'A', step: 'end-of-combat', rule: { id: '511.1' } });
    g.advance();
    expect(g.summary().step).toBe('after-combat');
    expect(g.last.at(-1)).toMatchObject({ type: 'combatEnded', rule: { id: '511.3' } });
    expect(g.state.combat.attackers).toEqual([]);
    expect(g.prompt()).toEqual({ kind: 'mtg.combatOver', player: null, rule: { game: 'mtg', id: '511.3' } });
    expect(g.refuse({ type: 'pass', by: 'A' })).toMatchObject({ code: 'combatOver', rule: { id: '511.3' } });
  });

  it('scenario-format advance: a whole combat played with advance alone reaches the end', () => {
    const g = createGame('2023-11', [creature('bear', 'A', 2, 2)]).advance().attack({ bear: 'B' }).advance().block({}).advance(3);
    expect(g.summary()).toMatchObject({ step: 'after-combat', life: { B: 18 }, tapped: ['bear'] });
  });
});

describe('structural sharing (performance contract)', () => {
  it('a transition copies only what changed: untouched permanents and players keep their identity', () => {
    const g = createGame('2024-11', [creature('bear', 'A', 2, 2), creature('elk', 'B', 2, 2), creature('idle', 'B', 1, 1)]);
    const start = g.state;
    g.pass();
    expect(g.state.objects).toBe(start.objects);
    expect(g.state.players).toBe(start.players);
    g.pass().attack({ bear: 'B' });
    expect(g.state.objects.elk).toBe(start.objects.elk);
    const before = g.state;
    g.advance().block({ elk: 'bear' }).advance();
    expect(g.state.objects.idle).toBe(before.objects.idle);
    expect(g.state.players.A).toBe(before.players.A);
    expect(g.summary().graveyard).toEqual(['bear', 'elk']);
  });

  it('states stay plain JSON: a serialised copy plays on identically', () => {
    const g = createGame('2023-11', [creature('ogre', 'A', 5, 5, ['trample']), creature('elk', 'B', 2, 2), creature('ox', 'B', 2, 2)]);
    g.toBlocks({ ogre: 'B' }).block({ elk: 'ogre', ox: 'ogre' });
    const copy = JSON.parse(JSON.stringify(g.state)) as typeof g.state;
    expect(copy).toEqual(g.state);
    const order = { type: 'orderBlockers', by: 'A', attacker: 'ogre', order: ['ox', 'elk'] } as const;
    const a = mtg.apply(g.state, order);
    const b = mtg.apply(copy, order);
    expect(b).toEqual(a);
  });
});
