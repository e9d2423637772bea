/**
 * Battle Spirits, one ruling per test (Showdown style): a position, the decisions, what the
 * rules decided and the rule each outcome cites. The contract is the "Battle Spirits" section of
 * docs/scenario-format.md; the rules are the official rule manual page 08 (❶–❼ and the
 * flash-timing exchange), the attack-step FAQ, and the Saga rules where the page is silent.
 *
 * Refusals: a scenario file cannot expect one (the suite plays every file under scenarios/ and
 * requires every action accepted, and `expect` matches the summary only), so each refusal code
 * has its own file in ./refusals/, whose last action is the refused one; they are played here
 * through the runner (the `npm run referee` code path). The table below checks every code again
 * on small positions, with its rule, and that the refused action hands back the same state.
 */
import { describe, expect, it } from 'vitest';
import { play } from '../../engine/referee.ts';
import { codeOf, describeRefusalCases, itRefusesEachFile, refusalFiles, type RefusalCase } from '../../testing/refusals.ts';
import { loadErrors } from '../../testing/setups.ts';
import { bs } from './index.ts';
import {
  adv,
  attack,
  block,
  bp,
  core,
  destroy,
  endBattle,
  endStep,
  exhaust,
  flashCard,
  flashEffect,
  judge,
  life,
  magic,
  noBlock,
  none,
  ofType,
  pass,
  position,
  refresh,
  refused,
  ruleOf,
  run,
  setupOf,
  spirit,
  symbols,
  toBlock,
  type CardSpec,
} from './testkit.ts';
import type { BsAction, BsState } from './types.ts';

const summary = bs.summary;
const drake = (extra: Record<string, unknown> = {}): CardSpec => spirit('drake', 'A', 5000, 2, extra);
const golem = (extra: Record<string, unknown> = {}): CardSpec => spirit('golem', 'B', 4000, 1, extra);
const duel = (): BsState => position([drake(), golem()]);

describe('BS-RM p08 ❶ attack declaration', () => {
  it('❶ / FAQ Q2, Q3: the attacker is exhausted at the declaration, then its when-attacks effect happens; flash timing 1 opens with the defender', () => {
    const { state, events } = run(position([drake({ onAttack: bp('drake', 1000) }), golem()]), [attack('drake')]);
    const types = events.map((e) => e.type);
    expect(types.indexOf('exhausted')).toBeLessThan(types.indexOf('triggered'));
    expect(types.indexOf('triggered')).toBeLessThan(types.indexOf('bpChanged'));
    expect(ofType(events, 'attackDeclared')).toMatchObject([{ card: 'drake', battle: 1, rule: { id: 'BS-RM p08 ❶' } }]);
    expect(ruleOf(ofType(events, 'exhausted')[0])).toBe('BS-FAQ アタックステップ Q2');
    expect(ofType(events, 'triggered')).toMatchObject([{ card: 'drake', timing: 'onAttack', rule: { id: 'BS-FAQ アタックステップ Q3' } }]);
    expect(summary(state)).toMatchObject({ step: 'flash-1', flash: { timing: 1, holder: 'B', passes: 0 }, exhausted: ['drake'], bp: { drake: 6000 } });
    expect(bs.prompt(state)).toMatchObject({ kind: 'bs.flash', player: 'B', timing: 1, rule: { id: 'BS-RM p08 FT' } });
  });

  it('❶ / FAQ Q3: a when-attacks refresh of the attacker itself leaves it refreshed (it comes after the exhausting)', () => {
    const { state } = run(position([drake({ onAttack: refresh('drake') })]), [attack('drake')]);
    expect(summary(state).exhausted).toEqual([]);
  });

  it('❶: the prompt offers the turn player\'s refreshed spirits and ultimates only, with their BP and symbols', () => {
    const s0 = position([
      drake({ symbols: 2, keywords: ['confront'] }),
      spirit('tired', 'A', 2000, 1, { exhausted: true }),
      { id: 'ult', owner: 'A', zone: 'field', type: 'ultimate', bp: 9000, cores: 2 },
      { id: 'shrine', owner: 'A', zone: 'field', type: 'nexus', cores: 0 },
      golem(),
    ]);
    const p = bs.prompt(s0);
    expect(p).toMatchObject({ kind: 'bs.attack', player: 'A', rule: { id: 'BS-RM p08 ❶' }, battle: 0 });
    if (p.kind !== 'bs.attack') return;
    expect(p.attackers).toEqual([
      { card: 'drake', bp: 5000, symbols: 2, keywords: ['confront'] },
      { card: 'ult', bp: 9000, symbols: 1, keywords: [] },
    ]);
  });

  it('❶: an ultimate attacks like a spirit', () => {
    const s0 = position([{ id: 'ult', owner: 'A', zone: 'field', type: 'ultimate', bp: 9000, symbols: 2, cores: 2 }]);
    const { state } = run(s0, [attack('ult'), adv, noBlock()]);
    expect(summary(state)).toMatchObject({ life: { B: 3 }, reserve: { B: 4 }, battles: [{ attacker: 'ult', result: 'life', lifeReduced: 2 }] });
  });

  it('❶: ending the attack step without attacking; the step is end and nothing more is accepted', () => {
    const { state, events } = run(duel(), [endStep()]);
    expect(ofType(events, 'attackStepEnded')).toMatchObject([{ player: 'A', rule: { id: 'BS-RM p08 ❶' } }]);
    expect(summary(state)).toMatchObject({ step: 'end', battles: [], exhausted: [] });
    expect(bs.prompt(state)).toMatchObject({ kind: 'bs.stepOver', player: null, rule: { id: 'BS-RM p08 ❼' } });
  });

  it('❶: an attacker that leaves the field as it attacks does not end the battle: flash timing 1 opens', () => {
    const { state } = run(position([drake({ onAttack: destroy('drake') }), golem()]), [attack('drake')]);
    expect(summary(state)).toMatchObject({ step: 'flash-1', flash: { holder: 'B' }, trash: { A: ['drake'] }, battles: [{ result: null }] });
  });

  it('❶: a when-attacks effect whose target has left the field does nothing', () => {
    const s0 = position([drake({ onAttack: destroy('ghost') }), { id: 'ghost', owner: 'B', zone: 'trash', type: 'spirit', bp: 1000 }]);
    const { state, events } = run(s0, [attack('drake')]);
    expect(ofType(events, 'effectFizzled')).toMatchObject([{ card: 'drake' }]);
    expect(ofType(events, 'destroyed')).toEqual([]);
    expect(summary(state).trash.B).toEqual(['ghost']);
  });

  it('intro: on the first player\'s first turn there is no attack step; the step is end from the start', () => {
    const s0 = position([drake()], undefined, { firstTurn: true });
    expect(summary(s0)).toMatchObject({ step: 'end', flash: null, battles: [] });
    expect(bs.prompt(s0)).toMatchObject({ kind: 'bs.stepOver', rule: { id: 'BS-RM p08 intro' } });
  });
});

describe('BS-RM p08 FT: the flash-timing exchange', () => {
  it('FT: the defender holds the right first; after a pass the attacker holds it with one pass counted', () => {
    const { state, events } = run(duel(), [attack('drake'), pass('B')]);
    expect(summary(state).flash).toEqual({ timing: 1, holder: 'A', passes: 1 });
    expect(ruleOf(ofType(events, 'priorityPassed')[0])).toBe('BS-RM p08 FT');
  });

  it('FT: a use resolves at once, restarts the pass count and hands the right to the other player', () => {
    const { state, events } = run(duel(), [attack('drake'), pass('B'), flashEffect('A', bp('drake', 2000), 'Battle Cry')]);
    expect(summary(state)).toMatchObject({ flash: { timing: 1, holder: 'B', passes: 0 }, bp: { drake: 7000 } });
    expect(ofType(events, 'flashUsed')).toMatchObject([{ player: 'A', card: null, name: 'Battle Cry', rule: { id: 'BS-RM p08 FT' } }]);
  });

  it('FT: after a use and a pass the user may use again; two passes in a row end the timing', () => {
    const mid = run(duel(), [attack('drake'), flashEffect('B', none), pass('A')]);
    expect(summary(mid.state).flash).toEqual({ timing: 1, holder: 'B', passes: 1 });
    const end = run(mid.state, [pass('B')]);
    expect(summary(end.state)).toMatchObject({ step: 'block', flash: null });
    expect(bs.prompt(end.state)).toMatchObject({ kind: 'bs.block', player: 'B', rule: { id: 'BS-RM p08 ❸' }, mustBlock: null });
  });

  it('FT: a flash magic card moves its cost from the reserve to the core trash and goes to the trash', () => {
    const s0 = position([drake(), golem(), magic('wall', 'B', 2, bp('golem', 3000))]);
    const { state, events } = run(s0, [attack('drake'), flashCard('B', 'wall')]);
    expect(summary(state)).toMatchObject({ reserve: { B: 0 }, trashCores: { B: 2 }, hand: { B: [] }, trash: { B: ['wall'] }, bp: { golem: 7000 } });
    expect(ofType(events, 'costPaid')).toMatchObject([{ player: 'B', amount: 2, reserve: 0, rule: { id: 'BS-RM p08 FT' } }]);
    expect(ofType(events, 'cardToTrash')).toMatchObject([{ card: 'wall', owner: 'B' }]);
  });

  it('FT: the prompt lists the holder\'s magic cards, usable or not and why', () => {
    const s0 = position(
      [
        drake(),
        golem(),
        magic('wall', 'B', 1, bp('golem', 3000)),
        magic('big', 'B', 3, bp('golem', 5000)),
        magic('study', 'B', 0),
        magic('raise', 'B', 0, bp('ghost', 1000)),
        { id: 'ghost', owner: 'B', zone: 'trash', type: 'spirit', bp: 1000 },
      ],
      [core('A', 5, 0), core('B', 5, 2)],
    );
    const p = bs.prompt(run(s0, [attack('drake')]).state);
    expect(p.kind).toBe('bs.flash');
    if (p.kind !== 'bs.flash') return;
    expect(p.reserve).toBe(2);
    expect(p.cards.map((c) => [c.card, c.usable, c.refusal?.code ?? null, c.refusal?.rule.id ?? null])).toEqual([
      ['wall', true, null, null],
      ['big', false, 'cannotPay', 'judge-call'],
      ['study', false, 'notAFlash', 'BS-RM p08 FT'],
      ['raise', false, 'noTarget', 'judge-call'],
    ]);
    expect(p.effects.map((e) => e.kind)).toEqual(expect.arrayContaining(['bp', 'destroy', 'life', 'endBattle', 'none']));
  });

  it('FT: advance passes until the open flash timing ends, then stops at the block declaration', () => {
    const { state } = run(duel(), [attack('drake'), adv]);
    expect(summary(state)).toMatchObject({ step: 'block', flash: null });
  });
});

describe('BS-RM p08 ❸ block and ❹ flash timing 2', () => {
  it('❸ / FAQ Q2: the blocker is exhausted; flash timing 2 opens with the defender first (❹)', () => {
    const { state, events } = run(run(duel(), toBlock('drake')).state, [block('golem')]);
    expect(ofType(events, 'blockDeclared')).toMatchObject([{ card: 'golem', attacker: 'drake', rule: { id: 'BS-RM p08 ❸' } }]);
    expect(ofType(events, 'stepBegan').map((e) => [e.step, e.rule.id])).toEqual([['flash-2', 'BS-RM p08 ❹']]);
    expect(summary(state)).toMatchObject({ step: 'flash-2', flash: { timing: 2, holder: 'B', passes: 0 }, exhausted: ['drake', 'golem'] });
  });

  it('FAQ Q4: the when-blocks effect happens after the when-attacks effect and after the blocker is exhausted', () => {
    const s0 = position([
      drake({ onAttack: exhaust('sentry') }),
      spirit('wall', 'B', 3000, 1, { onBlock: refresh('sentry') }),
      spirit('sentry', 'B', 2000, 1),
    ]);
    const { state, events } = run(s0, [...toBlock('drake'), block('wall')]);
    expect(ofType(events, 'triggered').map((e) => [e.card, e.timing, e.rule.id])).toEqual([
      ['drake', 'onAttack', 'BS-FAQ アタックステップ Q3'],
      ['wall', 'onBlock', 'BS-FAQ アタックステップ Q4'],
    ]);
    expect(summary(state).exhausted.toSorted()).toEqual(['drake', 'wall']);
  });

  it('❸: the block prompt lists the defender\'s refreshed spirits; confront says a block is required', () => {
    const s0 = position([drake({ keywords: ['confront'] }), golem(), spirit('tired', 'B', 9000, 1, { exhausted: true })]);
    const p = bs.prompt(run(s0, toBlock('drake')).state);
    expect(p).toMatchObject({ kind: 'bs.block', player: 'B', attacker: 'drake', attackerGone: false, mustBlock: { id: 'BSS-KW Confront' } });
    if (p.kind === 'bs.block') expect(p.blockers.map((b) => b.card)).toEqual(['golem']);
  });

  it('❹: without a block there is no flash timing 2; ❺ follows at once', () => {
    const { state, events } = run(duel(), [...toBlock('drake'), noBlock()]);
    expect(ofType(events, 'noBlock')).toMatchObject([{ player: 'B', attacker: 'drake', rule: { id: 'BS-RM p08 ❸' } }]);
    expect(ofType(events, 'stepBegan').map((e) => e.step)).not.toContain('flash-2');
    expect(summary(state).battles).toMatchObject([{ flashTimings: 1, result: 'life' }]);
  });
});

describe('BS-RM p08 ❺ battle resolution', () => {
  it('❺: unblocked, one life core per symbol moves from the defender\'s life to their reserve', () => {
    const { state, events } = run(position([drake({ symbols: 2 })]), [...toBlock('drake'), noBlock()]);
    expect(ofType(events, 'lifeTaken')).toMatchObject([{ player: 'B', attacker: 'drake', amount: 2, life: 3, rule: { id: 'BS-RM p08 ❺' } }]);
    expect(summary(state)).toMatchObject({ life: { B: 3 }, reserve: { B: 4 }, battles: [{ result: 'life', lifeReduced: 2 }] });
  });

  it('❺: no symbol takes no life; a symbol effect below 0 leaves 0 and moves nothing back', () => {
    const zero = run(position([drake({ symbols: 0 })]), [...toBlock('drake'), noBlock()]);
    expect(summary(zero.state)).toMatchObject({ life: { B: 5 }, reserve: { B: 2 }, battles: [{ result: 'life', lifeReduced: 0 }] });
    const minus = run(position([drake()]), [attack('drake'), flashEffect('B', symbols('drake', -3)), adv, noBlock()]);
    expect(summary(minus.state)).toMatchObject({ life: { B: 5 }, reserve: { B: 2 }, battles: [{ lifeReduced: 0 }] });
    expect(ofType(minus.events, 'symbolsChanged')).toMatchObject([{ card: 'drake', amount: -3, symbols: 0 }]);
  });

  it('❺: with fewer life cores than symbols only those move; the soul core moves last', () => {
    const fewer = run(position([drake({ symbols: 3 })], [core('A'), core('B', 2, 0, 0, { soulCore: 'life' })]), [...toBlock('drake'), noBlock()]);
    expect(summary(fewer.state)).toMatchObject({ life: { B: 0 }, reserve: { B: 2 }, soulCore: { B: 'reserve' }, battles: [{ lifeReduced: 2 }] });
    const some = run(position([drake({ symbols: 2 })], [core('A'), core('B', 3, 0, 0, { soulCore: 'life' })]), [...toBlock('drake'), noBlock()]);
    expect(summary(some.state)).toMatchObject({ life: { B: 1 }, reserve: { B: 2 }, soulCore: { B: 'life' } });
  });

  it('❺: blocked, the two current BPs are compared', () => {
    const { events } = run(position([drake({ onAttack: bp('drake', 1000) }), golem()]), [...toBlock('drake'), block('golem'), adv]);
    expect(ofType(events, 'bpCompared')).toMatchObject([{ attacker: 'drake', attackerBp: 6000, blocker: 'golem', blockerBp: 4000, rule: { id: 'BS-RM p08 ❺' } }]);
  });

  it('❺: a declared block keeps the life safe when the blocker leaves before ❺', () => {
    const { state, events } = run(duel(), [...toBlock('drake'), block('golem'), pass('B'), flashEffect('A', destroy('golem')), adv]);
    expect(ofType(events, 'blockerGone')).toMatchObject([{ blocker: 'golem', rule: { id: 'BS-RM p08 ❺' } }]);
    expect(summary(state)).toMatchObject({ life: { B: 5 }, battles: [{ result: 'none', lifeReduced: 0, destroyed: [] }] });
  });

  it('❺ / BSS-CR ch.7: an unblocked attacker gone at ❺ takes nothing', () => {
    const s0 = position([spirit('imp', 'A', 3000, 1), golem()]);
    const { state, events } = run(s0, [attack('imp'), flashEffect('B', destroy('imp')), adv, judge('continue'), noBlock()]);
    expect(ofType(events, 'attackerGone')).toMatchObject([{ attacker: 'imp', rule: { id: 'BSS-CR ch.7' } }]);
    expect(summary(state)).toMatchObject({ life: { B: 5 }, battles: [{ result: 'none', lifeReduced: 0 }] });
  });

  it('❺ / BSS-CR ch.7: a blocked attacker gone at ❺ is compared with nothing; the rule for a missing attacker is the Saga\'s (the page is silent)', () => {
    const s0 = position([drake(), golem()]);
    const { state, events } = run(s0, [...toBlock('drake'), block('golem'), flashEffect('B', destroy('drake')), adv]);
    expect(ofType(events, 'bpCompared')).toEqual([]);
    expect(summary(state)).toMatchObject({ field: { B: ['golem'] }, battles: [{ result: 'none', destroyed: [] }] });
    // scenario-format.md: "If the attacker (unblocked) or either card (blocked) has left the field,
    // nothing happens ... (❺; BSS-CR ch.7 for a missing attacker)."
    expect(ofType(events, 'attackerGone')).toMatchObject([{ attacker: 'drake', rule: { id: 'BSS-CR ch.7' } }]);
  });
});

describe('BS-RM p08 ❻ destruction', () => {
  it('❻: the lower BP is destroyed; it goes to the trash and all its cores, the soul core too, to its owner\'s reserve', () => {
    const s0 = position([drake(), spirit('golem', 'B', 3000, 3)], [core('A'), core('B', 5, 1, 0, { soulCore: 'golem' })]);
    const { state, events } = run(s0, [...toBlock('drake'), block('golem'), adv]);
    expect(ofType(events, 'destroyed')).toMatchObject([{ card: 'golem', owner: 'B', cores: 3, rule: { id: 'BS-RM p08 ❻' } }]);
    expect(summary(state)).toMatchObject({ reserve: { B: 4 }, soulCore: { B: 'reserve' }, trash: { B: ['golem'] }, cores: { drake: 2 } });
  });

  it('FAQ Q5: equal BPs destroy both at the same time', () => {
    const { state, events } = run(position([drake(), spirit('golem', 'B', 5000, 2)]), [...toBlock('drake'), block('golem'), adv]);
    expect(ofType(events, 'destroyed').map((e) => [e.card, e.rule.id])).toEqual([
      ['drake', 'BS-FAQ アタックステップ Q5'],
      ['golem', 'BS-FAQ アタックステップ Q5'],
    ]);
    expect(summary(state)).toMatchObject({ reserve: { A: 5, B: 4 }, field: { A: [], B: [] }, battles: [{ result: 'bp', destroyed: ['drake', 'golem'] }] });
  });

  it('BSS-CR ch.9: a destroy effect sends the card to the trash and its cores to the reserve', () => {
    const { state, events } = run(duel(), [attack('drake'), flashEffect('B', destroy('drake'))]);
    expect(ofType(events, 'destroyed')).toMatchObject([{ card: 'drake', cores: 2, rule: { id: 'BSS-CR ch.9' } }]);
    expect(summary(state)).toMatchObject({ reserve: { A: 5 }, trash: { A: ['drake'] }, cores: { golem: 1 } });
  });
});

describe('BS-RM p08 ❼ battle end', () => {
  it('❼: effects for the battle end, effects for the turn stay', () => {
    const acts: BsAction[] = [
      attack('drake'),
      pass('B'),
      flashEffect('A', bp('drake', 1000, 'battle')),
      pass('B'),
      flashEffect('A', bp('drake', 2000, 'turn')),
      adv,
      noBlock(),
    ];
    const { state, events } = run(duel(), acts);
    expect(ofType(events, 'battleEffectsEnded')).toMatchObject([{ count: 1, rule: { id: 'BS-RM p08 ❼' } }]);
    expect(ofType(events, 'battleEnded')).toMatchObject([{ battle: 1, rule: { id: 'BS-RM p08 ❼' } }]);
    expect(summary(state).bp.drake).toBe(7000);
  });

  it('❼: with a refreshed spirit left the turn player may attack again; without one the step ends by itself', () => {
    const s0 = position([drake(), spirit('imp', 'A', 2000, 1)]);
    const first = run(s0, [...toBlock('drake'), noBlock()]);
    expect(summary(first.state).step).toBe('attack');
    expect(bs.prompt(first.state)).toMatchObject({ kind: 'bs.attack', player: 'A', battle: 1 });
    const second = run(first.state, [...toBlock('imp'), noBlock()]);
    expect(ofType(second.events, 'attackStepEnded')).toMatchObject([{ player: 'A', automatic: true, rule: { id: 'BS-RM p08 ❼' } }]);
    expect(summary(second.state)).toMatchObject({ step: 'end', life: { B: 3 } });
  });

  it('❼: a refresh effect lets the attacker attack again', () => {
    const { state } = run(duel(), [attack('drake'), pass('B'), flashEffect('A', refresh('drake')), adv, noBlock(), attack('drake'), adv, noBlock()]);
    expect(summary(state)).toMatchObject({ step: 'end', life: { B: 3 }, battles: [{ attacker: 'drake' }, { attacker: 'drake' }] });
  });

  it('❼: an endBattle effect goes straight to the end of the battle (result ended)', () => {
    const { state, events } = run(duel(), [...toBlock('drake'), block('golem'), flashEffect('B', endBattle)]);
    expect(ofType(events, 'battleEndedByEffect')).toHaveLength(1);
    expect(ofType(events, 'bpCompared')).toEqual([]);
    expect(summary(state)).toMatchObject({ step: 'end', field: { A: ['drake'], B: ['golem'] }, battles: [{ result: 'ended', flashTimings: 2, destroyed: [] }] });
  });
});

describe('effects', () => {
  it('life: negative moves life cores to the reserve; positive adds cores from the void', () => {
    const { state, events } = run(duel(), [attack('drake'), flashEffect('B', life('B', 2)), flashEffect('A', life('B', -3))]);
    expect(ofType(events, 'lifeGained')).toMatchObject([{ player: 'B', amount: 2, life: 7 }]);
    expect(ofType(events, 'lifeLost')).toMatchObject([{ player: 'B', amount: 3, life: 4 }]);
    expect(summary(state)).toMatchObject({ life: { B: 4 }, reserve: { B: 5 } });
  });

  it('none: a use that changes nothing tracked still uses the right', () => {
    const s0 = duel();
    const { state, events } = run(s0, [attack('drake'), flashEffect('B', none, 'Draw')]);
    expect(ofType(events, 'nothingTracked')).toMatchObject([{ player: 'B' }]);
    const { flash, ...rest } = summary(state);
    expect(flash).toEqual({ timing: 1, holder: 'A', passes: 0 });
    expect(rest).toMatchObject({ life: { A: 5, B: 5 }, reserve: { A: 3, B: 2 }, exhausted: ['drake'] });
  });
});

describe('keywords', () => {
  it('BSS-KW Confront: noBlock is allowed when the defender has nothing refreshed to block with', () => {
    const s0 = position([drake({ keywords: ['confront'] }), golem({ exhausted: true })]);
    const { state } = run(s0, [...toBlock('drake'), noBlock()]);
    expect(summary(state).life.B).toBe(4);
  });

  it('BSS-KW Blessed: an unblocked attack that takes a life core gains its owner one core from the void', () => {
    const s0 = position([drake({ keywords: ['blessed'], symbols: 2 })], [core('A', 3, 0), core('B', 5, 0)]);
    const { state, events } = run(s0, [...toBlock('drake'), noBlock()]);
    expect(ofType(events, 'blessed')).toMatchObject([{ card: 'drake', player: 'A', life: 4, rule: { id: 'BSS-KW Blessed' } }]);
    expect(summary(state)).toMatchObject({ life: { A: 4, B: 3 }, reserve: { A: 0, B: 2 } });
    // The battle's deciding rules name the keyword's own rule from the table.
    expect(bs.view(state).battle?.rules.map((rule) => rule.id)).toContain('BSS-KW Blessed');
  });

  it('BSS-KW Blessed: nothing when blocked or when no life core is taken', () => {
    const blocked = run(position([drake({ keywords: ['blessed'] }), golem()], [core('A', 3), core('B')]), [...toBlock('drake'), block('golem'), adv]);
    expect(summary(blocked.state).life.A).toBe(3);
    const empty = run(position([drake({ keywords: ['blessed'], symbols: 0 })], [core('A', 3), core('B')]), [...toBlock('drake'), noBlock()]);
    expect(summary(empty.state).life.A).toBe(3);
    expect(ofType([...blocked.events, ...empty.events], 'blessed')).toEqual([]);
    for (const { state } of [blocked, empty]) expect(bs.view(state).battle?.rules.map((rule) => rule.id)).not.toContain('BSS-KW Blessed');
  });
});

describe('BSS-CR 1-2 losing', () => {
  it('1-2: a player at 0 life loses at once; the step stays resolution and the prompt is game over', () => {
    const { state, events } = run(position([drake(), spirit('imp', 'A', 2000, 1)], [core('A'), core('B', 1)]), [...toBlock('drake'), noBlock()]);
    expect(ofType(events, 'playerLost')).toMatchObject([{ player: 'B', rule: { id: 'BSS-CR 1-2' } }]);
    expect(summary(state)).toMatchObject({ step: 'resolution', losers: ['B'], flash: null, judge: null });
    expect(bs.prompt(state)).toMatchObject({ kind: 'bs.gameOver', player: null, losers: ['B'], rule: { id: 'BSS-CR 1-2' } });
  });

  it('1-2: a life effect in a flash timing can end the game there', () => {
    const { state } = run(position([drake()], [core('A'), core('B', 2)]), [attack('drake'), pass('B'), flashEffect('A', life('B', -2))]);
    expect(summary(state)).toMatchObject({ losers: ['B'], flash: null, life: { B: 0 } });
  });
});

/** Flash timing 1 ended with the attacker destroyed: the judge is asked. */
const gone = (): BsState => run(duel(), [attack('drake'), flashEffect('B', destroy('drake')), adv]).state;

describe('judge-call: attackerGone', () => {
  it('judge-call: when flash timing 1 ends with the attacker gone the judge is asked; the step is flash-1', () => {
    const { state, events } = run(duel(), [attack('drake'), flashEffect('B', destroy('drake')), adv]);
    expect(ofType(events, 'judgeAsked')).toMatchObject([{ question: 'attackerGone', options: ['continue', 'end'], rule: { id: 'judge-call' } }]);
    expect(bs.prompt(state)).toEqual({ kind: 'bs.judge', player: null, rule: expect.objectContaining({ id: 'judge-call' }), question: 'attackerGone', options: ['continue', 'end'] });
    expect(summary(state)).toMatchObject({ step: 'flash-1', flash: null, judge: { question: 'attackerGone', options: ['continue', 'end'] } });
  });

  it('judge-call: continue goes to the block declaration, citing the ruling', () => {
    const { state, events } = run(gone(), [judge('continue')]);
    expect(ofType(events, 'judgeRuled')).toMatchObject([{ question: 'attackerGone', ruling: 'continue', rule: { id: 'judge-call' } }]);
    expect(ofType(events, 'stepBegan')).toMatchObject([{ step: 'block', rule: { id: 'judge-call' } }]);
    expect(bs.prompt(state)).toMatchObject({ kind: 'bs.block', attackerGone: true });
    const blocked = run(state, [block('golem'), adv]);
    expect(summary(blocked.state)).toMatchObject({ step: 'end', battles: [{ blocker: 'golem', flashTimings: 2, result: 'none' }], exhausted: ['golem'] });
  });

  it('judge-call: end ends the battle now (result ended), no block declaration', () => {
    const { state, events } = run(gone(), [judge('end')]);
    expect(ofType(events, 'stepBegan')[0]).toMatchObject({ step: 'resolution', rule: { id: 'judge-call' } });
    expect(summary(state)).toMatchObject({ step: 'end', judge: null, battles: [{ result: 'ended', flashTimings: 1, blocker: null }] });
  });

  it('judge-call: an option not offered, another question, or no open question is refused (noQuestion)', () => {
    expect(refused(gone(), judge('maybe'))).toMatchObject({ code: 'noQuestion', rule: { id: 'judge-call' } });
    expect(refused(gone(), judge('continue', 'blockerGone'))).toMatchObject({ code: 'noQuestion' });
    expect(refused(duel(), judge('continue'))).toMatchObject({ code: 'noQuestion' });
  });
});

// ---------------------------------------------------------------------------------------------
// Every refusal code of the contract, with its rule, on a small position; the refused action
// hands back the very same state object (testkit `refused` checks it through play()).

const at = (s: BsState, actions: readonly BsAction[]) => (): BsState => run(s, actions).state;

const REFUSALS: readonly RefusalCase<BsState, BsAction>[] = [
  { code: 'noAttackStep', rule: 'BS-RM p08 intro', state: () => position([drake()], undefined, { firstTurn: true }), action: attack('drake') },
  { code: 'noAttackStep', rule: 'BS-RM p08 intro', state: () => position([drake()], undefined, { firstTurn: true }), action: judge('continue') },
  { code: 'attackStepOver', rule: 'BS-RM p08 ❼', state: at(duel(), [endStep()]), action: attack('drake') },
  { code: 'attackStepOver', rule: 'BS-RM p08 ❼', state: at(duel(), [...toBlock('drake'), noBlock()]), action: pass('A') },
  { code: 'battleInProgress', rule: 'BS-FAQ アタックステップ Q1', state: at(position([drake(), spirit('imp', 'A', 1000, 1), golem()]), [attack('drake')]), action: attack('imp') },
  { code: 'battleInProgress', rule: 'BS-FAQ アタックステップ Q1', state: at(duel(), toBlock('drake')), action: endStep() },
  { code: 'notTurnPlayer', rule: 'BS-RM p08 ❶', state: duel, action: attack('golem', 'B') },
  { code: 'cannotAttack', rule: 'BS-RM p08 ❶', state: () => position([drake({ exhausted: true }), spirit('imp', 'A', 1000, 1)]), action: attack('drake') },
  { code: 'cannotAttack', rule: 'BS-RM p08 ❶', state: duel, action: attack('golem') },
  { code: 'cannotAttack', rule: 'BS-RM p08 ❶', state: () => position([drake(), { id: 'shrine', owner: 'A', zone: 'field', type: 'nexus' }]), action: attack('shrine') },
  { code: 'notBlockStep', rule: 'BS-RM p08 ❸', state: at(duel(), [attack('drake')]), action: block('golem') },
  { code: 'notBlockStep', rule: 'BS-RM p08 ❸', state: duel, action: noBlock() },
  { code: 'notDefender', rule: 'BS-RM p08 ❸', state: at(duel(), toBlock('drake')), action: noBlock('A') },
  { code: 'cannotBlock', rule: 'BS-RM p08 ❸', state: at(duel(), [attack('drake'), pass('B'), flashEffect('A', exhaust('golem')), adv]), action: block('golem') },
  { code: 'cannotBlock', rule: 'BS-RM p08 ❸', state: at(duel(), toBlock('drake')), action: block('drake') },
  { code: 'mustBlock', rule: 'BSS-KW Confront', state: at(position([drake({ keywords: ['confront'] }), golem()]), toBlock('drake')), action: noBlock() },
  { code: 'noFlashTiming', rule: 'BS-RM p08 FT', state: duel, action: pass('A') },
  { code: 'noFlashTiming', rule: 'BS-RM p08 FT', state: at(duel(), toBlock('drake')), action: adv },
  { code: 'noFlashTiming', rule: 'BS-RM p08 FT', state: at(position([drake(), spirit('imp', 'A', 1000, 1)]), [...toBlock('drake'), noBlock()]), action: flashEffect('A', none) },
  { code: 'notYourFlash', rule: 'BS-RM p08 FT', state: at(duel(), [attack('drake')]), action: pass('A') },
  { code: 'notYourFlash', rule: 'BS-RM p08 FT', state: at(duel(), [attack('drake')]), action: flashEffect('A', none) },
  { code: 'notAFlash', rule: 'BS-RM p08 FT', state: at(position([drake(), golem(), magic('study', 'B', 0)]), [attack('drake')]), action: flashCard('B', 'study') },
  { code: 'notInHand', rule: 'judge-call', state: at(position([drake(), magic('surge', 'A', 0, bp('drake', 1000))]), [attack('drake')]), action: flashCard('B', 'surge') },
  { code: 'noTarget', rule: 'judge-call', state: at(duel(), [attack('drake'), flashEffect('B', destroy('golem'))]), action: flashEffect('A', bp('golem', 1000)) },
  { code: 'noTarget', rule: 'judge-call', state: at(position([drake(), golem(), magic('bolt', 'B', 0, destroy('ghost')), { id: 'ghost', owner: 'A', zone: 'trash', type: 'spirit', bp: 1 }]), [attack('drake')]), action: flashCard('B', 'bolt') },
  { code: 'cannotPay', rule: 'judge-call', state: at(position([drake(), golem(), magic('wall', 'B', 3, bp('golem', 1000))]), [attack('drake')]), action: flashCard('B', 'wall') },
  { code: 'judgeFirst', rule: 'judge-call', state: at(duel(), [attack('drake'), flashEffect('B', destroy('drake')), adv]), action: block('golem') },
  { code: 'judgeFirst', rule: 'judge-call', state: at(duel(), [attack('drake'), flashEffect('B', destroy('drake')), adv]), action: adv },
  { code: 'noQuestion', rule: 'judge-call', state: duel, action: judge('end') },
  { code: 'gameOver', rule: 'BSS-CR 1-2', state: at(position([drake(), spirit('imp', 'A', 1000, 1)], [core('A'), core('B', 1)]), [...toBlock('drake'), noBlock()]), action: attack('imp') },
  { code: 'gameOver', rule: 'BSS-CR 1-2', state: at(position([drake()], [core('A'), core('B', 1)]), [attack('drake'), pass('B'), flashEffect('A', life('B', -1))]), action: pass('B') },
];

describeRefusalCases(bs, refused, REFUSALS, [
  'noAttackStep', 'attackStepOver', 'battleInProgress', 'notTurnPlayer', 'cannotAttack', 'notBlockStep', 'notDefender', 'cannotBlock', 'mustBlock',
  'noFlashTiming', 'notYourFlash', 'notAFlash', 'notInHand', 'noTarget', 'cannotPay', 'judgeFirst', 'noQuestion', 'gameOver',
]);

it('an unknown player is refused without a change', () => {
  expect(refused(duel(), attack('drake', 'C')).code).toBe('unknownPlayer');
});

// One file per code in ./refusals/, played as the runner plays it: the last action is refused
// with the code its file name starts with, under the rule the contract gives.
const RULE_OF: Readonly<Record<string, string>> = {
  noAttackStep: 'BS-RM p08 intro',
  attackStepOver: 'BS-RM p08 ❼',
  battleInProgress: 'BS-FAQ アタックステップ Q1',
  notTurnPlayer: 'BS-RM p08 ❶',
  cannotAttack: 'BS-RM p08 ❶',
  notBlockStep: 'BS-RM p08 ❸',
  notDefender: 'BS-RM p08 ❸',
  cannotBlock: 'BS-RM p08 ❸',
  mustBlock: 'BSS-KW Confront',
  noFlashTiming: 'BS-RM p08 FT',
  notYourFlash: 'BS-RM p08 FT',
  notAFlash: 'BS-RM p08 FT',
  notInHand: 'judge-call',
  noTarget: 'judge-call',
  cannotPay: 'judge-call',
  judgeFirst: 'judge-call',
  noQuestion: 'judge-call',
  gameOver: 'BSS-CR 1-2',
};

describe('refusal scenario files (src/games/bs/refusals)', () => {
  it('there is one file for each code', () => {
    expect(refusalFiles('bs').map(codeOf).toSorted()).toEqual(Object.keys(RULE_OF).toSorted());
  });

  itRefusesEachFile(bs, refused, (code) => RULE_OF[code]);
});

// ---------------------------------------------------------------------------------------------

const load = (setup: unknown) => bs.load({ rules: 'current', setup, actions: [] });
/** The load errors of a setup that must be refused. */
const errorsOf = (setup: unknown, actions?: unknown) => loadErrors(bs, setup, actions);

describe('load', () => {
  it('refuses an unknown keyword, naming the field', () => {
    expect(errorsOf(setupOf([drake({ keywords: ['confront', 'rush'] })]))).toEqual([
      expect.objectContaining({ path: 'setup.cards[0].keywords[1]', message: expect.stringContaining('rush') }),
    ]);
  });

  it('refuses a soul core on a card of the other player', () => {
    const errors = errorsOf(setupOf([drake(), golem()], [core('A', 5, 0, 0, { soulCore: 'golem' }), core('B')]));
    expect(errors).toEqual([expect.objectContaining({ path: 'setup.players[0].soulCore' })]);
  });

  it('refuses a soul core in an empty place or on a card without cores', () => {
    expect(errorsOf(setupOf([drake()], [core('A', 5, 0, 0, { soulCore: 'reserve' }), core('B')]))).toEqual([expect.objectContaining({ path: 'setup.players[0].soulCore' })]);
    expect(errorsOf(setupOf([drake({ cores: 0 })], [core('A', 5, 0, 0, { soulCore: 'drake' }), core('B')]))).toEqual([expect.objectContaining({ path: 'setup.players[0].soulCore' })]);
  });

  it('refuses a spirit without bp', () => {
    const { bp: _bp, ...noBp } = drake();
    expect(errorsOf(setupOf([noBp as CardSpec]))).toEqual([expect.objectContaining({ path: 'setup.cards[0].bp' })]);
  });

  it('refuses ids that name nothing: an owner, an effect target, an action\'s card or player', () => {
    const errors = errorsOf(
      setupOf([drake({ onAttack: bp('nobody', 1000) }), spirit('orphan', 'C', 1000, 1)]),
      [attack('drak'), { type: 'block', by: 'Z', blocker: 'golem' }, { type: 'flash', by: 'B', effect: life('Q', 1) }],
    );
    expect(errors.map((e) => e.path)).toEqual(
      expect.arrayContaining(['setup.cards[0].onAttack.target', 'setup.cards[1].owner', 'actions[0].attacker', 'actions[1].by', 'actions[1].blocker', 'actions[2].effect.player']),
    );
    for (const e of errors) expect(e.message).not.toBe('');
  });

  it('refuses a duplicate id, an unknown type or zone, and a flash with both a card and an effect', () => {
    const dup = errorsOf(setupOf([drake(), drake()]));
    expect(dup.map((e) => e.path)).toContain('setup.cards[1].id');
    expect(errorsOf(setupOf([{ ...golem(), type: 'brave' }]))[0]?.path).toBe('setup.cards[0].type');
    expect(errorsOf(setupOf([{ ...golem(), zone: 'deck' }]))[0]?.path).toBe('setup.cards[0].zone');
    const both = errorsOf(setupOf([drake(), magic('m', 'B', 0, none)]), [attack('drake'), { type: 'flash', by: 'B', card: 'm', effect: none }]);
    expect(both.map((e) => e.path)).toEqual(['actions[1]']);
  });

  it('loads the defaults: life 5, reserve 0, one symbol, refreshed; the step is attack with A to declare', () => {
    const res = load({ players: [{ id: 'A' }, { id: 'B' }], active: 'A', cards: [{ id: 'x', owner: 'A', zone: 'field', type: 'spirit', bp: 1000, cores: 1 }] });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(summary(res.value.state)).toMatchObject({ step: 'attack', life: { A: 5, B: 5 }, reserve: { A: 0, B: 0 }, trashCores: { A: 0, B: 0 }, soulCore: { A: null, B: null }, exhausted: [] });
    expect(bs.prompt(res.value.state)).toMatchObject({ kind: 'bs.attack', player: 'A' });
    expect(play(bs, res.value.state, [attack('x'), adv, noBlock()]).state.players.B?.life).toBe(4);
  });
});
