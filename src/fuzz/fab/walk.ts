/**
 * FaB random walks over the prompt's own options: before each step a random action, then every
 * option the prompt offers, must be refused cleanly or accepted (an offered one always) and leave
 * a sound state, and the walk takes one of the options. The chooser answers every prompt kind:
 * priority, defend, the order of triggers, prevention, the judge's question. The walk itself and
 * the checks every game shares are engine/testing/walks.ts's; the game's invariants are checks.ts's.
 */
import * as fc from 'fast-check';
import { checking, loadStart, randomWalk, snapshot, tryAction, type Walk, type WalkDef } from '../../engine/testing/walks.ts';
import type { Transition } from '../../engine/types.ts';
import { fab } from '../../games/fab/index.ts';
import type { FabAction, FabEvent, FabState } from '../../games/fab/types.ts';
import type { WalkSpec } from '../spec.ts';
import { loadFixtures } from '../targeted.ts';
import { check, checkPrompt, checkState, checks, checkTransition, offered } from './checks.ts';
import { choose, promptOptions, randomAction } from './choose.ts';
import { setupArb } from './setup.ts';

/** A set-up, the actions a targeted walk starts with (none for a random one), then the random numbers. */
export type FabWalk = { readonly setup: unknown; readonly prefix: readonly FabAction[]; readonly choices: readonly number[] };

const choicesArb = fc.array(fc.nat(), { minLength: 10, maxLength: 120, size: 'max' });

/** The parameters of the first refusal seen per error code (the test checks the locale texts name only these). */
export const fabErrorParams = new Map<string, Readonly<Record<string, unknown>>>();

type W = Walk<FabState, FabAction, FabEvent>;

/** What a transition's events reached besides their types, for the coverage check. */
const note = (w: W, action: FabAction, events: readonly FabEvent[]): void => {
  const [seen, start] = [w.run.reached, w.start];
  for (const e of events) {
    if (e.type === 'damageDealt' && e.arcane) seen.add('damageDealt:arcane');
    if (e.type === 'damageDealt' && start.cards[e.player]) seen.add('damageDealt:ally');
    if (e.type === 'attacked' && start.cards[e.attack]?.zone === 'arsenal') seen.add('attacked:fromArsenal');
    if (e.type === 'attacked' && start.cards[e.attack]?.types.includes('ally')) seen.add('attacked:byAlly');
    if (e.type === 'defended' && start.cards[e.card]?.zone === 'arsenal') seen.add('defended:fromArsenal');
    if (e.type === 'actionPointGained' && e.rule.id === '8.3.5a') seen.add('actionPointGained:action');
    if (e.type === 'effectsEnded') seen.add(`effectsEnded:${e.until}`);
  }
  if (action.type === 'prevent' && action.pitch) seen.add('prevent:pitch');
};

/** A move tried and not taken: it leaves a sound state (the walk's own step checks the rest). */
const sound = (w: W, s: FabState, action: FabAction, res: Transition<FabState, FabEvent>): void =>
  checking(w.run, action, () => {
    checkState(w.start, res.state);
    checkTransition(s, res.state, res.events, action);
  });

/** A random action, legal or not: refused, it must change nothing; accepted, it must be offered and sound. */
const probe = (w: W, s: FabState, n: number): void => {
  const random = randomAction(s, n * 31 + 7);
  const res = tryAction(fab, w.run, s, random);
  if (!res.ok) {
    if (!fabErrorParams.has(res.error.code)) fabErrorParams.set(res.error.code, res.error.params ?? {});
    return;
  }
  check(offered(fab.prompt(s), random), () => `accepted but not offered: ${JSON.stringify(random)}`);
  sound(w, s, random, res.value);
};

/** Every option the prompt offers is accepted and leaves a sound state. */
const tryOptions = (w: W, s: FabState, options: readonly FabAction[]): void => {
  for (const o of options) {
    w.run.trying = o;
    const res = fab.apply(s, o);
    if (!res.ok) throw new Error(`an offered ${o.type} was refused: ${res.error.code} (${res.error.rule.id}) ${JSON.stringify(o)}`);
    sound(w, s, o, res.value);
  }
};

/**
 * FaB's walk: before each step a random action and then every option the prompt offers are
 * tried (skipped in a light run), and the walk takes one of those options; the prompt is checked
 * on every state it acts from, and on the last.
 */
const walkDef = (): WalkDef<FabState, FabAction, FabEvent> => {
  let options: FabAction[] = [];
  return {
    game: fab,
    checks,
    probe: (w, s, n) => {
      const before = snapshot(s);
      if (!w.run.light) probe(w, s, n);
      const prompt = fab.prompt(s);
      w.run.reached.add(prompt.kind);
      checkPrompt(prompt);
      options = promptOptions(s, n);
      if (!w.run.light) tryOptions(w, s, options);
      check(JSON.stringify(s) === before, () => 'trying the options changed the state');
      return s;
    },
    next: (_w, _s, n) => (options.length === 0 ? null : (choose(options, n) as FabAction)),
    taken: (w, _before, action, _after, events) => note(w, action, events),
    end: (_w, s) => checkPrompt(fab.prompt(s)),
    cards: (s) => s.order,
  };
};

const MUST_REACH = [
  'hit', 'defended', 'linkBecamePast', 'actionPointGained', 'chainClosed', 'playerLost', 'returned', 'spectraDestroyed',
  'goAgainGranted', 'triggered', 'triggersOrdered', 'preventedBy', 'damagePrevented', 'allyDied', 'effectsEnded',
  'keywordGranted', 'extraAttackGranted', 'bladeBreak', 'defenseCounter', 'judgeAsked', 'judgeRuled', 'fab.order',
  'fab.prevent', 'fab.judge', 'damageDealt:arcane', 'damageDealt:ally', 'attacked:fromArsenal', 'attacked:byAlly',
  'defended:fromArsenal', 'actionPointGained:action', 'prevent:pitch',
];

/**
 * Fixtures whose actions, between them, reach everything in MUST_REACH (a greedy cover over
 * scenarios/fab): the targeted walks start with each, so the coverage check holds under any seed.
 * The property test checks that these alone still reach it all.
 */
const TARGETED = [
  '8.3.10-battleworn-and-temper-temper-resolves-first-survives.json',
  '8.1.1b-action-with-go-again-in-the-resolution-step.json',
  '8.3.15-spellvoid-and-arcane-barrier-on-one-event.json',
  '1.10.2b-attacking-ally-dies-before-damage-closes-the-chain.json',
  '8.3.25-mirage-defender-destroyed-by-6-power-attack.json',
  '1.13.2b-go-again-outside-own-turn-gives-no-action-point.json',
  '2.5.3e-arcane-effect-damage-past-life-leaves-zero.json',
  '3.3-attack-action-card-from-arsenal.json',
  '5.2.3c-extra-attack-lets-weapon-attack-again.json',
  '7.2.3-attack-effect-happens-as-it-resolves.json',
  '7.6.2-skip-stops-where-go-again-allows-a-new-attack.json',
  '8.3.14b-spectra-trigger-closes-the-chain.json',
  '8.3.22b-overpower-gained-after-two-action-cards-defend.json',
  '8.3.28-ambush-card-defends-from-arsenal.json',
];

const targeted = (): fc.Arbitrary<FabWalk>[] =>
  loadFixtures(fab, TARGETED).map((f) => choicesArb.map((choices): FabWalk => ({ setup: f.setup, prefix: f.actions as FabAction[], choices })));

export const fabWalks: WalkSpec<FabWalk> = {
  game: 'fab',
  module: fab,
  input: fc.record({ setup: setupArb as fc.Arbitrary<unknown>, prefix: fc.constant([]), choices: choicesArb }),
  targeted: targeted(),
  scenario: (input) => ({ rules: 'current', setup: input.setup }),
  walk: (input, run) => randomWalk(walkDef(), run, loadStart(fab, input.setup), input.choices, input.prefix),
  checks,
  coverageRuns: 150,
  mustReach: MUST_REACH,
};
