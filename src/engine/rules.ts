import type { GameId, RuleRef } from './types.ts';

/** A RuleRef factory bound to one game (and edition), so modules write `r('510.1c')`. */
export const ruleCiter =
  (game: GameId, edition?: string) =>
  (id: string): RuleRef =>
    edition === undefined ? { game, id } : { game, id, edition };

/** The compact form the runner prints and the scenario format uses: `mtg:510.1c`. */
export const formatRule = (ref: RuleRef): string => `${ref.game}:${ref.id}`;
