/** What the board calls an id: an object's name from view(state), a player, or a word a game gives an id ("this chain link"). */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameId, ViewBase } from '../../engine/types.ts';
import type { NameOf } from '../../text/describe.ts';
import { namespacesOf, tx } from '../i18n.ts';

const NO_SPECIAL: Readonly<Record<string, string>> = {};

/**
 * Stable while the names, the players' ids and the language stay the same (the store shares an
 * unchanged `names` between frames): the board's memoised rows get the same function after an
 * action that renamed nothing, and skip redrawing.
 */
export const useNameOf = (game: GameId, view: ViewBase, special: Readonly<Record<string, string>> = NO_SPECIAL): NameOf => {
  const { t } = useTranslation(namespacesOf(game));
  const { names, players } = view;
  // A player's life or priority changes often; only the ids matter here.
  const playerKey = players.map((p) => p.id).join('\u0000');
  return useMemo(() => {
    const playerIds = new Set(playerKey === '' ? [] : playerKey.split('\u0000'));
    return (id: string) => {
      const name = names[id];
      if (name !== undefined) return name;
      if (playerIds.has(id)) return t('playerName', { id });
      const word = special[id];
      return word === undefined ? id : tx(t, `${game}:${word}`);
    };
  }, [names, playerKey, special, game, t]);
};
