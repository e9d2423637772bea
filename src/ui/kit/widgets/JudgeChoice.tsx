/**
 * A question the rules leave to the judge (a `<game>.judge` prompt): what is asked, then one big
 * choice per ruling the engine offers, each saying what happens next if chosen. The widget knows
 * no rules; the game's panel gives the words and sends `{ type: 'judge', question, ruling }`.
 */
import { useTranslation } from 'react-i18next';
import type { GameId } from '../../../engine/types.ts';
import { namespacesOf, tx } from '../../i18n.ts';

export type JudgeOption = {
  readonly ruling: string;
  /** The ruling in a few words. */
  readonly label: string;
  /** What the referee does next if the judge chooses it, where the label does not say it already. */
  readonly detail?: string;
};

type Props = {
  /** The question, in the game's words. */
  readonly question: string;
  readonly options: readonly JudgeOption[];
  readonly onChoose: (ruling: string) => void;
  readonly testId?: (ruling: string) => string;
};

export const JudgeChoice = ({ question, options, onChoose, testId }: Props) => {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2" data-testid="judge-choice">
      <p className="text-sm font-semibold text-slate-900">{t('judge.decides')}</p>
      <p className="rounded-lg border border-slate-300 bg-slate-50 p-2 text-sm">{question}</p>
      <ul className="flex flex-col gap-2">
        {options.map((o) => (
          <li key={o.ruling}>
            <button type="button" className="btn w-full flex-col items-start border-2 border-brand-700 text-left" onClick={() => onChoose(o.ruling)} data-testid={testId?.(o.ruling)}>
              <span className={`text-brand-900 ${o.detail === undefined ? 'text-sm font-medium' : 'text-base font-bold'}`}>{o.label}</span>
              {o.detail === undefined ? null : <span className="text-sm font-normal text-slate-800">{o.detail}</span>}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
};

/**
 * A `<game>.judge` prompt in the game's own words: the question from `<game>:judge.<question>`,
 * each ruling from `<game>:judge.<question>.<ruling>` (one the locale files do not have, from
 * `<game>:ui.judge.unknown`). "Ruling: what happens next" is split at the colon when the name
 * before it is short (under `nameMax` characters), so the name stands out. The choice is sent as
 * `{ type: 'judge', question, ruling }`.
 */
export const GameJudgeChoice = ({ game, prompt, send, nameMax }: {
  game: GameId;
  prompt: { readonly question: string; readonly options: readonly string[] };
  send: (action: { readonly type: 'judge'; readonly question: string; readonly ruling: string }) => unknown;
  nameMax: number;
}) => {
  const { t, i18n } = useTranslation(namespacesOf(game));
  const { question } = prompt;
  const key = `${game}:judge.${question}`;
  const options = prompt.options.map((ruling): JudgeOption => {
    const k = `${key}.${ruling}`;
    if (!i18n.exists(k)) return { ruling, label: tx(t, `${game}:ui.judge.unknown`, { ruling }) };
    const text = tx(t, k);
    const at = text.search(/[:：]/);
    return at > 0 && at < nameMax ? { ruling, label: text.slice(0, at), detail: text.slice(at + 1).trim() } : { ruling, label: text };
  });
  return <JudgeChoice question={i18n.exists(key) ? tx(t, key) : question} options={options} onChoose={(ruling) => send({ type: 'judge', question, ruling })} testId={(r) => `judge-${r}`} />;
};
