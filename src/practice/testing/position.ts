/** A position for the practice tests: a game's set-up with actions played through the real engine. */
import { play } from '../../engine/referee.ts';
import type { ActionBase, AnyGameModule, GameId } from '../../engine/types.ts';
import { loadGame } from '../../games/registry.ts';
import { answeringOf } from '../solve.ts';

export const position = async (game: GameId, rules: string, setup: unknown, actions: readonly object[]) => {
  const module = (await loadGame(game)) as AnyGameModule;
  const loaded = module.load({ rules, setup, actions });
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
  const played = play(module, loaded.value.state, loaded.value.actions as readonly ActionBase[], loaded.value.events ?? []);
  if (played.rejected) throw new Error(`refused: ${JSON.stringify(played.rejected)}`);
  return { module: answeringOf(module), state: played.state };
};

/** MTG: the active player A attacks B with `attackers` (ids); the game waits for B's blocks. */
export const mtgBlocks = (permanents: readonly object[], attackers: readonly string[], life = 20, rules = '2024-11') =>
  position(
    'mtg',
    rules,
    { players: [{ id: 'A', life: 20 }, { id: 'B', life }], active: 'A', permanents },
    [
      { by: 'A', type: 'advance' },
      { by: 'A', type: 'declareAttackers', attackers: attackers.map((id) => ({ id, target: 'B' })) },
      { by: 'A', type: 'advance' },
    ],
  );

export const creature = (id: string, controller: string, power: number, toughness: number, keywords: readonly string[] = []) => ({
  id,
  controller,
  types: ['creature'],
  power,
  toughness,
  ...(keywords.length > 0 ? { keywords } : {}),
});
