/**
 * Start: choose the game and its rules edition, then set up the board; or reopen a recent
 * session, or import a scenario file.
 */
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameId } from '../engine/types.ts';
import { editDraft, SCENARIO_FORMAT } from '../store/session.ts';
import { ImportButton } from './components/ImportButton.tsx';
import { RecentSessions } from './components/recentLazy.ts';
import { focusNewScreen, screenHeading } from './focus.ts';
import { GAME_UI, playableGames, preloadGame } from './games.ts';
import { useInBrowser } from './inBrowser.ts';
import { whenIdle } from './preload.ts';
import { useSessionStore } from './session.tsx';

export const StartScreen = () => {
  const { t } = useTranslation();
  const store = useSessionStore();
  const games = playableGames();
  const [game, setGame] = useState<GameId | undefined>(games[0]);
  const ui = game === undefined ? undefined : GAME_UI[game];
  const [edition, setEdition] = useState<string | undefined>(ui?.editions[0]);
  const inBrowser = useInBrowser();

  // The chosen game's screens, rules and words are fetched while the judge reads the page, so
  // "Set up the board" opens at once: when the browser is idle after the first paint, the game
  // chosen then (choosing one fetches it at once; a game no longer chosen is not fetched).
  useEffect(() => (game === undefined ? undefined : whenIdle(() => void preloadGame(game))), [game]);

  // The draft is saved at once (a reload right after the tap keeps it); its screen renders at once
  // when its chunks were fetched ahead, else it shows "Loading" until they arrive.
  const begin = () => {
    if (game === undefined || ui === undefined) return;
    void preloadGame(game);
    focusNewScreen(screenHeading());
    editDraft(store, { format: SCENARIO_FORMAT, game, rules: edition ?? ui.editions[0] ?? '', setup: ui.newSetup(), actions: [] });
  };

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4">
      <section className="card">
        <h2 className="card-title">{t('start.title')}</h2>
        <p className="muted mb-3">{t('start.intro')}</p>
        <fieldset className="mb-4">
          <legend className="label">{t('start.game')}</legend>
          <div className="flex flex-col gap-2">
            {games.map((g) => (
              <label key={g} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 has-checked:border-brand-700 has-checked:bg-brand-50">
                <input
                  type="radio"
                  name="game"
                  className="size-5 accent-brand-700"
                  checked={game === g}
                  onChange={() => {
                    void preloadGame(g);
                    setGame(g);
                    setEdition(GAME_UI[g]?.editions[0]);
                  }}
                />
                <span>{t(`game.${g}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {ui !== undefined ? (
          <fieldset className="mb-4">
            <legend className="label">{t('start.edition')}</legend>
            <div className="flex flex-col gap-2">
              {ui.editions.map((e) => (
                <label key={e} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50">
                  <input type="radio" name="edition" className="size-5 shrink-0 accent-brand-700" checked={edition === e} onChange={() => setEdition(e)} />
                  <span>
                    <span className="font-medium">{e}</span>
                    <span className="block text-sm text-slate-700">{t(`edition.${game}.${e}`, { defaultValue: '' })}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <button type="button" className="btn btn-primary w-full" onClick={begin} disabled={ui === undefined}>
          {t('start.setup')}
        </button>
      </section>
      {/* The stored sessions exist only in the browser: not in the prerendered page. */}
      {inBrowser ? (
        <Suspense fallback={null}>
          <RecentSessions />
        </Suspense>
      ) : null}
      <section className="card">
        <h2 className="card-title">{t('start.importTitle')}</h2>
        <p className="muted mb-3">{t('start.importIntro')}</p>
        <ImportButton />
      </section>
    </div>
  );
};
