/**
 * Property tests for the MTG combat module. The random walks (src/fuzz/mtg/walk.ts, shared with
 * `npm run fuzz`) go over the legal options that prompt(state) offers, from random boards of two
 * to six players, in every rules edition, and check the engine contract at every step: zones,
 * life, poison and commander damage add up; losses and leaving follow 704 and 800.4; illegal
 * actions are refused citing a rule and touch nothing; the options agree with oracles worked out
 * from the rules; the state survives JSON; the log replays and loads back as a scenario file.
 *
 * Two tables pinned to the scenario fixtures follow: refusals (which a scenario file cannot
 * hold, since the suite requires every action accepted) and the rule each outcome cites.
 *
 * The seed is fixed so CI is deterministic; set FC_SEED (and FC_RUNS) to explore, FC_REACHED to
 * print what the walks reached, or run `npm run fuzz -- --game mtg`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { play } from '../../engine/referee.ts';
import { missing, walkAndReach } from '../../fuzz/coverage.ts';
import { mtgWalks } from '../../fuzz/mtg/walk.ts';
import { mtg } from './index.ts';
import { MTG_EDITIONS } from './types.ts';
import type { MtgAction, MtgEvent, MtgState } from './types.ts';

const SEED = Number(process.env.FC_SEED ?? 20261123);
const RUNS = Number(process.env.FC_RUNS ?? 200);

describe.each(MTG_EDITIONS)('random combats under %s', (edition) => {
  it('keep the engine contract at every step of a random walk over legal options', () => {
    const spec = mtgWalks(edition);
    const seen = walkAndReach(spec, { seed: SEED, runs: RUNS });
    if (process.env.FC_REACHED !== undefined) console.log(edition, [...seen].toSorted().join(' | '));
    expect(missing(spec, seen), 'the walks never reached these').toEqual([]);
  }, Math.max(120_000, RUNS * 600));
});
// Refusals pinned to the scenario fixtures. A scenario file must be accepted in full (the suite
// runs them), so each refusal is tested here: the fixture's board and its first `at` actions,
// then the action the rules forbid, which must be refused under the named rule and leave the
// state as it was.

type Refusal = { readonly file: string; readonly at: number; readonly action: MtgAction; readonly code: string; readonly rule: string };

/** A scenario fixture's starting state and its action list, loaded as the runner loads it. */
const loadFixture = (file: string): { state: MtgState; actions: readonly MtgAction[] } => {
  const text = readFileSync(new URL(`../../../scenarios/mtg/${file}`, import.meta.url), 'utf8');
  const scenario = JSON.parse(text) as { rules: string; setup: unknown; actions: unknown };
  const loaded = mtg.load({ rules: scenario.rules, setup: scenario.setup, actions: scenario.actions });
  if (!loaded.ok) throw new Error(`${file}: ${JSON.stringify(loaded.error)}`);
  return loaded.value;
};

/** The state after the fixture's first `at` actions. */
const fixture = (file: string, at: number): MtgState => {
  const { state, actions } = loadFixture(file);
  const played = play(mtg, state, actions.slice(0, at));
  if (played.rejected !== null) throw new Error(`${file}: action ${played.rejected.index} refused`);
  return played.state;
};

const attack = (...pairs: [string, string][]): MtgAction => ({
  type: 'declareAttackers',
  by: 'A',
  attackers: pairs.map(([id, target]) => ({ id, target })),
});
const block = (...pairs: [string, string][]): MtgAction => ({
  type: 'declareBlockers',
  by: 'B',
  blockers: pairs.map(([id, blocks]) => ({ id, blocks })),
});
const assign = (source: string, to: Record<string, number>): MtgAction => ({
  type: 'assignDamage',
  by: 'A',
  assignments: [{ source, to: Object.entries(to).map(([target, amount]) => ({ target, amount })) }],
});

const REFUSALS: readonly Refusal[] = [
  { file: '302.6-2024-summoning-sick-creature-cannot-attack.json', at: 1, action: attack(['bear', 'B'], ['rookie', 'B']), code: 'summoningSick', rule: '302.6' },
  { file: '702.3b-2024-defender-cannot-attack.json', at: 1, action: attack(['wall', 'B']), code: 'defenderCantAttack', rule: '702.3b' },
  { file: '508.1a-2023-tapped-creature-cannot-attack.json', at: 1, action: attack(['ogre', 'B']), code: 'attackerTapped', rule: '508.1a' },
  { file: '507.2-2024-priority-beginning-of-combat-tap.json', at: 4, action: attack(['bear', 'B']), code: 'attackerTapped', rule: '508.1a' },
  { file: '508.1b-2024-attack-planeswalker-removes-loyalty.json', at: 1, action: attack(['ogre', 'elk']), code: 'illegalAttackTarget', rule: '508.1b' },
  { file: '508.1b-2024-attack-planeswalker-removes-loyalty.json', at: 1, action: attack(['ogre', 'A']), code: 'illegalAttackTarget', rule: '508.1b' },
  { file: '509.1a-2024-tapped-creature-cannot-block.json', at: 3, action: block(['giant', 'ogre']), code: 'blockerTapped', rule: '509.1a' },
  { file: '702.9b-2023-ground-creature-cannot-block-flyer.json', at: 3, action: block(['elk', 'drake']), code: 'flyingBlock', rule: '702.9b' },
  { file: '702.111b-2024-menace-blocked-by-two.json', at: 3, action: block(['x', 'brute']), code: 'menace', rule: '702.111b' },
  { file: '509.1b-2024-creature-that-cannot-block.json', at: 3, action: block(['giant', 'bear']), code: 'cantBlock', rule: '509.1b' },
  { file: '509.1b-2023-unblockable-attacker.json', at: 3, action: block(['elk', 'rogue']), code: 'unblockable', rule: '509.1b' },
  // The 2/2 split that 2024-11 accepts (510.1c-2024-free-division-among-blockers.json) breaks the 2023-11 order rule.
  { file: '510.1c-2023-order-decision-before-assignment.json', at: 6, action: assign('giant', { x: 2, y: 2 }), code: 'damageOrder', rule: '510.1c' },
  { file: '510.1c-2023-order-decision-before-assignment.json', at: 6, action: assign('giant', { x: 3, y: 2 }), code: 'damageTotal', rule: '510.1a' },
  { file: '510.1c-2024-free-division-among-blockers.json', at: 4, action: { type: 'orderBlockers', by: 'A', attacker: 'giant', order: ['x', 'y'] }, code: 'noDamageOrder', rule: '510.1c' },
  { file: '702.19b-2024-trample-excess-to-player.json', at: 5, action: assign('rhino', { elk: 1, B: 4 }), code: 'trampleNeedsLethal', rule: '702.19b' },
  { file: '702.19f-2024-trample-attacking-planeswalker.json', at: 5, action: assign('rhino', { elk: 2, B: 3 }), code: 'illegalDamageTarget', rule: '702.19f' },
  { file: '702.19b-2024-trample-lethal-ignores-indestructible.json', at: 5, action: assign('rhino', { golem: 1, B: 4 }), code: 'trampleNeedsLethal', rule: '702.19b' },
  { file: '702.19b-2023-trample-lethal-ignores-prevention.json', at: 8, action: assign('rhino', { B: 5 }), code: 'trampleNeedsLethal', rule: '702.19b' },
  { file: '506.4-2024-attacker-removed-from-combat.json', at: 6, action: block(['elk', 'ogre']), code: 'notAttacking', rule: '509.1a' },
  { file: '510.1c-2023-order-decision-before-assignment.json', at: 4, action: { type: 'orderBlockers', by: 'A', attacker: 'giant', order: ['x', 'x'] }, code: 'badOrder', rule: '509.2' },
  { file: '702.4c-2024-loses-double-strike-no-second-hit.json', at: 5, action: { type: 'cast', by: 'A', effect: { kind: 'destroy', target: 'nobody' } }, code: 'illegalTarget', rule: '601.2c' },
  // No decision is asked where only one assignment is legal (scenario-format.md).
  { file: '510.1c-2023-only-legal-assignment-is-applied.json', at: 6, action: assign('squire', { y: 1 }), code: 'notNow', rule: '510.1' },
  { file: '704.5a-2024-player-at-zero-life-loses.json', at: 5, action: { type: 'advance', by: 'A' }, code: 'gameOver', rule: '104.1' },
  { file: '704.5a-2024-player-at-zero-life-loses.json', at: 5, action: { type: 'cast', by: 'B', effect: { kind: 'life', player: 'B', amount: 5 } }, code: 'gameOver', rule: '104.1' },
  { file: '117.4-2023-all-pass-empty-stack-ends-step.json', at: 0, action: { type: 'pass', by: 'B' }, code: 'notYourPriority', rule: '117.1' },
  { file: '511.3-2024-end-of-combat-then-after-combat.json', at: 7, action: { type: 'pass', by: 'A' }, code: 'combatOver', rule: '511.3' },
];

describe('refusals on the fixture boards', () => {
  it.each(REFUSALS)('$rule $code: $file', ({ file, at, action, code, rule }) => {
    const state = fixture(file, at);
    const before = JSON.stringify(state);
    const result = mtg.apply(state, action);
    expect(result.ok).toBe(false);
    if (!result.ok) expect({ code: result.error.code, rule: result.error.rule.id }).toEqual({ code, rule });
    expect(play(mtg, state, [action]).state).toBe(state);
    expect(JSON.stringify(state)).toBe(before);
  });

});

// ---------------------------------------------------------------------------------------------
// The rule each outcome cites, on the fixture boards (every event names the rule that made it happen).

type Citation = { readonly file: string; readonly type: MtgEvent['type']; readonly where: Readonly<Record<string, string>>; readonly rule: string };

const CITATIONS: readonly Citation[] = [
  { file: '510.1b-2024-unblocked-damage-to-player.json', type: 'damageAssigned', where: { source: 'ogre' }, rule: '510.1b' },
  { file: '510.1c-2023-blocked-damage-to-blocker.json', type: 'damageAssigned', where: { source: 'ogre' }, rule: '510.1c' },
  { file: '510.1c-2023-blocked-damage-to-blocker.json', type: 'damageAssigned', where: { source: 'elk' }, rule: '510.1d' },
  { file: '702.19b-2024-trample-excess-to-player.json', type: 'damageAssigned', where: { source: 'rhino', target: 'B' }, rule: '702.19b' },
  { file: '702.19d-2023-trample-every-blocker-gone.json', type: 'damageAssigned', where: { source: 'rhino', target: 'B' }, rule: '702.19d' },
  { file: '510.2-2024-simultaneous-damage-both-die.json', type: 'damageDealt', where: { source: 'bear' }, rule: '510.2' },
  { file: '508.1b-2024-attack-planeswalker-removes-loyalty.json', type: 'loyaltyRemoved', where: { id: 'jace' }, rule: '120.3c' },
  { file: '508.1b-2023-attack-battle-removes-defense.json', type: 'defenseRemoved', where: { id: 'siege' }, rule: '120.3h' },
  { file: '702.20b-2024-vigilance-does-not-tap.json', type: 'tapped', where: { id: 'bear' }, rule: '508.1f' },
  { file: '508.8-2023-no-attackers-skips-to-end-of-combat.json', type: 'noAttackers', where: {}, rule: '508.8' },
  { file: '702.15b-2023-lifelink-attacker.json', type: 'lifeChanged', where: { player: 'A' }, rule: '702.15b' },
  { file: '510.2-2024-simultaneous-damage-both-die.json', type: 'destroyed', where: { id: 'elk' }, rule: '704.5g' },
  { file: '704.5h-2024-deathtouch-blocker.json', type: 'destroyed', where: { id: 'giant' }, rule: '704.5h' },
  { file: '704.5f-2023-toughness-zero.json', type: 'putIntoGraveyard', where: { id: 'bear' }, rule: '704.5f' },
  { file: '704.5i-2024-planeswalker-with-zero-loyalty.json', type: 'putIntoGraveyard', where: { id: 'jace' }, rule: '704.5i' },
  { file: '704.5v-2023-battle-with-zero-defense.json', type: 'putIntoGraveyard', where: { id: 'siege' }, rule: '704.5v' },
  { file: '704.5a-2024-player-at-zero-life-loses.json', type: 'playerLost', where: { player: 'B' }, rule: '704.5a' },
  { file: '702.12b-2024-indestructible-survives-lethal-damage.json', type: 'destructionIgnored', where: { id: 'golem' }, rule: '702.12b' },
  { file: '608.2b-2024-spell-whose-target-is-gone.json', type: 'effectFizzled', where: {}, rule: '608.2b' },
  { file: '510.4-2024-first-strike-step-comes-first.json', type: 'stepBegan', where: { step: 'first-strike-damage' }, rule: '510.4' },
];

describe('rules cited on the fixture boards', () => {
  it.each(CITATIONS)('$rule $type: $file', ({ file, type, where, rule }) => {
    const { state, actions } = loadFixture(file);
    const { events, rejected } = play(mtg, state, actions);
    expect(rejected).toBeNull();
    const found = events.filter((e) => e.type === type && Object.entries(where).every(([k, v]) => (e as Record<string, unknown>)[k] === v));
    expect(found.length, `a ${type} event matching ${JSON.stringify(where)}`).toBeGreaterThan(0);
    for (const e of found) expect(e.rule.id).toBe(rule);
  });
});
