/**
 * The FaB card search (issue 14): type an English name, pick the pitch variant, and the card is
 * added with its printed figures, types and the keywords the referee models. Loaded only when the
 * judge opens it; the card data (`virtual:fab-cards`, made at build time from fab-cards) is a
 * chunk of its own, fetched then, and kept by the service worker for offline use.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setProvenance } from '../components/provenance.ts';
import { PlayerSelect } from '../components/SetupParts.tsx';
import { tx } from '../i18n.ts';
import { filledValues, idFor, lookupCard, pitchColour, searchCards, type FabCardRow, type FabLookupCard } from './lookup/cardData.ts';
import { addCard } from '../../engine/setupDraft.ts';
import { FAB_SETUP, type FabSetup } from '../../games/fab/index.ts';

const NS = ['common', 'fab'] as const;

/** The lookup's rows, fetched once per page. */
let rowsPromise: Promise<readonly FabCardRow[]> | null = null;
const loadRows = () => (rowsPromise ??= import('virtual:fab-cards').then((m) => m.default));

const PITCH_CLASS: Readonly<Record<string, string>> = {
  red: 'border-red-700 bg-red-50 text-red-950',
  yellow: 'border-amber-600 bg-amber-50 text-amber-950',
  blue: 'border-sky-700 bg-sky-50 text-sky-950',
};

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

const CardSearch = ({ setup, onChange, onClose }: { setup: FabSetup; onChange: (next: FabSetup) => void; onClose: () => void }) => {
  const { t } = useTranslation(NS);
  const id = useId();
  const [rows, setRows] = useState<readonly FabCardRow[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [owner, setOwner] = useState(setup.active);
  const [added, setAdded] = useState<{ name: string; player: string } | null>(null);
  useEffect(() => {
    let live = true;
    loadRows().then(
      (r) => live && setRows(r),
      (e: unknown) => {
        rowsPromise = null;
        if (live) setFailed(e instanceof Error ? e.message : String(e));
      },
    );
    return () => {
      live = false;
    };
  }, []);
  const hits = useMemo(() => (rows === null ? [] : searchCards(rows, query)), [rows, query]);
  const player = setup.players.some((p) => p.id === owner) ? owner : setup.active;

  const add = (card: FabLookupCard) => {
    const cardId = idFor(setup, card.name);
    const colour = pitchColour(card.pitch);
    setProvenance('fab', cardId, {
      source: 'fab-cards',
      values: filledValues(card),
      card: colour && card.types.some((ty) => ty !== 'weapon' && ty !== 'equipment') ? `${card.name} (${tx(t, `fab:ui.lookup.pitch.${colour}`)})` : card.name,
      typeText: card.typeText,
      ...(card.slot ? { slot: card.slot } : {}),
      ...(card.text ? { text: card.text } : {}),
      other: card.other,
      variable: card.variable,
    });
    onChange(addCard(FAB_SETUP, setup, lookupCard(card, player, cardId)));
    setAdded({ name: card.name, player: t('playerName', { id: player }) });
  };

  const figures = (c: FabLookupCard): string =>
    [
      c.power !== null ? `${t('fab:ui.setup.power')} ${c.power}` : '',
      c.defense !== null ? `${t('fab:ui.setup.defense')} ${c.defense}` : '',
      c.cost !== null ? `${t('fab:ui.setup.cost')} ${c.cost}` : '',
      c.life !== null ? `${t('fab:ui.setup.life')} ${c.life}` : '',
      ...c.keywords.map((k) => {
        const [, word = k, n] = /^(.*?)(?:\s+(\d+))?$/.exec(k) ?? [];
        return `${tx(t, `fab:keyword.${word}`, { defaultValue: word })}${n === undefined ? '' : ` ${n}`}`;
      }),
    ]
      .filter((x) => x !== '')
      .join(' · ');

  return (
    <section className="card flex flex-col gap-2" aria-labelledby={`${id}-title`} data-testid="fab-search">
      <div className="flex items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="card-title">
          {t('fab:ui.lookup.title')}
        </h3>
        <button type="button" className="btn btn-small min-h-11" onClick={onClose}>
          {t('fab:ui.lookup.close')}
        </button>
      </div>
      <div className="grid grid-cols-[1fr_auto] items-end gap-2">
        <label className="min-w-0 text-sm">
          <span className="label">{t('fab:ui.lookup.label')}</span>
          <input
            className="field"
            type="search"
            value={query}
            placeholder={t('fab:ui.lookup.placeholder')}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            // oxlint-disable-next-line jsx-a11y/no-autofocus -- the judge opened the search to type in it
            autoFocus
            aria-describedby={`${id}-help`}
            onChange={(e) => {
              setQuery(e.target.value.slice(0, 80));
              setAdded(null);
            }}
            data-testid="fab-search-input"
          />
        </label>
        <PlayerSelect id={`${id}-owner`} className="text-sm" label={t('fab:ui.lookup.owner')} value={player} players={setup.players} onChange={setOwner} testId="fab-search-owner" />
      </div>
      <p id={`${id}-help`} className="muted text-sm">
        {t('fab:ui.lookup.help')}
      </p>
      <p className="text-sm font-medium" aria-live="polite" data-testid="fab-search-status">
        {failed !== null
          ? t('fab:ui.lookup.failed', { error: failed })
          : rows === null
            ? t('fab:ui.lookup.loading')
            : added !== null
              ? t('fab:ui.lookup.added', added)
              : query.trim().length >= 2 && hits.length === 0
                ? t('fab:ui.lookup.noMatch', { query: query.trim() })
                : ''}
      </p>
      {hits.length > 0 ? (
        <ul className="flex flex-col gap-2" data-testid="fab-search-results">
          {hits.map((hit) => (
            <li key={hit.name} className="rounded-lg border border-slate-200 p-2" data-testid="fab-hit" data-name={hit.name}>
              <p className="font-semibold">{hit.name}</p>
              <p className="muted text-sm">{hit.variants[0]?.typeText}</p>
              <div className="mt-1 flex flex-col gap-1.5">
                {hit.variants.map((v, i) => {
                  const colour = pitchColour(v.pitch);
                  const which = colour ?? (hit.variants.length > 1 ? String(i + 1) : 'card');
                  return (
                    <button
                      key={`${v.pitch ?? 'x'}-${i}`}
                      type="button"
                      className={`btn min-h-11 justify-start text-left ${colour ? (PITCH_CLASS[colour] ?? '') : ''}`}
                      onClick={() => add(v)}
                      data-testid={`fab-add-${slug(hit.name)}-${which}`}
                    >
                      <span className="min-w-0">
                        <span className="font-semibold">{colour ? t('fab:ui.lookup.variant', { colour: tx(t, `fab:ui.lookup.pitch.${colour}`), pitch: v.pitch }) : t('fab:ui.lookup.add')}</span>
                        <span className="block text-sm font-normal">{figures(v)}</span>
                      </span>
                    </button>
                  );
                })}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
};

export default CardSearch;
