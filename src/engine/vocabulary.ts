/**
 * One builder for what a game module says: the rules it cites, the error codes it refuses with,
 * its event types and prompt kinds. It returns the game's citer and refuser, typed by the game's
 * own unions, so `cite('510.1x')` or `refuse('notYourPriorty', …)` fails the type check.
 *
 * The kernel's own events and codes (procedure.ts) are listed there once and added here: a game
 * lists only its own.
 *
 * Rules whose text differs between editions (MTG 509.2 before and after Foundations) are cited
 * with their edition; every other rule reference is shared and frozen, so citing allocates nothing.
 */
import { KERNEL_CODES, KERNEL_EVENTS, type KernelCode } from './procedure.ts';
import { JUDGE_CALL, type EngineError, type GameId, type Params, type Result, type RuleRef } from './types.ts';

export type Vocabulary<Rule extends string, Code extends string, Edition extends string> = {
  readonly game: GameId;
  readonly rules: readonly Rule[];
  /** `id` or `id@edition` for each rule, the locale key ids (GameModule.ruleKeys). */
  readonly ruleKeys: readonly string[];
  readonly errors: readonly Code[];
  readonly events: readonly string[];
  readonly prompts: readonly string[];
  /** The reference for a rule (tagged with the edition where the rule's text differs). */
  cite(id: Rule, edition?: Edition): RuleRef;
  /** Every rule's reference in one edition (or none), for a game that cites on a hot path. */
  table(edition?: Edition): ReadonlyMap<Rule, RuleRef>;
  /** The judge-call reference: where the rules we have are silent. */
  readonly judge: RuleRef;
  isEditionSpecific(id: string): boolean;
  error(code: Code, rule: RuleRef, params?: Params): EngineError<Code>;
  refuse(code: Code, rule: RuleRef, params?: Params): Result<never, EngineError<Code>>;
};

type Definition<Rule extends string, Code extends string, Edition extends string> = {
  readonly rules: readonly Rule[];
  /** The game's own codes and events: the kernel's are added. */
  readonly errors: readonly Code[];
  readonly events: readonly string[];
  /** Whether the game asks the judge questions (Procedure.questions): only then does it log the kernel's judgeAsked and judgeRuled. */
  readonly asksJudge: boolean;
  readonly prompts: readonly string[];
  /** Per edition, the rules whose text is that edition's own. */
  readonly editionRules?: Readonly<Record<Edition, readonly Rule[]>>;
};

/** The kernel's events and codes a game logs and refuses with, before its own; a game that lists one of them itself is refused. */
const withKernel = <Code extends string>(game: GameId, def: { readonly errors: readonly Code[]; readonly events: readonly string[]; readonly asksJudge: boolean }) => {
  const own: readonly string[] = [...def.errors, ...def.events];
  const twice = [...KERNEL_CODES, ...Object.keys(KERNEL_EVENTS)].filter((x) => own.includes(x));
  if (twice.length > 0) throw new Error(`${game} lists the kernel's own ${twice.join(', ')}: defineVocabulary adds them`);
  const events = Object.entries(KERNEL_EVENTS).flatMap(([type, judge]) => (judge && !def.asksJudge ? [] : [type]));
  return { errors: [...KERNEL_CODES, ...def.errors], events: [...events, ...def.events] };
};

export const defineVocabulary = <const Rule extends string, const Code extends string, const Edition extends string = never>(
  game: GameId,
  def: Definition<Rule, Code, Edition>,
): Vocabulary<Rule, Code | KernelCode, Edition> => {
  const listed = withKernel(game, def);
  const perEdition: Readonly<Record<string, readonly string[]>> = def.editionRules ?? {};
  const specific: ReadonlySet<string> = new Set(Object.values(perEdition).flat());
  const shared = new Map<string, RuleRef>(def.rules.map((id) => [id, Object.freeze({ game, id })]));
  // One table per edition with every rule in it, so a citation is one lookup.
  const byEdition = new Map<string, ReadonlyMap<string, RuleRef>>(
    Object.keys(perEdition).map((edition) => [
      edition,
      new Map(def.rules.map((id) => [id, specific.has(id) ? Object.freeze({ game, id, edition }) : (shared.get(id) as RuleRef)])),
    ]),
  );
  const cite = (id: Rule, edition?: Edition): RuleRef =>
    (edition === undefined ? shared : (byEdition.get(edition) ?? shared)).get(id) ?? (edition !== undefined && specific.has(id) ? { game, id, edition } : { game, id });
  const error = (code: Code | KernelCode, rule: RuleRef, params?: Params): EngineError<Code | KernelCode> =>
    params === undefined ? { code, rule } : { code, rule, params };
  return {
    game,
    rules: def.rules,
    ruleKeys: def.rules.flatMap((id) =>
      specific.has(id) ? Object.keys(perEdition).filter((e) => perEdition[e]?.includes(id)).map((e) => `${id}@${e}`) : [id],
    ),
    errors: listed.errors,
    events: listed.events,
    prompts: def.prompts,
    cite,
    table: (edition) => ((edition === undefined ? shared : (byEdition.get(edition) ?? shared)) as ReadonlyMap<Rule, RuleRef>),
    judge: Object.freeze({ game, id: JUDGE_CALL }),
    isEditionSpecific: (id) => specific.has(id),
    error,
    refuse: (code, rule, params) => ({ ok: false, error: error(code, rule, params) }),
  };
};
