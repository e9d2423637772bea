/**
 * A manual effect standing in for a card (a pump, damage, prevention, ...), built from the
 * effect options the priority prompt offers: each kind with its fields and, for a target, only
 * what it may target now. The form knows no rules; it sends `{ kind, ...fields }`.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EffectField, EffectOption, GameId } from '../../../engine/types.ts';
import type { NameOf } from '../../../text/describe.ts';
import { NumberField } from '../../components/NumberField.tsx';
import { Options } from '../../components/Select.tsx';
import { namespacesOf, tx } from '../../i18n.ts';

type Value = string | number | boolean;
/** An effect as the form sends it: the kind and each field's value. A game reads it as its own effect type. */
export type BuiltEffect = { readonly kind: string } & Readonly<Record<string, Value>>;

const initialOf = (f: EffectField): Value => {
  switch (f.type) {
    case 'target':
    case 'term':
      return f.options[0] ?? '';
    case 'number':
      return f.initial;
    case 'flag':
      return false;
  }
};

const initialValues = (o: EffectOption | undefined): Record<string, Value> => Object.fromEntries((o?.fields ?? []).map((f) => [f.name, initialOf(f)]));

/**
 * A field's value now: a choice that is not among this field's options (kept from another kind, or
 * from options that changed) is never sent; the field's first option is, as the select shows.
 */
const valueOf = (f: EffectField, values: Readonly<Record<string, Value>>): Value => {
  const v = values[f.name];
  if (v === undefined) return initialOf(f);
  if ((f.type === 'target' || f.type === 'term') && !f.options.includes(String(v))) return initialOf(f);
  return v;
};

/** The effect as the engine reads it: unticked flags left out, "all" where an amount allows it and it is ticked. */
const build = <E extends { readonly kind: string }>(o: EffectOption, values: Readonly<Record<string, Value>>, all: boolean): E => {
  const effect: Record<string, Value> = { kind: o.kind };
  for (const f of o.fields) {
    const v = valueOf(f, values);
    if (f.type === 'flag' && v !== true) continue;
    effect[f.name] = f.type === 'number' && f.all === true && all ? 'all' : v;
  }
  // The prompt offered this kind with exactly these fields: what is built is one of the game's effects.
  return effect as E;
};

type Props<E> = {
  readonly game: GameId;
  /** The game's prompt's options: each a kind of its effect type `E`, with that kind's fields. */
  readonly options: readonly EffectOption[];
  readonly nameOf: NameOf;
  readonly onSubmit: (effect: E, name: string | undefined) => void;
  readonly onCancel: () => void;
  /** What sending the effect does in this game ("put it on the stack" unless said otherwise). */
  readonly submitLabel?: string;
};

export const EffectForm = <E extends { readonly kind: string } = BuiltEffect>({ game, options, nameOf, onSubmit, onCancel, submitLabel }: Props<E>) => {
  const { t, i18n } = useTranslation(namespacesOf(game));
  const id = useId();
  const [kind, setKind] = useState(options[0]?.kind ?? '');
  const [values, setValues] = useState(() => initialValues(options[0]));
  const [all, setAll] = useState(false);
  const [name, setName] = useState('');
  const option = options.find((o) => o.kind === kind);
  const kindName = (k: string) => tx(t, `${game}:effect.${k}`);
  // Another kind: its own fields from their starting values, except a target chosen before that this kind may target too.
  const choose = (k: string) => {
    const next = options.find((o) => o.kind === k);
    const kept = (next?.fields ?? []).filter((f) => f.type === 'target' && f.options.includes(String(values[f.name])));
    setKind(k);
    setValues({ ...initialValues(next), ...Object.fromEntries(kept.map((f) => [f.name, values[f.name] as Value])) });
    setAll(false);
  };
  const set = (field: string, v: Value) => setValues({ ...values, [field]: v });
  const empty = option?.fields.some((f) => f.type === 'target' && f.options.length === 0) ?? true;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (option && !empty) onSubmit(build<E>(option, values, all), name.trim() || undefined);
  };
  const field = (f: EffectField) => {
    // A game may call a field by its own term (PMV's 耐久力 rather than MTG's toughness): `<game>:ui.effectField.<name>`.
    const own = `${game}:ui.effectField.${f.name}`;
    const label = i18n.exists(own) ? tx(t, own) : tx(t, `effectForm.field.${f.name}`);
    const fid = `${id}-${f.name}`;
    switch (f.type) {
      case 'target':
      case 'term':
        return (
          <div key={f.name}>
            <label className="label" htmlFor={fid}>
              {label}
            </label>
            <select id={fid} className="field" value={String(valueOf(f, values))} onChange={(e) => set(f.name, e.target.value)}>
              <Options values={f.options} label={(o) => (f.type === 'term' ? tx(t, `${game}:${f.term}.${o}`) : nameOf(o))} />
            </select>
            {f.options.length === 0 ? <p className="muted mt-1">{t('effectForm.noTarget')}</p> : null}
          </div>
        );
      case 'number':
        return (
          <div key={f.name} className="flex flex-col gap-1">
            {all ? null : <NumberField label={label} value={Number(values[f.name] ?? f.initial)} min={f.min} max={f.max} onChange={(n) => set(f.name, n)} />}
            {f.all === true ? (
              <label className="flex min-h-11 items-center gap-2">
                <input type="checkbox" className="size-5 accent-brand-700" checked={all} onChange={(e) => setAll(e.target.checked)} />
                {t('effectForm.all')}
              </label>
            ) : null}
          </div>
        );
      case 'flag':
        return (
          <label key={f.name} className="flex min-h-11 items-center gap-2">
            <input type="checkbox" className="size-5 accent-brand-700" checked={values[f.name] === true} onChange={(e) => set(f.name, e.target.checked)} />
            {label}
          </label>
        );
    }
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 rounded-lg border border-slate-300 bg-slate-50 p-2" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="text-sm font-semibold">
        {t('effectForm.title')}
      </p>
      <div>
        <label className="label" htmlFor={`${id}-kind`}>
          {t('effectForm.kind')}
        </label>
        <select id={`${id}-kind`} className="field" value={kind} onChange={(e) => choose(e.target.value)}>
          {options.map((o) => (
            <option key={o.kind} value={o.kind}>
              {kindName(o.kind)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label className="label" htmlFor={`${id}-name`}>
          {t('effectForm.name')}
        </label>
        <input id={`${id}-name`} className="field" value={name} placeholder={kindName(kind)} onChange={(e) => setName(e.target.value)} />
      </div>
      {option?.fields.map(field)}
      <div className="grid grid-cols-2 gap-2">
        <button type="button" className="btn" onClick={onCancel}>
          {t('effectForm.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={empty}>
          {submitLabel ?? t('effectForm.submit')}
        </button>
      </div>
    </form>
  );
};
