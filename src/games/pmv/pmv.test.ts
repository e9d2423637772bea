/**
 * Phantom Magic Vision, one ruling per test (Showdown style): a position, the decisions, what the
 * rules decided and the rule each outcome cites. The contract is the "Phantom Magic Vision"
 * section of docs/scenario-format.md; the rules are the 総合ルール (section 1 from our seed;
 * 6.2.4, 9.2 and 10.2–10.6 as the rules wikis quote them) and the basic rulebook's page on graze.
 *
 * Refusals: a scenario file cannot expect one (the suite plays every file under scenarios/ and
 * requires every action accepted), so each refusal code has its own files in ./refusals/, whose
 * last action is the refused one; they are played here through the runner (the `npm run referee`
 * code path). The table below checks every code again on small positions, with its rule, and
 * that the refused action hands back the same state.
 *
 * Every event type the module declares is emitted by some test here (checked last).
 */
import { describe, expect, it } from 'vitest';
import { play } from '../../engine/referee.ts';
import { codeOf, describeRefusalCases, itRefusesEachFile, refusalFiles, type RefusalCase } from '../../testing/refusals.ts';
import { loadErrors } from '../../testing/setups.ts';
import { pmv } from './index.ts';
import {
  active,
  adv,
  attack,
  chara,
  command,
  damage,
  defend,
  graze,
  inHand,
  judge,
  kesshi,
  life,
  modify,
  noGraze,
  none,
  ofType,
  pass,
  playCard,
  player,
  position,
  refused,
  run as runActions,
  setupOf,
  sleep,
  use,
  type CardSpec,
  type Run,
} from './testkit.ts';
import type { PmvAction, PmvEvent, PmvPrompt, PmvState } from './types.ts';

const summary = pmv.summary;

/** Every event type the tests below saw (the last test checks that all were). */
const seen = new Set<string>();
const run = (state: PmvState, actions: readonly PmvAction[]): Run => {
  const result = runActions(state, actions);
  for (const e of result.events) seen.add(e.type);
  return result;
};

const marisa = (extra: Record<string, unknown> = {}): CardSpec => chara('marisa', 'A', 3, 3, extra);
const alice = (extra: Record<string, unknown> = {}): CardSpec => chara('alice', 'B', 2, 4, extra);
const duel = (): PmvState => position([marisa(), alice()]);

/** The priority prompt, or a failure. */
const priorityPrompt = (s: PmvState): Extract<PmvPrompt, { kind: 'pmv.priority' }> => {
  const p = pmv.prompt(s);
  if (p.kind !== 'pmv.priority') throw new Error(`expected a priority prompt, got ${p.kind}`);
  return p;
};

const types = (events: readonly PmvEvent[]): string[] => events.map((e) => e.type);
const rules = (events: readonly PmvEvent[], type: PmvEvent['type']): string[] => events.filter((e) => e.type === type).map((e) => e.rule.id);

describe('1.12 priority and 干渉', () => {
  it('4.1.2: the file begins in the main phase with the turn player holding priority, nothing under way', () => {
    const s0 = duel();
    expect(summary(s0)).toMatchObject({ step: 'main', priority: 'A', interference: [], graze: null, judge: null, combats: [] });
    expect(s0.priority?.rule.id).toBe('4.1.2');
    const p = priorityPrompt(s0);
    expect(p).toMatchObject({ player: 'A', rule: { id: '1.12.2' }, passes: 0, answering: null, attack: null, defenders: [] });
    expect(p.attackers).toEqual([{ card: 'marisa', attack: 3, toughness: 3, damage: 0, tactics: [] }]);
  });

  it('1.12.6.c / 1.12.3: an attack turns the attacker to sleep, begins a 干渉, and the attacked player holds priority', () => {
    const { state, events } = run(duel(), [attack('marisa')]);
    expect(ofType(events, 'attackDeclared')).toMatchObject([{ player: 'A', card: 'marisa', defender: 'B', rule: { id: '6.2' } }]);
    expect(ofType(events, 'interferenceBegan')).toMatchObject([{ player: 'A', use: 'attack', rule: { id: '1.12.6.c' } }]);
    expect(state.priority).toMatchObject({ holder: 'B', passes: 0, rule: { id: '1.12.3' } });
    expect(summary(state)).toMatchObject({ step: 'interference', priority: 'B', interference: [{ kind: 'attack', by: 'A', card: 'marisa' }], sleep: ['marisa'] });
  });

  it('6.2: the attacked player\'s first answer may be a defence: the prompt offers their active characters and the attack', () => {
    const s = run(position([marisa(), alice(), chara('tired', 'B', 5, 5, { sleep: true })]), [attack('marisa')]).state;
    const p = priorityPrompt(s);
    expect(p).toMatchObject({ player: 'B', answering: 'attack', attack: 'marisa', attackers: [] });
    expect(p.defenders.map((d) => d.card)).toEqual(['alice']);
  });

  it('1.12.4: a pass hands priority to the other player; the 干渉 stays; no defence is offered to the attacker', () => {
    const { state, events } = run(duel(), [attack('marisa'), pass('B')]);
    expect(ofType(events, 'priorityPassed')).toMatchObject([{ player: 'B', rule: { id: '1.12.4' } }]);
    expect(summary(state)).toMatchObject({ step: 'interference', priority: 'A', interference: [{ kind: 'attack' }] });
    expect(priorityPrompt(state)).toMatchObject({ player: 'A', passes: 1, attack: null, defenders: [], attackers: [] });
  });

  it('1.12.9.a / 1.12.8.e: both pass in a row: the 干渉 resolves and the turn player holds priority', () => {
    const { state, events } = run(duel(), [attack('marisa'), pass('B'), pass('A'), noGraze()]);
    expect(rules(events, 'priorityPassed')).toEqual(['1.12.4', '1.12.9.a']);
    expect(ofType(events, 'interferenceResolving')).toMatchObject([{ uses: 1, rule: { id: '1.12.8.a' } }]);
    expect(ofType(events, 'interferenceEnded')).toMatchObject([{ rule: { id: '1.12.8.e' } }]);
    expect(ofType(events, 'priorityGiven')).toMatchObject([{ player: 'A', rule: { id: '1.12.8.e' } }]);
    expect(summary(state)).toMatchObject({ step: 'main', priority: 'A', interference: [] });
  });

  it('1.12.6.a: a play with nothing under way begins a 干渉; a second play joins it without beginning another', () => {
    const s0 = position([command('needle', 'A', damage('B', 2)), command('charm', 'B', damage('A', 3))]);
    const { state, events } = run(s0, [playCard('A', 'needle'), playCard('B', 'charm')]);
    expect(ofType(events, 'interferenceBegan')).toMatchObject([{ player: 'A', use: 'play', rule: { id: '1.12.6.a' } }]);
    expect(ofType(events, 'cardPlayed')).toMatchObject([
      { player: 'A', card: 'needle', rule: { id: '1.12.2.b' } },
      { player: 'B', card: 'charm', rule: { id: '1.12.2.b' } },
    ]);
    expect(summary(state)).toMatchObject({ priority: 'A', interference: [{ kind: 'play', by: 'A', card: 'needle' }, { kind: 'play', by: 'B', card: 'charm' }], hand: { A: [], B: [] }, underworld: { A: [], B: [] } });
    expect(priorityPrompt(state).answering).toBe('play');
  });

  it('1.12.6.b: an effect with nothing under way begins a 干渉; it resolves as the 干渉 does', () => {
    const { state, events } = run(duel(), [use('A', damage('B', 4), 'Master Spark')]);
    expect(ofType(events, 'interferenceBegan')).toMatchObject([{ use: 'effect', rule: { id: '1.12.6.b' } }]);
    expect(ofType(events, 'effectUsed')).toMatchObject([{ player: 'A', name: 'Master Spark', rule: { id: '1.12.2.c' } }]);
    expect(summary(state)).toMatchObject({ priority: 'B', life: { B: 25 }, interference: [{ kind: 'effect', by: 'A', card: 'Master Spark' }] });
    const done = run(state, [adv]);
    expect(ofType(done.events, 'effectResolved')).toMatchObject([{ player: 'A', name: 'Master Spark', rule: { id: '1.12.8.a' } }]);
    expect(ofType(done.events, 'damageDealt')).toMatchObject([{ source: 'Master Spark', target: 'B', amount: 4, combat: false, total: 21, rule: { id: '1.10.11.a' } }]);
    expect(summary(done.state).life.B).toBe(21);
  });

  it('1.12.8.a: the uses resolve from the last to the first: a boost played in answer saves the character from the damage', () => {
    const s0 = position([command('bolt', 'A', damage('mystia', 3)), chara('mystia', 'B', 2, 3)]);
    const { state, events } = run(s0, [playCard('A', 'bolt'), use('B', modify('mystia', 0, 2)), adv]);
    expect(types(events).indexOf('modified')).toBeLessThan(types(events).indexOf('commandResolved'));
    expect(summary(state)).toMatchObject({ field: { B: ['mystia'] }, damage: { mystia: 3 }, toughness: { mystia: 5 } });
  });

  it('1.12.8.a: the same two uses the other way round: the damage played in answer comes first and the boost finds nothing', () => {
    const s0 = position([chara('wriggle', 'A', 2, 3), command('swat', 'B', damage('wriggle', 3))]);
    const { state, events } = run(s0, [use('A', modify('wriggle', 0, 2), 'Firefly'), playCard('B', 'swat'), adv]);
    expect(ofType(events, 'becameKesshi')).toMatchObject([{ card: 'wriggle', cause: 'damage' }]);
    expect(ofType(events, 'effectFizzled')).toMatchObject([{ name: 'Firefly', target: 'wriggle', rule: { id: 'judge-call' } }]);
    expect(summary(state).underworld.A).toEqual(['wriggle']);
  });

  it('1.12.2.b: commands at any priority: the other player plays one when the turn player passes; afterwards the turn player holds priority', () => {
    const s0 = position([command('talisman', 'B', damage('A', 3), 1, 1), inHand('patchouli', 'B', 2, 3)], [player('A'), player('B', 25, 20, 1)]);
    const passed = run(s0, [pass('A')]).state;
    const p = priorityPrompt(passed);
    expect(p.cards.map((c) => [c.card, c.playable, c.refusal?.code ?? null, c.refusal?.rule.id ?? null])).toEqual([
      ['talisman', true, null, null],
      ['patchouli', false, 'wrongTiming', '10.3.2.a'],
    ]);
    const { state } = run(passed, [playCard('B', 'talisman'), adv]);
    expect(summary(state)).toMatchObject({ step: 'main', priority: 'A', life: { A: 22 }, nodes: { B: { active: 0, sleep: 1 } } });
  });

  it('1.12.9.b / 1.10.13.e: both pass with nothing under way: the main phase ends, damage is removed, 戦闘修正 end, nothing more is asked', () => {
    const s0 = position([chara('keine', 'A', 2, 4, { damage: 1 }), alice()]);
    const { state, events } = run(s0, [use('A', modify('keine', 2, 1)), adv, pass('A'), pass('B')]);
    expect(rules(events, 'priorityPassed').slice(-2)).toEqual(['1.12.4', '1.12.9.b']);
    expect(ofType(events, 'mainPhaseEnded')).toMatchObject([{ rule: { id: '1.12.9.b' } }]);
    expect(ofType(events, 'stepBegan')).toMatchObject([{ step: 'turn-end', rule: { id: '1.12.9.b' } }]);
    expect(ofType(events, 'damageRemoved')).toMatchObject([{ cards: ['keine'], rule: { id: '1.10.13.e' } }]);
    expect(ofType(events, 'modifiersEnded')).toMatchObject([{ count: 1, rule: { id: 'judge-call' } }]);
    expect(summary(state)).toMatchObject({ step: 'turn-end', priority: null, damage: {}, attack: { keine: 2 }, toughness: { keine: 4 } });
    expect(pmv.prompt(state)).toEqual({ kind: 'pmv.turnOver', player: null, rule: expect.objectContaining({ id: '1.12.9.b' }) });
  });
});

const spark = (node: number, cost: number): CardSpec => command('spark', 'A', none, node, cost);

describe('plays: timing, 必要ノード and cost', () => {
  it('1.8.7.a / b / c: active nodes turn to sleep first, then sleeping nodes are discarded', () => {
    const cases = [
      { nodes: [3, 1], cost: 2, rule: '1.8.7.a', slept: 2, discarded: 0, after: { active: 1, sleep: 3 } },
      { nodes: [0, 3], cost: 2, rule: '1.8.7.b', slept: 0, discarded: 2, after: { active: 0, sleep: 1 } },
      { nodes: [1, 2], cost: 2, rule: '1.8.7.c', slept: 1, discarded: 1, after: { active: 0, sleep: 2 } },
    ];
    for (const c of cases) {
      const s0 = position([spark(2, c.cost)], [player('A', 25, 20, c.nodes[0], c.nodes[1]), player('B')]);
      const { state, events } = run(s0, [playCard('A', 'spark')]);
      expect(ofType(events, 'costPaid')).toMatchObject([{ player: 'A', amount: c.cost, slept: c.slept, discarded: c.discarded, ...c.after, rule: { id: c.rule } }]);
      expect(summary(state).nodes.A).toEqual(c.after);
    }
  });

  it('5.2.2: the 必要ノード counts active and sleeping nodes; a cost of 0 pays nothing and logs nothing', () => {
    const s0 = position([command('spell', 'A', damage('B', 1), 3, 0)], [player('A', 25, 20, 1, 2), player('B')]);
    const { state, events } = run(s0, [playCard('A', 'spell')]);
    expect(ofType(events, 'costPaid')).toEqual([]);
    expect(summary(state).nodes.A).toEqual({ active: 1, sleep: 2 });
  });

  it('5.2.2 / 1.8.9.e: the prompt lists the cards in hand with why one may not be played', () => {
    const s0 = position(
      [command('cheap', 'A', none, 1, 1), command('heavy', 'A', none, 4, 0), command('dear', 'A', none, 1, 4), inHand('sakuya', 'A', 3, 3, 2, 1), inHand('aya', 'A', 3, 3, 0, 0, { tactics: ['奇襲', '速攻'] })],
      [player('A', 25, 20, 2, 1), player('B')],
    );
    const p = priorityPrompt(s0);
    expect(p.nodes).toEqual({ active: 2, sleep: 1 });
    expect(p.cards.map((c) => [c.card, c.type, c.node, c.cost, c.playable, c.refusal?.code ?? null, c.refusal?.rule.id ?? null, c.canDefend])).toEqual([
      ['cheap', 'command', 1, 1, true, null, null, false],
      ['heavy', 'command', 4, 0, false, 'notEnoughNodes', '5.2.2', false],
      ['dear', 'command', 1, 4, false, 'cannotPay', '1.8.9.e', false],
      ['sakuya', 'character', 2, 1, true, null, null, false],
      ['aya', 'character', 0, 0, true, null, null, false],
    ]);
  });

  it('10.3.2.b: as the first answer to an attack the prompt says a 奇襲+速攻 character can defend; a 奇襲 one alone cannot', () => {
    const s0 = position([marisa(), inHand('aya', 'B', 3, 3, 0, 0, { tactics: ['奇襲', '速攻'] }), inHand('nue', 'B', 2, 2, 0, 0, { tactics: ['奇襲'] })]);
    const first = priorityPrompt(run(s0, [attack('marisa')]).state);
    expect(first.cards.map((c) => [c.card, c.playable, c.canDefend])).toEqual([
      ['aya', true, true],
      ['nue', true, false],
    ]);
    const later = priorityPrompt(run(s0, [attack('marisa'), pass('B'), use('A', none)]).state);
    expect(later.cards.map((c) => [c.card, c.playable, c.canDefend])).toEqual([
      ['aya', true, false],
      ['nue', true, false],
    ]);
  });

  it('10.2: a 速攻 character enters the field active and may attack; without 速攻 it enters sleeping', () => {
    const s0 = position([inHand('chen', 'A', 3, 1, 0, 0, { tactics: ['速攻'] }), inHand('sakuya', 'A', 3, 3)]);
    const { state, events } = run(s0, [playCard('A', 'chen'), adv, playCard('A', 'sakuya'), adv]);
    expect(ofType(events, 'characterEntered').map((e) => [e.card, e.state, e.rule.id])).toEqual([
      ['chen', 'active', '10.2'],
      ['sakuya', 'sleep', '10.2'],
    ]);
    expect(summary(state)).toMatchObject({ field: { A: ['chen', 'sakuya'] }, sleep: ['sakuya'] });
    expect(priorityPrompt(state).attackers.map((f) => f.card)).toEqual(['chen']);
  });

  it('10.3.2.b / 10.3.4: a 奇襲+速攻 character played to defend defends the attack and enters sleeping', () => {
    const s0 = position([chara('reimu', 'A', 2, 2), inHand('aya', 'B', 3, 3, 2, 1, { tactics: ['奇襲', '速攻'] })], [player('A'), player('B', 25, 20, 2)]);
    const { state, events } = run(s0, [attack('reimu'), playCard('B', 'aya', true)]);
    expect(ofType(events, 'ambushDefence')).toMatchObject([{ player: 'B', card: 'aya', attacker: 'reimu', rule: { id: '10.3.2.b' } }]);
    expect(summary(state)).toMatchObject({ priority: 'A', interference: [{ kind: 'attack' }, { kind: 'play', by: 'B', card: 'aya' }], combats: [{ defender: 'aya' }] });
    const done = run(state, [adv]);
    expect(ofType(done.events, 'characterEntered')).toMatchObject([{ card: 'aya', state: 'sleep', rule: { id: '10.3.4' } }]);
    expect(summary(done.state)).toMatchObject({ field: { A: [], B: ['aya'] }, sleep: ['aya'], combats: [{ attacker: 'reimu', defender: 'aya', playerDamage: 0 }] });
  });

  it('10.3.2.a: a 奇襲 character played in answer to an attack does not defend: it enters sleeping and the attack hits', () => {
    const s0 = position([chara('reimu', 'A', 2, 2), inHand('nue', 'B', 2, 2, 0, 0, { tactics: ['奇襲'] })]);
    const { state } = run(s0, [attack('reimu'), playCard('B', 'nue'), adv, noGraze()]);
    expect(summary(state)).toMatchObject({ field: { B: ['nue'] }, sleep: ['reimu', 'nue'], life: { B: 23 }, combats: [{ defender: null, playerDamage: 2 }] });
  });
});

describe('6.2.4 combat', () => {
  it('6.2.4.e: defended, each deals its 攻撃力 to the other at the normal timing, at the same time (1.10.3)', () => {
    const s0 = position([chara('cirno', 'A', 4, 2), chara('daiyousei', 'B', 2, 4)]);
    const { state, events } = run(s0, [attack('cirno'), defend('daiyousei'), adv]);
    expect(ofType(events, 'defenceDeclared')).toMatchObject([{ player: 'B', card: 'daiyousei', attacker: 'cirno', rule: { id: '6.2' } }]);
    expect(ofType(events, 'combatBegan')).toMatchObject([{ attacker: 'cirno', defender: 'daiyousei', rule: { id: '1.12.8.b' } }]);
    expect(ofType(events, 'damageTiming')).toMatchObject([{ timing: 'normal', rule: { id: '6.2.4.e' } }]);
    expect(ofType(events, 'damageDealt').map((e) => [e.source, e.target, e.amount, e.combat, e.rule.id])).toEqual([
      ['cirno', 'daiyousei', 4, true, '1.10.12.c'],
      ['daiyousei', 'cirno', 2, true, '1.10.12.c'],
    ]);
    // Both made 決死 at once are processed together (9.1.5).
    expect(ofType(events, 'becameKesshi').map((e) => [e.card, e.rule.id])).toEqual([
      ['cirno', '1.10.12.f'],
      ['daiyousei', '1.10.12.f'],
    ]);
    expect(ofType(events, 'toUnderworld')).toMatchObject([{ cards: ['cirno', 'daiyousei'], rule: { id: '9.1.5' } }]);
    expect(summary(state)).toMatchObject({ field: { A: [], B: [] }, underworld: { A: ['cirno'], B: ['daiyousei'] } });
  });

  it('6.2.4.d: the 先制 attacker deals its damage first; the defender made 決死 deals none', () => {
    const s0 = position([chara('youmu', 'A', 3, 3, { tactics: ['先制'] }), chara('chen', 'B', 2, 3)]);
    const { state, events } = run(s0, [attack('youmu'), defend('chen'), adv]);
    expect(ofType(events, 'damageTiming')).toMatchObject([{ timing: 'first', rule: { id: '6.2.4.d' } }]);
    expect(ofType(events, 'damageDealt').map((e) => e.source)).toEqual(['youmu']);
    expect(summary(state)).toMatchObject({ field: { A: ['youmu'], B: [] }, damage: {} });
  });

  it('6.2.4.d / e: a 先制 defender strikes first; an attacker that survives strikes back at the normal timing', () => {
    const s0 = position([chara('ran', 'A', 4, 5), chara('mokou', 'B', 3, 5, { tactics: ['先制'] })]);
    const { state, events } = run(s0, [attack('ran'), defend('mokou'), adv]);
    expect(ofType(events, 'damageTiming').map((e) => [e.timing, e.rule.id])).toEqual([
      ['first', '6.2.4.d'],
      ['normal', '6.2.4.e'],
    ]);
    expect(ofType(events, 'damageDealt').map((e) => [e.source, e.target, e.amount])).toEqual([
      ['mokou', 'ran', 3],
      ['ran', 'mokou', 4],
    ]);
    expect(summary(state)).toMatchObject({ field: { A: ['ran'], B: ['mokou'] }, damage: {} });
  });

  it('10.4: both with 先制 deal their damage at the 先制 timing, at the same time', () => {
    const s0 = position([chara('youmu', 'A', 3, 3, { tactics: ['先制'] }), chara('sakuya', 'B', 3, 3, { tactics: ['先制'] })]);
    const { state, events } = run(s0, [attack('youmu'), defend('sakuya'), adv]);
    expect(ofType(events, 'damageTiming')).toMatchObject([{ timing: 'first', rule: { id: '10.4' } }]);
    expect(ofType(events, 'toUnderworld')).toMatchObject([{ cards: ['youmu', 'sakuya'] }]);
    expect(summary(state).field).toEqual({ A: [], B: [] });
  });

  it('10.6.2.a: 隠密 cancels a defence by a character sharing no 種族; the defender stays sleeping and the attack hits the player', () => {
    const s0 = position([chara('koishi', 'A', 3, 2, { races: ['妖怪'], tactics: ['隠密'] }), chara('youmu', 'B', 4, 4, { races: ['半人半霊'] })]);
    const { state, events } = run(s0, [attack('koishi'), defend('youmu'), adv]);
    expect(ofType(events, 'defenceCancelled')).toMatchObject([{ attacker: 'koishi', defender: 'youmu', rule: { id: '10.6.2.a' } }]);
    expect(ofType(events, 'damageDealt')).toMatchObject([{ source: 'koishi', target: 'B', amount: 3, combat: true, rule: { id: '1.10.11.a' } }]);
    expect(summary(state)).toMatchObject({ life: { B: 22 }, sleep: ['koishi', 'youmu'], graze: { player: 'B', cards: 1 }, combats: [{ defender: 'youmu', defenceCancelled: true, playerDamage: 3 }] });
  });

  it('10.6.2.a: 隠密 does not cancel a defence by a character sharing a 種族', () => {
    const s0 = position([chara('koishi', 'A', 3, 2, { races: ['妖怪', '覚'], tactics: ['隠密'] }), chara('rumia', 'B', 2, 3, { races: ['妖怪'] })]);
    const { state, events } = run(s0, [attack('koishi'), defend('rumia'), adv]);
    expect(ofType(events, 'defenceCancelled')).toEqual([]);
    expect(summary(state)).toMatchObject({ life: { B: 25 }, combats: [{ defenceCancelled: false, playerDamage: 0 }], underworld: { A: ['koishi'], B: ['rumia'] } });
  });

  it('10.5.2.a: 貫通 sends X = 攻撃力 − 耐久力 + the damage already on the defender to its player; no graze follows', () => {
    const s0 = position([chara('yuugi', 'A', 6, 5, { graze: 2, tactics: ['貫通'] }), chara('kisume', 'B', 1, 4, { damage: 1 })]);
    const { state, events } = run(s0, [attack('yuugi'), defend('kisume'), adv]);
    expect(ofType(events, 'pierced')).toMatchObject([{ card: 'yuugi', player: 'B', amount: 3, life: 22, rule: { id: '10.5.2.a' } }]);
    expect(ofType(events, 'grazeOffered')).toEqual([]);
    expect(summary(state)).toMatchObject({ step: 'main', priority: 'A', graze: null, life: { B: 22 }, combats: [{ playerDamage: 3, grazed: 0 }] });
  });

  it('10.5.2.a: 貫通 with X of 0 or less deals nothing to the player', () => {
    const s0 = position([chara('yuugi', 'A', 3, 5, { tactics: ['貫通'] }), chara('parsee', 'B', 2, 4)]);
    const { state, events } = run(s0, [attack('yuugi'), defend('parsee'), adv]);
    expect(ofType(events, 'pierced')).toEqual([]);
    expect(summary(state)).toMatchObject({ life: { B: 25 }, field: { B: ['parsee'] }, damage: {} });
  });

  it('1.10.14: 攻撃力 0 deals no damage at all: nothing is dealt and no graze is offered', () => {
    const { state, events } = run(position([chara('doll', 'A', 0, 2)]), [attack('doll'), adv]);
    expect(ofType(events, 'noDamage')).toMatchObject([{ source: 'doll', target: 'B', amount: 0, rule: { id: '1.10.14' } }]);
    expect(ofType(events, 'damageDealt')).toEqual([]);
    expect(summary(state)).toMatchObject({ life: { B: 25 }, graze: null, combats: [{ playerDamage: 0 }] });
  });

  it('6.2.4.c: with the attacker gone before the combat there is no combat damage and no question', () => {
    const s0 = position([marisa(), command('snipe', 'B', damage('marisa', 3))]);
    const { state, events } = run(s0, [attack('marisa'), playCard('B', 'snipe'), adv]);
    expect(ofType(events, 'noCombatDamage')).toMatchObject([{ attacker: 'marisa', rule: { id: '6.2.4.c' } }]);
    expect(ofType(events, 'judgeAsked')).toEqual([]);
    expect(summary(state)).toMatchObject({ step: 'main', life: { B: 25 }, combats: [{ playerDamage: 0 }] });
  });

  it('6.2.4.h: combat damage is removed after the combat; effect damage stays until the turn ends', () => {
    const s0 = position([chara('tenshi', 'A', 2, 4), chara('iku', 'B', 3, 6, { damage: 1 })]);
    const { state, events } = run(s0, [attack('tenshi'), defend('iku'), adv]);
    expect(ofType(events, 'combatDamageRemoved')).toMatchObject([{ cards: ['tenshi', 'iku'], rule: { id: '1.10.13.d' } }]);
    expect(summary(state).damage).toEqual({ iku: 1 });
  });

  it('1.10.12.f: effect damage and combat damage together reach the 耐久力', () => {
    const s0 = position([chara('tenshi', 'A', 2, 4), command('keystone', 'A', damage('iku', 2)), chara('iku', 'B', 3, 4)]);
    const { state, events } = run(s0, [attack('tenshi'), defend('iku'), playCard('A', 'keystone'), adv]);
    expect(ofType(events, 'damageDealt').map((e) => [e.source, e.target, e.combat, e.total])).toEqual([
      ['keystone', 'iku', false, 2],
      ['tenshi', 'iku', true, 4],
      ['iku', 'tenshi', true, 3],
    ]);
    expect(summary(state).underworld.B).toEqual(['iku']);
  });

  it('6.2: several attacks in one main phase, one 干渉 each', () => {
    const s0 = position([chara('reimu', 'A', 2, 2), marisa()]);
    const { state } = run(s0, [attack('reimu'), adv, noGraze(), attack('marisa'), adv, noGraze()]);
    expect(summary(state)).toMatchObject({ step: 'main', priority: 'A', life: { B: 20 }, combats: [{ attacker: 'reimu', playerDamage: 2 }, { attacker: 'marisa', playerDamage: 3 }] });
    expect(priorityPrompt(state).attackers).toEqual([]);
  });
});

/** Suika's undefended 4 has hit B (1 active node); the graze of X waits. */
const undefended = (deck = 20, grazeX = 2): PmvState => run(position([chara('suika', 'A', 4, 4, { graze: grazeX })], [player('A'), player('B', 25, deck, 1)]), [attack('suika'), adv]).state;

describe('6.2.4.g graze', () => {
  it('6.2.4.g: an attacked player who took combat damage from the attacker is offered a graze of X; nobody holds priority', () => {
    const s = undefended();
    expect(summary(s)).toMatchObject({ step: 'combat', priority: null, graze: { player: 'B', cards: 2 }, life: { B: 21 } });
    // The all-or-nothing rule comes with the offer, for the panel to cite.
    const allOrNothing = expect.objectContaining({ id: 'RB2.0 p40' });
    expect(pmv.prompt(s)).toEqual({ kind: 'pmv.graze', player: 'B', rule: expect.objectContaining({ id: '6.2.4.g' }), cards: 2, deck: 20, attacker: 'suika', allOrNothing });
  });

  it('6.2.4.g: accepted, the top X cards of the deck become sleeping nodes; then combat damage is removed and the 干渉 ends', () => {
    const { state, events } = run(undefended(), [graze('B', 2)]);
    expect(ofType(events, 'grazed')).toMatchObject([{ player: 'B', cards: 2, deck: 18, sleep: 2, rule: { id: '6.2.4.g' } }]);
    expect(summary(state)).toMatchObject({ step: 'main', priority: 'A', deck: { B: 18 }, nodes: { B: { active: 1, sleep: 2 } }, combats: [{ grazed: 2 }] });
  });

  it('6.2.4.g: declined, the deck and nodes stay', () => {
    const { state, events } = run(undefended(), [noGraze()]);
    expect(ofType(events, 'grazeDeclined')).toMatchObject([{ player: 'B', rule: { id: '6.2.4.g' } }]);
    expect(summary(state)).toMatchObject({ deck: { B: 20 }, nodes: { B: { active: 1, sleep: 0 } }, combats: [{ grazed: 0 }] });
  });

  it('RB2.0 p40: no graze when the deck holds X cards or fewer; one more card and it is offered', () => {
    const { state, events } = run(position([chara('suika', 'A', 4, 4, { graze: 2 })], [player('A'), player('B', 25, 2)]), [attack('suika'), adv]);
    expect(ofType(events, 'grazeUnavailable')).toMatchObject([{ player: 'B', cards: 2, deck: 2, rule: { id: 'RB2.0 p40' } }]);
    expect(summary(state)).toMatchObject({ step: 'main', graze: null, priority: 'A' });
    expect(summary(undefended(3)).graze).toEqual({ player: 'B', cards: 2 });
  });

  it('6.2.4.g: a graze of 0 is never offered', () => {
    expect(summary(undefended(20, 0))).toMatchObject({ step: 'main', graze: null, life: { B: 21 } });
  });
});

describe('9.2 決死', () => {
  it('9.2.2.b: a 戦闘修正 taking the 耐久力 to 0 makes a character 決死 with no damage on it', () => {
    const s0 = position([command('freeze', 'A', modify('sunny', -1, -2)), chara('sunny', 'B', 1, 2)]);
    const { state, events } = run(s0, [playCard('A', 'freeze'), adv]);
    expect(ofType(events, 'modified')).toMatchObject([{ card: 'sunny', attack: -1, toughness: -2, attackNow: 0, toughnessNow: 0, rule: { id: '1.12.8.a' } }]);
    expect(ofType(events, 'becameKesshi')).toMatchObject([{ card: 'sunny', cause: 'toughness', rule: { id: '9.2.2.b' } }]);
    expect(summary(state).underworld.B).toEqual(['sunny']);
  });

  it('9.2.5: 耐久力 0 makes even a protected character 決死', () => {
    const s0 = position([chara('hina', 'B', 2, 3, { kesshiImmune: true })]);
    const { state, events } = run(s0, [use('A', modify('hina', 0, -3)), adv]);
    expect(ofType(events, 'becameKesshi')).toMatchObject([{ card: 'hina', cause: 'toughness', rule: { id: '9.2.5' } }]);
    expect(summary(state).underworld.B).toEqual(['hina']);
  });

  it('9.2.2.c: a kesshi effect makes a character 決死 whatever its damage', () => {
    const { state, events } = run(position([command('exorcise', 'A', kesshi('kogasa')), chara('kogasa', 'B', 2, 3)]), [playCard('A', 'exorcise'), adv]);
    expect(ofType(events, 'becameKesshi')).toMatchObject([{ card: 'kogasa', cause: 'effect', rule: { id: '9.2.2.c' } }]);
    expect(ofType(events, 'commandResolved')).toMatchObject([{ card: 'exorcise', owner: 'A', rule: { id: '1.12.8.a' } }]);
    expect(ofType(events, 'toUnderworld')).toMatchObject([{ cards: ['kogasa'], rule: { id: '9.2.3' } }]);
    expect(summary(state).underworld).toEqual({ A: ['exorcise'], B: ['kogasa'] });
  });

  it('1.10.13.b: a protected character whose damage reaches its 耐久力 stays, and the damage is removed', () => {
    const { state, events } = run(position([command('flame', 'A', damage('mokou', 4)), chara('mokou', 'B', 3, 3, { kesshiImmune: true })]), [playCard('A', 'flame'), adv]);
    expect(ofType(events, 'kesshiAvoided')).toMatchObject([{ card: 'mokou', rule: { id: '1.10.13.b' } }]);
    expect(ofType(events, 'becameKesshi')).toEqual([]);
    expect(summary(state)).toMatchObject({ field: { B: ['mokou'] }, damage: {} });
  });

  it('9.2.4: a kesshi effect on a protected character does nothing to it', () => {
    const { state, events } = run(position([chara('mokou', 'B', 3, 3, { kesshiImmune: true, damage: 1 })]), [use('A', kesshi('mokou')), adv]);
    expect(ofType(events, 'kesshiAvoided')).toMatchObject([{ card: 'mokou', rule: { id: '9.2.4' } }]);
    expect(summary(state).field.B).toEqual(['mokou']);
  });

  it('9.2.2.a: a lowered 耐久力 that the damage already on a character reaches makes it 決死', () => {
    const { state, events } = run(position([chara('medicine', 'B', 2, 4, { damage: 2 })]), [use('A', modify('medicine', 0, -2)), adv]);
    expect(ofType(events, 'becameKesshi')).toMatchObject([{ card: 'medicine', cause: 'damage', rule: { id: '9.2.2.a' } }]);
    expect(summary(state).underworld.B).toEqual(['medicine']);
  });
});

describe('effects', () => {
  it('sleep and active: an effect turns a character to sleep or makes it active again', () => {
    const { state, events } = run(duel(), [use('A', sleep('alice')), adv, attack('marisa'), adv, noGraze(), use('A', active('marisa')), adv]);
    expect(ofType(events, 'slept')).toMatchObject([{ card: 'alice', rule: { id: '1.12.8.a' } }]);
    expect(ofType(events, 'activated')).toMatchObject([{ card: 'marisa', rule: { id: '1.12.8.a' } }]);
    expect(summary(state)).toMatchObject({ sleep: ['alice'], life: { B: 22 } });
    expect(priorityPrompt(state).attackers.map((f) => f.card)).toEqual(['marisa']);
  });

  it('1.9.4 / 1.9.5: life lost and life gained, last to first', () => {
    const { state, events } = run(position([command('sake', 'A', life('A', 3))]), [playCard('A', 'sake'), use('B', life('A', -2)), adv]);
    expect(ofType(events, 'lifeLost')).toMatchObject([{ player: 'A', amount: 2, life: 23, rule: { id: '1.9.4' } }]);
    expect(ofType(events, 'lifeGained')).toMatchObject([{ player: 'A', amount: 3, life: 26, rule: { id: '1.9.5' } }]);
    expect(summary(state).life.A).toBe(26);
  });

  it('none: a use that changes nothing tracked still takes its place in the 干渉', () => {
    const { state, events } = run(duel(), [attack('marisa'), use('B', none, 'Draw')]);
    expect(summary(state)).toMatchObject({ priority: 'A', interference: [{ kind: 'attack' }, { kind: 'effect', by: 'B', card: 'Draw' }] });
    const done = run(state, [adv, noGraze()]);
    expect(ofType(done.events, 'nothingTracked')).toMatchObject([{ player: 'B', rule: { id: '1.12.8.a' } }]);
    expect(events).toHaveLength(3);
  });

  it('judge-call: an effect whose target has left the field when it resolves does nothing', () => {
    const s0 = position([command('exorcise', 'A', kesshi('kogasa')), chara('kogasa', 'B', 2, 4)]);
    const { state, events } = run(s0, [use('A', damage('kogasa', 3), 'Danmaku'), pass('B'), playCard('A', 'exorcise'), adv]);
    expect(ofType(events, 'effectFizzled')).toMatchObject([{ name: 'Danmaku', target: 'kogasa', rule: { id: 'judge-call' } }]);
    expect(ofType(events, 'damageDealt')).toEqual([]);
    expect(summary(state).underworld.B).toEqual(['kogasa']);
  });

  it('judge-call: an effect naming a player where it needs a character (or a character where it needs a player) is refused, as the loader refuses it', () => {
    const odd = refused(duel(), use('A', modify('B', 1, 1), 'Odd'));
    expect({ code: odd.code, rule: odd.rule.id, params: odd.params }).toEqual({ code: 'unknownTarget', rule: 'judge-call', params: { target: 'B', wanted: 'card' } });
    expect(refused(duel(), use('A', life('marisa', 3), 'Odder')).params).toEqual({ target: 'marisa', wanted: 'player' });
    expect(refused(duel(), use('A', damage('nobody', 1))).params).toEqual({ target: 'nobody', wanted: 'cardOrPlayer' });
    // Damage may name a player; a card that exists is accepted wherever it is, since where it is matters as the effect resolves.
    expect(summary(run(duel(), [use('A', damage('B', 1)), pass('B'), adv]).state)).toMatchObject({ life: { A: 25, B: 24 } });
  });
});

describe('1.5 losing', () => {
  it('1.9.6 / 1.5.3.a: life goes below 0; the player loses when priority would next be given, not while the graze waits', () => {
    const s0 = position([chara('utsuho', 'A', 5, 5)], [player('A'), player('B', 2)]);
    const waiting = run(s0, [attack('utsuho'), adv]);
    expect(summary(waiting.state)).toMatchObject({ life: { B: -3 }, losers: [], graze: { player: 'B', cards: 1 } });
    const { state, events } = run(waiting.state, [graze()]);
    expect(ofType(events, 'playerLost')).toMatchObject([{ player: 'B', life: -3, rule: { id: '1.5.3.a' } }]);
    expect(ofType(events, 'priorityGiven')).toEqual([]);
    expect(summary(state)).toMatchObject({ losers: ['B'], priority: null });
    expect(pmv.prompt(state)).toEqual({ kind: 'pmv.gameOver', player: null, rule: expect.objectContaining({ id: '1.5.3.a' }), losers: ['B'], draw: false });
  });

  it('1.5.3.a: life below 0 in the middle of a resolution is no loss when it is above 0 again before priority is given', () => {
    const s0 = position([command('spark', 'A', damage('B', 3))], [player('A'), player('B', 2)]);
    const { state, events } = run(s0, [pass('A'), use('B', life('B', 3)), playCard('A', 'spark'), adv]);
    expect(ofType(events, 'damageDealt')).toMatchObject([{ target: 'B', total: -1 }]);
    expect(ofType(events, 'playerLost')).toEqual([]);
    expect(summary(state)).toMatchObject({ life: { B: 2 }, losers: [], priority: 'A' });
  });

  it('1.5.4.a: both at 0 or less at the same check: both lose, a draw', () => {
    const s0 = position([command('spark', 'A', damage('B', 3)), command('curse', 'B', damage('A', 4))], [player('A', 3), player('B', 3)]);
    const { state, events } = run(s0, [playCard('A', 'spark'), playCard('B', 'curse'), adv]);
    expect(ofType(events, 'gameDrawn')).toMatchObject([{ players: ['A', 'B'], rule: { id: '1.5.4.a' } }]);
    expect(summary(state)).toMatchObject({ losers: ['A', 'B'], life: { A: -1, B: 0 } });
    expect(pmv.prompt(state)).toMatchObject({ kind: 'pmv.gameOver', losers: ['A', 'B'], draw: true, rule: { id: '1.5.4.a' } });
  });

  it('1.5.3.a: a player already at 0 when the file begins has lost', () => {
    const s0 = position([marisa()], [player('A'), player('B', 0)]);
    expect(summary(s0)).toMatchObject({ losers: ['B'], priority: null });
  });
});

/** A command in the same 干渉 made the defender 決死: the judge is asked at 6.2.4.c. */
const defenderGone = (): PmvState =>
  run(position([marisa(), chara('alice', 'B', 2, 2), command('spark', 'A', damage('alice', 2))]), [attack('marisa'), defend('alice'), playCard('A', 'spark'), adv]).state;

describe('judge-call: defenderGone', () => {
  it('judge-call: the defender gone at 6.2.4.c: the judge is asked; advance stopped there and nobody holds priority', () => {
    const { events } = run(position([marisa(), chara('alice', 'B', 2, 2), command('spark', 'A', damage('alice', 2))]), [attack('marisa'), defend('alice'), playCard('A', 'spark'), adv]);
    expect(ofType(events, 'judgeAsked')).toMatchObject([{ question: 'defenderGone', options: ['noDamage', 'toPlayer'], rule: { id: 'judge-call' } }]);
    const s = defenderGone();
    expect(pmv.prompt(s)).toEqual({ kind: 'pmv.judge', player: null, rule: expect.objectContaining({ id: 'judge-call' }), question: 'defenderGone', options: ['noDamage', 'toPlayer'] });
    expect(summary(s)).toMatchObject({ step: 'combat', priority: null, judge: { question: 'defenderGone', options: ['noDamage', 'toPlayer'] } });
  });

  it('judge-call / 10.6.2.a: 隠密 has no defence to cancel once the defender has left the field: the judge is asked all the same', () => {
    const s0 = position([chara('koishi', 'A', 3, 2, { races: ['妖怪'], tactics: ['隠密'] }), chara('alice', 'B', 2, 2, { races: ['魔法使い'] }), command('spark', 'A', damage('alice', 2))]);
    const { state, events } = run(s0, [attack('koishi'), defend('alice'), playCard('A', 'spark'), adv]);
    expect(ofType(events, 'defenceCancelled')).toEqual([]);
    expect(summary(state)).toMatchObject({ step: 'combat', judge: { question: 'defenderGone' }, combats: [{ defenceCancelled: false }] });
  });

  it('judge-call: noDamage: the attack stays defended and no combat damage is dealt', () => {
    const { state, events } = run(defenderGone(), [judge('noDamage')]);
    expect(ofType(events, 'judgeRuled')).toMatchObject([{ question: 'defenderGone', ruling: 'noDamage', rule: { id: 'judge-call' } }]);
    expect(ofType(events, 'noCombatDamage')).toMatchObject([{ attacker: 'marisa', rule: { id: 'judge-call' } }]);
    expect(summary(state)).toMatchObject({ step: 'main', priority: 'A', judge: null, life: { B: 25 }, graze: null });
  });

  it('judge-call: toPlayer: the attack is treated as undefended; its damage cites the ruling and a graze follows', () => {
    const { state, events } = run(defenderGone(), [judge('toPlayer')]);
    expect(ofType(events, 'damageDealt')).toMatchObject([{ source: 'marisa', target: 'B', amount: 3, combat: true, rule: { id: 'judge-call' } }]);
    expect(summary(state)).toMatchObject({ step: 'combat', life: { B: 22 }, graze: { player: 'B', cards: 1 } });
  });
});

describe('advance', () => {
  it('advance resolves the 干渉 under way and stops; a second advance ends the main phase', () => {
    const once = run(duel(), [use('A', damage('B', 1)), adv]);
    expect(summary(once.state)).toMatchObject({ step: 'main', priority: 'A', life: { B: 24 } });
    expect(summary(run(once.state, [adv]).state).step).toBe('turn-end');
  });

  it('advance stops for the graze offer and for a ruling', () => {
    expect(summary(run(duel(), [attack('marisa'), adv]).state)).toMatchObject({ step: 'combat', graze: { player: 'B' } });
    expect(summary(defenderGone()).judge).not.toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
/** The contract's rule for each code; notYourPriority's is 1.12.2 for any action but a pass (ruleOf). */
const RULE_OF: Readonly<Record<string, string>> = {
  gameOver: '1.5.3.a',
  turnOver: '1.12.9.b',
  notYourPriority: '1.12.2',
  noPriority: '1.12.11',
  cannotAttack: '6.2',
  cannotDefend: '6.2',
  wrongTiming: '10.3.2.a',
  notAmbush: '10.3.2.b',
  notEnoughNodes: '5.2.2',
  cannotPay: '1.8.9.e',
  noGraze: '6.2.4.g',
  grazeAllOrNothing: 'RB2.0 p40',
  notInHand: 'judge-call',
  judgeFirst: 'judge-call',
  noQuestion: 'judge-call',
};
const CONTRACT_CODES = Object.keys(RULE_OF);
/** A pass out of turn is refused under 1.12.4, every other action under its code's rule. */
const ruleOf = (code: string, action: { readonly type: string }): string | undefined => (code === 'notYourPriority' && action.type === 'pass' ? '1.12.4' : RULE_OF[code]);

// Every refusal code of the contract, with its rule, on a small position; the refused action
// hands back the very same state object (testkit `refused` checks it through play()).

const at = (s: PmvState, actions: readonly PmvAction[]) => (): PmvState => run(s, actions).state;
const withHand = (...cards: CardSpec[]): PmvState => position([marisa(), alice(), ...cards]);
const aya = inHand('aya', 'B', 3, 3, 0, 0, { tactics: ['奇襲', '速攻'] });
const nue = inHand('nue', 'B', 2, 2, 0, 0, { tactics: ['奇襲'] });
const snipe = command('snipe', 'B', damage('marisa', 1));

const REFUSALS: readonly RefusalCase<PmvState, PmvAction>[] = [
  { code: 'gameOver', rule: '1.5.3.a', state: at(position([marisa(), command('spark', 'A', damage('B', 3))], [player('A'), player('B', 3)]), [playCard('A', 'spark'), adv]), action: attack('marisa') },
  { code: 'gameOver', rule: '1.5.3.a', state: () => position([marisa()], [player('A'), player('B', 0)]), action: adv },
  { code: 'turnOver', rule: '1.12.9.b', state: at(duel(), [pass('A'), pass('B')]), action: attack('marisa') },
  { code: 'turnOver', rule: '1.12.9.b', state: at(duel(), [adv]), action: judge('noDamage') },
  { code: 'notYourPriority', rule: '1.12.2', state: () => withHand(snipe), action: playCard('B', 'snipe') },
  { code: 'notYourPriority', rule: '1.12.2', state: at(duel(), [attack('marisa')]), action: use('A', none) },
  { code: 'notYourPriority', rule: '1.12.4', state: at(duel(), [attack('marisa')]), action: pass('A') },
  { code: 'noPriority', rule: '1.12.11', state: at(duel(), [attack('marisa'), adv]), action: pass('B') },
  { code: 'noPriority', rule: '1.12.11', state: at(duel(), [attack('marisa'), adv]), action: adv },
  { code: 'noPriority', rule: '1.12.11', state: at(duel(), [attack('marisa'), adv]), action: use('A', none) },
  { code: 'cannotAttack', rule: '6.2', state: () => position([marisa({ sleep: true }), alice()]), action: attack('marisa') },
  { code: 'cannotAttack', rule: '6.2', state: at(position([marisa(), chara('reimu', 'A', 2, 2), alice()]), [attack('marisa'), pass('B')]), action: attack('reimu') },
  { code: 'cannotAttack', rule: '6.2', state: at(duel(), [pass('A')]), action: attack('alice', 'B') },
  { code: 'cannotAttack', rule: '6.2', state: duel, action: attack('alice') },
  { code: 'cannotDefend', rule: '6.2', state: at(duel(), [attack('marisa'), pass('B'), use('A', none)]), action: defend('alice') },
  { code: 'cannotDefend', rule: '6.2', state: at(withHand(snipe), [attack('marisa'), playCard('B', 'snipe'), pass('A')]), action: defend('alice') },
  { code: 'cannotDefend', rule: '6.2', state: at(position([marisa(), alice({ sleep: true })]), [attack('marisa')]), action: defend('alice') },
  { code: 'cannotDefend', rule: '6.2', state: at(duel(), [attack('marisa')]), action: defend('marisa') },
  { code: 'cannotDefend', rule: '6.2', state: at(duel(), [pass('A')]), action: defend('alice') },
  { code: 'wrongTiming', rule: '10.3.2.a', state: at(withHand(inHand('sakuya', 'A', 3, 3)), [attack('marisa'), pass('B')]), action: playCard('A', 'sakuya') },
  { code: 'wrongTiming', rule: '10.3.2.a', state: at(withHand(inHand('patchouli', 'B', 2, 3)), [pass('A')]), action: playCard('B', 'patchouli') },
  { code: 'notAmbush', rule: '10.3.2.b', state: at(withHand(nue), [attack('marisa')]), action: playCard('B', 'nue', true) },
  { code: 'notAmbush', rule: '10.3.2.b', state: at(withHand(aya), [attack('marisa'), pass('B'), use('A', none)]), action: playCard('B', 'aya', true) },
  { code: 'notAmbush', rule: '10.3.2.b', state: at(withHand(aya), [pass('A')]), action: playCard('B', 'aya', true) },
  { code: 'notEnoughNodes', rule: '5.2.2', state: () => position([command('spark', 'A', none, 4, 1)], [player('A', 25, 20, 1, 2), player('B')]), action: playCard('A', 'spark') },
  { code: 'cannotPay', rule: '1.8.9.e', state: () => position([command('spark', 'A', none, 2, 3)], [player('A', 25, 20, 1, 1), player('B')]), action: playCard('A', 'spark') },
  { code: 'noGraze', rule: '6.2.4.g', state: at(duel(), [attack('marisa')]), action: graze() },
  { code: 'noGraze', rule: '6.2.4.g', state: at(duel(), [attack('marisa'), adv]), action: noGraze('A') },
  { code: 'grazeAllOrNothing', rule: 'RB2.0 p40', state: at(position([chara('suika', 'A', 4, 4, { graze: 2 })]), [attack('suika'), adv]), action: graze('B', 1) },
  { code: 'grazeAllOrNothing', rule: 'RB2.0 p40', state: at(position([chara('suika', 'A', 4, 4, { graze: 2 })]), [attack('suika'), adv]), action: graze('B', 0) },
  { code: 'notInHand', rule: 'judge-call', state: duel, action: playCard('A', 'marisa') },
  { code: 'notInHand', rule: 'judge-call', state: () => withHand(snipe), action: playCard('A', 'snipe') },
  { code: 'judgeFirst', rule: 'judge-call', state: defenderGone, action: pass('A') },
  { code: 'judgeFirst', rule: 'judge-call', state: defenderGone, action: adv },
  { code: 'noQuestion', rule: 'judge-call', state: duel, action: judge('noDamage') },
  { code: 'noQuestion', rule: 'judge-call', state: defenderGone, action: judge('maybe') },
  { code: 'noQuestion', rule: 'judge-call', state: defenderGone, action: judge('noDamage', 'attackerGone') },
];

describeRefusalCases(pmv, refused, REFUSALS, CONTRACT_CODES);

it('an unknown player or action is refused without a change', () => {
  expect(refused(duel(), attack('marisa', 'C')).code).toBe('unknownPlayer');
  expect(refused(duel(), { type: 'block', by: 'A' } as unknown as PmvAction).code).toBe('unknownAction');
});

// One or more files per code in ./refusals/, played as the runner plays them: the last action is
// refused with the code its file name starts with, under the rule the contract gives.
describe('refusal scenario files (src/games/pmv/refusals)', () => {
  it('there is a file for each code, and for each variant the contract names', () => {
    const files = refusalFiles('pmv');
    expect([...new Set(files.map(codeOf))].toSorted()).toEqual(CONTRACT_CODES.toSorted());
    const variants = (code: string) => files.filter((f) => codeOf(f) === code).length;
    expect(variants('notYourPriority')).toBeGreaterThanOrEqual(2); // an action and a pass
    expect(variants('noPriority')).toBeGreaterThanOrEqual(2); // during a graze offer, and advance then
    expect(variants('cannotDefend')).toBeGreaterThanOrEqual(3); // after passing, after another use, sleeping
  });

  itRefusesEachFile(pmv, refused, ruleOf);
});

// ---------------------------------------------------------------------------------------------

const load = (setup: unknown) => pmv.load({ rules: 'current', setup, actions: [] });
/** The load errors of a setup that must be refused. */
const errorsOf = (setup: unknown, actions?: unknown) => loadErrors(pmv, setup, actions);

describe('load', () => {
  it('refuses an unknown tactic, naming the field', () => {
    expect(errorsOf(setupOf([marisa({ tactics: ['先制', '警戒'] })]))).toEqual([expect.objectContaining({ path: 'setup.cards[0].tactics[1]', message: expect.stringContaining('警戒') })]);
  });

  it('refuses a character without its figures and a command in hand without its effect', () => {
    const { attack: _a, ...noAttack } = marisa();
    expect(errorsOf(setupOf([noAttack as CardSpec])).map((e) => e.path)).toEqual(['setup.cards[0].attack']);
    expect(errorsOf(setupOf([{ id: 'c', owner: 'A', zone: 'hand', type: 'command' }])).map((e) => e.path)).toEqual(['setup.cards[0].effect']);
  });

  it('refuses ids that name nothing: an owner, an effect target, an action\'s card or player', () => {
    const errors = errorsOf(setupOf([marisa(), command('c', 'A', damage('nobody', 1)), chara('orphan', 'C', 1, 1)]), [attack('marsia'), { type: 'defend', by: 'Z', defender: 'alice' }, use('B', life('Q', 1))]);
    expect(errors.map((e) => e.path)).toEqual(
      expect.arrayContaining(['setup.cards[1].effect.target', 'setup.cards[2].owner', 'actions[0].attacker', 'actions[1].by', 'actions[1].defender', 'actions[2].effect.player']),
    );
    for (const e of errors) expect(e.message).not.toBe('');
  });

  it('loads the defaults: life 25, deck 20, no nodes; the step is main with A to act', () => {
    const res = load({ players: [{ id: 'A' }, { id: 'B' }], active: 'A', cards: [{ id: 'x', owner: 'A', zone: 'field', type: 'character', attack: 2, toughness: 2 }] });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(summary(res.value.state)).toMatchObject({ step: 'main', priority: 'A', life: { A: 25, B: 25 }, deck: { A: 20, B: 20 }, nodes: { A: { active: 0, sleep: 0 }, B: { active: 0, sleep: 0 } }, sleep: [] });
    expect(play(pmv, res.value.state, [attack('x'), adv, noGraze()]).state.players.B?.life).toBe(23);
  });
});

describe('view', () => {
  it('shows the 干渉 as a stack, the current figures and the combat with the rules that decided it', () => {
    const s0 = position([chara('yuugi', 'A', 6, 5, { tactics: ['貫通'] }), chara('kisume', 'B', 1, 4, { damage: 1 })]);
    const mid = run(s0, [attack('yuugi'), defend('kisume'), use('A', modify('yuugi', 1, 0), 'Oni')]).state;
    const v = pmv.view(mid);
    expect(v.stack.map((u) => [u.controller, u.line?.key])).toEqual([
      ['A', 'use.attack'],
      ['B', 'use.defend'],
      ['A', 'effectLine.modify'],
    ]);
    expect(v.cards.yuugi).toMatchObject({ attack: 6, baseAttack: 6, sleep: true }); // the +1 waits in the 干渉
    expect(v.combat).toMatchObject({ attacker: 'yuugi', defender: 'kisume', underway: true, stage: 'declared', rules: [] });
    const done = pmv.view(run(mid, [adv]).state);
    expect(done.combat).toMatchObject({ underway: false, stage: 'over', pierced: 4, playerDamage: 4 }); // 7 − 4 + 1
    expect(pmv.view(run(mid, [adv]).state).cards.yuugi).toMatchObject({ attack: 7, baseAttack: 6 });
    // kisume is made 決死 by the blow: the damage rule and the removal are among the combat's rules.
    expect(done.combat?.rules.map((r) => r.id)).toEqual(['1.12.8.b', '6.2.4.e', '10.5.2.a', '1.10.12.f', '9.2.3', '6.2.4.h']);
    expect(run(mid, [adv]).state.combats[0]?.fallen).toEqual(['kisume']);
  });

  it('6.2: a defence may still come only while the attack is alone in the 干渉; the prompt cites 6.2 while it is open', () => {
    const s0 = position([marisa(), alice(), command('snipe', 'B', damage('marisa', 1), 0, 0)]);
    const attacked = run(s0, [attack('marisa')]).state;
    expect(pmv.view(attacked).combat).toMatchObject({ mayStillDefend: true, cancelledBy: null });
    expect(priorityPrompt(attacked)).toMatchObject({ attack: 'marisa', defendRule: { game: 'pmv', id: '6.2' } });
    // B answers with a command instead: the attack is no longer alone, so no defence can come (6.2).
    const answered = run(attacked, [playCard('B', 'snipe')]).state;
    expect(pmv.view(answered).combat).toMatchObject({ mayStillDefend: false, defender: null });
    expect(priorityPrompt(answered)).toMatchObject({ attack: null, defendRule: null });
    const defended = run(attacked, [defend('alice')]).state;
    expect(pmv.view(defended).combat?.mayStillDefend).toBe(false);
    expect(pmv.view(duel()).combat).toBeNull();
  });

  it('1.12.8.a / 10.6.2.a: the view carries the resolution rule, the card each play names, and the rule that cancelled a defence', () => {
    const s0 = position([chara('koishi', 'A', 3, 2, { races: ['妖怪'], tactics: ['隠密'] }), chara('youmu', 'B', 4, 4, { races: ['半人半霊'] }), command('boost', 'A', modify('koishi', 1, 0), 0, 0)]);
    const mid = run(s0, [attack('koishi'), defend('youmu'), playCard('A', 'boost')]).state;
    const v = pmv.view(mid);
    expect(v.resolveRule).toMatchObject({ game: 'pmv', id: '1.12.8.a' });
    expect(v.stack.map((u) => u.played)).toEqual([null, null, 'boost']);
    expect(v.combat?.cancelledBy).toBeNull();
    expect(pmv.view(run(mid, [adv]).state).combat).toMatchObject({ defenceCancelled: true, cancelledBy: { game: 'pmv', id: '10.6.2.a' } });
  });
});

describe('vocabulary', () => {
  it('every event type the module declares was emitted by some test above', () => {
    expect(pmv.vocabulary.events.filter((t) => !seen.has(t))).toEqual([]);
  });
});

