/**
 * What every game's random walks share, in the property tests (fixed seeds, CI) and in the fuzz
 * CLI (fresh seeds, at scale): loading a generated set-up, choosing an option from a random
 * number, the trace a failure is written from, the checks on a refusal, and the replay of a
 * written walk under the same invariants. Tests and the fuzz CLI only.
 */
import type { ActionBase, AnyGameModule, EventBase, GameModule } from '../types.ts';

/** Loads a generated set-up with no actions; a refusal is a bug in the generator, reported with the set-up. */
// oxlint-disable-next-line typescript/no-explicit-any
export const loadSetup = <S>(game: GameModule<S, any, any, any, any, any, any>, setup: unknown, rules = 'current'): S => {
  const res = game.load({ rules, setup, actions: [] });
  if (!res.ok) throw new Error(`setup refused: ${JSON.stringify(res.error)}\n${JSON.stringify(setup)}`);
  return res.value.state;
};

/** The option a random number picks (any integer, negative too). */
export const pick = <T>(list: readonly T[], n: number): T => list[((n % list.length) + list.length) % list.length] as T;

/** A check over the game's summary, added from outside (the fuzz test's deliberately broken one): a message when broken. */
export type ExtraInvariant = { readonly name: string; readonly broken: (summary: unknown) => string | null };

/**
 * One walk as it goes: the accepted actions, the action being checked now (the one a failure
 * names last), the events and prompt kinds reached (for the coverage checks), and an extra
 * invariant, if any. A failure is written as a scenario from `trace` and `trying`.
 */
export type WalkRun = {
  readonly trace: ActionBase[];
  trying: ActionBase | null;
  readonly reached: Set<string>;
  readonly extra: ExtraInvariant | null;
  /**
   * Skip the checks of the moves a walk tries but does not take (random probes, the options not
   * chosen): the path does not depend on them, so what the walk reaches is the same, sooner.
   * Only for counting coverage over many seeds.
   */
  readonly light?: boolean;
};

export const newRun = (extra: ExtraInvariant | null = null, reached = new Set<string>(), light = false): WalkRun => ({ trace: [], trying: null, reached, extra, light });

/** Checks the extra invariant, if any, on a state the walk reached. */
export const checkExtra = (run: Pick<WalkRun, 'extra'>, game: AnyGameModule, state: unknown): void => {
  const broken = run.extra?.broken(game.summary(state)) ?? null;
  if (broken !== null) throw new Error(`invariant "${run.extra?.name}" broken: ${broken}`);
};

/**
 * An illegal action is refused with an error the game declares, citing a rule it lists, and
 * leaves the state exactly as it was (architecture.md, "The engine contract").
 */
export const checkRefusal = (game: AnyGameModule, state: unknown, before: string, action: ActionBase): void => {
  const res = game.apply(state, action);
  if (res.ok) return;
  const e = res.error as { code: string; rule: { game: string; id: string } };
  const what = `refused ${JSON.stringify(action)}`;
  if (!game.vocabulary.errors.includes(e.code)) throw new Error(`${what}: undeclared error code ${e.code}`);
  if (e.rule.game !== game.id || !game.rules.includes(e.rule.id)) throw new Error(`${what}: cites ${e.rule.game} ${e.rule.id}, not a rule of ${game.id}`);
  if (JSON.stringify(state) !== before) throw new Error(`${what}: the refusal changed the state`);
};

/** A game's invariants in the form a replay needs: on a state at rest, and on one transition. */
export type Checks<S> = {
  readonly state: (start: S, s: S) => void;
  readonly step: (before: S, action: ActionBase, after: S, events: readonly EventBase[]) => void;
};

/**
 * Replays a written walk (a fuzz failure file) from its loaded state under the game's invariants:
 * every action but the last must be accepted; the last may be refused, and then the refusal is
 * checked. Throws at the first broken invariant, naming the action.
 */
export const replayChecked = <S>(game: AnyGameModule, checks: Checks<S>, start: S, actions: readonly ActionBase[], extra: ExtraInvariant | null): void => {
  let s = start;
  checks.state(start, s);
  for (const [i, action] of actions.entries()) {
    const before = JSON.stringify(s);
    const res = game.apply(s, action);
    const at = (e: unknown) => new Error(`actions[${i}] ${JSON.stringify(action)}: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
    if (!res.ok) {
      if (i < actions.length - 1) throw at(`refused (${res.error.code}, ${res.error.rule.id}) before the end of the walk`);
      try {
        checkRefusal(game, s, before, action);
      } catch (e) {
        throw at(e);
      }
      return;
    }
    try {
      checks.step(s, action, res.value.state as S, res.value.events);
      checks.state(start, res.value.state as S);
      checkExtra({ extra }, game, res.value.state);
    } catch (e) {
      throw at(e);
    }
    s = res.value.state as S;
  }
};

/**
 * Whether a state is plain JSON data (objects, arrays, strings, finite numbers, booleans, null),
 * so a copy through JSON is the same state: cheaper than a deep comparison with the copy.
 */
export const isJsonData = (x: unknown): boolean => {
  if (x === null || typeof x === 'string' || typeof x === 'boolean') return true;
  if (typeof x === 'number') return Number.isFinite(x) && !Object.is(x, -0);
  if (Array.isArray(x)) return x.every(isJsonData);
  if (typeof x !== 'object' || Object.getPrototypeOf(x) !== Object.prototype) return false;
  return Object.values(x).every((v) => v === undefined || isJsonData(v));
};
