/**
 * The set-up screens' last step, the same for every game: load the game's rules module, let it
 * validate the board, and start the session; or show, field by field, why the board was refused.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameId } from '../../engine/types.ts';
import { loadGame } from '../../games/registry.ts';
import { startSession, type Scenario } from '../../store/session.ts';
import { useSessionStore } from '../session.tsx';

export const StartCombat = ({ game, scenario }: { game: GameId; scenario: () => Scenario }) => {
  const { t } = useTranslation();
  const store = useSessionStore();
  const [errors, setErrors] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      const module = await loadGame(game);
      if (module === null) throw new Error(game);
      const started = startSession(store, module, scenario());
      setErrors(started.ok ? [] : started.error.map((e) => `${e.path}: ${e.message}`));
    } catch (e) {
      setErrors([t('notice.gameLoadFailed'), String(e)]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {errors.length > 0 ? (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-950">
          <p className="font-semibold">{t('setup.invalid')}</p>
          <ul className="mt-1 list-disc pl-5 font-mono text-xs break-words">
            {errors.map((e, i) => (
              <li key={i}>{e}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <button type="button" className="btn btn-primary sticky bottom-3 w-full text-base shadow-lg" onClick={() => void start()} disabled={busy}>
        {t('setup.start')}
      </button>
    </>
  );
};
