/**
 * Every position the scenario suite of a game passes through: each file loaded and played, each
 * state along its actions (the start included). Tests walk from these (the skip tests, say). Tests only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { statesAlong } from '../../engine/testing/skip.ts';
import type { AnyGameModule } from '../../engine/types.ts';

export const scenarioPositions = <S>(game: AnyGameModule): S[] => {
  const dir = new URL(`../../../scenarios/${game.id}/`, import.meta.url);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => {
      const file = JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as { rules: string; setup: unknown; actions: unknown };
      const loaded = game.load(file);
      return loaded.ok ? (statesAlong(game, loaded.value.state, loaded.value.actions) as S[]) : [];
    });
};
