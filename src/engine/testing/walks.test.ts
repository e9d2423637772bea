/**
 * The generic random walk (walks.ts) on the toy game: a sound module walks through, and each
 * check the walk makes for every game fails on a module broken for it.
 */
import { describe, expect, test } from 'vitest';
import { play } from '../referee.ts';
import type { ActionBase, EngineError, Result, Transition } from '../types.ts';
import { toyGame, type ToyAction, type ToyEvent, type ToyState } from './toyGame.ts';
import { newRun, pick, probeRandom, randomWalk, replayChecked, type Checks, type Start, type WalkDef, type WalkRun } from './walks.ts';

type Toy = typeof toyGame;
type Applied = Result<Transition<ToyState, ToyEvent>, EngineError>;

const NUMBERS = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3, 8, 4, 6, 2, 6, 4];

const start = (): Start<ToyState, ToyEvent> => {
  const loaded = toyGame.load({ rules: 'toy', setup: { players: [{ id: 'A', life: 3 }, { id: 'B', life: 3 }], active: 'A' }, actions: [] });
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
  return { state: loaded.value.state, events: [] };
};

/** The options the prompt offers, as actions. */
const options = (s: ToyState): ToyAction[] => {
  const p = toyGame.prompt(s);
  if (p.kind === 'toy.priority') return [{ type: 'pass', by: p.player }, ...p.plays.map((effect): ToyAction => ({ type: 'play', by: p.player, effect }))];
  if (p.kind === 'toy.choose') return p.options.map((hitBack): ToyAction => ({ type: 'choose', by: p.player, hitBack }));
  if (p.kind === 'toy.judge') return p.options.map((ruling): ToyAction => ({ type: 'judge', question: p.question, ruling }));
  return [];
};

const random = (_s: ToyState, n: number): ToyAction =>
  pick<ToyAction>([{ type: 'pass', by: pick(['A', 'B', 'C'], n) }, { type: 'choose', by: 'A', hitBack: true }, { type: 'judge', question: 'tie', ruling: 'draw' }], n >> 2);

/** Life moves only as lifeChanged says, since the start. */
const checks: Checks<ToyState, ToyAction, ToyEvent> = {
  state: (s0, s) => expect(s.turnOrder).toEqual(s0.turnOrder),
  step: () => undefined,
  totals: (s0, s, events) => {
    for (const p of s.turnOrder) {
      const logged = events.reduce((sum, e) => (e.type === 'lifeChanged' && e.player === p ? sum + e.amount : sum), 0);
      expect(s.life[p], `life of ${p}`).toBe((s0.life[p] ?? 0) + logged);
    }
  },
};

const def = (game: Toy = toyGame, more: Partial<WalkDef<ToyState, ToyAction, ToyEvent>> = {}): WalkDef<ToyState, ToyAction, ToyEvent> => ({
  game,
  checks,
  probe: probeRandom(random),
  // The first option (a pass, where priority is held) on even numbers, so stacks resolve and steps end.
  next: (_w, s, n) => {
    const list = options(s);
    return list.length === 0 ? null : pick(list, n % 2 === 0 ? 0 : n);
  },
  ...more,
});

const walk = (d: WalkDef<ToyState, ToyAction, ToyEvent>, prefix: readonly ToyAction[] = []): WalkRun => {
  const run = newRun();
  randomWalk(d, run, start(), NUMBERS, prefix);
  return run;
};

/** The toy with `apply` wrapped: `change` sees every call and its result, and returns the result to hand back. */
const withApply = (change: (s: ToyState, a: ToyAction, res: Applied) => Applied): Toy => ({ ...toyGame, apply: (s, a) => change(s, a, toyGame.apply(s, a)) as ReturnType<Toy['apply']> });

/** A heal of 3, which no option offers: legal whenever someone holds priority. */
const bigHeal = (s: ToyState): ToyAction => ({ type: 'play', by: s.priority?.holder ?? 'A', effect: { kind: 'heal', player: 'A', amount: 3 } });
const heals = (run: WalkRun) => run.trace.filter((a) => JSON.stringify(a).includes('"amount":3')).length;

/** A sound walk's actions. */
const trace = (): readonly ToyAction[] => walk(def()).trace as ToyAction[];

describe('a sound game', () => {
  test('walks through: refused probes noted, steps traced, the log replays', () => {
    const run = walk(def());
    expect(run.trace.length).toBeGreaterThan(5);
    expect([...run.reached]).toEqual(expect.arrayContaining(['priorityPassed', 'refused notYourPriority']));
    expect(() => replayChecked(toyGame, checks, start(), run.trace as ToyAction[], null)).not.toThrow();
  });

  test('a targeted walk takes its prefix first', () => {
    const heal: ToyAction = { type: 'play', by: 'A', effect: { kind: 'heal', player: 'A', amount: 2 } };
    expect(walk(def(), [heal]).trace[0]).toEqual(heal);
  });

  test("a random action accepted is taken as a step only where the game's probe says so", () => {
    expect(heals(walk(def(toyGame, { probe: probeRandom(bigHeal) })))).toBe(0);
    expect(heals(walk(def(toyGame, { probe: probeRandom(bigHeal, 'take') })))).toBeGreaterThan(0);
  });
});

describe('a broken game fails the walk', () => {
  test('an action that changes the state it is applied to', () => {
    const game = withApply((s, _a, res) => {
      if (res.ok) (s as { touched?: boolean }).touched = true;
      return res;
    });
    expect(() => walk(def(game))).toThrow(/changed the state it was applied to/);
  });

  test('a refusal that changes the state it was tried on', () => {
    const game = withApply((s, _a, res) => {
      if (!res.ok) (s as { touched?: boolean }).touched = true;
      return res;
    });
    expect(() => walk(def(game))).toThrow(/the refusal changed the state/);
  });

  test('a result that a JSON copy of the state does not give', () => {
    let calls = 0;
    const game = withApply((_s, _a, res) => (res.ok ? { ok: true, value: { ...res.value, state: { ...res.value.state, calls: calls++ } } } : res));
    expect(() => walk(def(game))).toThrow(/on a JSON copy of the state gave another result/);
  });

  test('an event citing a rule the game does not list', () => {
    const game = withApply((_s, _a, res) => (res.ok ? { ok: true, value: { ...res.value, events: [...res.value.events, { type: 'duelEnded', rule: { game: 'mtg', id: 'T99' } }] } } : res));
    expect(() => walk(def(game))).toThrow(/event duelEnded cites mtg T99, not a rule of mtg/);
  });

  test('a refusal with a code the game does not declare', () => {
    const game = withApply((_s, _a, res) => (res.ok ? res : { ok: false, error: { ...res.error, code: 'madeUp' } }));
    expect(() => walk(def(game))).toThrow(/undeclared error code madeUp/);
  });

  test('an option the walk takes that is refused', () => {
    expect(() => walk(def(toyGame, { next: () => ({ type: 'choose', by: 'B', hitBack: true }) }))).toThrow(/an option the walk took was refused/);
  });

  test('nobody to act while play goes on', () => {
    expect(() => walk(def(toyGame, { next: () => null }))).toThrow(/nobody is to act, yet play is not over/);
  });

  test("the game's invariant, naming the step", () => {
    const broken = { ...checks, step: (_b: ToyState, a: ActionBase) => expect(a.type).not.toBe('play') };
    expect(() => walk(def(toyGame, { checks: broken }))).toThrow(/\(after \d+ actions, then \{"type":"play"/);
  });

  test('a log that replays with other events', () => {
    let calls = 0;
    const game = withApply((_s, _a, res) => (res.ok ? { ok: true, value: { ...res.value, events: res.value.events.map((e) => ({ ...e, calls: calls++ })) } } : res));
    expect(() => walk(def(game, { copies: false }))).toThrow(/the log replays with other events/);
  });

  test('a view that does not name every card', () => {
    const game: Toy = { ...toyGame, view: (s) => Object.assign(toyGame.view(s), { cards: {} }) };
    expect(() => walk(def(game, { cards: () => ['ghost'] }))).toThrow(/the view names/);
  });
});

describe('replaying a written walk', () => {
  test('checks the totals since the start, naming the action that breaks them', () => {
    // Life changes go unlogged: the first action that changes life breaks the totals.
    const game = withApply((_s, _a, res) => (res.ok ? { ok: true, value: { ...res.value, events: res.value.events.filter((e) => e.type !== 'lifeChanged') } } : res));
    const played = play(toyGame, start().state, trace());
    const first = played.events.findIndex((e) => e.type === 'lifeChanged');
    const at = trace().findIndex((_a, i) => play(toyGame, start().state, trace().slice(0, i + 1)).events.length > first);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(() => replayChecked(game, checks, start(), trace(), null)).toThrow(new RegExp(`actions\\[${at}\\].*life of`));
  });

  test('a refused last action is checked as a refusal; one before the end is an error', () => {
    const wrong: ToyAction = { type: 'pass', by: 'C' };
    expect(() => replayChecked(toyGame, checks, start(), [...trace(), wrong], null)).not.toThrow();
    expect(() => replayChecked(toyGame, checks, start(), [wrong, ...trace()], null)).toThrow(/refused \(unknownPlayer, T2\) before the end/);
  });
});
