/** MTG board set-up: players and life, permanents by quick entry or by form, then start the combat. */
import { loadLanguages, loadNamespaces } from 'i18next';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { editDraft, selectDraft } from '../../store/session.ts';
import { NumberField } from '../components/NumberField.tsx';
import { ActivePlayerPicker } from '../components/SetupParts.tsx';
import { StartCombat } from '../components/StartCombat.tsx';
import { GAME_UI } from '../games.ts';
import { useSession, useSessionStore } from '../session.tsx';
import { setupFigure } from './format.ts';
import { PermanentEditor } from './PermanentEditor.tsx';
import { parseQuickEntry, quickWords, type PermanentSetup, type QuickWords } from './quickEntry.ts';
import {
  addPermanent,
  duplicatePermanent,
  readSetup,
  removePermanent,
  setLife,
  updatePermanent,
  type MtgSetup as SetupData,
} from './setupModel.ts';

/** The quick-entry words of both languages: loaded with the MTG words of the other language too. */
const useQuickWords = (): QuickWords => {
  const { i18n } = useTranslation(['common', 'mtg']);
  const bundles = () => ['en', 'ja'].map((lng) => (i18n.getResourceBundle(lng, 'mtg') ?? {}) as Record<string, unknown>);
  const [words, setWords] = useState(() => quickWords(bundles()));
  useEffect(() => {
    let live = true;
    void loadNamespaces('mtg')
      .then(() => loadLanguages(['en', 'ja']))
      .then(() => {
        if (live) setWords(quickWords(bundles()));
      });
    return () => {
      live = false;
    };
    // Loaded once per screen: the bundles only grow.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return words;
};

const QuickEntry = ({ setup, onAdd }: { setup: SetupData; onAdd: (next: SetupData) => void }) => {
  const { t } = useTranslation(['common', 'mtg']);
  const words = useQuickWords();
  const id = useId();
  const [line, setLine] = useState('');
  const [controller, setController] = useState(setup.players[0]?.id ?? 'A');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseQuickEntry(line, words);
    if (!parsed.ok) {
      setError(t(`mtg:quick.error.${parsed.error.code}`, { word: 'word' in parsed.error ? parsed.error.word : '' }));
      return;
    }
    onAdd(addPermanent(setup, parsed.value, controller).setup);
    setLine('');
    setError(null);
  };
  return (
    <form onSubmit={submit} className="card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="card-title">
        {t('mtg:quick.title')}
      </h3>
      <label htmlFor={`${id}-line`} className="label">
        {t('mtg:quick.label')}
      </label>
      <input
        id={`${id}-line`}
        className="field"
        value={line}
        placeholder={t('mtg:quick.placeholder')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        aria-describedby={`${id}-help ${id}-error`}
        aria-invalid={error !== null}
        onChange={(e) => setLine(e.target.value)}
        data-testid="quick-entry"
      />
      <p id={`${id}-help`} className="muted mt-1">
        {t('mtg:quick.help')}
      </p>
      <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800" aria-live="polite">
        {error}
      </p>
      <div className="mt-2 flex gap-2">
        <label htmlFor={`${id}-controller`} className="sr-only">
          {t('mtg:setup.controller')}
        </label>
        <select id={`${id}-controller`} className="field flex-1" value={controller} onChange={(e) => setController(e.target.value)} data-testid="quick-controller">
          {setup.players.map((p) => (
            <option key={p.id} value={p.id}>
              {t('playerName', { id: p.id })}
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn-primary flex-1">
          {t('mtg:quick.add')}
        </button>
      </div>
    </form>
  );
};

const PermanentRow = ({ setup, p, onChange }: { setup: SetupData; p: PermanentSetup; onChange: (next: SetupData) => void }) => {
  const { t } = useTranslation(['common', 'mtg']);
  const [editing, setEditing] = useState(false);
  const figure = setupFigure(p);
  return (
    <li className="card" data-testid="setup-permanent" data-id={p.id}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-semibold">{p.name || p.id}</span>
        <span className="tabular-nums">{figure.kind === 'pt' ? figure.text : t(`mtg:figure.${figure.kind}`, { n: figure.text })}</span>
        <span className="muted">{t('playerName', { id: p.controller })}</span>
        {p.keywords.length > 0 ? <span className="muted">{p.keywords.map((k) => t(`mtg:keyword.${k}`, { defaultValue: k })).join(t('listSeparator'))}</span> : null}
        {p.damage > 0 ? <span className="muted">{t('mtg:figure.damage', { n: p.damage })}</span> : null}
        {p.tapped ? <span className="muted">{t('mtg:setup.tapped')}</span> : null}
        {p.summoningSick ? <span className="muted">{t('mtg:setup.summoningSick')}</span> : null}
      </div>
      <div className="mt-2 flex gap-2">
        <button type="button" className="btn btn-small flex-1" aria-expanded={editing} onClick={() => setEditing(!editing)}>
          {t('setup.edit')}
          <span className="sr-only"> {p.name}</span>
        </button>
        <button type="button" className="btn btn-small flex-1" onClick={() => onChange(duplicatePermanent(setup, p.id))}>
          {t('setup.duplicate')}
          <span className="sr-only"> {p.name}</span>
        </button>
        <button type="button" className="btn btn-small btn-danger flex-1" onClick={() => onChange(removePermanent(setup, p.id))}>
          {t('setup.delete')}
          <span className="sr-only"> {p.name}</span>
        </button>
      </div>
      {editing ? (
        <PermanentEditor setup={setup} permanent={p} onChange={(next, type) => onChange(updatePermanent(setup, p.id, next, type))} onDone={() => setEditing(false)} />
      ) : null}
    </li>
  );
};

const Players = ({ setup, onChange }: { setup: SetupData; onChange: (next: SetupData) => void }) => {
  const { t } = useTranslation(['common', 'mtg']);
  return (
    <section className="card" aria-labelledby="players-title">
      <h3 id="players-title" className="card-title">
        {t('setup.players')}
      </h3>
      <div className="grid grid-cols-2 gap-3">
        {setup.players.map((p) => (
          <NumberField key={p.id} label={t('setup.life', { player: t('playerName', { id: p.id }) })} value={p.life} onChange={(life) => onChange(setLife(setup, p.id, life))} testId={`life-input-${p.id}`} />
        ))}
      </div>
      <ActivePlayerPicker players={setup.players} active={setup.active} onPick={(player) => onChange({ ...setup, active: player })} />
    </section>
  );
};

const MtgSetup = () => {
  const { t, ready } = useTranslation(['common', 'mtg']);
  const store = useSessionStore();
  const draft = useSession(selectDraft);
  if (draft === null) return null;
  if (!ready) return <p className="muted">{t('app.loading')}</p>;
  const setup = readSetup(draft.setup);
  const change = (next: SetupData) => editDraft(store, { ...draft, setup: next });
  const editions = GAME_UI.mtg?.editions ?? [];


  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-lg font-bold">{t('setup.title', { game: t('game.mtg') })}</h2>
      <section className="card grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="setup-title" className="label">
            {t('setup.scenarioTitle')}
          </label>
          <input id="setup-title" className="field" value={draft.title ?? ''} onChange={(e) => editDraft(store, { ...draft, title: e.target.value })} />
        </div>
        <div>
          <label htmlFor="setup-edition" className="label">
            {t('start.edition')}
          </label>
          <select id="setup-edition" className="field" value={draft.rules} onChange={(e) => editDraft(store, { ...draft, rules: e.target.value })}>
            {editions.map((e) => (
              <option key={e} value={e}>
                {e}
              </option>
            ))}
          </select>
        </div>
      </section>
      <Players setup={setup} onChange={change} />
      <QuickEntry setup={setup} onAdd={change} />
      <section aria-labelledby="permanents-title">
        <h3 id="permanents-title" className="mb-2 text-base font-semibold">
          {t('mtg:setup.permanents', { count: setup.permanents.length })}
        </h3>
        {setup.permanents.length === 0 ? <p className="muted">{t('mtg:setup.noPermanents')}</p> : null}
        <ul className="flex flex-col gap-2">
          {setup.permanents.map((p) => (
            <PermanentRow key={p.id} setup={setup} p={p} onChange={change} />
          ))}
        </ul>
      </section>
      <StartCombat game="mtg" scenario={() => ({ ...draft, setup, actions: [] })} />
    </div>
  );
};

export default MtgSetup;
