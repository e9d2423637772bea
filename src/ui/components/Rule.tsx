/**
 * Rule numbers as the referee shows them: a badge everywhere, a card with title and summary for
 * the decision at hand. A badge is a button: a tap opens the rule's card (src/ui/rules, lazy).
 */
import { memo, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JUDGE_CALL, type RuleRef } from '../../engine/types.ts';
import { ruleSummaryKey, ruleTitleKey } from '../../text/describe.ts';
import { openRule } from '../route.ts';

const useRuleWords = (rule: RuleRef) => {
  const { t } = useTranslation();
  if (rule.id === JUDGE_CALL) return { label: t('rule.judgeCall'), title: t('rule.judgeCallTitle'), summary: t('rule.judgeCallSummary') };
  return {
    label: rule.id,
    title: t(`${rule.game}:${ruleTitleKey(rule)}`, { defaultValue: '' }),
    summary: t(`${rule.game}:${ruleSummaryKey(rule)}`, { defaultValue: '' }),
  };
};

/** Memoised: the rule references come from the engine's prompts and events, the same objects from one render to the next. */
export const RuleBadge = memo(({ rule }: { rule: RuleRef }) => {
  const { t } = useTranslation();
  const { label, title } = useRuleWords(rule);
  const ref = useRef<HTMLButtonElement>(null);
  // Inside another control (a toggle's label) a button would nest: there the badge stays a label.
  const [nested, setNested] = useState(false);
  useLayoutEffect(() => setNested(ref.current?.parentElement?.closest('button,a[href],summary,[role=button]') != null), []);
  const Tag = nested ? 'span' : 'button';
  return (
    <Tag
      ref={ref}
      type={nested ? undefined : 'button'}
      className={`badge shrink-0 ${nested ? '' : 'min-h-6 cursor-pointer'}`}
      title={title || undefined}
      aria-haspopup={nested ? undefined : 'dialog'}
      data-rule={rule.id}
      onClick={nested ? undefined : (e: React.MouseEvent<HTMLElement>) => openRule(rule, e.currentTarget)}
    >
      <span className="sr-only">{t('rule.label')} </span>
      {label}
    </Tag>
  );
});

export const RuleCard = ({ rule }: { rule: RuleRef }) => {
  const { t } = useTranslation();
  const { title, summary } = useRuleWords(rule);
  return (
    <div className="rounded-lg bg-amber-50 p-2 ring-1 ring-amber-200" data-testid="rule-card">
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
        <RuleBadge rule={rule} />
        {/* A title that names its edition (one text per edition) is not followed by the edition twice. */}
        <span>{rule.edition ? title.replace(` (${rule.edition})`, '') : title}</span>
        {rule.edition ? <span className="text-xs font-normal text-slate-700">{t('rule.edition', { edition: rule.edition })}</span> : null}
      </p>
      {rule.textOf ? <p className="mt-1 text-xs text-slate-700">{t('rule.textOf', { edition: rule.textOf })}</p> : null}
      {summary ? <p className="mt-1 text-sm text-slate-800">{summary}</p> : null}
    </div>
  );
};
