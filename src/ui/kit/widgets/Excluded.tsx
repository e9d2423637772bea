/**
 * "Why not?": the objects a declaration prompt left out of its choices (prompt.excluded), greyed,
 * each a disclosure button that reveals, on tap, why in words and the rule that says so. They are
 * real buttons (aria-expanded), not disabled ones, so keyboard and screen reader users reach the
 * reasons too. Generic: any game's Excluded entries, worded as `<game>:excluded.<code>`.
 */
import { memo, useId, useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Excluded } from '../../../engine/types.ts';
import { valuesOf, type NameOf } from '../../../text/describe.ts';
import { RuleBadge } from '../../components/Rule.tsx';
import { useFirstRows } from '../../components/progressive.ts';
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
 * A long list (a large board: each ground creature kept from each flyer) is grouped by the
 * object alone, one line each, so thirty blockers make thirty lines, not hundreds.
 */
const group = (excluded: readonly Excluded[], byPair: boolean): [string, Excluded[]][] => {
  const groups = new Map<string, Excluded[]>();
  for (const e of excluded) {
    const key = !byPair || e.from === undefined ? e.id : `${e.id}-${e.from}`;
    const list = groups.get(key);
    if (list === undefined) groups.set(key, [e]);
    else list.push(e);
  }
  return [...groups];
};

/** More lines than this, and the list is grouped by object (one line each). */
const LONG = 8;

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

type ItemProps = { id: string; reasons: readonly Excluded[]; nameOf: NameOf; label: string; why: string; compact: boolean };

/** The reasons, drawn once opened (a large board has hundreds): each in words with its rule. */
const Reasons = ({ id, reasons, nameOf }: { id: string; reasons: readonly Excluded[]; nameOf: NameOf }) => {
  const text = useExcludedText(nameOf);
  return reasons.map((e, i) => (
    <li key={`${e.code}-${e.from ?? ''}-${i}`} className="flex flex-wrap items-center gap-2" data-testid={`excluded-reason-${id}`} data-code={e.code}>
      <RuleBadge rule={e.rule} />
      <span className="min-w-0 flex-1">{text(e)}</span>
    </li>
  ));
};

const ExcludedItem = memo(({ id, reasons, nameOf, label, why, compact }: ItemProps) => {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <li className={compact ? '[contain-intrinsic-size:auto_2.25rem] [content-visibility:auto]' : undefined} data-testid={`excluded-${id}`}>
      <button
        type="button"
        className={`btn w-full justify-start border-dashed border-slate-300 bg-slate-50 text-left text-slate-600 hover:bg-slate-100 ${compact ? 'min-h-8 py-1' : ''}`}
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen(!open)}
        data-testid={`excluded-toggle-${id}`}
      >
        <span className="w-5 shrink-0 text-center tabular-nums" aria-hidden="true">
          {open ? '▾' : '▸'}
        </span>
        <span className={`min-w-0 flex-1 line-through decoration-slate-400 ${compact ? 'truncate' : ''}`}>{label}</span>
        {compact && reasons.length > 1 ? <span className="shrink-0 text-xs font-normal tabular-nums">({reasons.length})</span> : null}
        <span className="shrink-0 text-xs font-normal">{why}</span>
      </button>
      <ul id={panel} hidden={!open} className="mt-1 flex flex-col gap-1 pl-7 text-sm text-slate-800" data-testid={`excluded-reasons-${id}`}>
        {open ? <Reasons id={id} reasons={reasons} nameOf={nameOf} /> : null}
      </ul>
    </li>
  );
});

/** What an entry's line says: the object, and what it is kept from ("Bear → Angel, Roc"). */
const labelOf = (t: TFunction, nameOf: NameOf, id: string, reasons: readonly Excluded[], pairLabel: Props['pairLabel']): string => {
  const first = reasons[0];
  if (first === undefined) return nameOf(id);
  const froms = [...new Set(reasons.flatMap((e) => (e.from === undefined ? [] : [e.from])))];
  if (froms.length === 0) return nameOf(first.id);
  const only = froms.length === 1 ? reasons.find((e) => e.from !== undefined) : undefined;
  if (only !== undefined) return pairLabel?.(only) ?? t('excluded.pair', { id: nameOf(only.id), from: nameOf(only.from ?? '') });
  return pairLabel !== undefined ? nameOf(first.id) : t('excluded.pair', { id: nameOf(first.id), from: froms.map(nameOf).join(t('listSeparator')) });
};

/** Memoised: a choice made in the panel above (a block picked) does not redraw the list. */
export const ExcludedList = memo(({ excluded, nameOf, heading, pairLabel }: Props) => {
  const { t } = useTranslation();
  const head = useId();
  const groups = useMemo(() => {
    const pairs = group(excluded, true);
    const [compact, list] = pairs.length > LONG ? [true, group(excluded, false)] : [false, pairs];
    return { compact, list: list.map(([id, reasons]) => ({ id, reasons, label: labelOf(t, nameOf, id, reasons, pairLabel) })) };
  }, [excluded, t, nameOf, pairLabel]);
  const why = t('excluded.why');
  const shown = useFirstRows(groups.list);
  if (excluded.length === 0) return null;
  return (
    <section aria-labelledby={head} className="flex flex-col gap-1" data-testid="excluded">
      <h3 id={head} className="text-sm font-semibold text-slate-700">
        {heading ?? t('excluded.heading')}
      </h3>
      <ul className="flex flex-col gap-1">
        {shown.map(({ id, reasons, label }) => (
          <ExcludedItem key={id} id={id} reasons={reasons} nameOf={nameOf} label={label} why={why} compact={groups.compact} />
        ))}
      </ul>
    </section>
  );
});
