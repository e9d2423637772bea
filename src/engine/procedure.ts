/**
 * The procedure kernel: the shape every game's combat shares, owned once.
 *
 * Steps come in an order; a step may begin with turn-based actions (declare attackers, resolve
 * an attack); players then hold and pass priority (MTG priority, FaB priority in each combat
 * step, Battle Spirits' flash right, PMV's priority in a 干渉); what they add goes on a stack
 * that resolves when all pass in succession; with the stack empty, all passing ends the step.
 * Before anyone receives priority the game's state checks run (MTG state-based actions, a hero
 * at 0 life). Now and then only a judge can answer a question.
 *
 * A game declares its steps as data ({@link StepDef}) and a few hooks ({@link Procedure});
 * {@link runProcedure} turns that into the module's `apply`. Rule files return a state: they
 * never hand out priority. The driver alone gives it, passes it, resolves the stack, moves from
 * step to step and records judge rulings, and logs each of these with its rule.
 */
import { nextInTurnOrder, passPriority, type Priority } from './priority.ts';
import type { ActionBase, EngineError, EventBase, JudgeAction, PlayerId, Result, RuleRef, Transition } from './types.ts';

/** A turn-based decision the procedure waits for (declare attackers, declare defending cards). */
export type PendingBase = { readonly kind: string; readonly player: PlayerId };

/** A question only the judge can answer, with the rulings offered. */
export type OpenQuestion = { readonly question: string; readonly options: readonly string[] };

/** The procedure's part of a game's state: a game's state type is this plus its own fields. */
export type ProcedureState<Step extends string, Item = unknown, Pending extends PendingBase = PendingBase> = {
  readonly turnOrder: readonly PlayerId[]; // turn player first
  readonly active: PlayerId; // the turn player
  readonly step: Step;
  readonly priority: Priority | null; // null: nobody holds it (a decision is pending, or play is over)
  readonly pending: Pending | null; // a turn-based decision before priority
  readonly stack: readonly Item[]; // last element is the top
  readonly judge: OpenQuestion | null; // an open question: everything waits for the ruling
  readonly gameOver: boolean;
  readonly ended: boolean; // the procedure ran to its end (after combat, the action phase over)
};

/**
 * Every field of T, the optional ones too: a copier typed so (each game's `copyState`, see
 * Procedure.copy) fails to compile when it leaves a field out.
 */
export type AllFields<T> = { [K in keyof Required<T>]: T[K] };

/** The events the driver itself writes; every game's event union includes them. */
export type KernelEvent<Step extends string> =
  | { readonly type: 'stepBegan'; readonly rule: RuleRef; readonly automatic: true; readonly step: Step }
  | { readonly type: 'priorityGiven'; readonly rule: RuleRef; readonly automatic: true; readonly player: PlayerId }
  | { readonly type: 'priorityPassed'; readonly rule: RuleRef; readonly player: PlayerId }
  | { readonly type: 'judgeAsked'; readonly rule: RuleRef; readonly automatic: true; readonly question: string; readonly options: readonly string[] }
  | { readonly type: 'judgeRuled'; readonly rule: RuleRef; readonly question: string; readonly ruling: string };

/**
 * The driver's events, each listed once: defineVocabulary adds them to every game's list. True
 * marks the judge's two, which only a game that asks the judge questions logs.
 */
export const KERNEL_EVENTS: Readonly<Record<KernelEvent<string>['type'], boolean>> = {
  stepBegan: false,
  priorityGiven: false,
  priorityPassed: false,
  judgeAsked: true,
  judgeRuled: true,
};

/**
 * The refusal codes the driver itself uses, listed once: a ruling with no question open is refused
 * in every game, so defineVocabulary adds them to every game's codes.
 */
export const KERNEL_CODES = ['judgeFirst', 'noQuestion'] as const;
export type KernelCode = (typeof KERNEL_CODES)[number];

/** What a hook may do besides returning a state: log, begin a step, ask the judge (call them as methods of the context). */
export type Ctx<S, Step extends string, E extends EventBase> = {
  readonly log: E[];
  /** Begins a step: logs it, runs its turn-based actions, and goes straight on from a step in which nobody gets priority. */
  enter(s: S, step: Step, rule: RuleRef): S;
  /** Stops the procedure on a question for the judge (it must be one the game declares). */
  ask(s: S, question: string): S;
};

export type RuleOf<S, Rule extends string> = Rule | ((s: S) => Rule);

export type StepDef<S, Step extends string, E extends EventBase, Rule extends string> = {
  /** The rule that describes the step, shown by the step tracker; null where none does. */
  readonly rule: Rule | null;
  /** False for a state that is not a step of the rules (FaB's closed chain): no "step began" line. */
  readonly announce?: boolean;
  /** Turn-based actions as the step begins. May leave a decision pending, open a question or end the game. */
  readonly begin?: (s: S, ctx: Ctx<S, Step, E>) => S;
  /** Once the step's turn-based actions are done: who receives priority (default: the procedure's holder) and the rule that gives it. Null: nobody does, and the step ends at once. */
  readonly priority: { readonly to?: (s: S) => PlayerId; readonly rule: RuleOf<S, Rule> } | null;
  /**
   * As the step ends (all passed with an empty stack, or a step nobody gets priority in is done),
   * before its successor is chosen: may ask the judge (Battle Spirits asks whether a battle whose
   * attacker has gone goes on). If it leaves play blocked, `next` is not asked: the ruling decides.
   */
  readonly leave?: (s: S, ctx: Ctx<S, Step, E>) => S;
  /** What follows when all pass with an empty stack: the next step and the rule that begins it, or null when the procedure ends. */
  readonly next: (s: S, ctx: Ctx<S, Step, E>) => { readonly step: Step; readonly rule: Rule } | null;
};

/** A player's move: when it may be made, its own rule checks and change, and what happens to priority after it. */
export type MoveDef<S, A, E extends EventBase, Rule extends string, Code extends string, Step extends string> = {
  /** 'priority': only the player holding priority, with no decision pending. Otherwise the move's own gate decides who and when. */
  readonly when: 'priority' | ((s: S, a: A) => EngineError<Code> | null);
  /** The rule-specific refusals, then the change. Returns a state; never hands out priority. */
  readonly run: (s: S, a: A, ctx: Ctx<S, Step, E>) => Result<S, EngineError<Code>>;
  /**
   * Priority after the move: 'keep', the player who acted keeps it (MTG 117.3c); 'next', the next
   * player gets it. The state checks run first unless `checks` is false, for a move that only adds
   * to the stack (nothing they look at has changed since they last ran). Default (no `after`):
   * state checks, then priority as the step gives it.
   */
  readonly after?: { readonly priority: 'keep' | 'next'; readonly rule: RuleOf<S, Rule>; readonly checks?: boolean };
};

/**
 * A decision the procedure waits for (`pending`), declared once: the rule that asks for it, and,
 * for one taken in the middle of a step (damage assignment, the order of triggers, a graze), how
 * the step goes on once it is answered. The move that answers it only records the choice and
 * clears `pending` (or leaves the next part of the same decision pending); the driver then
 * resumes the step, so no move calls into step code (as a battle loop carries on a turn after a
 * choice made mid-turn).
 */
export type DecisionDef<S, P, Step extends string, E extends EventBase, Rule extends string> = {
  readonly rule: Rule;
  /** How the step goes on from the answered decision `answered`. Absent: as after any move (state checks, then priority). */
  resume?(s: S, answered: P, ctx: Ctx<S, Step, E>): S;
};

/** The decision kinds of a state, each with its own pending record. */
export type DecisionTable<S extends { readonly pending: PendingBase | null }, Step extends string, E extends EventBase, Rule extends string> = {
  readonly [K in NonNullable<S['pending']>['kind']]: DecisionDef<S, Extract<NonNullable<S['pending']>, { readonly kind: K }>, Step, E, Rule>;
};

/** A question a game may put to the judge: the rulings offered and what each does. */
export type QuestionDef<S, Step extends string, E extends EventBase> = {
  readonly options: readonly string[];
  /** Carries the ruling out; every event it logs cites judge-call. */
  readonly rule: (s: S, ruling: string, ctx: Ctx<S, Step, E>) => S;
};

export type Procedure<
  S extends ProcedureState<Step>,
  Step extends string,
  A extends ActionBase,
  E extends EventBase,
  Rule extends string,
  Code extends string,
> = {
  readonly steps: { readonly [K in Step]: StepDef<S, Step, E, Rule> };
  /**
   * A fresh copy of a state, every field named (the game's `copyState`). The driver copies the
   * state a few times per action: Node's object spread is several times slower on an object that
   * was itself made by a spread, which is what a state derived from states always is.
   */
  readonly copy: (s: S) => S;
  /** The game's citer: the reference for a rule id in this state (its edition, where that matters). */
  readonly cite: (s: S, id: Rule) => RuleRef;
  /** The judge-call reference. */
  readonly judgeCall: RuleRef;
  /** The players' moves besides pass, advance and judge, which the driver owns. */
  readonly moves: { readonly [T in Exclude<A['type'], 'pass' | 'advance' | 'judge'>]: MoveDef<S, Extract<A, { type: T }>, E, Rule, Code, Step> };
  /** Who passes, in turn order (players who lost drop out). Default: the whole turn order. */
  readonly passers?: (s: S) => readonly PlayerId[];
  /** Who receives priority when a step gives it. Default: the turn player. */
  readonly holder?: (s: S) => PlayerId;
  /** Checks before anyone receives priority (MTG 704.3, a hero at 0 life). May end the game or begin a step. */
  readonly stateCheck?: (s: S, ctx: Ctx<S, Step, E>) => S;
  /** All passed with something on the stack: it resolves (the top object, or a whole 干渉). May begin a step. */
  readonly resolve: (s: S, ctx: Ctx<S, Step, E>) => S;
  /** The procedure has just ended (all passed in a step with nothing after it). */
  readonly end?: (s: S, ctx: Ctx<S, Step, E>) => S;
  /** The rules the driver cites: a pass (all passed or not), and priority after a resolution. */
  readonly rules: { readonly passed: (s: S, allPassed: boolean) => Rule; readonly resolved: RuleOf<S, Rule> };
  /** The game's own refusals where the driver refuses. */
  readonly refuse: {
    readonly unknownAction: (s: S, a: ActionBase) => EngineError<Code>;
    readonly gameOver: (s: S) => EngineError<Code>;
    readonly ended: (s: S) => EngineError<Code>;
    /** Checks every move and pass makes first (a player the game does not know). */
    readonly anyAction?: (s: S, a: Exclude<A, { readonly type: 'advance' | 'judge' }>) => EngineError<Code> | null;
    /** A move that needs priority while a decision is pending; `rule` is the decision's. */
    readonly pending: (s: S, pending: NonNullable<S['pending']>, rule: RuleRef) => EngineError<Code>;
    readonly noPriority: (s: S) => EngineError<Code>;
    /** `action` is the move refused (a pass and a play may cite different rules). */
    readonly notYourPriority: (s: S, holder: PlayerId, action: ActionBase) => EngineError<Code>;
  };
  /** Every decision the procedure may wait for, with its rule and how its step resumes. */
  readonly decisions: DecisionTable<S, Step, E, Rule>;
  /**
   * Once the procedure has run to its end, every action is refused for that reason, a ruling and an
   * unknown action included (Battle Spirits' attack step, PMV's main phase). Absent: as any other
   * refusal, in the driver's order (a ruling then finds no open question).
   */
  readonly endRefusesAll?: boolean;
  /** The questions this game may put to the judge (scenario-format.md lists each game's). */
  readonly questions?: Readonly<Record<string, QuestionDef<S, Step, E>>>;
  /**
   * Whether `player`, holding priority in `s`, has something to play now besides passing (a card
   * they may play or pay for, an attack they may make). `advance until decision` stops for them.
   * Manual effects do not count: anyone may always add one. Absent: nobody ever has a play.
   */
  readonly hasPlay?: (s: S, player: PlayerId) => boolean;
};

type Applied<S, E extends EventBase, Code extends string> = Result<Transition<S, E>, EngineError<Code>>;

/** The `advance` macro stops at the first pass that makes progress; each pass moves priority on, so this bounds it generously. */
const ADVANCE_LIMIT = 64;
/**
 * `advance until decision` passes through whole steps and resolves whole stacks: a generous bound
 * that no real procedure reaches (a game whose steps loop forever would stop here, still legal).
 */
const DECISION_LIMIT = 4096;

/** The `advance` action as the driver reads it: plain, or until the next real decision. */
type AdvanceAction = { readonly type: 'advance'; readonly by?: PlayerId; readonly until?: 'decision' };

const ruleOf = <S, Rule extends string>(r: RuleOf<S, Rule>, s: S): Rule => (typeof r === 'function' ? r(s) : r);

/**
 * The module's `apply` for a game's procedure: pass, advance and judge rulings are the driver's;
 * every other move runs through its gate and its rule code, then the driver settles priority.
 */
export const runProcedure = <
  S extends ProcedureState<Step>,
  Step extends string,
  A extends ActionBase,
  E extends EventBase,
  Rule extends string,
  Code extends string,
>(
  proc: Procedure<S, Step, A, E, Rule, Code>,
): ((s: S, a: A) => Applied<S, E, Code | KernelCode>) => {
  // Kernel events are part of every game's event union; the casts below say so to the compiler.
  const emit = (log: E[], event: KernelEvent<Step>): void => {
    log.push(event as unknown as E);
  };
  const decisions = proc.decisions as Readonly<Record<string, DecisionDef<S, PendingBase, Step, E, Rule>>>;
  const decisionRule = (s: S, p: PendingBase): RuleRef => proc.cite(s, (decisions[p.kind] as DecisionDef<S, PendingBase, Step, E, Rule>).rule);
  /** A move has answered the pending decision `answered` (it is pending no more): the step goes on as the decision says. */
  const resumed = (s: S, answered: PendingBase | null, ctx: Ctx<S, Step, E>): S => {
    if (answered === null || s.pending !== null) return s;
    const resume = decisions[answered.kind]?.resume;
    return resume ? resume(s, answered, ctx) : s;
  };
  /** `s` with the driver's own fields changed: the game's copy, then the few fields set (see Procedure.copy). */
  const put = (s: S, fields: Partial<ProcedureState<Step>>): S => Object.assign(proc.copy(s), fields);
  // The two copies made on every action, written field by field (Object.assign of a patch costs a
  // third of a transition in FaB's bench): the copy is fresh, so setting its fields is safe.
  const withPriority = (s: S, priority: Priority | null): S => {
    const next = proc.copy(s) as S & { priority: Priority | null };
    next.priority = priority;
    return next;
  };
  const entered = (s: S, step: Step): S => {
    const next = proc.copy(s) as S & { step: Step; priority: Priority | null; pending: null };
    next.step = step;
    next.priority = null;
    next.pending = null;
    return next;
  };
  const blocked = (s: S): boolean => s.gameOver || s.ended || s.pending !== null || s.judge !== null;
  const passersOf = (s: S): readonly PlayerId[] => proc.passers?.(s) ?? s.turnOrder;

  // The context's methods are made once and read their log from `this`: an apply creates no functions.
  function enter(this: Ctx<S, Step, E>, s: S, step: Step, rule: RuleRef): S {
    const def = proc.steps[step];
    let next = entered(s, step);
    if (def.announce !== false) emit(this.log, { type: 'stepBegan', rule, automatic: true, step });
    if (def.begin) next = def.begin(next, this);
    return def.priority === null && !blocked(next) ? endStep(next, this) : next;
  }
  function ask(this: Ctx<S, Step, E>, s: S, question: string): S {
    const def = proc.questions?.[question];
    if (def === undefined) throw new Error(`unknown judge question ${question}`);
    emit(this.log, { type: 'judgeAsked', rule: proc.judgeCall, automatic: true, question, options: def.options });
    return put(s, { priority: null, judge: { question, options: def.options } });
  }
  const makeCtx = (): Ctx<S, Step, E> => ({ log: [], enter, ask });

  /** All passed with an empty stack: the step's successor begins, or the procedure ends. */
  const endStep = (from: S, ctx: Ctx<S, Step, E>): S => {
    const def = proc.steps[from.step];
    const s = def.leave ? def.leave(from, ctx) : from;
    if (blocked(s)) return s;
    const next = def.next(s, ctx);
    if (next !== null) return ctx.enter(s, next.step, proc.cite(s, next.rule));
    const over = put(s, { priority: null, ended: true });
    return proc.end ? proc.end(over, ctx) : over;
  };

  /** Play stopped (a decision, a ruling, the end): a priority spent by all passing is not left behind. */
  const withdraw = (s: S, spent: Priority | null): S => (spent !== null && s.priority === spent ? withPriority(s, null) : s);

  /** After any change: unless play waits on something else, the state checks, then priority to whoever the step gives it. */
  const settle = (s: S, ctx: Ctx<S, Step, E>, owed = false, resolvedIn: Step | null = null): S => {
    // State checks happen when a player would receive priority (MTG 704.3), not while a decision waits.
    // `owed`: all players have just passed, so the priority `s` still carries is spent.
    const spent = owed ? s.priority : null;
    if (blocked(s)) return withdraw(s, spent);
    // A step in which nobody gets priority, whose decision or ruling has just been made, ends now.
    if (proc.steps[s.step].priority === null) return settle(endStep(withdraw(s, spent), ctx), ctx);
    if (!owed && s.priority !== null) return s;
    const checked = proc.stateCheck ? proc.stateCheck(s, ctx) : s;
    if (blocked(checked)) return withdraw(checked, spent);
    if (checked.priority !== null && checked.priority !== spent) return checked;
    const def = proc.steps[checked.step];
    if (def.priority === null) return settle(endStep(withdraw(checked, spent), ctx), ctx);
    // A resolution that moved the procedure to another step hands out priority as that step does.
    const id = checked.step === resolvedIn ? ruleOf(proc.rules.resolved, checked) : ruleOf(def.priority.rule, checked);
    const rule = proc.cite(checked, id);
    const player = def.priority.to?.(checked) ?? proc.holder?.(checked) ?? checked.active;
    emit(ctx.log, { type: 'priorityGiven', rule, automatic: true, player });
    return withPriority(checked, { holder: player, passes: 0, rule });
  };

  const pass = (s: S, by: PlayerId, ctx: Ctx<S, Step, E>): S => {
    const order = passersOf(s);
    const priority = s.priority as Priority;
    const rule = proc.cite(s, proc.rules.passed(s, priority.passes + 1 >= order.length));
    const moved = passPriority(order, priority, rule);
    emit(ctx.log, { type: 'priorityPassed', rule, player: by });
    if (moved !== 'allPassed') return withPriority(s, moved);
    // The spent priority is left in place (a copy less on the hot path): settle gives it anew.
    if (s.stack.length > 0) return settle(proc.resolve(s, ctx), ctx, true, s.step);
    return settle(endStep(s, ctx), ctx, true);
  };

  const priorityGate = (s: S): EngineError<Code | KernelCode> | null => {
    if (s.gameOver) return proc.refuse.gameOver(s);
    if (s.ended) return proc.refuse.ended(s);
    if (s.judge !== null) return { code: 'judgeFirst', rule: proc.judgeCall, params: { question: s.judge.question } };
    if (s.pending !== null) return proc.refuse.pending(s, s.pending as NonNullable<S['pending']>, decisionRule(s, s.pending));
    if (s.priority === null) return proc.refuse.noPriority(s);
    return null;
  };

  const done = (state: S, events: readonly E[]): Applied<S, E, Code | KernelCode> => ({ ok: true, value: { state, events } });
  const fail = (error: EngineError<Code | KernelCode>): Applied<S, E, Code | KernelCode> => ({ ok: false, error });

  /**
   * `advance until decision`: the holder passes, then whoever holds priority next, until someone
   * has a choice other than passing: play blocked on anything but priority (a declaration, an
   * order, a ruling, the end) or a priority holder with a play ({@link Procedure.hasPlay}).
   * Exactly the passes sent one by one, as one action.
   */
  const untilDecision = (s: S): Applied<S, E, Code | KernelCode> => {
    const refused = priorityGate(s);
    if (refused !== null) return fail(refused);
    const ctx = makeCtx();
    let current = s;
    for (let i = 0; i < DECISION_LIMIT; i++) {
      current = pass(current, (current.priority as Priority).holder, ctx);
      if (current.priority === null || blocked(current)) break;
      if (proc.hasPlay?.(current, current.priority.holder) === true) break;
    }
    return done(current, ctx.log);
  };

  const advance = (s: S, a: AdvanceAction): Applied<S, E, Code | KernelCode> => {
    if (a.until === 'decision') return untilDecision(s);
    const refused = priorityGate(s);
    if (refused !== null) return fail(refused);
    const ctx = makeCtx();
    let current = s;
    for (let i = 0; i < ADVANCE_LIMIT && current.priority !== null && !blocked(current); i++) {
      current = pass(current, current.priority.holder, ctx);
      const progressed = current.step !== s.step || current.stack.length < s.stack.length || blocked(current);
      if (progressed) break;
    }
    return done(current, ctx.log);
  };

  const judge = (s: S, a: JudgeAction): Applied<S, E, Code | KernelCode> => {
    if (s.gameOver) return fail(proc.refuse.gameOver(s));
    const open = s.judge;
    if (open === null || open.question !== a.question || !open.options.includes(a.ruling)) {
      return fail({ code: 'noQuestion', rule: proc.judgeCall, params: { question: a.question, ruling: a.ruling } });
    }
    const ctx = makeCtx();
    emit(ctx.log, { type: 'judgeRuled', rule: proc.judgeCall, question: a.question, ruling: a.ruling });
    const def = proc.questions?.[a.question] as QuestionDef<S, Step, E>;
    return done(settle(def.rule(put(s, { judge: null }), a.ruling, ctx), ctx), ctx.log);
  };

  const move = (s: S, a: A): Applied<S, E, Code | KernelCode> => {
    const def = (proc.moves as unknown as Readonly<Record<string, MoveDef<S, A, E, Rule, Code, Step> | undefined>>)[a.type];
    if (def === undefined && a.type !== 'pass') return fail(proc.refuse.unknownAction(s, a));
    if (s.gameOver) return fail(proc.refuse.gameOver(s));
    if (s.ended) return fail(proc.refuse.ended(s));
    if (s.judge !== null) return fail({ code: 'judgeFirst', rule: proc.judgeCall, params: { question: s.judge.question } });
    const first = proc.refuse.anyAction?.(s, a as Exclude<A, { readonly type: 'advance' | 'judge' }>) ?? null;
    if (first !== null) return fail(first);
    const by = a.by as PlayerId;
    if (def === undefined || def.when === 'priority') {
      const refused = priorityGate(s) ?? (s.priority?.holder === by ? null : proc.refuse.notYourPriority(s, s.priority?.holder ?? '', a));
      if (refused !== null) return fail(refused);
    } else {
      const refused = def.when(s, a);
      if (refused !== null) return fail(refused);
    }
    const ctx = makeCtx();
    if (def === undefined) return done(pass(s, by, ctx), ctx.log);
    const run = def.run(s, a, ctx);
    if (!run.ok) return run;
    const ran = resumed(run.value, s.pending, ctx);
    // A move made with priority spends it: unless the move says who has it next, it is given anew.
    const spent = ran.priority !== null && ran.priority === s.priority;
    const after = def.after;
    if (after === undefined) return done(settle(ran, ctx, spent), ctx.log);
    // Whoever keeps or gets priority next, the state checks come first, and a decision or ruling the move opened waits.
    const checked = blocked(ran) || after.checks === false || !proc.stateCheck ? ran : proc.stateCheck(ran, ctx);
    if (blocked(checked)) return done(withdraw(checked, spent ? s.priority : null), ctx.log);
    const holder = after.priority === 'keep' ? by : nextInTurnOrder(passersOf(checked), by);
    const rule = proc.cite(checked, ruleOf(after.rule, checked));
    return done(withPriority(checked, { holder, passes: 0, rule }), ctx.log);
  };

  return (s, a) => {
    if (proc.endRefusesAll === true && s.ended && !s.gameOver) return fail(proc.refuse.ended(s));
    if (a.type === 'advance') return advance(s, a as unknown as AdvanceAction);
    if (a.type === 'judge') return judge(s, a as unknown as JudgeAction);
    return move(s, a);
  };
};

/** The steps in table order with the rule of each, for the step tracker (`view(state).steps`). */
export const stepList = <S extends ProcedureState<Step>, Step extends string>(
  s: S,
  order: readonly Step[],
  steps: { readonly [K in Step]: { readonly rule: string | null } },
  cite: (s: S, id: never) => RuleRef,
): { id: Step; rule: RuleRef | null }[] =>
  order.map((id) => {
    const rule = steps[id].rule;
    return { id, rule: rule === null ? null : cite(s, rule as never) };
  });
