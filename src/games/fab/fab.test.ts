import { describe, expect, it } from 'vitest';
import { fab } from './index.ts';
import {
  adv,
  attack,
  block,
  defend,
  gear,
  hero,
  jab,
  ofType,
  playCard,
  position,
  refused,
  ruleOf,
  run,
  toDefend,
} from './testkit.ts';
import type { FabAction } from './types.ts';

const summary = fab.summary;

describe('7.0 the combat chain', () => {
  it('7.0.2a: an attack put on the stack opens the chain and the layer step begins; A has priority (7.1.2)', () => {
    const { state, events } = run(position([jab()]), [attack('jab')]);
    expect(state.chainOpen).toBe(true);
    expect(state.step).toBe('layer');
    expect(ruleOf(ofType(events, 'chainOpened')[0])).toBe('7.0.2a');
    const p = fab.prompt(state);
    expect(p.kind).toBe('fab.priority');
    expect(p.player).toBe('A');
    expect(p.rule.id).toBe('7.1.2');
    expect(summary(state).hand.A).toEqual([]);
    expect(summary(state).stack).toEqual(['jab']);
  });

  it('7.0.3a/b: a second attack makes chain link 2 and link 1 becomes a past link', () => {
    const s0 = position([jab({ keywords: ['go again'] }), jab({ id: 'jab2', keywords: [] })]);
    const { state, events } = run(s0, [...toDefend('jab'), defend(), adv, adv, adv, attack('jab2'), adv, adv]);
    expect(state.chain.map((l) => l.attack)).toEqual(['jab', 'jab2']);
    expect(ofType(events, 'linkBecamePast')).toMatchObject([{ link: 1, rule: { id: '7.0.3b' } }]);
    expect(ofType(events, 'chainLinkCreated').map((e) => e.link)).toEqual([1, 2]);
    expect(summary(state).chain[0]).toEqual({ attack: 'jab', defenders: [], damage: 3, hit: true });
  });

  it('7.0.5e: two declared cards defend together; a defense reaction added later defends alone', () => {
    const s0 = position([
      jab({ power: 9 }),
      block('a', 1),
      block('b', 1),
      { id: 'sink', owner: 'B', zone: 'hand', types: ['defense reaction'], defense: 2, cost: 0 },
    ]);
    const { state, events } = run(s0, [...toDefend('jab'), defend('a', 'b'), adv, { type: 'pass', by: 'A' }, playCard('B', 'sink'), adv]);
    const defended = ofType(events, 'defended');
    expect(defended.map((e) => [e.card, e.alone])).toEqual([
      ['a', false],
      ['b', false],
      ['sink', true],
    ]);
    expect(ofType(events, 'defendedTogether')).toMatchObject([{ cards: ['a', 'b'], link: 1, rule: { id: '7.0.5e' } }]);
    expect(ofType(events, 'defendedAlone')).toMatchObject([{ card: 'sink', link: 1, rule: { id: '7.0.5e' } }]);
    expect(state.chain[0]?.defenders.map((d) => d.card)).toEqual(['a', 'b', 'sink']);
  });

  it('7.0.3d: an effect on "this chain link" fails with the chain closed, and applies to the active attack with it open', () => {
    const s0 = position([jab()]);
    const closed = run(s0, [{ type: 'effect', by: 'A', effect: { kind: 'power', target: 'chainLink', amount: 2 } }, adv]);
    expect(ofType(closed.events, 'effectFailed')).toMatchObject([{ rule: { id: '7.0.3d' } }]);
    const open = run(s0, [
      attack('jab'),
      adv,
      { type: 'effect', by: 'A', effect: { kind: 'power', target: 'chainLink', amount: 2 } },
      adv,
    ]);
    expect(ofType(open.events, 'powerChanged')).toMatchObject([{ card: 'jab', power: 5 }]);
  });
});

describe('7.1-7.2 layer and attack steps', () => {
  it('7.1.3: all passing with the attack on top starts the attack step; 7.2.4 names the heroes', () => {
    const { state, events } = run(position([jab()]), [attack('jab'), adv]);
    expect(state.step).toBe('attack');
    expect(ruleOf(ofType(events, 'stepBegan').at(-1))).toBe('7.1.3');
    expect(ofType(events, 'attackingHero')).toMatchObject([{ player: 'A', rule: { id: '7.2.4a' } }]);
    expect(ofType(events, 'defendingHero')).toMatchObject([{ player: 'B', rule: { id: '7.2.4b' } }]);
    expect(ofType(events, 'attacked')).toMatchObject([{ attack: 'jab', target: 'B', rule: { id: '7.2.4' } }]);
    expect(fab.prompt(state)).toMatchObject({ kind: 'fab.priority', player: 'A', rule: { id: '7.2.5' } });
  });

  it('7.2.3a: an attack card becomes the chain link', () => {
    const { state, events } = run(position([jab()]), [attack('jab'), adv]);
    expect(state.cards.jab?.zone).toBe('chain');
    expect(ofType(events, 'chainLinkCreated')).toMatchObject([{ attack: 'jab', proxy: false, rule: { id: '7.2.3a' } }]);
  });

  it('7.2.3b / 7.7.5: a weapon moves onto the chain with its attack proxy and returns to the weapon zone', () => {
    const s0 = position([{ id: 'sword', owner: 'A', zone: 'weapon', types: ['weapon'], power: 3, attackCost: 0 }]);
    const mid = run(s0, [attack('sword'), adv]);
    expect(mid.state.cards.sword?.zone).toBe('chain');
    expect(ruleOf(ofType(mid.events, 'chainLinkCreated')[0])).toBe('7.2.3b');
    const end = run(mid.state, [adv, defend(), adv, adv, adv, adv]);
    expect(end.state.step).toBe('closed');
    expect(summary(end.state).weapons.A).toEqual(['sword']);
    expect(summary(end.state).life.B).toBe(17);
    expect(ofType(end.events, 'returned')).toMatchObject([{ card: 'sword', zone: 'weapon', rule: { id: '7.7.5' } }]);
  });

  it('7.2.3b: a weapon on a past link attacks again; the earlier link loses its attack proxy', () => {
    const s0 = position([{ id: 'sword', owner: 'A', zone: 'weapon', types: ['weapon'], power: 2, attackCost: 0, attackLimit: 2 }], [hero('A', 20, 2), hero('B', 20)]);
    const { state, events } = run(s0, [attack('sword'), adv, adv, defend(), adv, adv, adv, attack('sword'), adv]);
    expect(ofType(events, 'proxyCeased')).toMatchObject([{ link: 1, attack: 'sword', rule: { id: '7.2.3b' } }]);
    expect(state.chain.map((l) => l.attack)).toEqual(['sword', 'sword']);
    const end = run(state, [adv, defend(), adv, adv, adv, adv]);
    expect(summary(end.state)).toMatchObject({ step: 'closed', life: { B: 16 }, weapons: { A: ['sword'] } });
  });

  it('8.3.14b: targeting a spectra aura triggers it; its layer destroys it and closes the chain (7.7.2d)', () => {
    const s0 = position([jab(), { id: 'ghost', owner: 'B', zone: 'arena', types: ['aura'], defense: 0, keywords: ['spectra'] }]);
    const { state, events } = run(s0, [attack('jab', 'ghost'), adv]);
    expect(ofType(events, 'triggered')).toMatchObject([{ card: 'ghost', rule: { id: '8.3.14b' } }]);
    expect(ofType(events, 'spectraDestroyed')).toMatchObject([{ card: 'ghost', rule: { id: '8.3.14b' } }]);
    expect(ruleOf(ofType(events, 'stepBegan').at(-1))).toBe('7.7.2d');
    expect(state.step).toBe('closed');
    expect(summary(state).graveyard).toEqual({ A: ['jab'], B: ['ghost'] });
    expect(state.chain).toEqual([]);
  });

  it('7.2.2: with no legal target left (the attacked ally destroyed first) the chain closes (7.7.2b)', () => {
    const s0 = position([jab(), { id: 'ally', owner: 'B', zone: 'arena', types: ['ally'], power: 1, life: 2 }]);
    const { state, events } = run(s0, [attack('jab', 'ally'), { type: 'effect', by: 'A', effect: { kind: 'destroy', target: 'ally' } }, adv, adv]);
    expect(ofType(events, 'attackTargetIllegal')).toMatchObject([{ rule: { id: '7.2.2' } }]);
    expect(ruleOf(ofType(events, 'stepBegan').at(-1))).toBe('7.7.2b');
    expect(state.step).toBe('closed');
    expect(summary(state).graveyard).toEqual({ A: ['jab'], B: ['ally'] });
  });

  it('7.2.2 / 7.7.3: the attack stays on the stack until the close step puts it into the graveyard, before any close trigger waits', () => {
    const s0 = position([
      jab({ keywords: ['go again'] }),
      jab({ id: 'jab2', keywords: [] }),
      gear('g0', 0, ['blade break']),
      gear('g1', 0, ['blade break']),
      { id: 'ally', owner: 'B', zone: 'arena', types: ['ally'], power: 1, life: 2 },
    ]);
    const { state, events } = run(s0, [
      ...toDefend('jab'),
      defend('g0', 'g1'),
      adv,
      adv,
      adv,
      attack('jab2', 'ally'),
      { type: 'effect', by: 'A', effect: { kind: 'destroy', target: 'ally' } },
      adv,
      adv,
    ]);
    expect(ofType(events, 'attackTargetIllegal')).toMatchObject([{ attack: 'jab2', rule: { id: '7.2.2' } }]);
    expect(ofType(events, 'layerToGraveyard')).toMatchObject([{ card: 'jab2', rule: { id: '7.7.3' } }]);
    // The defender orders the two blade break triggers; meanwhile nothing is left in zone "stack" without its layer.
    expect(state.step).toBe('close');
    expect(state.pending).toMatchObject({ kind: 'order', player: 'B' });
    expect(state.cards.jab2?.zone).toBe('graveyard');
    expect(Object.values(state.cards).filter((c) => c.zone === 'stack')).toEqual([]);
  });
});

describe('7.3 defend step', () => {
  const s0 = position([
    jab({ power: 6 }),
    block('a', 3),
    block('b', 2),
    { id: 'nod', owner: 'B', zone: 'hand', types: ['instant'], pitch: 1 },
    { id: 'sink', owner: 'B', zone: 'hand', types: ['defense reaction'], defense: 4 },
    gear('helm', 1),
    { id: 'ajab', owner: 'A', zone: 'hand', types: ['action'], defense: 3 },
  ]);
  const atDefend = run(s0, toDefend('jab')).state;

  it('7.3.2a: the defending hero is asked; declared cards defend in order, unpaid (7.3.2)', () => {
    expect(fab.prompt(atDefend)).toMatchObject({ kind: 'fab.defend', player: 'B', rule: { id: '7.3.2a' }, candidates: ['a', 'b', 'helm'] });
    const { state, events } = run(atDefend, [defend('b', 'helm', 'a')]);
    expect(ofType(events, 'defendersDeclared')).toMatchObject([{ player: 'B', cards: ['b', 'helm', 'a'], rule: { id: '7.3.2c' } }]);
    expect(ofType(events, 'defended').map((e) => e.card)).toEqual(['b', 'helm', 'a']);
    expect(ruleOf(ofType(events, 'defended')[0])).toBe('7.3.2d');
    expect(state.players.B).toMatchObject({ resources: 0, actionPoints: 0 });
    expect(ofType(events, 'costPaid')).toEqual([]);
    expect(fab.prompt(state)).toMatchObject({ kind: 'fab.priority', player: 'A', rule: { id: '7.3.3' } });
  });

  it('7.3.2b: no defense value, a card declared twice, defense reactions and other players are refused with the state untouched', () => {
    const cases: [string[], string, string][] = [
      [['nod'], 'noDefenseValue', '7.3.2b'],
      [['a', 'a'], 'alreadyDefending', '7.3.2b'],
      [['sink'], 'defenseReactionDeclared', '7.3.2a'],
      [['ajab'], 'cannotDeclare', '7.3.2a'],
    ];
    for (const [cards, code, rule] of cases) {
      const e = refused(atDefend, defend(...cards));
      expect([e.code, e.rule.id]).toEqual([code, rule]);
    }
    const notB = refused(atDefend, { type: 'defend', by: 'A', cards: [] });
    expect([notB.code, notB.rule.id]).toEqual(['notDefendingHero', '7.3.2a']);
    expect(refused(atDefend, adv).code).toBe('defendFirst');
    expect(fab.prompt(atDefend).kind).toBe('fab.defend');
  });

  it('7.3.2b(C): dominate allows one card from hand (plus equipment); overpower allows one action card', () => {
    const dom = run(position([jab({ keywords: ['dominate'] }), block('a', 3), block('b', 2), gear('helm', 1)]), toDefend('jab')).state;
    expect(fab.prompt(dom)).toMatchObject({ maxFromHand: 1 });
    expect(refused(dom, defend('a', 'b'))).toMatchObject({ code: 'dominateLimit', rule: { id: '7.3.2b' } });
    expect(run(dom, [defend('a', 'helm')]).state.chain[0]?.defenders).toHaveLength(2);
    const op = run(
      position([jab({ keywords: ['overpower'] }), block('a', 3), block('b', 2), block('c', 2, { types: ['instant'] })]),
      toDefend('jab'),
    ).state;
    expect(refused(op, defend('a', 'b'))).toMatchObject({ code: 'overpowerLimit', rule: { id: '7.3.2b' } });
    expect(run(op, [defend('a', 'c')]).state.chain[0]?.defenders).toHaveLength(2);
  });

  it('7.3.2b(B): equipment that defended an earlier link cannot defend again', () => {
    const g = position([jab({ keywords: ['go again'] }), jab({ id: 'jab2' }), gear('helm', 1)]);
    const { state } = run(g, [...toDefend('jab'), defend('helm'), adv, adv, adv, attack('jab2'), adv, adv]);
    expect(refused(state, defend('helm'))).toMatchObject({ code: 'alreadyDefending', rule: { id: '7.3.2b' } });
  });
});

describe('7.4 reaction step', () => {
  const cards = [
    jab({ keywords: ['dominate'] }),
    { id: 'pump', owner: 'A', zone: 'hand', types: ['attack reaction'], cost: 0, effect: { kind: 'power', target: 'jab', amount: 2 } },
    { id: 'sink', owner: 'B', zone: 'hand', types: ['defense reaction'], defense: 2, cost: 0 },
    { id: 'sink2', owner: 'B', zone: 'hand', types: ['defense reaction'], defense: 3, cost: 0 },
    { id: 'bpump', owner: 'B', zone: 'hand', types: ['attack reaction'], cost: 0 },
    { id: 'asink', owner: 'A', zone: 'hand', types: ['defense reaction'], defense: 3, cost: 0 },
    block('a', 1),
  ];
  const atReaction = run(position(cards), [...toDefend('jab'), defend(), adv]).state;

  it('7.4.2a: the attacking player plays an attack reaction; the defending player may not', () => {
    expect(atReaction.step).toBe('reaction');
    expect(refused(atReaction, playCard('A', 'bpump'))).toMatchObject({ code: 'notInHand' });
    const b = run(atReaction, [{ type: 'pass', by: 'A' }]).state;
    expect(refused(b, playCard('B', 'bpump'))).toMatchObject({ code: 'notAttackingPlayer', rule: { id: '7.4.2a' } });
    const { state, events } = run(atReaction, [playCard('A', 'pump'), adv, adv]);
    expect(ofType(events, 'layerAdded')).toMatchObject([{ card: 'pump', rule: { id: '7.4.2a' } }]);
    expect(ofType(events, 'powerChanged')).toMatchObject([{ card: 'jab', power: 5, rule: { id: '7.4.2a' } }]);
    expect(state.step).toBe('damage');
    expect(summary(state).life.B).toBe(15);
    expect(summary(state).graveyard.A).toEqual(['pump']);
  });

  it('7.4.2b: only the defending hero plays defense reactions, and only in the reaction step', () => {
    expect(refused(atReaction, playCard('A', 'asink'))).toMatchObject({ code: 'notDefendingPlayer', rule: { id: '7.4.2b' } });
    const early = run(position(cards), [attack('jab'), adv]).state;
    expect(refused(run(early, [{ type: 'pass', by: 'A' }]).state, playCard('B', 'sink'))).toMatchObject({
      code: 'reactionStepOnly',
      rule: { id: '7.4.2b' },
    });
    const { events } = run(atReaction, [{ type: 'pass', by: 'A' }, playCard('B', 'sink')]);
    expect(ofType(events, 'layerAdded')).toMatchObject([{ card: 'sink', player: 'B', rule: { id: '7.4.2b' } }]);
  });

  it('7.4.2c: with dominate and a hand card defending, a defense reaction cannot be played', () => {
    const s = run(position(cards), [...toDefend('jab'), defend('a'), adv, { type: 'pass', by: 'A' }]).state;
    const before = s;
    expect(refused(s, playCard('B', 'sink'))).toMatchObject({ code: 'defenseForbidden', rule: { id: '7.4.2c' } });
    expect(s).toBe(before);
  });

  it('7.4.2d: of two defense reactions against dominate, the first defends and the second fails', () => {
    const s = run(atReaction, [{ type: 'pass', by: 'A' }, playCard('B', 'sink'), playCard('B', 'sink2')]).state;
    expect(s.stack.map((l) => l.card)).toEqual(['sink', 'sink2']);
    const { state, events } = run(s, [adv, adv]);
    // sink2 is on top: it resolves first and defends; sink then fails.
    expect(ofType(events, 'defended')).toMatchObject([{ card: 'sink2', alone: true }]);
    expect(ofType(events, 'defenseFailed')).toMatchObject([{ card: 'sink', rule: { id: '7.4.2d' } }]);
    expect(summary(state).graveyard.B).toEqual(['sink']);
    expect(summary(state).chain[0]?.defenders).toEqual(['sink2']);
    expect(fab.prompt(state)).toMatchObject({ kind: 'fab.priority', player: 'A', rule: { id: '7.4.2' } });
  });
});

describe('7.5 damage step', () => {
  it('7.5.2: power 6 against defense 3 and 2 deals 1 and hits (seed example)', () => {
    const s0 = position([jab({ power: 6 }), block('a', 3), block('b', 2)]);
    const { state, events } = run(s0, [...toDefend('jab'), defend('a', 'b'), adv, adv]);
    expect(ofType(events, 'damageCalculated')).toMatchObject([{ power: 6, defense: 5, damage: 1, rule: { id: '7.5.2' } }]);
    expect(ofType(events, 'hit')).toMatchObject([{ amount: 1, rule: { id: '7.5.5' } }]);
    expect(summary(state)).toMatchObject({ step: 'damage', life: { A: 20, B: 19 }, chain: [{ damage: 1, hit: true }] });
  });

  it('7.5.2: power not above defense deals nothing and is no hit', () => {
    const s0 = position([jab({ power: 3 }), block('a', 3)]);
    const { state, events } = run(s0, [...toDefend('jab'), defend('a'), adv, adv]);
    expect(ofType(events, 'hit')).toEqual([]);
    expect(summary(state).chain[0]).toMatchObject({ damage: 0, hit: false });
    expect(summary(state).life.B).toBe(20);
  });

  it('7.5.5b: damage fully prevented is no hit; partly prevented is still a hit', () => {
    const s0 = position([jab({ power: 4 })]);
    const full = run(s0, [{ type: 'effect', by: 'A', effect: { kind: 'prevent', player: 'B', amount: 5 } }, adv, ...toDefend('jab'), defend(), adv, adv]);
    expect(ofType(full.events, 'damagePrevented')).toMatchObject([{ amount: 4, rule: { id: '6.4.10j' } }]);
    expect(summary(full.state)).toMatchObject({ life: { B: 20 }, chain: [{ damage: 0, hit: false }] });
    const part = run(s0, [{ type: 'effect', by: 'A', effect: { kind: 'prevent', player: 'B', amount: 1 } }, adv, ...toDefend('jab'), defend(), adv, adv]);
    expect(summary(part.state)).toMatchObject({ life: { B: 17 }, chain: [{ damage: 3, hit: true }] });
  });

  it('7.5.5a: damage from an effect is not a hit', () => {
    const s0 = position([jab()]);
    const { state, events } = run(s0, [...toDefend('jab'), defend(), { type: 'effect', by: 'A', effect: { kind: 'damage', player: 'B', amount: 2 } }, adv]);
    expect(ofType(events, 'damageDealt')).toMatchObject([{ hit: false, rule: { id: '7.5.5a' } }]);
    expect(state.chain[0]?.hit).toBe(false);
    expect(summary(state).life.B).toBe(18);
  });

  it('7.7.2c: the attack destroyed before damage closes the chain without damage', () => {
    const s0 = position([jab()]);
    const { state, events } = run(s0, [...toDefend('jab'), defend(), { type: 'pass', by: 'A' }, { type: 'effect', by: 'B', effect: { kind: 'destroy', target: 'jab' } }, adv]);
    expect(ruleOf(ofType(events, 'stepBegan').find((e) => e.step === 'close'))).toBe('7.7.2c');
    expect(summary(state)).toMatchObject({ step: 'closed', life: { B: 20 }, graveyard: { A: ['jab'] } });
  });
});

describe('7.6 resolution step', () => {
  it('7.6.2: go again gives the attacker an action point', () => {
    const s0 = position([jab({ keywords: ['go again'] })]);
    const { state, events } = run(s0, [...toDefend('jab'), defend(), adv, adv, adv]);
    expect(state.step).toBe('resolution');
    expect(ofType(events, 'actionPointGained')).toMatchObject([{ player: 'A', actionPoints: 1, rule: { id: '7.6.2' } }]);
    expect(summary(state).actionPoints.A).toBe(1);
  });

  it('7.6.2: no go again, no action point; a granted go again counts', () => {
    const s0 = position([jab()]);
    expect(summary(run(s0, [...toDefend('jab'), defend(), adv, adv, adv]).state).actionPoints.A).toBe(0);
    const granted = run(s0, [...toDefend('jab'), defend(), { type: 'effect', by: 'A', effect: { kind: 'goAgain', target: 'jab' } }, adv, adv, adv, adv]);
    expect(summary(granted.state).actionPoints.A).toBe(1);
  });

  it('7.6.3: a new attack in the resolution step continues the chain; 7.0.1a forbids one earlier', () => {
    const s0 = position([jab({ keywords: ['go again'] }), jab({ id: 'jab2' })]);
    const react = run(s0, [...toDefend('jab'), defend(), adv]).state;
    expect(refused(react, attack('jab2'))).toMatchObject({ code: 'actionDuringCombat', rule: { id: '7.0.1a' } });
    const { state, events } = run(s0, [...toDefend('jab'), defend(), adv, adv, adv, attack('jab2')]);
    expect(state.step).toBe('layer');
    expect(state.chainOpen).toBe(true);
    expect(ofType(events, 'chainOpened')).toHaveLength(1);
    expect(ruleOf(ofType(events, 'stepBegan').at(-1))).toBe('7.6.3');
  });
});

describe('7.7 close step', () => {
  it('7.7.5-7.7.6: attack and hand cards go to the graveyard, equipment returns, blade break destroys', () => {
    const s0 = position([jab({ power: 5 }), block('a', 2), gear('helm', 1, ['blade break']), gear('legs', 1)]);
    const { state, events } = run(s0, [...toDefend('jab'), defend('a', 'helm', 'legs'), adv, adv, adv, adv]);
    expect(summary(state)).toMatchObject({
      step: 'closed',
      life: { B: 19 },
      graveyard: { A: ['jab'], B: ['a', 'helm'] },
      equipment: { B: ['legs'] },
    });
    expect(ofType(events, 'bladeBreak')).toMatchObject([{ card: 'helm' }]);
    expect(ofType(events, 'chainClosed')).toMatchObject([{ rule: { id: '7.7.7' } }]);
    expect(fab.prompt(state)).toMatchObject({ kind: 'fab.priority', player: 'A' });
  });

  it('battleworn and temper put -1 defense counters; temper at 0 destroys', () => {
    const s0 = position([jab({ power: 5 }), gear('arms', 2, ['battleworn']), gear('boots', 1, ['temper'])]);
    const { state } = run(s0, [...toDefend('jab'), defend('arms', 'boots'), adv, adv, adv, adv, { type: 'order', by: 'B', triggers: ['L2', 'L3'] }]);
    expect(state.cards.arms).toMatchObject({ zone: 'equipment', defenseCounters: 1 });
    expect(state.cards.boots?.zone).toBe('graveyard');
    expect(summary(state).life.B).toBe(18);
  });

  it('7.7.7: effects for this combat chain end when it closes', () => {
    const s0 = position([jab()]);
    const { state } = run(s0, [...toDefend('jab'), defend(), { type: 'effect', by: 'A', effect: { kind: 'power', target: 'jab', amount: 3 } }, adv, adv, adv, adv, adv]);
    expect(summary(state).life.B).toBe(14);
    expect(state.cards.jab).toMatchObject({ zone: 'graveyard', mods: [] });
  });
});

describe('action points, costs and pitch', () => {
  it('attacking spends an action point; without one the attack is refused', () => {
    const s0 = position([jab(), jab({ id: 'jab2' })]);
    const { state } = run(s0, [attack('jab')]);
    expect(summary(state).actionPoints.A).toBe(0);
    const after = run(s0, [...toDefend('jab'), defend(), adv, adv, adv]).state;
    expect(refused(after, attack('jab2'))).toMatchObject({ code: 'noActionPoint', rule: { id: '8.1.1c' } });
  });

  it('costs are paid by pitching; the surplus stays in the pool; over-pitching and shortfalls are refused', () => {
    const s0 = position([
      jab({ cost: 2 }),
      { id: 'blue', owner: 'A', zone: 'hand', types: ['action'], pitch: 3 },
      { id: 'red', owner: 'A', zone: 'hand', types: ['action'], pitch: 1 },
    ]);
    expect(refused(s0, attack('jab', 'B', ['red']))).toMatchObject({ code: 'cannotPay' });
    expect(refused(s0, attack('jab', 'B', ['blue', 'red']))).toMatchObject({ code: 'pitchNotNeeded' });
    expect(refused(s0, attack('jab', 'B', ['jab']))).toMatchObject({ code: 'cannotPitch' });
    const { state } = run(s0, [attack('jab', 'B', ['blue'])]);
    expect(summary(state)).toMatchObject({ resources: { A: 1 }, pitch: { A: ['blue'] }, hand: { A: ['red'] } });
  });

  it('only the player with priority acts, and instants can be played in any step with priority', () => {
    const s0 = position([jab(), { id: 'zap', owner: 'B', zone: 'hand', types: ['instant'], cost: 0, effect: { kind: 'damage', player: 'A', amount: 1 } }]);
    const layer = run(s0, [attack('jab')]).state;
    expect(refused(layer, playCard('B', 'zap'))).toMatchObject({ code: 'notYourPriority', rule: { id: '7.1.2' } });
    const { state } = run(layer, [{ type: 'pass', by: 'A' }, playCard('B', 'zap'), adv]);
    expect(summary(state).life.A).toBe(19);
    expect(state.step).toBe('layer');
    expect(fab.prompt(state)).toMatchObject({ player: 'A' });
  });
});

describe('life and the end of the game', () => {
  it('a hero at 0 life loses; further actions are refused', () => {
    const s0 = position([jab({ power: 5 }), jab({ id: 'jab2' })], [hero('A', 20, 1), hero('B', 4)]);
    const { state } = run(s0, [...toDefend('jab'), defend(), adv, adv]);
    expect(summary(state)).toMatchObject({ life: { B: 0 }, losers: ['B'] });
    expect(fab.prompt(state)).toMatchObject({ kind: 'fab.gameOver', player: null, losers: ['B'] });
    expect(refused(state, adv)).toMatchObject({ code: 'gameOver' });
    expect(refused(state, { type: 'pass', by: 'A' })).toMatchObject({ code: 'gameOver' });
  });
});

describe('more than two heroes', () => {
  it('7.5.2b: the attacked hero lost before damage: no damage, and priority skips the lost player', () => {
    const s0 = position([jab({ power: 4 })], [hero('A', 20, 1), hero('B', 2), hero('C', 20)]);
    const mid = run(s0, [...toDefend('jab'), defend(), adv, { type: 'effect', by: 'A', effect: { kind: 'damage', player: 'B', amount: 2 } }]);
    const { state, events } = run(mid.state, [adv, { type: 'pass', by: 'A' }]);
    expect(summary(state).losers).toEqual(['B']);
    expect(state.gameOver).toBe(false);
    expect(fab.prompt(state)).toMatchObject({ kind: 'fab.priority', player: 'C' });
    const end = run(state, [{ type: 'pass', by: 'C' }]);
    expect(ofType([...events, ...end.events], 'targetGone')).toMatchObject([{ target: 'B', rule: { id: '7.5.2b' } }]);
    expect(summary(end.state)).toMatchObject({ step: 'damage', life: { B: 0 }, chain: [{ damage: 0, hit: false }] });
  });
});

/** An effect action as it might come from elsewhere than a loaded file. */
const effect = (e: Record<string, unknown>): FabAction => ({ type: 'effect', by: 'A', effect: e }) as unknown as FabAction;

describe('the advance macro and loading', () => {
  it('advance passes until the step changes or the top layer resolves, then stops', () => {
    const s0 = position([jab()]);
    const { state } = run(s0, [attack('jab'), adv]);
    expect(state.step).toBe('attack');
    expect(fab.prompt(state).player).toBe('A');
  });

  it('all passing with the chain closed and nothing on the stack ends the action phase', () => {
    const { state, events } = run(position([jab()]), [adv]);
    expect(ofType(events, 'actionPhaseEnded')).toHaveLength(1);
    expect(fab.prompt(state).kind).toBe('fab.phaseEnded');
    expect(refused(state, attack('jab')).code).toBe('phaseOver');
  });

  it('judge-call: a manual effect naming nothing in the game, or the wrong kind of thing, is refused as the loader refuses it', () => {
    const s0 = position([jab(), { id: 'ally', owner: 'B', zone: 'arena', types: ['ally'], power: 1, life: 2 }]);
    const hurt = refused(s0, effect({ kind: 'damage', player: 'nobody', amount: 1 }));
    expect({ code: hurt.code, rule: hurt.rule.id, params: hurt.params }).toEqual({ code: 'unknownTarget', rule: 'judge-call', params: { target: 'nobody', wanted: 'cardOrPlayer' } });
    expect(refused(s0, effect({ kind: 'prevent', player: 'jab', amount: 1 })).params).toEqual({ target: 'jab', wanted: 'player' });
    expect(refused(s0, effect({ kind: 'destroy', target: 'B' })).params).toEqual({ target: 'B', wanted: 'card' });
    // Damage to an ally's card, and the active chain link, are what the loader allows too.
    expect(run(s0, [effect({ kind: 'damage', player: 'ally', amount: 1 }), adv]).state.cards.ally?.life).toBe(1);
    expect(run(s0, [...toDefend('jab'), defend(), effect({ kind: 'power', target: 'chainLink', amount: 1 })]).state.stack).toHaveLength(1);
  });

  it('load names the field of a bad reference and refuses unknown keywords', () => {
    const setup = {
      players: [hero('A', 20, 1), hero('B', 20)],
      active: 'A',
      cards: [jab({ keywords: ['flying'] }), gear('helm', 1)],
    };
    const res = fab.load({
      rules: 'current',
      setup,
      actions: [attack('jab'), adv, adv, { type: 'defend', by: 'B', cards: ['helm2'] }],
    });
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.error).toEqual(
      expect.arrayContaining([
        { path: 'setup.cards[0].keywords[0]', message: 'unknown keyword "flying"' },
        { path: 'actions[3].cards[0]', message: 'no card "helm2"' },
      ]),
    );
    const bad = fab.load({ rules: 'current', setup: { ...setup, cards: [{ id: 'x', owner: 'C', zone: 'hand', types: ['spell'] }] }, actions: [] });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error[0]?.path).toBe('setup.cards[0].types[0]');
  });

  it('piercing adds power only when equipment defends', () => {
    const s0 = position([jab({ power: 4, keywords: ['piercing 1'] }), gear('helm', 2), block('a', 2)]);
    const withGear = run(s0, [...toDefend('jab'), defend('helm'), adv, adv]);
    expect(summary(withGear.state).life.B).toBe(17);
    expect(ofType(withGear.events, 'piercing')).toMatchObject([{ amount: 1 }]);
    expect(summary(run(s0, [...toDefend('jab'), defend('a'), adv, adv]).state).life.B).toBe(18);
  });
});
