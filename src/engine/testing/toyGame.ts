/**
 * "Duel": a toy game, and not a real one. It is the smallest complete GameModule built on the
 * procedure kernel, kept as a worked example to copy when adding a game (docs/adding-a-game.md
 * quotes it and src/docs.test.ts checks the quotes; src/engine/procedure.test.ts keeps it true).
 * Its rule ids ('T1', 'T2', ...) are made up.
 *
 * Two players with life. `main`: players hold priority and play effects (damage or heal), which
 * go on a stack and resolve one at a time. `strike`: the turn player deals 1 damage to the other,
 * who chooses whether to hit back for 1. `end`: nobody gets priority and the duel is over, unless
 * both players have the same life; then the judge decides. The made-up rules it cites:
 *   T1 a player at 0 life loses          T5 a player with priority may play an effect, and keeps priority
 *   T2 a pass hands priority on          T6 main (T6a: the turn player gets priority)
 *   T3 all passed: the top resolves,     T7 strike (T7a the turn player deals 1 damage; T7b the other
 *      or with an empty stack the step      chooses whether to hit back; T7c the turn player gets priority)
 *      ends                              T8 end: nobody gets priority, and the duel is over
 *   T4 after a resolution the turn player gets priority
 */
import { defineGame } from '../game.ts';
import { stepList, type KernelEvent, type MoveDef, type Procedure, type ProcedureState, type StepDef } from '../procedure.ts';
import type { EventBase, GameModule, JudgeAction, PlayerId, PromptBase, RuleRef, ScenarioError, ViewBase } from '../types.ts';
import { defineVocabulary } from '../vocabulary.ts';

export const STEPS = ['main', 'strike', 'end'] as const;
export type Step = (typeof STEPS)[number];
export type Effect = { readonly kind: 'damage' | 'heal'; readonly player: PlayerId; readonly amount: number };
export type Item = { readonly by: PlayerId; readonly effect: Effect }; // a stack entry
export type Pending = { readonly kind: 'choose'; readonly player: PlayerId };
export type ToyState = ProcedureState<Step, Item, Pending> & { readonly life: Readonly<Record<PlayerId, number>>; readonly losers: readonly PlayerId[] };

export type ToyAction =
  | { readonly type: 'pass'; readonly by: PlayerId }
  | { readonly type: 'advance'; readonly by?: PlayerId; readonly until?: 'decision' }
  | { readonly type: 'play'; readonly by: PlayerId; readonly effect: Effect }
  | { readonly type: 'choose'; readonly by: PlayerId; readonly hitBack: boolean }
  | JudgeAction;

type Ev<T extends string, X = object> = EventBase & { readonly type: T } & X;
export type ToyEvent =
  | KernelEvent<Step> // the driver's own: stepBegan, priorityGiven, priorityPassed, judgeAsked, judgeRuled
  | Ev<'played' | 'resolved', { readonly player: PlayerId; readonly effect: Effect }>
  | Ev<'lifeChanged', { readonly player: PlayerId; readonly amount: number; readonly life: number }>
  | Ev<'chose', { readonly player: PlayerId; readonly hitBack: boolean }>
  | Ev<'playerLost', { readonly player: PlayerId }>
  | Ev<'duelEnded'>;

export type ToyPrompt =
  | (PromptBase & { readonly kind: 'toy.priority'; readonly player: PlayerId; readonly step: Step; readonly stackSize: number; readonly plays: readonly Effect[] })
  | (PromptBase & { readonly kind: 'toy.choose'; readonly player: PlayerId; readonly options: readonly boolean[] })
  | (PromptBase & { readonly kind: 'toy.judge'; readonly player: null; readonly question: string; readonly options: readonly string[] })
  | (PromptBase & { readonly kind: 'toy.over'; readonly player: null; readonly losers: readonly PlayerId[] });
export type ToyView = ViewBase; // a real game adds its own figures (power, chain links, ...)
export type ToySummary = { readonly step: Step; readonly life: Readonly<Record<PlayerId, number>>; readonly losers: readonly PlayerId[]; readonly stack: number; readonly ended: boolean };

// GameId is a closed union (GAME_IDS in ../types.ts) and a toy deserves no entry of its own, so it
// borrows 'mtg'. Its made-up ids cannot clash with real MTG rule numbers; it is never registered.
export const TOY = defineVocabulary('mtg', {
  rules: ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T6a', 'T7', 'T7a', 'T7b', 'T7c', 'T8', 'judge-call'],
  // Its own codes and events only: the driver's (judgeFirst, stepBegan, ...) are added, the judge's too since it asks one.
  errors: ['gameOver', 'ended', 'unknownAction', 'unknownPlayer', 'decisionPending', 'noPriority', 'notYourPriority', 'noDecision', 'notYourDecision', 'badEffect'],
  events: ['played', 'resolved', 'lifeChanged', 'chose', 'playerLost', 'duelEnded'] satisfies ToyEvent['type'][],
  asksJudge: true,
  prompts: ['toy.priority', 'toy.choose', 'toy.judge', 'toy.over'] satisfies ToyPrompt['kind'][],
});
type Rule = (typeof TOY.rules)[number];
type Code = (typeof TOY.errors)[number];
const r = (id: Rule): RuleRef => TOY.cite(id);

const other = (s: ToyState, p: PlayerId): PlayerId => s.turnOrder.find((q) => q !== p) ?? p;
const changeLife = (s: ToyState, player: PlayerId, amount: number, rule: RuleRef, log: ToyEvent[], automatic = false): ToyState => {
  const life = (s.life[player] ?? 0) + amount;
  log.push(automatic ? { type: 'lifeChanged', rule, automatic, player, amount, life } : { type: 'lifeChanged', rule, player, amount, life });
  return { ...s, life: { ...s.life, [player]: life } };
};

// The step table: what each step does as it begins, who gets priority under which rule, what follows.
export const STEP_TABLE: { readonly [K in Step]: StepDef<ToyState, Step, ToyEvent, Rule> } = {
  main: { rule: 'T6', priority: { rule: 'T6a' }, next: () => ({ step: 'strike', rule: 'T7' }) },
  strike: {
    rule: 'T7',
    // A turn-based action, then a decision: the driver gives priority (T7c) only once it is made.
    begin: (s, ctx) => ({ ...changeLife(s, other(s, s.active), -1, r('T7a'), ctx.log, true), pending: { kind: 'choose', player: other(s, s.active) } }),
    priority: { rule: 'T7c' },
    next: () => ({ step: 'end', rule: 'T8' }),
  },
  end: {
    rule: 'T8',
    begin: (s, ctx) => (s.life[s.active] === s.life[other(s, s.active)] ? ctx.ask(s, 'tie') : s),
    priority: null, // nobody plays here: the driver ends the step, and with it the procedure, at once
    next: () => null,
  },
};

type Move<T extends ToyAction['type']> = MoveDef<ToyState, Extract<ToyAction, { type: T }>, ToyEvent, Rule, Code, Step>;
const play: Move<'play'> = {
  when: 'priority', // the driver checks that `by` holds priority and nothing is pending
  run: (s, a, ctx) => {
    const { player, amount } = a.effect;
    if (!Object.hasOwn(s.life, player) || !Number.isInteger(amount) || amount < 1) return TOY.refuse('badEffect', r('T5'), { player, amount });
    ctx.log.push({ type: 'played', rule: r('T5'), player: a.by, effect: a.effect });
    return { ok: true, value: { ...s, stack: [...s.stack, { by: a.by, effect: a.effect }] } };
  },
  after: { priority: 'keep', rule: 'T5' }, // the player who played may add more before anyone answers
};
const choose: Move<'choose'> = {
  // Not a priority move: only the player the pending decision names may make it.
  when: (s, a) =>
    s.pending === null ? TOY.error('noDecision', r('T7b')) : s.pending.player === a.by ? null : TOY.error('notYourDecision', r('T7b'), { player: s.pending.player }),
  run: (s, a, ctx) => {
    ctx.log.push({ type: 'chose', rule: r('T7b'), player: a.by, hitBack: a.hitBack });
    const hit = a.hitBack ? changeLife(s, s.active, -1, r('T7b'), ctx.log) : s;
    return { ok: true, value: { ...hit, pending: null } }; // no `after`: state checks, then priority as the step gives it
  },
};

export const toyProcedure: Procedure<ToyState, Step, ToyAction, ToyEvent, Rule, Code> = {
  steps: STEP_TABLE,
  copy: (s) => ({ ...s }), // a test game: its speed is not measured
  cite: (_s, id) => r(id),
  judgeCall: TOY.judge,
  moves: { play, choose },
  // The one decision, asked as the strike step begins; once made, the step goes on as after any move.
  decisions: { choose: { rule: 'T7b' } },
  // Runs only when someone would receive priority, so a player may sit at 0 life while a decision waits.
  stateCheck: (s, ctx) => {
    const lost = s.turnOrder.filter((p) => (s.life[p] ?? 0) <= 0);
    for (const player of lost) ctx.log.push({ type: 'playerLost', rule: r('T1'), automatic: true, player });
    return lost.length === 0 ? s : { ...s, losers: lost, gameOver: true };
  },
  resolve: (s, ctx) => {
    const { by, effect } = s.stack[s.stack.length - 1] as Item; // the top: the driver calls this only with a non-empty stack
    ctx.log.push({ type: 'resolved', rule: r('T3'), automatic: true, player: by, effect });
    const amount = effect.kind === 'damage' ? -effect.amount : effect.amount;
    return changeLife({ ...s, stack: s.stack.slice(0, -1) }, effect.player, amount, r('T3'), ctx.log, true);
  },
  end: (s, ctx) => {
    ctx.log.push({ type: 'duelEnded', rule: r('T8'), automatic: true });
    return s;
  },
  rules: { passed: (_s, all) => (all ? 'T3' : 'T2'), resolved: 'T4' },
  refuse: {
    unknownAction: (_s, a) => TOY.error('unknownAction', TOY.judge, { action: String(a.type) }),
    gameOver: () => TOY.error('gameOver', r('T1')),
    ended: () => TOY.error('ended', r('T8')),
    // Pass and the game's moves reach it (advance and judge have no player to check).
    anyAction: (s, a) => (Object.hasOwn(s.life, a.by) ? null : TOY.error('unknownPlayer', r('T2'), { player: a.by })),
    pending: (_s, p, rule) => TOY.error('decisionPending', rule, { player: p.player }),
    noPriority: () => TOY.error('noPriority', r('T2')),
    notYourPriority: (_s, holder) => TOY.error('notYourPriority', r('T2'), { player: holder }),
  },
  questions: {
    // Level at the end: the toy's rules say nothing, so the judge rules; what the ruling does cites judge-call.
    tie: {
      options: ['turnPlayerWins', 'otherWins', 'playOn'],
      rule: (s, ruling, ctx) => {
        if (ruling === 'playOn') return ctx.enter(s, 'main', TOY.judge);
        const loser = ruling === 'turnPlayerWins' ? other(s, s.active) : s.active;
        ctx.log.push({ type: 'playerLost', rule: TOY.judge, player: loser });
        return { ...s, losers: [loser], gameOver: true };
      },
    },
  },
};

const prompt = (s: ToyState): ToyPrompt => {
  const over = { kind: 'toy.over', player: null, rule: r(s.gameOver ? 'T1' : 'T8'), losers: s.losers } as const;
  if (s.gameOver || s.ended) return over;
  if (s.judge) return { kind: 'toy.judge', player: null, rule: TOY.judge, question: s.judge.question, options: s.judge.options };
  if (s.pending) return { kind: 'toy.choose', player: s.pending.player, rule: r('T7b'), options: [true, false] };
  if (s.priority === null) return over; // never reached while the driver keeps its promises
  const plays = s.turnOrder.flatMap((player): Effect[] => [{ kind: 'damage', player, amount: 1 }, { kind: 'heal', player, amount: 1 }]);
  return { kind: 'toy.priority', player: s.priority.holder, rule: s.priority.rule, step: s.step, stackSize: s.stack.length, plays };
};

// Hand-written checks: the engine imports no package, so valibot (which real games use) is out of reach here.
const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isEffect = (e: unknown): boolean => isRecord(e) && (e.kind === 'damage' || e.kind === 'heal') && typeof e.player === 'string' && Number.isInteger(e.amount);
const isAction = (a: unknown): a is ToyAction => {
  if (!isRecord(a)) return false;
  const by = typeof a.by === 'string';
  if (a.type === 'pass') return by;
  if (a.type === 'advance') return (by || a.by === undefined) && (a.until === undefined || a.until === 'decision');
  if (a.type === 'play') return by && isEffect(a.effect);
  if (a.type === 'choose') return by && typeof a.hitBack === 'boolean';
  return a.type === 'judge' && typeof a.question === 'string' && typeof a.ruling === 'string';
};

const load: GameModule<ToyState, ToyAction, ToyEvent, ToyPrompt>['load'] = ({ rules, setup, actions }) => {
  const errors: ScenarioError[] = [];
  if (rules !== 'toy') errors.push({ path: 'rules', message: 'the only edition is "toy"' });
  const players = isRecord(setup) && Array.isArray(setup.players) ? (setup.players as unknown[]) : [];
  const ids = players.map((p) => (isRecord(p) && typeof p.id === 'string' && p.id !== '' && Number.isInteger(p.life) && (p.life as number) > 0 ? p.id : null));
  if (ids.length !== 2 || ids.includes(null) || ids[0] === ids[1]) errors.push({ path: 'setup.players', message: 'two players, each { id, life > 0 }, ids distinct' });
  const active = isRecord(setup) ? setup.active : undefined;
  if (typeof active !== 'string' || !ids.includes(active)) errors.push({ path: 'setup.active', message: 'one of the players' });
  if (!Array.isArray(actions)) errors.push({ path: 'actions', message: 'a list of actions' });
  else actions.forEach((a, i) => isAction(a) || errors.push({ path: `actions[${i}]`, message: 'not a duel action' }));
  if (errors.length > 0 || typeof active !== 'string') return { ok: false, error: errors };
  const life = Object.fromEntries(players.map((p) => [(p as { id: string }).id, (p as { life: number }).life]));
  const turnOrder = [active, ids.find((id) => id !== active) as string];
  const priority = { holder: active, passes: 0, rule: r('T6a') }; // play opens in main with the turn player's priority
  const state: ToyState = { turnOrder, active, step: 'main', priority, pending: null, stack: [], judge: null, gameOver: false, ended: false, life, losers: [] };
  return { ok: true, value: { state, actions: actions as ToyAction[] } };
};

// What the shared board widgets draw (ViewBase): players, the stack, the steps with their rules.
const view = (s: ToyState): ToyView => ({
  names: Object.fromEntries(s.turnOrder.map((id) => [id, id])),
  steps: stepList(s, STEPS, STEP_TABLE, (_s, id) => r(id)),
  step: s.step,
  players: s.turnOrder.map((id) => {
    const deciding = s.priority?.holder === id || s.pending?.player === id;
    return { id, life: s.life[id] ?? 0, lost: s.losers.includes(id), active: id === s.active, deciding, figures: [] };
  }),
  stack: s.stack.map(({ by, effect: { kind, ...values } }, i) => ({ id: `S${i + 1}`, controller: by, name: null, line: { key: `effectLine.${kind}`, values }, target: null })),
  zones: [], // no cards in a duel
});

const summary = (s: ToyState): ToySummary => ({ step: s.step, life: s.life, losers: s.losers, stack: s.stack.length, ended: s.ended });

export const toyGame: GameModule<ToyState, ToyAction, ToyEvent, ToyPrompt, ToySummary, ToyView, Code> = defineGame({ vocabulary: TOY, editions: ['toy'], procedure: toyProcedure, load, prompt, view, summary });
