/** The event log, newest first: every line with the rule that made it happen, in the current language. */
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventBase } from '../../engine/types.ts';
import { selectLog } from '../../store/session.ts';
import { eventLines, type Line, type NameOf } from '../../text/describe.ts';
import { useAfterPaint } from './progressive.ts';
import { useSession } from '../session.tsx';
import { LineView } from './Line.tsx';

const sameValues = (a: Line['values'], b: Line['values']): boolean => {
  if (a === b) return true;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => Object.is(a[k], b[k]));
};

/**
 * One line of the log; memoised on what it shows. The lines are derived afresh from the log, but
 * a line whose words, values and rule are unchanged (every line but the newest, after an action or
 * an undo) is not redrawn.
 */
const LogRow = memo(
  ({ n, line, automatic }: { n: number; line: Line; automatic: boolean }) => (
    <li value={n} className={`border-b border-slate-100 pb-1 ${automatic ? 'text-slate-700' : ''}`}>
      <LineView line={line} />
    </li>
  ),
  (a, b) => a.n === b.n && a.automatic === b.automatic && a.line.key === b.line.key && a.line.ns === b.line.ns && a.line.rule === b.line.rule && sameValues(a.line.values, b.line.values),
);

/** The lines, newest first: derived again only when the log drawn or the names change. */
const LogLines = memo(({ log, nameOf }: { log: readonly EventBase[]; nameOf: NameOf }) => {
  const lines = useMemo(() => eventLines(log, nameOf), [log, nameOf]);
  const rows = [];
  // Newest first; keyed by position, which an event keeps until undo takes it away.
  for (let i = log.length - 1; i >= 0; i--) rows.push(<LogRow key={i} n={i + 1} line={lines[i] as Line} automatic={log[i]?.automatic === true} />);
  return rows;
});

/**
 * The log is under the board (below the fold on a phone), and one tap can add thirty lines (MTG's
 * blocks, one line per attacker): it follows the tap two frames late, once the answer and the
 * new decision's controls are painted, and says it is busy (aria-busy) until it has caught up.
 */
export const EventLog = memo(({ nameOf }: { nameOf: NameOf }) => {
  const { t } = useTranslation();
  const current = useSession(selectLog);
  const log = useAfterPaint(current, 2);
  return (
    // Off screen (under the board on a phone), the log is not laid out until scrolled to (content-visibility).
    <section
      className="card [contain-intrinsic-size:auto_30rem] [content-visibility:auto]"
      aria-labelledby="log-title"
      aria-busy={log === current ? undefined : true}
      data-testid="log-section"
    >
      <h2 id="log-title" className="card-title">
        {t('log.title')} <span className="muted font-normal">({log.length})</span>
      </h2>
      {log.length === 0 ? (
        <p className="muted">{t('log.empty')}</p>
      ) : (
        // `relative`: the rule badges' screen-reader words are absolutely placed; without a containing block here,
        // those of lines scrolled out of the box would stretch the page below its end.
        <ol className="relative max-h-96 space-y-1 overflow-y-auto text-sm" data-testid="event-log" tabIndex={0} aria-label={t('log.title')}>
          <LogLines log={log} nameOf={nameOf} />
        </ol>
      )}
    </section>
  );
});
