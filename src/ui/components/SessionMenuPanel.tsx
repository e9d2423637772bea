/**
 * The session menu's commands: share link, scenario file out and in, the rules, edit the board (keeping the decisions),
 * restart from set-up, new board, and the recent sessions (every session is kept there).
 */
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editBoard, newSession, restartFromSetup, selectScenario, selectScreen } from '../../store/session.ts';
import { focusNewScreen, screenHeading } from '../focus.ts';
import { useSession, useSessionStore } from '../session.tsx';
import { exportScenarioFile, shareLink } from '../sessionIo.ts';
import { ImportButton } from './ImportButton.tsx';
import { RecentSessions } from './recentLazy.ts';

const SessionMenuPanel = ({ close }: { close: () => void }) => {
  const { t } = useTranslation();
  const store = useSessionStore();
  const scenario = useSession(selectScenario);
  const screen = useSession(selectScreen);
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

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

  /** A command that leaves the menu: it runs, then the menu closes. */
  const closing = (command: () => void) => () => {
    command();
    close();
  };

  return (
    <>
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
      <a className="btn" href="#/rules" onClick={close}>
        {t('menu.rules')}
      </a>
      {scenario !== null && screen === 'combat' ? (
        <button
          type="button"
          className="btn"
          onClick={() => {
            const old = screenHeading();
            close();
            if (editBoard(store)) focusNewScreen(old);
          }}
          data-testid="menu-edit-board"
        >
          {t('menu.editBoard')}
        </button>
      ) : null}
      {scenario !== null ? (
        <button type="button" className="btn" onClick={closing(() => restartFromSetup(store))}>
          {t('menu.restart')}
        </button>
      ) : null}
      <button
        type="button"
        className="btn btn-danger"
        onClick={closing(() => {
          newSession(store);
          setLink(null);
        })}
      >
        {t('menu.new')}
      </button>
      <Suspense fallback={null}>
        <RecentSessions compact onOpened={close} />
      </Suspense>
    </>
  );
};

export default SessionMenuPanel;
