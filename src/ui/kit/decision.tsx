/**
 * Small pieces every game's decision controls use: sending an action to the store, the live
 * verdict the engine gives on a choice before it is sent, and restarting when play is over.
 */
import { useTranslation } from 'react-i18next';
import type { ActionBase, EngineError, GameId, Result } from '../../engine/types.ts';
import { dispatch, restartFromSetup } from '../../store/session.ts';
import { errorLine, type NameOf } from '../../text/describe.ts';
import { useSessionStore } from '../session.tsx';
import { LineView, useLineText } from '../components/Line.tsx';
import { namespacesOf, tx } from '../i18n.ts';

/** Sends a game action; the store replies with the next position or keeps the refusal. */
export const useSend = <A extends ActionBase>() => {
  const store = useSessionStore();
  return (action: A) => dispatch(store, action);
};

/** The engine's answer on a choice not yet sent: legal, or the rule it would break. */
export const Verdict = ({ verdict, legal, nameOf, testId }: { verdict: Result<unknown, EngineError> | null; legal: string; nameOf: NameOf; testId: string }) => {
  const lineText = useLineText();
  return (
    <p role="status" aria-live="polite" className="text-sm" data-testid={testId}>
      {verdict === null ? null : verdict.ok ? (
        <span className="font-medium text-emerald-800">{legal}</span>
      ) : (
        <span className="text-red-800">
          <LineView line={errorLine(verdict.error, nameOf)} />
          <span className="sr-only">{lineText(errorLine(verdict.error, nameOf))}</span>
        </span>
      )}
    </p>
  );
};

export const RestartButton = () => {
  const { t } = useTranslation();
  const store = useSessionStore();
  return (
    <button type="button" className="btn" onClick={() => restartFromSetup(store)}>
      {t('menu.restart')}
    </button>
  );
};

/** A big choice with a line of detail under it (a card to attack or block with, and its figures). */
export const ChoiceButton = ({ label, detail, onClick, testId, primary = false }: { label: string; detail: string; onClick: () => void; testId: string; primary?: boolean }) => (
  <button type="button" className={`btn w-full flex-col items-start text-left ${primary ? 'btn-primary' : ''}`} onClick={onClick} data-testid={testId}>
    <span className="text-base font-semibold">{label}</span>
    <span className={`text-sm font-normal tabular-nums ${primary ? 'text-white' : 'text-slate-800'}`}>{detail}</span>
  </button>
);

/** Play is over for now: what happened, then restart from the set-up. */
export const OverNote = ({ text }: { text: string }) => (
  <div className="flex flex-col gap-2">
    <p className="text-sm">{text}</p>
    <RestartButton />
  </div>
);

/** Play is over for now, said in the game's words (a key of its namespace); then restart. */
export const OverWords = ({ game, words }: { game: GameId; words: string }) => {
  const { t } = useTranslation(namespacesOf(game));
  return <OverNote text={tx(t, words)} />;
};

/**
 * The game is over: a draw, or who lost (their names listed), in the game's words (by default
 * `<game>:ui.over.draw` and `<game>:ui.over.lost` with the names as `players`); then restart.
 */
export const GameOverNote = ({ game, over, nameOf, words }: {
  game: GameId;
  over: { readonly draw: boolean; readonly losers: readonly string[] };
  nameOf: NameOf;
  /** The game's own words, given the losers' names (null for a draw). */
  words?: (losers: string | null) => string;
}) => {
  const { t } = useTranslation(namespacesOf(game));
  const losers = over.draw ? null : over.losers.map(nameOf).join(t('listSeparator'));
  const text = words ? words(losers) : losers === null ? tx(t, `${game}:ui.over.draw`) : tx(t, `${game}:ui.over.lost`, { players: losers });
  return <OverNote text={text} />;
};
