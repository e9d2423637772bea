/** The players at the top of every board: name, life, who decides now, who attacks, who lost, and the game's other counts. */
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
};

export const PlayerStrip = ({ game, players, nameOf, decidingWord, wrapFigures = false }: Props) => {
  const { t } = useTranslation();
  const termText = useTermText(game, nameOf);
  return (
    <section aria-label={t('life.label')} className="grid grid-cols-2 gap-2" data-testid="life-strip">
      {players.map((p) => (
        <div
          key={p.id}
          className={`flex flex-wrap items-center gap-x-2 rounded-xl border bg-white px-3 py-1 ${p.deciding ? 'border-brand-700 ring-2 ring-brand-600' : 'border-slate-300'}`}
          data-testid={`life-${p.id}`}
        >
          <div className="min-w-0 flex-1 text-sm leading-tight">
            <span className="block truncate font-semibold">{nameOf(p.id)}</span>
            <span className="block truncate text-xs text-slate-700">
              <Status p={p} game={game} decidingWord={decidingWord} />
            </span>
          </div>
          <span className="sr-only">{t('life.total')}</span>
          <span className="text-3xl font-bold tabular-nums" data-testid={`life-value-${p.id}`}>
            {p.life}
          </span>
          {/* Full width under the name and life, each figure unbroken (cut short with an ellipsis where a long name would overflow): a half-width card on a phone cuts them mid-word otherwise. */}
          {p.figures.length > 0 ? (
            <p className="flex w-full flex-wrap gap-x-3 text-xs leading-tight text-slate-700 tabular-nums">
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
};
