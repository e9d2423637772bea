/**
 * Battle Spirits board set-up: start from a typical ruling or an empty table, set each player's
 * cores (life, reserve, trash, the soul core's place), add and edit cards (type, BP, symbols,
 * cores, exhausted, 【激突】/【聖命】, 『アタック時』/『ブロック時』 effects, flash magic with its
 * cost), or edit the whole set-up as JSON; then the shared StartCombat.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EffectKind } from '../../games/bs/types.ts';
import { EffectSetupEditor } from '../components/EffectSetupEditor.tsx';
import { NumberField } from '../components/NumberField.tsx';
import { SetupJson } from '../components/SetupJson.tsx';
import { BoardPresetButtons, CardPresetButtons, CheckField, IntegerField, NameField, PlayerSelect, ScenarioTitleField, SelectField, SetupCardList, SetupCardRow, SetupPlayers, SetupScreen, useSetupName, WordChecks } from '../components/SetupParts.tsx';
import { tx } from '../i18n.ts';
import { useTermText } from '../kit/Term.tsx';
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
} from './setupModel.ts';

type Change = (next: BsSetup) => void;
const NS = ['common', 'bs'] as const;

const Players = ({ setup, onChange }: { setup: BsSetup; onChange: Change }) => {
  const { t } = useTranslation(NS);
  const nameOf = useSetupName(setup);
  const id = useId();
  const placeName = (place: string) =>
    place === 'life' || place === 'reserve' || place === 'trash' ? tx(t, `bs:ui.setup.soulPlace.${place}`) : t('bs:ui.setup.soulPlace.card', { name: nameOf(place) });
  return (
    <SetupPlayers
      players={setup.players}
      active={setup.active}
      onPick={(player) => onChange({ ...setup, active: player })}
      // Side by side even on a phone: the two players' cores are compared more than they are read.
      grid="grid grid-cols-2 gap-2"
      after={
        <label className="mt-2 flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-6 shrink-0 accent-brand-700"
            checked={setup.firstTurn === true}
            onChange={(e) => {
              const { firstTurn: _, ...rest } = setup;
              onChange(e.target.checked ? { ...rest, firstTurn: true } : rest);
            }}
          />
          {t('bs:ui.setup.firstTurn')}
        </label>
      }
    >
      {setup.players.map((p) => (
        <fieldset key={p.id} className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 p-1.5" data-testid={`setup-player-${p.id}`}>
          <legend className="px-1 text-sm font-semibold">{t('playerName', { id: p.id })}</legend>
          <NumberField label={t('bs:ui.cores.life')} value={p.life} min={0} max={99} onChange={(life) => onChange(setPlayer(setup, p.id, { life }))} testId={`life-input-${p.id}`} />
          <NumberField label={t('bs:ui.cores.reserve')} value={p.reserve} min={0} max={99} onChange={(reserve) => onChange(setPlayer(setup, p.id, { reserve }))} testId={`reserve-input-${p.id}`} />
          <NumberField label={t('bs:ui.setup.trashCoresShort')} value={p.trashCores} min={0} max={99} onChange={(trashCores) => onChange(setPlayer(setup, p.id, { trashCores }))} testId={`trash-input-${p.id}`} />
          <SelectField
            id={`${id}-soul-${p.id}`}
            label={t('bs:ui.cores.soul')}
            selectClassName="field px-2 text-sm"
            value={p.soulCore ?? ''}
            options={[{ value: '', label: t('bs:ui.setup.soulPlace.none') }, ...soulCorePlaces(setup, p.id).map((place) => ({ value: place, label: placeName(place) }))]}
            onChange={(place) => onChange(setSoulCore(setup, p.id, place))}
            testId={`soul-input-${p.id}`}
          />
        </fieldset>
      ))}
    </SetupPlayers>
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
  return (
    <EffectSetupEditor
      effect={effect}
      onChange={set}
      ofKind={(kind) => effectOfKind(setup, kind as EffectKind, effect, card.id)}
      kinds={EFFECT_KINDS.map((k) => ({ value: k, label: tx(t, `bs:effect.${k}`) }))}
      targets={effectTargets(setup)}
      players={setup.players}
      nameOf={nameOf}
      words={{
        title: tx(t, `bs:ui.setup.effect.${slot}`),
        kind: t('bs:ui.setup.effect.kind'),
        noEffect: t('bs:ui.setup.effect.noEffect'),
        target: t('bs:ui.setup.effect.target'),
        noTarget: t('bs:ui.setup.effect.noTarget'),
        player: t('bs:ui.setup.effect.player'),
      }}
      testId={`effect-${slot}`}
    >
      {effect && 'amount' in effect ? (
        <IntegerField
          id={`${id}-amount`}
          label={t('bs:ui.setup.effect.amount')}
          step={effect.kind === 'bp' ? 1000 : 1}
          value={typeof effect['amount'] === 'number' ? effect['amount'] : 0}
          onChange={(n) => field('amount', n ?? 0)}
        />
      ) : null}
      {effect && 'until' in effect ? (
        <SelectField id={`${id}-until`} label={t('bs:ui.setup.effect.until')} value={String(effect['until'])} options={DURATIONS.map((d) => ({ value: d, label: tx(t, `bs:until.${d}`) }))} onChange={(d) => field('until', d)} />
      ) : null}
    </EffectSetupEditor>
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
      <NameField id={`${id}-name`} label={t('setup.name')} className="col-span-2" value={card.name ?? ''} onChange={(name) => put({ ...card, name })} data-testid="card-name" />
      <SelectField id={`${id}-type`} label={t('bs:ui.setup.type')} value={card.type} options={CARD_TYPES.map((ty) => ({ value: ty, label: tx(t, `bs:type.${ty}`) }))} onChange={(ty) => put(withType(card, ty))} />
      {fighter ? (
        <IntegerField id={`${id}-bp`} label={t('bs:ui.setup.bp')} min={0} step={1000} value={card.bp ?? ''} onChange={(n) => put(withNumber(card, 'bp', n === undefined ? undefined : Math.max(0, n)))} />
      ) : null}
      {card.type === 'magic' ? <NumberField label={t('bs:ui.setup.cost')} value={card.cost ?? 0} min={0} max={99} onChange={(n) => put(withNumber(card, 'cost', n))} /> : null}
      {card.type === 'nexus' ? <NumberField label={t('bs:ui.setup.symbols')} value={card.symbols ?? 1} min={0} max={9} onChange={(n) => put(withNumber(card, 'symbols', n))} /> : null}
      <PlayerSelect id={`${id}-owner`} label={t('bs:ui.setup.owner')} value={card.owner} players={setup.players} onChange={(owner) => put({ ...card, owner })} />
      <SelectField id={`${id}-zone`} label={t('bs:ui.setup.zone')} value={card.zone} options={ZONES.map((z) => ({ value: z, label: tx(t, `bs:zone.${z}`) }))} onChange={(zone) => put({ ...card, zone })} />
      {fighter ? <NumberField label={t('bs:ui.setup.symbols')} value={card.symbols ?? 1} min={0} max={9} onChange={(n) => put(withNumber(card, 'symbols', n))} /> : null}
      {fighter ? <NumberField label={t('bs:ui.setup.cores')} value={card.cores ?? 0} min={0} max={99} onChange={(n) => put(withNumber(card, 'cores', n))} /> : null}
      {fighter ? <CheckField label={t('bs:ui.setup.exhausted')} checked={card.exhausted === true} onChange={(exhausted) => put({ ...card, exhausted })} /> : null}
      {fighter ? (
        <WordChecks legend={t('bs:ui.setup.keywords')} words={BS_KEYWORDS} checked={(k) => (card.keywords ?? []).includes(k)} onToggle={(k) => put(toggleKeyword(card, k))} label={(k) => `【${tx(t, `bs:keyword.${k}`)}】`} />
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
    <SetupCardRow
      id={card.id}
      srName={label}
      editing={editing}
      onEdit={setEditing}
      onDelete={() => onChange(removeCard(setup, card.id))}
      summary={
        <>
          <span className="min-w-0 font-semibold">{label}</span>
          <span className="muted">{tx(t, `bs:type.${card.type}`, { defaultValue: card.type })}</span>
          {isFighter(card.type) ? <span className="text-sm tabular-nums">{t('bs:ui.card.figure', { bp: card.bp ?? '–', symbols: card.symbols ?? 1, cores: card.cores ?? 0 })}</span> : null}
          {card.type === 'magic' ? <span className="text-sm tabular-nums">{t('bs:ui.flash.cost', { cost: card.cost ?? 0 })}</span> : null}
          <span className="muted">
            {t('playerName', { id: card.owner })} · {tx(t, `bs:zone.${card.zone}`, { defaultValue: card.zone })}
            {card.exhausted === true ? ` · ${t('bs:ui.card.exhausted')}` : ''}
          </span>
          {(card.keywords ?? []).length > 0 ? <span className="text-sm">{(card.keywords ?? []).map((k) => `【${tx(t, `bs:keyword.${k}`, { defaultValue: k })}】`).join('')}</span> : null}
        </>
      }
      details={
        effects.length > 0 ? (
          <ul className="mt-1 text-xs text-slate-800">
            {effects.map((e) => (
              <li key={e.slot}>
                <span className="font-semibold">{tx(t, `bs:ui.setup.effect.${e.slot}`)}</span>: {e.text}
              </li>
            ))}
          </ul>
        ) : null
      }
      editor={<CardEditor setup={setup} card={card} onChange={onChange} />}
    />
  );
};

const BsSetupScreen = () => {
  const { t } = useTranslation(NS);
  return (
    <SetupScreen game="bs" read={readSetup}>
      {({ draft, setup, change, edit, names }) => (
        <>
          <ScenarioTitleField value={draft.title ?? ''} onChange={(title) => edit({ title })} />
          <BoardPresetButtons title={t('bs:ui.setup.presets')} hint={t('bs:ui.setup.presetsHint')} presets={BOARD_PRESETS} label={(p) => tx(t, `bs:ui.setup.preset.${p}`)} onPick={(p) => change(boardPreset(p, names))} />
          <Players setup={setup} onChange={change} />
          <CardPresetButtons title={t('bs:ui.setup.add')} presets={CARD_PRESETS} label={(p) => tx(t, `bs:ui.setup.addPreset.${p}`)} onAdd={(p) => change(addCard(setup, presetCard(setup, p, names)))} columns="grid-cols-1 sm:grid-cols-3" />
          <SetupCardList title={t('bs:ui.setup.cards', { count: setup.cards.length })} empty={t('bs:ui.setup.noCards')} count={setup.cards.length}>
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

export default BsSetupScreen;
