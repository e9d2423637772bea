/** Split an amount among recipients (combat damage among blockers and a trampled player), with the running total. */
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../components/NumberField.tsx';

export type DistributeRow = { readonly target: string; readonly label: string; readonly hint?: string };

type Props = {
  readonly legend: string;
  readonly amount: number;
  readonly rows: readonly DistributeRow[];
  readonly value: Readonly<Record<string, number>>;
  readonly onChange: (value: Readonly<Record<string, number>>) => void;
  readonly testId: string;
};

export const Distribute = ({ legend, amount, rows, value, onChange, testId }: Props) => {
  const { t } = useTranslation();
  const total = Object.values(value).reduce((a, b) => a + b, 0);
  return (
    <fieldset className="rounded-lg border border-slate-200 p-2" data-testid={testId}>
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {rows.map((r) => (
          <NumberField
            key={r.target}
            label={r.label}
            {...(r.hint === undefined ? {} : { hint: r.hint })}
            value={value[r.target] ?? 0}
            min={0}
            max={amount}
            onChange={(n) => onChange({ ...value, [r.target]: n })}
            testId={`${testId}-${r.target}`}
          />
        ))}
      </div>
      <p className={`mt-1 text-sm tabular-nums ${total === amount ? 'text-emerald-800' : 'text-red-800'}`}>{t('distribute.total', { assigned: total, amount })}</p>
    </fieldset>
  );
};
