/**
 * MTG random walks over the legal options that prompt(state) offers, from random boards of two to
 * six players, in every rules edition. Every step keeps the engine's promises (architecture.md,
 * "The engine contract"): a legal option is never refused; zones, life, poison and commander
 * damage add up; losses and leaving the game follow 704 and 800.4; illegal actions are refused,
 * citing a rule, with the state untouched; the options agree with oracles worked out from the
 * rules (508.1, 509.1, 510.1, 704, 510.4, 117.3); the state survives JSON; the log replays.
 */
import * as fc from 'fast-check';
import { expect } from 'vitest';
import { play } from '../../engine/referee.ts';
import { checkExtra, type WalkRun } from '../../engine/testing/walks.ts';
import { mtg } from '../../games/mtg/index.ts';
import { MTG_EDITIONS, type MtgAction, type MtgEdition, type MtgEvent, type MtgPrompt, type MtgState } from '../../games/mtg/types.ts';
import type { WalkSpec } from '../spec.ts';
import { combatRolesOk, commanderOk, lifeOk, noDamageToLeftOk, oracles, poisonOk, refusedOk, roundTripOk, rulesOk, stateOk, trackDamage } from './checks.ts';
import type { DamageTracker, Tally } from './checks.ts';
import { blockSpace, defenderOfTarget, legalAction, minBlockersOf, type BlockPrompt, type Perm } from './read.ts';
import { boardArb, loadBoard, rngFrom, type Rng, type Setup } from './setup.ts';

const MAX_STEPS = 60;

/** An edition, a board, and the seed of the walk's own PRNG (fast-check shrinks and replays it). */
export type MtgWalk = { readonly edition: MtgEdition; readonly setup: Setup; readonly seed: number };

/** What one walk carries along: its PRNG, the commander damage tally, the damage steps, the casts so far. */
type Walker = { readonly run: WalkRun; readonly rng: Rng; readonly tally: Tally; readonly damage: DamageTracker; casts: number };

const noteBlocks = (w: Walker, s: MtgState, prompt: BlockPrompt, space: ReturnType<typeof blockSpace>): void => {
  const note = (what: string) => w.run.reached.add(what);
  note(space === null ? 'blocks too many to enumerate' : 'blocks enumerated');
  if (prompt.suggested.length > 0) note('blocks suggested');
  if (space !== null && space.max > 0) note('509.1c requirement applies');
  if (s.combat.blocksDeclared !== undefined && s.combat.blocksDeclared.length > 0) note('second defending player blocks');
};

const noteAction = (w: Walker, s: MtgState, action: MtgAction): void => {
  const note = (what: string) => w.run.reached.add(what);
  if (action.type === 'cast') {
    note(`cast ${action.effect.kind}`);
    w.casts++;
  }
  if (action.type === 'declareBlockers') {
    if (action.blockers.length > new Set(action.blockers.map((b) => b.id)).size) note('a creature blocks two attackers');
    if (action.blockers.some((b) => minBlockersOf(s.objects[b.blocks] as Perm) > 2)) note('three or more blockers needed');
  }
  if (action.type === 'declareAttackers' && new Set(action.attackers.map((a) => defenderOfTarget(s, a.target))).size > 1) note('attacks on two players');
};

/** One transition's invariants and oracles. */
const transitionOk = (w: Walker, s: MtgState, action: MtgAction, next: MtgState, events: readonly MtgEvent[]): void => {
  rulesOk(events);
  lifeOk(s, next, events);
  poisonOk(s, next, events);
  commanderOk(next, w.tally, events);
  noDamageToLeftOk(s, events);
  combatRolesOk(next, action.type === 'declareAttackers');
  oracles(s, action, next);
  trackDamage(w.damage, s, next, events);
};

/** One step: the state's oracles, refusals now and then, then a legal option, applied and checked. Null when nobody decides. */
const step = (w: Walker, s: MtgState, events: MtgEvent[]): MtgState | null => {
  const note = (what: string) => w.run.reached.add(what);
  const trying = (a: MtgAction) => (w.run.trying = a);
  const prompt = mtg.prompt(s) as MtgPrompt;
  note(prompt.kind);
  note(`step ${s.step}`);
  const space = prompt.kind === 'mtg.declareBlockers' ? blockSpace(s, prompt) : null;
  if (prompt.kind === 'mtg.declareBlockers') noteBlocks(w, s, prompt, space);
  stateOk(s, space);
  if (space !== null || w.rng.chance(0.3)) refusedOk(w.rng, s, space, note, trying);
  const action = legalAction(w.rng, s, w.casts, space, note);
  if (action === null) {
    refusedOk(w.rng, s, space, note, trying);
    return null;
  }
  trying(action);
  const before = JSON.stringify(s);
  const result = mtg.apply(s, action);
  if (!result.ok) throw new Error(`legal option refused: ${JSON.stringify(action)} -> ${JSON.stringify(result.error)}`);
  expect(JSON.stringify(s), 'apply must not mutate its input').toBe(before);
  // Another declaration the brute force finds legal must be accepted too.
  if (space !== null && space.best.length > 1) {
    const other = w.rng.pick(space.best);
    const tried = mtg.apply(s, { type: 'declareBlockers', by: (prompt as BlockPrompt).player, blockers: other });
    if (!tried.ok) throw new Error(`legal blocks refused: ${JSON.stringify(other)} -> ${JSON.stringify(tried.error)}`);
  }
  noteAction(w, s, action);
  for (const e of result.value.events) note(e.type);
  const next = result.value.state;
  events.push(...result.value.events);
  transitionOk(w, s, action, next, result.value.events);
  if (w.rng.chance(0.2)) roundTripOk(next);
  checkExtra(w.run, mtg, next);
  w.run.trace.push(action);
  w.run.trying = null;
  return next;
};

const walk = ({ edition, setup, seed }: MtgWalk, run: WalkRun): void => {
  const loaded = loadBoard(edition, setup);
  rulesOk(loaded.events);
  for (const e of loaded.events) run.reached.add(`load ${e.type}`);
  run.reached.add(`players ${setup.players.length}`);
  const initial = loaded.state;
  combatRolesOk(initial, false);
  const w: Walker = { run, rng: rngFrom(seed), tally: new Map(), damage: { current: null, firstStrikers: null }, casts: 0 };
  for (const pl of setup.players) for (const [c, n] of Object.entries(pl.commanderDamage ?? {})) w.tally.set(`${pl.id}>${c}`, n);
  commanderOk(initial, w.tally, []);
  const events: MtgEvent[] = [...loaded.events];
  let state = initial;
  for (let i = 0; i < MAX_STEPS; i++) {
    const next = step(w, state, events);
    if (next === null) break;
    state = next;
  }
  stateOk(state, null);
  roundTripOk(state);
  // Replay equals live: the loaded state and the accepted actions give the same state and events.
  const replay = play(mtg, initial, run.trace as MtgAction[], loaded.events);
  expect(replay.rejected).toBeNull();
  expect(replay.state).toEqual(state);
  expect(replay.events).toEqual(events);
  // And the walk saved as a scenario file loads back to the same actions.
  const file = mtg.load({ rules: edition, setup: JSON.parse(JSON.stringify(setup)), actions: JSON.parse(JSON.stringify(run.trace)) });
  expect(file.ok && file.value.actions).toEqual(run.trace);
};

const MUST_REACH = [
  'mtg.declareAttackers', 'mtg.declareBlockers', 'mtg.assignDamage', 'mtg.priority', 'mtg.gameOver', 'mtg.combatOver',
  'damageDealt', 'lifeChanged', 'destroyed', 'effectFizzled', 'playerLost', 'loyaltyRemoved', 'defenseRemoved', 'damagePrevented',
  'removedFromCombat', 'cast pump', 'cast removeFromCombat', 'cast poison', 'cast gainControl', 'step first-strike-damage',
  'step after-combat', 'destructionIgnored', 'putIntoGraveyard',
  // multiplayer, Commander, poison and counters
  'players 2', 'players 3', 'players 6', 'playerLeft', 'leftGame', 'controlChanged', 'poisoned', 'commanderDamage', 'countersPlaced',
  'regenerated', 'load playerLost', 'attacks on two players', 'second defending player blocks',
  // blocks: requirements, limits, the suggestion and the brute force
  'blocks enumerated', 'blocks suggested', 'blocks random', '509.1c requirement applies', 'a creature blocks two attackers',
  'refused notAttackingYou', 'refused blockRequirement', 'refused menace', 'refused blocksOnlyOne', 'refused attackAlone', 'refused protectionTarget',
];

/** The walks under one edition (the property test runs each), or under any (the fuzz). */
export const mtgWalks = (edition?: MtgEdition): WalkSpec<MtgWalk> => ({
  game: 'mtg',
  module: mtg,
  input: fc.record({ edition: edition ? fc.constant(edition) : fc.constantFrom(...MTG_EDITIONS), setup: boardArb, seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }) }),
  scenario: (input) => ({ rules: input.edition, setup: input.setup }),
  walk,
  checks: {
    state: (_start, s) => {
      stateOk(s as MtgState, blockSpaceOf(s as MtgState));
    },
    step: (before, action, after, events) => {
      rulesOk(events as MtgEvent[]);
      lifeOk(before as MtgState, after as MtgState, events as MtgEvent[]);
      poisonOk(before as MtgState, after as MtgState, events as MtgEvent[]);
      noDamageToLeftOk(before as MtgState, events as MtgEvent[]);
      combatRolesOk(after as MtgState, action.type === 'declareAttackers');
      oracles(before as MtgState, action as MtgAction, after as MtgState);
    },
  },
  coverageRuns: 200,
  mustReach: edition === '2023-11' ? [...MUST_REACH, 'mtg.orderBlockers', 'mtg.orderAttackers'] : MUST_REACH,
});

const blockSpaceOf = (s: MtgState): ReturnType<typeof blockSpace> => {
  const p = mtg.prompt(s) as MtgPrompt;
  return p.kind === 'mtg.declareBlockers' ? blockSpace(s, p) : null;
};
