/**
 * A labelled number with big − / + buttons for thumbs; typing works too. What is typed is kept as
 * text while the field is being edited, so "-" (the start of "-5") and an empty field are not
 * replaced by 0 under the thumb; a whole number within the bounds counts at once, anything else
 * is clamped (or put back) when the field is left or Enter is pressed.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A whole number as typed, or null while it is not one ("", "-"). Full-width digits and the
 * minus signs of a Japanese keyboard (－, −, ー) count.
 */
export const parseWhole = (text: string): number | null => {
  const s = text
    .normalize('NFKC')
    .trim()
    .replace(/^[\u2212\u30fc\u2010-\u2015]/, '-');
  return /^-?\d+$/.test(s) ? Number(s) : null;
};

const clampTo = (n: number, min: number, max: number): number => Math.max(min, Math.min(max, n));

type InputProps = {
  readonly id?: string | undefined;
  readonly value: number | undefined;
  /** undefined: the field was emptied (only where `optional`). */
  readonly onChange: (value: number | undefined) => void;
  readonly min: number;
  readonly max: number;
  /** An empty field is a value of its own (a card without a defence value). */
  readonly optional?: boolean | undefined;
  /** What an arrow key adds or takes (1000 for BP). */
  readonly step?: number | undefined;
  readonly className?: string | undefined;
  readonly placeholder?: string | undefined;
  readonly label?: string | undefined;
  readonly describedBy?: string | undefined;
  readonly testId?: string | undefined;
};

/**
 * The text box of a number: a spin button (arrow keys step it) whose text is the user's while
 * they type. Used by NumberField and by the fields that stand alone (a keyword's N).
 */
export const NumberInput = ({ id, value, onChange, min, max, optional = false, step: by = 1, className = 'field', placeholder, label, describedBy, testId }: InputProps) => {
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? (value === undefined || !Number.isFinite(value) ? '' : String(value));
  const typed = text === null ? value : parseWhole(text);
  const invalid = text !== null && !(text.trim() === '' && optional) && (typed === null || typed === undefined || typed < min || typed > max);
  const commit = () => {
    if (text === null) return;
    const n = parseWhole(text);
    if (n !== null) {
      if (clampTo(n, min, max) !== value) onChange(clampTo(n, min, max));
    } else if (optional && text.trim() === '' && value !== undefined) onChange(undefined);
    setText(null);
  };
  const step = (e: KeyboardEvent<HTMLInputElement>, sign: number) => {
    e.preventDefault();
    const base = typed ?? value ?? 0;
    setText(null);
    onChange(clampTo(base + sign * by, min, max));
  };
  return (
    <input
      id={id}
      className={`${className} tabular-nums`}
      type="text"
      role="spinbutton"
      inputMode="numeric"
      autoComplete="off"
      value={shown}
      placeholder={placeholder}
      aria-label={label}
      aria-describedby={describedBy}
      aria-valuenow={value}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-invalid={invalid || undefined}
      data-testid={testId}
      onChange={(e) => {
        const next = e.target.value;
        setText(next);
        const n = parseWhole(next);
        // A whole number within the bounds counts at once; the rest waits for the field to be left.
        if (n !== null && n >= min && n <= max && n !== value) onChange(n);
        else if (optional && next.trim() === '' && value !== undefined) onChange(undefined);
      }}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
        else if (e.key === 'ArrowUp') step(e, 1);
        else if (e.key === 'ArrowDown') step(e, -1);
      }}
    />
  );
};

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
  const clamp = (n: number) => clampTo(n, min, max);
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="label">
        {label}
        {hint ? <span className="ml-2 font-normal text-slate-700">{hint}</span> : null}
      </label>
      <div className="flex items-stretch gap-1">
        <button type="button" className="btn w-11 shrink-0 text-lg" aria-label={t('number.decrease', { label })} onClick={() => onChange(clamp(value - 1))} disabled={value <= min}>
          −
        </button>
        <NumberInput
          id={id}
          className="field min-w-0 flex-1 px-1 text-center"
          value={Number.isFinite(value) ? value : undefined}
          min={min}
          max={max}
          {...(testId === undefined ? {} : { testId })}
          onChange={(n) => onChange(n ?? clamp(0))}
        />
        <button type="button" className="btn w-11 shrink-0 text-lg" aria-label={t('number.increase', { label })} onClick={() => onChange(clamp(value + 1))} disabled={value >= max}>
          +
        </button>
      </div>
    </div>
  );
};
