/**
 * A set-up screen drawn from a game's description (src/engine/setupSpec.ts): the title, the
 * boards to start from, each player's fields, the cards to add, the list of cards with each
 * card's editor (its name, type, owner and zone, then the fields its type brings), and the JSON
 * panel; then the shared StartCombat. A game gives its description, its presets, where its
 * targets point, a card's summary line and the few fields it draws itself; the edits are the
 * shared draft's (src/engine/setupDraft.ts). A game with more to set may add its rules editions,
 * players joining and leaving, its own way to add cards, a duplicate button, fields folded under
 * "more" and the end of a card's editor (MTG).
 */
import { useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addCard, cardsOf, distinctName, freeId, idProblem, readDraft, removeCard, renameCard, renamePlayer, setPlayer, updateCard, withField, type Draft } from '../../engine/setupDraft.ts';
import { cardFields, withCardType, type Domains, type SetupObject, type SetupSpec } from '../../engine/setupSpec.ts';
import type { GameId } from '../../engine/types.ts';
import { namespacesOf, tx } from '../i18n.ts';
import { FieldList, setupKeys, type FieldContext, type Fold } from './SetupFields.tsx';
import { clipName, MAX_NAME_LENGTH } from './setupDraft.ts';
import { BoardPresetButtons, CardPresetButtons, ScenarioTitleField, SetupCardList, SetupCardRow, SetupPlayers, SetupScreen, TextField, useSetupName } from './SetupParts.tsx';
import { SelectField } from './Select.tsx';
import { SetupJson } from './SetupJson.tsx';

/** What a game hands the described set-up screen. */
export type DescribedSetupProps<D extends Draft> = {
  readonly game: GameId;
  readonly spec: SetupSpec;
  readonly fresh: () => D;
  /** Whole boards to start from, by preset name. */
  readonly boards: Readonly<Record<string, D>>;
  /** Single cards to add, each made for the board it joins (none: no card presets section). */
  readonly cards?: Readonly<Record<string, (draft: D, freeId: (stem: string) => string) => SetupObject>>;
  /** Tailwind grid classes for the card presets: the labels' length differs between games. */
  readonly cardColumns?: string;
  /** The rules editions to choose from, the current one first (a select beside the title when there are several). */
  readonly editions?: readonly string[];
  /** Players joining and leaving (2 to 6 in MTG): each gives the next draft, or null where it cannot (too few or too many); asked on every draw, to show the buttons only where they work. */
  readonly seats?: { readonly add: (draft: D) => D | null; readonly remove: (draft: D, player: string) => D | null };
  /** The game's own ways to add cards (MTG's quick entry, FaB's card search), under the players: it hands the next draft, and the id of a card whose editor to open, its name field focused. */
  readonly AddCards?: ComponentType<{ readonly draft: D; readonly add: (next: D, open?: string) => void }>;
  /** A copy of a card placed beside it (a duplicate button on each card). */
  readonly duplicate?: (draft: D, id: string) => D;
  /** Told when a card's id changed (MTG moves the card's looked-up sources along). */
  readonly onRenamed?: (from: string, to: string) => void;
  /** The test id of each card's row (`setup-card`). */
  readonly cardTestId?: string;
  /** Fields folded under "more" (`<game>:ui.setup.more`, `<game>:ui.setup.player.more`), open where one is set. */
  readonly more?: { readonly player?: readonly string[]; readonly card?: readonly string[] };
  /** At the end of a card's editor (MTG: where the looked-up values came from, and Done). */
  readonly EditorEnd?: ComponentType<{ readonly card: SetupObject; readonly draft: D; readonly put: (card: SetupObject) => void; readonly close: () => void }>;
  /** Where each kind of target points in a draft (`owner`: the object the field belongs to). */
  readonly domains: (draft: D) => (domain: string, owner?: string) => readonly string[];
  /** Keeps a draft consistent after an edit (a soul core left on a card that has gone). */
  readonly tidy?: (draft: D) => D;
  /** A card's line in the list: its figures and what else a judge checks, in the game's words. */
  readonly Summary: ComponentType<{ readonly card: SetupObject; readonly draft: D }>;
  /** Under a card's line: its effects in words. */
  readonly Details?: ComponentType<{ readonly card: SetupObject; readonly draft: D }>;
  /** A player's fields the game draws itself, by field name. */
  readonly playerFields?: Readonly<Record<string, ComponentType<{ readonly player: string; readonly draft: D; readonly change: (next: D) => void }>>>;
  /** A card's fields the game draws itself, by field name (FaB's keywords with their numbers; PMV's sleep, on the field only), with the editor's field context. */
  readonly cardFields?: Readonly<Record<string, ComponentType<{ readonly card: SetupObject; readonly draft: D; readonly put: (card: SetupObject) => void; readonly ctx: FieldContext }>>>;
  /** Under the players: anything else the game sets (BS: the first player's first turn). */
  readonly PlayersAfter?: ComponentType<{ readonly draft: D; readonly change: (next: D) => void }>;
  /** The game's own reading of a draft, after the shared one (FaB: keywords in either language's words become the engine's). */
  readonly read?: (draft: D) => D;
  /** Ids a target may name that are neither a card nor a player, with the key of their words (FaB: "this chain link"). */
  readonly namedIds?: Readonly<Record<string, string>>;
  /** Grid classes for the players' card. */
  readonly playerGrid: string;
  /** After the JSON panel (a glossary). */
  readonly after?: ReactNode;
};

const useContext = <D extends Draft>(props: DescribedSetupProps<D>, draft: D, label: (name: string) => string, owner?: string): FieldContext => {
  const { t } = useTranslation(namespacesOf(props.game));
  const named = useSetupName({ players: draft.players.map((p) => ({ id: String(p['id']) })), cards: cardsOf(props.spec, draft).map((c) => ({ id: String(c['id']), ...(typeof c['name'] === 'string' ? { name: c['name'] } : {}) })) });
  const nameOf = (id: string): string => {
    const key = props.namedIds?.[id];
    return key === undefined ? named(id) : tx(t, key);
  };
  const domains: Domains = (domain) => props.domains(draft)(domain, owner);
  return { game: props.game, label, domains, players: draft.players.map((p) => ({ id: String(p['id']) })), nameOf, effects: props.spec.effects };
};

const Players = <D extends Draft>({ props, draft, change }: { props: DescribedSetupProps<D>; draft: D; change: (next: D) => void }) => {
  const { t } = useTranslation(namespacesOf(props.game));
  const names = Object.keys(props.spec.player);
  const screen = setupKeys(props.game).screen;
  const added = props.seats?.add(draft) ?? null;
  const after = (
    <>
      <PlayerNames props={props} draft={draft} change={change} />
      {added === null ? null : (
        <button type="button" className="btn btn-small mt-3 w-full" onClick={() => change(added)} data-testid="add-player">
          {tx(t, screen('addPlayer'), { count: draft.players.length })}
        </button>
      )}
      {props.PlayersAfter ? <props.PlayersAfter draft={draft} change={change} /> : null}
    </>
  );
  return (
    <SetupPlayers players={draft.players.map((p) => ({ id: String(p['id']) }))} active={draft.active} onPick={(active) => change({ ...draft, active })} grid={props.playerGrid} after={after}>
      {draft.players.map((p) => {
        const id = String(p['id']);
        const name = t('playerName', { id });
        const without = props.seats?.remove(draft, id) ?? null;
        return (
          <fieldset key={id} className="relative flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 p-1.5" data-testid={`setup-player-${id}`}>
            <legend className="px-1 text-sm font-semibold">{name}</legend>
            {without === null ? null : (
              <button type="button" className="btn btn-small btn-danger absolute -top-3 right-1 min-h-8 w-10 px-0" aria-label={`${tx(t, screen('removePlayer'))} ${name}`} title={tx(t, screen('removePlayer'))} onClick={() => change(without)} data-testid={`remove-player-${id}`}>
                <span aria-hidden="true">✕</span>
              </button>
            )}
            <PlayerFields props={props} draft={draft} player={p} names={names} change={change} />
          </fieldset>
        );
      })}
    </SetupPlayers>
  );
};

const PlayerFields = <D extends Draft>({ props, draft, player, names, change }: { props: DescribedSetupProps<D>; draft: D; player: SetupObject; names: readonly string[]; change: (next: D) => void }) => {
  const id = String(player['id']);
  const ctx = useContext(props, draft, setupKeys(props.game).player, id);
  const set = (name: string, value: unknown) => change(setPlayer(draft, id, name, value));
  const { t } = useTranslation(namespacesOf(props.game));
  const own = Object.fromEntries(Object.entries(props.playerFields ?? {}).map(([name, Field]) => [name, <Field key={name} player={id} draft={draft} change={change} />]));
  const fold = foldOf(props.more?.player, tx(t, setupKeys(props.game).player('more')), `player-more-${id}`, 'flex flex-col gap-2');
  return <FieldList table={props.spec.player} names={names} object={player} onChange={set} ctx={ctx} own={own} testId={(name) => `${name}-input-${id}`} fold={fold} />;
};

/**
 * An id typed in and applied when the field is left (or Enter): one in use or an empty one is
 * named and not applied. A card's, and a player's (every field and effect naming them follows).
 */
const IdInput = ({ current, problemOf, onRename, label, hint, problemText, testId, wide = true }: {
  current: string;
  problemOf: (next: string) => 'empty' | 'taken' | null;
  onRename: (to: string) => void;
  label: string;
  /** Under the field while its text may be applied; none: only a problem is shown there. */
  hint?: string;
  problemText: (problem: 'empty' | 'taken') => string;
  testId: string;
  /** Across both columns of a card's editor (a card's id), or one cell (a player's name). */
  wide?: boolean;
}) => {
  const id = useId();
  const [text, setText] = useState(current);
  const problem = problemOf(text.trim());
  const commit = () => {
    if (problem === null && text.trim() !== current) onRename(text.trim());
  };
  return (
    <TextField
      id={`${id}-id`}
      label={label}
      className={wide ? 'col-span-2' : 'min-w-0'}
      inputClassName="field font-mono"
      value={text}
      maxLength={MAX_NAME_LENGTH}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      aria-invalid={problem !== null}
      aria-describedby={problem === null && hint === undefined ? undefined : `${id}-id-note`}
      onChange={(e) => setText(clipName(e.target.value))}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
      data-testid={testId}
      note={
        problem === null && hint === undefined ? null : (
          <p id={`${id}-id-note`} className={`mt-1 text-xs ${problem === null ? 'text-slate-700' : 'font-medium text-red-800'}`}>
            {problem === null ? hint : problemText(problem)}
          </p>
        )
      }
    />
  );
};

const IdField = <D extends Draft>({ props, draft, card, onRename }: { props: DescribedSetupProps<D>; draft: D; card: SetupObject; onRename: (to: string) => void }) => {
  const { t } = useTranslation(namespacesOf(props.game));
  const current = String(card['id']);
  const screen = setupKeys(props.game).screen;
  return (
    <IdInput
      current={current}
      problemOf={(next) => idProblem(props.spec, draft, current, next)}
      onRename={onRename}
      label={tx(t, screen('id'))}
      hint={tx(t, screen('idHint'))}
      problemText={(p) => tx(t, screen(`idProblem.${p}`))}
      testId="card-id"
    />
  );
};

/**
 * The players' names as the file writes them (A, B, ... to begin with), each changed in place: the
 * cards and effects that name the player follow. Renaming is rare, so it comes after the figures
 * and the active player, which a judge sets every time.
 */
const PlayerNames = <D extends Draft>({ props, draft, change }: { props: DescribedSetupProps<D>; draft: D; change: (next: D) => void }) => {
  const { t } = useTranslation(namespacesOf(props.game));
  const screen = setupKeys(props.game).screen;
  return (
    <fieldset className="mt-3">
      <legend className="label">{t('setup.playerIds')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {draft.players.map((p) => {
          const player = String(p['id']);
          return (
            <IdInput
              key={player}
              current={player}
              problemOf={(next) => idProblem(props.spec, draft, player, next)}
              onRename={(to) => change(renamePlayer(props.spec, draft, player, to))}
              label={t('playerName', { id: player })}
              problemText={(problem) => tx(t, screen(`idProblem.${problem}`))}
              testId={`player-id-${player}`}
              wide={false}
            />
          );
        })}
      </div>
    </fieldset>
  );
};

const foldOf = (names: readonly string[] | undefined, summary: string, testId: string, className: string): Fold | undefined => (names === undefined ? undefined : { names, summary, testId, className });

/** The fields a card's editor shows, in order: its name and id first, its type, its other own fields, then those its type brings. */
export const cardEditorFields = (spec: SetupSpec, card: SetupObject): string[] => {
  const first = ['name', 'id', spec.typeKey];
  return [...first, ...Object.keys(spec.card).filter((k) => !first.includes(k)), ...cardFields(spec, card)];
};

type EditorProps<D extends Draft> = { props: DescribedSetupProps<D>; draft: D; card: SetupObject; put: (card: SetupObject) => void; onRename: (to: string) => void; close: () => void; fresh: boolean };

const CardEditor = <D extends Draft>({ props, draft, card, put, onRename, close, fresh }: EditorProps<D>) => {
  const { t } = useTranslation(namespacesOf(props.game));
  const { spec } = props;
  const ctx = useContext(props, draft, (name) => setupKeys(props.game).card(name, spec.card[name] ?? spec.fields[name]), String(card['owner'] ?? ''));
  const order = cardEditorFields(spec, card);
  const set = (name: string, value: unknown) => put(name === spec.typeKey ? withCardType(spec, card, value as string) : withField(card, name, value));
  const table = { ...spec.card, ...spec.fields };
  const ownFields = Object.fromEntries(Object.entries(props.cardFields ?? {}).map(([name, Field]) => [name, <Field key={name} card={card} draft={draft} put={put} ctx={ctx} />]));
  const fold = foldOf(props.more?.card, tx(t, setupKeys(props.game).screen('more')), 'card-more', 'grid grid-cols-2 gap-2');
  // A card just added to be filled in: its first field (the name) takes the focus.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const first = fresh ? box.current?.querySelector('input') : null;
    first?.focus();
    first?.select();
  }, [fresh]);
  return (
    // Two columns even on a phone: the pairs a judge sets together (type and BP, owner and zone) sit side by side.
    <div ref={box} className="mt-2 grid grid-cols-2 gap-2" data-testid="card-editor">
      <FieldList table={table} names={order} object={card} onChange={set} ctx={ctx} own={{ ...ownFields, id: <IdField props={props} draft={draft} card={card} onRename={onRename} /> }} fold={fold} />
      {props.EditorEnd ? <props.EditorEnd card={card} draft={draft} put={put} close={close} /> : null}
    </div>
  );
};

const CardRow = <D extends Draft>({ props, draft, card, change, editing, fresh, onEdit }: { props: DescribedSetupProps<D>; draft: D; card: SetupObject; change: (next: D) => void; editing: boolean; fresh: boolean; onEdit: (open: boolean, renamed?: string) => void }) => {
  const { spec } = props;
  const id = String(card['id']);
  const tidy = (next: D): D => (props.tidy ? props.tidy(next) : next);
  const duplicate = props.duplicate;
  const label = typeof card['name'] === 'string' && card['name'] !== '' ? card['name'] : id;
  return (
    <SetupCardRow
      id={id}
      srName={label}
      editing={editing}
      onEdit={(open) => onEdit(open)}
      onDelete={() => change(tidy(removeCard(spec, draft, id)))}
      {...(duplicate ? { onDuplicate: () => change(tidy(duplicate(draft, id))) } : {})}
      {...(props.cardTestId === undefined ? {} : { testId: props.cardTestId })}
      summary={
        <>
          <span className="min-w-0 font-semibold">{label}</span>
          <props.Summary card={card} draft={draft} />
        </>
      }
      details={props.Details ? <props.Details card={card} draft={draft} /> : null}
      editor={
        <CardEditor
          props={props}
          draft={draft}
          card={card}
          put={(next) => change(tidy(updateCard(spec, draft, id, next)))}
          onRename={(to) => {
            const next = renameCard(spec, draft, id, to);
            if (next === draft) return;
            props.onRenamed?.(id, to);
            change(tidy(next));
            onEdit(true, to);
          }}
          close={() => onEdit(false)}
          fresh={fresh}
        />
      }
    />
  );
};

export const DescribedSetup = <D extends Draft>(props: DescribedSetupProps<D>) => {
  const { t } = useTranslation(namespacesOf(props.game));
  const { game, spec } = props;
  // Which cards' editors are open, by id (kept across a rename), and the one just added to be filled in.
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [fresh, setFresh] = useState<string | null>(null);
  const toggle = (id: string, on: boolean, renamed?: string) => {
    if (!on) setFresh(null);
    const next = new Set(open);
    next.delete(id);
    if (on) next.add(renamed ?? id);
    setOpen(next);
  };
  const read = (raw: unknown): D => {
    const draft = readDraft(spec, raw, props.fresh) as D;
    return props.read ? props.read(draft) : draft;
  };
  const ui = (key: string, values?: Readonly<Record<string, unknown>>) => tx(t, setupKeys(game).screen(key), values);
  return (
    <SetupScreen game={game} read={read}>
      {({ draft, setup, change, edit, names }) => {
        const cards = cardsOf(spec, setup);
        const named = (card: SetupObject, key: string): SetupObject => ({ ...card, name: names(key) ?? card['name'] });
        const board = (preset: string): D => {
          const chosen = props.boards[preset] as D;
          return { ...chosen, [spec.cardsKey]: cardsOf(spec, chosen).map((c) => named(c, String(c['id']))) };
        };
        const presets = props.cards ?? {};
        const addPreset = (preset: string) => {
          const make = presets[preset];
          if (make) change(addCard(spec, setup, distinctName(spec, setup, named(make(setup, (stem) => freeId(spec, setup, stem)), preset))));
        };
        const added = (next: D, id?: string) => {
          change(next);
          setFresh(id ?? null);
          if (id !== undefined) toggle(id, true);
        };
        const editions = props.editions ?? [];
        return (
          <>
            <ScenarioTitleField value={draft.title ?? ''} onChange={(title) => edit({ title })}>
              {editions.length > 1 ? <SelectField id="setup-edition" className="mt-3" label={t('start.edition')} value={draft.rules} options={editions.map((e) => ({ value: e, label: e }))} onChange={(rules) => edit({ rules })} /> : null}
            </ScenarioTitleField>
            <BoardPresetButtons title={ui('presets')} hint={ui('presetsHint')} presets={Object.keys(props.boards)} label={(p) => ui(`preset.${p}`)} onPick={(p) => change(board(p))} />
            <Players props={props} draft={setup} change={change} />
            {props.AddCards ? <props.AddCards draft={setup} add={added} /> : null}
            {Object.keys(presets).length > 0 ? <CardPresetButtons title={ui('add')} presets={Object.keys(presets)} label={(p) => ui(`addPreset.${p}`)} onAdd={addPreset} columns={props.cardColumns ?? 'grid-cols-1'} /> : null}
            <SetupCardList title={ui('cards', { count: cards.length })} empty={ui('noCards')} count={cards.length}>
              {cards.map((c) => (
                <CardRow key={String(c['id'])} props={props} draft={setup} card={c} change={change} editing={open.has(String(c['id']))} fresh={fresh === c['id']} onEdit={(on, renamed) => toggle(String(c['id']), on, renamed)} />
              ))}
            </SetupCardList>
            <SetupJson setup={setup} read={read} onChange={change} />
            {props.after}
          </>
        );
      }}
    </SetupScreen>
  );
};
