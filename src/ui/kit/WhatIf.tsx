/**
 * The what-if table: every legal answer to the decision of the moment, each played out to the end
 * of combat by the solver in its worker (src/practice), sorted by what the player cares about.
 * The engine decides everything; this only shows it, with the rules each line cited, and lets the
 * judge play one of the answers for real.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionBase, GameId } from '../../engine/types.ts';
import { CRITERIA, defaultObjective, type Criterion } from '../../practice/outcome.ts';
import type { WhatIfResponse, WhatIfRowData } from '../../practice/whatIfRequest.ts';
import { eventLines, type NameOf } from '../../text/describe.ts';
import { LineView } from '../components/Line.tsx';
import { RuleBadge } from '../components/Rule.tsx';
import { askWhatIf } from '../whatIfClient.ts';

/** Rows shown before "show all": a phone screen or two. */
const FIRST_ROWS = 8;

type Props = {
  readonly game: GameId;
  readonly state: unknown;
  readonly attacking: boolean;
  readonly nameOf: NameOf;
  readonly send: (action: ActionBase) => void;
};

/** The chosen criterion first, then the rest of the side's default order. */
const objectiveFor = (first: Criterion, attacking: boolean): Criterion[] => [first, ...defaultObjective(attacking).filter((c) => c !== first)];

const Outcome = ({ row, nameOf }: { row: WhatIfRowData; nameOf: NameOf }) => {
  const { t } = useTranslation();
  const life = Object.entries(row.life).map(([p, l]) => `${nameOf(p)} ${l.after}${l.after === l.before ? '' : ` (${l.after - l.before > 0 ? '+' : ''}${l.after - l.before})`}`);
  const gone = Object.values(row.removed).flat().map(nameOf);
  return (
    <p className="text-sm">
      <span className="font-medium">{t('whatIf.life')}</span> {life.join(' · ')}
      {gone.length > 0 ? <span className="block">{t('whatIf.removed', { ids: gone.join(', ') })}</span> : null}
      {row.losers.length > 0 ? <span className="block font-medium text-red-800">{t('whatIf.losers', { ids: row.losers.map(nameOf).join(', ') })}</span> : null}
      {row.ending !== 'over' ? <span className="block text-amber-800">{t(`whatIf.ending.${row.ending}`)}</span> : null}
    </p>
  );
};

const Row = ({ row, nameOf, send, index }: { row: WhatIfRowData; nameOf: NameOf; send: (a: ActionBase) => void; index: number }) => {
  const { t } = useTranslation();
  // The answer's own events word it; a pass has none worth showing, so it is named.
  const lines = eventLines(row.events.filter((e) => e.automatic !== true && e.type !== 'priorityPassed'), nameOf).slice(0, 4);
  return (
    <li className="card flex flex-col gap-1 p-2" data-testid="what-if-row" data-rank={row.rank}>
      <div className="flex items-baseline gap-2">
        <span className="badge shrink-0" aria-label={t('whatIf.rank', { rank: row.rank })}>
          #{row.rank}
        </span>
        <div className="flex min-w-0 flex-col gap-0.5 text-sm">
          {lines.length > 0 ? lines.map((l, i) => <LineView key={i} line={l} />) : <span>{t('whatIf.pass')}</span>}
        </div>
      </div>
      <Outcome row={row} nameOf={nameOf} />
      <details className="text-xs">
        <summary className="cursor-pointer text-slate-700">{t('whatIf.rules', { count: row.rules.length })}</summary>
        <div className="mt-1 flex flex-wrap gap-1">
          {row.rules.map((r) => (
            <RuleBadge key={`${r.id}@${r.edition ?? ''}`} rule={r} />
          ))}
        </div>
      </details>
      <button type="button" className="btn btn-small self-start" onClick={() => send(row.action)} data-testid={`what-if-play-${index}`}>
        {t('whatIf.play')}
      </button>
    </li>
  );
};

/** Asks the worker for the table of `state` whenever the position or the order changes. */
const useTable = (game: GameId, state: unknown, objective: readonly Criterion[], open: boolean): WhatIfResponse | null => {
  const [answer, setAnswer] = useState<{ readonly for: unknown; readonly key: string; readonly response: WhatIfResponse } | null>(null);
  const key = objective.join(',');
  useEffect(() => {
    if (!open) return;
    let live = true;
    void askWhatIf({ game, state, objective }).then((response) => {
      if (live) setAnswer({ for: state, key, response });
    });
    return () => {
      live = false;
    };
  }, [game, state, key, open, objective]);
  return answer !== null && answer.for === state && answer.key === key ? answer.response : null;
};

export const WhatIf = ({ game, state, attacking, nameOf, send }: Props) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [first, setFirst] = useState<Criterion>(attacking ? 'win' : 'alive');
  const [all, setAll] = useState(false);
  const objective = useMemo(() => objectiveFor(first, attacking), [first, attacking]);
  const table = useTable(game, state, objective, open);
  return (
    <details className="card p-3" data-testid="what-if" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="card-title cursor-pointer">{t('whatIf.title')}</summary>
      {open ? (
        <div className="mt-2 flex flex-col gap-2">
          <p className="muted text-sm">{t('whatIf.intro')}</p>
          <label className="flex flex-wrap items-center gap-2 text-sm">
            {t('whatIf.sortBy')}
            <select className="min-h-9 rounded border border-slate-300 bg-white px-2" value={first} onChange={(e) => setFirst(e.target.value as Criterion)} data-testid="what-if-sort">
              {CRITERIA.map((c) => (
                <option key={c} value={c}>
                  {t(`criterion.${c}`)}
                </option>
              ))}
            </select>
          </label>
          {table === null ? (
            <p role="status" className="muted text-sm" data-testid="what-if-busy">
              {t('whatIf.busy')}
            </p>
          ) : !table.ok ? (
            <p role="status" className="text-sm" data-testid="what-if-none">
              {t(table.reason === 'noDecision' ? 'whatIf.noDecision' : 'whatIf.failed', { kind: table.detail, detail: table.detail })}
            </p>
          ) : (
            <>
              <p role="status" className="text-sm" data-testid="what-if-count">
                {t('whatIf.count', { count: table.rows.length, player: nameOf(table.player) })}
                {table.omitted > 0 ? ` ${t(table.exact ? 'whatIf.omitted' : 'whatIf.omittedAtLeast', { count: table.omitted })}` : ''}
              </p>
              <ol className="flex flex-col gap-2" data-testid="what-if-rows">
                {(all ? table.rows : table.rows.slice(0, FIRST_ROWS)).map((row, i) => (
                  <Row key={i} index={i} row={row} nameOf={nameOf} send={send} />
                ))}
              </ol>
              {!all && table.rows.length > FIRST_ROWS ? (
                <button type="button" className="btn btn-small self-start" onClick={() => setAll(true)} data-testid="what-if-all">
                  {t('whatIf.showAll', { count: table.rows.length })}
                </button>
              ) : null}
            </>
          )}
        </div>
      ) : null}
    </details>
  );
};
