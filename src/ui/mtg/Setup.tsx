/** MTG board set-up: players and life, permanents by quick entry or by form, then start the combat. */
import { loadLanguages, loadNamespaces } from 'i18next';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../components/NumberField.tsx';
import { SetupCardRow, SetupPlayers, SetupScreen } from '../components/SetupParts.tsx';
import { GAME_UI } from '../games.ts';
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
    <SetupCardRow
      id={p.id}
      testId="setup-permanent"
      srName={p.name}
      editing={editing}
      onEdit={setEditing}
      onDuplicate={() => onChange(duplicatePermanent(setup, p.id))}
      onDelete={() => onChange(removePermanent(setup, p.id))}
      summary={
        <>
          <span className="font-semibold">{p.name || p.id}</span>
          <span className="tabular-nums">{figure.kind === 'pt' ? figure.text : t(`mtg:figure.${figure.kind}`, { n: figure.text })}</span>
          <span className="muted">{t('playerName', { id: p.controller })}</span>
          {p.keywords.length > 0 ? <span className="muted">{p.keywords.map((k) => t(`mtg:keyword.${k}`, { defaultValue: k })).join(t('listSeparator'))}</span> : null}
          {p.damage > 0 ? <span className="muted">{t('mtg:figure.damage', { n: p.damage })}</span> : null}
          {p.tapped ? <span className="muted">{t('mtg:setup.tapped')}</span> : null}
          {p.summoningSick ? <span className="muted">{t('mtg:setup.summoningSick')}</span> : null}
        </>
      }
      editor={<PermanentEditor setup={setup} permanent={p} onChange={(next, type) => onChange(updatePermanent(setup, p.id, next, type))} onDone={() => setEditing(false)} />}
    />
  );
};

const Players = ({ setup, onChange }: { setup: SetupData; onChange: (next: SetupData) => void }) => {
  const { t } = useTranslation(['common', 'mtg']);
  return (
    <SetupPlayers players={setup.players} active={setup.active} onPick={(player) => onChange({ ...setup, active: player })} grid="grid grid-cols-2 gap-3">
      {setup.players.map((p) => (
        <NumberField key={p.id} label={t('setup.life', { player: t('playerName', { id: p.id }) })} value={p.life} onChange={(life) => onChange(setLife(setup, p.id, life))} testId={`life-input-${p.id}`} />
      ))}
    </SetupPlayers>
  );
};

const MtgSetup = () => {
  const { t } = useTranslation(['common', 'mtg']);
  const editions = GAME_UI.mtg?.editions ?? [];
  return (
    <SetupScreen game="mtg" read={readSetup}>
      {({ draft, setup, change, edit }) => (
        <>
          <section className="card grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor="setup-title" className="label">
                {t('setup.scenarioTitle')}
              </label>
              <input id="setup-title" className="field" value={draft.title ?? ''} onChange={(e) => edit({ title: e.target.value })} />
            </div>
            <div>
              <label htmlFor="setup-edition" className="label">
                {t('start.edition')}
              </label>
              <select id="setup-edition" className="field" value={draft.rules} onChange={(e) => edit({ rules: e.target.value })}>
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
        </>
      )}
    </SetupScreen>
  );
};

export default MtgSetup;
