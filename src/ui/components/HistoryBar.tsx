/** Undo and redo, as buttons and as Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y (outside text fields, which keep their own undo). */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { redo, selectCanRedo, selectCanUndo, undo } from '../../store/session.ts';
import { useSession, useSessionStore } from '../session.tsx';

const NOT_TEXT = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color']);

/** Fields with their own text undo; everywhere else Ctrl+Z means the referee's undo. */
const isTextField = (el: EventTarget | null): boolean =>
  el instanceof HTMLElement &&
  (el.isContentEditable || el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && !NOT_TEXT.has(el.type)));

export const HistoryBar = () => {
  const { t } = useTranslation();
  const store = useSessionStore();
  const canUndo = useSession(selectCanUndo);
  const canRedo = useSession(selectCanRedo);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || isTextField(e.target)) return;
      const key = e.key.toLowerCase();
      if (key === 'z' && !e.shiftKey) {
        if (undo(store)) e.preventDefault();
      } else if ((key === 'z' && e.shiftKey) || key === 'y') {
        if (redo(store)) e.preventDefault();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);

  return (
    <div className="flex gap-2" role="group" aria-label={t('history.label')}>
      <button type="button" className="btn min-h-9 flex-1 py-1" disabled={!canUndo} onClick={() => undo(store)} aria-keyshortcuts="Control+Z">
        <span aria-hidden="true">↶</span> {t('history.undo')}
      </button>
      <button type="button" className="btn min-h-9 flex-1 py-1" disabled={!canRedo} onClick={() => redo(store)} aria-keyshortcuts="Control+Shift+Z Control+Y">
        {t('history.redo')} <span aria-hidden="true">↷</span>
      </button>
    </div>
  );
};
export default HistoryBar;
