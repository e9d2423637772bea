/**
 * "Why not?": the objects a declaration prompt left out of its choices (prompt.excluded), greyed,
 * each a disclosure button that reveals, on tap, why in words and the rule that says so. They are
 * real buttons (aria-expanded), not disabled ones, so keyboard and screen reader users reach the
 * reasons too. Generic: any game's Excluded entries, worded as `<game>:excluded.<code>`.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Excluded } from '../../../engine/types.ts';
import { valuesOf, type NameOf } from '../../../text/describe.ts';
import { RuleBadge } from '../../components/Rule.tsx';
import { tx } from '../../i18n.ts';

type Props = {
  readonly excluded: readonly Excluded[];
  readonly nameOf: NameOf;
  /** Overrides the heading ("Can't be chosen here"). */
  readonly heading?: string;
  /** How an entry with `from` is named; by default "object → what it is kept from" (a blocker → an attacker). */
  readonly pairLabel?: (e: Excluded) => string;
};

/**
 * The entries grouped by the excluded object and what it is excluded from, in the prompt's order:
 * a creature kept from one attacker ("Bear → Angel") may still be a choice against another.
 */
const byObject = (excluded: readonly Excluded[]): [string, Excluded[]][] => {
  const groups = new Map<string, Excluded[]>();
  for (const e of excluded) {
    const key = e.from === undefined ? e.id : `${e.id}-${e.from}`;
    const list = groups.get(key);
    if (list === undefined) groups.set(key, [e]);
    else list.push(e);
  }
  return [...groups];
};

/** One reason in words: ids (the object, what it is excluded from, ids among the params) read as names. */
export const useExcludedText = (nameOf: NameOf) => {
  const { t } = useTranslation();
  return (e: Excluded): string =>
    tx(t, `${e.rule.game}:excluded.${e.code}`, {
      ...valuesOf(e.params ?? {}, nameOf),
      id: nameOf(e.id),
      ...(e.from === undefined ? {} : { from: nameOf(e.from) }),
    });
};

type ItemProps = { id: string; reasons: readonly Excluded[]; nameOf: NameOf; pairLabel: Props['pairLabel'] };

const ExcludedItem = ({ id, reasons, nameOf, pairLabel }: ItemProps) => {
  const { t } = useTranslation();
  const first = reasons[0];
  const label =
    first?.from === undefined ? nameOf(first?.id ?? id) : (pairLabel?.(first) ?? t('excluded.pair', { id: nameOf(first.id), from: nameOf(first.from) }));
  const [open, setOpen] = useState(false);
  const panel = useId();
  const text = useExcludedText(nameOf);
  return (
    <li data-testid={`excluded-${id}`}>
      <button
        type="button"
        className="btn w-full justify-start border-dashed border-slate-300 bg-slate-50 text-left text-slate-600 hover:bg-slate-100"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen(!open)}
        data-testid={`excluded-toggle-${id}`}
      >
        <span className="w-5 shrink-0 text-center font-mono" aria-hidden="true">
          {open ? '▾' : '▸'}
        </span>
        <span className="min-w-0 flex-1 line-through decoration-slate-400">{label}</span>
        <span className="shrink-0 text-xs font-normal">{t('excluded.why')}</span>
      </button>
      <ul id={panel} hidden={!open} className="mt-1 flex flex-col gap-1 pl-7 text-sm text-slate-800" data-testid={`excluded-reasons-${id}`}>
        {reasons.map((e) => (
          <li key={e.code} className="flex flex-wrap items-center gap-2" data-testid={`excluded-reason-${id}`} data-code={e.code}>
            <RuleBadge rule={e.rule} />
            <span className="min-w-0 flex-1">{text(e)}</span>
          </li>
        ))}
      </ul>
    </li>
  );
};

export const ExcludedList = ({ excluded, nameOf, heading, pairLabel }: Props) => {
  const { t } = useTranslation();
  const head = useId();
  if (excluded.length === 0) return null;
  return (
    <section aria-labelledby={head} className="flex flex-col gap-1" data-testid="excluded">
      <h3 id={head} className="text-sm font-semibold text-slate-700">
        {heading ?? t('excluded.heading')}
      </h3>
      <ul className="flex flex-col gap-1">
        {byObject(excluded).map(([id, reasons]) => (
          <ExcludedItem key={id} id={id} reasons={reasons} nameOf={nameOf} pairLabel={pairLabel} />
        ))}
      </ul>
    </section>
  );
};
