/**
 * The game's terms side by side in English and Japanese, whatever language the screen is in:
 * at a bilingual table each player can point at the word they know. Both languages' files are
 * fetched only when the glossary is opened, so it costs nothing on the first load.
 */
import i18next, { loadLanguages, loadNamespaces } from 'i18next';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameId } from '../../engine/types.ts';

/** Key prefixes that name game terms (not sentences) in locales/<lang>/<game>.json. */
const TERM_PREFIXES = ['term.', 'keyword.', 'type.', 'step.'] as const;

type Row = { readonly key: string; readonly en: string; readonly ja: string };

const rowsOf = (game: GameId): Row[] => {
  const en = (i18next.getResourceBundle('en', game) ?? {}) as Record<string, string>;
  const ja = (i18next.getResourceBundle('ja', game) ?? {}) as Record<string, string>;
  return Object.keys(en)
    .filter((key) => TERM_PREFIXES.some((p) => key.startsWith(p)))
    .map((key) => ({ key, en: en[key] ?? key, ja: ja[key] ?? en[key] ?? key }));
};

export const Glossary = memo(({ game }: { game: GameId }) => {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Row[] | null>(null);
  const open = (): void => {
    if (rows !== null) return;
    // The game namespace is already loaded in the current language; this adds the other one.
    void loadNamespaces(game)
      .then(() => loadLanguages(['en', 'ja']))
      .then(() => setRows(rowsOf(game)));
  };
  return (
    <details className="card" onToggle={(e) => (e.currentTarget.open ? open() : undefined)} data-testid="glossary">
      <summary className="card-title cursor-pointer">{t('glossary.title')}</summary>
      {rows === null ? (
        <p className="muted" role="status">
          {t('app.loading')}
        </p>
      ) : (
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">{t('glossary.title')}</caption>
          <thead>
            <tr className="text-left">
              <th scope="col" className="py-1 pr-2" lang="en">
                English
              </th>
              <th scope="col" className="py-1" lang="ja">
                日本語
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-slate-200">
                <td className="py-1 pr-2" lang="en">
                  {row.en}
                </td>
                <td className="py-1" lang="ja">
                  {row.ja}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
});
