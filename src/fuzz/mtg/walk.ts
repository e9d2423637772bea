/**
 * MTG random walks over the legal options that prompt(state) offers, from random boards of two to
 * six players, in every rules edition. The walk itself and the checks every game shares are
 * engine/testing/walks.ts's; MTG draws its choices from its own PRNG (seeded by the input) rather
 * than from a list of numbers, tries several illegal actions at once (each must be refused with
 * the code the rules name), checks JSON copies now and then, follows commander damage and the
 * combat damage steps across steps, and checks that the walk, written as a scenario file, loads
 * back. The invariants and oracles (508.1, 509.1, 510.1, 704, 510.4, 117.3) are checks.ts's.
 */
import * as fc from 'fast-check';
import { expect } from 'vitest';
import { randomWalk, type Walk, type WalkDef, type WalkRun } from '../../engine/testing/walks.ts';
import { mtg } from '../../games/mtg/index.ts';
import { MTG_EDITIONS, type MtgAction, type MtgEdition, type MtgEvent, type MtgPrompt, type MtgState } from '../../games/mtg/types.ts';
import type { WalkSpec } from '../spec.ts';
import { checks, combatRolesOk, commanderOk, refusedOk, roundTripOk, spaceOf, trackDamage } from './checks.ts';
import type { DamageTracker, Tally } from './checks.ts';
import { defenderOfTarget, legalAction, minBlockersOf, type BlockPrompt, type BlockSpace, type Perm } from './read.ts';
import { boardArb, loadBoard, rngFrom, type Rng, type Setup } from './setup.ts';

const MAX_STEPS = 60;

/** An edition, a board, and the seed of the walk's own PRNG (fast-check shrinks and replays it). */
export type MtgWalk = { readonly edition: MtgEdition; readonly setup: Setup; readonly seed: number };

type W = Walk<MtgState, MtgAction, MtgEvent>;

/** What one walk carries along: its PRNG, the commander damage tally, the damage steps, the casts so far, the prompt and block space of the state it acts from. */
type Walker = { readonly rng: Rng; readonly tally: Tally; readonly damage: DamageTracker; casts: number; prompt: MtgPrompt | null; space: BlockSpace | null };

const noteBlocks = (w: W, s: MtgState, prompt: BlockPrompt, space: BlockSpace | null): void => {
  const note = (what: string) => w.run.reached.add(what);
  note(space === null ? 'blocks too many to enumerate' : 'blocks enumerated');
  if (prompt.suggested.length > 0) note('blocks suggested');
  if (space !== null && space.max > 0) note('509.1c requirement applies');
  if (s.combat.blocksDeclared !== undefined && s.combat.blocksDeclared.length > 0) note('second defending player blocks');
};

const noteAction = (w: W, walker: Walker, s: MtgState, action: MtgAction): void => {
  const note = (what: string) => w.run.reached.add(what);
  if (action.type === 'cast') {
    note(`cast ${action.effect.kind}`);
    walker.casts++;
  }
  if (action.type === 'declareBlockers') {
    if (action.blockers.length > new Set(action.blockers.map((b) => b.id)).size) note('a creature blocks two attackers');
    if (action.blockers.some((b) => minBlockersOf(s.objects[b.blocks] as Perm) > 2)) note('three or more blockers needed');
  }
  if (action.type === 'declareAttackers' && new Set(action.attackers.map((a) => defenderOfTarget(s, a.target))).size > 1) note('attacks on two players');
};

/** Before each step: what the prompt is, then, always while blocks are asked and else three times in ten, illegal actions. */
const probe = (walker: Walker) => (w: W, s: MtgState): MtgState => {
  const prompt = mtg.prompt(s) as MtgPrompt;
  walker.prompt = prompt;
  w.run.reached.add(prompt.kind);
  w.run.reached.add(`step ${s.step}`);
  walker.space = spaceOf(s, prompt);
  if (prompt.kind === 'mtg.declareBlockers') noteBlocks(w, s, prompt, walker.space);
  if (walker.space !== null || walker.rng.chance(0.3)) refusedOk(walker.rng, w.run, s, walker.space);
  return s;
};

/** As a step is taken: another declaration the brute force finds legal is accepted too; the state survives JSON, now and then. */
const taken = (walker: Walker) => (w: W, s: MtgState, action: MtgAction, next: MtgState): void => {
  const space = walker.space;
  if (space !== null && space.best.length > 1) {
    const other = walker.rng.pick(space.best);
    const tried = mtg.apply(s, { type: 'declareBlockers', by: (walker.prompt as BlockPrompt).player, blockers: other });
    if (!tried.ok) throw new Error(`legal blocks refused: ${JSON.stringify(other)} -> ${JSON.stringify(tried.error)}`);
  }
  noteAction(w, walker, s, action);
  if (walker.rng.chance(0.2)) roundTripOk(next);
};

const walkDef = (edition: MtgEdition, setup: Setup, walker: Walker): WalkDef<MtgState, MtgAction, MtgEvent> => ({
  game: mtg,
  // Commander damage and the damage steps are followed across steps, so only a walk checks them.
  checks: {
    ...checks,
    step: (before, action, after, events) => {
      checks.step(before, action, after, events);
      commanderOk(after, walker.tally, events);
      trackDamage(walker.damage, before, after, events);
    },
  },
  probe: probe(walker),
  next: (w, s) => legalAction(walker.rng, s, walker.casts, walker.space, (what) => w.run.reached.add(what)),
  taken: taken(walker),
  stopped: (w, s) => refusedOk(walker.rng, w.run, s, walker.space),
  copies: false,
  end: (w, s) => {
    roundTripOk(s);
    // The walk saved as a scenario file loads back to the same actions.
    const file = mtg.load({ rules: edition, setup: JSON.parse(JSON.stringify(setup)), actions: JSON.parse(JSON.stringify(w.run.trace)) });
    expect(file.ok && file.value.actions).toEqual(w.run.trace);
  },
});

const walk = ({ edition, setup, seed }: MtgWalk, run: WalkRun): void => {
  const loaded = loadBoard(edition, setup);
  for (const e of loaded.events) run.reached.add(`load ${e.type}`);
  run.reached.add(`players ${setup.players.length}`);
  combatRolesOk(loaded.state, false);
  const walker: Walker = { rng: rngFrom(seed), tally: new Map(), damage: { current: null, firstStrikers: null }, casts: 0, prompt: null, space: null };
  for (const pl of setup.players) for (const [c, n] of Object.entries(pl.commanderDamage ?? {})) walker.tally.set(`${pl.id}>${c}`, n);
  commanderOk(loaded.state, walker.tally, []);
  // The numbers only count the steps: MTG draws from its own PRNG.
  randomWalk(walkDef(edition, setup, walker), run, loaded, Array.from({ length: MAX_STEPS }, () => 0));
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
  checks,
  coverageRuns: 200,
  mustReach: edition === '2023-11' ? [...MUST_REACH, 'mtg.orderBlockers', 'mtg.orderAttackers'] : MUST_REACH,
});
