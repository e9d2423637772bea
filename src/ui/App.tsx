/** The shell: header (language, history, menu), notices, and the screen of the moment. */
import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { newSession, selectDraft, selectScenario, selectScreen } from '../store/session.ts';
import { ErrorBoundary } from './components/ErrorBoundary.tsx';
import { LangSwitch } from './components/LangSwitch.tsx';
import { NoticeBanner } from './components/Notice.tsx';
import { SessionMenu } from './components/SessionMenu.tsx';
import { GAME_UI, historyBar } from './games.ts';
import { screenOf } from './preload.ts';
import { useStickyRef } from './components/sticky.ts';
import { useSession, useSessionStore } from './session.tsx';
import { RuleRoute } from './rules/RuleRoute.tsx';
import { StartScreen } from './StartScreen.tsx';

const Loading = () => {
  const { t } = useTranslation();
  return (
    <p className="muted p-4 text-center" role="status">
      {t('app.loading')}
    </p>
  );
};

const Crash = ({ error, reset }: { error: Error; reset: () => void }) => {
  const { t } = useTranslation();
  const store = useSessionStore();
  return (
    <div role="alert" className="card mx-auto max-w-xl border-red-300">
      <h2 className="card-title">{t('app.crashTitle')}</h2>
      <p className="mb-2 font-mono text-xs break-words">{error.message}</p>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => {
          newSession(store);
          reset();
        }}
      >
        {t('app.crashReset')}
      </button>
    </div>
  );
};

const crash = (error: Error, reset: () => void) => <Crash error={error} reset={reset} />;

const Screen = () => {
  const screen = useSession(selectScreen);
  const draft = useSession(selectDraft);
  const scenario = useSession(selectScenario);
  let body: ReactNode = <StartScreen />;
  if (screen === 'combat' && scenario !== null) {
    const board = GAME_UI[scenario.game]?.Board;
    if (board) body = screenOf(board, {});
  } else if (screen === 'setup' && draft !== null) {
    const setup = GAME_UI[draft.game]?.Setup;
    if (setup) body = screenOf(setup, {});
  }
  return (
    <ErrorBoundary fallback={crash}>
      <Suspense fallback={<Loading />}>{body}</Suspense>
    </ErrorBoundary>
  );
};

/** The user-timing mark the UI bench (bench/ui.bench.ts) reads: the first commit (of the hydration, on the start page), when React's handlers work. */
const INTERACTIVE = 'referee:interactive';
const markInteractive = () => {
  if (performance.getEntriesByName(INTERACTIVE).length === 0) performance.mark(INTERACTIVE);
};

export const App = () => {
  const { t } = useTranslation();
  useLayoutEffect(markInteractive, []);
  const screen = useSession(selectScreen);
  const header = useStickyRef('header');
  const bottom = useStickyRef('bottom');
  const combat = screen === 'combat';
  return (
    <div className={`min-h-dvh ${combat ? 'pb-16' : 'pb-24'}`}>
      {/* On a phone's combat screen the header scrolls away (relative: its menu still opens above the strip): the players, the steps and the decision need the height. */}
      <header ref={header} className={`sticky top-0 z-30 bg-brand-900 text-white shadow ${combat ? 'max-sm:relative' : ''}`}>
        <div className="mx-auto flex max-w-5xl items-center gap-2 px-3 py-1.5">
          <h1 className="min-w-0 flex-1 truncate text-base font-bold">{t('app.title')}</h1>
          <LangSwitch />
          <SessionMenu />
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-3 pt-3">
        <NoticeBanner />
        <Screen />
        <RuleRoute />
      </main>
      {combat ? (
        <nav ref={bottom} aria-label={t('history.label')} className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-300 bg-white/95 px-2 pt-1 pb-[max(0.25rem,env(safe-area-inset-bottom))] backdrop-blur">
          <div className="mx-auto max-w-5xl">
            <Suspense fallback={null}>{screenOf(historyBar, {})}</Suspense>
          </div>
        </nav>
      ) : null}
    </div>
  );
};
