/** Put items in an order (a damage assignment order): first is first. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NameOf } from '../../../text/describe.ts';

type Props = { readonly items: readonly string[]; readonly nameOf: NameOf; readonly label: string; readonly onSubmit: (order: readonly string[]) => void };

/** A list the user reorders one step at a time: the items in their current order, and moving the i-th up (-1) or down (+1). */
export const useOrder = <T,>(items: readonly T[]): readonly [readonly T[], (i: number, by: number) => void] => {
  const [order, setOrder] = useState(items);
  const move = (i: number, by: number) => {
    const j = i + by;
    if (j < 0 || j >= order.length) return;
    const next = [...order];
    [next[i], next[j]] = [next[j] as T, next[i] as T];
    setOrder(next);
  };
  return [order, move];
};

export const OrderList = ({ items, nameOf, label, onSubmit }: Props) => {
  const { t } = useTranslation();
  const [order, move] = useOrder(items);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">{label}</p>
      <ol className="flex flex-col gap-1">
        {order.map((id, i) => (
          <li key={id} className="flex items-center gap-2 rounded-lg border border-slate-200 p-2">
            <span className="w-6 text-center tabular-nums">{i + 1}</span>
            <span className="flex-1">{nameOf(id)}</span>
            <button type="button" className="btn btn-small" aria-label={t('order.up', { name: nameOf(id) })} disabled={i === 0} onClick={() => move(i, -1)}>
              ↑
            </button>
            <button type="button" className="btn btn-small" aria-label={t('order.down', { name: nameOf(id) })} disabled={i === order.length - 1} onClick={() => move(i, 1)}>
              ↓
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-primary" onClick={() => onSubmit(order)}>
        {t('order.submit')}
      </button>
    </div>
  );
};
