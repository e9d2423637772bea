/**
 * The frame of a game's own picture of combat (its Middle): a card with the combat of the moment,
 * or a word that there is none, and under it every combat so far, each with the rules that
 * decided it; the heading of the current one, the two sides facing each other, and a line of
 * rule badges. The game gives the words and draws each side and each line; the view decides.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameId, RuleRef } from '../../engine/types.ts';
import { RuleBadge } from '../components/Rule.tsx';
import { namespacesOf, tx } from '../i18n.ts';

export const RuleBadges = ({ rules }: { rules: readonly RuleRef[] }) => (
  <>
    {rules.map((r, i) => (
      <RuleBadge key={`${r.id}-${i}`} rule={r} />
    ))}
  </>
);

/** "Rules: 6.2.4 10.4": the rules that decided a combat, after a word; nothing when there are none. */
export const RulesLine = ({ label, rules, testId }: { label: string; rules: readonly RuleRef[]; testId: string }) =>
  rules.length === 0 ? null : (
    <p className="flex flex-wrap items-center gap-1" data-testid={testId}>
      <span className="text-xs text-slate-700">{label}</span>
      <RuleBadges rules={rules} />
    </p>
  );

/** "Combat 2 (over)": which combat, and where it stands. */
export const CombatHeading = ({ title, state }: { title: string; state: string }) => (
  <p className="text-sm font-semibold">
    {title} <span className="muted font-normal">({state})</span>
  </p>
);

/** The two sides of a combat, the word between them. */
export const Matchup = ({ vs, children }: { vs: string; children: readonly [ReactNode, ReactNode] }) => (
  <div className="flex items-stretch gap-1">
    {children[0]}
    <span className="self-center px-0.5 text-xs font-bold text-slate-700">{vs}</span>
    {children[1]}
  </div>
);

type Numbered = { readonly n: number; readonly rules: readonly RuleRef[] };

/** A game's words by key, with values: what a combat's line is written with. */
export type Say = (key: string, values?: Readonly<Record<string, unknown>>) => string;

/** One combat of the list: who fought (after its number), then how it ended or where it stands. */
export type CombatLine = { readonly what: string; readonly outcome: string };

/** The combat of the moment (or a word that there is none), then, once there has been more than one, the list of them all. */
export const CombatsCard = <C extends Numbered>({
  game,
  words,
  testId,
  current,
  all,
  children,
  line,
}: {
  game: GameId;
  /** The stem of the card's keys: `<words>.title`, `.none`, `.list`, and `.n` for a combat's number. */
  words: string;
  /** The card's test id and each entry's stem (`battle` -> `battle`, `battle-2`); its title's id is `<game>-<testId>-title`. */
  testId: string;
  current: C | null;
  all: readonly C[];
  /** The current combat drawn in full. */
  children: (current: C) => ReactNode;
  line: (combat: C, say: Say) => CombatLine;
}) => {
  const { t } = useTranslation(namespacesOf(game));
  const say: Say = (key, values) => tx(t, key, values);
  const titleId = `${game}-${testId}-title`;
  return (
    <section className="card" aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId} className="card-title">
        {say(`${words}.title`)}
      </h2>
      {current === null ? <p className="muted">{say(`${words}.none`)}</p> : children(current)}
      {all.length > 1 ? (
        <>
          <h3 className="mt-3 mb-1 text-sm font-semibold">{say(`${words}.list`)}</h3>
          <ol className="flex flex-col gap-1 text-sm">
            {all.map((c) => {
              const { what, outcome } = line(c, say);
              return (
                <li key={c.n} className={`rounded-lg border px-2 py-1 ${c === current ? 'border-brand-700' : 'border-slate-200'}`} aria-current={c === current ? 'true' : undefined} data-testid={`${testId}-${c.n}`}>
                  <p>
                    <span className="font-semibold">{say(`${words}.n`, { n: c.n })}</span> {what}
                  </p>
                  <p className="text-slate-800">{outcome}</p>
                  {c.rules.length > 0 ? (
                    <p className="mt-0.5 flex flex-wrap gap-1">
                      <RuleBadges rules={c.rules} />
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </>
      ) : null}
    </section>
  );
};
