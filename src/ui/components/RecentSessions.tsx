/**
 * The recent sessions list (start screen and session menu): each session's title, game, edition,
 * decisions and last change, to reopen where it stopped or to delete (with an undo).
 * Loaded lazily; the list itself (src/store/recent.ts) is the one the boot started (sessionIo.ts),
 * reached through it so that module is only ever loaded by that one dynamic import.
 */
import { useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { loadGame } from '../../games/registry.ts';
import type { RecentBook, RecentEntry } from '../../store/recent.ts';
import { newSessionId, startSession, type SessionState } from '../../store/session.ts';
import { focusNewScreen, screenHeading } from '../focus.ts';
import { tx } from '../i18n.ts';
import { useSession, useSessionStore } from '../session.tsx';
import { recentApi } from '../sessionIo.ts';

const NONE: readonly RecentEntry[] = [];
const selectSessionId = (s: SessionState) => s.sessionId;
const noBook = { list: () => NONE, subscribe: () => () => undefined };

/** The entry's title: its own, or the game and the first cards (or the players on an empty board). */
export const useRecentTitle = () => {
  const { t } = useTranslation();
  return (e: RecentEntry): string => {
    if (e.title !== '') return e.title;
    const sep = t('listSeparator');
    const names = e.names.join(sep);
    const what =
      e.names.length === 0
        ? t('recent.playersOnly', { players: e.players.join(sep) })
        : e.objects > e.names.length
          ? t('recent.more', { names, count: e.objects - e.names.length })
          : names;
    return t('recent.generated', { game: tx(t, `game.${e.game}`), names: what });
  };
};

const Entry = ({ entry, current, title, onOpen, onDelete }: { entry: RecentEntry; current: boolean; title: string; onOpen: () => void; onDelete: () => void }) => {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(entry.updatedAt);
  const facts = [
    tx(t, `game.${entry.game}`),
    ...(entry.rules !== 'current' ? [entry.rules] : []),
    t('recent.decisions', { count: entry.cursor }),
    t('recent.changed', { when }),
  ];
  return (
    <li className="rounded-lg border border-slate-300 bg-white p-2" data-testid="recent-entry" data-id={entry.id} aria-current={current ? 'true' : undefined}>
      <p className="font-semibold break-words [overflow-wrap:anywhere]">{title}</p>
      <p className="text-sm text-slate-700">{facts.join(' · ')}</p>
      <div className="mt-2 flex gap-2">
        {current ? (
          <span className="inline-flex min-h-9 flex-1 items-center text-sm font-semibold text-brand-900">{t('recent.current')}</span>
        ) : (
          <>
            <button type="button" className="btn btn-small flex-1" onClick={onOpen}>
              {t('recent.open')}
              <span className="sr-only"> {title}</span>
            </button>
            <button type="button" className="btn btn-small btn-danger" onClick={onDelete}>
              {t('recent.delete')}
              <span className="sr-only"> {title}</span>
            </button>
          </>
        )}
      </div>
    </li>
  );
};

/** In the session menu: a button that shows the list under it. */
const MenuRecent = ({ onOpened }: { onOpened?: () => void }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn" aria-expanded={open} onClick={() => setOpen(!open)} data-testid="menu-recent">
        {t('menu.recent')}
      </button>
      {open ? <RecentList compact onOpened={onOpened} /> : null}
    </>
  );
};

const RecentSessions = ({ compact = false, onOpened }: { compact?: boolean; onOpened?: () => void }) =>
  compact ? <MenuRecent onOpened={onOpened} /> : <RecentList compact={false} />;

const RecentList = ({ compact, onOpened }: { compact: boolean; onOpened?: () => void }) => {
  const { t } = useTranslation();
  const store = useSessionStore();
  const api = recentApi();
  const book: RecentBook | null = api?.recentBook() ?? null;
  const source = book ?? noBook;
  const entries = useSyncExternalStore(source.subscribe, source.list);
  const sessionId = useSession(selectSessionId);
  const titleOf = useRecentTitle();
  const id = useId();
  const [deleted, setDeleted] = useState<RecentEntry | null>(null);
  if (api === null || book === null) return null;
  const problem = book.problem();
  const Heading = compact ? 'h3' : 'h2';

  return (
    <section className={compact ? 'flex flex-col gap-2' : 'card flex flex-col gap-2'} aria-labelledby={`${id}-title`} data-testid="recent-sessions">
      <Heading id={`${id}-title`} className={compact ? 'text-sm font-semibold' : 'card-title'}>
        {t('recent.title')}
      </Heading>
      {compact ? null : <p className="muted">{t('recent.intro')}</p>}
      {problem !== null ? (
        <p className="text-sm text-red-800" data-testid="recent-problem">
          {problem.kind === 'corrupt' ? t('recent.corrupt', { key: problem.key ?? '' }) : t('recent.writeFailed')}
        </p>
      ) : null}
      <div role="status" className="empty:hidden">
        {deleted !== null ? (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="min-w-0 flex-1 break-words">{t('recent.deleted', { title: titleOf(deleted) })}</span>
            <button
              type="button"
              className="btn btn-small"
              onClick={() => {
                book.restore(deleted);
                setDeleted(null);
              }}
            >
              {t('recent.undoDelete')}
            </button>
          </div>
        ) : null}
      </div>
      {entries.length === 0 ? (
        <p className="muted">{t('recent.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {entries.map((e) => (
            <Entry
              key={e.id}
              entry={e}
              current={e.id === sessionId}
              title={titleOf(e)}
              onOpen={() => {
                const old = compact ? null : screenHeading();
                void api.openRecent(store, book, e.id, loadGame, { startSession, newSessionId }).then((ok) => {
                  if (!ok) return;
                  onOpened?.();
                  focusNewScreen(old);
                });
              }}
              onDelete={() => setDeleted(book.remove(e.id))}
            />
          ))}
        </ul>
      )}
    </section>
  );
};

export default RecentSessions;
