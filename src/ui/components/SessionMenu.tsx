/** The session menu: its button, and the commands (SessionMenuPanel.tsx). */
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useInBrowser } from '../inBrowser.ts';
import { preloadable, screenOf, whenIdle } from '../preload.ts';

/** The commands are not in the first load: fetched when the browser is idle, or when the menu first opens. */
const panel = preloadable<{ close: () => void }>(() => import('./SessionMenuPanel.tsx'));
const Commands = (props: { close: () => void }) => screenOf(panel, props);
const fetchCommands = () => whenIdle(() => void panel.load().catch(() => undefined));

export const SessionMenu = () => {
  const { t } = useTranslation();
  const details = useRef<HTMLDetailsElement>(null);
  const close = () => details.current?.removeAttribute('open');
  const inBrowser = useInBrowser();

  useEffect(fetchCommands, []);
  useEffect(() => {
    // A menu closes on Escape (focus back on its button) and on a tap anywhere else.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !details.current?.open) return;
      details.current.removeAttribute('open');
      details.current.querySelector('summary')?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (details.current?.open && !details.current.contains(e.target as Node)) details.current.removeAttribute('open');
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, []);

  return (
    <details ref={details} className="relative">
      <summary className="btn btn-small cursor-pointer list-none">{t('menu.title')}</summary>
      {/* Scrolls within the screen, above the bottom bar: the header is sticky, so the page cannot scroll it. */}
      <div className="absolute right-0 z-20 mt-2 flex max-h-[calc(100dvh-8.5rem)] w-72 max-w-[calc(100vw-1.5rem)] flex-col gap-2 overflow-y-auto overscroll-contain rounded-xl border border-slate-300 bg-white p-3 text-slate-900 shadow-lg">
        {/* The commands (and the stored sessions they list) exist only in the browser, not in the prerendered page. */}
        {inBrowser ? <Suspense fallback={<p className="muted text-sm">{t('app.loading')}</p>}><Commands close={close} /></Suspense> : null}
      </div>
    </details>
  );
};
