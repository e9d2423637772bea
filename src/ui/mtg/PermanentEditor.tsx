/**
 * Edits one permanent of the set-up: name, controller, type and its numbers, keywords, damage,
 * tapped, summoning sickness, commander and colours; protection, blocking limits, toxic and
 * -1/-1 counters wait in a "more" section so the phone screen stays short.
 */
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COLOURS, MTG_KEYWORDS, PERMANENT_TYPES, PROTECTION_QUALITIES, type BlockQuality } from '../../games/mtg/types.ts';
import { CardSources } from '../components/CardSources.tsx';
import { NumberField } from '../components/NumberField.tsx';
import { NameField, PlayerSelect, SelectField, WordChecks } from '../components/SetupParts.tsx';
import { toggled } from '../components/setupDraft.ts';
import { tx } from '../i18n.ts';
import type { PermanentSetup } from './quickEntry.ts';
import { EDITABLE_TYPES, mainType, toggleKeyword, type EditableType, type MtgSetup } from './setupModel.ts';

type Props = {
  readonly setup: MtgSetup;
  readonly permanent: PermanentSetup;
  readonly onChange: (next: PermanentSetup, type?: EditableType) => void;
  readonly onDone: () => void;
  /** Just added with the form: the name field takes the focus. */
  readonly focusName?: boolean;
};

/** The qualities a "can't be blocked except by" names, in groups: colours, card types, keywords. */
const BLOCK_QUALITY_GROUPS = [
  { group: 'colour', words: COLOURS },
  { group: 'type', words: PERMANENT_TYPES },
  { group: 'keyword', words: MTG_KEYWORDS },
] as const;

/** Chosen words as chips (tap to take one out), and a select to add another: short on a phone however many words there are. */
export const QualityPicker = <W extends string>({
  legend,
  chosen,
  groups,
  label,
  onChange,
  testId,
}: {
  legend: string;
  chosen: readonly W[];
  groups: readonly { readonly group: string; readonly label: string; readonly words: readonly W[] }[];
  label: (word: W) => string;
  onChange: (next: readonly W[]) => void;
  testId: string;
}) => {
  const { t } = useTranslation(['common', 'mtg']);
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-1" data-testid={testId}>
      <legend className="label">{legend}</legend>
      {chosen.length > 0 ? (
        <ul className="flex flex-wrap gap-1">
          {chosen.map((w) => (
            <li key={w}>
              <button type="button" className="btn btn-small" aria-label={t('mtg:setup.removeQuality', { name: label(w) })} onClick={() => onChange(chosen.filter((x) => x !== w))}>
                {label(w)} <span aria-hidden="true">✕</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={`${id}-add`} className="sr-only">
        {t('mtg:setup.addQuality')} {legend}
      </label>
      <select id={`${id}-add`} className="field" value="" onChange={(e) => e.target.value !== '' && onChange([...chosen, e.target.value as W])} data-testid={`${testId}-add`}>
        <option value="">{t('mtg:setup.addQuality')}</option>
        {groups.map((g) => {
          const left = g.words.filter((w) => !chosen.includes(w));
          return left.length === 0 ? null : (
            <optgroup key={g.group} label={g.label}>
              {left.map((w) => (
                <option key={w} value={w}>
                  {label(w)}
                </option>
              ))}
            </optgroup>
          );
        })}
      </select>
    </fieldset>
  );
};

/** Protection, blocking limits, toxic and -1/-1 counters: what a Commander board or an odd card needs, folded away otherwise. */
const MoreFields = ({ p, set }: { p: PermanentSetup; set: (patch: Partial<PermanentSetup>) => void }) => {
  const { t } = useTranslation(['common', 'mtg']);
  const creature = mainType(p) === 'creature';
  const limit = p.blockLimit ?? 1;
  const qualityLabel = (q: BlockQuality): string =>
    tx(t, (COLOURS as readonly string[]).includes(q) ? `mtg:colour.${q}` : (PERMANENT_TYPES as readonly string[]).includes(q) ? `mtg:type.${q}` : `mtg:keyword.${q}`);
  const set1 = [p.protection?.length ?? 0, limit !== 1, (p.minBlockers ?? 1) > 1, p.blockableOnlyBy?.length ?? 0, p.toxic ?? 0, p.minusCounters ?? 0].filter(Boolean).length;
  return (
    <details className="rounded-lg border border-slate-200 p-2" data-testid="permanent-more" open={set1 > 0 ? true : undefined}>
      <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold">{t('mtg:setup.more')}</summary>
      <div className="mt-2 flex flex-col gap-3">
        <QualityPicker
          legend={t('mtg:setup.protection')}
          chosen={p.protection ?? []}
          groups={[{ group: 'all', label: t('mtg:setup.protection'), words: PROTECTION_QUALITIES }]}
          label={(q) => t(`mtg:protection.${q}`)}
          onChange={(protection) => set({ protection })}
          testId="protection"
        />
        {creature ? (
          <>
            <div className="grid grid-cols-2 items-end gap-2">
              {limit === 'any' ? (
                <p className="text-sm">{t('mtg:figure.blockLimit', { n: t('mtg:setup.blockLimitAny') })}</p>
              ) : (
                <NumberField label={t('mtg:setup.blockLimit')} value={limit} min={1} max={20} onChange={(blockLimit) => set({ blockLimit })} testId="block-limit" />
              )}
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input type="checkbox" className="size-6 shrink-0 accent-brand-700" checked={limit === 'any'} onChange={(e) => set({ blockLimit: e.target.checked ? 'any' : 1 })} />
                {t('mtg:setup.blockLimitAny')}
              </label>
            </div>
            <div className="grid grid-cols-2 gap-2">
              <NumberField label={t('mtg:setup.minBlockers')} value={p.minBlockers ?? 1} min={1} max={20} onChange={(minBlockers) => set({ minBlockers })} testId="min-blockers" />
              <NumberField label={t('mtg:setup.toxic')} value={p.toxic ?? 0} min={0} max={20} onChange={(toxic) => set({ toxic })} testId="toxic" />
            </div>
            <NumberField label={t('mtg:setup.minusCounters')} value={p.minusCounters ?? 0} min={0} max={99} onChange={(minusCounters) => set({ minusCounters })} testId="minus-counters" />
            <QualityPicker
              legend={t('mtg:setup.blockableOnlyBy')}
              chosen={p.blockableOnlyBy ?? []}
              groups={BLOCK_QUALITY_GROUPS.map((g) => ({ group: g.group, label: t(`mtg:setup.qualityGroup.${g.group}`), words: g.words }))}
              label={qualityLabel}
              onChange={(blockableOnlyBy) => set({ blockableOnlyBy })}
              testId="blockable-only-by"
            />
          </>
        ) : null}
      </div>
    </details>
  );
};

export const PermanentEditor = ({ setup, permanent: p, onChange, onDone, focusName = false }: Props) => {
  const { t } = useTranslation(['common', 'mtg']);
  const id = useId();
  useEffect(() => {
    if (!focusName) return;
    const field = document.getElementById(`${id}-name`);
    if (field instanceof HTMLInputElement) {
      field.focus();
      field.select();
    }
  }, [focusName, id]);
  const type = mainType(p);
  const set = (patch: Partial<PermanentSetup>) => onChange({ ...p, ...patch });
  return (
    <div className="mt-2 flex flex-col gap-3 border-t border-slate-200 pt-3" data-testid="permanent-editor">
      <NameField id={`${id}-name`} label={t('setup.name')} value={p.name} onChange={(name) => set({ name })} data-testid="permanent-name" />
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
      <WordChecks
        className="text-sm"
        legend={t('mtg:setup.colours')}
        words={COLOURS}
        checked={(c) => p.colours?.includes(c) === true}
        onToggle={(c) => set({ colours: toggled(p.colours, c) as PermanentSetup['colours'] })}
        label={(c) => t(`mtg:colour.${c}`)}
      />
      <CardSources
        game="mtg"
        id={p.id}
        fields={[
          { key: 'name', label: t('setup.name'), current: p.name },
          { key: 'types', label: t('mtg:setup.type'), current: [type], show: (v) => (Array.isArray(v) ? v.map((x) => tx(t, `mtg:type.${String(x)}`)).join(t('listSeparator')) : '–') },
          ...(type === 'creature'
            ? [
                { key: 'power', label: t('mtg:setup.power'), current: p.power },
                { key: 'toughness', label: t('mtg:setup.toughness'), current: p.toughness },
              ]
            : type === 'planeswalker'
              ? [{ key: 'loyalty', label: t('mtg:setup.loyalty'), current: p.loyalty }]
              : [{ key: 'defense', label: t('mtg:setup.defense'), current: p.defense }]),
          { key: 'keywords', label: t('mtg:setup.keywords'), current: p.keywords, show: (v) => (Array.isArray(v) && v.length > 0 ? v.map((k) => tx(t, `mtg:keyword.${String(k)}`, { defaultValue: String(k) })).join(t('listSeparator')) : '–') },
          { key: 'colours', label: t('mtg:setup.colours'), current: p.colours ?? [], show: (v) => (Array.isArray(v) && v.length > 0 ? v.map((c) => tx(t, `mtg:colour.${String(c)}`)).join(t('listSeparator')) : '–') },
          ...(p.protection !== undefined && p.protection.length > 0 ? [{ key: 'protection', label: t('mtg:setup.protection'), current: p.protection, show: (v: unknown) => (Array.isArray(v) ? v.map((q) => tx(t, `mtg:protection.${String(q)}`)).join(t('listSeparator')) : '–') }] : []),
          ...(p.toxic !== undefined && p.toxic > 0 ? [{ key: 'toxic', label: t('mtg:setup.toxic'), current: p.toxic }] : []),
        ]}
        word={(w) => tx(t, `mtg:keyword.${w}`, { defaultValue: w })}
        onRestore={(key, value) => (key === 'types' && Array.isArray(value) ? onChange(p, value[0] as EditableType) : set({ [key]: value } as Partial<PermanentSetup>))}
      />
      <div className="grid grid-cols-2 items-end gap-2">
        <NumberField label={t('mtg:setup.damage')} value={p.damage} min={0} onChange={(damage) => set({ damage })} />
        <div className="flex flex-col gap-1">
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" className="size-6 shrink-0 accent-brand-700" checked={p.tapped} onChange={(e) => set({ tapped: e.target.checked })} />
            {t('mtg:setup.tapped')}
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" className="size-6 shrink-0 accent-brand-700" checked={p.summoningSick} onChange={(e) => set({ summoningSick: e.target.checked })} />
            {t('mtg:setup.summoningSick')}
          </label>
        </div>
      </div>
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" className="size-6 shrink-0 accent-brand-700" checked={p.commander === true} onChange={(e) => set({ commander: e.target.checked })} data-testid="commander-flag" />
        {t('mtg:setup.commander')}
      </label>
      <MoreFields p={p} set={set} />
      <button type="button" className="btn btn-primary" onClick={onDone}>
        {t('setup.done')}
      </button>
    </div>
  );
};
