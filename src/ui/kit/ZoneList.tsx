/** Every player's zones (battlefield, hand, equipment, graveyard, ...) with each card's figure and what else a judge checks. */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardLineView, GameId, ZoneView } from '../../engine/types.ts';
import type { NameOf } from '../../text/describe.ts';
import { namespacesOf, tx } from '../i18n.ts';
import { useTermText } from './Term.tsx';

/** One card; memoised: the store shares an unchanged card's line between frames, so only changed cards redraw. */
const CardLine = memo(({ game, card, nameOf }: { game: GameId; card: CardLineView; nameOf: NameOf }) => {
  const { t } = useTranslation();
  const termText = useTermText(game, nameOf);
  return (
    <span className="flex flex-wrap items-baseline gap-x-2">
      <span className="font-medium">{card.name}</span>
      {card.figure ? <span className="tabular-nums">{termText(card.figure)}</span> : null}
      {card.notes.length > 0 ? <span className="text-xs text-slate-700">{card.notes.map(termText).join(t('listSeparator'))}</span> : null}
    </span>
  );
});

export const ZoneList = memo(({ game, zones, nameOf }: { game: GameId; zones: readonly ZoneView[]; nameOf: NameOf }) => {
  const { t } = useTranslation(namespacesOf(game));
  const players = [...new Set(zones.map((z) => z.player))];
  return (
    // A long list off screen is not laid out until scrolled to (content-visibility).
    <section className="card [contain-intrinsic-size:auto_40rem] [content-visibility:auto]" aria-labelledby="zones-title" data-testid="zones">
      <h2 id="zones-title" className="card-title">
        {t('zones.title')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {players.map((player) => (
          <div key={player}>
            <h3 className="mb-1 text-sm font-semibold">{nameOf(player)}</h3>
            <dl className="flex flex-col gap-1 text-sm">
              {zones
                .filter((z) => z.player === player)
                .map((z) => (
                  <div key={z.zone} className="flex gap-2" data-testid={`zone-${player}-${z.zone}`}>
                    <dt className="w-24 shrink-0 text-slate-700">{tx(t, `${game}:zone.${z.zone}`)}</dt>
                    <dd className="min-w-0 flex-1">
                      {z.cards.length === 0 ? (
                        t('zones.empty')
                      ) : (
                        <ul className="flex flex-col gap-0.5">
                          {z.cards.map((c) => (
                            <li key={c.id} data-testid={`card-${c.id}`}>
                              <CardLine game={game} card={c} nameOf={nameOf} />
                            </li>
                          ))}
                        </ul>
                      )}
                    </dd>
                  </div>
                ))}
            </dl>
          </div>
        ))}
      </div>
    </section>
  );
});
