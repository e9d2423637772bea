/**
 * The quiet "new version ready" bar. It lives in a root of its own, mounted the first time an
 * update waits by the service worker registration (src/pwa/register.ts, loaded when the browser is
 * idle after the first paint). It floats above the bottom bar without moving the page, and the
 * page reloads only when the user taps "reload" (the session is saved, so it comes back as it was).
 *
 * A chunk of its own, loaded only when an update waits (src/main.tsx): the first load never needs it.
 */
import { StrictMode, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import type { UpdateController } from '../../pwa/updateController.ts';

export const UpdatePrompt = ({ controller }: { readonly controller: UpdateController }) => {
  const { t } = useTranslation();
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  if (!state.visible) return null;
  return (
    <aside
      aria-label={t('update.label')}
      data-testid="update-prompt"
      className="fixed inset-x-2 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-40 mx-auto max-w-md rounded-xl border border-brand-700 bg-white px-2 py-1.5 text-slate-900 shadow-lg"
    >
      <div className="flex items-center gap-2">
        <p role="status" className="min-w-0 flex-1 pl-1 text-sm leading-snug">
          {t('update.ready')}
        </p>
        <button type="button" className="btn btn-small shrink-0" disabled={state.applying} onClick={controller.dismiss}>
          {t('update.later')}
        </button>
        <button type="button" className="btn btn-small btn-primary shrink-0" disabled={state.applying} onClick={controller.reload}>
          {t('update.reload')}
        </button>
      </div>
    </aside>
  );
};

/** Renders the bar in a root of its own, after the app's. */
export const mountUpdatePrompt = (controller: UpdateController): void => {
  const host = document.createElement('div');
  host.id = 'update-prompt-root';
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <UpdatePrompt controller={controller} />
    </StrictMode>,
  );
};
