/** MTG board set-up: players and life, permanents by quick entry or by form, then start the combat. */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../components/NumberField.tsx';
import { clearProvenance, keepProvenance, setProvenance, useProvenance } from '../components/provenance.ts';
import { BoardPresetButtons, SetupCardRow, SetupPlayers, SetupScreen, useBothLanguages } from '../components/SetupParts.tsx';
import { clipName, MAX_TITLE_LENGTH } from '../components/setupDraft.ts';
import { MTG_MANIFEST } from '../../games/mtg/manifest.ts';
import { tx } from '../i18n.ts';
import { setupFigure } from './format.ts';
import { PermanentEditor } from './PermanentEditor.tsx';
import { COLOURS, PERMANENT_TYPES } from '../../games/mtg/types.ts';
import type { Figure, MtgFilled } from './lookup/fromScryfall.ts';
import { parseQuickEntry, quickWords, type PermanentSetup, type QuickEntry as QuickEntryValue, type QuickEntryError, type QuickEntryNote, type QuickWords } from './quickEntry.ts';
import { useAfterFirstPaint } from '../components/progressive.ts';
import {
  addPermanent,
  addPlayer,
  blankCreature,
  BOARD_PRESETS,
  boardPreset,
  commandersAgainst,
  duplicatePermanent,
  MAX_PLAYERS,
  MIN_PLAYERS,
  readSetup,
  removePermanent,
  removePlayer,
  setCommanderDamage,
  setLife,
  setPoison,
  updatePermanent,
  type MtgSetup as SetupData,
  type PlayerSetup,
} from './setupModel.ts';

/** The quick-entry words of both languages (a getter): loaded with the MTG words of the other language too. */
const useQuickWords = (): (() => QuickWords) => useBothLanguages('mtg', quickWords);

/** How long a quick-entry line may be: a name of 60 characters with its figures and keywords. */
const MAX_LINE = 200;

/** Names are suggested once typing pauses this long (and Scryfall is asked at most 10 times a second, scryfall.ts). */
const AUTOCOMPLETE_DELAY_MS = 350;

type Translate = (...args: never[]) => unknown;

/** The quick entry's message in the screen's words. */
const messageText = (t: Translate, m: QuickEntryError | QuickEntryNote | LookupMessage): string => {
  switch (m.code) {
    case 'nameWords':
      return tx(t, 'mtg:quick.note.nameWords', { words: m.words.join(' ') });
    case 'lookup.searching':
    case 'lookup.notFound':
    case 'lookup.ambiguous':
    case 'lookup.busy':
    case 'lookup.error':
      return tx(t, `mtg:quick.${m.code}`, { name: m.name });
    case 'lookup.offline':
      return tx(t, 'mtg:quick.lookup.offline', { name: m.name, example: `${m.name} 2/2` });
    case 'lookup.notCombat':
      return tx(t, 'mtg:quick.lookup.notCombat', { name: m.name, type: m.type });
    case 'lookup.variable':
      return tx(t, 'mtg:quick.lookup.variable', {
        name: m.name,
        printed: m.printed,
        fields: m.fields.map((f) => tx(t, `mtg:setup.${f}`)).join(tx(t, 'listSeparator')),
        example: `${m.name} ${m.fields.includes('power') ? '3/4' : m.fields.includes('loyalty') ? `${tx(t, 'mtg:setup.loyalty')} 3` : `${tx(t, 'mtg:setup.defense')} 5`}`,
      });
    case 'lookup.added': {
      const added = tx(t, m.cached ? 'mtg:quick.lookup.addedCached' : 'mtg:quick.lookup.added', { name: m.name });
      return m.other.length > 0 ? `${added} ${tx(t, 'mtg:quick.lookup.notModelled', { words: m.other.join(tx(t, 'listSeparator')) })}` : added;
    }
    default:
      return tx(t, `mtg:quick.error.${m.code}`, { word: 'word' in m ? m.word : '' });
  }
};

/** What the quick entry says after a name was looked up (issue 14), kept as codes: a language switch retranslates it. */
type LookupMessage =
  | { readonly code: 'lookup.searching'; readonly name: string }
  | { readonly code: 'lookup.added'; readonly name: string; readonly cached: boolean; readonly other: readonly string[] }
  | { readonly code: 'lookup.offline' | 'lookup.notFound' | 'lookup.ambiguous' | 'lookup.busy' | 'lookup.error'; readonly name: string }
  | { readonly code: 'lookup.notCombat'; readonly name: string; readonly type: string }
  | { readonly code: 'lookup.variable'; readonly name: string; readonly fields: readonly Figure[]; readonly printed: string };

/** A card whose figures were printed as * or X, waiting for the line that gives them. */
type Waiting = { readonly keys: readonly string[]; readonly filled: MtgFilled };

const lookupModule = () => import('./lookup/scryfall.ts');
const mapModule = () => import('./lookup/fromScryfall.ts');

/** The name a line without figures looks up: "@B" and quotes taken off. */
const lookupName = (line: string): string =>
  line
    .normalize('NFKC')
    .split(/\s+/)
    .filter((w) => !(w.startsWith('@') && w.length > 1))
    .join(' ')
    .replace(/["“”「」『』«»]/g, '')
    .trim();

const lineController = (line: string): string | undefined => /(?:^|\s)@(\S+)/.exec(line)?.[1];

/** The lookup's permanent with the figures the line typed (and its controller, keywords and flags). */
const withTyped = (filled: MtgFilled, typed: QuickEntryValue): QuickEntryValue => ({
  ...filled.entry,
  ...typed,
  name: filled.entry.name,
  keywords: [...new Set([...filled.entry.keywords, ...typed.keywords])],
  ...(filled.entry.colours || typed.colours ? { colours: [...new Set([...(filled.entry.colours ?? []), ...(typed.colours ?? [])])] } : {}),
});

const QuickEntry = ({ setup, onAdd }: { setup: SetupData; onAdd: (next: SetupData, open?: string) => void }) => {
  const { t } = useTranslation(['common', 'mtg']);
  const words = useQuickWords();
  const id = useId();
  const [line, setLine] = useState('');
  const [controller, setController] = useState(setup.players[0]?.id ?? 'A');
  // Kept as the parser's code, not as text: a language switch retranslates it.
  const [message, setMessage] = useState<QuickEntryError | QuickEntryNote | LookupMessage | null>(null);
  const [suggested, setSuggested] = useState<readonly string[]>([]);
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  // A lookup answers after the set-up may have changed: it adds to the newest one.
  const latest = useRef(setup);
  useEffect(() => {
    latest.current = setup;
  }, [setup]);
  const typedAt = useRef(0);
  // The chosen player may have left the set-up since.
  const owner = setup.players.some((p) => p.id === controller) ? controller : (setup.players[0]?.id ?? 'A');

  const addLooked = (filled: MtgFilled, entry: QuickEntryValue, values: Readonly<Record<string, unknown>>, who: string) => {
    const added = addPermanent(latest.current, entry, who);
    setProvenance('mtg', added.id, { source: 'scryfall', values, card: filled.card, ...(filled.printedName ? { printedName: filled.printedName } : {}), typeText: filled.typeText, text: filled.text, other: filled.other, variable: [] });
    onAdd(added.setup);
  };

  const lookUp = async (typedLine: string) => {
    const name = lookupName(typedLine);
    const who = lineController(typedLine) ?? owner;
    typedAt.current++; // no suggestions for a line already sent
    setSuggested([]);
    setMessage({ code: 'lookup.searching', name });
    const [{ lookupCard, nameKey }, { fromScryfall }] = await Promise.all([lookupModule(), mapModule()]);
    const found = await lookupCard(name);
    if (!found.ok) {
      setMessage({ code: `lookup.${found.code}`, name });
      return;
    }
    const mapped = fromScryfall(found.card);
    if (!mapped.ok && mapped.code === 'notCombat') {
      setMessage({ code: 'lookup.notCombat', name: mapped.card, type: mapped.typeText });
      return;
    }
    if (!mapped.ok) {
      setWaiting({ keys: [nameKey(name), nameKey(mapped.card), nameKey(mapped.rest.entry.name)], filled: mapped.rest });
      setMessage({ code: 'lookup.variable', name: mapped.rest.entry.name, fields: mapped.fields, printed: mapped.printed });
      return;
    }
    addLooked(mapped, mapped.entry, mapped.values, who);
    setLine('');
    setMessage({ code: 'lookup.added', name: mapped.entry.name, cached: found.cached, other: mapped.other });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    typedAt.current++;
    setSuggested([]);
    const parsed = parseQuickEntry(line, words());
    // A name alone: looked up (issue 14). A line with figures is the judge's own, as before.
    if (!parsed.ok && (parsed.error.code === 'noStats' || parsed.error.code === 'noName') && !/\d/.test(line) && lookupName(line) !== '') {
      void lookUp(line);
      return;
    }
    if (!parsed.ok) {
      setMessage(parsed.error);
      return;
    }
    // The figures a looked-up card printed as * or X, now typed: the rest comes from the card.
    const key = parsed.value.name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
    if (waiting !== null && waiting.keys.includes(key)) {
      const { filled } = waiting;
      addLooked(filled, withTyped(filled, parsed.value), filled.values, parsed.value.controller ?? owner);
      setWaiting(null);
      setLine('');
      setMessage({ code: 'lookup.added', name: filled.entry.name, cached: true, other: filled.other });
      return;
    }
    const added = addPermanent(setup, parsed.value, owner);
    clearProvenance('mtg', added.id);
    onAdd(added.setup);
    setLine('');
    setMessage(parsed.note ?? null);
  };

  // Names from Scryfall while a name is typed (no digits: a line with figures is typed by hand); spaced out.
  const typed = (text: string) => {
    setLine(text);
    const at = ++typedAt.current;
    const name = lookupName(text);
    if (/\d/.test(text) || name.length < 3 || (typeof navigator !== 'undefined' && !navigator.onLine)) {
      setSuggested([]);
      return;
    }
    setTimeout(() => {
      if (at !== typedAt.current) return;
      void lookupModule()
        .then((m) => m.autocomplete(name))
        .then((names) => {
          if (at === typedAt.current) setSuggested(names.slice(0, 6));
        });
    }, AUTOCOMPLETE_DELAY_MS);
  };

  // The full form without a line: a blank creature of the chosen player, its editor opened.
  const addByForm = () => {
    const added = addPermanent(setup, blankCreature(t('mtg:quick.newCreature')), owner);
    clearProvenance('mtg', added.id);
    onAdd(added.setup, added.id);
    setMessage(null);
  };
  const text = message === null ? null : messageText(t, message);
  const error = message !== null && message.code !== 'nameWords' && message.code !== 'lookup.searching' && message.code !== 'lookup.added';
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
        maxLength={MAX_LINE}
        placeholder={t('mtg:quick.placeholder')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        aria-describedby={`${id}-help ${id}-error`}
        aria-invalid={error}
        onChange={(e) => typed(clipName(e.target.value, MAX_LINE))}
        data-testid="quick-entry"
      />
      {suggested.length > 0 ? (
        <ul className="mt-1 flex flex-wrap gap-1" aria-label={t('mtg:quick.lookup.suggestions')} data-testid="quick-suggestions">
          {suggested.map((n) => (
            <li key={n}>
              <button
                type="button"
                className="btn btn-small"
                onClick={() => {
                  const next = [lineController(line) ? `@${lineController(line)}` : '', n].filter(Boolean).join(' ');
                  setLine(next);
                  void lookUp(next);
                }}
              >
                {n}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p id={`${id}-help`} className="muted mt-1">
        {t('mtg:quick.help')}
        <span className="block">{t('mtg:quick.help2')}</span>
        <span className="block">{t('mtg:quick.help3')}</span>
      </p>
      <p id={`${id}-error`} className={`mt-1 text-sm font-medium ${error ? 'text-red-800' : 'text-slate-800'}`} aria-live="polite" data-testid="quick-message" data-code={message?.code ?? ''}>
        {text}
      </p>
      <div className="mt-2 flex gap-2">
        <label htmlFor={`${id}-controller`} className="sr-only">
          {t('mtg:setup.controller')}
        </label>
        <select id={`${id}-controller`} className="field flex-1" value={owner} onChange={(e) => setController(e.target.value)} data-testid="quick-controller">
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
      <button type="button" className="btn mt-2 w-full" onClick={addByForm} data-testid="add-by-form">
        {t('mtg:quick.addForm')}
      </button>
    </form>
  );
};

const PermanentRow = ({ setup, p, onChange, fresh = false }: { setup: SetupData; p: PermanentSetup; onChange: (next: SetupData) => void; fresh?: boolean }) => {
  const { t } = useTranslation(['common', 'mtg']);
  // A permanent added with the form opens in its editor, the name field focused.
  const [editing, setEditing] = useState(fresh);
  const source = useProvenance('mtg', p.id);
  const figure = setupFigure(p);
  // The other fields a Commander board or an odd card sets, in the board's words.
  const extras = [
    ...(p.colours ?? []).map((c) => tx(t, `mtg:colour.${c}`)),
    ...(p.protection ?? []).map((q) => tx(t, `mtg:protection.${q}`)),
    ...(p.toxic ? [t('mtg:figure.toxic', { n: p.toxic })] : []),
    ...(p.blockLimit !== undefined && p.blockLimit !== 1 ? [t('mtg:figure.blockLimit', { n: p.blockLimit === 'any' ? t('mtg:setup.blockLimitAny') : p.blockLimit })] : []),
    ...(p.minBlockers !== undefined && p.minBlockers > 1 ? [t('mtg:figure.minBlockers', { n: p.minBlockers })] : []),
    ...(p.blockableOnlyBy !== undefined && p.blockableOnlyBy.length > 0
      ? [t('mtg:figure.blockableOnlyBy', { qualities: p.blockableOnlyBy.map((q) => qualityWord(t, q)).join(t('listSeparator')) })]
      : []),
    ...(p.minusCounters ? [t('mtg:figure.minusCounters', { n: p.minusCounters })] : []),
  ];
  return (
    <SetupCardRow
      id={p.id}
      testId="setup-permanent"
      srName={p.name}
      editing={editing}
      onEdit={setEditing}
      onDuplicate={() => {
        const next = duplicatePermanent(setup, p.id);
        const copy = next.permanents[next.permanents.findIndex((x) => x.id === p.id) + 1];
        if (source && copy) setProvenance('mtg', copy.id, source);
        onChange(next);
      }}
      onDelete={() => onChange(removePermanent(setup, p.id))}
      summary={
        <>
          <span className="min-w-0 font-semibold">{p.name || p.id}</span>
          <span className="tabular-nums">{figure.kind === 'pt' ? figure.text : t(`mtg:figure.${figure.kind}`, { n: figure.text })}</span>
          <span className="muted">{t('playerName', { id: p.controller })}</span>
          {p.keywords.length > 0 ? <span className="muted">{p.keywords.map((k) => t(`mtg:keyword.${k}`, { defaultValue: k })).join(t('listSeparator'))}</span> : null}
          {p.damage > 0 ? <span className="muted">{t('mtg:figure.damage', { n: p.damage })}</span> : null}
          {p.tapped ? <span className="muted">{t('mtg:setup.tapped')}</span> : null}
          {p.summoningSick ? <span className="muted">{t('mtg:setup.summoningSick')}</span> : null}
          {p.commander === true ? <span className="rounded bg-amber-100 px-1 text-sm font-semibold text-amber-900">{t('mtg:mark.commander')}</span> : null}
          {extras.length > 0 ? <span className="muted">{extras.join(t('listSeparator'))}</span> : null}
          {source ? (
            <span className="rounded bg-slate-100 px-1 text-xs text-slate-700" data-testid="card-source-tag">
              {t(`lookup.source.${source.source}`)}
            </span>
          ) : null}
        </>
      }
      editor={<PermanentEditor setup={setup} permanent={p} focusName={fresh} onChange={(next, type) => onChange(updatePermanent(setup, p.id, next, type))} onDone={() => setEditing(false)} />}
    />
  );
};

/** A colour, a card type or a keyword in the board's words. */
const qualityWord = (t: (...args: never[]) => unknown, q: string): string =>
  tx(t, (COLOURS as readonly string[]).includes(q) ? `mtg:colour.${q}` : (PERMANENT_TYPES as readonly string[]).includes(q) ? `mtg:type.${q}` : `mtg:keyword.${q}`);

/** One player: life, and folded under it poison counters and the damage each other player's commander has dealt them. */
const PlayerFields = ({ setup, p, onChange }: { setup: SetupData; p: PlayerSetup; onChange: (next: SetupData) => void }) => {
  const { t } = useTranslation(['common', 'mtg']);
  const name = t('playerName', { id: p.id });
  const commanders = commandersAgainst(setup, p.id);
  const taken = (p.poison ?? 0) > 0 || Object.keys(p.commanderDamage ?? {}).length > 0;
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-lg border border-slate-200 p-2" data-testid={`setup-player-${p.id}`}>
      <div className="flex min-h-8 items-center justify-between gap-1">
        <span className="min-w-0 text-sm font-semibold break-words">{name}</span>
        {setup.players.length > MIN_PLAYERS ? (
          <button
            type="button"
            className="btn btn-small btn-danger w-10 shrink-0 px-0"
            aria-label={`${t('mtg:setup.removePlayer')} ${name}`}
            title={t('mtg:setup.removePlayer')}
            onClick={() => onChange(removePlayer(setup, p.id))}
            data-testid={`remove-player-${p.id}`}
          >
            <span aria-hidden="true">✕</span>
          </button>
        ) : null}
      </div>
      <NumberField label={t('setup.life', { player: name })} value={p.life} onChange={(life) => onChange(setLife(setup, p.id, life))} testId={`life-input-${p.id}`} />
      <details open={taken ? true : undefined} data-testid={`player-more-${p.id}`}>
        <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold">{t('mtg:setup.playerMore')}</summary>
        <div className="flex flex-col gap-2">
          <NumberField label={t('mtg:setup.poison')} value={p.poison ?? 0} min={0} max={99} onChange={(n) => onChange(setPoison(setup, p.id, n))} testId={`poison-input-${p.id}`} />
          {commanders.length === 0 ? <p className="muted text-xs">{t('mtg:setup.noCommanders')}</p> : null}
          {commanders.map((c) => (
            <NumberField
              key={c.id}
              label={t('mtg:setup.commanderDamageFrom', { name: c.name || c.id })}
              value={p.commanderDamage?.[c.id] ?? 0}
              min={0}
              max={99}
              onChange={(n) => onChange(setCommanderDamage(setup, p.id, c.id, n))}
              testId={`commander-damage-${p.id}-${c.id}`}
            />
          ))}
        </div>
      </details>
    </div>
  );
};

const Players = ({ setup, onChange }: { setup: SetupData; onChange: (next: SetupData) => void }) => {
  const { t } = useTranslation(['common', 'mtg']);
  return (
    <SetupPlayers
      players={setup.players}
      active={setup.active}
      onPick={(player) => onChange({ ...setup, active: player })}
      grid="grid grid-cols-2 gap-2 sm:grid-cols-3"
      after={
        setup.players.length < MAX_PLAYERS ? (
          <button type="button" className="btn btn-small mt-3 w-full" onClick={() => onChange(addPlayer(setup))} data-testid="add-player">
            {t('mtg:setup.addPlayer', { count: setup.players.length })}
          </button>
        ) : null
      }
    >
      {setup.players.map((p) => (
        <PlayerFields key={p.id} setup={setup} p={p} onChange={onChange} />
      ))}
    </SetupPlayers>
  );
};

const MtgSetup = () => {
  const { t } = useTranslation(['common', 'mtg']);
  const [fresh, setFresh] = useState<string | null>(null);
  const rows = useAfterFirstPaint();
  const editions = MTG_MANIFEST.editions;
  return (
    <SetupScreen game="mtg" read={readSetup}>
      {({ draft, setup, change: save, edit, names }) => {
        // The looked-up values' sources go with their permanents: one deleted or a new board drops them.
        const change = (next: SetupData) => {
          keepProvenance('mtg', next.permanents.map((p) => p.id));
          save(next);
        };
        return (
        <>
          <section className="card grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor="setup-title" className="label">
                {t('setup.scenarioTitle')}
              </label>
              <input id="setup-title" className="field" value={draft.title ?? ''} maxLength={MAX_TITLE_LENGTH} onChange={(e) => edit({ title: clipName(e.target.value, MAX_TITLE_LENGTH) })} />
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
          <BoardPresetButtons
            title={t('mtg:ui.setup.presets')}
            hint={t('mtg:ui.setup.presetsHint')}
            presets={BOARD_PRESETS}
            label={(p) => tx(t, `mtg:ui.setup.preset.${p}`)}
            onPick={(p) => change(boardPreset(p, names))}
          />
          <Players setup={setup} onChange={change} />
          <QuickEntry
            setup={setup}
            onAdd={(next, open) => {
              setFresh(open ?? null);
              change(next);
            }}
          />
          <section aria-labelledby="permanents-title">
            <h3 id="permanents-title" className="mb-2 text-base font-semibold">
              {t('mtg:setup.permanents', { count: setup.permanents.length })}
            </h3>
            {setup.permanents.length === 0 ? <p className="muted">{t('mtg:setup.noPermanents')}</p> : null}
            <ul className="flex flex-col gap-2">
              {/* Under the fold on a phone: drawn once the top of the screen has been painted. */}
              {rows ? setup.permanents.map((p) => <PermanentRow key={p.id} setup={setup} p={p} onChange={change} fresh={p.id === fresh} />) : null}
            </ul>
          </section>
        </>
        );
      }}
    </SetupScreen>
  );
};

export default MtgSetup;
