/**
 * The card editor's "where the values come from" box: the card a lookup found, each field's
 * source (from fab-cards / from Scryfall, typed, or overridden with the card's value beside it and
 * a button to take it back), what the card has that the referee does not model, and its text.
 */
import { useTranslation } from 'react-i18next';
import { fieldStatus, useProvenance } from './provenance.ts';

export type SourceField = {
  readonly key: string;
  readonly label: string;
  readonly current: unknown;
  /** How a value of this field reads (keywords in the screen's words, "–" for none). */
  readonly show?: (value: unknown) => string;
};

const plain = (v: unknown): string => (v === undefined || v === null ? '–' : Array.isArray(v) ? v.join(', ') || '–' : String(v));

/** FaB card text marks: **bold** words and {r}{p}{d}{h}{i} icons, written out plainly. */
const cardText = (text: string): string =>
  text
    .replace(/\*\*/g, '')
    .replace(/\{([a-z])\}/g, (_, c: string) => `(${c.toUpperCase()})`)
    .trim();

export const CardSources = ({
  game,
  id,
  fields,
  onRestore,
  word = (w) => w,
}: {
  game: string;
  id: string;
  fields: readonly SourceField[];
  onRestore: (key: string, value: unknown) => void;
  /** A keyword the referee does not model, in the screen's words where it has them. */
  word?: (w: string) => string;
}) => {
  const { t } = useTranslation();
  const p = useProvenance(game, id);
  if (p === undefined) {
    return (
      <p className="muted text-sm" data-testid="card-sources" data-source="typed">
        {t('lookup.allTyped')}
      </p>
    );
  }
  const from = t(`lookup.source.${p.source}`);
  return (
    <section className="flex min-w-0 flex-col gap-1.5 rounded-lg border border-slate-200 bg-slate-50 p-2 text-sm sm:col-span-2" data-testid="card-sources" data-source={p.source}>
      <h4 className="font-semibold">{t('lookup.card', { name: p.printedName ? `${p.printedName} (${p.card})` : p.card, source: from })}</h4>
      {p.typeText || p.slot ? <p className="muted">{[p.typeText, p.slot ? t('lookup.slot', { slot: p.slot }) : ''].filter(Boolean).join(' · ')}</p> : null}
      <ul className="flex flex-col divide-y divide-slate-200">
        {fields.map((f) => {
          const status = fieldStatus(p, f.key, f.current);
          const show = f.show ?? plain;
          return (
            <li key={f.key} className="flex min-h-9 flex-wrap items-center gap-x-2 py-1" data-testid={`source-${f.key}`} data-status={status.kind}>
              <span className="min-w-0 font-medium">{f.label}</span>
              <span className="tabular-nums">{show(f.current)}</span>
              <span className={status.kind === 'overridden' ? 'font-medium text-amber-900' : 'muted'}>
                {status.kind === 'lookup' ? from : status.kind === 'typed' ? t('lookup.source.typed') : status.kind === 'absent' ? t('lookup.source.absent') : t('lookup.source.overridden', { value: show(status.value) })}
              </span>
              {status.kind === 'overridden' ? (
                <button type="button" className="btn btn-small ml-auto" onClick={() => onRestore(f.key, status.value)} data-testid={`restore-${f.key}`}>
                  {t('lookup.restore')}
                  <span className="sr-only"> {f.label}</span>
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {p.variable.length > 0 ? <p className="font-medium text-amber-900">{t('lookup.variable', { fields: p.variable.map((k) => fields.find((f) => f.key === k)?.label ?? k).join(t('listSeparator')) })}</p> : null}
      {p.other.length > 0 ? <p data-testid="not-modelled">{t('lookup.other', { words: p.other.map(word).join(t('listSeparator')) })}</p> : null}
      {p.text ? (
        <details>
          <summary className="min-h-9 cursor-pointer content-center font-medium">{t('lookup.text')}</summary>
          <p className="whitespace-pre-line" data-testid="card-text">
            {cardText(p.text)}
          </p>
        </details>
      ) : null}
    </section>
  );
};

/** On a card's line in the list: where a looked-up card's values came from (nothing for a typed card). */
export const SourceTag = ({ game, id }: { game: string; id: string }) => {
  const { t } = useTranslation();
  const source = useProvenance(game, id)?.source;
  return source === undefined ? null : (
    <span className="rounded bg-slate-100 px-1 text-xs text-slate-700" data-testid="card-source-tag">
      {t(`lookup.source.${source}`)}
    </span>
  );
};
