/**
 * A rule card: the rule's number and title and our summary in the screen's language, the same in
 * the other language below, its edition, the related rules (each opens in place), the lines of the
 * session's log that cited it, and its own address. A judge call gets a card that explains what
 * the referee does where the rules are silent.
 */
import i18next from 'i18next';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JUDGE_CALL, type GameId, type RuleRef, type ViewBase } from '../../engine/types.ts';
import { selectLog, selectScenario, selectView } from '../../store/session.ts';
import { eventLines, ruleKeyId } from '../../text/describe.ts';
import { useLineText } from '../components/Line.tsx';
import { tx } from '../i18n.ts';
import { useNameOf } from '../kit/names.ts';
import { useSession } from '../session.tsx';
import { entryFor, pickKey, relatedRules, rulesHash, splitKey, type RuleEntry } from './book.ts';
import { CloseButton, RulesDialog, useBooks, useLangs, type Book } from './parts.tsx';
import { replaceRules } from './nav.ts';

const TITLE_ID = 'rule-card-title';

/** The log lines of the running session that cite `id` of `game`, numbered as in the event log. */
const CitedLines = ({ game, id }: { game: GameId; id: string }) => {
  const { t } = useTranslation();
  const scenario = useSession(selectScenario);
  const view = useSession(selectView);
  return (
    <section aria-labelledby="rule-card-cited" className="mt-3">
      <h3 id="rule-card-cited" className="text-sm font-semibold">
        {t('rules.cited')}
      </h3>
      {scenario?.game === game && view !== undefined ? <Lines game={game} id={id} view={view} /> : <p className="muted">{t('rules.citedNone')}</p>}
    </section>
  );
};

const Lines = ({ game, id, view }: { game: GameId; id: string; view: ViewBase }) => {
  const { t } = useTranslation();
  const log = useSession(selectLog);
  const nameOf = useNameOf(game, view);
  const text = useLineText();
  // Worded over the whole log, as the event log does (a spell's damage names the spell).
  const lines = useMemo(() => eventLines(log, nameOf), [log, nameOf]);
  const cited = log.flatMap((event, i) => (event.rule.game === game && event.rule.id === id ? [{ line: lines[i], n: i + 1 }] : []));
  if (cited.length === 0) return <p className="muted">{t('rules.citedNone')}</p>;
  return (
    <ol className="mt-1 space-y-1 text-sm" data-testid="rule-card-log">
      {cited.toReversed().map(({ line, n }) => (
        <li key={n} value={n} className="flex gap-2 border-b border-slate-100 pb-1">
          <span className="muted shrink-0 text-xs tabular-nums">#{n}</span>
          <span>{line ? text(line) : null}</span>
        </li>
      ))}
    </ol>
  );
};

const bundle = (lang: string, game: GameId): Record<string, unknown> => (i18next.getResourceBundle(lang, game) ?? {}) as Record<string, unknown>;

/** The entry of a key, also for a rule a screen cites that the module's list lacks. */
const entryOf = (book: Book, key: string): RuleEntry =>
  book.entries.find((e) => e.key === key) ?? entryFor(book.game, key, bundle('en', book.game), bundle('ja', book.game));

/** The key a related number opens: the edition on screen where it has one text per edition. */
const keyFor = (book: Book, id: string, edition: string | undefined): string => pickKey(id, book.keys, book.editions, edition) ?? id;

const RelatedList = ({ book, label, ids, edition }: { book: Book; label: string; ids: readonly string[]; edition: string | undefined }) => {
  const { lang } = useLangs();
  if (ids.length === 0) return null;
  return (
    <div className="mt-1">
      <p className="text-xs font-medium text-slate-700">{label}</p>
      <ul className="mt-1 flex flex-col gap-1">
        {ids.map((id) => {
          const key = keyFor(book, id, edition);
          return (
            <li key={id}>
              <button type="button" className="flex min-h-9 w-full items-center gap-2 rounded-lg px-1 py-1 text-left text-sm hover:bg-slate-100" onClick={() => replaceRules(rulesHash(book.game, key))} data-related={id}>
                <span className="badge shrink-0">{id}</span>
                <span className="min-w-0">{entryOf(book, key)[lang].title}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
};

const Body = ({ book, ruleKey, refHint }: { book: Book; ruleKey: string; refHint: RuleRef | undefined }) => {
  const { t } = useTranslation();
  const { lang, other } = useLangs();
  const scenario = useSession(selectScenario);
  const sessionEdition = scenario?.game === book.game ? scenario.rules : undefined;
  const { id, edition: asked } = splitKey(ruleKey);
  const key = book.keys.includes(ruleKey) ? ruleKey : pickKey(id, book.keys, book.editions, asked ?? sessionEdition);
  const [copied, setCopied] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyed by the rule: another rule shown in place starts again at its title.
  useEffect(() => heading.current?.focus(), []);

  const judge = id === JUDGE_CALL;
  const entry = entryOf(book, key ?? ruleKey);
  const known = judge || entry.en.title !== '';
  const textOf = refHint !== undefined && refHint.game === book.game && ruleKeyId(refHint) === key ? refHint.textOf : undefined;
  const shownKey = key ?? ruleKey;
  const url = `${location.origin}${location.pathname}${location.search}${rulesHash(book.game, shownKey)}`;
  const related = known && !judge ? relatedRules(id, book.rules) : null;
  const otherEditions = book.keys.filter((k) => k !== key && splitKey(k).id === id);
  const words = (l: 'en' | 'ja') => (judge ? { title: t('rule.judgeCallTitle', { lng: l }), summary: entry[l].summary || t('rule.judgeCallSummary', { lng: l }) } : entry[l]);
  const mine = words(lang);
  const theirs = words(other);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // no clipboard permission: the link is there to copy by hand
    }
  };

  return (
    <div className="flex flex-col">
      <div className="sticky top-0 flex items-start gap-2 border-b border-slate-200 bg-white p-3">
        <h2 ref={heading} id={TITLE_ID} tabIndex={-1} data-autofocus className="flex min-w-0 flex-1 flex-wrap items-center gap-2 text-base font-semibold focus:outline-none">
          <span className="badge shrink-0">{judge ? t('rule.judgeCall') : id}</span>
          <span className="min-w-0">{known ? mine?.title : t('rules.unknown', { id })}</span>
        </h2>
        <CloseButton />
      </div>
      <div className="p-3 pt-2">
        <p className="text-xs text-slate-700">
          {tx(t, `game.${book.game}`)}
          {entry.edition !== undefined ? ` · ${t('rules.edition', { edition: entry.edition })}` : ''}
        </p>
        {known && !judge && entry.edition === undefined && book.editions.length > 1 ? (
          <p className="text-xs text-slate-700">{t('rules.sameInEditions', { editions: book.editions.join(', ') })}</p>
        ) : null}
        {textOf !== undefined ? <p className="mt-1 text-xs text-slate-700">{t('rule.textOf', { edition: textOf })}</p> : null}
        {known && mine ? (
          <>
            <p className="mt-2 text-sm" data-testid="rule-card-summary">
              {mine.summary}
            </p>
            {judge ? <p className="mt-2 text-sm">{t('rules.judgeExplain')}</p> : null}
            <section lang={other} className="mt-3 rounded-lg bg-slate-50 p-2 ring-1 ring-slate-200" aria-labelledby="rule-card-other" data-testid="rule-card-other">
              <h3 id="rule-card-other" className="text-xs font-semibold text-slate-700" lang={lang}>
                {t(`rules.lang.${other}`)}
              </h3>
              <p className="text-sm font-semibold">{theirs?.title}</p>
              <p className="text-sm">{theirs?.summary}</p>
            </section>
          </>
        ) : null}
        {otherEditions.length > 0 ? (
          <div className="mt-3">
            <p className="text-xs font-medium text-slate-700">{t('rules.otherEditions')}</p>
            <div className="mt-1 flex flex-wrap gap-2">
              {otherEditions.map((k) => (
                <button key={k} type="button" className="btn btn-small" onClick={() => replaceRules(rulesHash(book.game, k))}>
                  {splitKey(k).edition}
                </button>
              ))}
            </div>
          </div>
        ) : null}
        {related !== null && (related.parent !== null || related.siblings.length + related.children.length > 0) ? (
          <section className="mt-3" aria-labelledby="rule-card-related" data-testid="rule-card-related">
            <h3 id="rule-card-related" className="text-sm font-semibold">
              {t('rules.related')}
            </h3>
            <RelatedList book={book} label={t('rules.parent')} ids={related.parent === null ? [] : [related.parent]} edition={entry.edition ?? sessionEdition} />
            <RelatedList book={book} label={t('rules.siblings')} ids={related.siblings} edition={entry.edition ?? sessionEdition} />
            <RelatedList book={book} label={t('rules.children')} ids={related.children} edition={entry.edition ?? sessionEdition} />
          </section>
        ) : null}
        {known ? <CitedLines game={book.game} id={id} /> : null}
        <div className="mt-3 border-t border-slate-200 pt-2">
          <a href={url} className="text-sm break-all text-brand-700 underline" data-testid="rule-card-address">
            {t('rules.address')}: <span className="font-mono">{url}</span>
          </a>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <button type="button" className="btn btn-small" onClick={() => void copy()}>
              {t('rules.copy')}
            </button>
            <a href={rulesHash(book.game)} className="btn btn-small">
              {t('rules.all')}
            </a>
            {copied ? (
              <span role="status" className="text-xs text-slate-700">
                {t('rules.copied')}
              </span>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
};

export const RuleCardDialog = ({ game, ruleKey, refHint }: { game: GameId; ruleKey: string; refHint: RuleRef | undefined }) => {
  const { t } = useTranslation();
  const books = useBooks([game]);
  const book = books?.[0];
  return (
    <RulesDialog labelledBy={TITLE_ID} testId="rule-dialog" className="m-auto max-h-[calc(100dvh-1rem)] w-[calc(100vw-1rem)] max-w-lg overflow-y-auto rounded-xl">
      {books === null ? (
        <p id={TITLE_ID} className="muted p-4" role="status" tabIndex={-1} data-autofocus>
          {t('app.loading')}
        </p>
      ) : book === undefined ? (
        <div className="flex items-start gap-2 p-3">
          <p id={TITLE_ID} className="flex-1" tabIndex={-1} data-autofocus>
            {t('rules.unknown', { id: ruleKey })}
          </p>
          <CloseButton />
        </div>
      ) : (
        <Body key={ruleKey} book={book} ruleKey={ruleKey} refHint={refHint} />
      )}
    </RulesDialog>
  );
};
