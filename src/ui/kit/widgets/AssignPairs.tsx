/** Pair each item with at most one of its own options (each blocker with the attacker it blocks), or none. */
export type PairRow = { readonly id: string; readonly label: string; readonly options: readonly { readonly value: string; readonly label: string }[] };

type Props = {
  readonly rows: readonly PairRow[];
  readonly value: Readonly<Record<string, string>>;
  readonly onChange: (value: Readonly<Record<string, string>>) => void;
  readonly noneLabel: string;
  readonly testId?: (id: string) => string;
};

export const AssignPairs = ({ rows, value, onChange, noneLabel, testId }: Props) => {
  return (
    <ul className="flex flex-col gap-2">
      {rows.map((row) => (
        <li key={row.id} className="rounded-lg border border-slate-200 p-2">
          <label className="label" htmlFor={`pair-${row.id}`}>
            {row.label}
          </label>
          <select
            id={`pair-${row.id}`}
            className="field"
            value={value[row.id] ?? ''}
            onChange={(e) => onChange({ ...value, [row.id]: e.target.value })}
            data-testid={testId?.(row.id)}
          >
            <option value="">{noneLabel}</option>
            {row.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </li>
      ))}
    </ul>
  );
};
