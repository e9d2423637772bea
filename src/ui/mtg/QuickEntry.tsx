/**
 * The MTG set-up's quick entry: one line ("Serra Angel 4/4 flying", "Jace loyalty 3") becomes a
 * permanent; a name alone is looked up on Scryfall (issue 14); "Add with the form" adds a blank
 * creature and opens its editor.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clearProvenance, keepProvenance, setProvenance } from '../components/provenance.ts';
import { useBothLanguages } from '../components/SetupParts.tsx';
import { clipName } from '../components/setupDraft.ts';
import { tx } from '../i18n.ts';
import type { Figure, MtgFilled } from './lookup/fromScryfall.ts';
import { parseQuickEntry, quickWords, type QuickEntry as QuickEntryValue, type QuickEntryError, type QuickEntryNote, type QuickWords } from './quickEntry.ts';
import { addPermanent as addToBoard, type MtgSetup as SetupData } from '../../games/mtg/index.ts';
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
        fields: m.fields.map((f) => tx(t, `mtg:ui.setup.${f}`)).join(tx(t, 'listSeparator')),
        example: `${m.name} ${m.fields.includes('power') ? '3/4' : m.fields.includes('loyalty') ? `${tx(t, 'mtg:ui.setup.loyalty')} 3` : `${tx(t, 'mtg:ui.setup.defense')} 5`}`,
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

/** The permanent a line (or the form) gives, its name cut to the name limit. */
const addPermanent = (setup: SetupData, entry: QuickEntryValue, controller: string) => addToBoard(setup, { ...entry, name: clipName(entry.name) }, controller);

export const QuickEntry = ({ draft: setup, add: onAdd }: { draft: SetupData; add: (next: SetupData, open?: string) => void }) => {
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
  // The looked-up values' sources go with their permanents: one deleted or a new board drops them.
  const ids = (setup.permanents ?? []).map((p) => p.id).join('\n');
  useEffect(() => keepProvenance('mtg', ids === '' ? [] : ids.split('\n')), [ids]);
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
    const added = addToBoard(setup, { name: t('mtg:quick.newCreature'), types: ['creature'] }, owner);
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
          {t('mtg:ui.setup.controller')}
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
