/**
 * Phantom Magic Vision board set-up: start from a typical ruling or an empty table, set each
 * player's life, deck and node area (active and sleeping nodes), add and edit cards (id, owner,
 * zone, type, 攻撃力／耐久力, graze, 種族, 戦術, sleep, damage, protection from 決死, 必要ノード
 * and cost, a command's effect), or edit the whole set-up as JSON; then the shared StartCombat.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EffectKind } from '../../games/pmv/types.ts';
import { Glossary } from '../components/Glossary.tsx';
import { EffectSetupEditor } from '../components/EffectSetupEditor.tsx';
import { NumberField } from '../components/NumberField.tsx';
import { SetupJson } from '../components/SetupJson.tsx';
import { BoardPresetButtons, CardPresetButtons, CheckField, NameField, PlayerSelect, ScenarioTitleField, SelectField, SetupCardList, SetupCardRow, SetupPlayers, SetupScreen, TextField, useSetupName, WordChecks } from '../components/SetupParts.tsx';
import { clipName, MAX_NAME_LENGTH } from '../components/setupDraft.ts';
import { tx } from '../i18n.ts';
import { useTermText } from '../kit/Term.tsx';
import { tacticsText } from './FieldView.tsx';
import { effectTerm } from './format.ts';
import {
  addCard,
  BOARD_PRESETS,
  boardPreset,
  CARD_PRESETS,
  CARD_TYPES,
  EFFECT_KINDS,
  effectOfKind,
  effectTargets,
  idProblem,
  isCharacter,
  parseRaces,
  presetCard,
  readSetup,
  removeCard,
  renameCard,
  setPlayer,
  TACTICS,
  toggleTactic,
  updateCard,
  withFlag,
  withNumber,
  withType,
  withZone,
  ZONES,
  type PmvCardSetup,
  type PmvEffectSetup,
  type PmvSetup,
} from './setupModel.ts';

type Change = (next: PmvSetup) => void;
const NS = ['common', 'pmv'] as const;

const Players = ({ setup, onChange }: { setup: PmvSetup; onChange: Change }) => {
  const { t } = useTranslation(NS);
  return (
    <SetupPlayers
      players={setup.players}
      active={setup.active}
      onPick={(player) => onChange({ ...setup, active: player })}
      // Side by side even on a phone: the two players' counts are compared more than they are read.
      grid="grid grid-cols-2 gap-2"
    >
      {setup.players.map((p) => (
        <fieldset key={p.id} className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 p-1.5" data-testid={`setup-player-${p.id}`}>
          <legend className="px-1 text-sm font-semibold">{t('playerName', { id: p.id })}</legend>
          <NumberField label={t('pmv:ui.counts.life')} value={p.life} min={-99} max={99} onChange={(life) => onChange(setPlayer(setup, p.id, { life }))} testId={`life-input-${p.id}`} />
          <NumberField label={t('pmv:ui.counts.deck')} value={p.deck} min={0} max={99} onChange={(deck) => onChange(setPlayer(setup, p.id, { deck }))} testId={`deck-input-${p.id}`} />
          <NumberField label={t('pmv:ui.setup.nodesActive')} value={p.nodes.active} min={0} max={99} onChange={(active) => onChange(setPlayer(setup, p.id, { nodes: { active } }))} testId={`nodes-active-input-${p.id}`} />
          <NumberField label={t('pmv:ui.setup.nodesSleep')} value={p.nodes.sleep} min={0} max={99} onChange={(sleep) => onChange(setPlayer(setup, p.id, { nodes: { sleep } }))} testId={`nodes-sleep-input-${p.id}`} />
        </fieldset>
      ))}
    </SetupPlayers>
  );
};

/** A command's effect: its kind, then the fields that kind has. */
const EffectEditor = ({ setup, card, onChange }: { setup: PmvSetup; card: PmvCardSetup; onChange: (card: PmvCardSetup) => void }) => {
  const { t } = useTranslation(NS);
  const nameOf = useSetupName(setup);
  const effect = card.effect;
  const set = (next: PmvEffectSetup | undefined) => {
    const { effect: _, ...rest } = card;
    onChange(next === undefined ? rest : { ...rest, effect: next });
  };
  const field = (key: string, value: unknown) => effect && set({ ...effect, [key]: value });
  const number = (key: string, label: string, min: number) =>
    effect && key in effect ? <NumberField label={label} value={typeof effect[key] === 'number' ? effect[key] : 0} min={min} max={99} onChange={(n) => field(key, n)} /> : null;
  return (
    <EffectSetupEditor
      effect={effect}
      onChange={set}
      ofKind={(kind) => effectOfKind(setup, kind as EffectKind, effect)}
      kinds={EFFECT_KINDS.map((k) => ({ value: k, label: tx(t, `pmv:effect.${k}`) }))}
      targets={effectTargets(setup, effect?.kind ?? '')}
      players={setup.players}
      nameOf={nameOf}
      words={{
        title: t('pmv:ui.setup.effect.title'),
        kind: t('pmv:ui.setup.effect.kind'),
        noEffect: t('pmv:ui.setup.effect.noEffect'),
        target: t('pmv:ui.setup.effect.target'),
        noTarget: t('pmv:ui.setup.effect.noTarget'),
        player: t('pmv:ui.setup.effect.player'),
      }}
      testId="effect-editor"
    >
      {number('amount', effect?.kind === 'life' ? t('pmv:ui.setup.effect.lifeChange') : t('pmv:ui.setup.effect.amount'), effect?.kind === 'life' ? -99 : 1)}
      {effect?.kind === 'modify' ? (
        <div className="grid grid-cols-2 gap-2">
          {number('attack', t('pmv:ui.setup.effect.attack'), -99)}
          {number('toughness', t('pmv:ui.setup.effect.toughness'), -99)}
        </div>
      ) : null}
    </EffectSetupEditor>
  );
};

/** The card's id, applied when the field is left (or Enter): an id in use or an empty one is named and not applied. */
const IdField = ({ setup, card, onRename }: { setup: PmvSetup; card: PmvCardSetup; onRename: (to: string) => void }) => {
  const { t } = useTranslation(NS);
  const id = useId();
  const [text, setText] = useState(card.id);
  const problem = idProblem(setup, card.id, text.trim());
  const commit = () => {
    if (problem === null && text.trim() !== card.id) onRename(text.trim());
  };
  return (
    <TextField
      id={`${id}-id`}
      label={t('pmv:ui.setup.id')}
      className="col-span-2"
      inputClassName="field font-mono"
      value={text}
      maxLength={MAX_NAME_LENGTH}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      aria-invalid={problem !== null}
      aria-describedby={`${id}-id-note`}
      onChange={(e) => setText(clipName(e.target.value))}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
      data-testid="card-id-input"
      note={
        <p id={`${id}-id-note`} className={`mt-1 text-xs ${problem === null ? 'text-slate-700' : 'font-medium text-red-800'}`}>
          {problem === null ? t('pmv:ui.setup.idHint') : tx(t, `pmv:ui.setup.idProblem.${problem}`)}
        </p>
      }
    />
  );
};

/** 種族 of a card, several separated by 、: a few names' worth. */
const MAX_RACES_LENGTH = 3 * MAX_NAME_LENGTH;

const RacesField = ({ card, onChange }: { card: PmvCardSetup; onChange: (card: PmvCardSetup) => void }) => {
  const { t } = useTranslation(NS);
  const id = useId();
  const [text, setText] = useState((card.races ?? []).join('、'));
  return (
    <TextField
      id={`${id}-races`}
      label={t('pmv:ui.setup.races')}
      className="col-span-2"
      value={text}
      maxLength={MAX_RACES_LENGTH}
      placeholder={t('pmv:ui.setup.racesHint')}
      onChange={(e) => {
        const typed = clipName(e.target.value, MAX_RACES_LENGTH);
        setText(typed);
        onChange({ ...card, races: parseRaces(typed) });
      }}
    />
  );
};

const CardEditor = ({ setup, card, onChange, onRename }: { setup: PmvSetup; card: PmvCardSetup; onChange: Change; onRename: (to: string) => void }) => {
  const { t } = useTranslation(NS);
  const id = useId();
  const put = (next: PmvCardSetup) => onChange(updateCard(setup, card.id, next));
  const character = isCharacter(card);
  const onField = card.zone === 'field';
  return (
    // Two columns even on a phone: the pairs a judge sets together (攻撃力 and 耐久力, owner and zone) sit side by side.
    <div className="mt-2 grid grid-cols-2 gap-2" data-testid="card-editor">
      <IdField setup={setup} card={card} onRename={onRename} />
      <NameField id={`${id}-name`} label={t('setup.name')} className="col-span-2" value={card.name ?? ''} onChange={(name) => put({ ...card, name })} data-testid="card-name" />
      <SelectField id={`${id}-type`} label={t('pmv:ui.setup.type')} value={card.type} options={CARD_TYPES.map((ty) => ({ value: ty, label: tx(t, `pmv:type.${ty}`) }))} onChange={(ty) => put(withType(setup, card, ty))} />
      <PlayerSelect id={`${id}-owner`} label={t('pmv:ui.setup.owner')} value={card.owner} players={setup.players} onChange={(owner) => put({ ...card, owner })} />
      <SelectField
        id={`${id}-zone`}
        label={t('pmv:ui.setup.zone')}
        className="col-span-2"
        value={card.zone}
        // A command is never on the field (the engine refuses it): it is not offered.
        options={ZONES.filter((z) => character || z !== 'field').map((z) => ({ value: z, label: tx(t, `pmv:zone.${z}`) }))}
        onChange={(zone) => put(withZone(card, zone))}
      />
      {character ? <NumberField label={t('pmv:ui.setup.attack')} value={card.attack ?? 0} min={0} max={99} onChange={(n) => put(withNumber(card, 'attack', n))} testId="attack-input" /> : null}
      {character ? <NumberField label={t('pmv:ui.setup.toughness')} value={card.toughness ?? 0} min={0} max={99} onChange={(n) => put(withNumber(card, 'toughness', n))} testId="toughness-input" /> : null}
      {character ? <NumberField label={t('pmv:ui.setup.graze')} value={card.graze ?? 0} min={0} max={9} onChange={(n) => put(withNumber(card, 'graze', n))} /> : null}
      {character && onField ? <NumberField label={t('pmv:ui.setup.damage')} value={card.damage ?? 0} min={0} max={99} onChange={(n) => put(withNumber(card, 'damage', n === 0 ? undefined : n))} /> : character ? <div /> : null}
      {character ? <RacesField card={card} onChange={put} /> : null}
      {character ? (
        <WordChecks legend={t('pmv:ui.setup.tactics')} words={TACTICS} checked={(k) => (card.tactics ?? []).includes(k)} onToggle={(k) => put(toggleTactic(card, k))} label={(k) => tx(t, `pmv:tactic.${k}`)} />
      ) : null}
      {character && onField ? <CheckField label={t('pmv:ui.setup.sleep')} checked={card.sleep === true} onChange={(on) => put(withFlag(card, 'sleep', on))} testId="sleep-input" /> : null}
      {character ? <CheckField label={t('pmv:ui.setup.kesshiImmune')} checked={card.kesshiImmune === true} onChange={(on) => put(withFlag(card, 'kesshiImmune', on))} /> : null}
      {card.zone === 'hand' || !character ? <NumberField label={t('pmv:ui.setup.node')} value={card.node ?? 0} min={0} max={99} onChange={(n) => put(withNumber(card, 'node', n))} /> : null}
      {card.zone === 'hand' || !character ? <NumberField label={t('pmv:ui.setup.cost')} value={card.cost ?? 0} min={0} max={99} onChange={(n) => put(withNumber(card, 'cost', n))} /> : null}
      {!character ? <EffectEditor setup={setup} card={card} onChange={put} /> : null}
    </div>
  );
};

const CardRow = ({ setup, card, editing, onEdit, onChange, onRename }: { setup: PmvSetup; card: PmvCardSetup; editing: boolean; onEdit: (open: boolean) => void; onChange: Change; onRename: (to: string) => void }) => {
  const { t } = useTranslation(NS);
  const nameOf = useSetupName(setup);
  const termText = useTermText('pmv', nameOf);
  const label = card.name || card.id;
  const character = isCharacter(card);
  const facts = [
    t('playerName', { id: card.owner }),
    tx(t, `pmv:zone.${card.zone}`, { defaultValue: card.zone }),
    ...(card.sleep === true ? [t('pmv:ui.card.sleep')] : []),
    ...((card.damage ?? 0) > 0 ? [t('pmv:ui.card.damage', { n: card.damage ?? 0 })] : []),
    ...(card.zone === 'hand' || !character ? [t('pmv:ui.hand.needs', { node: card.node ?? 0, cost: card.cost ?? 0 })] : []),
  ];
  return (
    <SetupCardRow
      id={card.id}
      srName={label}
      editing={editing}
      onEdit={onEdit}
      onDelete={() => onChange(removeCard(setup, card.id))}
      summary={
        <>
          <span className="min-w-0 font-semibold">{label}</span>
          <span className="muted">{tx(t, `pmv:type.${card.type}`, { defaultValue: card.type })}</span>
          {character ? <span className="text-sm tabular-nums">{t('pmv:ui.fighter.stats', { attack: card.attack ?? '–', toughness: card.toughness ?? '–' })}</span> : null}
          {character && (card.tactics ?? []).length > 0 ? <span className="text-sm">{tacticsText(t, card.tactics ?? [])}</span> : null}
          <span className="muted">{facts.join(' · ')}</span>
        </>
      }
      details={
        card.effect ? (
          <p className="mt-1 text-xs text-slate-800">
            <span className="font-semibold">{t('pmv:ui.setup.effect.title')}</span>: {termText(effectTerm(card.effect))}
          </p>
        ) : null
      }
      editor={<CardEditor setup={setup} card={card} onChange={onChange} onRename={onRename} />}
    />
  );
};

const PmvSetupScreen = () => {
  const { t } = useTranslation(NS);
  // Which cards' editors are open, by id (kept across a rename).
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string, on: boolean) => {
    const next = new Set(open);
    if (on) next.add(id);
    else next.delete(id);
    setOpen(next);
  };
  const renamed = (from: string, to: string) => {
    const next = new Set(open);
    next.delete(from);
    next.add(to);
    setOpen(next);
  };
  return (
    <SetupScreen game="pmv" read={readSetup}>
      {({ draft, setup, change, edit, names }) => (
        <>
          <ScenarioTitleField value={draft.title ?? ''} onChange={(title) => edit({ title })} />
          <BoardPresetButtons title={t('pmv:ui.setup.presets')} hint={t('pmv:ui.setup.presetsHint')} presets={BOARD_PRESETS} label={(p) => tx(t, `pmv:ui.setup.preset.${p}`)} onPick={(p) => change(boardPreset(p, names))} />
          <Players setup={setup} onChange={change} />
          <CardPresetButtons title={t('pmv:ui.setup.add')} presets={CARD_PRESETS} label={(p) => tx(t, `pmv:ui.setup.addPreset.${p}`)} onAdd={(p) => change(addCard(setup, presetCard(setup, p, names)))} columns="grid-cols-2 sm:grid-cols-4" />
          <SetupCardList title={t('pmv:ui.setup.cards', { count: setup.cards.length })} empty={t('pmv:ui.setup.noCards')} count={setup.cards.length}>
            {setup.cards.map((c) => (
              <CardRow
                key={c.id}
                setup={setup}
                card={c}
                editing={open.has(c.id)}
                onEdit={(on) => toggle(c.id, on)}
                onChange={change}
                onRename={(to) => {
                  change(renameCard(setup, c.id, to));
                  renamed(c.id, to);
                }}
              />
            ))}
          </SetupCardList>
          <SetupJson setup={setup} read={readSetup} onChange={change} />
          <Glossary game="pmv" />
        </>
      )}
    </SetupScreen>
  );
};

export default PmvSetupScreen;
