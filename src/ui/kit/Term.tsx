/** Words the engine hands the board as data (a Term: a key in the game's namespace and its values), in the screen language. */
import { useTranslation } from 'react-i18next';
import type { GameId, Term } from '../../engine/types.ts';
import { valuesOf, type NameOf } from '../../text/describe.ts';
import { namespacesOf, tx } from '../i18n.ts';

/** The text of a term: ids among its values read as names; a `keyword` value reads as the game's word for it. */
export const useTermText = (game: GameId, nameOf: NameOf): ((term: Term) => string) => {
  const { t } = useTranslation(namespacesOf(game));
  return (term) => {
    const values: Record<string, string | number> = term.values ? valuesOf(term.values, nameOf) : {};
    if (typeof term.values?.['keyword'] === 'string') values['keyword'] = tx(t, `${game}:keyword.${term.values['keyword']}`);
    return tx(t, `${game}:${term.key}`, values);
  };
};
