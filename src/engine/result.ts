import type { EngineError, Params, Result, RuleRef } from './types.ts';

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });

/** Shorthand for refusing an action under a rule. */
export const refuse = (code: string, rule: RuleRef, params?: Params): Result<never, EngineError> =>
  params === undefined ? err({ code, rule }) : err({ code, rule, params });
