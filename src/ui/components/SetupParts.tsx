/**
 * The pieces every set-up screen shares: who is the active player, the row of card presets to
 * add, and the list of cards set so far. Each game supplies its own labels and card rows.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const ActivePlayerPicker = ({ players, active, onPick }: { players: readonly { readonly id: string }[]; active: string; onPick: (id: string) => void }) => {
  const { t } = useTranslation();
  return (
    <fieldset className="mt-3">
      <legend className="label">{t('setup.active')}</legend>
      <div className="flex gap-2">
        {players.map((p) => (
          <label key={p.id} className="flex min-h-11 flex-1 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 has-checked:border-brand-700 has-checked:bg-brand-50">
            <input type="radio" name="active" className="size-5 accent-brand-700" checked={active === p.id} onChange={() => onPick(p.id)} />
            {t('playerName', { id: p.id })}
          </label>
        ))}
      </div>
    </fieldset>
  );
};

export const CardPresetButtons = <P extends string>({
  title,
  presets,
  label,
  onAdd,
  columns,
}: {
  title: string;
  presets: readonly P[];
  label: (preset: P) => string;
  onAdd: (preset: P) => void;
  /** Tailwind grid classes: the labels' length differs between games. */
  columns: string;
}) => (
  <section className="card" aria-labelledby="add-card-title">
    <h3 id="add-card-title" className="card-title">
      {title}
    </h3>
    <div className={`grid gap-2 ${columns}`}>
      {presets.map((p) => (
        <button key={p} type="button" className="btn btn-small" onClick={() => onAdd(p)} data-testid={`preset-${p}`}>
          {label(p)}
        </button>
      ))}
    </div>
  </section>
);

export const SetupCardList = ({ title, empty, count, children }: { title: string; empty: string; count: number; children: ReactNode }) => (
  <section aria-labelledby="cards-title">
    <h3 id="cards-title" className="mb-2 text-base font-semibold">
      {title}
    </h3>
    {count === 0 ? <p className="muted">{empty}</p> : null}
    <ul className="flex flex-col gap-2">{children}</ul>
  </section>
);
