/**
 * A game's refusals as its tests check them, each handing back the state it was given untouched:
 * every code of its contract on small positions, with its rule; and its refusal scenario files
 * (src/games/<game>/refusals). A scenario file cannot expect a refusal (the suite requires every
 * action accepted), so each code has files of its own whose last action is the refused one,
 * played as the runner plays them (the `npm run referee` code path) and refused with the code the
 * file name starts with, under the rule the game's contract gives. Tests only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { play } from '../engine/referee.ts';
import type { ActionBase, AnyGameModule, EngineError } from '../engine/types.ts';
import { parseScenario } from '../scenario/envelope.ts';
import { runScenario } from '../scenario/run.ts';

const dirOf = (game: string): URL => new URL(`../games/${game}/refusals/`, import.meta.url);

/** The game's refusal files, sorted. */
export const refusalFiles = (game: string): string[] =>
  readdirSync(dirOf(game))
    .filter((f) => f.endsWith('.json'))
    .toSorted();

/** The code a file is named for: its name up to the first dash. */
export const codeOf = (file: string): string => file.split('-')[0] as string;

/**
 * One test per file: every action but the last accepted, the last refused with its file's code
 * under `ruleOf(code, action)`, by the runner and by `refused` (the game's test kit: the state
 * handed back untouched), and the state before it unchanged.
 */
export const itRefusesEachFile = <S, A extends ActionBase>(
  module: AnyGameModule,
  refused: (state: S, action: A) => EngineError,
  ruleOf: (code: string, action: ActionBase) => string | undefined,
): void => {
  it.each(refusalFiles(module.id))('%s', async (file) => {
    const code = codeOf(file);
    const parsed = parseScenario(readFileSync(new URL(file, dirOf(module.id)), 'utf8'));
    if (!parsed.ok) expect.fail(JSON.stringify(parsed.error));
    const result = await runScenario(parsed.value);
    if (!result.ok) expect.fail(JSON.stringify(result.error));
    const last = parsed.value.actions.length - 1;
    const rule = ruleOf(code, parsed.value.actions[last] as ActionBase);
    expect(result.value.accepted).toBe(last);
    expect(result.value.rejected).toMatchObject({ index: last, error: { code, rule: `${module.id}:${rule}` } });
    const loaded = module.load({ rules: parsed.value.rules, setup: parsed.value.setup, actions: parsed.value.actions });
    if (!loaded.ok) expect.fail(JSON.stringify(loaded.error));
    const before = play(module, loaded.value.state, loaded.value.actions.slice(0, last)).state as S;
    const copy = JSON.stringify(before);
    const error = refused(before, loaded.value.actions[last] as A);
    expect({ code: error.code, rule: error.rule.id }).toEqual({ code, rule });
    expect(JSON.stringify(before)).toBe(copy);
  });
};

/** A refusal on a small position: the action refused from the state, with the code and under the rule. */
export type RefusalCase<S, A> = { readonly code: string; readonly rule: string; readonly state: () => S; readonly action: A };

/** Each case refused by `refused` (the game's test kit: the state handed back untouched) with its code under its rule, and a case for every code of the contract. */
export const describeRefusalCases = <S, A extends ActionBase>(
  module: AnyGameModule,
  refused: (state: S, action: A) => EngineError,
  cases: readonly RefusalCase<S, A>[],
  contract: readonly string[],
): void => {
  describe('refusals: every code with its rule; the state is handed back untouched', () => {
    it.each(cases)('$rule $code: $action.type', ({ code, rule, state, action }) => {
      const error = refused(state(), action);
      expect({ code: error.code, rule: error.rule.id, game: error.rule.game }).toEqual({ code, rule, game: module.id });
    });

    it('covers every code the contract lists', () => {
      expect(new Set(cases.map((r) => r.code))).toEqual(new Set(contract));
      for (const c of contract) expect(module.vocabulary.errors).toContain(c);
    });
  });
};
