/**
 * Choose some of the offered items, in the order tapped (attackers, defending cards, cards to
 * pitch). Each item may carry a detail and, once chosen, a control of its own (an attack's target).
 */
import type { ReactNode } from 'react';

export type SubsetItem = {
  readonly id: string;
  readonly label: string;
  readonly detail?: string;
  /** Shown next to the item while it is chosen. */
  readonly extra?: ReactNode;
};

type Props = {
  readonly items: readonly SubsetItem[];
  readonly value: readonly string[];
  readonly onChange: (value: readonly string[]) => void;
  /** Show the order in which items were chosen (it matters for defending cards, 7.3.2c). */
  readonly ordered?: boolean;
  readonly testId?: (id: string) => string;
};

export const ChooseSubset = ({ items, value, onChange, ordered = false, testId }: Props) => (
  <ul className="flex flex-col gap-2">
    {items.map((item) => {
      const at = value.indexOf(item.id);
      const on = at >= 0;
      return (
        <li key={item.id} className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className="btn min-w-0 flex-1 justify-start text-left"
            aria-pressed={on}
            data-testid={testId?.(item.id)}
            onClick={() => onChange(on ? value.filter((x) => x !== item.id) : [...value, item.id])}
          >
            <span className="w-5 shrink-0 text-center tabular-nums" aria-hidden="true">
              {on ? (ordered ? at + 1 : '✓') : '○'}
            </span>
            <span className="min-w-0">
              {item.label}
              {item.detail ? <span className="muted block">{item.detail}</span> : null}
            </span>
          </button>
          {on && item.extra ? item.extra : null}
        </li>
      );
    })}
  </ul>
);
