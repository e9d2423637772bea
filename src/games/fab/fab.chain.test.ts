/**
 * Issue 11 rulings, one short test each: life floors and draws, defending cards leaving the chain,
 * temper and battleworn, costs and action points, arsenal and ambush, weapon attack limits,
 * non-attack actions, effect durations, triggers and their order, damage prevention, phantasm
 * and mirage, allies, keywords gained late, and values taken below 0.
 */
import { describe, expect, it } from 'vitest';
import { fab } from './index.ts';
import { adv, attack, block, defend, gear, hero, jab, ofType, playCard, position, refused, ruleOf, run, toDefend } from './testkit.ts';
import type { Effect, FabAction, FabEvent, FabState } from './types.ts';

const summary = fab.summary;
const pass = (by: string): FabAction => ({ type: 'pass', by });
const eff = (by: string, effect: Effect, name?: string): FabAction => (name === undefined ? { type: 'effect', by, effect } : { type: 'effect', by, effect, name });
const dmg = (player: string, amount: number, arcane = false): Effect => (arcane ? { kind: 'damage', player, amount, arcane } : { kind: 'damage', player, amount });
/** From the defend declaration to the chain closed: defend, reaction, damage, resolution, close. */
const closeOut: FabAction[] = [adv, adv, adv, adv];
const idx = (events: readonly FabEvent[], pred: (e: FabEvent) => boolean): number => events.findIndex(pred);

const sword = (extra: Record<string, unknown> = {}) => ({ id: 'sword', owner: 'A', zone: 'weapon', types: ['weapon'], power: 2, attackCost: 0, ...extra });
const rush = (extra: Record<string, unknown> = {}) => ({
  id: 'rush',
  owner: 'A',
  zone: 'hand',
  types: ['action'],
  cost: 0,
  keywords: ['go again'],
  effect: { kind: 'damage', player: 'B', amount: 1 },
  ...extra,
});
const ping = (player: string, name: string, when: string) => ({ when, name, effect: dmg(player, 1) });
const bwTemper = (d: number) => position([jab(), gear('arms', d, ['battleworn', 'temper'])]);
const atOrder = (d: number): FabState => run(bwTemper(d), [...toDefend('jab'), defend('arms'), ...closeOut]).state;
const ids = (s: FabState) => {
  const p = fab.prompt(s);
  if (p.kind !== 'fab.order') throw new Error(`expected fab.order, got ${p.kind}`);
  const of = (k: string | null) => p.triggers.find((t) => t.keyword === k)?.id as string;
  return { bw: of('battleworn'), temper: of('temper'), manual: of(null) };
};
/** Boots of defense 1 with temper and a manual "+1 defense this turn" as the chain closes (brace), defended with against a jab: B orders the two. */
const braceAndTemper = (): FabState => {
  const boots = { ...gear('boots', 1, ['temper']), triggers: [{ when: 'chainCloses', name: 'brace', effect: { kind: 'defense', target: 'boots', amount: 1, until: 'turn' } }] };
  return run(position([jab(), boots]), [...toDefend('jab'), defend('boots'), ...closeOut]).state;
};
const big = (power: number, extra: Record<string, unknown> = {}) => ({ id: 'big', owner: 'B', zone: 'hand', types: ['action', 'attack'], power, defense: 2, pitch: 1, ...extra });

// ---------------------------------------------------------------------------------------------
describe('1. life totals and the end of the game (2.5.3e, 2.5.3f, 4.5.4a)', () => {
  it('2.5.3e: a 5-power hit on a hero at 3 leaves 0, and the life change cites 2.5.3e', () => {
    const { state, events } = run(position([jab({ power: 5 })], [hero('A', 20, 1), hero('B', 3)]), [...toDefend('jab'), defend(), adv, adv]);
    expect(ofType(events, 'lifeChanged')).toMatchObject([{ player: 'B', amount: -3, life: 0, rule: { id: '2.5.3e' } }]);
    expect(ofType(events, 'playerLost')).toMatchObject([{ player: 'B', rule: { id: '2.5.3f' } }]);
    expect(summary(state)).toMatchObject({ life: { B: 0 }, losers: ['B'], draw: false });
    expect(fab.prompt(state)).toMatchObject({ kind: 'fab.gameOver', draw: false, losers: ['B'], rule: { id: '4.5.1' } });
  });

  it('4.5.4a: both heroes at 0 when the game state is checked is a draw', () => {
    // No single effect here damages both heroes: both start at 0, and the game state actions on the board as entered find them together.
    const loaded = fab.load({ rules: 'current', setup: { players: [hero('A', 0, 1), hero('B', 0)], active: 'A', cards: [] }, actions: [] });
    if (!loaded.ok) throw new Error('load');
    const state = loaded.value.state;
    const events = [...(loaded.value.events ?? [])];
    expect(ofType(events, 'playerLost').map((e) => e.player)).toEqual(['A', 'B']);
    expect(ofType(events, 'gameDrawn')).toMatchObject([{ players: ['A', 'B'], rule: { id: '4.5.4a' } }]);
    expect(fab.prompt(state)).toMatchObject({ kind: 'fab.gameOver', player: null, draw: true, losers: ['A', 'B'], rule: { id: '4.5.4a' } });
    expect(summary(state).draw).toBe(true);
  });

  it('4.5.3a: with three heroes, two at 0 lose and the third is left: no draw', () => {
    const three = position([], [hero('A', 20, 1), hero('B', 0), hero('C', 1)]);
    const { state, events } = run(three, [eff('A', dmg('C', 1)), adv]);
    expect(ofType(events, 'gameDrawn')).toEqual([]);
    expect(fab.prompt(state)).toMatchObject({ kind: 'fab.gameOver', draw: false, losers: ['B', 'C'] });
  });

  it('4.5.4a: with three heroes, all at 0 together is a draw', () => {
    const loaded = fab.load({ rules: 'current', setup: { players: [hero('A', 0, 1), hero('B', 0), hero('C', 0)], active: 'A', cards: [] }, actions: [] });
    if (!loaded.ok) throw new Error('load');
    const state = loaded.value.state;
    const events = [...(loaded.value.events ?? [])];
    expect(ofType(events, 'gameDrawn')).toMatchObject([{ players: ['A', 'B', 'C'], rule: { id: '4.5.4a' } }]);
    expect(fab.prompt(state)).toMatchObject({ kind: 'fab.gameOver', draw: true, losers: ['A', 'B', 'C'] });
  });
});

// ---------------------------------------------------------------------------------------------
describe('2. 7.0.5a: a card defends until it leaves the chain', () => {
  it('equipment that defended link 1, destroyed during link 2, no longer defends link 1', () => {
    const s0 = position([jab({ keywords: ['go again'] }), jab({ id: 'jab2' }), gear('helm', 1)]);
    const atLink2 = run(s0, [...toDefend('jab'), defend('helm'), adv, adv, adv, attack('jab2'), adv, adv, defend()]).state;
    expect(atLink2.chain[0]?.defenders.map((d) => d.card)).toEqual(['helm']);
    const { state, events } = run(atLink2, [eff('A', { kind: 'destroy', target: 'helm' }), adv]);
    expect(ofType(events, 'destroyed')).toMatchObject([{ card: 'helm' }]);
    expect(state.cards.helm?.zone).toBe('graveyard');
    expect(state.chain[0]?.defenders).toEqual([]);
    expect(state.chain[1]?.defenders).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('3. temper with a chain effect (8.3.10, 7.7.3-7.7.7)', () => {
  const s0 = position([jab(), gear('boots', 2, ['temper'])]);

  it('defense -1 for the chain on a defense-2 temper card: its counter takes it to 0, destroyed before 7.7.7 ends the effect', () => {
    const { state, events } = run(s0, [...toDefend('jab'), defend('boots'), eff('A', { kind: 'defense', target: 'boots', amount: -1 }), adv, ...closeOut]);
    expect(ofType(events, 'defenseCounter')).toMatchObject([{ card: 'boots', keyword: 'temper', defense: 0, rule: { id: '8.3.10' } }]);
    expect(ofType(events, 'destroyed')).toMatchObject([{ card: 'boots', rule: { id: '8.5.4' } }]);
    expect(state.cards.boots?.zone).toBe('graveyard');
    const counter = idx(events, (e) => e.type === 'defenseCounter');
    const closed = idx(events, (e) => e.type === 'chainClosed');
    expect(counter).toBeGreaterThan(-1);
    expect(counter).toBeLessThan(closed);
    expect(ruleOf(ofType(events, 'chainClosed')[0])).toBe('7.7.7');
    expect(summary(state).life.B).toBe(18); // 3 against 1
  });

  it('without the effect it survives with one -1 counter', () => {
    const { state, events } = run(s0, [...toDefend('jab'), defend('boots'), ...closeOut]);
    expect(ofType(events, 'defenseCounter')).toMatchObject([{ card: 'boots', defense: 1, rule: { id: '8.3.10' } }]);
    expect(ofType(events, 'destroyed')).toEqual([]);
    expect(state.cards.boots).toMatchObject({ zone: 'equipment', defenseCounters: 1 });
    expect(fab.view(state).cards.boots?.defense).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------
describe('4-5. blade break; resource cards', () => {
  it('8.3.3: blade break logs bladeBreak and the card is destroyed (8.5.4)', () => {
    const { state, events } = run(position([jab(), gear('helm', 1, ['blade break'])]), [...toDefend('jab'), defend('helm'), ...closeOut]);
    expect(ofType(events, 'bladeBreak')).toMatchObject([{ card: 'helm', rule: { id: '8.3.3' } }]);
    expect(ofType(events, 'destroyed')).toMatchObject([{ card: 'helm', rule: { id: '8.5.4' } }]);
    expect(summary(state).graveyard.B).toEqual(['helm']);
  });

  it('8.1.7a: a resource card can never be played', () => {
    const s0 = position([{ id: 'gem', owner: 'A', zone: 'hand', types: ['resource'], pitch: 1 }]);
    expect(refused(s0, playCard('A', 'gem'))).toMatchObject({ code: 'notPlayable', rule: { id: '8.1.7a' } });
  });
});

// ---------------------------------------------------------------------------------------------
describe('6. the rules each event and refusal cites', () => {
  const paying = position([
    jab({ cost: 2 }),
    { id: 'blue', owner: 'A', zone: 'hand', types: ['action'], pitch: 3 },
    { id: 'red', owner: 'A', zone: 'hand', types: ['action'], pitch: 1 },
    { id: 'nopitch', owner: 'A', zone: 'hand', types: ['action'] },
  ]);

  it('pitching and paying: cannotPitch 1.14.3a, pitchNotNeeded 1.14.3b, cannotPay 1.14.2b; cardPitched 1.14.3, costPaid 1.14.2', () => {
    expect(refused(paying, attack('jab', 'B', ['nopitch']))).toMatchObject({ code: 'cannotPitch', rule: { id: '1.14.3a' } });
    expect(refused(paying, attack('jab', 'B', ['blue', 'red']))).toMatchObject({ code: 'pitchNotNeeded', rule: { id: '1.14.3b' } });
    expect(refused(paying, attack('jab', 'B', ['red']))).toMatchObject({ code: 'cannotPay', rule: { id: '1.14.2b' } });
    const { events } = run(paying, [attack('jab', 'B', ['blue'])]);
    expect(ofType(events, 'cardPitched')).toMatchObject([{ card: 'blue', amount: 3, rule: { id: '1.14.3' } }]);
    expect(ofType(events, 'costPaid')).toMatchObject([{ amount: 2, resources: 1, rule: { id: '1.14.2' } }]);
  });

  it('layerAdded with the chain closed: 5.1.2 for an action, 7.0.2a for an attack; actionPointSpent 8.1.1c', () => {
    const s0 = position([jab(), { id: 'act', owner: 'A', zone: 'hand', types: ['action'], cost: 0 }], [hero('A', 20, 2), hero('B', 20)]);
    const action = run(s0, [playCard('A', 'act')]);
    expect(ofType(action.events, 'layerAdded')).toMatchObject([{ card: 'act', rule: { id: '5.1.2' } }]);
    expect(ofType(action.events, 'actionPointSpent')).toMatchObject([{ player: 'A', actionPoints: 1, rule: { id: '8.1.1c' } }]);
    const atk = run(s0, [attack('jab')]);
    expect(ofType(atk.events, 'layerAdded')).toMatchObject([{ card: 'jab', rule: { id: '7.0.2a' } }]);
    expect(ofType(atk.events, 'actionPointSpent')).toMatchObject([{ rule: { id: '8.1.1c' } }]);
  });

  it('action timing: notTurnPlayer 1.13.2b, stackNotEmpty 8.1.1a, noActionPoint 8.1.1c', () => {
    const cards = [
      { id: 'act', owner: 'A', zone: 'hand', types: ['action'], cost: 0 },
      { id: 'bact', owner: 'B', zone: 'hand', types: ['action'], cost: 0 },
    ];
    const s0 = position(cards);
    expect(refused(run(s0, [pass('A')]).state, playCard('B', 'bact'))).toMatchObject({ code: 'notTurnPlayer', rule: { id: '1.13.2b' } });
    expect(refused(run(s0, [eff('A', { kind: 'prevent', player: 'A', amount: 1 })]).state, playCard('A', 'act'))).toMatchObject({
      code: 'stackNotEmpty',
      rule: { id: '8.1.1a' },
    });
    expect(refused(position(cards, [hero('A', 20, 0), hero('B', 20)]), playCard('A', 'act'))).toMatchObject({ code: 'noActionPoint', rule: { id: '8.1.1c' } });
  });

  it('illegalTarget 1.4.5: a hero cannot attack itself', () => {
    expect(refused(position([jab()]), attack('jab', 'A'))).toMatchObject({ code: 'illegalTarget', rule: { id: '1.4.5' } });
  });

  it('spectraDestroyed 8.3.14b, playerLost 2.5.3f, actionPhaseEnded 4.3.4, piercing 8.3.23', () => {
    const spectra = run(position([jab(), { id: 'ghost', owner: 'B', zone: 'arena', types: ['aura'], defense: 0, keywords: ['spectra'] }]), [attack('jab', 'ghost'), adv]);
    expect(ofType(spectra.events, 'spectraDestroyed')).toMatchObject([{ card: 'ghost', rule: { id: '8.3.14b' } }]);
    const lost = run(position([jab()], [hero('A', 20, 1), hero('B', 3)]), [...toDefend('jab'), defend(), adv, adv]);
    expect(ruleOf(ofType(lost.events, 'playerLost')[0])).toBe('2.5.3f');
    const ended = run(position([]), [adv]);
    expect(ruleOf(ofType(ended.events, 'actionPhaseEnded')[0])).toBe('4.3.4');
    const pierce = run(position([jab({ keywords: ['piercing 1'] }), gear('helm', 1)]), [...toDefend('jab'), defend('helm'), adv, adv]);
    expect(ofType(pierce.events, 'piercing')).toMatchObject([{ attack: 'jab', amount: 1, rule: { id: '8.3.23' } }]);
    expect(summary(pierce.state).life.B).toBe(17);
  });

  it('the first prompt of a scenario is the turn player priority in the action phase (4.3.3), not a judge call', () => {
    const p = fab.prompt(position([jab()]));
    expect(p).toMatchObject({ kind: 'fab.priority', player: 'A', rule: { id: '4.3.3' } });
    expect(p.rule.id).not.toBe('judge-call');
  });
});

// ---------------------------------------------------------------------------------------------
describe('7. arsenal and ambush (3.3, 5.1.1a, 8.3.4, 8.3.28)', () => {
  it('5.1.1a: an attack action card attacks from arsenal', () => {
    const { state, events } = run(position([jab({ zone: 'arsenal' })]), [attack('jab'), adv]);
    expect(ofType(events, 'chainLinkCreated')).toMatchObject([{ attack: 'jab' }]);
    expect(state.cards.jab?.zone).toBe('chain');
    expect(summary(state).arsenal.A).toEqual([]);
  });

  const domCards = [
    jab({ keywords: ['dominate'] }),
    block('a', 1),
    { id: 'sinkA', owner: 'B', zone: 'arsenal', types: ['defense reaction'], defense: 2, cost: 0 },
    { id: 'sinkH', owner: 'B', zone: 'hand', types: ['defense reaction'], defense: 2, cost: 0 },
  ];

  it('8.3.4: against dominate, with a hand card defending, a defense reaction from arsenal is legal and defends', () => {
    const s = run(position(domCards), [...toDefend('jab'), defend('a'), adv, pass('A')]).state;
    const { state, events } = run(s, [playCard('B', 'sinkA'), adv]);
    expect(ofType(events, 'defended')).toMatchObject([{ card: 'sinkA' }]);
    expect(ofType(events, 'defenseFailed')).toEqual([]);
    expect(state.chain[0]?.defenders.map((d) => [d.card, d.fromHand])).toEqual([
      ['a', true],
      ['sinkA', false],
    ]);
  });

  it('7.4.2c: the same defense reaction from hand is refused', () => {
    const s = run(position(domCards), [...toDefend('jab'), defend('a'), adv, pass('A')]).state;
    expect(refused(s, playCard('B', 'sinkH'))).toMatchObject({ code: 'defenseForbidden', rule: { id: '7.4.2c' } });
  });

  const ambushCards = [
    jab({ power: 8, keywords: ['dominate'] }),
    block('a', 1),
    { id: 'amb', owner: 'B', zone: 'arsenal', types: ['action'], defense: 3, pitch: 1, keywords: ['ambush'] },
  ];

  it('8.3.28: a card with ambush in arsenal is a defend candidate and, not from hand, leaves dominate its one hand card', () => {
    const atDefend = run(position(ambushCards), toDefend('jab')).state;
    const p = fab.prompt(atDefend);
    expect(p).toMatchObject({ kind: 'fab.defend', maxFromHand: 1 });
    if (p.kind !== 'fab.defend') return;
    // The prompt names the keyword that lets it defend from arsenal; cards from hand need none.
    expect(p.cards).toContainEqual({ card: 'amb', zone: 'arsenal', defense: 3, via: 'ambush' });
    expect(p.cards).toContainEqual({ card: 'a', zone: 'hand', defense: 1, via: null });
    const { state } = run(atDefend, [defend('amb', 'a'), adv, adv]);
    expect(state.chain[0]?.defenders.map((d) => [d.card, d.fromHand])).toEqual([
      ['amb', false],
      ['a', true],
    ]);
    expect(summary(state).life.B).toBe(16); // 8 against 3 + 1
  });

  it('8.3.28: without ambush a card in arsenal cannot be declared', () => {
    const s0 = position([jab(), { id: 'plain', owner: 'B', zone: 'arsenal', types: ['action'], defense: 3, pitch: 1 }]);
    const atDefend = run(s0, toDefend('jab')).state;
    const p = fab.prompt(atDefend);
    expect(p.kind === 'fab.defend' && p.candidates).toEqual([]);
    expect(refused(atDefend, defend('plain'))).toMatchObject({ code: 'cannotDeclare', rule: { id: '8.3.28' } });
  });

  it('3.3: load refuses two cards in one arsenal', () => {
    const res = fab.load({
      rules: 'current',
      setup: { players: [hero('A', 20, 1), hero('B', 20)], active: 'A', cards: [jab({ zone: 'arsenal' }), jab({ id: 'jab2', zone: 'arsenal' })] },
      actions: [],
    });
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.error).toContainEqual(expect.objectContaining({ path: 'setup.cards[1].zone' }));
  });
});

// ---------------------------------------------------------------------------------------------
describe('8. once per turn (5.2.1a, 5.2.3c)', () => {
  const twoAP = [hero('A', 20, 2), hero('B', 20)];
  const firstAttack: FabAction[] = [attack('sword'), adv, adv, defend(), adv, adv, adv];

  it('5.2.1a: a weapon cannot attack a second time in the turn', () => {
    const s = run(position([sword()], twoAP), firstAttack).state;
    expect(s.step).toBe('resolution');
    expect(refused(s, attack('sword'))).toMatchObject({ code: 'attackLimitReached', rule: { id: '5.2.1a' } });
    const closed = run(s, [adv]).state;
    expect(refused(closed, attack('sword'))).toMatchObject({ code: 'attackLimitReached', rule: { id: '5.2.1a' } });
  });

  it('5.2.3c: an additional attack granted by an effect allows the second attack', () => {
    const s0 = position([sword()], twoAP);
    const { state, events } = run(s0, [eff('A', { kind: 'extraAttack', target: 'sword' }), adv, ...firstAttack, attack('sword'), adv, adv, defend(), adv, adv]);
    expect(ofType(events, 'extraAttackGranted')).toMatchObject([{ card: 'sword', rule: { id: '5.2.3c' } }]);
    expect(state.chain.map((l) => l.attack)).toEqual(['sword', 'sword']);
    expect(summary(state).life.B).toBe(16);
  });

  it('attackLimit null: no limit', () => {
    const s = run(position([sword({ attackLimit: null })], twoAP), firstAttack).state;
    const { state } = run(s, [attack('sword'), adv, adv, defend(), adv, adv]);
    expect(summary(state).life.B).toBe(16);
  });

  it('attacksThisTurn 1 in set-up: the first attack is refused', () => {
    expect(refused(position([sword({ attacksThisTurn: 1 })]), attack('sword'))).toMatchObject({ code: 'attackLimitReached', rule: { id: '5.2.1a' } });
  });
});

// ---------------------------------------------------------------------------------------------
describe('9. non-attack actions (8.1.1, 8.3.5a, 5.3.7)', () => {

  it('8.3.5a: it costs an action point, resolves its effect, gains one back, and goes to the graveyard (5.3.7)', () => {
    const { state, events } = run(position([rush()]), [playCard('A', 'rush'), adv]);
    expect(ofType(events, 'actionPointSpent')).toMatchObject([{ player: 'A', actionPoints: 0, rule: { id: '8.1.1c' } }]);
    expect(ofType(events, 'actionPointGained')).toMatchObject([{ player: 'A', actionPoints: 1, rule: { id: '8.3.5a' } }]);
    expect(ofType(events, 'toGraveyard')).toMatchObject([{ card: 'rush', rule: { id: '5.3.7' } }]);
    expect(idx(events, (e) => e.type === 'lifeChanged')).toBeLessThan(idx(events, (e) => e.type === 'actionPointGained'));
    expect(summary(state)).toMatchObject({ life: { B: 19 }, actionPoints: { A: 1 }, graveyard: { A: ['rush'] } });
  });

  it('8.3.5a: go again comes after the effect, including damage that waits for a prevention choice', () => {
    const s0 = position([rush({ effect: dmg('B', 3, true) }), gear('cap', 0, ['arcane barrier 1'])], [hero('A', 20, 1), hero('B', 20, 0, 1)]);
    const first = run(s0, [playCard('A', 'rush'), adv]);
    expect(fab.prompt(first.state).kind).toBe('fab.prevent');
    const { state, events } = run(first.state, [{ type: 'prevent', by: 'B', use: [{ card: 'cap', keyword: 'arcane barrier' }] }]);
    expect(summary(state)).toMatchObject({ life: { B: 18 }, actionPoints: { A: 1 }, graveyard: { A: ['rush'] } });
    const all = [...first.events, ...events];
    expect(idx(all, (e) => e.type === 'damageDealt')).toBeLessThan(idx(all, (e) => e.type === 'actionPointGained'));
    expect(idx(all, (e) => e.type === 'damageDealt')).toBeLessThan(idx(all, (e) => e.type === 'toGraveyard'));
  });

  it('7.0.1a: during combat only in the resolution step', () => {
    const s0 = position([jab({ keywords: ['go again'] }), rush()]);
    const reaction = run(s0, [...toDefend('jab'), defend(), adv]).state;
    expect(refused(reaction, playCard('A', 'rush'))).toMatchObject({ code: 'actionDuringCombat', rule: { id: '7.0.1a' } });
    const { state } = run(reaction, [adv, adv, playCard('A', 'rush'), adv]);
    expect(state.step).toBe('resolution');
    expect(summary(state)).toMatchObject({ life: { B: 16 }, actionPoints: { A: 1 } });
  });

  it('8.1.1d: an action played as an instant: the reaction step, either player, no action point', () => {
    const s0 = position([jab(), rush({ asInstant: true, keywords: [] }), rush({ id: 'brush', owner: 'B', asInstant: true, keywords: [], effect: dmg('A', 1) })]);
    const reaction = run(s0, [...toDefend('jab'), defend(), adv]).state;
    expect(summary(reaction).actionPoints.A).toBe(0);
    const a = run(reaction, [playCard('A', 'rush')]);
    expect(ofType(a.events, 'actionPointSpent')).toEqual([]);
    expect(ofType(a.events, 'layerAdded')).toMatchObject([{ card: 'rush' }]);
    const b = run(reaction, [pass('A'), playCard('B', 'brush'), adv]);
    expect(ofType(b.events, 'actionPointSpent')).toEqual([]);
    expect(summary(b.state)).toMatchObject({ life: { A: 19 }, actionPoints: { B: 0 }, graveyard: { B: ['brush'] } });
  });

  it('1.13.2b: the non-turn player, playing a go again action as an instant, gains no action point', () => {
    const s0 = position([jab(), rush({ id: 'brush', owner: 'B', asInstant: true, effect: dmg('A', 1) })]);
    const { state, events } = run(s0, [...toDefend('jab'), defend(), adv, pass('A'), playCard('B', 'brush'), adv]);
    expect(ofType(events, 'actionPointGained')).toEqual([]);
    expect(summary(state)).toMatchObject({ life: { A: 19 }, actionPoints: { A: 0, B: 0 } });
  });
});

// ---------------------------------------------------------------------------------------------
describe('10. effect durations (7.0.3d, 7.0.2b, 7.7.7)', () => {
  it('7.0.3d: "until this chain link ends" ends when the next link is created; link 2 is unaffected', () => {
    const s0 = position([jab({ keywords: ['go again'] }), jab({ id: 'jab2' })]);
    const { state, events } = run(s0, [
      ...toDefend('jab'),
      defend(),
      eff('A', { kind: 'power', target: 'chainLink', amount: 2, until: 'chainLink' }),
      adv,
      adv,
      adv,
      adv,
      attack('jab2'),
      adv,
      adv,
      defend(),
      adv,
      adv,
    ]);
    expect(ofType(events, 'effectsEnded')).toMatchObject([{ until: 'chainLink', cards: ['jab'], rule: { id: '7.0.3d' } }]);
    expect(summary(state).chain.map((l) => l.damage)).toEqual([5, 3]);
    expect(state.cards.jab?.mods).toEqual([]);
  });

  it('7.7.7: "for this combat chain" ends as the chain closes', () => {
    const s0 = position([jab()]);
    const { state, events } = run(s0, [...toDefend('jab'), defend(), eff('A', { kind: 'power', target: 'jab', amount: 1, until: 'combatChain' }), adv, ...closeOut]);
    expect(summary(state).life.B).toBe(16);
    expect(ofType(events, 'effectsEnded')).toMatchObject([{ until: 'combatChain', cards: ['jab'], rule: { id: '7.7.7' } }]);
    expect(state.cards.jab?.mods).toEqual([]);
  });

  it('"until end of turn" outlives the chain: a weapon keeps +2 into its next chain', () => {
    const s0 = position([sword({ attackLimit: 2 })], [hero('A', 20, 2), hero('B', 20)]);
    const first = run(s0, [attack('sword'), adv, adv, defend(), eff('A', { kind: 'power', target: 'sword', amount: 2, until: 'turn' }), adv, ...closeOut]).state;
    expect(first.step).toBe('closed');
    expect(summary(first).life.B).toBe(16);
    expect(first.cards.sword?.mods).toHaveLength(1);
    const second = run(first, [attack('sword'), adv, adv, defend(), adv, adv]).state;
    expect(summary(second).life.B).toBe(12);
  });

  it('7.0.2b: a "this combat chain" effect with the chain closed fails; 7.0.3d: so does "this chain link"', () => {
    const s0 = position([jab()]);
    const chain = run(s0, [eff('A', { kind: 'power', target: 'jab', amount: 2, until: 'combatChain' }), adv]);
    expect(ofType(chain.events, 'effectFailed')).toMatchObject([{ rule: { id: '7.0.2b' } }]);
    expect(chain.state.cards.jab?.mods).toEqual([]);
    const link = run(s0, [eff('A', { kind: 'power', target: 'jab', amount: 2, until: 'chainLink' }), adv]);
    expect(ofType(link.events, 'effectFailed')).toMatchObject([{ rule: { id: '7.0.3d' } }]);
    expect(link.state.cards.jab?.mods).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('11. triggers (1.10.2, 1.10.2d)', () => {

  it('"when this attacks": triggered at 7.2.4, on the stack, resolved when all pass', () => {
    const s = run(position([jab({ triggers: [ping('B', 'onAttack', 'attack')] })]), [attack('jab'), adv]);
    expect(ofType(s.events, 'triggered')).toMatchObject([{ name: 'onAttack', card: 'jab', rule: { id: '7.2.4' } }]);
    expect(s.state.stack.map((l) => l.name)).toEqual(['onAttack']);
    expect(ofType(s.events, 'layerAdded').filter((e) => e.name === 'onAttack')).toMatchObject([{ player: 'A', rule: { id: '1.10.2' } }]);
    expect(summary(s.state).life.B).toBe(20);
    const { state } = run(s.state, [adv]);
    expect(state.stack).toEqual([]);
    expect(summary(state).life.B).toBe(19);
    expect(state.step).toBe('attack');
  });

  it('"when this defends": triggered at 7.0.5a', () => {
    const s0 = position([jab(), block('a', 1, { triggers: [ping('A', 'onDefend', 'defend')] })]);
    const s = run(s0, [...toDefend('jab'), defend('a')]);
    expect(ofType(s.events, 'triggered')).toMatchObject([{ name: 'onDefend', card: 'a', rule: { id: '7.0.5a' } }]);
    expect(s.state.stack.map((l) => l.name)).toEqual(['onDefend']);
    expect(summary(run(s.state, [adv]).state).life.A).toBe(19);
  });

  it('"when this hits": triggered at 7.5.5 after the hit', () => {
    const s = run(position([jab({ triggers: [ping('B', 'onHit', 'hit')] })]), [...toDefend('jab'), defend(), adv, adv]);
    expect(ofType(s.events, 'triggered')).toMatchObject([{ name: 'onHit', rule: { id: '7.5.5' } }]);
    expect(idx(s.events, (e) => e.type === 'hit')).toBeLessThan(idx(s.events, (e) => e.type === 'triggered'));
    expect(summary(run(s.state, [adv]).state).life.B).toBe(16);
  });

  it('"when this chain link resolves": triggered at 7.6.2; a miss still resolves the link', () => {
    const s0 = position([jab({ triggers: [ping('B', 'onResolve', 'linkResolves')] }), block('a', 3)]);
    const s = run(s0, [...toDefend('jab'), defend('a'), adv, adv, adv]);
    expect(s.state.step).toBe('resolution');
    expect(ofType(s.events, 'triggered')).toMatchObject([{ name: 'onResolve', rule: { id: '7.6.2' } }]);
    expect(summary(run(s.state, [adv]).state).life.B).toBe(19);
  });

  it('"when the chain closes": triggered at 7.7.3, resolved in the close step (7.7.4)', () => {
    const { state, events } = run(position([jab({ triggers: [ping('B', 'onClose', 'chainCloses')] })]), [...toDefend('jab'), defend(), ...closeOut]);
    expect(ofType(events, 'triggered')).toMatchObject([{ name: 'onClose', rule: { id: '7.7.3' } }]);
    expect(ofType(events, 'layerResolved').filter((e) => e.name === 'onClose')).toMatchObject([{ rule: { id: '7.7.4' } }]);
    expect(state.step).toBe('closed');
    expect(summary(state).life.B).toBe(16);
  });

  it('1.10.2d: two triggers of one player at once: fab.order for that player; wrong ids are refused', () => {
    const s = atOrder(2);
    expect(fab.prompt(s)).toMatchObject({ kind: 'fab.order', player: 'B', rule: { id: '1.10.2d' } });
    const { bw, temper } = ids(s);
    expect(refused(s, { type: 'order', by: 'B', triggers: [bw] })).toMatchObject({ code: 'orderMismatch', rule: { id: '1.10.2d' } });
    expect(refused(s, { type: 'order', by: 'B', triggers: [bw, 'L99'] })).toMatchObject({ code: 'orderMismatch', rule: { id: '1.10.2d' } });
    expect(refused(s, { type: 'order', by: 'B', triggers: [bw, bw] })).toMatchObject({ code: 'orderMismatch' });
    expect(refused(s, { type: 'order', by: 'A', triggers: [bw, temper] })).toMatchObject({ code: 'notYourDecision' });
  });

  it('1.10.2d: defense 2 with battleworn and temper: temper resolving last finds 0 and destroys', () => {
    const s = atOrder(2);
    const { bw, temper } = ids(s);
    // The first id goes on the stack first, so the last id resolves first: battleworn (2 -> 1), then temper (1 -> 0).
    const { state, events } = run(s, [{ type: 'order', by: 'B', triggers: [temper, bw] }]);
    expect(ofType(events, 'triggersOrdered')).toMatchObject([{ player: 'B', layers: [temper, bw], rule: { id: '1.10.2d' } }]);
    expect(ofType(events, 'defenseCounter').map((e) => [e.keyword, e.defense])).toEqual([
      ['battleworn', 1],
      ['temper', 0],
    ]);
    expect(state.cards.arms?.zone).toBe('graveyard');
    expect(state.step).toBe('closed');
  });

  it('1.10.2d: defense 2 with battleworn and temper: temper resolving first finds 1, and it survives at 0', () => {
    const s = atOrder(2);
    const { bw, temper } = ids(s);
    const { state, events } = run(s, [{ type: 'order', by: 'B', triggers: [bw, temper] }]);
    expect(ofType(events, 'defenseCounter').map((e) => [e.keyword, e.defense])).toEqual([
      ['temper', 1],
      ['battleworn', 0],
    ]);
    expect(ofType(events, 'destroyed')).toEqual([]);
    expect(state.cards.arms).toMatchObject({ zone: 'equipment', defenseCounters: 2 });
  });

  it('1.10.2d: defense 1 with battleworn and temper is destroyed in either order', () => {
    for (const temperFirst of [true, false]) {
      const s = atOrder(1);
      const { bw, temper } = ids(s);
      const { state } = run(s, [{ type: 'order', by: 'B', triggers: temperFirst ? [bw, temper] : [temper, bw] }]);
      expect(state.cards.arms?.zone).toBe('graveyard');
    }
  });

  it('1.10.2d: a "+1 defense this turn" chain-close trigger against temper on a defense-1 card: the order decides', () => {
    const s = braceAndTemper();
    const { manual: brace, temper } = ids(s);
    // brace resolves first: 1 + 1 = 2, temper: 1, survives.
    const braced = run(s, [{ type: 'order', by: 'B', triggers: [temper, brace] }]).state;
    expect(braced.cards.boots).toMatchObject({ zone: 'equipment', defenseCounters: 1 });
    expect(fab.view(braced).cards.boots?.defense).toBe(1);
    // temper resolves first: 1 -> 0, destroyed.
    const broken = run(s, [{ type: 'order', by: 'B', triggers: [brace, temper] }]);
    expect(broken.state.cards.boots?.zone).toBe('graveyard');
    expect(ofType(broken.events, 'destroyed')).toMatchObject([{ card: 'boots', rule: { id: '8.5.4' } }]);
  });

  it('3.0.9: once temper has destroyed the card, the "+1 defense" trigger finds no such object and fails', () => {
    const s = braceAndTemper();
    const { manual: brace, temper } = ids(s);
    const { state, events } = run(s, [{ type: 'order', by: 'B', triggers: [brace, temper] }]);
    expect(state.cards.boots?.zone).toBe('graveyard');
    expect(ofType(events, 'defenseChanged')).toEqual([]);
    expect(ofType(events, 'effectFailed').map((e) => e.name)).toContain('brace');
    expect(state.cards.boots?.mods).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('12. arcane damage and prevention (8.5.3b, 8.3.8, 8.3.15, 8.3.19, 8.3.20)', () => {
  const blue = { id: 'blue', owner: 'B', zone: 'hand', types: ['action'], pitch: 3 };

  it('8.3.8: arcane barrier 1: pay 1 (pitching in the prevent action) to prevent 1 of arcane damage', () => {
    const s = run(position([gear('cap', 0, ['arcane barrier 1']), blue]), [eff('A', dmg('B', 3, true)), adv]).state;
    expect(fab.prompt(s)).toMatchObject({
      kind: 'fab.prevent',
      player: 'B',
      amount: 3,
      arcane: true,
      options: [{ card: 'cap', keyword: 'arcane barrier', n: 1, cost: 1, destroys: false, forced: false, rule: { id: '8.3.8' } }],
    });
    const { state, events } = run(s, [{ type: 'prevent', by: 'B', use: [{ card: 'cap', keyword: 'arcane barrier' }], pitch: ['blue'] }]);
    expect(ofType(events, 'preventedBy')).toMatchObject([{ card: 'cap', keyword: 'arcane barrier', amount: 1, rule: { id: '8.3.8' } }]);
    expect(ofType(events, 'damageDealt')).toMatchObject([{ amount: 2, arcane: true, hit: false, rule: { id: '8.5.3b' } }]);
    expect(summary(state)).toMatchObject({ life: { B: 18 }, resources: { B: 2 }, pitch: { B: ['blue'] }, equipment: { B: ['cap'] } });
  });

  it('8.3.8: arcane barrier without the resources to pay is refused', () => {
    const s = run(position([gear('cap', 0, ['arcane barrier 1'])]), [eff('A', dmg('B', 3, true)), adv]).state;
    expect(refused(s, { type: 'prevent', by: 'B', use: [{ card: 'cap', keyword: 'arcane barrier' }] })).toMatchObject({ code: 'cannotPay' });
    expect(summary(run(s, [{ type: 'prevent', by: 'B', use: [] }]).state).life.B).toBe(17);
  });

  it('8.3.15: spellvoid 2 destroys the card to prevent 2', () => {
    const s = run(position([gear('void', 0, ['spellvoid 2'])]), [eff('A', dmg('B', 3, true)), adv]).state;
    expect(fab.prompt(s)).toMatchObject({ kind: 'fab.prevent', options: [{ card: 'void', keyword: 'spellvoid', n: 2, cost: 0, destroys: true }] });
    const { state, events } = run(s, [{ type: 'prevent', by: 'B', use: [{ card: 'void', keyword: 'spellvoid' }] }]);
    expect(ofType(events, 'preventedBy')).toMatchObject([{ card: 'void', amount: 2, rule: { id: '8.3.15' } }]);
    expect(ofType(events, 'destroyed')).toMatchObject([{ card: 'void' }]);
    expect(summary(state)).toMatchObject({ life: { B: 19 }, graveyard: { B: ['void'] } });
  });

  it('arcane barrier and spellvoid do nothing against physical damage: no fab.prevent decision', () => {
    const s0 = position([jab(), gear('cap', 0, ['arcane barrier 1']), gear('void', 0, ['spellvoid 2'])], [hero('A', 20, 1), hero('B', 20, 0, 3)]);
    const eff1 = run(s0, [eff('A', dmg('B', 3)), adv]);
    expect(fab.prompt(eff1.state).kind).toBe('fab.priority');
    expect(summary(eff1.state).life.B).toBe(17);
    const combat = run(s0, [...toDefend('jab'), defend(), adv, adv]);
    expect(fab.prompt(combat.state).kind).toBe('fab.priority');
    expect(ofType(combat.events, 'preventedBy')).toEqual([]);
    expect(summary(combat.state).life.B).toBe(17);
  });

  it('8.3.20: ward 3, the only prevention, applies by itself to any damage and is destroyed', () => {
    const s0 = position([jab({ power: 5 }), gear('ward', 0, ['ward 3'])]);
    const combat = run(s0, [...toDefend('jab'), defend(), adv, adv]);
    expect(fab.prompt(combat.state).kind).toBe('fab.priority');
    expect(ofType(combat.events, 'preventedBy')).toMatchObject([{ card: 'ward', keyword: 'ward', amount: 3, rule: { id: '8.3.20' } }]);
    expect(summary(combat.state)).toMatchObject({ life: { B: 18 }, graveyard: { B: ['ward'] }, chain: [{ damage: 2, hit: true }] });
    const arcane = run(s0, [eff('A', dmg('B', 2, true)), adv]);
    expect(ofType(arcane.events, 'preventedBy')).toMatchObject([{ card: 'ward', amount: 2 }]);
    expect(summary(arcane.state)).toMatchObject({ life: { B: 20 }, graveyard: { B: ['ward'] } });
  });

  it('8.3.20 with 8.3.8: arcane barrier chosen first, ward still applies to what is left', () => {
    const s0 = position([gear('cap', 0, ['arcane barrier 1']), gear('ward', 0, ['ward 3'])], [hero('A', 20, 1), hero('B', 20, 0, 1)]);
    const s = run(s0, [eff('A', dmg('B', 5, true)), adv]).state;
    const p = fab.prompt(s);
    expect(p).toMatchObject({ kind: 'fab.prevent', amount: 5 });
    if (p.kind === 'fab.prevent') expect(p.options.map((o) => [o.card, o.forced])).toEqual([['cap', false], ['ward', true]]);
    const { state, events } = run(s, [{ type: 'prevent', by: 'B', use: [{ card: 'cap', keyword: 'arcane barrier' }] }]);
    expect(ofType(events, 'preventedBy').map((e) => [e.card, e.amount])).toEqual([['cap', 1], ['ward', 3]]);
    expect(summary(state)).toMatchObject({ life: { B: 19 }, resources: { B: 0 }, graveyard: { B: ['ward'] } });
  });

  it('8.3.19: quell 2 prevents 2 of any damage for 2 resources; using it twice is refused', () => {
    const s0 = position([gear('q', 0, ['quell 2'])], [hero('A', 20, 1), hero('B', 20, 0, 2)]);
    const s = run(s0, [eff('A', dmg('B', 3)), adv]).state;
    expect(fab.prompt(s)).toMatchObject({ kind: 'fab.prevent', arcane: false, options: [{ card: 'q', keyword: 'quell', n: 2, cost: 2, rule: { id: '8.3.19' } }] });
    const twice = { type: 'prevent', by: 'B', use: [{ card: 'q', keyword: 'quell' }, { card: 'q', keyword: 'quell' }] } as const;
    expect(refused(s, twice)).toMatchObject({ code: 'cannotPrevent' });
    const { state } = run(s, [{ type: 'prevent', by: 'B', use: [{ card: 'q', keyword: 'quell' }] }]);
    expect(summary(state)).toMatchObject({ life: { B: 19 }, resources: { B: 0 }, equipment: { B: ['q'] } });
  });

  it('arcane barrier used twice in one prevent action is refused (cannotPrevent)', () => {
    const s0 = position([gear('cap', 0, ['arcane barrier 1'])], [hero('A', 20, 1), hero('B', 20, 0, 2)]);
    const s = run(s0, [eff('A', dmg('B', 3, true)), adv]).state;
    const twice = { type: 'prevent', by: 'B', use: [{ card: 'cap', keyword: 'arcane barrier' }, { card: 'cap', keyword: 'arcane barrier' }] } as const;
    expect(refused(s, twice)).toMatchObject({ code: 'cannotPrevent' });
  });

  it('7.5.5: combat damage reduced by quell is still a hit when some is dealt', () => {
    const s0 = position([jab(), gear('q', 0, ['quell 2'])], [hero('A', 20, 1), hero('B', 20, 0, 2)]);
    const s = run(s0, [...toDefend('jab'), defend(), adv, adv]).state;
    expect(fab.prompt(s)).toMatchObject({ kind: 'fab.prevent', player: 'B', amount: 3, source: 'jab' });
    const { state, events } = run(s, [{ type: 'prevent', by: 'B', use: [{ card: 'q', keyword: 'quell' }] }]);
    expect(ofType(events, 'hit')).toMatchObject([{ attack: 'jab', amount: 1 }]);
    expect(summary(state)).toMatchObject({ life: { B: 19 }, chain: [{ damage: 1, hit: true }] });
  });
});

// ---------------------------------------------------------------------------------------------
describe('13. phantasm and mirage (8.3.13, 8.3.25)', () => {

  it('8.3.13: defended by a non-Illusionist attack action card with 6 power, the phantasm attack is destroyed and the chain closes (7.7.2c)', () => {
    const s0 = position([jab({ keywords: ['phantasm'] }), big(6)]);
    const s = run(s0, [...toDefend('jab'), defend('big')]);
    expect(ofType(s.events, 'triggered')).toMatchObject([{ card: 'jab', rule: { id: '8.3.13' } }]);
    const { state, events } = run(s.state, [adv]);
    expect(ofType(events, 'destroyed')).toMatchObject([{ card: 'jab', rule: { id: '8.3.13' } }]);
    expect(ruleOf(ofType(events, 'stepBegan').find((e) => e.step === 'close'))).toBe('7.7.2c');
    expect(summary(state)).toMatchObject({ step: 'closed', life: { B: 20 }, graveyard: { A: ['jab'], B: ['big'] } });
    expect(ofType(events, 'damageCalculated')).toEqual([]);
  });

  it('8.3.13a: the condition no longer met as the trigger resolves: nothing is destroyed', () => {
    const s0 = position([jab({ keywords: ['phantasm'] }), big(6)]);
    const { state, events } = run(s0, [...toDefend('jab'), defend('big'), eff('A', { kind: 'power', target: 'big', amount: -1 }), adv, adv]);
    expect(ofType(events, 'effectFailed')).toMatchObject([{ rule: { id: '8.3.13' } }]);
    expect(ofType(events, 'destroyed')).toEqual([]);
    expect(state.cards.jab?.zone).toBe('chain');
    expect(state.chainOpen).toBe(true);
  });

  it('8.3.13: a defender raised to 6 power before damage triggers phantasm then', () => {
    const s0 = position([jab({ keywords: ['phantasm'] }), big(5)]);
    const { state, events } = run(s0, [...toDefend('jab'), defend('big'), adv, eff('A', { kind: 'power', target: 'big', amount: 1 }), adv]);
    expect(ofType(events, 'destroyed')).toMatchObject([{ card: 'jab', rule: { id: '8.3.13' } }]);
    expect(state.step).toBe('closed');
  });

  it('8.3.13b: phantasm met after the link resolved destroys the attack but does not close the chain', () => {
    const s0 = position([jab({ keywords: ['phantasm'] }), big(5)]);
    const atResolution = run(s0, [...toDefend('jab'), defend('big'), adv, adv, adv]).state;
    expect(atResolution.step).toBe('resolution');
    const { state, events } = run(atResolution, [eff('A', { kind: 'power', target: 'big', amount: 1 }), adv]);
    expect(ofType(events, 'triggered')).toMatchObject([{ card: 'jab', rule: { id: '8.3.13' } }]);
    expect(ofType(events, 'destroyed')).toMatchObject([{ card: 'jab', rule: { id: '8.3.13' } }]);
    expect(state.cards.jab?.zone).toBe('graveyard');
    expect(state.step).toBe('resolution');
    expect(state.chainOpen).toBe(true);
  });

  it('8.3.13: an Illusionist defender, or one with 5 power, does not trigger phantasm', () => {
    for (const defender of [big(6, { illusionist: true }), big(5)]) {
      const { state, events } = run(position([jab({ power: 4, keywords: ['phantasm'] }), defender]), [...toDefend('jab'), defend('big'), ...closeOut]);
      expect(ofType(events, 'triggered')).toEqual([]);
      expect(summary(state).life.B).toBe(18);
    }
  });

  // Mirage is called a static ability but worded as a trigger; the engine asks the judge whether it uses the stack.
  // Either way the card is destroyed and stops defending (8.3.25, 7.0.5a).
  const mirage = position([jab({ power: 6 }), block('m', 3, { keywords: ['mirage'] })]);
  const mirageAsked = run(mirage, [...toDefend('jab'), defend('m')]).state;

  it('8.3.25: a mirage card defending a 6-power non-Illusionist attack: the judge is asked how it applies; nothing else may happen first', () => {
    expect(fab.prompt(mirageAsked)).toMatchObject({ kind: 'fab.judge', player: null, question: 'mirage', options: ['destroyNow', 'trigger'] });
    for (const a of [pass('A'), adv, eff('A', dmg('B', 1))]) expect(refused(mirageAsked, a)).toMatchObject({ code: 'judgeFirst' });
    expect(refused(mirageAsked, { type: 'judge', question: 'mirage', ruling: 'maybe' })).toMatchObject({ code: 'noQuestion' });
  });

  it('8.3.25, ruled destroyNow: the mirage card is destroyed at once, no longer defends, and the full 6 is dealt', () => {
    const { state, events } = run(mirageAsked, [{ type: 'judge', question: 'mirage', ruling: 'destroyNow' }, adv, adv]);
    expect(ofType(events, 'destroyed')).toMatchObject([{ card: 'm', rule: { id: '8.3.25' } }]);
    expect(state.chain[0]?.defenders).toEqual([]);
    expect(summary(state)).toMatchObject({ step: 'damage', life: { B: 14 }, graveyard: { B: ['m'] } });
  });

  it('8.3.25, ruled trigger: its layer destroys the card as it resolves; the full 6 is dealt', () => {
    const ruled = run(mirageAsked, [{ type: 'judge', question: 'mirage', ruling: 'trigger' }]);
    expect(ofType(ruled.events, 'triggered')).toMatchObject([{ card: 'm', rule: { id: '8.3.25' } }]);
    expect(ruled.state.cards.m?.zone).toBe('chain');
    const { state, events } = run(ruled.state, [adv, adv, adv]);
    expect(ofType(events, 'destroyed')).toMatchObject([{ card: 'm', rule: { id: '8.3.25' } }]);
    expect(state.chain[0]?.defenders).toEqual([]);
    expect(summary(state)).toMatchObject({ step: 'damage', life: { B: 14 } });
  });

  it('8.3.25: mirage against a 5-power or an Illusionist attack stays', () => {
    for (const attackCard of [jab({ power: 5 }), jab({ power: 6, illusionist: true })]) {
      const { state, events } = run(position([attackCard, block('m', 3, { keywords: ['mirage'] })]), [...toDefend('jab'), defend('m'), adv, adv]);
      expect(ofType(events, 'judgeAsked')).toEqual([]);
      expect(ofType(events, 'triggered')).toEqual([]);
      expect(state.chain[0]?.defenders.map((d) => d.card)).toEqual(['m']);
    }
  });
});

// ---------------------------------------------------------------------------------------------
describe('14. allies (8.2.8c, 8.2.8d, 1.10.2b, 7.7.5)', () => {
  const pal = { id: 'pal', owner: 'A', zone: 'arena', types: ['ally'], power: 2, life: 2 };
  const pump = { id: 'pump', owner: 'A', zone: 'hand', types: ['attack reaction'], cost: 0, effect: { kind: 'power', target: 'pal', amount: 2 } };

  it('8.2.8c: an attacking ally makes no attacking hero: its player cannot play attack reactions', () => {
    const { state, events } = run(position([pal, pump], [hero('A', 20, 2), hero('B', 20)]), [attack('pal'), adv, adv, defend(), adv]);
    expect(ofType(events, 'chainLinkCreated')).toMatchObject([{ attack: 'pal', proxy: true }]);
    expect(ofType(events, 'attackingHero')).toEqual([]);
    expect(state.chain[0]?.attackingHero).toBeNull();
    expect(refused(state, playCard('A', 'pump'))).toMatchObject({ code: 'noAttackingHero', rule: { id: '8.2.8c' } });
  });

  it('an ally that attacked returns to the arena at 7.7.5 and attacks once per turn', () => {
    const { state, events } = run(position([pal], [hero('A', 20, 2), hero('B', 20)]), [attack('pal'), adv, adv, defend(), ...closeOut]);
    expect(ofType(events, 'returned')).toMatchObject([{ card: 'pal', zone: 'arena', rule: { id: '7.7.5' } }]);
    expect(summary(state)).toMatchObject({ life: { B: 18 }, arena: { A: ['pal'] }, graveyard: { A: [] } });
    expect(refused(state, attack('pal'))).toMatchObject({ code: 'attackLimitReached', rule: { id: '5.2.1a' } });
  });

  const bal = { id: 'bal', owner: 'B', zone: 'arena', types: ['ally'], power: 1, life: 2 };
  const sink = { id: 'sink', owner: 'B', zone: 'hand', types: ['defense reaction'], defense: 3, cost: 0 };

  it('8.2.8d: an attacked ally: no defend decision, and defense reactions are refused', () => {
    const s = run(position([jab(), bal, sink, block('a', 2)]), toDefend('jab', 'bal'));
    expect(s.state.step).toBe('defend');
    expect(s.state.pending).toBeNull();
    expect(fab.prompt(s.state)).toMatchObject({ kind: 'fab.priority', player: 'A' });
    expect(ofType(s.events, 'defendingHero')).toEqual([]);
    const b = run(s.state, [adv, pass('A')]).state;
    expect(b.step).toBe('reaction');
    // The attacked-ally rule is 8.2.8d in CR 2.10.1 (8.2.8e is about damage an ally deals).
    expect(refused(b, playCard('B', 'sink'))).toMatchObject({ code: 'notDefendingPlayer', rule: { id: '8.2.8d' } });
  });

  it('1.10.2b: damage lowers the ally life; at 0 it dies and goes to the graveyard', () => {
    const { state, events } = run(position([jab(), bal]), [...toDefend('jab', 'bal'), adv, adv]);
    expect(ofType(events, 'damageDealt')).toMatchObject([{ player: 'bal', amount: 3 }]);
    expect(ofType(events, 'allyDied')).toMatchObject([{ card: 'bal', rule: { id: '1.10.2b' } }]);
    expect(summary(state)).toMatchObject({ life: { B: 20 }, allyLife: { bal: 0 }, graveyard: { B: ['bal'] } });
    const hurt = run(position([jab({ power: 1 }), bal]), [...toDefend('jab', 'bal'), adv, adv]).state;
    expect(summary(hurt)).toMatchObject({ allyLife: { bal: 1 }, arena: { B: ['bal'] } });
  });
});

// ---------------------------------------------------------------------------------------------
describe('15. keywords gained after defending cards are declared (8.3.4c, 8.3.22b)', () => {
  it('dominate gained after two hand cards defend removes neither; a defense reaction from hand is then refused', () => {
    const s0 = position([jab({ power: 5 }), block('a', 1), block('b', 1), { id: 'sink', owner: 'B', zone: 'hand', types: ['defense reaction'], defense: 3, cost: 0 }]);
    const s = run(s0, [...toDefend('jab'), defend('a', 'b'), eff('A', { kind: 'keyword', target: 'jab', keyword: 'dominate' }), adv]);
    expect(ofType(s.events, 'keywordGranted')).toMatchObject([{ card: 'jab', keyword: 'dominate' }]);
    expect(s.state.chain[0]?.defenders.map((d) => d.card)).toEqual(['a', 'b']);
    const reaction = run(s.state, [adv, pass('A')]).state;
    expect(refused(reaction, playCard('B', 'sink'))).toMatchObject({ code: 'defenseForbidden', rule: { id: '7.4.2c' } });
    const { state } = run(reaction, [pass('B')]);
    expect(summary(state)).toMatchObject({ step: 'damage', life: { B: 17 }, chain: [{ defenders: ['a', 'b'], damage: 3 }] });
  });

  it('overpower gained after two action cards defend removes neither', () => {
    const s0 = position([jab({ power: 5 }), block('a', 1), block('b', 1)]);
    const { state } = run(s0, [...toDefend('jab'), defend('a', 'b'), eff('A', { kind: 'keyword', target: 'jab', keyword: 'overpower' }), adv, adv, adv]);
    expect(summary(state)).toMatchObject({ step: 'damage', life: { B: 17 }, chain: [{ defenders: ['a', 'b'] }] });
  });
});

// ---------------------------------------------------------------------------------------------
describe('16. a value taken below 0 and raised again (2.0.3c, 6.3.3, 6.3.4)', () => {
  // Additions apply before subtractions whatever their timestamps (6.3.3 substages 5 and 6; 6.3.4 only
  // orders within a substage): 3 + 2 - 5 = 0, and clamping at each step gives 0 as well. No judge call.
  const s0 = position([jab()]);
  const minusThenPlus = run(s0, [
    ...toDefend('jab'),
    defend(),
    eff('A', { kind: 'power', target: 'jab', amount: -5 }),
    adv,
    eff('A', { kind: 'power', target: 'jab', amount: 2 }),
    adv,
  ]);

  it('2.0.3c: -5 on a 3-power attack leaves 0, not -2', () => {
    expect(ofType(minusThenPlus.events, 'powerChanged')[0]).toMatchObject({ card: 'jab', amount: -5, power: 0, rule: { id: '2.0.3c' } });
  });

  it('6.3.3: -5 then +2 on a 3-power attack is 0; the rules decide it, no judge question', () => {
    expect(ofType(minusThenPlus.events, 'judgeAsked')).toEqual([]);
    expect(fab.prompt(minusThenPlus.state)).toMatchObject({ kind: 'fab.priority', player: 'A' });
    expect(ofType(minusThenPlus.events, 'powerChanged').at(-1)).toMatchObject({ amount: 2, power: 0 });
    const { state, events } = run(minusThenPlus.state, [adv, adv]);
    expect(ofType(events, 'damageCalculated')).toMatchObject([{ power: 0, damage: 0 }]);
    expect(ofType(events, 'hit')).toEqual([]);
    expect(summary(state)).toMatchObject({ life: { B: 20 }, chain: [{ damage: 0, hit: false }] });
  });

  it('6.3.4: the timestamps do not matter: +2 then -5 is 0 as well', () => {
    const { state } = run(s0, [
      ...toDefend('jab'),
      defend(),
      eff('A', { kind: 'power', target: 'jab', amount: 2 }),
      adv,
      eff('A', { kind: 'power', target: 'jab', amount: -5 }),
      adv,
      adv,
      adv,
    ]);
    expect(summary(state)).toMatchObject({ step: 'damage', life: { B: 20 }, chain: [{ damage: 0, hit: false }] });
  });

  it('a judge ruling with no question open is refused (noQuestion)', () => {
    expect(refused(minusThenPlus.state, { type: 'judge', question: 'negativeValue', ruling: 'clampEach' })).toMatchObject({ code: 'noQuestion' });
  });
});

// ---------------------------------------------------------------------------------------------
describe('found by the random walks', () => {
  it('7.2.3 with 8.3.8: arcane damage from an attack as it resolves waits for the hero\'s arcane barrier', () => {
    const cloak = { id: 'cloak', owner: 'B', zone: 'equipment', types: ['equipment'], defense: 0, keywords: ['arcane barrier 1'] };
    const s0 = position([jab({ effect: dmg('B', 2, true) }), cloak], [hero('A', 20, 1), hero('B', 20, 0, 1)]);
    const { state } = run(s0, [attack('jab'), adv]);
    expect(fab.prompt(state)).toMatchObject({ kind: 'fab.prevent', player: 'B', amount: 2, arcane: true });
    const after = run(state, [{ type: 'prevent', by: 'B', use: [{ card: 'cloak', keyword: 'arcane barrier' }] }]);
    expect(ofType(after.events, 'preventedBy')).toMatchObject([{ card: 'cloak', amount: 1, rule: { id: '8.3.8' } }]);
    expect(after.state.players.B).toMatchObject({ life: 19, resources: 0 });
    expect(after.state.chain).toHaveLength(1);
  });

  it('4.5.1a: an attacked hero who lost before the defend step declares nothing', () => {
    const s0 = position([jab({ triggers: [{ when: 'attack', effect: dmg('B', 2) }] })], [hero('A', 20, 1), hero('B', 2), hero('C', 20)]);
    const { state } = run(s0, [attack('jab'), adv, adv]);
    expect(state.players.B?.lost).toBe(true);
    expect(state.pending).toBeNull();
    expect(fab.prompt(state)).not.toMatchObject({ kind: 'fab.defend' });
  });
});
