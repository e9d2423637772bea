/**
 * A set-up in a game's tests: whether it loads under the current rules (with the loader's words
 * where it does not), the state it loads to, the errors of one that must be refused, an object of
 * it by id, and its card presets added as the set-up screen adds them. Tests only.
 */
import { expect } from 'vitest';
import { addCard, cardsOf, freeId, type Draft } from '../engine/setupDraft.ts';
import type { SetupObject, SetupSpec } from '../engine/setupSpec.ts';
import type { Result, ScenarioError } from '../engine/types.ts';

/** What loads a set-up: a game module. */
type Loader<S> = { load(input: { rules: string; setup: unknown; actions: unknown }): Result<{ readonly state: S }, readonly ScenarioError[]> };

const load = <S>(module: Loader<S>, setup: unknown, actions: unknown = []) => module.load({ rules: 'current', setup, actions });

/** 'ok', or the loader's errors as `path: message` (a failing test shows why). */
export const loads = <S>(module: Loader<S>, setup: unknown): string => {
  const loaded = load(module, setup);
  return loaded.ok ? 'ok' : loaded.error.map((e) => `${e.path}: ${e.message}`).join('; ');
};

/** The state a set-up loads to; throws the loader's errors where it does not load. */
export const loadedState = <S>(module: Loader<S>, setup: unknown): S => {
  const loaded = load(module, setup);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
  return loaded.value.state;
};

/** The load errors of a set-up (and actions) that must be refused. */
export const loadErrors = <S>(module: Loader<S>, setup: unknown, actions: unknown = []): readonly ScenarioError[] => {
  const loaded = load(module, setup, actions);
  expect(loaded.ok).toBe(false);
  return loaded.ok ? [] : loaded.error;
};

/** The object with this id in a set-up's list; throws where there is none (the test's own set-up is wrong). */
export const byId = <T extends { readonly id: string }>(list: readonly T[] | undefined, id: string): T => {
  const found = list?.find((o) => o.id === id);
  if (found === undefined) throw new Error(`no ${id} in the set-up`);
  return found;
};

/** A game's card presets: each makes a card for a set-up, given a maker of fresh ids. */
type Presets<D> = Readonly<Record<string, (draft: D, freeId: (stem: string) => string) => SetupObject>>;

/** Every preset added twice, as the set-up screen adds one (with a fresh id); fails unless every card has an id of its own and the set-up loads. */
export const everyPresetTwice = <D extends Draft, S>(module: Loader<S>, spec: SetupSpec, draft: D, presets: Presets<D>): D => {
  const addAll = (from: D) => Object.values(presets).reduce((d, make) => addCard(spec, d, make(d, (stem) => freeId(spec, d, stem))), from);
  const twice = addAll(addAll(draft));
  const ids = cardsOf(spec, twice).map((c) => c['id']);
  expect(new Set(ids).size, ids.join(' ')).toBe(ids.length);
  expect(loads(module, twice)).toBe('ok');
  return twice;
};
