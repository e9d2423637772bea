/**
 * What every game's property tests (random walks) share: loading a generated set-up that must be
 * valid, and choosing one of a prompt's options from a random number. Tests only.
 */
import type { GameModule } from '../types.ts';

/** Loads a generated set-up with no actions; a refusal is a bug in the generator, reported with the set-up. */
// oxlint-disable-next-line typescript/no-explicit-any
export const loadSetup = <S>(game: GameModule<S, any, any, any, any, any, any>, setup: unknown, rules = 'current'): S => {
  const res = game.load({ rules, setup, actions: [] });
  if (!res.ok) throw new Error(`setup refused: ${JSON.stringify(res.error)}\n${JSON.stringify(setup)}`);
  return res.value.state;
};

/** The option a random number picks (any integer, negative too). */
export const pick = <T>(list: readonly T[], n: number): T => list[((n % list.length) + list.length) % list.length] as T;
