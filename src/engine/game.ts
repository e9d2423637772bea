/**
 * A game module from its parts, each written once: the vocabulary gives the module's id, its rule
 * list and rule keys, and its event, prompt and error lists; the procedure, run by the kernel, is
 * its `apply`. The kernel fills in what most games say alike: a rule cited as the vocabulary cites
 * it, `judge-call` for the judge, an unknown action or player refused under judge-call.
 */
import { runProcedure, type KernelCode, type Procedure, type ProcedureState } from './procedure.ts';
import type { ActionBase, Answering, EventBase, GameModule, PromptBase, RuleRef, ViewBase } from './types.ts';
import type { Vocabulary } from './vocabulary.ts';

/** A game's procedure as it writes it: `cite`, `judgeCall` and the refusal of an unknown action may be left to the kernel. */
export type GameProcedure<S extends ProcedureState<Step>, Step extends string, A extends ActionBase, E extends EventBase, Rule extends string, Code extends string> = Omit<
  Procedure<S, Step, A, E, Rule, Code>,
  'cite' | 'judgeCall' | 'refuse'
> & {
  readonly cite?: (s: S, id: Rule) => RuleRef;
  readonly judgeCall?: RuleRef;
  readonly refuse: Omit<Procedure<S, Step, A, E, Rule, Code>['refuse'], 'unknownAction'> & Partial<Pick<Procedure<S, Step, A, E, Rule, Code>['refuse'], 'unknownAction'>>;
};

/** What a game says of itself. */
type GameParts<S extends ProcedureState<Step>, Step extends string, A extends ActionBase, E extends EventBase, P extends PromptBase, Summary extends object, View extends ViewBase, Rule extends string, Code extends string> = {
  // oxlint-disable-next-line typescript/no-explicit-any
  readonly vocabulary: Vocabulary<Rule, Code, any>;
  readonly editions: readonly string[];
  readonly procedure: GameProcedure<S, Step, A, E, Rule, Code>;
  readonly load: GameModule<S, A, E, P, Summary, View, Code | KernelCode>['load'];
  readonly prompt: (s: S) => P;
  readonly view: (s: S) => View;
  readonly summary: (s: S) => Summary;
  readonly answering?: Answering<S, A, P>;
};

export const defineGame = <
  S extends ProcedureState<Step>,
  Step extends string,
  A extends ActionBase,
  E extends EventBase,
  P extends PromptBase,
  Summary extends object,
  View extends ViewBase,
  Rule extends string,
  Code extends string,
>(
  parts: GameParts<S, Step, A, E, P, Summary, View, Rule, Code>,
): GameModule<S, A, E, P, Summary, View, Code | KernelCode> => {
  const { vocabulary: words, procedure } = parts;
  const judge = procedure.judgeCall ?? words.judge;
  // The kernel's refusal of an unknown action speaks the game's code: a game that leaves it to the kernel declares it.
  if (procedure.refuse.unknownAction === undefined && !words.errors.includes('unknownAction' as Code)) throw new Error(`${words.game} refuses unknown actions with no code of its own`);
  const full: Procedure<S, Step, A, E, Rule, Code> = {
    ...procedure,
    cite: procedure.cite ?? ((_s, id) => words.cite(id)),
    judgeCall: judge,
    refuse: { unknownAction: (_s, a) => words.error('unknownAction' as Code, judge, { action: String(a.type) }), ...procedure.refuse },
  };
  return {
    id: words.game,
    editions: parts.editions,
    load: parts.load,
    apply: runProcedure(full),
    prompt: parts.prompt,
    view: parts.view,
    summary: parts.summary,
    ...(parts.answering === undefined ? {} : { answering: parts.answering }),
    rules: words.rules,
    ruleKeys: words.ruleKeys,
    vocabulary: { events: words.events, prompts: words.prompts, errors: words.errors },
  };
};

/** The refusal of a move by a player the game does not know, under judge-call (FaB, Battle Spirits, PMV). */
export const unknownPlayer =
  <S extends { readonly players: Readonly<Record<string, unknown>> }, Code extends string>(words: Pick<Vocabulary<string, Code, never>, 'error' | 'judge'>) =>
  (s: S, a: { readonly by: string }) =>
    s.players[a.by] ? null : words.error('unknownPlayer' as Code, words.judge, { player: a.by });
