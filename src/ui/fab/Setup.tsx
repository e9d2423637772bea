/** FaB board set-up: heroes (life, action points, resources), cards by preset then edited, or the whole set-up as JSON. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../components/NumberField.tsx';
import { SetupJson } from '../components/SetupJson.tsx';
import { CardPresetButtons, ScenarioTitleField, SetupCardList, SetupCardRow, SetupPlayers, SetupScreen } from '../components/SetupParts.tsx';
import { withOptional } from '../components/setupDraft.ts';
import {
  addCard,
  EDITABLE_TYPES,
  exampleSetup,
  parseKeywords,
  presetCard,
  PRESETS,
  readSetup,
  removeCard,
  setPlayer,
  updateCard,
  ZONES,
  type FabCardSetup,
  type FabSetup,
} from './setupModel.ts';

type Change = (next: FabSetup) => void;

const Heroes = ({ setup, onChange }: { setup: FabSetup; onChange: Change }) => {
  const { t } = useTranslation(['common', 'fab']);
  return (
    <SetupPlayers players={setup.players} active={setup.active} onPick={(player) => onChange({ ...setup, active: player })} grid="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {setup.players.map((p) => {
        const player = t('playerName', { id: p.id });
        return (
          <div key={p.id} className="flex flex-col gap-2">
            <NumberField label={t('setup.life', { player })} value={p.life} onChange={(life) => onChange(setPlayer(setup, p.id, { life }))} testId={`life-input-${p.id}`} />
            <NumberField label={t('fab:ui.setup.actionPoints', { player })} value={p.actionPoints} min={0} onChange={(actionPoints) => onChange(setPlayer(setup, p.id, { actionPoints }))} />
            <NumberField label={t('fab:ui.setup.resources', { player })} value={p.resources} min={0} onChange={(resources) => onChange(setPlayer(setup, p.id, { resources }))} />
          </div>
        );
      })}
    </SetupPlayers>
  );
};

const optionalNumber = (value: string): number | undefined => {
  const n = Number.parseInt(value, 10);
  return Number.isNaN(n) ? undefined : Math.max(0, n);
};

/** Sets or removes one optional numeric field of a card. */
const withNumber = (card: FabCardSetup, key: 'power' | 'defense' | 'cost' | 'pitch' | 'attackCost', value: string): FabCardSetup => withOptional(card, key, optionalNumber(value));

const CardEditor = ({ setup, card, onChange }: { setup: FabSetup; card: FabCardSetup; onChange: Change }) => {
  const { t } = useTranslation(['common', 'fab']);
  const id = useId();
  const [keywords, setKeywords] = useState((card.keywords ?? []).join(', '));
  const put = (next: FabCardSetup) => onChange(updateCard(setup, card.id, next));
  const numbers = ['power', 'defense', 'cost', 'pitch', 'attackCost'] as const;
  return (
    <div className="mt-2 grid gap-2 sm:grid-cols-2">
      <label className="text-sm">
        <span className="label">{t('setup.name')}</span>
        <input className="field" value={card.name ?? ''} onChange={(e) => put({ ...card, name: e.target.value })} />
      </label>
      <label className="text-sm">
        <span className="label">{t('fab:ui.setup.owner')}</span>
        <select className="field" value={card.owner} onChange={(e) => put({ ...card, owner: e.target.value })}>
          {setup.players.map((p) => (
            <option key={p.id} value={p.id}>
              {t('playerName', { id: p.id })}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm">
        <span className="label">{t('fab:ui.setup.zone')}</span>
        <select className="field" value={card.zone} onChange={(e) => put({ ...card, zone: e.target.value })}>
          {ZONES.map((z) => (
            <option key={z} value={z}>
              {t(`fab:zone.${z}`)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="text-sm sm:col-span-2">
        <legend className="label">{t('fab:ui.setup.types')}</legend>
        <div className="flex flex-wrap gap-2">
          {EDITABLE_TYPES.map((ty) => {
            const on = card.types.includes(ty);
            return (
              <label key={ty} className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-2 has-checked:border-brand-700 has-checked:bg-brand-50">
                <input type="checkbox" className="size-5 accent-brand-700" checked={on} onChange={() => put({ ...card, types: on ? card.types.filter((x) => x !== ty) : [...card.types, ty] })} />
                {t(`fab:type.${ty}`)}
              </label>
            );
          })}
        </div>
      </fieldset>
      {numbers.map((key) => (
        <label key={key} className="text-sm">
          <span className="label">{t(`fab:ui.setup.${key}`)}</span>
          <input
            className="field"
            type="number"
            inputMode="numeric"
            min={0}
            value={card[key] ?? ''}
            placeholder={key === 'defense' ? t('fab:ui.setup.noDefense') : ''}
            onChange={(e) => put(withNumber(card, key, e.target.value))}
          />
        </label>
      ))}
      <label htmlFor={`${id}-kw`} className="text-sm sm:col-span-2">
        <span className="label">{t('fab:ui.setup.keywords')}</span>
        <input
          id={`${id}-kw`}
          className="field"
          value={keywords}
          autoCapitalize="off"
          spellCheck={false}
          onChange={(e) => setKeywords(e.target.value)}
          onBlur={() => put({ ...card, keywords: parseKeywords(keywords) })}
        />
      </label>
    </div>
  );
};

/** "piercing 1" -> the keyword's own word and its number; unknown words stay as typed (the engine names them on start). */
const keywordText = (word: (w: string) => string, keyword: string): string => {
  const [, base = keyword, n] = /^(.*?)(?:\s+(\d+))?$/.exec(keyword) ?? [];
  return n === undefined ? word(base) : `${word(base)} ${n}`;
};

const CardRow = ({ setup, card, onChange }: { setup: FabSetup; card: FabCardSetup; onChange: Change }) => {
  const { t } = useTranslation(['common', 'fab']);
  const [editing, setEditing] = useState(false);
  return (
    <SetupCardRow
      id={card.id}
      srName={card.name ?? card.id}
      editing={editing}
      onEdit={setEditing}
      onDelete={() => onChange(removeCard(setup, card.id))}
      summary={
        <>
          <span className="font-semibold">{card.name || card.id}</span>
          <span className="muted">{card.types.map((ty) => t(`fab:type.${ty}`, { defaultValue: ty })).join(t('listSeparator'))}</span>
          <span className="tabular-nums">{t('fab:ui.card.figure', { power: card.power ?? '–', defense: card.defense ?? '–' })}</span>
          <span className="muted">
            {t('playerName', { id: card.owner })} · {t(`fab:zone.${card.zone}`, { defaultValue: card.zone })}
          </span>
          {(card.keywords ?? []).length > 0 ? <span className="muted">{(card.keywords ?? []).map((k) => keywordText((w) => t(`fab:keyword.${w}`, { defaultValue: w }), k)).join(t('listSeparator'))}</span> : null}
        </>
      }
      editor={<CardEditor setup={setup} card={card} onChange={onChange} />}
    />
  );
};

const FabSetupScreen = () => {
  const { t } = useTranslation(['common', 'fab']);
  return (
    <SetupScreen game="fab" read={readSetup}>
      {({ draft, setup, change, edit }) => (
        <>
          <ScenarioTitleField value={draft.title ?? ''} onChange={(title) => edit({ title })}>
            <button type="button" className="btn mt-2 w-full" onClick={() => change(exampleSetup())}>
              {t('fab:ui.setup.example')}
            </button>
          </ScenarioTitleField>
          <Heroes setup={setup} onChange={change} />
          <CardPresetButtons title={t('fab:ui.setup.add')} presets={PRESETS} label={(p) => t(`fab:ui.setup.preset.${p}`)} onAdd={(p) => change(addCard(setup, presetCard(setup, p)))} columns="grid-cols-2 sm:grid-cols-4" />
          <SetupCardList title={t('fab:ui.setup.cards', { count: setup.cards.length })} empty={t('fab:ui.setup.noCards')} count={setup.cards.length}>
            {setup.cards.map((c) => (
              <CardRow key={c.id} setup={setup} card={c} onChange={change} />
            ))}
          </SetupCardList>
          <SetupJson setup={setup} read={readSetup} onChange={change} />
        </>
      )}
    </SetupScreen>
  );
};

export default FabSetupScreen;
