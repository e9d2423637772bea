/** Rule numbers as the referee shows them: a badge everywhere, a card with title and summary for the decision at hand. */
import { useTranslation } from 'react-i18next';
import { JUDGE_CALL, type RuleRef } from '../../engine/types.ts';
import { ruleSummaryKey, ruleTitleKey } from '../../text/describe.ts';

const useRuleWords = (rule: RuleRef) => {
  const { t } = useTranslation();
  if (rule.id === JUDGE_CALL) return { label: t('rule.judgeCall'), title: t('rule.judgeCallTitle'), summary: t('rule.judgeCallSummary') };
  return {
    label: rule.id,
    title: t(`${rule.game}:${ruleTitleKey(rule)}`, { defaultValue: '' }),
    summary: t(`${rule.game}:${ruleSummaryKey(rule)}`, { defaultValue: '' }),
  };
};

export const RuleBadge = ({ rule }: { rule: RuleRef }) => {
  const { t } = useTranslation();
  const { label, title } = useRuleWords(rule);
  return (
    <span className="badge shrink-0" title={title || undefined} data-rule={rule.id}>
      <span className="sr-only">{t('rule.label')} </span>
      {label}
    </span>
  );
};

export const RuleCard = ({ rule }: { rule: RuleRef }) => {
  const { t } = useTranslation();
  const { title, summary } = useRuleWords(rule);
  return (
    <div className="rounded-lg bg-amber-50 p-2 ring-1 ring-amber-200" data-testid="rule-card">
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
        <RuleBadge rule={rule} />
        <span>{title}</span>
        {rule.edition ? <span className="text-xs font-normal text-slate-700">{t('rule.edition', { edition: rule.edition })}</span> : null}
      </p>
      {rule.textOf ? <p className="mt-1 text-xs text-slate-700">{t('rule.textOf', { edition: rule.textOf })}</p> : null}
      {summary ? <p className="mt-1 text-sm text-slate-800">{summary}</p> : null}
    </div>
  );
};
