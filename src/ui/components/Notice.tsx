/** Messages about the session itself (storage, links, files), with what exactly was wrong. */
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { selectNotice, setNotice, type Notice } from '../../store/session.ts';
import { useSession, useSessionStore } from '../session.tsx';
import { tx } from '../i18n.ts';
import { showAndFocus } from './sticky.ts';
import { preloadable, screenOf } from '../preload.ts';

/** What exactly went wrong (the details, a refused decision with its rule): a chunk of its own, loaded with the first notice that has any. */
const body = preloadable<{ notice: Notice }>(() => import('./NoticeBody.tsx'));

export const NoticeBanner = () => {
  const { t } = useTranslation();
  const store = useSessionStore();
  const notice = useSession(selectNotice);
  const box = useRef<HTMLDivElement>(null);
  // A new notice is brought to where the judge looks; a problem also takes the focus (it stays until closed).
  useEffect(() => {
    if (notice === null) return;
    if (notice.tone === 'error') showAndFocus(box.current);
    else box.current?.scrollIntoView({ block: 'nearest' });
  }, [notice]);
  useEffect(() => {
    // Good news goes away by itself; problems stay until the judge closes them.
    if (notice?.tone !== 'info') return;
    const timer = setTimeout(() => {
      if (store.getState().notice === notice) setNotice(store, null);
    }, 6000);
    return () => clearTimeout(timer);
  }, [notice, store]);
  if (notice === null) return null;
  const error = notice.tone === 'error';
  return (
    <div
      ref={box}
      tabIndex={-1}
      role={error ? 'alert' : 'status'}
      data-testid="notice"
      className={`mx-auto mb-3 max-w-5xl rounded-xl border p-3 text-sm ${error ? 'border-red-300 bg-red-50 text-red-950' : 'border-emerald-300 bg-emerald-50 text-emerald-950'}`}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{tx(t, notice.key, notice.values ?? {})}</p>
          {(notice.details?.length ?? 0) > 0 || notice.refusal !== undefined ? <Suspense fallback={null}>{screenOf(body, { notice })}</Suspense> : null}
        </div>
        <button type="button" className="btn btn-small" onClick={() => setNotice(store, null)}>
          {t('notice.dismiss')}
        </button>
      </div>
    </div>
  );
};
