/** What the board calls an id: an object's name from view(state), a player, or a word a game gives an id ("this chain link"). */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameId, ViewBase } from '../../engine/types.ts';
import type { NameOf } from '../../text/describe.ts';
import { namespacesOf, tx } from '../i18n.ts';

export const useNameOf = (game: GameId, view: ViewBase, special: Readonly<Record<string, string>> = {}): NameOf => {
  const { t } = useTranslation(namespacesOf(game));
  const { names, players } = view;
  return useMemo(() => {
    const playerIds = new Set(players.map((p) => p.id));
    return (id: string) => {
      const name = names[id];
      if (name !== undefined) return name;
      if (playerIds.has(id)) return t('playerName', { id });
      const word = special[id];
      return word === undefined ? id : tx(t, `${game}:${word}`);
    };
  }, [names, players, special, game, t]);
};
