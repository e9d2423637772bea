/**
 * FaB board set-up: heroes (life, action points, resources), cards by preset then edited (type,
 * zone, figures, keywords with their N, an ally's life; in a folded "more" section the card's
 * effect, its triggered abilities, its attack limit and its flags), or the whole set-up as JSON.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardSources } from '../components/CardSources.tsx';
import { NumberField, NumberInput } from '../components/NumberField.tsx';
import { clearProvenance, keepProvenance, useProvenance } from '../components/provenance.ts';
import { SetupJson } from '../components/SetupJson.tsx';
import { CardPresetButtons, NameField, PlayerSelect, ScenarioTitleField, SelectField, SetupCardList, SetupCardRow, SetupPlayers, SetupScreen, useBothLanguages, useSetupName } from '../components/SetupParts.tsx';
import { clipName, MAX_NAME_LENGTH, withOptional, type EffectSetup } from '../components/setupDraft.ts';
import { tx } from '../i18n.ts';
import { CHAIN_LINK } from '../../games/fab/types.ts';
import {
  addCard,
  attacksItself,
  DURATIONS,
  EDITABLE_TYPES,
  EFFECT_KINDS,
  effectOfKind,
  effectTargets,
  exampleSetup,
  GRANTABLE,
  hasTarget,
  isAlly,
  keywordEntry,
  keywordProblems,
  KEYWORDS,
  keywordWords,
  moreCount,
  newTrigger,
  NUMBERED_KEYWORDS,
  presetCard,
  PRESETS,
  readSetup,
  removeCard,
  removeKeywordText,
  setKeywordN,
  setPlayer,
  toggleKeyword,
  toggleType,
  TRIGGER_WHEN,
  updateCard,
  withAttackLimit,
  withAttacksThisTurn,
  withEffect,
  withEffectField,
  withFlag,
  withLife,
  withTriggers,
  withTypes,
  ZONES,
  type FabCardSetup,
  type FabEffectKind,
  type FabSetup,
  type FabTriggerSetup,
} from './setupModel.ts';

type Change = (next: FabSetup) => void;
const NS = ['common', 'fab'] as const;

/** The card search and its data: fetched when the judge opens it (issue 14). */
const CardSearch = lazy(() => import('./CardSearch.tsx'));

const Heroes = ({ setup, onChange }: { setup: FabSetup; onChange: Change }) => {
  const { t } = useTranslation(NS);
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

/** Sets or removes (empty) one optional numeric field of a card. */
const withNumber = (card: FabCardSetup, key: 'power' | 'defense' | 'cost' | 'pitch' | 'attackCost', value: number | undefined): FabCardSetup => withOptional(card, key, value);

/** Names in the set-up: cards by name, heroes as players, and "this chain link". */
const useEffectName = (setup: FabSetup) => {
  const { t } = useTranslation(NS);
  const nameOf = useSetupName(setup);
  return (id: string): string => (id === CHAIN_LINK ? t('fab:ui.effect.chainLink') : nameOf(id));
};

/** A labelled checkbox whose box keeps its size beside a long label. */
const Check = ({ label, checked, onChange, testId }: { label: string; checked: boolean; onChange: (on: boolean) => void; testId?: string }) => (
  <label className="flex min-h-11 items-center gap-2 text-sm">
    <input type="checkbox" className="size-6 shrink-0 accent-brand-700" checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid={testId} />
    <span className="min-w-0">{label}</span>
  </label>
);

/** Every keyword as a chip; a numbered one (ward 3) that the card has shows its N beside it. */
const KeywordChips = ({ card, put }: { card: FabCardSetup; put: (card: FabCardSetup) => void }) => {
  const { t } = useTranslation(NS);
  const problems = keywordProblems(card);
  return (
    <fieldset className="text-sm sm:col-span-2" data-testid="keyword-chips">
      <legend className="label">{t('fab:ui.setup.keywords')}</legend>
      <div className="grid grid-cols-2 gap-1.5">
        {KEYWORDS.map((k) => {
          const entry = keywordEntry(card, k);
          const word = tx(t, `fab:keyword.${k}`);
          const numbered = NUMBERED_KEYWORDS.includes(k);
          return (
            <div key={k} className={`flex min-h-11 items-center gap-1 rounded-lg border px-1.5 ${entry ? 'border-brand-700 bg-brand-50' : 'border-slate-300'}`}>
              <label className="flex min-w-0 flex-1 items-center gap-1.5 py-1">
                <input type="checkbox" className="size-6 shrink-0 accent-brand-700" checked={entry !== undefined} onChange={() => put(toggleKeyword(card, k))} data-testid={`keyword-${k}`} />
                <span className="min-w-0 break-words">{word}</span>
              </label>
              {entry && numbered ? (
                <NumberInput
                  className="field w-12 shrink-0 px-1 text-center"
                  min={0}
                  max={99}
                  label={t('fab:ui.setup.keywordN', { keyword: word })}
                  value={entry.n ?? 0}
                  onChange={(n) => put(setKeywordN(card, k, n ?? 0))}
                  testId={`keyword-n-${k}`}
                />
              ) : null}
            </div>
          );
        })}
      </div>
      {problems.length > 0 ? (
        // Words the engine would refuse on start (from a file or the JSON): named here, in the screen's language, with a way out.
        <ul className="mt-2 flex flex-col gap-1" data-testid="keyword-problems">
          {problems.map((k) => (
            <li key={k} className="flex items-center justify-between gap-2 rounded-lg border border-red-300 bg-red-50 p-2 text-sm text-red-950">
              <span className="min-w-0">{t('fab:ui.setup.unknownKeyword', { word: k })}</span>
              <button type="button" className="btn btn-small btn-danger shrink-0" onClick={() => put(removeKeywordText(card, k))}>
                {t('setup.delete')}
                <span className="sr-only"> {k}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
};

/**
 * A manual effect (the card's own, or a trigger's): its kind, then what it names (a card or "this
 * chain link", a hero, or for damage a hero or an ally) and the kind's fields (amount, how long,
 * the keyword granted, arcane). `optional`: "none" may be chosen, which removes it.
 */
const EffectEditor = ({ setup, effect, onChange, title, optional, testId }: {
  setup: FabSetup;
  effect: EffectSetup | undefined;
  onChange: (next: EffectSetup | undefined) => void;
  title: string;
  optional: boolean;
  testId: string;
}) => {
  const { t } = useTranslation(NS);
  const id = useId();
  const nameOf = useEffectName(setup);
  const kind = effect?.kind ?? '';
  const field = (key: string, value: unknown) => effect && onChange(withEffectField(effect, key, value));
  const slot = hasTarget(kind) ? 'target' : 'player';
  const chosen = typeof effect?.[slot] === 'string' ? String(effect[slot]) : '';
  const targets = effectTargets(setup, kind);
  const targetOptions = chosen !== '' && !targets.includes(chosen) ? [chosen, ...targets] : targets;
  const amount = typeof effect?.['amount'] === 'number' ? effect['amount'] : 0;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 p-2" data-testid={testId}>
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      <SelectField
        id={`${id}-kind`}
        label={t('fab:ui.setup.effect.kind')}
        value={kind}
        options={[...(optional || kind === '' ? [{ value: '', label: t('fab:ui.setup.effect.none') }] : []), ...EFFECT_KINDS.map((k) => ({ value: k, label: tx(t, `fab:effect.${k}`) }))]}
        onChange={(k) => onChange(k === '' ? undefined : effectOfKind(setup, k as FabEffectKind, effect))}
      />
      {effect ? (
        <SelectField
          id={`${id}-target`}
          label={slot === 'target' ? t('fab:ui.setup.effect.target') : kind === 'damage' ? t('fab:ui.setup.effect.damageTo') : t('fab:ui.setup.effect.player')}
          value={chosen}
          options={[...(chosen === '' ? [{ value: '', label: '—' }] : []), ...targetOptions.map((x) => ({ value: x, label: nameOf(x) }))]}
          onChange={(x) => field(slot, x)}
          after={targets.length === 0 ? <p className="muted mt-1">{t('fab:ui.setup.effect.noTarget')}</p> : null}
        />
      ) : null}
      {effect && 'amount' in effect ? (
        <NumberField label={t('fab:ui.setup.effect.amount')} value={amount} min={kind === 'power' || kind === 'defense' ? -20 : 0} max={99} onChange={(n) => field('amount', n)} />
      ) : null}
      {kind === 'power' || kind === 'defense' ? (
        <SelectField
          id={`${id}-until`}
          label={t('fab:ui.setup.effect.until')}
          // Left out, a change lasts while the chain is open, or this turn when it is closed.
          value={typeof effect?.['until'] === 'string' ? effect['until'] : ''}
          options={[{ value: '', label: t('fab:ui.setup.effect.untilDefault') }, ...DURATIONS.map((d) => ({ value: d, label: tx(t, `fab:until.${d}`) }))]}
          onChange={(d) => field('until', d === '' ? undefined : d)}
        />
      ) : null}
      {kind === 'keyword' ? (
        <SelectField
          id={`${id}-keyword`}
          label={t('fab:ui.setup.effect.keyword')}
          value={String(effect?.['keyword'] ?? GRANTABLE[0])}
          options={GRANTABLE.map((k) => ({ value: k, label: tx(t, `fab:keyword.${k}`) }))}
          onChange={(k) => field('keyword', k)}
        />
      ) : null}
      {kind === 'damage' ? <Check label={t('fab:ui.setup.effect.arcane')} checked={effect?.['arcane'] === true} onChange={(on) => field('arcane', on ? true : undefined)} testId={`${testId}-arcane`} /> : null}
    </fieldset>
  );
};

/** The card's triggered abilities: each its moment, an optional name and its effect. */
const TriggersEditor = ({ setup, card, put }: { setup: FabSetup; card: FabCardSetup; put: (card: FabCardSetup) => void }) => {
  const { t } = useTranslation(NS);
  const id = useId();
  const triggers = card.triggers ?? [];
  const set = (i: number, next: FabTriggerSetup) => put(withTriggers(card, triggers.map((x, j) => (j === i ? next : x))));
  return (
    <section className="flex flex-col gap-2" aria-labelledby={`${id}-title`} data-testid="triggers">
      <h4 id={`${id}-title`} className="text-sm font-semibold">
        {t('fab:ui.setup.triggers')}
      </h4>
      {triggers.map((tr, i) => (
        <div key={i} className="flex flex-col gap-2 rounded-lg border border-slate-300 p-2" data-testid={`trigger-${i}`}>
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm font-semibold">{t('fab:ui.setup.trigger.title', { n: i + 1 })}</p>
            <button type="button" className="btn btn-small btn-danger min-h-11" onClick={() => put(withTriggers(card, triggers.filter((_, j) => j !== i)))}>
              {t('setup.delete')}
              <span className="sr-only"> {t('fab:ui.setup.trigger.remove', { n: i + 1 })}</span>
            </button>
          </div>
          <SelectField
            id={`${id}-${i}-when`}
            label={t('fab:ui.setup.trigger.when')}
            value={tr.when}
            options={TRIGGER_WHEN.map((w) => ({ value: w, label: tx(t, `fab:trigger.${w}`) }))}
            onChange={(when) => set(i, { ...tr, when })}
          />
          <NameField id={`${id}-${i}-name`} label={t('fab:ui.setup.trigger.name')} value={tr.name ?? ''} onChange={(name) => set(i, withOptional(tr, 'name', name === '' ? undefined : name))} />
          <EffectEditor setup={setup} effect={tr.effect} onChange={(effect) => effect && set(i, { ...tr, effect })} title={t('fab:ui.setup.trigger.effect')} optional={false} testId={`trigger-${i}-effect`} />
        </div>
      ))}
      <button type="button" className="btn" onClick={() => put(withTriggers(card, [...triggers, newTrigger(setup, card)]))} data-testid="trigger-add">
        {t('fab:ui.setup.trigger.add')}
      </button>
    </section>
  );
};

/** The card's effect, triggers, attack limit and flags: folded away unless the card has some. */
const MoreFields = ({ setup, card, put }: { setup: FabSetup; card: FabCardSetup; put: (card: FabCardSetup) => void }) => {
  const { t } = useTranslation(NS);
  const limit = card.attackLimit === undefined ? 1 : card.attackLimit;
  return (
    <details className="rounded-lg border border-slate-200 p-2 sm:col-span-2" data-testid="card-more" open={moreCount(card) > 0 ? true : undefined}>
      <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold">{t('fab:ui.setup.more')}</summary>
      <div className="mt-2 flex flex-col gap-3">
        {attacksItself(card) ? (
          <div className="flex flex-col gap-1">
            {limit === null ? (
              <p className="text-sm">
                {t('fab:ui.setup.attackLimit')}: {t('fab:ui.setup.noAttackLimit')}
              </p>
            ) : (
              <NumberField label={t('fab:ui.setup.attackLimit')} value={limit} min={0} max={9} onChange={(n) => put(withAttackLimit(card, n))} testId="attack-limit" />
            )}
            <Check label={t('fab:ui.setup.noAttackLimit')} checked={limit === null} onChange={(on) => put(withAttackLimit(card, on ? null : 1))} testId="no-attack-limit" />
            <NumberField label={t('fab:ui.setup.attacksThisTurn')} value={card.attacksThisTurn ?? 0} min={0} max={9} onChange={(n) => put(withAttacksThisTurn(card, n))} testId="attacks-this-turn" />
          </div>
        ) : null}
        <div className="flex flex-col">
          <Check label={t('fab:ui.setup.illusionist')} checked={card.illusionist === true} onChange={(on) => put(withFlag(card, 'illusionist', on))} testId="illusionist" />
          {card.types.includes('action') ? <Check label={t('fab:ui.setup.asInstant')} checked={card.asInstant === true} onChange={(on) => put(withFlag(card, 'asInstant', on))} testId="as-instant" /> : null}
        </div>
        <EffectEditor setup={setup} effect={card.effect} onChange={(effect) => put(withEffect(card, effect))} title={t('fab:ui.setup.effect.title')} optional testId="card-effect" />
        <TriggersEditor setup={setup} card={card} put={put} />
      </div>
    </details>
  );
};

const CardEditor = ({ setup, card, onChange }: { setup: FabSetup; card: FabCardSetup; onChange: Change }) => {
  const { t } = useTranslation(NS);
  const put = (next: FabCardSetup) => onChange(updateCard(setup, card.id, next));
  const numbers = ['power', 'defense', 'cost', 'pitch', 'attackCost'] as const;
  const id = useId();
  return (
    <div className="mt-2 grid gap-2 sm:grid-cols-2" data-testid="card-editor">
      <label className="text-sm">
        <span className="label">{t('setup.name')}</span>
        <input className="field" value={card.name ?? ''} maxLength={MAX_NAME_LENGTH} onChange={(e) => put({ ...card, name: clipName(e.target.value) })} data-testid="card-name" />
      </label>
      <div className="grid grid-cols-2 gap-2">
        <PlayerSelect id={`${id}-owner`} className="text-sm" label={t('fab:ui.setup.owner')} value={card.owner} players={setup.players} onChange={(owner) => put({ ...card, owner })} />
        <SelectField
          id={`${id}-zone`}
          className="text-sm"
          label={t('fab:ui.setup.zone')}
          value={card.zone}
          options={ZONES.map((z) => ({ value: z, label: tx(t, `fab:zone.${z}`) }))}
          onChange={(zone) => put({ ...card, zone })}
          testId="zone-select"
        />
      </div>
      <fieldset className="text-sm sm:col-span-2">
        <legend className="label">{t('fab:ui.setup.types')}</legend>
        <div className="flex flex-wrap gap-2">
          {EDITABLE_TYPES.map((ty) => (
            <label key={ty} className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-2 has-checked:border-brand-700 has-checked:bg-brand-50">
              <input type="checkbox" className="size-6 shrink-0 accent-brand-700" checked={card.types.includes(ty)} onChange={() => put(toggleType(card, ty))} />
              {tx(t, `fab:type.${ty}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid grid-cols-2 gap-2 sm:col-span-2 sm:grid-cols-3">
        {numbers.map((key) => (
          <label key={key} className="min-w-0 text-sm">
            <span className="label">{t(`fab:ui.setup.${key}`)}</span>
            <NumberInput
              value={card[key]}
              min={0}
              max={99}
              optional
              placeholder={key === 'defense' ? t('fab:ui.setup.noDefense') : ''}
              onChange={(n) => put(withNumber(card, key, n))}
              testId={`card-${key}`}
            />
          </label>
        ))}
        {isAlly(card) ? (
          <label className="text-sm">
            <span className="label">{t('fab:ui.setup.life')}</span>
            <NumberInput value={card.life} min={0} max={99} onChange={(n) => put(withLife(card, n ?? 0))} testId="ally-life" />
          </label>
        ) : null}
      </div>
      <KeywordChips card={card} put={put} />
      <CardSources
        game="fab"
        id={card.id}
        fields={[
          { key: 'name', label: t('setup.name'), current: card.name },
          { key: 'types', label: t('fab:ui.setup.types'), current: card.types, show: (v) => (Array.isArray(v) ? v.map((ty) => tx(t, `fab:type.${String(ty)}`, { defaultValue: String(ty) })).join(t('listSeparator')) : '–') },
          ...numbers.map((key) => ({ key, label: t(`fab:ui.setup.${key}`), current: card[key] })),
          ...(isAlly(card) ? [{ key: 'life', label: t('fab:ui.setup.life'), current: card.life }] : []),
          { key: 'keywords', label: t('fab:ui.setup.keywords'), current: card.keywords ?? [], show: (v) => (Array.isArray(v) && v.length > 0 ? v.map((k) => keywordText((w) => tx(t, `fab:keyword.${w}`, { defaultValue: w }), String(k))).join(t('listSeparator')) : '–') },
        ]}
        word={(w) => tx(t, `fab:keyword.${w}`, { defaultValue: w })}
        onRestore={(key, value) => put(key === 'types' ? withTypes(card, value as string[]) : (withOptional(card, key as keyof FabCardSetup, value as never) as FabCardSetup))}
      />
      <MoreFields setup={setup} card={card} put={put} />
    </div>
  );
};

/** "piercing 1" -> the keyword's own word and its number; unknown words stay as typed (the engine names them on start). */
const keywordText = (word: (w: string) => string, keyword: string): string => {
  const [, base = keyword, n] = /^(.*?)(?:\s+(\d+))?$/.exec(keyword) ?? [];
  return n === undefined ? word(base) : `${word(base)} ${n}`;
};

const CardRow = ({ setup, card, onChange }: { setup: FabSetup; card: FabCardSetup; onChange: Change }) => {
  const { t } = useTranslation(NS);
  const [editing, setEditing] = useState(false);
  const source = useProvenance('fab', card.id);
  return (
    <SetupCardRow
      id={card.id}
      srName={card.name ?? card.id}
      editing={editing}
      onEdit={setEditing}
      onDelete={() => onChange(removeCard(setup, card.id))}
      summary={
        <>
          <span className="min-w-0 font-semibold">{card.name || card.id}</span>
          <span className="muted">{card.types.map((ty) => tx(t, `fab:type.${ty}`, { defaultValue: ty })).join(t('listSeparator'))}</span>
          <span className="tabular-nums">{t('fab:ui.card.figure', { power: card.power ?? '–', defense: card.defense ?? '–' })}</span>
          {isAlly(card) ? <span className="tabular-nums">{t('fab:ui.setup.life')} {card.life ?? '–'}</span> : null}
          <span className="muted">
            {t('playerName', { id: card.owner })} · {tx(t, `fab:zone.${card.zone}`, { defaultValue: card.zone })}
          </span>
          {(card.keywords ?? []).length > 0 ? <span className="muted">{(card.keywords ?? []).filter((k) => !keywordProblems(card).includes(k)).map((k) => keywordText((w) => tx(t, `fab:keyword.${w}`, { defaultValue: w }), k)).join(t('listSeparator'))}</span> : null}
          {keywordProblems(card).length > 0 ? <span className="text-sm font-medium text-red-800">{keywordProblems(card).map((k) => t('fab:ui.setup.unknownKeyword', { word: k })).join(' ')}</span> : null}
          {source ? (
            <span className="rounded bg-slate-100 px-1 text-xs text-slate-700" data-testid="card-source-tag">
              {t(`lookup.source.${source.source}`)}
            </span>
          ) : null}
        </>
      }
      editor={<CardEditor setup={setup} card={card} onChange={onChange} />}
    />
  );
};

const FabSetupScreen = () => {
  const { t } = useTranslation(NS);
  // Keywords in either language's words are read as the engine's ids.
  const words = useBothLanguages('fab', keywordWords);
  const read = (raw: unknown) => readSetup(raw, words());
  const [searching, setSearching] = useState(false);
  return (
    <SetupScreen game="fab" read={read}>
      {({ draft, setup, change: save, edit, names }) => {
        // The looked-up values' sources go with their cards: a card deleted or a new board drops them.
        const change = (next: FabSetup) => {
          keepProvenance('fab', next.cards.map((c) => c.id));
          save(next);
        };
        return (
        <>
          <ScenarioTitleField value={draft.title ?? ''} onChange={(title) => edit({ title })}>
            <button type="button" className="btn mt-2 w-full" onClick={() => change(exampleSetup())}>
              {t('fab:ui.setup.example')}
            </button>
          </ScenarioTitleField>
          <Heroes setup={setup} onChange={change} />
          {searching ? (
            <Suspense fallback={<p className="card muted">{t('fab:ui.lookup.loading')}</p>}>
              <CardSearch setup={setup} onChange={change} onClose={() => setSearching(false)} />
            </Suspense>
          ) : (
            <button type="button" className="btn btn-primary w-full" onClick={() => setSearching(true)} data-testid="fab-search-open">
              {t('fab:ui.lookup.open')}
            </button>
          )}
          <CardPresetButtons
            title={t('fab:ui.setup.add')}
            presets={PRESETS}
            label={(p) => tx(t, `fab:ui.setup.preset.${p}`)}
            onAdd={(p) => {
              const card = presetCard(setup, p, names);
              clearProvenance('fab', card.id);
              change(addCard(setup, card));
            }}
            columns="grid-cols-2 sm:grid-cols-4"
          />
          <SetupCardList title={t('fab:ui.setup.cards', { count: setup.cards.length })} empty={t('fab:ui.setup.noCards')} count={setup.cards.length}>
            {setup.cards.map((c) => (
              <CardRow key={c.id} setup={setup} card={c} onChange={change} />
            ))}
          </SetupCardList>
          <SetupJson setup={setup} read={read} onChange={change} />
        </>
        );
      }}
    </SetupScreen>
  );
};

export default FabSetupScreen;
