/** A labelled number with big − / + buttons for thumbs; typing works too. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  readonly label: string;
  readonly value: number;
  readonly onChange: (value: number) => void;
  readonly min?: number;
  readonly max?: number;
  readonly hint?: string;
  readonly testId?: string;
};

export const NumberField = ({ label, value, onChange, min = -99, max = 999, hint, testId }: Props) => {
  const { t } = useTranslation();
  const id = useId();
  const clamp = (n: number) => Math.max(min, Math.min(max, n));
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
        {hint ? <span className="ml-2 font-normal text-slate-700">{hint}</span> : null}
      </label>
      <div className="flex items-stretch gap-1">
        <button type="button" className="btn w-11 shrink-0 text-lg" aria-label={t('number.decrease', { label })} onClick={() => onChange(clamp(value - 1))} disabled={value <= min}>
          −
        </button>
        <input
          id={id}
          className="field min-w-0 flex-1 px-1 text-center tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
          type="number"
          inputMode="numeric"
          value={Number.isFinite(value) ? value : ''}
          min={min}
          max={max}
          data-testid={testId}
          onChange={(e) => {
            const n = Number.parseInt(e.target.value, 10);
            onChange(Number.isNaN(n) ? 0 : clamp(n));
          }}
        />
        <button type="button" className="btn w-11 shrink-0 text-lg" aria-label={t('number.increase', { label })} onClick={() => onChange(clamp(value + 1))} disabled={value >= max}>
          +
        </button>
      </div>
    </div>
  );
};
