/** Session commands: share link, scenario file out and in, restart from set-up, new board. */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newSession, restartFromSetup, selectScenario, setNotice } from '../../store/session.ts';
import { useSession, useSessionStore } from '../session.tsx';
import { exportScenarioFile, importScenarioText, shareLink } from '../sessionIo.ts';

export const ImportButton = ({ onDone }: { onDone?: () => void }) => {
  const { t } = useTranslation();
  const store = useSessionStore();
  const id = useId();
  return (
    <label htmlFor={id} className="btn cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600">
      {t('menu.import')}
      <input
        id={id}
        type="file"
        accept=".json,application/json"
        className="sr-only"
        data-testid="import-file"
        onChange={async (e) => {
          const input = e.currentTarget;
          const file = input.files?.[0];
          input.value = ''; // the same file can be chosen again after a fix
          if (!file) return;
          try {
            await importScenarioText(store, await file.text());
          } catch (err) {
            setNotice(store, { tone: 'error', key: 'notice.importFailed', details: [String(err)] });
          }
          onDone?.();
        }}
      />
    </label>
  );
};

export const SessionMenu = () => {
  const { t } = useTranslation();
  const store = useSessionStore();
  const scenario = useSession(selectScenario);
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  const close = () => details.current?.removeAttribute('open');

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

  const share = async () => {
    const url = await shareLink(store);
    setLink(url);
    setCopied(false);
    if (url === null) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // no clipboard permission: the link is shown to copy by hand
    }
  };

  return (
    <details ref={details} className="relative">
      <summary className="btn btn-small cursor-pointer list-none">{t('menu.title')}</summary>
      <div className="absolute right-0 z-20 mt-2 flex w-72 max-w-[calc(100vw-1.5rem)] flex-col gap-2 rounded-xl border border-slate-300 bg-white p-3 text-slate-900 shadow-lg">
        {scenario !== null ? (
          <>
            <button type="button" className="btn" onClick={() => void share()}>
              {t('menu.share')}
            </button>
            {link !== null ? (
              <div>
                <label className="label" htmlFor="share-link">
                  {copied ? t('menu.shareCopied') : t('menu.shareCopy')}
                </label>
                <input id="share-link" className="field font-mono text-xs" readOnly value={link} onFocus={(e) => e.currentTarget.select()} data-testid="share-link" />
              </div>
            ) : null}
            <button type="button" className="btn" onClick={() => void exportScenarioFile(store)}>
              {t('menu.export')}
            </button>
          </>
        ) : null}
        <ImportButton onDone={close} />
        {scenario !== null ? (
          <button
            type="button"
            className="btn"
            onClick={() => {
              restartFromSetup(store);
              close();
            }}
          >
            {t('menu.restart')}
          </button>
        ) : null}
        <button
          type="button"
          className="btn btn-danger"
          onClick={() => {
            newSession(store);
            setLink(null);
            close();
          }}
        >
          {t('menu.new')}
        </button>
      </div>
    </details>
  );
};
