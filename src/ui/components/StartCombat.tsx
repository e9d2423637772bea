/**
 * The set-up screens' last step, the same for every game: load the game's rules module, let it
 * validate the board, and start the session; or show, field by field, why the board was refused.
 * During a board edit (from a running combat) the start replays the decisions made so far onto
 * the edited board and says how far they went; cancel returns to the combat unchanged.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameId } from '../../engine/types.ts';
import { loadGame } from '../../games/registry.ts';
import { cancelEdit } from '../../store/edit.ts';
import { setNotice, startSession, type Scenario, type SessionState } from '../../store/session.ts';
import { focusNewScreen, focusQuietly, screenHeading } from '../focus.ts';
import { NoticeDetails } from './NoticeDetails.tsx';
import { useSession, useSessionStore } from '../session.tsx';

/** Focuses a message and scrolls it to the middle of the screen, clear of the sticky header and bottom bars. */
const focusInView = (el: HTMLElement | null): boolean => {
  if (el === null) return false;
  focusQuietly(el);
  el.scrollIntoView({ block: el.offsetHeight < window.innerHeight / 2 ? 'center' : 'start' });
  return true;
};

/** The error notice on the combat screen (a replay stopped by a refused decision). */
const notice = () => focusInView(document.querySelector<HTMLElement>('[data-testid="notice"][role="alert"]'));

const selectEditing = (s: SessionState) => s.editing;

export const StartCombat = ({ game, scenario }: { game: GameId; scenario: () => Scenario }) => {
  const { t } = useTranslation();
  const store = useSessionStore();
  const editing = useSession(selectEditing);
  const [errors, setErrors] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);
  const errorBox = useRef<HTMLDivElement>(null);
  const replay = editing?.actions ?? [];

  // A refused board: the reasons, in view above the sticky button, with focus on them.
  useEffect(() => {
    if (errors.length > 0) focusInView(errorBox.current);
  }, [errors]);

  const start = async () => {
    setBusy(true);
    try {
      const module = await loadGame(game);
      if (module === null) throw new Error(game);
      const old = screenHeading();
      const started = startSession(store, module, { ...scenario(), actions: replay });
      if (!started.ok) {
        setErrors(started.error.map((e) => `${e.path}: ${e.message}`));
        return;
      }
      setErrors([]);
      const rejected = started.value.rejected;
      if (editing !== null && rejected !== null) {
        setNotice(store, {
          tone: 'error',
          key: 'notice.replayStopped',
          values: { n: rejected.index + 1, total: replay.length, kept: rejected.index },
          refusal: rejected.refusal,
        });
      } else if (editing !== null && replay.length > 0) {
        setNotice(store, { tone: 'info', key: 'notice.replayed', values: { count: replay.length } });
      }
      focusNewScreen(old, rejected !== null ? notice : undefined);
    } catch (e) {
      setErrors([t('notice.gameLoadFailed'), String(e)]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {errors.length > 0 ? (
        <div ref={errorBox} role="alert" className="scroll-mt-20 scroll-mb-24 rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-950" data-testid="setup-errors">
          <p className="font-semibold">{t('setup.invalid')}</p>
          <NoticeDetails details={errors} />
        </div>
      ) : null}
      {editing !== null ? (
        <div className="flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="edit-note">
          <p>{t('setup.editing', { count: replay.length })}</p>
          <button
            type="button"
            className="btn"
            onClick={() => {
              const old = screenHeading();
              if (cancelEdit(store)) focusNewScreen(old);
            }}
          >
            {t('setup.cancelEdit')}
          </button>
        </div>
      ) : null}
      {/* Sticky at the bottom, except while a card editor is open: its "Done" must not sit under it. */}
      <button
        type="button"
        className="btn btn-primary sticky bottom-3 w-full text-base shadow-lg [main:has([aria-expanded=true])_&]:static"
        onClick={() => void start()}
        disabled={busy}
        data-testid="start-combat"
      >
        {editing !== null ? t('setup.startReplay', { count: replay.length }) : t('setup.start')}
      </button>
    </>
  );
};
