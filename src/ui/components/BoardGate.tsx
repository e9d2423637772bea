/**
 * Renders a game's combat screen once its words are loaded and a position exists; until then
 * a status line. The state and prompt come from the store as the game module produced them.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameId } from '../../engine/types.ts';
import { selectGameState, selectPrompt } from '../../store/session.ts';
import { useSession } from '../session.tsx';

export const BoardGate = <S, P>({ game, render }: { game: GameId; render: (state: S, prompt: P) => ReactNode }) => {
  const { t, ready } = useTranslation(['common', game]);
  const state = useSession(selectGameState) as S | undefined;
  const prompt = useSession(selectPrompt) as P | undefined;
  if (!ready || state === undefined || prompt === undefined) {
    return (
      <p className="muted p-4 text-center" role="status">
        {t('common:app.loading')}
      </p>
    );
  }
  return render(state, prompt);
};
