/**
 * FaB random walks over the prompt's own options: every option offered must be accepted, the
 * invariants hold after every step, random actions that are refused leave the state exactly as
 * it was, and a JSON copy of the state behaves the same. The chooser answers every prompt kind:
 * priority, defend, the order of triggers, prevention, the judge's question.
 */
import * as fc from 'fast-check';
import { checkExtra, checkRefusal, isJsonData, loadSetup, type WalkRun } from '../../engine/testing/walks.ts';
import { fab } from '../../games/fab/index.ts';
import type { FabAction, FabEvent, FabState } from '../../games/fab/types.ts';
import type { WalkSpec } from '../spec.ts';
import { loadFixtures } from '../targeted.ts';
import { after, check, checkPrompt, checkState, checkTransition, checkViews, damageTaken, lifeLogged, offered } from './checks.ts';
import { choose, promptOptions, randomAction } from './choose.ts';
import { setupArb } from './setup.ts';

/** A set-up, the actions a targeted walk starts with (none for a random one), then the random numbers. */
export type FabWalk = { readonly setup: unknown; readonly prefix: readonly FabAction[]; readonly choices: readonly number[] };

const choicesArb = fc.array(fc.nat(), { minLength: 10, maxLength: 120, size: 'max' });

/** The parameters of the first refusal seen per error code (the test checks the locale texts name only these). */
export const fabErrorParams = new Map<string, Readonly<Record<string, unknown>>>();

/** What a transition's events reached, for the coverage check. */
const note = (run: WalkRun, start: FabState, events: readonly FabEvent[], action: FabAction): void => {
  const seen = run.reached;
  for (const e of events) {
    seen.add(e.type);
    if (e.type === 'damageDealt' && e.arcane) seen.add('damageDealt:arcane');
    if (e.type === 'damageDealt' && start.cards[e.player]) seen.add('damageDealt:ally');
    if (e.type === 'attacked' && start.cards[e.attack]?.zone === 'arsenal') seen.add('attacked:fromArsenal');
    if (e.type === 'attacked' && start.cards[e.attack]?.types.includes('ally')) seen.add('attacked:byAlly');
    if (e.type === 'defended' && start.cards[e.card]?.zone === 'arsenal') seen.add('defended:fromArsenal');
    if (e.type === 'actionPointGained' && e.rule.id === '8.3.5a') seen.add('actionPointGained:action');
    if (e.type === 'effectsEnded') seen.add(`effectsEnded:${e.until}`);
    check(fab.vocabulary.events.includes(e.type) && fab.rules.includes(e.rule.id), () => `event ${e.type} cites ${e.rule.id}`);
  }
  if (action.type === 'prevent' && action.pitch) seen.add('prevent:pitch');
};

/** A random action, legal or not: refused, it must change nothing; accepted, it must be offered and sound. */
const probe = (run: WalkRun, start: FabState, s: FabState, before: string, n: number): void => {
  const random = randomAction(s, n * 31 + 7);
  run.trying = random;
  const res = fab.apply(s, random);
  if (!res.ok) {
    checkRefusal(fab, s, before, random);
    if (!fabErrorParams.has(res.error.code)) fabErrorParams.set(res.error.code, res.error.params ?? {});
    return;
  }
  check(offered(fab.prompt(s), random), () => `accepted but not offered: ${JSON.stringify(random)}`);
  after(run.trace as FabAction[], random, () => {
    checkState(start, res.value.state);
    checkTransition(s, res.value.state, res.value.events, random);
  });
};

/** Every option the prompt offers is accepted and leaves a sound state. */
const tryOptions = (run: WalkRun, start: FabState, s: FabState, options: readonly FabAction[]): void => {
  for (const o of options) {
    run.trying = o;
    const res = fab.apply(s, o);
    if (!res.ok) throw new Error(`an offered ${o.type} was refused: ${res.error.code} (${res.error.rule.id}) ${JSON.stringify(o)}`);
    after(run.trace as FabAction[], o, () => {
      checkState(start, res.value.state);
      checkTransition(s, res.value.state, res.value.events, o);
    });
  }
};

/** Life moved exactly as logged, and damage lowered it, never below 0 (2.5.3e); ally life too. */
const checkLife = (start: FabState, s: FabState, events: readonly FabEvent[]): void => {
  for (const p of s.turnOrder) {
    const life = s.players[p]?.life ?? 0;
    const was = start.players[p]?.life ?? 0;
    check(life - was === lifeLogged(events, p), () => `${p} life ${was} -> ${life}, logged ${lifeLogged(events, p)}`);
    check(life === Math.max(0, was - damageTaken(events, p)), () => `${p} life ${life} after ${damageTaken(events, p)} damage from ${was}`);
  }
  for (const id of s.order) {
    const life = start.cards[id]?.life;
    if (life === null || life === undefined) continue;
    check(s.cards[id]?.life === Math.max(0, life - damageTaken(events, id)), () => `${id} life ${s.cards[id]?.life}`);
  }
};

/** The step a walk takes: the forced action of a targeted walk's prefix, or one of the options. */
const step = (run: WalkRun, start: FabState, s: FabState, n: number, forced: FabAction | null, events: FabEvent[]): FabState | null => {
  const before = JSON.stringify(s);
  if (!run.light) probe(run, start, s, before, n);
  const prompt = fab.prompt(s);
  run.reached.add(prompt.kind);
  checkPrompt(prompt);
  const options = promptOptions(s, n);
  if (options.length === 0 && forced === null) return null;
  if (!run.light) tryOptions(run, start, s, options);
  check(JSON.stringify(s) === before, () => 'trying the options changed the state');
  const action = forced ?? (choose(options, n) as FabAction);
  run.trying = action;
  const res = fab.apply(s, action);
  if (!res.ok) throw new Error(`a legal ${action.type} was refused: ${res.error.code} (${res.error.rule.id})`);
  // The same action on a JSON copy gives the same result.
  check(isJsonData(s), () => 'the state is not plain JSON data');
  const copy = JSON.parse(before) as FabState;
  const again = fab.apply(copy, action);
  check(again.ok && JSON.stringify(again.value) === JSON.stringify(res.value), () => 'a JSON copy of the state gave another result');
  const next = res.value.state;
  events.push(...res.value.events);
  note(run, start, res.value.events, action);
  after(run.trace as FabAction[], action, () => {
    checkState(start, next);
    checkViews(next);
    checkTransition(copy, next, res.value.events, action);
    checkLife(start, next, events);
    checkExtra(run, fab, next);
  });
  run.trace.push(action);
  run.trying = null;
  return next;
};

const walk = (input: FabWalk, run: WalkRun): void => {
  const start = loadSetup<FabState>(fab, input.setup);
  let s: FabState | null = start;
  const events: FabEvent[] = [];
  checkState(start, s);
  const forced = input.prefix.map((a, i) => ({ n: i * 40503 + 1, forced: a as FabAction | null }));
  for (const { n, forced: f } of [...forced, ...input.choices.map((c) => ({ n: c, forced: null }))]) {
    s = step(run, start, s, n, f, events);
    if (s === null) return;
  }
  checkPrompt(fab.prompt(s));
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
  walk,
  checks: {
    state: (start, s) => {
      checkState(start as FabState, s as FabState);
      checkViews(s as FabState);
    },
    step: (before, action, next, events) => checkTransition(before as FabState, next as FabState, events as FabEvent[], action as FabAction),
  },
  coverageRuns: 150,
  mustReach: MUST_REACH,
};
