/**
 * Phantom Magic Vision random walks over the options that prompt(state) offers (attacks,
 * defences, plays with and without `defend`, manual effects, pass, advance, the graze offer, the
 * judge's options), mixed with random actions that may be illegal. At every step: an offered
 * option is never refused; every card is in one zone and moves only as the rules move it; life,
 * nodes and deck change exactly as the events say; nothing on the field is left 決死; a refused
 * action hands back the same state, untouched, citing a rule; a JSON copy behaves the same; the
 * log replays.
 */
import * as fc from 'fast-check';
import { expect } from 'vitest';
import { play } from '../../engine/referee.ts';
import { checkExtra, checkRefusal, type WalkRun } from '../../engine/testing/walks.ts';
import { pmv } from '../../games/pmv/index.ts';
import type { PmvAction, PmvEvent, PmvState } from '../../games/pmv/types.ts';
import type { WalkSpec } from '../spec.ts';
import { checkAccounting, checkBoard, checkPrompt, checkRules, checkZones } from './checks.ts';
import { legalAction, load, randomAction, setupArb } from './setup.ts';

const MAX_STEPS = 60;

export type PmvWalk = { readonly setup: unknown; readonly choices: readonly number[] };

/** One accepted transition: its events cite rules, life, nodes and deck add up, zones move as the rules move them. */
const accepted = (run: WalkRun, s: PmvState, action: PmvAction, next: PmvState, events: readonly PmvEvent[]): void => {
  checkRules(events);
  checkAccounting(s, next, events, JSON.stringify(action));
  checkZones(next, s);
  for (const e of events) run.reached.add(e.type);
  checkExtra(run, pmv, next);
  run.trace.push(action);
  run.trying = null;
};

/** A random action: refused, the same state object comes back untouched; accepted, the walk goes on from it. */
const probe = (run: WalkRun, s: PmvState, n: number): PmvState => {
  const action = randomAction(s, n * 31 + 7);
  run.trying = action;
  const before = JSON.stringify(s);
  const rnd = pmv.apply(s, action);
  if (rnd.ok) {
    accepted(run, s, action, rnd.value.state, rnd.value.events);
    return rnd.value.state;
  }
  run.reached.add(`refused ${rnd.error.code}`);
  checkRefusal(pmv, s, before, action);
  const replayed = play(pmv, s, [action]);
  expect(replayed.state).toBe(s);
  expect(replayed.rejected?.error.code).toBe(rnd.error.code);
  return s;
};

const walk = (input: PmvWalk, run: WalkRun): void => {
  const start = load(input.setup);
  checkZones(start, start);
  checkBoard(start);
  checkPrompt(start);
  let s = start;
  for (const n of input.choices) {
    s = probe(run, s, n);
    const action = legalAction(s, n);
    if (action === null) {
      expect(s.ended || s.gameOver).toBe(true);
      break;
    }
    run.trying = action;
    const snapshot = JSON.stringify(s);
    const res = pmv.apply(s, action);
    if (!res.ok) throw new Error(`an option the prompt offered was refused: ${JSON.stringify(action)} -> ${JSON.stringify(res.error)}`);
    // The same action on a JSON copy gives the same result.
    const copy = JSON.parse(snapshot) as PmvState;
    expect(copy).toEqual(s);
    const again = pmv.apply(copy, action);
    expect(again.ok && again.value.state).toEqual(res.value.state);
    accepted(run, s, action, res.value.state, res.value.events);
    s = res.value.state;
    checkBoard(s);
    checkPrompt(s);
  }
  // The log replays: the accepted actions from the loaded state give the same state.
  const replay = play(pmv, start, run.trace as PmvAction[]);
  expect(replay.rejected).toBeNull();
  expect(replay.state).toEqual(s);
  // The view never throws and names every card.
  expect(Object.keys(pmv.view(s).cards).toSorted()).toEqual(s.order.toSorted());
};

export const pmvWalks: WalkSpec<PmvWalk> = {
  game: 'pmv',
  module: pmv,
  input: fc.record({ setup: setupArb as fc.Arbitrary<unknown>, choices: fc.array(fc.nat(), { minLength: 5, maxLength: MAX_STEPS }) }),
  scenario: (input) => ({ rules: 'current', setup: input.setup }),
  walk,
  checks: {
    state: (_start, s) => {
      checkBoard(s as PmvState);
      checkPrompt(s as PmvState);
    },
    step: (before, action, after, events) => {
      checkRules(events as PmvEvent[]);
      checkAccounting(before as PmvState, after as PmvState, events as PmvEvent[], JSON.stringify(action));
      checkZones(after as PmvState, before as PmvState);
    },
  },
  coverageRuns: 300,
  mustReach: [
    'attackDeclared', 'defenceDeclared', 'cardPlayed', 'ambushDefence', 'costPaid', 'effectUsed', 'commandResolved', 'characterEntered',
    'effectFizzled', 'modified', 'damageDealt', 'noDamage', 'pierced', 'becameKesshi', 'kesshiAvoided', 'toUnderworld', 'defenceCancelled',
    'noCombatDamage', 'grazeOffered', 'grazeUnavailable', 'grazed', 'grazeDeclined', 'combatDamageRemoved', 'judgeAsked', 'judgeRuled',
    'playerLost', 'mainPhaseEnded', 'lifeLost', 'lifeGained',
    ...['notYourPriority', 'noPriority', 'cannotAttack', 'cannotDefend', 'notAmbush', 'noGraze', 'notInHand', 'noQuestion', 'turnOver', 'gameOver', 'judgeFirst'].map((c) => `refused ${c}`),
  ],
};
