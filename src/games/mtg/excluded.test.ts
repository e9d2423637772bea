/**
 * "Why not?": the declaration prompts list what they leave out of the choices, each with the rule
 * that excludes it (prompt.excluded), and the block prompt's suggestion and the damage prompt's
 * trample rule. One exclusion and its rule per test.
 */
import { describe, expect, it } from 'vitest';
import type { Excluded } from '../../engine/types.ts';
import { battle, createGame, creature, planeswalker, type Game } from './testkit.ts';
import { MTG_EXCLUDED } from './vocabulary.ts';

const excludedOf = (g: Game): readonly Excluded[] => {
  const p = g.prompt();
  if (p.kind !== 'mtg.declareAttackers' && p.kind !== 'mtg.declareBlockers' && p.kind !== 'mtg.assignDamage') throw new Error(`no prompt with exclusions: ${p.kind}`);
  for (const e of p.excluded) expect(MTG_EXCLUDED, `excluded.${e.code} has words`).toContain(e.code);
  return p.excluded;
};
const candidateIds = (g: Game): string[] => {
  const p = g.prompt();
  return p.kind === 'mtg.declareAttackers' || p.kind === 'mtg.declareBlockers' ? p.candidates.map((c) => c.id) : [];
};

describe('attackers left out (508.1)', () => {
  it('302.6: a summoning-sick creature without haste', () => {
    const g = createGame('2024-11', [creature('bear', 'A', 2, 2, [], { summoningSick: true }), creature('elk', 'A', 2, 2)]).advance();
    expect(excludedOf(g)).toEqual([{ id: 'bear', code: 'summoningSick', rule: { game: 'mtg', id: '302.6' } }]);
    expect(candidateIds(g)).toEqual(['elk']);
  });

  it('302.6 with 702.10b: a summoning-sick creature with haste is not left out', () => {
    const g = createGame('2024-11', [creature('bear', 'A', 2, 2, ['haste'], { summoningSick: true })]).advance();
    expect(excludedOf(g)).toEqual([]);
  });

  it('702.3b: a creature with defender', () => {
    const g = createGame('2024-11', [creature('wall', 'A', 0, 4, ['defender'])]).advance();
    expect(excludedOf(g)).toEqual([{ id: 'wall', code: 'defenderCantAttack', rule: { game: 'mtg', id: '702.3b' } }]);
  });

  it('508.1a: a tapped creature', () => {
    const g = createGame('2024-11', [creature('bear', 'A', 2, 2, [], { tapped: true })]).advance();
    expect(excludedOf(g)).toEqual([{ id: 'bear', code: 'attackerTapped', rule: { game: 'mtg', id: '508.1a' } }]);
  });

  it('508.1a: a creature that is also a battle', () => {
    const g = createGame('2024-11', [{ ...creature('odd', 'A', 2, 2), types: ['creature', 'battle'], defense: 3, protector: 'B' }]).advance();
    expect(excludedOf(g)).toEqual([{ id: 'odd', code: 'battleCantAttack', rule: { game: 'mtg', id: '508.1a' } }]);
  });

  it("310.8b: a battle's protector can't attack it (from = the battle)", () => {
    const g = createGame('2024-11', [creature('bear', 'A', 2, 2), battle('siege', 'B', 5, 'A')]).advance();
    expect(excludedOf(g)).toEqual([{ id: 'bear', code: 'attackOwnBattle', rule: { game: 'mtg', id: '310.8b' }, from: 'siege' }]);
  });

  it('310.9b in 2026-09: the same rule under its new number', () => {
    const g = createGame('2026-09', [creature('bear', 'A', 2, 2), battle('siege', 'B', 5, 'A')]).advance();
    expect(excludedOf(g)).toMatchObject([{ id: 'bear', rule: { id: '310.9b', edition: '2026-09' }, from: 'siege' }]);
  });

  it("the opponent's creatures are not listed: they were never the active player's to choose", () => {
    const g = createGame('2024-11', [creature('bear', 'A', 2, 2), creature('elk', 'B', 2, 2, [], { tapped: true })]).advance();
    expect(excludedOf(g)).toEqual([]);
  });
});

describe('blockers left out (509.1)', () => {
  it('702.9b: a creature without flying or reach, against a flyer (from = the attacker)', () => {
    const g = createGame('2024-11', [creature('angel', 'A', 4, 4, ['flying']), creature('bear', 'B', 2, 2)]).toBlocks({ angel: 'B' });
    expect(excludedOf(g)).toEqual([{ id: 'bear', code: 'flyingBlock', rule: { game: 'mtg', id: '702.9b' }, from: 'angel' }]);
  });

  it('702.9b: reach may block a flyer, so it is not left out', () => {
    const g = createGame('2024-11', [creature('angel', 'A', 4, 4, ['flying']), creature('spider', 'B', 2, 4, ['reach'])]).toBlocks({ angel: 'B' });
    expect(excludedOf(g)).toEqual([]);
  });

  it('509.1a: a tapped creature', () => {
    const g = createGame('2024-11', [creature('ogre', 'A', 3, 3), creature('bear', 'B', 2, 2, [], { tapped: true })]).toBlocks({ ogre: 'B' });
    expect(excludedOf(g)).toEqual([{ id: 'bear', code: 'blockerTapped', rule: { game: 'mtg', id: '509.1a' } }]);
  });

  it("509.1b: a creature that can't block", () => {
    const g = createGame('2024-11', [creature('ogre', 'A', 3, 3), creature('goblin', 'B', 2, 1, ["can't block"])]).toBlocks({ ogre: 'B' });
    expect(excludedOf(g)).toEqual([{ id: 'goblin', code: 'cantBlock', rule: { game: 'mtg', id: '509.1b' } }]);
  });

  it("509.1b: an attacker that can't be blocked", () => {
    const g = createGame('2024-11', [creature('rogue', 'A', 1, 1, ['unblockable']), creature('bear', 'B', 2, 2)]).toBlocks({ rogue: 'B' });
    expect(excludedOf(g)).toEqual([{ id: 'bear', code: 'unblockable', rule: { game: 'mtg', id: '509.1b' }, from: 'rogue' }]);
  });

  it('702.16f: a blocker with a quality the attacker has protection from', () => {
    const g = createGame('2024-11', [creature('knight', 'A', 2, 2, [], { protection: ['red'] }), creature('goblin', 'B', 2, 2, [], { colours: ['red'] })]).toBlocks({ knight: 'B' });
    expect(excludedOf(g)).toEqual([{ id: 'goblin', code: 'protectionBlock', rule: { game: 'mtg', id: '702.16f' }, from: 'knight' }]);
  });

  it('509.1b: "can\'t be blocked except by" a quality the blocker lacks', () => {
    const g = createGame('2024-11', [creature('sprite', 'A', 1, 1, [], { blockableOnlyBy: ['blue'] }), creature('bear', 'B', 2, 2, [], { colours: ['green'] })]).toBlocks({ sprite: 'B' });
    expect(excludedOf(g)).toEqual([{ id: 'bear', code: 'blockQuality', rule: { game: 'mtg', id: '509.1b' }, from: 'sprite' }]);
  });

  it('a creature kept from one attacker still blocks the other: it stays a candidate', () => {
    const g = createGame('2024-11', [creature('angel', 'A', 4, 4, ['flying']), creature('ogre', 'A', 3, 3), creature('bear', 'B', 2, 2)]).toBlocks({ angel: 'B', ogre: 'B' });
    expect(excludedOf(g)).toEqual([{ id: 'bear', code: 'flyingBlock', rule: { game: 'mtg', id: '702.9b' }, from: 'angel' }]);
    const p = g.prompt();
    if (p.kind === 'mtg.declareBlockers') expect(p.candidates).toEqual([{ id: 'bear', canBlock: ['ogre'], limit: 1 }]);
  });
});

describe('block as suggested (509.1c) and the trample rule on the damage card', () => {
  it('509.1c: with a "must block" creature the prompt suggests a legal block that obeys it, and the engine takes it', () => {
    const g = createGame('2024-11', [creature('ogre', 'A', 3, 3), creature('bear', 'B', 2, 2, ['must block']), creature('elk', 'B', 2, 2)]).toBlocks({ ogre: 'B' });
    const p = g.prompt();
    if (p.kind !== 'mtg.declareBlockers') throw new Error(p.kind);
    expect(p.suggested).toEqual([{ id: 'bear', blocks: 'ogre' }]);
    g.do({ type: 'declareBlockers', by: 'B', blockers: p.suggested });
    expect(g.summary().blocking).toEqual({ bear: ['ogre'] });
  });

  it('509.1c: without requirements nothing is suggested (no blocks is one tap)', () => {
    const g = createGame('2024-11', [creature('ogre', 'A', 3, 3), creature('bear', 'B', 2, 2)]).toBlocks({ ogre: 'B' });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.declareBlockers', suggested: [] });
  });

  it('702.19b: a blocked trampler’s assignment cites trample beside 510.1c', () => {
    const g = createGame('2024-11', [creature('rhino', 'A', 5, 5, ['trample']), creature('bear', 'B', 2, 2)]).toBlocks({ rhino: 'B' }).toDamage({ bear: 'rhino' });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.assignDamage', rule: { id: '510.1c' }, sources: [{ source: 'rhino', trampleRule: { game: 'mtg', id: '702.19b' } }] });
  });

  it('without trample there is no trample rule', () => {
    const g = createGame('2024-11', [creature('ogre', 'A', 5, 5), creature('bear', 'B', 2, 2), creature('elk', 'B', 2, 2)]).toBlocks({ ogre: 'B' }).toDamage({ bear: 'ogre', elk: 'ogre' });
    expect(g.prompt()).toMatchObject({ kind: 'mtg.assignDamage', sources: [{ source: 'ogre', trampleRule: null }] });
  });

  it('702.19f: a trampler attacking a planeswalker can\'t send its excess to the controller (from = the trampler)', () => {
    const g = createGame('2024-11', [creature('rhino', 'A', 5, 5, ['trample']), planeswalker('jace', 'B', 3), creature('bear', 'B', 2, 2)]);
    g.toBlocks({ rhino: 'jace' }).toDamage({ bear: 'rhino' });
    expect(excludedOf(g)).toEqual([{ id: 'B', code: 'trampleNotPastPlaneswalker', rule: { game: 'mtg', id: '702.19f' }, from: 'rhino' }]);
  });

  it('702.19c: with trample over planeswalkers the controller is a recipient, not left out', () => {
    const g = createGame('2024-11', [creature('rhino', 'A', 8, 8, ['trample over planeswalkers']), planeswalker('jace', 'B', 3), creature('bear', 'B', 2, 2)]);
    g.toBlocks({ rhino: 'jace' }).toDamage({ bear: 'rhino' });
    expect(excludedOf(g)).toEqual([]);
    expect(g.prompt()).toMatchObject({ sources: [{ beyond: 'B', trampleRule: { id: '702.19c' } }] });
  });

  it('702.19b: a trampler attacking a battle can\'t send its excess to the protector', () => {
    const g = createGame('2024-11', [creature('rhino', 'A', 5, 5, ['trample']), battle('siege', 'A', 5, 'B'), creature('bear', 'B', 2, 2)]);
    g.toBlocks({ rhino: 'siege' }).toDamage({ bear: 'rhino' });
    expect(excludedOf(g)).toEqual([{ id: 'B', code: 'trampleNotPastBattle', rule: { game: 'mtg', id: '702.19b' }, from: 'rhino' }]);
  });
});
