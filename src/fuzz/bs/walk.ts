/**
 * Battle Spirits random walks over the options that prompt(state) offers (attackers or ending
 * the step, blockers or no block, pass / advance / a usable magic card / a manual effect in a
 * flash timing, the judge's options). At every step: an offered option is never refused; cores
 * are conserved per player (life + reserve + core trash + cores on field cards change only by
 * what comes from the void); the soul core is counted where it is said to be; every card is in
 * one zone; a refused random action hands back the same state, untouched, citing a rule; a JSON
 * copy behaves the same; a resolved battle's outcome is the one ❺–❼ give; the log replays.
 */
import * as fc from 'fast-check';
import { expect } from 'vitest';
import { play } from '../../engine/referee.ts';
import { checkExtra, checkRefusal, type WalkRun } from '../../engine/testing/walks.ts';
import { bs } from '../../games/bs/index.ts';
import type { BsAction, BsEvent, BsState } from '../../games/bs/types.ts';
import type { WalkSpec } from '../spec.ts';
import { checkCores, checkPrompt, checkResolution, checkRules, checkZones, coresOf, fromVoid } from './checks.ts';
import { legalAction, load, randomAction, setupArb } from './setup.ts';

const MAX_STEPS = 60;

export type BsWalk = { readonly setup: unknown; readonly choices: readonly number[] };

/** A random action: if refused, the same state object comes back and nothing in it changed. */
const probe = (run: WalkRun, s: BsState, before: string, n: number): void => {
  const action = randomAction(s, n * 31 + 7);
  run.trying = action;
  const rnd = bs.apply(s, action);
  if (rnd.ok) return;
  run.reached.add(`refused ${rnd.error.code}`);
  checkRefusal(bs, s, before, action);
  const replayed = play(bs, s, [action]);
  expect(replayed.state).toBe(s);
  expect(replayed.rejected?.error.code).toBe(rnd.error.code);
};

const walk = (input: BsWalk, run: WalkRun): void => {
  const start = load(input.setup);
  checkCores(start);
  checkZones(start, start);
  checkPrompt(start);
  let s = start;
  const gained: Record<string, number> = { A: 0, B: 0 };
  const base: Record<string, number> = { A: coresOf(start, 'A'), B: coresOf(start, 'B') };
  for (const n of input.choices) {
    const before = JSON.stringify(s);
    probe(run, s, before, n);
    const action = legalAction(s, n);
    if (action === null) {
      expect(s.ended || s.gameOver).toBe(true);
      break;
    }
    run.trying = action;
    const res = bs.apply(s, action);
    if (!res.ok) throw new Error(`an option the prompt offered was refused: ${JSON.stringify(action)} -> ${JSON.stringify(res.error)}`);
    // The same action on a JSON copy gives the same result.
    const copy = JSON.parse(before) as BsState;
    expect(copy).toEqual(s);
    const again = bs.apply(copy, action);
    expect(again.ok && again.value.state).toEqual(res.value.state);
    checkResolution(s, action, res.value.state);
    s = res.value.state;
    for (const e of res.value.events) run.reached.add(e.type);
    checkRules(res.value.events);
    for (const p of ['A', 'B']) {
      gained[p] = (gained[p] ?? 0) + fromVoid(res.value.events, p);
      expect(coresOf(s, p), `cores of ${p} after ${JSON.stringify(action)}`).toBe((base[p] ?? 0) + (gained[p] ?? 0));
    }
    checkCores(s);
    checkZones(s, start);
    checkPrompt(s);
    if (s.gameOver) expect(bs.summary(s).losers.length).toBeGreaterThan(0);
    checkExtra(run, bs, s);
    run.trace.push(action);
    run.trying = null;
  }
  // The log replays: the accepted actions from the loaded state give the same state.
  const replay = play(bs, start, run.trace as BsAction[]);
  expect(replay.rejected).toBeNull();
  expect(replay.state).toEqual(s);
  // The view never throws and names every card.
  expect(Object.keys(bs.view(s).cards).toSorted()).toEqual(s.order.toSorted());
};

export const bsWalks: WalkSpec<BsWalk> = {
  game: 'bs',
  module: bs,
  input: fc.record({ setup: setupArb as fc.Arbitrary<unknown>, choices: fc.array(fc.nat(), { minLength: 5, maxLength: MAX_STEPS }) }),
  scenario: (input) => ({ rules: 'current', setup: input.setup }),
  walk,
  checks: {
    state: (start, s) => {
      checkCores(s as BsState);
      checkZones(s as BsState, start as BsState);
      checkPrompt(s as BsState);
    },
    step: (before, action, after, events) => {
      checkResolution(before as BsState, action as BsAction, after as BsState);
      checkRules(events as BsEvent[]);
    },
  },
  coverageRuns: 300,
  mustReach: [
    'attackDeclared', 'blockDeclared', 'noBlock', 'flashUsed', 'costPaid', 'lifeTaken', 'bpCompared', 'destroyed', 'blessed', 'lifeGained',
    'lifeLost', 'battleEndedByEffect', 'battleEffectsEnded', 'attackerGone', 'blockerGone', 'judgeAsked', 'judgeRuled', 'playerLost',
    'attackStepEnded', 'effectFizzled',
    ...['noFlashTiming', 'notYourFlash', 'battleInProgress', 'notBlockStep', 'cannotAttack', 'noQuestion', 'attackStepOver', 'notInHand'].map((c) => `refused ${c}`),
  ],
};
