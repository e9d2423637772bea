/** Edits one permanent of the set-up: name, controller, type and its numbers, keywords, damage, tapped, summoning sickness. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MTG_KEYWORDS } from '../../games/mtg/types.ts';
import { NumberField } from '../components/NumberField.tsx';
import { PlayerSelect, SelectField, TextField } from '../components/SetupParts.tsx';
import type { PermanentSetup } from './quickEntry.ts';
import { EDITABLE_TYPES, mainType, toggleKeyword, type EditableType, type MtgSetup } from './setupModel.ts';

type Props = {
  readonly setup: MtgSetup;
  readonly permanent: PermanentSetup;
  readonly onChange: (next: PermanentSetup, type?: EditableType) => void;
  readonly onDone: () => void;
};

export const PermanentEditor = ({ setup, permanent: p, onChange, onDone }: Props) => {
  const { t } = useTranslation(['common', 'mtg']);
  const id = useId();
  const type = mainType(p);
  const set = (patch: Partial<PermanentSetup>) => onChange({ ...p, ...patch });
  return (
    <div className="mt-2 flex flex-col gap-3 border-t border-slate-200 pt-3" data-testid="permanent-editor">
      <TextField id={`${id}-name`} label={t('setup.name')} value={p.name} onChange={(e) => set({ name: e.target.value })} />
      <div className="grid grid-cols-2 gap-2">
        <PlayerSelect id={`${id}-controller`} label={t('mtg:setup.controller')} value={p.controller} players={setup.players} onChange={(controller) => set({ controller })} />
        <SelectField
          id={`${id}-type`}
          label={t('mtg:setup.type')}
          value={type}
          options={EDITABLE_TYPES.map((ty) => ({ value: ty, label: t(`mtg:type.${ty}`) }))}
          onChange={(ty) => onChange(p, ty as EditableType)}
        />
      </div>
      {type === 'creature' ? (
        <div className="grid grid-cols-2 gap-2">
          <NumberField label={t('mtg:setup.power')} value={p.power ?? 0} onChange={(power) => set({ power })} />
          <NumberField label={t('mtg:setup.toughness')} value={p.toughness ?? 0} onChange={(toughness) => set({ toughness })} />
        </div>
      ) : null}
      {type === 'planeswalker' ? <NumberField label={t('mtg:setup.loyalty')} value={p.loyalty ?? 0} min={0} onChange={(loyalty) => set({ loyalty })} /> : null}
      {type === 'battle' ? (
        <div className="grid grid-cols-2 gap-2">
          <NumberField label={t('mtg:setup.defense')} value={p.defense ?? 0} min={0} onChange={(defense) => set({ defense })} />
          <PlayerSelect id={`${id}-protector`} label={t('mtg:setup.protector')} value={p.protector ?? ''} players={setup.players} onChange={(protector) => set({ protector })} />
        </div>
      ) : null}
      <fieldset>
        <legend className="label">{t('mtg:setup.keywords')}</legend>
        <div className="flex flex-wrap gap-1">
          {MTG_KEYWORDS.map((kw) => (
            <button key={kw} type="button" className="btn btn-small" aria-pressed={p.keywords.includes(kw)} onClick={() => onChange(toggleKeyword(p, kw))}>
              {t(`mtg:keyword.${kw}`, { defaultValue: kw })}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="grid grid-cols-2 items-end gap-2">
        <NumberField label={t('mtg:setup.damage')} value={p.damage} min={0} onChange={(damage) => set({ damage })} />
        <div className="flex flex-col gap-1">
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" className="size-5 accent-brand-700" checked={p.tapped} onChange={(e) => set({ tapped: e.target.checked })} />
            {t('mtg:setup.tapped')}
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" className="size-5 accent-brand-700" checked={p.summoningSick} onChange={(e) => set({ summoningSick: e.target.checked })} />
            {t('mtg:setup.summoningSick')}
          </label>
        </div>
      </div>
      <button type="button" className="btn btn-primary" onClick={onDone}>
        {t('setup.done')}
      </button>
    </div>
  );
};
