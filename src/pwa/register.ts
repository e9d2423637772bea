/**
 * Service worker registration, loaded by src/main.tsx when the browser is idle after the first
 * paint (production builds only), so it adds almost nothing to the first load. The worker
 * precaches every chunk (vite.config.ts); a new version waits for the user's tap on the update
 * bar, and the page never reloads by itself.
 *
 * The plugin's helper (workbox-window) registers the worker, but this module watches the
 * registration itself: the helper stops watching after one update found by another tab, and it
 * would reload the page by itself when a new version takes over.
 *
 * `mount` renders the bar (src/ui/components/UpdatePrompt.tsx); it is handed in rather than
 * imported so this chunk shares no React module with the entry (see that file).
 */
/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { createUpdateController, type UpdateController } from './updateController.ts';

/** Every new version that finishes installing while one is already active waits for the tap. */
const watch = (registration: ServiceWorkerRegistration, controller: UpdateController): void => {
  const onInstalling = () => {
    const worker = registration.installing;
    if (!worker) return;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && registration.active !== null) controller.needRefresh();
    });
  };
  registration.addEventListener('updatefound', onInstalling);
  if (registration.waiting !== null && registration.active !== null) controller.needRefresh();
  // The first version claims the page on the first visit: not an update. Any later change of
  // controller is a new version taking over (this tab's tap, or another tab's).
  let controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled) controller.onTakeover();
    controlled = true;
  });
};

export const registerPwa = (mount: (controller: UpdateController) => void): void => {
  let registration: ServiceWorkerRegistration | undefined;
  let mounted = false;
  const controller = createUpdateController({
    applyUpdate: async () => {
      const waiting = registration?.waiting;
      if (!waiting) throw new Error('no waiting service worker'); // the controller reloads
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker's postMessage takes no origin
      waiting.postMessage({ type: 'SKIP_WAITING' });
    },
    reloadPage: () => window.location.reload(),
    setTimer: (run, ms) => void window.setTimeout(run, ms),
  });
  // The bar's root is made the first time an update waits.
  controller.subscribe(() => {
    if (mounted || !controller.getState().visible) return;
    mounted = true;
    mount(controller);
  });
  registerSW({
    onNeedRefresh: controller.needRefresh,
    // Given so that the plugin does not reload the page itself; takeovers are watched above.
    onNeedReload: () => undefined,
    onRegisteredSW: (_url, reg) => {
      if (!reg) return;
      registration = reg;
      watch(reg, controller);
    },
  });
};
