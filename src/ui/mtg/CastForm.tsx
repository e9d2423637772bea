/** Puts a manual effect (standing in for a card) on the stack for the player holding priority. */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionBase } from '../../engine/types.ts';
import { MTG_KEYWORDS, type Effect, type Keyword, type MtgState } from '../../games/mtg/types.ts';
import { dispatch } from '../../store/session.ts';
import type { NameOf } from '../../text/describe.ts';
import { NumberField } from '../components/NumberField.tsx';
import { useSessionStore } from '../session.tsx';

export const EFFECT_KINDS = ['pump', 'damage', 'destroy', 'exile', 'grant', 'removeKeyword', 'removeFromCombat', 'prevent', 'life', 'tap', 'untap'] as const;
type Kind = (typeof EFFECT_KINDS)[number];

/** Effects that may also name a player as their target. */
const PLAYER_TARGETS: ReadonlySet<Kind> = new Set(['damage', 'prevent']);

type Form = {
  kind: Kind;
  name: string;
  target: string;
  player: string;
  power: number;
  toughness: number;
  amount: number;
  all: boolean;
  combatOnly: boolean;
  keyword: Keyword;
};

const effectOf = (f: Form): Effect => {
  switch (f.kind) {
    case 'pump':
      return { kind: 'pump', target: f.target, power: f.power, toughness: f.toughness };
    case 'damage':
      return { kind: 'damage', target: f.target, amount: f.amount };
    case 'grant':
    case 'removeKeyword':
      return { kind: f.kind, target: f.target, keyword: f.keyword };
    case 'prevent':
      return { kind: 'prevent', target: f.target, amount: f.all ? 'all' : f.amount, ...(f.combatOnly ? { combatOnly: true } : {}) };
    case 'life':
      return { kind: 'life', player: f.player, amount: f.amount };
    default:
      return { kind: f.kind, target: f.target };
  }
};

type Props = { readonly by: string; readonly state: MtgState; readonly nameOf: NameOf; readonly onDone: () => void };

export const CastForm = ({ by, state, nameOf, onDone }: Props) => {
  const { t } = useTranslation(['common', 'mtg']);
  const store = useSessionStore();
  const id = useId();
  const objects = state.order.filter((o) => state.objects[o]?.zone === 'battlefield');
  const [form, setForm] = useState<Form>({
    kind: 'pump',
    name: '',
    target: objects[0] ?? '',
    player: by,
    power: 2,
    toughness: 2,
    amount: 2,
    all: false,
    combatOnly: false,
    keyword: 'first strike',
  });
  const set = (patch: Partial<Form>) => setForm({ ...form, ...patch });
  const targets = PLAYER_TARGETS.has(form.kind) ? [...objects, ...state.turnOrder] : objects;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const name = form.name.trim() || t(`effect.${form.kind}`);
    const result = dispatch(store, { type: 'cast', by, name, effect: effectOf(form) } as ActionBase);
    if (result?.ok) onDone();
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2 rounded-lg border border-slate-300 bg-slate-50 p-2" aria-label={t('cast.title')}>
      <div>
        <label className="label" htmlFor={`${id}-kind`}>
          {t('cast.kind')}
        </label>
        <select id={`${id}-kind`} className="field" value={form.kind} onChange={(e) => set({ kind: e.target.value as Kind })}>
          {EFFECT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`effect.${k}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label className="label" htmlFor={`${id}-name`}>
          {t('cast.name')}
        </label>
        <input id={`${id}-name`} className="field" value={form.name} placeholder={t(`effect.${form.kind}`)} onChange={(e) => set({ name: e.target.value })} />
      </div>
      {form.kind === 'life' ? (
        <div>
          <label className="label" htmlFor={`${id}-player`}>
            {t('cast.player')}
          </label>
          <select id={`${id}-player`} className="field" value={form.player} onChange={(e) => set({ player: e.target.value })}>
            {state.turnOrder.map((p) => (
              <option key={p} value={p}>
                {nameOf(p)}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <div>
          <label className="label" htmlFor={`${id}-target`}>
            {t('cast.target')}
          </label>
          <select id={`${id}-target`} className="field" value={form.target} onChange={(e) => set({ target: e.target.value })}>
            {targets.map((o) => (
              <option key={o} value={o}>
                {nameOf(o)}
              </option>
            ))}
          </select>
        </div>
      )}
      {form.kind === 'pump' ? (
        <div className="grid grid-cols-2 gap-2">
          <NumberField label={t('setup.power')} value={form.power} onChange={(power) => set({ power })} />
          <NumberField label={t('setup.toughness')} value={form.toughness} onChange={(toughness) => set({ toughness })} />
        </div>
      ) : null}
      {form.kind === 'damage' || form.kind === 'life' || (form.kind === 'prevent' && !form.all) ? (
        <NumberField label={form.kind === 'life' ? t('cast.lifeAmount') : t('cast.amount')} value={form.amount} min={form.kind === 'life' ? -99 : 0} onChange={(amount) => set({ amount })} />
      ) : null}
      {form.kind === 'prevent' ? (
        <div className="flex flex-wrap gap-3">
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" className="size-5 accent-brand-700" checked={form.all} onChange={(e) => set({ all: e.target.checked })} />
            {t('cast.preventAll')}
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" className="size-5 accent-brand-700" checked={form.combatOnly} onChange={(e) => set({ combatOnly: e.target.checked })} />
            {t('cast.combatOnly')}
          </label>
        </div>
      ) : null}
      {form.kind === 'grant' || form.kind === 'removeKeyword' ? (
        <div>
          <label className="label" htmlFor={`${id}-keyword`}>
            {t('cast.keyword')}
          </label>
          <select id={`${id}-keyword`} className="field" value={form.keyword} onChange={(e) => set({ keyword: e.target.value as Keyword })}>
            {MTG_KEYWORDS.map((k) => (
              <option key={k} value={k}>
                {t(`mtg:keyword.${k}`, { defaultValue: k })}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="grid grid-cols-2 gap-2">
        <button type="button" className="btn" onClick={onDone}>
          {t('cast.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={form.kind !== 'life' && form.target === ''}>
          {t('cast.submit')}
        </button>
      </div>
    </form>
  );
};
