/**
 * A set-up object's fields drawn from the game's description (src/engine/setupSpec.ts): a number
 * with − / + (or typed, for BP in thousands), a checkbox, a select of the game's words, word
 * chips, a name, a player or a card, a manual effect with its own fields, an object of its own
 * fields, a list of them, a count for each id of a domain (MTG's commander damage). The words are
 * the game's: a card field's label is `<game>:ui.setup.<field>`, a player's
 * `<game>:ui.setup.player.<field>`, an option `<game>:<term>.<option>`, an effect's
 * `<game>:ui.setup.effect.<field>`, what a field left blank means `<label>.blank`, a list's
 * `<label>.item|add|<field>`. A game draws a field of its own where the description's kind is not
 * enough (`own`), and may fold some under "more". Nothing here knows a rule.
 */
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRecord, withField } from '../../engine/setupDraft.ts';
import { effectOf, initialOf, itemOf, type CountsSpec, type Domains, type EffectTable, type FieldSpec, type FieldTable, type ListSpec, type ObjectSpec, type SetupObject, type SetupSpec } from '../../engine/setupSpec.ts';
import type { GameId } from '../../engine/types.ts';
import { namespacesOf, tx } from '../i18n.ts';
import { NumberField } from './NumberField.tsx';
import { SelectField } from './Select.tsx';
import { CheckField, IntegerField, NameField, PlayerSelect, WordChecks } from './SetupParts.tsx';

/**
 * The locale keys of a described set-up, each built in one place: what the screen shows and what
 * the locale test checks (every key in both languages) are the same.
 */
export const setupKeys = (game: GameId) => ({
  card: (name: string, spec?: FieldSpec): string => (name === 'name' ? 'setup.name' : spec?.type === 'effect' ? `${game}:ui.setup.effect.${name}` : `${game}:ui.setup.${name}`),
  player: (name: string): string => `${game}:ui.setup.player.${name}`,
  option: (termKey: string, option: string): string => `${game}:${termKey}.${option}`,
  effect: (word: string): string => `${game}:ui.setup.effect.${word}`,
  kind: (kind: string): string => `${game}:effect.${kind}`,
  screen: (word: string): string => `${game}:ui.setup.${word}`,
});

/** A table's fields by name, an object's own fields after it as `<object>.<field>` (a player's `nodes.active`). */
const flatFields = (table: FieldTable): [string, FieldSpec][] =>
  Object.entries(table).flatMap(([name, f]): [string, FieldSpec][] => [[name, f], ...(f.type === 'object' ? flatFields(f.fields).map(([sub, g]): [string, FieldSpec] => [`${name}.${sub}`, g]) : [])]);
/** A table's list fields, each with its label key (`<game>:ui.setup.<name>`). */
const listsOf = (game: GameId, table: FieldTable): [string, ListSpec][] =>
  Object.entries(table).flatMap(([name, f]) => (f.type === 'list' ? [[setupKeys(game).card(name, f), f] as [string, ListSpec]] : []));

/** What a described set-up screen draws besides its description: players added and removed, fields folded under "more". */
export type ScreenKeys = { readonly seats?: boolean; readonly more?: { readonly player?: boolean; readonly card?: boolean } };

/** The note a count list shows while its domain names nobody (`<label>.none`). */
const noneKeys = (table: FieldTable, key: (name: string) => string): string[] => Object.entries(table).flatMap(([name, f]) => (f.type === 'counts' ? [`${key(name)}.none`] : []));

/**
 * Every key a described set-up screen may show: its sections, presets, fields, options and
 * effects (the set-up editor's effect words only where a card carries an effect).
 */
export const describedSetupKeys = (game: GameId, spec: SetupSpec, boards: Readonly<Record<string, Readonly<Record<string, unknown>>>>, cards: readonly string[], screen: ScreenKeys = {}): string[] => {
  const k = setupKeys(game);
  const lists = listsOf(game, spec.fields);
  const carried = [spec.card, spec.fields, ...lists.map(([, f]) => f.of)].some((table) => Object.values(table).some((f) => f.type === 'effect'));
  const tables = [spec.card, spec.fields, spec.player, ...(carried ? Object.values(spec.effects) : []), ...lists.map(([, f]) => f.of)];
  const options = tables.flatMap((table) => flatFields(table).flatMap(([, f]) => (f.type === 'term' || f.type === 'terms' ? f.options.map((o) => k.option(f.term, o)) : [])));
  const boardCards = Object.values(boards).flatMap((b) => (Array.isArray(b[spec.cardsKey]) ? (b[spec.cardsKey] as { id: string }[]) : []).map((c) => k.screen(`cardName.${c.id}`)));
  return [
    ...['presets', 'presetsHint', 'cards', 'noCards', 'id', 'idHint', 'idProblem.empty', 'idProblem.taken', ...(cards.length > 0 ? ['add'] : [])].map(k.screen),
    ...(screen.seats === true ? ['addPlayer', 'removePlayer'].map(k.screen) : []),
    ...(screen.more?.card === true ? [k.screen('more')] : []),
    ...(screen.more?.player === true ? [k.player('more')] : []),
    ...Object.keys(boards).map((p) => k.screen(`preset.${p}`)),
    ...cards.flatMap((p) => [k.screen(`addPreset.${p}`), k.screen(`cardName.${p}`)]),
    ...boardCards,
    ...flatFields({ ...spec.card, ...spec.fields }).filter(([name]) => name !== 'id').map(([name, f]) => k.card(name, f)),
    ...noneKeys({ ...spec.card, ...spec.fields }, (name) => k.card(name)),
    ...flatFields(spec.player).map(([name]) => k.player(name)),
    ...noneKeys(spec.player, k.player),
    ...options,
    ...(carried ? Object.keys(spec.effects).map(k.kind) : []),
    ...(carried ? ['kind', 'noEffect', 'noTarget'].map(k.effect) : []),
    ...(carried ? Object.values(spec.effects).flatMap((table) => Object.keys(table).map(k.effect)) : []),
    ...lists.flatMap(([key, f]) => [`${key}.item`, `${key}.add`, ...Object.keys(f.of).map((field) => `${key}.${field}`)]),
  ];
};

/** What every field of one object is drawn with. */
export type FieldContext = {
  readonly game: GameId;
  /** The locale key a field's label is under, from its name. */
  readonly label: (name: string) => string;
  /** The ids each target field may name now (resolved in the draft). */
  readonly domains: Domains;
  readonly players: readonly { readonly id: string }[];
  readonly nameOf: (id: string) => string;
  readonly effects: EffectTable;
};

const useGameT = (game: GameId) => useTranslation(namespacesOf(game)).t;

/** A word of the game's list, in the chip form the game gives it (`<game>:ui.setup.chip.<term>`, 【激突】), or plain. */
const useWord = (game: GameId) => {
  const { t, i18n } = useTranslation(namespacesOf(game));
  return (termKey: string, option: string): string => {
    const word = tx(t, setupKeys(game).option(termKey, option), { defaultValue: option });
    const chip = `${game}:ui.setup.chip.${termKey}`;
    return i18n.exists(chip) ? tx(t, chip, { word }) : word;
  };
};

type ControlProps = { readonly name: string; readonly spec: FieldSpec; readonly value: unknown; readonly onChange: (value: unknown) => void; readonly ctx: FieldContext; readonly testId?: string };

/** What a field left blank means, where the game says (`<label>.blank`: "no defense value"). */
const useBlank = (game: GameId) => {
  const { t, i18n } = useTranslation(namespacesOf(game));
  return (labelKey: string): string | undefined => (i18n.exists(`${labelKey}.blank`) ? tx(t, `${labelKey}.blank`) : undefined);
};

/** One field of the description, by its kind. */
export const FieldControl = ({ name, spec, value, onChange, ctx, testId }: ControlProps) => {
  const t = useGameT(ctx.game);
  const word = useWord(ctx.game);
  const blank = useBlank(ctx.game)(ctx.label(name));
  const id = useId();
  const label = tx(t, ctx.label(name));
  switch (spec.type) {
    case 'number': {
      const [min, max] = spec.range ?? [spec.min, spec.max];
      const n = typeof value === 'number' ? value : spec.initial;
      if ((spec.step ?? 1) > 1 || spec.blank === true) {
        return <IntegerField id={id} label={label} min={min} max={max} step={spec.step} value={typeof value === 'number' ? value : ''} onChange={onChange} placeholder={blank} testId={testId} />;
      }
      return <NumberField label={label} value={n} min={min} max={max} onChange={onChange} testId={testId} />;
    }
    case 'flag':
      return <CheckField label={label} checked={value === true} onChange={onChange} testId={testId} />;
    case 'term': {
      const options = spec.options.map((o) => ({ value: o, label: word(spec.term, o) }));
      if (spec.blank !== true) return <SelectField id={id} label={label} value={String(value ?? '')} options={options} onChange={onChange} testId={testId} />;
      return <SelectField id={id} label={label} value={typeof value === 'string' ? value : ''} options={[{ value: '', label: blank ?? '—' }, ...options]} onChange={(x) => onChange(x === '' ? undefined : x)} testId={testId} />;
    }
    case 'terms': {
      const list = Array.isArray(value) ? (value as string[]) : [];
      const toggle = (w: string) => onChange(list.includes(w) ? list.filter((x) => x !== w) : [...list, w]);
      return <WordChecks legend={label} words={spec.options} checked={(w) => list.includes(w)} onToggle={toggle} label={(w) => word(spec.term, w)} />;
    }
    case 'text':
    case 'id':
      return <NameField id={id} label={label} className="col-span-2" value={typeof value === 'string' ? value : ''} onChange={onChange} data-testid={testId} />;
    case 'target':
      return spec.of === 'player' ? (
        <PlayerSelect id={id} label={label} value={String(value ?? '')} players={ctx.players} onChange={onChange} testId={testId} />
      ) : (
        <TargetSelect label={label} value={value} options={ctx.domains(spec.of)} onChange={onChange} ctx={ctx} />
      );
    case 'effect':
      return <EffectControl name={name} value={value} onChange={onChange} ctx={ctx} required={spec.required === true} />;
    case 'object':
      return <ObjectControl name={name} spec={spec} value={value} onChange={onChange} ctx={ctx} testId={(sub) => `${testId ?? name}-${sub}`} />;
    case 'list':
      return <ListControl name={name} spec={spec} value={value} onChange={onChange} ctx={ctx} testId={testId ?? `list-${name}`} />;
    case 'counts':
      return <CountsControl label={ctx.label(name)} spec={spec} value={value} onChange={onChange} ctx={ctx} testId={testId} />;
  }
};

/**
 * An object's own fields under its name, each labelled `<object>.<field>` in the object's words
 * and set in the object (the others kept as they are; absent ones show their starting value).
 */
const ObjectControl = ({ name, spec, value, onChange, ctx, testId }: Omit<ControlProps, 'spec' | 'testId'> & { readonly spec: ObjectSpec; readonly testId: (sub: string) => string }) => {
  const t = useGameT(ctx.game);
  const object = typeof value === 'object' && value !== null ? (value as SetupObject) : {};
  const inner: FieldContext = { ...ctx, label: (sub) => ctx.label(`${name}.${sub}`) };
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="text-sm font-semibold">{tx(t, ctx.label(name))}</legend>
      <FieldList table={spec.fields} names={Object.keys(spec.fields)} object={object} onChange={(sub, x) => onChange(withField(object, sub, x))} ctx={inner} testId={testId} />
    </fieldset>
  );
};

/** A count for each id the domain names now, each at its starting value unless set; one set back to it is left out. */
const CountsControl = ({ label, spec, value, onChange, ctx, testId }: { label: string; spec: CountsSpec; value: unknown; onChange: (value: unknown) => void; ctx: FieldContext; testId: string | undefined }) => {
  const t = useGameT(ctx.game);
  const ids = ctx.domains(spec.of);
  const now = isRecord(value) ? value : {};
  const [min, max] = spec.count.range ?? [spec.count.min, spec.count.max];
  const set = (id: string, n: number) => {
    const { [id]: _, ...rest } = now;
    const next = n === spec.count.initial ? rest : { ...rest, [id]: n };
    onChange(Object.keys(next).length > 0 ? next : undefined);
  };
  return (
    <fieldset className="col-span-2 flex min-w-0 flex-col gap-2">
      <legend className="label">{tx(t, label)}</legend>
      {ids.length === 0 ? <p className="muted text-xs">{tx(t, `${label}.none`)}</p> : null}
      {ids.map((id) => (
        <NumberField key={id} label={ctx.nameOf(id)} value={typeof now[id] === 'number' ? now[id] : spec.count.initial} min={min} max={max} onChange={(n) => set(id, n)} testId={testId === undefined ? undefined : `${testId}-${id}`} />
      ))}
    </fieldset>
  );
};

/** A card (or place) to name: a choice no longer among the options stays offered until changed. */
const TargetSelect = ({ label, value, options, onChange, ctx, noTarget }: { label: string; value: unknown; options: readonly string[]; onChange: (v: string) => void; ctx: FieldContext; noTarget?: string }) => {
  const id = useId();
  const now = typeof value === 'string' ? value : '';
  const shown = now !== '' && !options.includes(now) ? [now, ...options] : options;
  return (
    <SelectField
      id={id}
      label={label}
      value={now}
      options={[...(now === '' ? [{ value: '', label: '—' }] : []), ...shown.map((x) => ({ value: x, label: ctx.nameOf(x) }))]}
      onChange={onChange}
      after={options.length === 0 && noTarget !== undefined ? <p className="muted mt-1">{noTarget}</p> : null}
    />
  );
};

/** A manual effect a card carries: its kind (or none, unless `required`), then that kind's fields; a new kind keeps what still fits. */
export const EffectControl = ({ name, value, onChange, ctx, required = false }: { name: string; value: unknown; onChange: (v: unknown) => void; ctx: FieldContext; required?: boolean }) => {
  const { t, i18n } = useTranslation(namespacesOf(ctx.game));
  const id = useId();
  const effect = typeof value === 'object' && value !== null ? (value as SetupObject) : undefined;
  const kind = typeof effect?.['kind'] === 'string' ? effect['kind'] : '';
  const keys = setupKeys(ctx.game);
  const words = (key: string) => tx(t, keys.effect(key));
  const fields = ctx.effects[kind] ?? {};
  // A field may be worded for its kind (PMV: a damage's amount, a life change's), else for all kinds.
  const fieldKey = (field: string) => (i18n.exists(keys.effect(`${kind}.${field}`)) ? keys.effect(`${kind}.${field}`) : keys.effect(field));
  const effectCtx: FieldContext = { ...ctx, label: fieldKey };
  return (
    <fieldset className="col-span-2 flex flex-col gap-2 rounded-lg border border-slate-200 p-2" data-testid={`effect-${name}`}>
      <legend className="px-1 text-sm font-semibold">{tx(t, ctx.label(name))}</legend>
      <SelectField
        id={`${id}-kind`}
        label={words('kind')}
        value={kind}
        options={[...(required && kind !== '' ? [] : [{ value: '', label: words('noEffect') }]), ...Object.keys(ctx.effects).map((k) => ({ value: k, label: tx(t, keys.kind(k)) }))]}
        onChange={(k) => onChange(k === '' ? undefined : effectOf(ctx.effects, k, ctx.domains, effect))}
      />
      {effect
        ? Object.entries(fields).map(([field, spec]) =>
            spec.type === 'target' && spec.of !== 'player' ? (
              <TargetSelect key={field} label={tx(t, fieldKey(field))} value={effect[field]} options={ctx.domains(spec.of)} onChange={(x) => onChange({ ...effect, [field]: x })} ctx={ctx} noTarget={words('noTarget')} />
            ) : (
              <FieldControl key={field} name={field} spec={spec} value={effect[field]} onChange={(x) => onChange({ ...effect, [field]: x })} ctx={effectCtx} />
            ),
          )
        : null}
    </fieldset>
  );
};

/**
 * A list of objects (a card's triggers): each under its number with a delete button and its own
 * fields (labelled `<label>.<field>`), then a button adding one at its fields' starting values.
 */
const ListControl = ({ name, spec, value, onChange, ctx, testId }: { name: string; spec: ListSpec; value: unknown; onChange: (v: unknown) => void; ctx: FieldContext; testId: string }) => {
  const t = useGameT(ctx.game);
  const { t: common } = useTranslation();
  const key = ctx.label(name);
  const items = Array.isArray(value) ? value.filter(isRecord) : [];
  // An empty list is left out of the file, as it was before any was added.
  const put = (next: readonly SetupObject[]) => onChange(next.length === 0 ? undefined : next);
  const itemCtx: FieldContext = { ...ctx, label: (field) => `${key}.${field}` };
  return (
    <fieldset className="col-span-2 flex min-w-0 flex-col gap-2" data-testid={testId}>
      <legend className="label">{tx(t, key)}</legend>
      {items.map((item, i) => {
        const title = tx(t, `${key}.item`, { n: i + 1 });
        return (
          <div key={i} className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-300 p-2" data-testid={`${testId}-${i}`}>
            <div className="col-span-2 flex items-center justify-between gap-2">
              <p className="text-sm font-semibold">{title}</p>
              <button type="button" className="btn btn-small btn-danger min-h-11" onClick={() => put(items.filter((_, j) => j !== i))}>
                {common('setup.delete')}
                <span className="sr-only"> {title}</span>
              </button>
            </div>
            <FieldList table={spec.of} names={Object.keys(spec.of)} object={item} onChange={(field, x) => put(items.map((o, j) => (j === i ? withField(o, field, x) : o)))} ctx={itemCtx} testId={(field) => `${testId}-${i}-${field}`} />
          </div>
        );
      })}
      <button type="button" className="btn" onClick={() => put([...items, itemOf(spec.of, ctx.effects, ctx.domains)])} data-testid={`${testId}-add`}>
        {tx(t, `${key}.add`)}
      </button>
    </fieldset>
  );
};

/** Fields folded under a "more" section, drawn after the others. */
export type Fold = { readonly names: readonly string[]; readonly summary: string; readonly testId: string; readonly className: string };

/** A field that holds something other than its starting value. */
const isSet = (spec: FieldSpec | undefined, value: unknown): boolean => value !== undefined && spec !== undefined && JSON.stringify(value) !== JSON.stringify(initialOf(spec));

/** The folded fields: open at first when any of them is set, then as the judge leaves it. */
const Folded = ({ fold, open, children }: { fold: Fold; open: boolean; children: ReactNode }) => {
  const [first] = useState(open);
  return (
    <details className="col-span-2 min-w-0 rounded-lg border border-slate-200 p-2" open={first || undefined} data-testid={fold.testId}>
      <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold">{fold.summary}</summary>
      <div className={fold.className}>{children}</div>
    </details>
  );
};

/** The fields of a table, in order, each from the object; `own` draws the ones the game draws itself; `fold` folds some away. */
export const FieldList = ({
  table,
  names,
  object,
  onChange,
  ctx,
  own = {},
  testId = (name) => `card-${name}`,
  fold,
}: {
  table: FieldTable;
  names: readonly string[];
  object: SetupObject;
  onChange: (name: string, value: unknown) => void;
  ctx: FieldContext;
  own?: Readonly<Record<string, ReactNode>> | undefined;
  /** Each control's test id, from the field's name. */
  testId?: (name: string) => string;
  fold?: Fold | undefined;
}) => {
  const one = (name: string) => {
    if (name in own) return <span key={name} className="contents">{own[name]}</span>;
    const spec = table[name];
    if (spec?.type === 'object') return <ObjectControl key={name} name={name} spec={spec} value={object[name]} onChange={(v) => onChange(name, v)} ctx={ctx} testId={(sub) => testId(`${name}-${sub}`)} />;
    return spec === undefined ? null : <FieldControl key={name} name={name} spec={spec} value={object[name]} onChange={(v) => onChange(name, v)} ctx={ctx} testId={testId(name)} />;
  };
  const folded = names.filter((name) => fold?.names.includes(name) === true);
  return (
    <>
      {names.filter((name) => !folded.includes(name)).map(one)}
      {fold !== undefined && folded.length > 0 ? (
        <Folded fold={fold} open={folded.some((n) => isSet(table[n], object[n]))}>
          {folded.map(one)}
        </Folded>
      ) : null}
    </>
  );
};
