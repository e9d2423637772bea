import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// oxlint-disable-next-line import/no-unassigned-import -- the stylesheet is a side effect by design
import './index.css';
import type { KeyValueStorage } from './store/persist.ts';
import { createSession, setNotice, type SessionState } from './store/session.ts';
import { App } from './ui/App.tsx';
import { preloadGame } from './ui/games.ts';
import { detectLang, initI18n } from './ui/i18n.ts';
import { whenIdle } from './ui/preload.ts';
import { SessionProvider } from './ui/session.tsx';
import { followLinks, hasShareLink, restoreSaved } from './ui/sessionIo.ts';

const store = createSession();

const memoryStorage = (): KeyValueStorage => {
  const data = new Map<string, string>();
  return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
};

const safeStorage = (): KeyValueStorage => {
  try {
    return window.localStorage;
  } catch {
    return memoryStorage(); // storage blocked: the session lives in memory only
  }
};

const registerPwa = () =>
  void import('./pwa/register.ts').then((pwa) =>
    // The update bar's code loads only when a new version waits.
    pwa.registerPwa((controller) => void import('./ui/components/UpdatePrompt.tsx').then((bar) => bar.mountUpdatePrompt(controller))),
  );

/** The game whose screen the page opens on, if any: its chunks are fetched before the first render. */
const openGame = (s: SessionState) => (s.screen === 'combat' ? s.scenario?.game : s.screen === 'setup' ? s.draft?.game : undefined);

/**
 * The start screen as the build prerendered it (scripts/prerender.ts) is hydrated when the page
 * opens on exactly that: the start screen, nothing loaded, nothing to report, in the language it
 * was drawn in. Anything else renders afresh over it.
 */
const canHydrate = (root: HTMLElement, s: SessionState, lang: string) =>
  root.dataset.prerendered === lang && s.screen === 'start' && s.scenario === null && s.draft === null && s.notice === null;

const render = (root: HTMLElement, lang: string) => {
  const app = (
    <StrictMode>
      <SessionProvider store={store}>
        <App />
      </SessionProvider>
    </StrictMode>
  );
  if (canHydrate(root, store.getState(), lang)) {
    root.dataset.hydrated = 'true';
    // A difference from the prerendered page is a bug (the e2e suite fails on this message).
    hydrateRoot(root, app, { onRecoverableError: (error) => console.error('[hydration]', error) });
    return;
  }
  root.replaceChildren();
  delete root.dataset.prerendered;
  createRoot(root).render(app);
};

const restore = async (storage: KeyValueStorage) => {
  try {
    await restoreSaved(store, storage);
  } catch (e) {
    // Whatever went wrong, the page still opens, clean, and says so.
    setNotice(store, { tone: 'error', key: 'notice.bootFailed', details: [String(e)] });
  }
};

const start = async () => {
  const storage = safeStorage();
  // The words and the saved session load side by side: neither needs the other.
  const [i18n] = await Promise.all([initI18n(detectLang()), restore(storage)]);
  const sharing = hasShareLink(); // read before followLinks takes the link out of the address
  const links = followLinks(store, storage).catch((e: unknown) => setNotice(store, { tone: 'error', key: 'notice.bootFailed', details: [String(e)] }));
  if (sharing) await links; // the page opens on the shared session, not on the start screen first
  const game = openGame(store.getState());
  if (game !== undefined) await preloadGame(game);
  const root = document.getElementById('root');
  if (!root) return;
  render(root, i18n.language);
  // Offline support (the service worker and its update bar) loads after the first paint, when idle.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) whenIdle(registerPwa, 5000);
};

void start();
