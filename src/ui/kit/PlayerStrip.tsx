/** The players at the top of every board: name, life, who decides now, who attacks, who lost, and the game's other counts. */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameId, PlayerView } from '../../engine/types.ts';
import type { NameOf } from '../../text/describe.ts';
import { namespacesOf, tx } from '../i18n.ts';
import { useTermText } from './Term.tsx';

const Status = ({ p, game, decidingWord }: { p: PlayerView; game: GameId; decidingWord: string | undefined }) => {
  const { t } = useTranslation(namespacesOf(game));
  if (p.lost) return <span className="rounded bg-red-700 px-1 font-bold text-white">{t('life.lost')}</span>;
  if (p.deciding) return <>{decidingWord === undefined ? t('life.priority') : tx(t, `${game}:${decidingWord}`)}</>;
  return <>{p.active ? t('life.active') : t('life.defending')}</>;
};

type Props = {
  readonly game: GameId;
  readonly players: readonly PlayerView[];
  readonly nameOf: NameOf;
  /** The game's word for the deciding player (binding.ts), else "has priority". */
  readonly decidingWord?: string | undefined;
  /** Wrap a figure too long for the card rather than cut it short (binding.ts). */
  readonly wrapFigures?: boolean;
  /** On a phone: one line of names and life totals, the rest read aloud but not shown (GameBoard opens it). */
  readonly compact?: boolean;
};

/** A life total of any length stays inside its card: long ones get smaller and may break. */
const lifeSize = (life: number, compact: boolean): string => {
  const digits = String(life).length;
  const phone = compact ? (digits <= 5 ? 'max-sm:text-lg max-sm:leading-tight' : 'max-sm:text-sm max-sm:leading-tight') : '';
  const size = digits <= 3 ? 'text-3xl' : digits <= 6 ? 'text-2xl' : 'text-base break-all';
  return `${size} ${phone}`;
};

export const PlayerStrip = memo(({ game, players, nameOf, decidingWord, wrapFigures = false, compact = false }: Props) => {
  const { t } = useTranslation();
  const termText = useTermText(game, nameOf);
  const phone = (classes: string) => (compact ? classes : '');
  return (
    <section
      aria-label={t('life.label')}
      className={`grid grid-cols-2 gap-2 ${phone('max-sm:grid-flow-col max-sm:auto-cols-[minmax(4.75rem,1fr)] max-sm:grid-cols-none max-sm:gap-1 max-sm:overflow-x-auto')}`}
      data-testid="life-strip"
      data-compact={compact}
    >
      {players.map((p) => (
        <div
          key={p.id}
          className={`flex min-w-0 flex-wrap items-center gap-x-2 rounded-xl border bg-white px-3 py-1 ${phone('max-sm:items-baseline max-sm:gap-x-1 max-sm:rounded-lg max-sm:px-1 max-sm:py-0.5')} ${p.deciding ? `border-brand-700 ring-2 ring-brand-600 ${phone('max-sm:ring-inset')}` : p.lost ? 'border-red-700' : 'border-slate-300'}`}
          data-testid={`life-${p.id}`}
        >
          <div className={`min-w-0 flex-1 text-sm leading-tight ${phone('max-sm:flex-auto max-sm:text-xs')}`}>
            <span className="block truncate font-semibold">{nameOf(p.id)}</span>
            <span className={`block truncate text-xs text-slate-700 ${p.lost ? '' : phone('max-sm:sr-only')}`}>
              <Status p={p} game={game} decidingWord={decidingWord} />
            </span>
          </div>
          <span className="sr-only">{t('life.total')}</span>
          <span className={`max-w-full min-w-0 font-bold tabular-nums ${lifeSize(p.life, compact)}`} data-testid={`life-value-${p.id}`}>
            {p.life}
          </span>
          {/* Full width under the name and life, each figure unbroken (cut short with an ellipsis where a long name would overflow): a half-width card on a phone cuts them mid-word otherwise. */}
          {p.figures.length > 0 ? (
            <p className={`flex w-full flex-wrap gap-x-3 text-xs leading-tight text-slate-700 tabular-nums ${phone('max-sm:sr-only')}`}>
              {p.figures.map((f) => (
                <span key={f.key} className={`max-w-full ${wrapFigures ? 'break-words' : 'truncate'}`} title={termText(f)}>
                  {termText(f)}
                </span>
              ))}
            </p>
          ) : null}
        </div>
      ))}
    </section>
  );
});
