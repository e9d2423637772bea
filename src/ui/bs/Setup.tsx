/**
 * Battle Spirits board set-up: start from a typical ruling or an empty table, set each player's
 * cores (life, reserve, trash, the soul core's place), add and edit cards (type, BP, symbols,
 * cores, exhausted, 【激突】/【聖命】, 『アタック時』/『ブロック時』 effects, flash magic with its
 * cost), or edit the whole set-up as JSON; then the shared StartCombat.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EffectKind } from '../../games/bs/types.ts';
import { editDraft, selectDraft } from '../../store/session.ts';
import { NumberField } from '../components/NumberField.tsx';
import { SetupJson } from '../components/SetupJson.tsx';
import { ActivePlayerPicker, CardPresetButtons, SetupCardList } from '../components/SetupParts.tsx';
import { StartCombat } from '../components/StartCombat.tsx';
import { tx } from '../i18n.ts';
import { useTermText } from '../kit/Term.tsx';
import { useSession, useSessionStore } from '../session.tsx';
import { effectTerm } from './format.ts';
import {
  addCard,
  BOARD_PRESETS,
  boardPreset,
  BS_KEYWORDS,
  CARD_PRESETS,
  CARD_TYPES,
  DURATIONS,
  EFFECT_KINDS,
  effectOfKind,
  effectTargets,
  isFighter,
  presetCard,
  readSetup,
  removeCard,
  setPlayer,
  setSoulCore,
  soulCorePlaces,
  toggleKeyword,
  updateCard,
  withEffect,
  withNumber,
  withType,
  ZONES,
  type BsCardSetup,
  type BsEffectSetup,
  type BsSetup,
  type EffectSlot,
  type PresetNames,
} from './setupModel.ts';

type Change = (next: BsSetup) => void;
const NS = ['common', 'bs'] as const;

/** What the set-up calls an id: a card's name, a player, or the id. */
const useSetupName = (setup: BsSetup) => {
  const { t } = useTranslation(NS);
  return (id: string): string => {
    const card = setup.cards.find((c) => c.id === id);
    if (card) return card.name || card.id;
    return setup.players.some((p) => p.id === id) ? t('playerName', { id }) : id;
  };
};

const Players = ({ setup, onChange }: { setup: BsSetup; onChange: Change }) => {
  const { t } = useTranslation(NS);
  const nameOf = useSetupName(setup);
  const id = useId();
  const placeName = (place: string) =>
    place === 'life' || place === 'reserve' || place === 'trash' ? tx(t, `bs:ui.setup.soulPlace.${place}`) : t('bs:ui.setup.soulPlace.card', { name: nameOf(place) });
  return (
    <section className="card" aria-labelledby="players-title">
      <h3 id="players-title" className="card-title">
        {t('setup.players')}
      </h3>
      {/* Side by side even on a phone: the two players' cores are compared more than they are read. */}
      <div className="grid grid-cols-2 gap-2">
        {setup.players.map((p) => {
          const player = t('playerName', { id: p.id });
          return (
            <fieldset key={p.id} className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 p-1.5" data-testid={`setup-player-${p.id}`}>
              <legend className="px-1 text-sm font-semibold">{player}</legend>
              <NumberField label={t('bs:ui.cores.life')} value={p.life} min={0} max={99} onChange={(life) => onChange(setPlayer(setup, p.id, { life }))} testId={`life-input-${p.id}`} />
              <NumberField label={t('bs:ui.cores.reserve')} value={p.reserve} min={0} max={99} onChange={(reserve) => onChange(setPlayer(setup, p.id, { reserve }))} testId={`reserve-input-${p.id}`} />
              <NumberField label={t('bs:ui.setup.trashCoresShort')} value={p.trashCores} min={0} max={99} onChange={(trashCores) => onChange(setPlayer(setup, p.id, { trashCores }))} testId={`trash-input-${p.id}`} />
              <div>
                <label className="label" htmlFor={`${id}-soul-${p.id}`}>
                  {t('bs:ui.cores.soul')}
                </label>
                <select id={`${id}-soul-${p.id}`} className="field px-2 text-sm" value={p.soulCore ?? ''} onChange={(e) => onChange(setSoulCore(setup, p.id, e.target.value))} data-testid={`soul-input-${p.id}`}>
                  <option value="">{t('bs:ui.setup.soulPlace.none')}</option>
                  {soulCorePlaces(setup, p.id).map((place) => (
                    <option key={place} value={place}>
                      {placeName(place)}
                    </option>
                  ))}
                </select>
              </div>
            </fieldset>
          );
        })}
      </div>
      <ActivePlayerPicker players={setup.players} active={setup.active} onPick={(player) => onChange({ ...setup, active: player })} />
      <label className="mt-2 flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={setup.firstTurn === true}
          onChange={(e) => {
            const { firstTurn: _, ...rest } = setup;
            onChange(e.target.checked ? { ...rest, firstTurn: true } : rest);
          }}
        />
        {t('bs:ui.setup.firstTurn')}
      </label>
    </section>
  );
};

/** One manual effect of a card: its kind, then the fields that kind has. */
const EffectEditor = ({ setup, card, slot, onChange }: { setup: BsSetup; card: BsCardSetup; slot: EffectSlot; onChange: (card: BsCardSetup) => void }) => {
  const { t } = useTranslation(NS);
  const id = useId();
  const nameOf = useSetupName(setup);
  const effect = card[slot];
  const set = (next: BsEffectSetup | undefined) => onChange(withEffect(card, slot, next));
  const field = (key: string, value: unknown) => effect && set({ ...effect, [key]: value });
  const targets = effectTargets(setup);
  const target = typeof effect?.['target'] === 'string' ? effect['target'] : '';
  const targetOptions = target !== '' && !targets.includes(target) ? [target, ...targets] : targets;
  return (
    <fieldset className="col-span-2 flex flex-col gap-2 rounded-lg border border-slate-200 p-2" data-testid={`effect-${slot}`}>
      <legend className="px-1 text-sm font-semibold">{tx(t, `bs:ui.setup.effect.${slot}`)}</legend>
      <div>
        <label className="label" htmlFor={`${id}-kind`}>
          {t('bs:ui.setup.effect.kind')}
        </label>
        <select
          id={`${id}-kind`}
          className="field"
          value={effect?.kind ?? ''}
          onChange={(e) => set(e.target.value === '' ? undefined : effectOfKind(setup, e.target.value as EffectKind, effect, card.id))}
        >
          <option value="">{t('bs:ui.setup.effect.noEffect')}</option>
          {EFFECT_KINDS.map((k) => (
            <option key={k} value={k}>
              {tx(t, `bs:effect.${k}`)}
            </option>
          ))}
        </select>
      </div>
      {effect && 'target' in effect ? (
        <div>
          <label className="label" htmlFor={`${id}-target`}>
            {t('bs:ui.setup.effect.target')}
          </label>
          <select id={`${id}-target`} className="field" value={target} onChange={(e) => field('target', e.target.value)}>
            {target === '' ? <option value="">—</option> : null}
            {targetOptions.map((x) => (
              <option key={x} value={x}>
                {nameOf(x)}
              </option>
            ))}
          </select>
          {targets.length === 0 ? <p className="muted mt-1">{t('bs:ui.setup.effect.noTarget')}</p> : null}
        </div>
      ) : null}
      {effect && 'player' in effect ? (
        <div>
          <label className="label" htmlFor={`${id}-player`}>
            {t('bs:ui.setup.effect.player')}
          </label>
          <select id={`${id}-player`} className="field" value={String(effect['player'])} onChange={(e) => field('player', e.target.value)}>
            {setup.players.map((p) => (
              <option key={p.id} value={p.id}>
                {t('playerName', { id: p.id })}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {effect && 'amount' in effect ? (
        <div>
          <label className="label" htmlFor={`${id}-amount`}>
            {t('bs:ui.setup.effect.amount')}
          </label>
          <input
            id={`${id}-amount`}
            className="field tabular-nums"
            type="number"
            inputMode="numeric"
            step={effect.kind === 'bp' ? 1000 : 1}
            value={typeof effect['amount'] === 'number' ? effect['amount'] : 0}
            onChange={(e) => {
              const n = Number.parseInt(e.target.value, 10);
              field('amount', Number.isNaN(n) ? 0 : n);
            }}
          />
        </div>
      ) : null}
      {effect && 'until' in effect ? (
        <div>
          <label className="label" htmlFor={`${id}-until`}>
            {t('bs:ui.setup.effect.until')}
          </label>
          <select id={`${id}-until`} className="field" value={String(effect['until'])} onChange={(e) => field('until', e.target.value)}>
            {DURATIONS.map((d) => (
              <option key={d} value={d}>
                {tx(t, `bs:until.${d}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </fieldset>
  );
};

const CardEditor = ({ setup, card, onChange }: { setup: BsSetup; card: BsCardSetup; onChange: Change }) => {
  const { t } = useTranslation(NS);
  const id = useId();
  const put = (next: BsCardSetup) => onChange(updateCard(setup, card.id, next));
  const fighter = isFighter(card.type);
  return (
    // Two columns even on a phone: the pairs a judge sets together (type and BP, owner and zone) sit side by side.
    <div className="mt-2 grid grid-cols-2 gap-2" data-testid="card-editor">
      <div className="col-span-2">
        <label className="label" htmlFor={`${id}-name`}>
          {t('setup.name')}
        </label>
        <input id={`${id}-name`} className="field" value={card.name ?? ''} onChange={(e) => put({ ...card, name: e.target.value })} />
      </div>
      <div>
        <label className="label" htmlFor={`${id}-type`}>
          {t('bs:ui.setup.type')}
        </label>
        <select id={`${id}-type`} className="field" value={card.type} onChange={(e) => put(withType(card, e.target.value))}>
          {CARD_TYPES.map((ty) => (
            <option key={ty} value={ty}>
              {tx(t, `bs:type.${ty}`)}
            </option>
          ))}
        </select>
      </div>
      {fighter ? (
        <div>
          <label className="label" htmlFor={`${id}-bp`}>
            {t('bs:ui.setup.bp')}
          </label>
          <input
            id={`${id}-bp`}
            className="field tabular-nums"
            type="number"
            inputMode="numeric"
            min={0}
            step={1000}
            value={card.bp ?? ''}
            onChange={(e) => {
              const n = Number.parseInt(e.target.value, 10);
              put(withNumber(card, 'bp', Number.isNaN(n) ? undefined : Math.max(0, n)));
            }}
          />
        </div>
      ) : null}
      {card.type === 'magic' ? <NumberField label={t('bs:ui.setup.cost')} value={card.cost ?? 0} min={0} max={99} onChange={(n) => put(withNumber(card, 'cost', n))} /> : null}
      {card.type === 'nexus' ? <NumberField label={t('bs:ui.setup.symbols')} value={card.symbols ?? 1} min={0} max={9} onChange={(n) => put(withNumber(card, 'symbols', n))} /> : null}
      <div>
        <label className="label" htmlFor={`${id}-owner`}>
          {t('bs:ui.setup.owner')}
        </label>
        <select id={`${id}-owner`} className="field" value={card.owner} onChange={(e) => put({ ...card, owner: e.target.value })}>
          {setup.players.map((p) => (
            <option key={p.id} value={p.id}>
              {t('playerName', { id: p.id })}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label className="label" htmlFor={`${id}-zone`}>
          {t('bs:ui.setup.zone')}
        </label>
        <select id={`${id}-zone`} className="field" value={card.zone} onChange={(e) => put({ ...card, zone: e.target.value })}>
          {ZONES.map((z) => (
            <option key={z} value={z}>
              {tx(t, `bs:zone.${z}`)}
            </option>
          ))}
        </select>
      </div>
      {fighter ? <NumberField label={t('bs:ui.setup.symbols')} value={card.symbols ?? 1} min={0} max={9} onChange={(n) => put(withNumber(card, 'symbols', n))} /> : null}
      {fighter ? <NumberField label={t('bs:ui.setup.cores')} value={card.cores ?? 0} min={0} max={99} onChange={(n) => put(withNumber(card, 'cores', n))} /> : null}
      {fighter ? (
        <label className="col-span-2 flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" className="size-5 accent-brand-700" checked={card.exhausted === true} onChange={(e) => put({ ...card, exhausted: e.target.checked })} />
          {t('bs:ui.setup.exhausted')}
        </label>
      ) : null}
      {fighter ? (
        <fieldset className="col-span-2 text-sm">
          <legend className="label">{t('bs:ui.setup.keywords')}</legend>
          <div className="flex flex-wrap gap-2">
            {BS_KEYWORDS.map((k) => (
              <label key={k} className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-2 has-checked:border-brand-700 has-checked:bg-brand-50">
                <input type="checkbox" className="size-5 accent-brand-700" checked={(card.keywords ?? []).includes(k)} onChange={() => put(toggleKeyword(card, k))} />
                【{tx(t, `bs:keyword.${k}`)}】
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {fighter ? <EffectEditor setup={setup} card={card} slot="onAttack" onChange={put} /> : null}
      {fighter ? <EffectEditor setup={setup} card={card} slot="onBlock" onChange={put} /> : null}
      {card.type === 'magic' ? <EffectEditor setup={setup} card={card} slot="flash" onChange={put} /> : null}
    </div>
  );
};

const CardRow = ({ setup, card, onChange }: { setup: BsSetup; card: BsCardSetup; onChange: Change }) => {
  const { t } = useTranslation(NS);
  const [editing, setEditing] = useState(false);
  const nameOf = useSetupName(setup);
  const termText = useTermText('bs', nameOf);
  const effectText = (e: BsEffectSetup) => termText(effectTerm(e));
  const effects = (['onAttack', 'onBlock', 'flash'] as const).flatMap((slot) => {
    const e = card[slot];
    return e ? [{ slot, text: effectText(e) }] : [];
  });
  const label = card.name || card.id;
  return (
    <li className="card" data-testid="setup-card" data-id={card.id}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-semibold">{label}</span>
        <span className="muted">{tx(t, `bs:type.${card.type}`, { defaultValue: card.type })}</span>
        {isFighter(card.type) ? <span className="text-sm tabular-nums">{t('bs:ui.card.figure', { bp: card.bp ?? '–', symbols: card.symbols ?? 1, cores: card.cores ?? 0 })}</span> : null}
        {card.type === 'magic' ? <span className="text-sm tabular-nums">{t('bs:ui.flash.cost', { cost: card.cost ?? 0 })}</span> : null}
        <span className="muted">
          {t('playerName', { id: card.owner })} · {tx(t, `bs:zone.${card.zone}`, { defaultValue: card.zone })}
          {card.exhausted === true ? ` · ${t('bs:ui.card.exhausted')}` : ''}
        </span>
        {(card.keywords ?? []).length > 0 ? <span className="text-sm">{(card.keywords ?? []).map((k) => `【${tx(t, `bs:keyword.${k}`, { defaultValue: k })}】`).join('')}</span> : null}
      </div>
      {effects.length > 0 ? (
        <ul className="mt-1 text-xs text-slate-800">
          {effects.map((e) => (
            <li key={e.slot}>
              <span className="font-semibold">{tx(t, `bs:ui.setup.effect.${e.slot}`)}</span>: {e.text}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-2 flex gap-2">
        <button type="button" className="btn btn-small flex-1" aria-expanded={editing} onClick={() => setEditing(!editing)}>
          {t('setup.edit')}
          <span className="sr-only"> {label}</span>
        </button>
        <button type="button" className="btn btn-small btn-danger flex-1" onClick={() => onChange(removeCard(setup, card.id))}>
          {t('setup.delete')}
          <span className="sr-only"> {label}</span>
        </button>
      </div>
      {editing ? <CardEditor setup={setup} card={card} onChange={onChange} /> : null}
    </li>
  );
};

const BsSetupScreen = () => {
  const { t, i18n, ready } = useTranslation(NS);
  const store = useSessionStore();
  const draft = useSession(selectDraft);
  if (draft === null) return null;
  if (!ready) return <p className="muted">{t('app.loading')}</p>;
  const setup = readSetup(draft.setup);
  const change = (next: BsSetup) => editDraft(store, { ...draft, setup: next });
  // Preset cards are named in the screen's language; a judge can rename any of them.
  const names: PresetNames = (key) => {
    const k = `bs:ui.setup.cardName.${key}`;
    return i18n.exists(k) ? tx(t, k) : undefined;
  };

  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-lg font-bold">{t('setup.title', { game: t('game.bs') })}</h2>
      <section className="card">
        <label htmlFor="setup-title" className="label">
          {t('setup.scenarioTitle')}
        </label>
        <input id="setup-title" className="field" value={draft.title ?? ''} onChange={(e) => editDraft(store, { ...draft, title: e.target.value })} />
      </section>
      <section className="card" aria-labelledby="board-presets-title">
        <h3 id="board-presets-title" className="card-title">
          {t('bs:ui.setup.presets')}
        </h3>
        <p className="muted mb-2">{t('bs:ui.setup.presetsHint')}</p>
        <div className="flex flex-col gap-2">
          {BOARD_PRESETS.map((p) => (
            <button key={p} type="button" className="btn justify-start text-left" onClick={() => change(boardPreset(p, names))} data-testid={`preset-board-${p}`}>
              {tx(t, `bs:ui.setup.preset.${p}`)}
            </button>
          ))}
        </div>
      </section>
      <Players setup={setup} onChange={change} />
      <CardPresetButtons title={t('bs:ui.setup.add')} presets={CARD_PRESETS} label={(p) => tx(t, `bs:ui.setup.addPreset.${p}`)} onAdd={(p) => change(addCard(setup, presetCard(setup, p, names)))} columns="grid-cols-1 sm:grid-cols-3" />
      <SetupCardList
        title={t('bs:ui.setup.cards', { count: setup.cards.length })}
        empty={t('bs:ui.setup.noCards')}
        count={setup.cards.length}
      >
        {setup.cards.map((c) => (
          <CardRow key={c.id} setup={setup} card={c} onChange={change} />
        ))}
      </SetupCardList>
      <SetupJson setup={setup} read={readSetup} onChange={change} />
      <StartCombat game="bs" scenario={() => ({ ...draft, setup, actions: [] })} />
    </div>
  );
};

export default BsSetupScreen;
