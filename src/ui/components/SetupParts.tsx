/**
 * The pieces every set-up screen shares: the scenario's title, the board presets, the players'
 * card with who is the active player, the row of card presets to add, the list of cards set so
 * far with each card's edit and delete buttons, and the labelled fields a card editor is made of
 * (text, player, checkbox, a row of word chips). Each game supplies its own words, data
 * and card rows; none of these knows a rule.
 */
import { loadLanguages, loadNamespaces } from 'i18next';
import { useCallback, useEffect, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameId } from '../../engine/types.ts';
import { editDraft, selectDraft, type Scenario } from '../../store/session.ts';
import { namespacesOf, tx } from '../i18n.ts';
import { useAfterFirstPaint } from './progressive.ts';
import { useSession, useSessionStore } from '../session.tsx';
import { NumberInput } from './NumberField.tsx';
import { SelectField } from './Select.tsx';
import { clipName, MAX_NAME_LENGTH, MAX_TITLE_LENGTH, type PresetNames } from './setupDraft.ts';
import { StartCombat } from './StartCombat.tsx';

/** What a game's set-up screen draws with: the draft, its set-up read into the editable shape, and the edits. */
export type SetupScreenParts<S> = {
  readonly draft: Scenario;
  readonly setup: S;
  /** The set-up changed. */
  readonly change: (next: S) => void;
  /** Another field of the draft changed (its title, its rules edition). */
  readonly edit: (patch: Partial<Scenario>) => void;
  /** Preset cards named in the screen's language (`<game>:ui.setup.cardName.<key>`); a judge can rename any of them. */
  readonly names: PresetNames;
};

/** A game's set-up screen: its title, the game's sections (once its words are loaded), then the shared StartCombat. */
export const SetupScreen = <S extends Scenario['setup']>({ game, read, children }: { game: GameId; read: (raw: unknown) => S; children: (parts: SetupScreenParts<S>) => ReactNode }) => {
  const { t, i18n, ready } = useTranslation(namespacesOf(game));
  const store = useSessionStore();
  const draft = useSession(selectDraft);
  if (draft === null) return null;
  if (!ready) return <p className="muted">{t('app.loading')}</p>;
  const setup = read(draft.setup);
  const parts: SetupScreenParts<S> = {
    draft,
    setup,
    change: (next) => editDraft(store, { ...draft, setup: next }),
    edit: (patch) => editDraft(store, { ...draft, ...patch }),
    names: (key) => {
      const k = `${game}:ui.setup.cardName.${key}`;
      return i18n.exists(k) ? tx(t, k) : undefined;
    },
  };
  return (
    // Long words (a pasted name, a card named in one long word) break anywhere rather than widen the page.
    <div className="flex min-w-0 flex-col gap-3 [overflow-wrap:anywhere]">
      <h2 className="text-lg font-bold">{t('setup.title', { game: tx(t, `game.${game}`) })}</h2>
      {children(parts)}
      <StartCombat game={game} scenario={() => ({ ...draft, setup, actions: [] })} />
    </div>
  );
};

/**
 * A namespace's words in both languages, for readers that accept the words of either (a judge at
 * a bilingual table), as a getter: `make` runs when the words are first asked for (the quick
 * entry asks only when a line is sent), not while the screen first draws. The other language is
 * loaded once; a reader that asked before it arrived is drawn again with both.
 */
export const useBothLanguages = <W,>(ns: string, make: (bundles: readonly Readonly<Record<string, unknown>>[]) => W): (() => W) => {
  const { i18n } = useTranslation();
  const cache = useRef<{ readonly complete: boolean; readonly words: W } | null>(null);
  const [, redraw] = useState(0);
  const get = useCallback(() => {
    if (cache.current?.complete === true) return cache.current.words;
    const complete = i18n.hasResourceBundle('en', ns) && i18n.hasResourceBundle('ja', ns);
    const words = make(['en', 'ja'].map((lng) => (i18n.getResourceBundle(lng, ns) ?? {}) as Record<string, unknown>));
    cache.current = { complete, words };
    return words;
    // The bundles only grow, and `make` is a module function.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    let live = true;
    void loadNamespaces(ns)
      .then(() => loadLanguages(['en', 'ja']))
      .then(() => {
        if (live && cache.current !== null && !cache.current.complete) redraw((n) => n + 1);
      });
    return () => {
      live = false;
    };
    // Loaded once per screen.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return get;
};

/** What the set-up calls an id: a card's name, a player, or the id. */
export const useSetupName = (setup: { readonly players: readonly { readonly id: string }[]; readonly cards: readonly { readonly id: string; readonly name?: string }[] }) => {
  const { t } = useTranslation();
  return (id: string): string => {
    const card = setup.cards.find((c) => c.id === id);
    if (card) return card.name || card.id;
    return setup.players.some((p) => p.id === id) ? t('playerName', { id }) : id;
  };
};

export const ScenarioTitleField = ({ value, onChange, children }: { value: string; onChange: (title: string) => void; children?: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <section className="card">
      <label htmlFor="setup-title" className="label">
        {t('setup.scenarioTitle')}
      </label>
      <input id="setup-title" className="field" value={value} maxLength={MAX_TITLE_LENGTH} onChange={(e) => onChange(clipName(e.target.value, MAX_TITLE_LENGTH))} />
      {children}
    </section>
  );
};

/** Whole boards to start from, each a typical ruling ready to adjust. */
export const BoardPresetButtons = <P extends string>({ title, hint, presets, label, onPick }: { title: string; hint: string; presets: readonly P[]; label: (preset: P) => string; onPick: (preset: P) => void }) => (
  <section className="card" aria-labelledby="board-presets-title">
    <h3 id="board-presets-title" className="card-title">
      {title}
    </h3>
    <p className="muted mb-2">{hint}</p>
    <div className="flex flex-col gap-2">
      {presets.map((p) => (
        <button key={p} type="button" className="btn justify-start text-left" onClick={() => onPick(p)} data-testid={`preset-board-${p}`}>
          {label(p)}
        </button>
      ))}
    </div>
  </section>
);

/** The players' card: each player's fields (the game's), then who is the active player, then anything else the game sets. */
export const SetupPlayers = ({ players, active, onPick, grid, children, after }: { players: readonly { readonly id: string }[]; active: string; onPick: (id: string) => void; grid: string; children: ReactNode; after?: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="players-title">
      <h3 id="players-title" className="card-title">
        {t('setup.players')}
      </h3>
      <div className={grid}>{children}</div>
      <ActivePlayerPicker players={players} active={active} onPick={onPick} />
      {after}
    </section>
  );
};

export const ActivePlayerPicker = ({ players, active, onPick }: { players: readonly { readonly id: string }[]; active: string; onPick: (id: string) => void }) => {
  const { t } = useTranslation();
  return (
    <fieldset className="mt-3">
      <legend className="label">{t('setup.active')}</legend>
      {/* Two to a row on a phone when more than two play (Commander); two players keep one row as before. */}
      <div className="flex flex-wrap gap-2">
        {players.map((p) => (
          <label key={p.id} className="flex min-h-11 min-w-32 flex-1 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 has-checked:border-brand-700 has-checked:bg-brand-50">
            <input type="radio" name="active" className="size-6 shrink-0 accent-brand-700" checked={active === p.id} onChange={() => onPick(p.id)} />
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

export const SetupCardList = ({ title, empty, count, children }: { title: string; empty: string; count: number; children: ReactNode }) => {
  // Under the fold on a phone: the rows are drawn once the top of the screen has been painted.
  const rows = useAfterFirstPaint();
  return (
    <section aria-labelledby="cards-title">
      <h3 id="cards-title" className="mb-2 text-base font-semibold">
        {title}
      </h3>
      {count === 0 ? <p className="muted">{empty}</p> : null}
      <ul className="flex flex-col gap-2">{rows ? children : null}</ul>
    </section>
  );
};

/** One card of the list: the game's summary, then edit (opens the game's editor), maybe duplicate, and delete. */
export const SetupCardRow = ({
  id,
  srName,
  editing,
  onEdit,
  onDelete,
  onDuplicate,
  summary,
  details,
  editor,
  testId = 'setup-card',
}: {
  id: string;
  /** The card's name after each button's word, for screen readers. */
  srName: string | undefined;
  editing: boolean;
  onEdit: (open: boolean) => void;
  onDelete: () => void;
  onDuplicate?: () => void;
  summary: ReactNode;
  details?: ReactNode;
  editor: ReactNode;
  testId?: string;
}) => {
  const { t } = useTranslation();
  return (
    <li className="card" data-testid={testId} data-id={id}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">{summary}</div>
      {details}
      <div className="mt-2 flex gap-2">
        <button type="button" className="btn btn-small flex-1" aria-expanded={editing} onClick={() => onEdit(!editing)}>
          {t('setup.edit')}
          <span className="sr-only"> {srName}</span>
        </button>
        {onDuplicate ? (
          <button type="button" className="btn btn-small flex-1" onClick={onDuplicate}>
            {t('setup.duplicate')}
            <span className="sr-only"> {srName}</span>
          </button>
        ) : null}
        <button type="button" className="btn btn-small btn-danger flex-1" onClick={onDelete}>
          {t('setup.delete')}
          <span className="sr-only"> {srName}</span>
        </button>
      </div>
      {editing ? editor : null}
    </li>
  );
};

/** A labelled text input; `className` places it in the editor's grid, `note` stands under it. */
export const TextField = ({
  id,
  label,
  className,
  inputClassName = 'field',
  note,
  ...input
}: { id: string; label: string; className?: string; inputClassName?: string; note?: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>) => (
  <div className={className}>
    <label className="label" htmlFor={id}>
      {label}
    </label>
    <input id={id} className={inputClassName} {...input} />
    {note}
  </div>
);

/**
 * A whole number typed in, without the − / + buttons (for big steps, such as BP in thousands, and
 * for a number that may be left empty); `undefined` when it is emptied, `placeholder` saying what empty means.
 */
export const IntegerField = ({ id, label, value, min = -999_999, max = 999_999, step = 1, onChange, placeholder, testId }: {
  id: string;
  label: string;
  value: number | '';
  min?: number;
  max?: number;
  step?: number;
  onChange: (n: number | undefined) => void;
  placeholder?: string | undefined;
  testId?: string | undefined;
}) => (
  <div className="min-w-0">
    <label className="label" htmlFor={id}>
      {label}
    </label>
    <NumberInput id={id} value={value === '' ? undefined : value} min={min} max={max} step={step} optional onChange={onChange} placeholder={placeholder} testId={testId} />
  </div>
);

/** A card's (or an ability's) name: at most MAX_NAME_LENGTH characters, a longer paste is cut. */
export const NameField = ({ onChange, ...props }: Omit<Parameters<typeof TextField>[0], 'onChange' | 'maxLength'> & { onChange: (name: string) => void }) => (
  <TextField {...props} maxLength={MAX_NAME_LENGTH} onChange={(e) => onChange(clipName(e.target.value))} />
);

/** A select of the players, each by the name the screen gives it. */
export const PlayerSelect = ({ players, ...props }: Omit<Parameters<typeof SelectField>[0], 'options'> & { players: readonly { readonly id: string }[] }) => {
  const { t } = useTranslation();
  return <SelectField {...props} options={players.map((p) => ({ value: p.id, label: t('playerName', { id: p.id }) }))} />;
};

/** A labelled checkbox across the editor's two columns. */
export const CheckField = ({ label, checked, onChange, testId }: { label: string; checked: boolean; onChange: (on: boolean) => void; testId?: string }) => (
  <label className="col-span-2 flex min-h-11 items-center gap-2 text-sm">
    <input type="checkbox" className="size-6 shrink-0 accent-brand-700" checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid={testId} />
    {label}
  </label>
);

/** Words a card has or not (keywords, 戦術, types), each a checkbox chip. */
export const WordChecks = <W extends string>({ legend, words, checked, onToggle, label, className = 'col-span-2 text-sm' }: {
  legend: string;
  words: readonly W[];
  checked: (word: W) => boolean;
  onToggle: (word: W) => void;
  label: (word: W) => ReactNode;
  className?: string;
}) => (
  <fieldset className={className}>
    <legend className="label">{legend}</legend>
    <div className="flex flex-wrap gap-2">
      {words.map((w) => (
        <label key={w} className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-2 has-checked:border-brand-700 has-checked:bg-brand-50">
          <input type="checkbox" className="size-6 shrink-0 accent-brand-700" checked={checked(w)} onChange={() => onToggle(w)} />
          {label(w)}
        </label>
      ))}
    </div>
  </fieldset>
);
