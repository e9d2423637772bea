/**
 * The start page as HTML, for the build (scripts/prerender.ts) to put into index.html, so the
 * first paint needs no JavaScript; src/main.tsx hydrates it. It renders the same tree as the
 * browser's first render of an empty session, in each language: anything that depends on the
 * browser (stored sessions, the menu's commands, a rules address) waits for hydration
 * (useInBrowser, RuleRoute's server snapshot).
 */
import { createInstance } from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '../../locales/en/common.json';
import ja from '../../locales/ja/common.json';
import { createSession } from '../store/session.ts';
import { App } from '../ui/App.tsx';
import { i18nOptions, type Lang } from '../ui/i18n.ts';
import { SessionProvider } from '../ui/session.tsx';

export const renderStartPage = async (lang: Lang): Promise<string> => {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ ...i18nOptions(lang), resources: { en: { common: en }, ja: { common: ja } } });
  return renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <SessionProvider store={createSession()}>
          <App />
        </SessionProvider>
      </I18nextProvider>
    </StrictMode>,
  );
};

/** The storage keys the page's inline script reads before the first paint (one source with the app). */
export { LANG_KEY } from '../ui/i18n.ts';
export { STORAGE_KEY } from '../store/persist.ts';
export { SHARE_PARAM } from '../ui/sessionIo.ts';
