/**
 * Phantom Magic Vision board set-up: start from a typical ruling or an empty table, set each
 * player's life, deck and node area (active and sleeping nodes), add and edit cards (id, owner,
 * zone, type, 攻撃力／耐久力, graze, 種族, 戦術, sleep, damage, protection from 決死, 必要ノード
 * and cost, a command's effect), or edit the whole set-up as JSON; then the shared StartCombat.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EffectKind } from '../../games/pmv/types.ts';
import { editDraft, selectDraft } from '../../store/session.ts';
import { Glossary } from '../components/Glossary.tsx';
import { NumberField } from '../components/NumberField.tsx';
import { SetupJson } from '../components/SetupJson.tsx';
import { ActivePlayerPicker, CardPresetButtons, SetupCardList } from '../components/SetupParts.tsx';
import { StartCombat } from '../components/StartCombat.tsx';
import { tx } from '../i18n.ts';
import { useTermText } from '../kit/Term.tsx';
import { useSession, useSessionStore } from '../session.tsx';
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
  type PresetNames,
} from './setupModel.ts';

type Change = (next: PmvSetup) => void;
const NS = ['common', 'pmv'] as const;

/** What the set-up calls an id: a card's name, a player, or the id. */
const useSetupName = (setup: PmvSetup) => {
  const { t } = useTranslation(NS);
  return (id: string): string => {
    const card = setup.cards.find((c) => c.id === id);
    if (card) return card.name || card.id;
    return setup.players.some((p) => p.id === id) ? t('playerName', { id }) : id;
  };
};

const Players = ({ setup, onChange }: { setup: PmvSetup; onChange: Change }) => {
  const { t } = useTranslation(NS);
  return (
    <section className="card" aria-labelledby="players-title">
      <h3 id="players-title" className="card-title">
        {t('setup.players')}
      </h3>
      {/* Side by side even on a phone: the two players' counts are compared more than they are read. */}
      <div className="grid grid-cols-2 gap-2">
        {setup.players.map((p) => (
          <fieldset key={p.id} className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 p-1.5" data-testid={`setup-player-${p.id}`}>
            <legend className="px-1 text-sm font-semibold">{t('playerName', { id: p.id })}</legend>
            <NumberField label={t('pmv:ui.counts.life')} value={p.life} min={-99} max={99} onChange={(life) => onChange(setPlayer(setup, p.id, { life }))} testId={`life-input-${p.id}`} />
            <NumberField label={t('pmv:ui.counts.deck')} value={p.deck} min={0} max={99} onChange={(deck) => onChange(setPlayer(setup, p.id, { deck }))} testId={`deck-input-${p.id}`} />
            <NumberField label={t('pmv:ui.setup.nodesActive')} value={p.nodes.active} min={0} max={99} onChange={(active) => onChange(setPlayer(setup, p.id, { nodes: { active } }))} testId={`nodes-active-input-${p.id}`} />
            <NumberField label={t('pmv:ui.setup.nodesSleep')} value={p.nodes.sleep} min={0} max={99} onChange={(sleep) => onChange(setPlayer(setup, p.id, { nodes: { sleep } }))} testId={`nodes-sleep-input-${p.id}`} />
          </fieldset>
        ))}
      </div>
      <ActivePlayerPicker players={setup.players} active={setup.active} onPick={(player) => onChange({ ...setup, active: player })} />
    </section>
  );
};

/** A command's effect: its kind, then the fields that kind has. */
const EffectEditor = ({ setup, card, onChange }: { setup: PmvSetup; card: PmvCardSetup; onChange: (card: PmvCardSetup) => void }) => {
  const { t } = useTranslation(NS);
  const id = useId();
  const nameOf = useSetupName(setup);
  const effect = card.effect;
  const set = (next: PmvEffectSetup | undefined) => {
    const { effect: _, ...rest } = card;
    onChange(next === undefined ? rest : { ...rest, effect: next });
  };
  const field = (key: string, value: unknown) => effect && set({ ...effect, [key]: value });
  const targets = effectTargets(setup, effect?.kind ?? '');
  const target = typeof effect?.['target'] === 'string' ? effect['target'] : '';
  const targetOptions = target !== '' && !targets.includes(target) ? [target, ...targets] : targets;
  const number = (key: string, label: string, min: number) =>
    effect && key in effect ? <NumberField label={label} value={typeof effect[key] === 'number' ? effect[key] : 0} min={min} max={99} onChange={(n) => field(key, n)} /> : null;
  return (
    <fieldset className="col-span-2 flex flex-col gap-2 rounded-lg border border-slate-200 p-2" data-testid="effect-editor">
      <legend className="px-1 text-sm font-semibold">{t('pmv:ui.setup.effect.title')}</legend>
      <div>
        <label className="label" htmlFor={`${id}-kind`}>
          {t('pmv:ui.setup.effect.kind')}
        </label>
        <select id={`${id}-kind`} className="field" value={effect?.kind ?? ''} onChange={(e) => set(e.target.value === '' ? undefined : effectOfKind(setup, e.target.value as EffectKind, effect))}>
          <option value="">{t('pmv:ui.setup.effect.noEffect')}</option>
          {EFFECT_KINDS.map((k) => (
            <option key={k} value={k}>
              {tx(t, `pmv:effect.${k}`)}
            </option>
          ))}
        </select>
      </div>
      {effect && 'target' in effect ? (
        <div>
          <label className="label" htmlFor={`${id}-target`}>
            {t('pmv:ui.setup.effect.target')}
          </label>
          <select id={`${id}-target`} className="field" value={target} onChange={(e) => field('target', e.target.value)}>
            {target === '' ? <option value="">—</option> : null}
            {targetOptions.map((x) => (
              <option key={x} value={x}>
                {nameOf(x)}
              </option>
            ))}
          </select>
          {targets.length === 0 ? <p className="muted mt-1">{t('pmv:ui.setup.effect.noTarget')}</p> : null}
        </div>
      ) : null}
      {effect && 'player' in effect ? (
        <div>
          <label className="label" htmlFor={`${id}-player`}>
            {t('pmv:ui.setup.effect.player')}
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
      {number('amount', effect?.kind === 'life' ? t('pmv:ui.setup.effect.lifeChange') : t('pmv:ui.setup.effect.amount'), effect?.kind === 'life' ? -99 : 1)}
      {effect?.kind === 'modify' ? (
        <div className="grid grid-cols-2 gap-2">
          {number('attack', t('pmv:ui.setup.effect.attack'), -99)}
          {number('toughness', t('pmv:ui.setup.effect.toughness'), -99)}
        </div>
      ) : null}
    </fieldset>
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
    <div className="col-span-2">
      <label className="label" htmlFor={`${id}-id`}>
        {t('pmv:ui.setup.id')}
      </label>
      <input
        id={`${id}-id`}
        className="field font-mono"
        value={text}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        aria-invalid={problem !== null}
        aria-describedby={`${id}-id-note`}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
        data-testid="card-id-input"
      />
      <p id={`${id}-id-note`} className={`mt-1 text-xs ${problem === null ? 'text-slate-700' : 'font-medium text-red-800'}`}>
        {problem === null ? t('pmv:ui.setup.idHint') : tx(t, `pmv:ui.setup.idProblem.${problem}`)}
      </p>
    </div>
  );
};

const RacesField = ({ card, onChange }: { card: PmvCardSetup; onChange: (card: PmvCardSetup) => void }) => {
  const { t } = useTranslation(NS);
  const id = useId();
  const [text, setText] = useState((card.races ?? []).join('、'));
  return (
    <div className="col-span-2">
      <label className="label" htmlFor={`${id}-races`}>
        {t('pmv:ui.setup.races')}
      </label>
      <input
        id={`${id}-races`}
        className="field"
        value={text}
        placeholder={t('pmv:ui.setup.racesHint')}
        onChange={(e) => {
          setText(e.target.value);
          onChange({ ...card, races: parseRaces(e.target.value) });
        }}
      />
    </div>
  );
};

const Check = ({ label, checked, onChange, testId }: { label: string; checked: boolean; onChange: (on: boolean) => void; testId?: string }) => (
  <label className="col-span-2 flex min-h-11 items-center gap-2 text-sm">
    <input type="checkbox" className="size-5 accent-brand-700" checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid={testId} />
    {label}
  </label>
);

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
      <div className="col-span-2">
        <label className="label" htmlFor={`${id}-name`}>
          {t('setup.name')}
        </label>
        <input id={`${id}-name`} className="field" value={card.name ?? ''} onChange={(e) => put({ ...card, name: e.target.value })} />
      </div>
      <div>
        <label className="label" htmlFor={`${id}-type`}>
          {t('pmv:ui.setup.type')}
        </label>
        <select id={`${id}-type`} className="field" value={card.type} onChange={(e) => put(withType(setup, card, e.target.value))}>
          {CARD_TYPES.map((ty) => (
            <option key={ty} value={ty}>
              {tx(t, `pmv:type.${ty}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label className="label" htmlFor={`${id}-owner`}>
          {t('pmv:ui.setup.owner')}
        </label>
        <select id={`${id}-owner`} className="field" value={card.owner} onChange={(e) => put({ ...card, owner: e.target.value })}>
          {setup.players.map((p) => (
            <option key={p.id} value={p.id}>
              {t('playerName', { id: p.id })}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2">
        <label className="label" htmlFor={`${id}-zone`}>
          {t('pmv:ui.setup.zone')}
        </label>
        <select id={`${id}-zone`} className="field" value={card.zone} onChange={(e) => put(withZone(card, e.target.value))}>
          {/* A command is never on the field (the engine refuses it): it is not offered. */}
          {ZONES.filter((z) => character || z !== 'field').map((z) => (
            <option key={z} value={z}>
              {tx(t, `pmv:zone.${z}`)}
            </option>
          ))}
        </select>
      </div>
      {character ? <NumberField label={t('pmv:ui.setup.attack')} value={card.attack ?? 0} min={0} max={99} onChange={(n) => put(withNumber(card, 'attack', n))} testId="attack-input" /> : null}
      {character ? <NumberField label={t('pmv:ui.setup.toughness')} value={card.toughness ?? 0} min={0} max={99} onChange={(n) => put(withNumber(card, 'toughness', n))} testId="toughness-input" /> : null}
      {character ? <NumberField label={t('pmv:ui.setup.graze')} value={card.graze ?? 0} min={0} max={9} onChange={(n) => put(withNumber(card, 'graze', n))} /> : null}
      {character && onField ? <NumberField label={t('pmv:ui.setup.damage')} value={card.damage ?? 0} min={0} max={99} onChange={(n) => put(withNumber(card, 'damage', n === 0 ? undefined : n))} /> : character ? <div /> : null}
      {character ? <RacesField card={card} onChange={put} /> : null}
      {character ? (
        <fieldset className="col-span-2 text-sm">
          <legend className="label">{t('pmv:ui.setup.tactics')}</legend>
          <div className="flex flex-wrap gap-2">
            {TACTICS.map((k) => (
              <label key={k} className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-2 has-checked:border-brand-700 has-checked:bg-brand-50">
                <input type="checkbox" className="size-5 accent-brand-700" checked={(card.tactics ?? []).includes(k)} onChange={() => put(toggleTactic(card, k))} />
                {tx(t, `pmv:tactic.${k}`)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {character && onField ? <Check label={t('pmv:ui.setup.sleep')} checked={card.sleep === true} onChange={(on) => put(withFlag(card, 'sleep', on))} testId="sleep-input" /> : null}
      {character ? <Check label={t('pmv:ui.setup.kesshiImmune')} checked={card.kesshiImmune === true} onChange={(on) => put(withFlag(card, 'kesshiImmune', on))} /> : null}
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
    <li className="card" data-testid="setup-card" data-id={card.id}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-semibold">{label}</span>
        <span className="muted">{tx(t, `pmv:type.${card.type}`, { defaultValue: card.type })}</span>
        {character ? <span className="text-sm tabular-nums">{t('pmv:ui.fighter.stats', { attack: card.attack ?? '–', toughness: card.toughness ?? '–' })}</span> : null}
        {character && (card.tactics ?? []).length > 0 ? <span className="text-sm">{tacticsText(t, card.tactics ?? [])}</span> : null}
        <span className="muted">{facts.join(' · ')}</span>
      </div>
      {card.effect ? (
        <p className="mt-1 text-xs text-slate-800">
          <span className="font-semibold">{t('pmv:ui.setup.effect.title')}</span>: {termText(effectTerm(card.effect))}
        </p>
      ) : null}
      <div className="mt-2 flex gap-2">
        <button type="button" className="btn btn-small flex-1" aria-expanded={editing} onClick={() => onEdit(!editing)}>
          {t('setup.edit')}
          <span className="sr-only"> {label}</span>
        </button>
        <button type="button" className="btn btn-small btn-danger flex-1" onClick={() => onChange(removeCard(setup, card.id))}>
          {t('setup.delete')}
          <span className="sr-only"> {label}</span>
        </button>
      </div>
      {editing ? <CardEditor setup={setup} card={card} onChange={onChange} onRename={onRename} /> : null}
    </li>
  );
};

const PmvSetupScreen = () => {
  const { t, i18n, ready } = useTranslation(NS);
  const store = useSessionStore();
  const draft = useSession(selectDraft);
  // Which cards' editors are open, by id (kept across a rename).
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  if (draft === null) return null;
  if (!ready) return <p className="muted">{t('app.loading')}</p>;
  const setup = readSetup(draft.setup);
  const change = (next: PmvSetup) => editDraft(store, { ...draft, setup: next });
  // Preset cards are named in the screen's language; a judge can rename any of them.
  const names: PresetNames = (key) => {
    const k = `pmv:ui.setup.cardName.${key}`;
    return i18n.exists(k) ? tx(t, k) : undefined;
  };
  const toggle = (id: string, on: boolean) => {
    const next = new Set(open);
    if (on) next.add(id);
    else next.delete(id);
    setOpen(next);
  };
  const rename = (from: string, to: string) => {
    change(renameCard(setup, from, to));
    const next = new Set(open);
    next.delete(from);
    next.add(to);
    setOpen(next);
  };

  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-lg font-bold">{t('setup.title', { game: t('game.pmv') })}</h2>
      <section className="card">
        <label htmlFor="setup-title" className="label">
          {t('setup.scenarioTitle')}
        </label>
        <input id="setup-title" className="field" value={draft.title ?? ''} onChange={(e) => editDraft(store, { ...draft, title: e.target.value })} />
      </section>
      <section className="card" aria-labelledby="board-presets-title">
        <h3 id="board-presets-title" className="card-title">
          {t('pmv:ui.setup.presets')}
        </h3>
        <p className="muted mb-2">{t('pmv:ui.setup.presetsHint')}</p>
        <div className="flex flex-col gap-2">
          {BOARD_PRESETS.map((p) => (
            <button key={p} type="button" className="btn justify-start text-left" onClick={() => change(boardPreset(p, names))} data-testid={`preset-board-${p}`}>
              {tx(t, `pmv:ui.setup.preset.${p}`)}
            </button>
          ))}
        </div>
      </section>
      <Players setup={setup} onChange={change} />
      <CardPresetButtons title={t('pmv:ui.setup.add')} presets={CARD_PRESETS} label={(p) => tx(t, `pmv:ui.setup.addPreset.${p}`)} onAdd={(p) => change(addCard(setup, presetCard(setup, p, names)))} columns="grid-cols-2 sm:grid-cols-4" />
      <SetupCardList title={t('pmv:ui.setup.cards', { count: setup.cards.length })} empty={t('pmv:ui.setup.noCards')} count={setup.cards.length}>
        {setup.cards.map((c) => (
          <CardRow key={c.id} setup={setup} card={c} editing={open.has(c.id)} onEdit={(on) => toggle(c.id, on)} onChange={change} onRename={(to) => rename(c.id, to)} />
        ))}
      </SetupCardList>
      <SetupJson setup={setup} read={readSetup} onChange={change} />
      <Glossary game="pmv" />
      <StartCombat game="pmv" scenario={() => ({ ...draft, setup, actions: [] })} />
    </div>
  );
};

export default PmvSetupScreen;
