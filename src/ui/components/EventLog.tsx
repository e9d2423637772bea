/** The event log, newest first: every line with the rule that made it happen, in the current language. */
import { useTranslation } from 'react-i18next';
import { selectLog } from '../../store/session.ts';
import { useMemo } from 'react';
import { eventLines, type Line, type NameOf } from '../../text/describe.ts';
import { useSession } from '../session.tsx';
import { LineView } from './Line.tsx';

export const EventLog = ({ nameOf }: { nameOf: NameOf }) => {
  const { t } = useTranslation();
  const log = useSession(selectLog);
  const lines = useMemo(() => eventLines(log, nameOf), [log, nameOf]);
  return (
    <section className="card" aria-labelledby="log-title">
      <h2 id="log-title" className="card-title">
        {t('log.title')} <span className="muted font-normal">({log.length})</span>
      </h2>
      {log.length === 0 ? (
        <p className="muted">{t('log.empty')}</p>
      ) : (
        // `relative`: the rule badges' screen-reader words are absolutely placed; without a containing block here,
        // those of lines scrolled out of the box would stretch the page below its end.
        <ol className="relative max-h-96 space-y-1 overflow-y-auto text-sm" data-testid="event-log" tabIndex={0} aria-label={t('log.title')}>
          {log
            .map((event, i) => (
              <li key={i} value={i + 1} className={`border-b border-slate-100 pb-1 ${event.automatic ? 'text-slate-700' : ''}`}>
                <LineView line={lines[i] as Line} />
              </li>
            ))
            .toReversed()}
        </ol>
      )}
    </section>
  );
};
