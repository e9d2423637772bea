/**
 * What a play-out did, seen from one player: the figures the objectives rank (docs/puzzle-format.md,
 * "Objectives") and the rules that decided it.
 */
import type { PlayerId, RuleRef } from '../engine/types.ts';

/** How a play-out stopped: the procedure or the game ended, a question for the judge, or the step limit. */
export type Ending = 'over' | 'judge' | 'limit';

/** A play-out's result: the game's summary at the end and what it changed. */
export type Outcome = {
  readonly ending: Ending;
  /** The prompt kind the play-out stopped at (`mtg.combatOver`, `fab.gameOver`, ...). */
  readonly stoppedAt: string;
  /** Life (or life cores) before and after, per player. */
  readonly life: Readonly<Record<PlayerId, { readonly before: number; readonly after: number }>>;
  readonly losers: readonly PlayerId[];
  /** What left the field, by the player who controlled it. */
  readonly removed: Readonly<Record<PlayerId, readonly string[]>>;
  /** The game's summary at the end (the runner's `summary`). */
  readonly summary: Readonly<Record<string, unknown>>;
  /** Every rule the play-out's events cited, in the order first cited (`mtg:510.2`). */
  readonly rules: readonly string[];
  /** The same rules as the events cite them (with their edition), for the rule cards. */
  readonly ruleRefs: readonly RuleRef[];
};

/**
 * The criteria an objective lists, best first. Each reads the outcome from the asked player's
 * side; the direction is part of the name.
 */
export const CRITERIA = ['alive', 'win', 'leastLifeLost', 'mostLifeDealt', 'mostKilled', 'fewestLost'] as const;
export type Criterion = (typeof CRITERIA)[number];

const lifeLost = (o: Outcome, p: PlayerId): number => {
  const l = o.life[p];
  return l === undefined ? 0 : Math.max(0, l.before - l.after);
};

const opponents = (o: Outcome, p: PlayerId): PlayerId[] => Object.keys(o.life).filter((x) => x !== p);

/** A criterion's score: higher is better. */
export const score = (o: Outcome, p: PlayerId, c: Criterion): number => {
  switch (c) {
    case 'alive':
      return o.losers.includes(p) ? 0 : 1;
    case 'win': {
      const others = opponents(o, p);
      return !o.losers.includes(p) && others.length > 0 && others.every((x) => o.losers.includes(x)) ? 1 : 0;
    }
    case 'leastLifeLost':
      return -lifeLost(o, p);
    case 'mostLifeDealt':
      return opponents(o, p).reduce((n, x) => n + lifeLost(o, x), 0);
    case 'mostKilled':
      return opponents(o, p).reduce((n, x) => n + (o.removed[x]?.length ?? 0), 0);
    case 'fewestLost':
      return -(o.removed[p]?.length ?? 0);
  }
};

/** Compares two outcomes under an objective: negative when `a` is better. */
export const compare = (a: Outcome, b: Outcome, p: PlayerId, objective: readonly Criterion[]): number => {
  for (const c of objective) {
    const d = score(b, p, c) - score(a, p, c);
    if (d !== 0) return d;
  }
  return 0;
};

/** The objective a what-if table sorts by when none is named: the attacker wants the game, the defender to come through. */
export const defaultObjective = (attacking: boolean): readonly Criterion[] =>
  attacking ? ['win', 'mostLifeDealt', 'mostKilled', 'fewestLost'] : ['alive', 'leastLifeLost', 'fewestLost', 'mostKilled'];
