/**
 * The rule browser: every rule each game cites, searchable by number or by a word in either
 * language, each entry a link to its own card (`#/rules/mtg/510.1c`).
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameId } from '../../engine/types.ts';
import { tx } from '../i18n.ts';
import { rulesHash, searchRules } from './book.ts';
import { CloseButton, RulesDialog, useBooks, useLangs } from './parts.tsx';
import { replaceRules } from './nav.ts';

const TITLE_ID = 'rule-browser-title';

export const RuleBrowser = ({ game, games}: { game: GameId | null; games: readonly GameId[] }) => {
  const { t } = useTranslation();
  const { lang, other } = useLangs();
  const searchId = useId();
  const [q, setQ] = useState('');
  const books = useBooks(game === null ? games : [game]);
  const found = (books ?? []).map((book) => ({ game: book.game, entries: searchRules(book.entries, q) }));
  const total = found.reduce((n, f) => n + f.entries.length, 0);
  const filters: readonly (GameId | null)[] = [null, ...games];
  return (
    <RulesDialog
      labelledBy={TITLE_ID}
      testId="rule-browser"
      className="m-0 h-dvh max-h-none w-full max-w-none overflow-hidden sm:m-auto sm:h-[calc(100dvh-2rem)] sm:max-w-3xl sm:rounded-xl"
    >
      <div className="flex h-full flex-col">
        <div className="flex flex-col gap-2 border-b border-slate-200 p-3">
          <div className="flex items-center gap-2">
            <h2 id={TITLE_ID} tabIndex={-1} data-autofocus className="min-w-0 flex-1 text-base font-semibold focus:outline-none">
              {t('rules.title')}
            </h2>
            <CloseButton />
          </div>
          <div>
            <label htmlFor={searchId} className="label">
              {t('rules.search')}
            </label>
            <input
              id={searchId}
              type="search"
              className="field"
              value={q}
              onChange={(e) => {
                setQ(e.currentTarget.value);
              }}
              data-testid="rule-search"
            />
          </div>
          <div className="-mx-3 flex gap-1 overflow-x-auto px-3 pb-1" role="group" aria-label={t('rules.allGames')}>
            {filters.map((g) => (
              <button key={g ?? 'all'} type="button" className="btn btn-small shrink-0 whitespace-nowrap" aria-pressed={g === game} onClick={() => replaceRules(rulesHash(g))}>
                {g === null ? t('rules.allGames') : tx(t, `game.${g}`)}
              </button>
            ))}
          </div>
          <p className="muted" role="status" data-testid="rule-count">
            {books === null ? t('app.loading') : t('rules.count', { count: total })}
          </p>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto p-3" data-testid="rule-list">
          {books !== null && total === 0 ? <p className="muted">{t('rules.noMatch')}</p> : null}
          {found.map(({ game: g, entries }) =>
            entries.length === 0 ? null : (
              <section key={g} aria-labelledby={`rules-${g}`} className="mb-4">
                <h3 id={`rules-${g}`} className="mb-1 text-sm font-semibold text-slate-800">
                  {tx(t, `game.${g}`)}
                </h3>
                <ul className="divide-y divide-slate-100">
                  {entries.map((e) => (
                    <li key={e.key}>
                      <a href={rulesHash(e.game, e.key)} className="flex min-h-11 items-start gap-2 rounded-lg px-1 py-2 hover:bg-slate-100" data-rule-entry={`${e.game}/${e.key}`}>
                        <span className="badge shrink-0">{e.id}</span>
                        <span className="min-w-0 text-sm">
                          <span className="block text-slate-900">{e[lang].title}</span>
                          <span className="block text-xs text-slate-700" lang={other}>
                            {e[other].title}
                          </span>
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ),
          )}
        </div>
      </div>
    </RulesDialog>
  );
};
