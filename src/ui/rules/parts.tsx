/** What the rule card and the rule browser share: the modal dialog, and each game's rule book in both languages. */
import i18next, { loadLanguages, loadNamespaces } from 'i18next';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyGameModule, GameId } from '../../engine/types.ts';
import { loadGame } from '../../games/registry.ts';
import { entriesOf, type RuleEntry } from './book.ts';
import { closeRules } from './nav.ts';

export type Book = {
  readonly game: GameId;
  /** The rule numbers the game cites (module.rules). */
  readonly rules: readonly string[];
  /** Their locale key ids (module.ruleKeys): `id` or `id@edition`. */
  readonly keys: readonly string[];
  /** The game's editions, the current one first. */
  readonly editions: readonly string[];
  readonly entries: readonly RuleEntry[];
};

const books = new Map<GameId, Promise<Book | null>>();

const bundle = (lang: string, game: GameId): Record<string, unknown> => (i18next.getResourceBundle(lang, game) ?? {}) as Record<string, unknown>;

/** A game's rules and both languages' words for them, loaded once (the game module and locale files are lazy chunks). */
export const loadBook = (game: GameId): Promise<Book | null> => {
  let book = books.get(game);
  if (book === undefined) {
    book = loadGame(game).then(async (module: AnyGameModule | null) => {
      if (module === null) return null;
      await loadNamespaces(game);
      await loadLanguages(['en', 'ja']);
      const keys = module.ruleKeys ?? module.rules;
      return { game, rules: module.rules, keys, editions: module.editions, entries: entriesOf(game, keys, bundle('en', game), bundle('ja', game)) };
    });
    // A failed load (offline) is tried again next time.
    book.catch(() => books.delete(game));
    books.set(game, book);
  }
  return book;
};

/** The books of `games`, or null while any is loading. */
export const useBooks = (games: readonly GameId[]): readonly Book[] | null => {
  const [loaded, setLoaded] = useState<{ readonly of: string; readonly books: readonly Book[] } | null>(null);
  const of = games.join(',');
  useEffect(() => {
    let live = true;
    void Promise.all(of.split(',').map((g) => loadBook(g as GameId))).then(
      (all) => live && setLoaded({ of, books: all.filter((b): b is Book => b !== null) }),
      () => live && setLoaded({ of, books: [] }),
    );
    return () => {
      live = false;
    };
  }, [of]);
  return loaded !== null && loaded.of === of ? loaded.books : null;
};

/** The screen's language and the other one. */
export const useLangs = (): { readonly lang: 'en' | 'ja'; readonly other: 'en' | 'ja' } => {
  const { i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? i18n.language) === 'ja' ? 'ja' : 'en';
  return { lang, other: lang === 'ja' ? 'en' : 'ja' };
};

/**
 * A modal dialog: focus moves to its heading (`data-autofocus`), the page under it is inert,
 * Escape closes it (as the close button does: one history step back). Focus goes back to what
 * opened it once it is gone (route.ts).
 */
export const RulesDialog = ({ labelledBy, className, testId, children }: { labelledBy: string; className: string; testId: string; children: ReactNode }) => {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      className={`bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60 ${className}`}
      data-testid={testId}
      // Escape (or a phone's back gesture) closes the dialog itself: the address follows. Unmounting it fires no close.
      onClose={closeRules}
    >
      {children}
    </dialog>
  );
};

export const CloseButton = () => {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn-small shrink-0" onClick={closeRules}>
      {t('rules.close')}
    </button>
  );
};
