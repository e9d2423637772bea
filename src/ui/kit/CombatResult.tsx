/**
 * The plain result once play is over, above the decision panel: what was destroyed or died, each
 * player's life change ("Player B 20→17"), who lost, each line with its rule badges. The lines
 * come from the pure combatResult (result.ts) over the session log and the first and last views.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameId, PromptBase, RuleRef, ViewBase } from '../../engine/types.ts';
import { selectLog, type SessionState } from '../../store/session.ts';
import type { NameOf } from '../../text/describe.ts';
import { RuleBadge } from '../components/Rule.tsx';
import { useSession } from '../session.tsx';
import { combatResult, isEnd, type ResultLine } from './result.ts';

const selectFirstView = (s: SessionState): ViewBase | null => s.frames[0]?.view ?? null;

const Badges = ({ rules }: { rules: readonly RuleRef[] }) => (
  <>
    {rules.map((rule) => (
      <RuleBadge key={`${rule.id}@${rule.edition ?? ''}`} rule={rule} />
    ))}
  </>
);

const rulesOf = (line: ResultLine): readonly RuleRef[] => (line.kind === 'life' ? line.rules : line.kind === 'gone' ? [line.rule] : line.rule === null ? [] : [line.rule]);

type Props = { readonly game: GameId; readonly prompt: PromptBase; readonly view: ViewBase; readonly nameOf: NameOf };

/** Renders nothing until play is over. */
export const CombatResult = ({ game, prompt, view, nameOf }: Props) => {
  const { t, i18n } = useTranslation();
  const log = useSession(selectLog);
  const first = useSession(selectFirstView);
  const over = isEnd(game, prompt.kind);
  const lines = useMemo(() => (over && first !== null ? combatResult(game, log, first, view) : []), [over, game, log, first, view]);
  if (!over || first === null) return null;
  // An object gone from the last view still has the name it had at the start.
  const nameOfAny = (id: string): string => (view.names[id] === undefined && first.names[id] !== undefined ? first.names[id] : nameOf(id));
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  const text = (line: ResultLine): string => {
    switch (line.kind) {
      case 'gone':
        return t(`result.gone.${line.how}`, { names: list.format(line.ids.map(nameOfAny)) });
      case 'life':
        return t('result.life', { player: nameOf(line.player), from: line.from, to: line.to });
      case 'lost':
        return t('result.lost', { player: nameOf(line.player) });
      case 'draw':
        return t('result.draw');
    }
  };
  return (
    <section className="card border-2 border-emerald-700" aria-labelledby="result-title" data-testid="combat-result">
      <h2 id="result-title" className="card-title">
        {t('result.title')}
      </h2>
      {lines.length === 0 ? (
        <p className="text-sm">{t('result.nothing')}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm" data-testid="combat-result-lines">
          {lines.map((line, i) => (
            <li key={i} className="flex flex-wrap items-baseline gap-x-2 gap-y-1 break-words" data-kind={line.kind}>
              <span className="font-semibold">{text(line)}</span>
              <Badges rules={rulesOf(line)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
