import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// oxlint-disable-next-line import/no-unassigned-import -- the stylesheet is a side effect by design
import './index.css';
import type { KeyValueStorage } from './store/persist.ts';
import { createSession, setNotice } from './store/session.ts';
import { App } from './ui/App.tsx';
import { mountUpdatePrompt } from './ui/components/UpdatePrompt.tsx';
import { detectLang, initI18n } from './ui/i18n.ts';
import { SessionProvider } from './ui/session.tsx';
import { boot } from './ui/sessionIo.ts';

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

const registerPwa = () => void import('./pwa/register.ts').then((pwa) => pwa.registerPwa(mountUpdatePrompt));

const start = async () => {
  await initI18n(detectLang());
  try {
    await boot(store, safeStorage());
  } catch (e) {
    // Whatever went wrong, the page still opens, clean, and says so.
    setNotice(store, { tone: 'error', key: 'notice.bootFailed', details: [String(e)] });
  }
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <SessionProvider store={store}>
        <App />
      </SessionProvider>
    </StrictMode>,
  );
  // Offline support (the service worker and its update bar) loads after the first paint, when idle.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    if ('requestIdleCallback' in window) requestIdleCallback(registerPwa, { timeout: 5000 });
    else setTimeout(registerPwa, 2000);
  }
};

void start();
