/**
 * `advance until decision` against the passes a judge would tap one by one: what every game's
 * skip test shares. The passes stop where the prompt stops being priority or shows the holder
 * something to play (`hasPlay`, read from the prompt, as the UI reads it). Tests only.
 */
import type { ActionBase, EngineError, EventBase, GameModule, PromptBase } from '../types.ts';

// oxlint-disable-next-line typescript/no-explicit-any
type Module<S> = GameModule<S, any, any, any, any, any, any>;

export type Reached<S> = { readonly state: S; readonly events: readonly EventBase[]; readonly passes: number };

/** The skip action the UI sends for the priority holder. */
export const skip = (by: string): ActionBase => ({ type: 'advance', by, until: 'decision' }) as ActionBase;

/**
 * Passes for whoever holds priority, one action at a time, until the prompt is another kind or
 * `hasPlay(prompt)`; the first pass is always made. Throws on a refusal or past `limit` passes.
 */
export const passByHand = <S>(game: Module<S>, from: S, priorityKind: string, hasPlay: (p: PromptBase) => boolean, limit = 4096): Reached<S> => {
  let state = from;
  const events: EventBase[] = [];
  for (let passes = 1; passes <= limit; passes++) {
    const p = game.prompt(state) as PromptBase;
    if (p.kind !== priorityKind || p.player === null) throw new Error(`no priority to pass: ${p.kind}`);
    const r = game.apply(state, { type: 'pass', by: p.player });
    if (!r.ok) throw new Error(`pass refused: ${JSON.stringify(r.error)}`);
    state = r.value.state as S;
    events.push(...(r.value.events as readonly EventBase[]));
    const next = game.prompt(state) as PromptBase;
    if (next.kind !== priorityKind || hasPlay(next)) return { state, events, passes };
  }
  throw new Error(`still passing after ${limit} passes`);
};

/** The skip as one action: its state and events, or its refusal. */
export const skipOnce = <S>(game: Module<S>, from: S): { readonly state: S; readonly events: readonly EventBase[] } | EngineError => {
  const p = game.prompt(from) as PromptBase;
  const r = game.apply(from, skip(p.player ?? ''));
  return r.ok ? { state: r.value.state as S, events: r.value.events as readonly EventBase[] } : (r.error as EngineError);
};

/** Every state along an action list from `from` (the start included), up to the first refusal. */
export const statesAlong = <S>(game: Module<S>, from: S, actions: readonly ActionBase[]): S[] => {
  const out = [from];
  let state = from;
  for (const a of actions) {
    const r = game.apply(state, a);
    if (!r.ok) break;
    state = r.value.state as S;
    out.push(state);
  }
  return out;
};

/**
 * From a position where someone holds priority: the skip as one action and the passes by hand,
 * for the test to compare (equal states, equal events). Null when the prompt is not priority.
 */
export const skipAndHand = <S>(game: Module<S>, from: S, priorityKind: string, hasPlay: (p: PromptBase) => boolean) => {
  if ((game.prompt(from) as PromptBase).kind !== priorityKind) return null;
  return { skip: skipOnce(game, from), hand: passByHand(game, from, priorityKind, hasPlay) };
};

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Where the skip and the passes by hand differ, from each position someone holds priority in:
 * a line per difference (empty when they always agree), how many positions were compared, and
 * in how many the passes stopped for a priority holder with a play.
 */
export const skipDifferences = <S>(game: Module<S>, positions: readonly S[], priorityKind: string, hasPlay: (p: PromptBase) => boolean) => {
  const differences: string[] = [];
  let compared = 0;
  let forPlay = 0; // skips that stopped at a priority holder with a play
  for (const [i, from] of positions.entries()) {
    const both = skipAndHand(game, from, priorityKind, hasPlay);
    if (both === null) continue;
    compared++;
    const { skip: one, hand } = both;
    if ((game.prompt(hand.state) as PromptBase).kind === priorityKind) forPlay++;
    if (!('state' in one)) differences.push(`#${i}: the skip was refused ${JSON.stringify(one)}`);
    else if (!same(one.state, hand.state)) differences.push(`#${i}: another state after ${hand.passes} passes`);
    else if (!same(one.events, hand.events)) differences.push(`#${i}: other events after ${hand.passes} passes`);
  }
  return { compared, forPlay, differences };
};

/**
 * A walk from `from`: each move passes once (false) or skips (true) for the priority holder, and
 * each skip is compared with the passes by hand. The walk stops where priority ends. Returns a line
 * per skip that differs (empty when all agree): the body of every game's random-walk property.
 */
export const skipWalkDifferences = <S>(
  game: Module<S>,
  from: S,
  moves: readonly boolean[],
  priorityKind: string,
  hasPlay: (p: PromptBase) => boolean,
): string[] => {
  const differences: string[] = [];
  let state = from;
  for (const [i, skipping] of moves.entries()) {
    const p = game.prompt(state) as PromptBase;
    if (p.kind !== priorityKind || p.player === null) break;
    if (!skipping) {
      const r = game.apply(state, { type: 'pass', by: p.player });
      if (!r.ok) throw new Error(`pass refused: ${JSON.stringify(r.error)}`);
      state = r.value.state as S;
      continue;
    }
    const one = skipOnce(game, state);
    const hand = passByHand(game, state, priorityKind, hasPlay);
    if (!('state' in one) || !same(one, { state: hand.state, events: hand.events })) differences.push(`move ${i}: the skip differs from ${hand.passes} passes`);
    state = hand.state;
  }
  return differences;
};
