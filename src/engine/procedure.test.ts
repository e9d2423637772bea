/**
 * The procedure kernel's driver, one behaviour per test, through the toy game (testing/toyGame.ts):
 * who gets priority and under which rule, passing, the stack, `advance`, decisions, steps nobody
 * plays in, state checks, the end, judge questions, refusals that leave the state alone, and a
 * JSON round trip. A random walk over the toy's prompts closes the file. (The quotes of the toy in
 * docs/adding-a-game.md are checked with every doc's, in src/docs.test.ts.)
 */
import * as fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { runProcedure, type Ctx } from './procedure.ts';
import { STEP_TABLE, toyGame as game, toyProcedure, type Effect, type Step, type ToyAction, type ToyEvent, type ToyState } from './testing/toyGame.ts';
import type { PlayerId } from './types.ts';

/** A duel between A (the turn player) and B, in `main` with A holding priority. */
const start = (lifeA = 3, lifeB = lifeA): ToyState => {
  const loaded = game.load({ rules: 'toy', setup: { players: [{ id: 'A', life: lifeA }, { id: 'B', life: lifeB }], active: 'A' }, actions: [] });
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
  return loaded.value.state;
};

/** Applies legal actions in order; any refusal fails the test. Returns the last state and every event. */
const run = (s0: ToyState, ...actions: ToyAction[]): { state: ToyState; events: ToyEvent[] } => {
  let state = s0;
  const events: ToyEvent[] = [];
  for (const a of actions) {
    const r = game.apply(state, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${JSON.stringify(r.error)}`);
    state = r.value.state;
    events.push(...r.value.events);
  }
  return { state, events };
};

/** The action must be refused, and the state it was applied to left exactly as it was. */
const refused = (s: ToyState, a: ToyAction) => {
  const before = JSON.stringify(s);
  const r = game.apply(s, a);
  if (r.ok) throw new Error(`${JSON.stringify(a)} was accepted`);
  expect(JSON.stringify(s)).toBe(before);
  return r.error;
};

const pass = (by: PlayerId): ToyAction => ({ type: 'pass', by });
const advance: ToyAction = { type: 'advance' };
const play = (by: PlayerId, kind: Effect['kind'], player: PlayerId, amount = 1): ToyAction => ({ type: 'play', by, effect: { kind, player, amount } });
const choose = (by: PlayerId, hitBack: boolean): ToyAction => ({ type: 'choose', by, hitBack });
const judge = (ruling: string, question = 'tie'): ToyAction => ({ type: 'judge', question, ruling });
const brief = (events: readonly ToyEvent[]) => events.map((e) => `${e.type} ${e.rule.id}${'player' in e ? ` ${e.player}` : ''}${e.type === 'stepBegan' ? ` ${e.step}` : ''}`);
const rule = (id: string) => ({ game: 'mtg', id });

/** In `strike` with B's decision made, A holding priority (B has taken the strike: A 3, B 2). */
const inStrike = (): ToyState => run(start(), pass('A'), pass('B'), choose('B', false)).state;
/** Both at 2 as `end` begins, so the judge is asked: A hurts themself in main, then the strike hits B. */
const tied = (): ToyState => run(start(), play('A', 'damage', 'A'), advance, advance, choose('B', false), advance).state;

describe('priority', () => {
  test('a step gives priority once its turn-based actions are done, under its own rule, with a priorityGiven event', () => {
    const { state, events } = run(start(), pass('A'), pass('B'), choose('B', false));
    expect(brief(events).slice(-2)).toEqual(['chose T7b B', 'priorityGiven T7c A']);
    expect(game.prompt(state)).toMatchObject({ kind: 'toy.priority', player: 'A', rule: rule('T7c'), step: 'strike' });
  });

  test('a pass hands priority to the next player (T2)', () => {
    const { state, events } = run(start(), pass('A'));
    expect(events).toEqual([{ type: 'priorityPassed', rule: rule('T2'), player: 'A' }]);
    expect(state.priority).toMatchObject({ holder: 'B', passes: 1, rule: rule('T2') });
  });

  test('all passing with an empty stack ends the step; the next begins under the transition rule and does its turn-based action', () => {
    const { state, events } = run(start(), pass('A'), pass('B'));
    expect(brief(events)).toEqual(['priorityPassed T2 A', 'priorityPassed T3 B', 'stepBegan T7 strike', 'lifeChanged T7a B']);
    expect(state).toMatchObject({ step: 'strike', priority: null, pending: { kind: 'choose', player: 'B' }, life: { A: 3, B: 2 } });
  });

  test('a play keeps priority for the player who acted, with a fresh pass count (after: keep)', () => {
    const { state, events } = run(start(), pass('A'), play('B', 'damage', 'A'));
    expect(brief(events)).toEqual(['priorityPassed T2 A', 'played T5 B']);
    expect(state.priority).toMatchObject({ holder: 'B', passes: 0, rule: rule('T5') });
    expect(state.stack).toEqual([{ by: 'B', effect: { kind: 'damage', player: 'A', amount: 1 } }]);
  });

  test('all passing with items on the stack resolves the top one only, then the turn player gets priority under the resolved rule', () => {
    const s = run(start(), play('A', 'heal', 'A'), pass('A'), play('B', 'damage', 'A', 2)).state;
    const { state, events } = run(s, pass('B'), pass('A'));
    expect(brief(events)).toEqual(['priorityPassed T2 B', 'priorityPassed T3 A', 'resolved T3 B', 'lifeChanged T3 A', 'priorityGiven T4 A']);
    expect(state).toMatchObject({ step: 'main', life: { A: 1, B: 3 }, stack: [{ by: 'A' }] });
    expect(state.priority).toMatchObject({ holder: 'A', passes: 0 });
  });

  test('a priority move by a player without priority is refused with the game\'s notYourPriority', () => {
    expect(refused(start(), play('B', 'damage', 'A'))).toEqual({ code: 'notYourPriority', rule: rule('T2'), params: { player: 'A' } });
    expect(refused(start(), pass('B'))).toMatchObject({ code: 'notYourPriority' });
    expect(refused(start(), pass('C'))).toMatchObject({ code: 'unknownPlayer' }); // anyAction comes first
  });
});

describe('advance', () => {
  test('passes until something happens: one resolution, then the end of the step', () => {
    const s = run(start(), play('A', 'damage', 'B'), play('A', 'heal', 'A')).state;
    const once = run(s, advance);
    expect(brief(once.events)).toEqual(['priorityPassed T2 A', 'priorityPassed T3 B', 'resolved T3 A', 'lifeChanged T3 A', 'priorityGiven T4 A']);
    expect(once.state.stack).toHaveLength(1);
    const done = run(once.state, advance, advance);
    expect(done.state).toMatchObject({ step: 'strike', stack: [], life: { A: 4, B: 1 }, pending: { player: 'B' } });
  });

  test('from the second player on, it passes for whoever holds priority', () => {
    const { state } = run(start(), pass('A'), advance);
    expect(state.step).toBe('strike');
  });

  test('is refused while a decision is pending, with the game\'s pending refusal', () => {
    const s = run(start(), advance).state;
    expect(refused(s, advance)).toEqual({ code: 'decisionPending', rule: rule('T7b'), params: { player: 'B' } });
  });
});

/** A play for B whenever B is behind and nothing is on the stack (the toy's own plays are manual effects: they never count). */
const behind = (s: ToyState, p: PlayerId): boolean => p === 'B' && s.stack.length === 0 && (s.life.B ?? 0) < (s.life.A ?? 0);
/** `run` through another apply (a variant of the toy's procedure). */
const applyAll = (f: typeof game.apply, s: ToyState, ...actions: ToyAction[]) => {
  let state = s;
  const events: ToyEvent[] = [];
  for (const a of actions) {
    const r = f(state, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${JSON.stringify(r.error)}`);
    state = r.value.state;
    events.push(...r.value.events);
  }
  return { state, events };
};

describe('advance until decision', () => {
  const skip: ToyAction = { type: 'advance', until: 'decision' };
  /** The toy whose hasPlay hook is `behind`. */
  const withPlays: typeof game.apply = runProcedure({ ...toyProcedure, hasPlay: behind });

  test('with nobody able to play, it passes through the step to the next decision, exactly as the passes one by one', () => {
    const skipped = run(start(), skip);
    expect(brief(skipped.events)).toEqual(['priorityPassed T2 A', 'priorityPassed T3 B', 'stepBegan T7 strike', 'lifeChanged T7a B']);
    expect(skipped).toEqual(run(start(), pass('A'), pass('B')));
    expect(game.prompt(skipped.state)).toMatchObject({ kind: 'toy.choose', player: 'B' });
  });

  test('resolves the whole stack and goes on, where a plain advance stops after one resolution', () => {
    const s = run(start(), play('A', 'damage', 'B'), play('A', 'heal', 'A')).state;
    expect(run(s, advance).state).toMatchObject({ step: 'main', stack: [{ by: 'A' }] });
    const skipped = run(s, skip);
    expect(skipped.state).toMatchObject({ step: 'strike', stack: [], life: { A: 4, B: 1 }, pending: { player: 'B' } });
    expect(skipped).toEqual(run(s, pass('A'), pass('B'), pass('A'), pass('B'), pass('A'), pass('B')));
  });

  test('runs to the end of the procedure when that is the next thing (the end is a decision too)', () => {
    const { state, events } = run(inStrike(), skip);
    expect(state).toMatchObject({ ended: true, priority: null });
    expect(brief(events).at(-1)).toBe('duelEnded T8');
  });

  test('stops where the game says a priority holder has a play, after the passes that led there', () => {
    const s = run(start(), play('A', 'damage', 'B')).state;
    const { state, events } = applyAll(withPlays, s, skip);
    expect(brief(events)).toEqual(['priorityPassed T2 A', 'priorityPassed T3 B', 'resolved T3 A', 'lifeChanged T3 B', 'priorityGiven T4 A', 'priorityPassed T2 A']);
    expect(state).toMatchObject({ step: 'main', stack: [], life: { A: 3, B: 2 }, priority: { holder: 'B', passes: 1 } });
    // The holder who has a play and asks to skip passes all the same: the skip stops only for the others.
    const next = applyAll(withPlays, state, skip);
    expect(next.state).toMatchObject({ step: 'strike', pending: { player: 'B' } });
    expect(next).toEqual(applyAll(withPlays, state, pass('B')));
  });

  test('without the hook, plays by hand never stop it (manual effects are always possible, so they do not count)', () => {
    const s = run(start(), play('A', 'damage', 'B')).state;
    expect(run(s, skip).state).toMatchObject({ step: 'strike', pending: { player: 'B' } });
  });

  test('stops at a judge question and at the game over', () => {
    const s = run(start(), play('A', 'damage', 'A'), advance, advance, choose('B', false)).state;
    expect(run(s, skip).state).toMatchObject({ judge: { question: 'tie' }, priority: null });
    expect(run(start(), play('A', 'damage', 'B', 3), skip).state).toMatchObject({ gameOver: true, losers: ['B'] });
  });

  test('is refused where advance is, with the same refusals', () => {
    const pending = run(start(), advance).state;
    expect(refused(pending, skip)).toEqual(refused(pending, advance));
    expect(refused(run(inStrike(), advance).state, skip)).toEqual({ code: 'ended', rule: rule('T8') });
    expect(refused(tied(), skip)).toMatchObject({ code: 'judgeFirst' });
  });

  test('is bounded: a procedure that never leaves its step stops after many passes, still holding priority', () => {
    const main = { ...STEP_TABLE.main, next: () => ({ step: 'main' as const, rule: 'T6' as const }) };
    const loop: typeof game.apply = runProcedure({ ...toyProcedure, steps: { ...STEP_TABLE, main } });
    const { state, events } = applyAll(loop, start(), skip);
    expect(state).toMatchObject({ step: 'main', priority: { holder: expect.any(String) } });
    expect(events.filter((e) => e.type === 'priorityPassed')).toHaveLength(4096);
  });

  test('from any reachable position, it is the passes one by one until a decision or a holder with a play', () => {
    const script = fc.array(fc.oneof(fc.constant('pass'), fc.constant('advance'), fc.constantFrom<['A' | 'B', Effect['kind']]>(['A', 'damage'], ['B', 'damage'], ['A', 'heal'], ['B', 'heal'])), { maxLength: 12 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }), script, fc.boolean(), (lifeA, lifeB, moves, hooked) => {
        const f = hooked ? withPlays : game.apply;
        let s = start(lifeA, lifeB);
        for (const m of moves) {
          if (s.priority === null) break;
          const holder = s.priority.holder;
          const a: ToyAction = m === 'pass' ? pass(holder) : m === 'advance' ? advance : play(holder, m[1], m[0]);
          const r = f(s, a);
          if (r.ok) s = r.value.state;
        }
        const skipped = f(s, skip);
        if (s.priority === null || s.pending !== null || s.judge !== null || s.ended || s.gameOver) {
          expect(skipped.ok).toBe(false);
          return;
        }
        // By hand: pass for the holder until play waits on something else or the holder has a play.
        const hasPlay = hooked ? behind : () => false;
        let state = s;
        const events: ToyEvent[] = [];
        do {
          const r = f(state, pass((state.priority as { holder: string }).holder));
          if (!r.ok) throw new Error(JSON.stringify(r.error));
          state = r.value.state;
          events.push(...r.value.events);
        } while (state.priority !== null && !hasPlay(state, state.priority.holder));
        expect(skipped).toEqual({ ok: true, value: { state, events } });
      }),
      { seed: 20261125, numRuns: 300 },
    );
  });
});

describe('decisions', () => {
  test('a pending decision blocks pass and priority moves; its own move is gated by its custom `when`', () => {
    const s = run(start(), advance).state;
    expect(game.prompt(s)).toMatchObject({ kind: 'toy.choose', player: 'B', rule: rule('T7b') });
    for (const a of [pass('A'), pass('B'), play('A', 'heal', 'A')]) expect(refused(s, a)).toMatchObject({ code: 'decisionPending', rule: rule('T7b') });
    expect(refused(s, choose('A', true))).toEqual({ code: 'notYourDecision', rule: rule('T7b'), params: { player: 'B' } });
    expect(refused(start(), choose('B', true))).toMatchObject({ code: 'noDecision' });
    const { state, events } = run(s, choose('B', true));
    expect(brief(events)).toEqual(['chose T7b B', 'lifeChanged T7b A', 'priorityGiven T7c A']);
    expect(state.life).toEqual({ A: 2, B: 2 });
  });
});

describe('steps, state checks and the end', () => {
  test('a step in which nobody gets priority is passed through at once, and the procedure ends after the terminal step', () => {
    const { state, events } = run(inStrike(), pass('A'), pass('B'));
    expect(brief(events)).toEqual(['priorityPassed T2 A', 'priorityPassed T3 B', 'stepBegan T8 end', 'duelEnded T8']);
    expect(state).toMatchObject({ step: 'end', ended: true, gameOver: false, priority: null, losers: [] });
    expect(game.prompt(state)).toMatchObject({ kind: 'toy.over', player: null, rule: rule('T8'), losers: [] });
  });

  test('after the end, every action is refused with the game\'s ended refusal', () => {
    const s = run(inStrike(), advance).state;
    for (const a of [pass('A'), advance, play('A', 'heal', 'A'), choose('B', true)]) expect(refused(s, a)).toEqual({ code: 'ended', rule: rule('T8') });
    expect(refused(s, judge('playOn'))).toMatchObject({ code: 'noQuestion' });
  });

  test('state checks wait while a decision is pending: a player at 0 life loses only when priority would be given', () => {
    const s = run(start(1), advance).state;
    expect(s).toMatchObject({ life: { A: 1, B: 0 }, gameOver: false, losers: [], pending: { player: 'B' } });
    const { state, events } = run(s, choose('B', false));
    expect(brief(events)).toEqual(['chose T7b B', 'playerLost T1 B']);
    expect(state).toMatchObject({ gameOver: true, losers: ['B'], priority: null });
    expect(game.prompt(state)).toMatchObject({ kind: 'toy.over', player: null, rule: rule('T1'), losers: ['B'] });
  });

  test('a resolution that leaves a player at 0 ends the game before anyone gets priority; then everything is refused gameOver', () => {
    const { state, events } = run(start(), play('A', 'damage', 'B', 3), advance);
    expect(brief(events).slice(-2)).toEqual(['lifeChanged T3 B', 'playerLost T1 B']);
    expect(events.some((e) => e.type === 'priorityGiven')).toBe(false);
    expect(state).toMatchObject({ gameOver: true, priority: null, step: 'main' });
    for (const a of [pass('A'), advance, play('A', 'heal', 'B'), choose('B', true), judge('playOn')]) {
      expect(refused(state, a)).toEqual({ code: 'gameOver', rule: rule('T1') });
    }
  });

  test('the view lists the steps with their rules and names the current one', () => {
    const v = game.view(inStrike());
    expect(v.steps).toEqual([{ id: 'main', rule: rule('T6') }, { id: 'strike', rule: rule('T7') }, { id: 'end', rule: rule('T8') }]);
    expect(v.step).toBe('strike');
    expect(v.players).toEqual([
      { id: 'A', life: 3, lost: false, active: true, deciding: true, figures: [] },
      { id: 'B', life: 2, lost: false, active: false, deciding: false, figures: [] },
    ]);
  });
});

describe('judge questions', () => {
  test('a question stops play with a judge prompt (no player, judge-call)', () => {
    const { state, events } = run(start(), play('A', 'damage', 'A'), advance, advance, choose('B', false), advance);
    expect(brief(events).slice(-2)).toEqual(['stepBegan T8 end', 'judgeAsked judge-call']);
    expect(state).toMatchObject({ life: { A: 2, B: 2 }, ended: false, priority: null });
    expect(game.prompt(state)).toEqual({ kind: 'toy.judge', player: null, rule: rule('judge-call'), question: 'tie', options: ['turnPlayerWins', 'otherWins', 'playOn'] });
  });

  test('while it is open every other action is refused judgeFirst', () => {
    const s = tied();
    for (const a of [pass('A'), advance, play('A', 'heal', 'A'), choose('B', true)]) {
      expect(refused(s, a)).toEqual({ code: 'judgeFirst', rule: rule('judge-call'), params: { question: 'tie' } });
    }
  });

  test('another question, an option not offered, or no open question at all is refused noQuestion', () => {
    expect(refused(tied(), judge('playOn', 'other'))).toEqual({ code: 'noQuestion', rule: rule('judge-call'), params: { question: 'other', ruling: 'playOn' } });
    expect(refused(tied(), judge('draw'))).toMatchObject({ code: 'noQuestion' });
    expect(refused(start(), judge('playOn'))).toMatchObject({ code: 'noQuestion' });
  });

  test('the ruling is logged citing judge-call and carried out, then play goes on', () => {
    const { state, events } = run(tied(), judge('playOn'));
    expect(events).toEqual([
      { type: 'judgeRuled', rule: rule('judge-call'), question: 'tie', ruling: 'playOn' },
      { type: 'stepBegan', rule: rule('judge-call'), automatic: true, step: 'main' },
      { type: 'priorityGiven', rule: rule('T6a'), automatic: true, player: 'A' },
    ]);
    expect(state).toMatchObject({ judge: null, step: 'main', life: { A: 2, B: 2 } });
    expect(run(state, play('A', 'damage', 'B'), advance).state.life).toEqual({ A: 2, B: 1 });
  });

  test('a step may ask as it ends (`leave`): the successor waits for the ruling', () => {
    // A variant of the toy whose main step asks when life is level as it ends (Battle Spirits asks this way after flash timing 1).
    const main = { ...STEP_TABLE.main, leave: (s: ToyState, ctx: Ctx<ToyState, Step, ToyEvent>) => (s.life.A === s.life.B ? ctx.ask(s, 'tie') : s) };
    const apply: typeof game.apply = runProcedure({ ...toyProcedure, steps: { ...STEP_TABLE, main } });
    const step = (s: ToyState, a: ToyAction): ToyState => {
      const r = apply(s, a);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      return r.value.state;
    };
    const asked = step(step(start(), pass('A')), pass('B'));
    expect(asked).toMatchObject({ step: 'main', priority: null, judge: { question: 'tie' } });
    const ruled = step(asked, judge('turnPlayerWins'));
    expect(ruled).toMatchObject({ step: 'main', gameOver: true, losers: ['B'] });
    // Unequal life: nothing asked, the step ends as its table says.
    expect(step(step(step(start(), play('A', 'damage', 'B')), advance), advance)).toMatchObject({ step: 'strike', judge: null });
  });

  test('a ruling may end the game', () => {
    const { state, events } = run(tied(), judge('otherWins'));
    expect(brief(events)).toEqual(['judgeRuled judge-call', 'playerLost judge-call A']);
    expect(state).toMatchObject({ gameOver: true, losers: ['A'] });
  });
});

describe('state is data', () => {
  const deepFreeze = <T>(x: T): T => {
    if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
      Object.freeze(x);
      for (const v of Object.values(x)) deepFreeze(v);
    }
    return x;
  };

  test('an illegal action leaves the input state untouched (same object, same content), even a frozen one', () => {
    for (const s of [start(), run(start(), advance).state, tied()]) {
      const copy = JSON.parse(JSON.stringify(s)) as ToyState;
      deepFreeze(s);
      const illegal: ToyAction[] = [pass('B'), play('A', 'damage', 'C'), play('A', 'heal', 'A', 0), choose('A', true), judge('nope'), { type: 'dance', by: 'A' } as unknown as ToyAction];
      for (const a of illegal) {
        const r = game.apply(s, a);
        expect(r.ok).toBe(false);
      }
      expect(s).toEqual(copy);
    }
    expect(refused(start(), { type: 'dance', by: 'A' } as unknown as ToyAction)).toMatchObject({ code: 'unknownAction' });
    expect(refused(start(), play('A', 'heal', 'A', 0))).toMatchObject({ code: 'badEffect', rule: rule('T5') });
  });

  test('a legal action never changes its input state either', () => {
    const s = deepFreeze(start());
    expect(() => run(s, play('A', 'damage', 'B'), advance, advance, choose('B', true), advance)).not.toThrow();
    expect(s).toEqual(start());
  });

  test('a state serialised to JSON and parsed back plays on identically', () => {
    const script = [play('A', 'damage', 'A'), pass('A'), play('B', 'heal', 'A'), advance, advance, advance, choose('B', true), advance, judge('playOn'), advance];
    let s = start();
    for (const a of script) {
      const direct = game.apply(s, a);
      const viaJson = game.apply(JSON.parse(JSON.stringify(s)) as ToyState, a);
      expect(viaJson).toEqual(direct);
      if (!direct.ok) throw new Error(JSON.stringify(direct.error));
      s = direct.value.state;
    }
    expect(s).toMatchObject({ step: 'strike', life: { A: 2, B: 1 }, pending: { player: 'B' } });
  });

  test('load validates the setup by hand and never throws', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (setup, actions) => {
        expect(game.load({ rules: 'toy', setup, actions }).ok).toBe(false);
      }),
      { seed: 20261123, numRuns: 300 },
    );
    const bad = game.load({ rules: 'other', setup: { players: [{ id: 'A', life: 3 }, { id: 'A', life: 0 }], active: 'Z' }, actions: [{ type: 'pass' }] });
    expect(bad.ok ? [] : bad.error.map((e) => e.path)).toEqual(['rules', 'setup.players', 'setup.active', 'actions[0]']);
  });
});

describe('random walks over the prompts', () => {
  /** Every action the prompt offers, each expected to be accepted. */
  const offered = (s: ToyState): ToyAction[] => {
    const p = game.prompt(s);
    switch (p.kind) {
      case 'toy.priority':
        return [pass(p.player), advance, ...p.plays.map((effect): ToyAction => ({ type: 'play', by: p.player, effect }))];
      case 'toy.choose':
        return p.options.map((hitBack) => choose(p.player, hitBack));
      case 'toy.judge':
        return p.options.map((ruling) => judge(ruling, p.question));
      case 'toy.over':
        return [];
    }
  };
  /** Probes, mostly illegal: the other player acting, a decision nobody asked for, a ruling nobody asked for. */
  const probes: readonly ToyAction[] = [pass('A'), pass('B'), choose('A', true), choose('B', false), judge('playOn'), play('B', 'damage', 'A'), advance];

  test('apply never throws, offered options are accepted, refusals change nothing, and play never stalls', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }), fc.array(fc.nat(), { maxLength: 80 }), (lifeA, lifeB, picks) => {
        let s = start(lifeA, lifeB);
        for (const pick of picks) {
          const legal = offered(s);
          const candidates = [...legal, ...probes];
          const a = candidates[pick % candidates.length] as ToyAction;
          const before = JSON.stringify(s);
          const r = game.apply(s, a);
          expect(JSON.stringify(s)).toBe(before);
          if (legal.includes(a)) expect(r.ok, JSON.stringify(a)).toBe(true);
          if (!r.ok) continue;
          s = r.value.state;
          // Exactly one thing is awaited: the end, a ruling, a decision or a priority holder.
          const waits = [s.gameOver || s.ended, s.judge !== null, s.pending !== null, s.priority !== null].filter(Boolean);
          expect(waits).toHaveLength(1);
          if (!s.gameOver) expect(Object.values(s.life).every((l) => l > 0) || s.pending !== null).toBe(true);
        }
      }),
      { seed: 20261123, numRuns: 300 },
    );
  });
});
