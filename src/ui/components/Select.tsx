/** A select's options, and a labelled select: the pieces of any choice of one value from a list. */
import type { ReactNode } from 'react';

/** A select's options, each value in the screen's words. */
export const Options = ({ values, label }: { values: readonly string[]; label: (value: string) => string }) => (
  <>
    {values.map((value) => (
      <option key={value} value={value}>
        {label(value)}
      </option>
    ))}
  </>
);

export type SelectOption = { readonly value: string; readonly label: string };

/** A labelled select; `after` stands under it (a note on the choice). */
export const SelectField = ({ id, label, value, options, onChange, className, selectClassName = 'field', testId, after }: {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  className?: string;
  selectClassName?: string;
  testId?: string;
  after?: ReactNode;
}) => (
  <div className={className}>
    <label className="label" htmlFor={id}>
      {label}
    </label>
    <select id={id} className={selectClassName} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
    {after}
  </div>
);
