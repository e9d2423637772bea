/**
 * MTG board set-up, drawn from the game's set-up description (src/games/mtg/setup.ts): the rules
 * edition, two to six players with life, poison and the commander damage taken, permanents added
 * by the quick entry or the form, each with the fields its types bring. Drawn here: a permanent's
 * line, its keywords as toggle buttons, its owner, "can block any number", the qualities pickers,
 * and where looked-up values came from.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { withField } from '../../engine/setupDraft.ts';
import { withCardType, type SetupObject } from '../../engine/setupSpec.ts';
import { addPlayer, duplicatePermanent, MTG_BOARDS, MTG_SETUP, newSetup, removePlayer, setupDomains, tidySetup, type MtgPermanentSetup, type MtgSetup } from '../../games/mtg/index.ts';
import { MTG_MANIFEST } from '../../games/mtg/manifest.ts';
import { COLOURS, MTG_KEYWORDS, PERMANENT_TYPES, PROTECTION_QUALITIES } from '../../games/mtg/types.ts';
import { CardSources, SourceTag } from '../components/CardSources.tsx';
import { DescribedSetup } from '../components/DescribedSetup.tsx';
import { NumberField } from '../components/NumberField.tsx';
import { getProvenance, setProvenance } from '../components/provenance.ts';
import { Options, SelectField } from '../components/Select.tsx';
import { toggled } from '../components/setupDraft.ts';
import { tx } from '../i18n.ts';
import { setupFigure } from './format.ts';
import { QuickEntry } from './QuickEntry.tsx';

const NS = ['common', 'mtg'] as const;
type Translate = (...args: never[]) => unknown;
type FieldProps = { readonly card: SetupObject; readonly draft: MtgSetup; readonly put: (card: SetupObject) => void };

const words = (t: Translate, list: unknown, key: (w: string) => string): string => (Array.isArray(list) && list.length > 0 ? list.map((w) => tx(t, key(String(w)))).join(tx(t, 'listSeparator')) : '–');
/** A colour, a card type or a keyword in the board's words. */
const qualityKey = (q: string): string => ((COLOURS as readonly string[]).includes(q) ? `mtg:colour.${q}` : (PERMANENT_TYPES as readonly string[]).includes(q) ? `mtg:type.${q}` : `mtg:keyword.${q}`);

/** A permanent's line: its figure, controller, keywords, marks, the rarer fields, and where its values came from. */
const Summary = ({ card }: { card: SetupObject }) => {
  const { t } = useTranslation(NS);
  const p = card as MtgPermanentSetup;
  const figure = setupFigure(p);
  const extras = [
    ...(p.colours ?? []).map((c) => tx(t, `mtg:colour.${c}`)),
    ...(p.protection ?? []).map((q) => tx(t, `mtg:protection.${q}`)),
    ...(p.toxic ? [t('mtg:figure.toxic', { n: p.toxic })] : []),
    ...(p.blockLimit !== undefined && p.blockLimit !== 1 ? [t('mtg:figure.blockLimit', { n: p.blockLimit === 'any' ? t('mtg:ui.setup.blockLimitAny') : p.blockLimit })] : []),
    ...(p.minBlockers !== undefined && p.minBlockers > 1 ? [t('mtg:figure.minBlockers', { n: p.minBlockers })] : []),
    ...(p.blockableOnlyBy !== undefined && p.blockableOnlyBy.length > 0 ? [t('mtg:figure.blockableOnlyBy', { qualities: words(t, p.blockableOnlyBy, qualityKey) })] : []),
    ...(p.minusCounters ? [t('mtg:figure.minusCounters', { n: p.minusCounters })] : []),
  ];
  const keywords = p.keywords ?? [];
  return (
    <>
      <span className="tabular-nums">{figure.kind === 'pt' ? figure.text : t(`mtg:figure.${figure.kind}`, { n: figure.text })}</span>
      <span className="muted">{t('playerName', { id: p.controller })}</span>
      {keywords.length > 0 ? <span className="muted">{words(t, keywords, (k) => `mtg:keyword.${k}`)}</span> : null}
      {(p.damage ?? 0) > 0 ? <span className="muted">{t('mtg:figure.damage', { n: p.damage })}</span> : null}
      {p.tapped === true ? <span className="muted">{t('mtg:ui.setup.tapped')}</span> : null}
      {p.summoningSick === true ? <span className="muted">{t('mtg:ui.setup.summoningSick')}</span> : null}
      {p.commander === true ? <span className="rounded bg-amber-100 px-1 text-sm font-semibold text-amber-900">{t('mtg:mark.commander')}</span> : null}
      {extras.length > 0 ? <span className="muted">{extras.join(t('listSeparator'))}</span> : null}
      <SourceTag game="mtg" id={p.id} />
    </>
  );
};

/** Keywords as toggle buttons, big enough for a thumb, each named by its keyword. */
const Keywords = ({ card, put }: FieldProps) => {
  const { t } = useTranslation(NS);
  const list = (card['keywords'] as readonly string[] | undefined) ?? [];
  return (
    <fieldset className="col-span-2">
      <legend className="label">{t('mtg:ui.setup.keywords')}</legend>
      <div className="flex flex-wrap gap-1">
        {MTG_KEYWORDS.map((kw) => (
          <button key={kw} type="button" className="btn btn-small" aria-pressed={list.includes(kw)} onClick={() => put({ ...card, keywords: toggled(list, kw) })}>
            {tx(t, `mtg:keyword.${kw}`)}
          </button>
        ))}
      </div>
    </fieldset>
  );
};

/** The controller, across both columns: what follows pairs up (power and toughness). */
const Controller = ({ card, draft, put }: FieldProps) => {
  const { t } = useTranslation(NS);
  const id = useId();
  return <SelectField id={id} className="col-span-2" label={t('mtg:ui.setup.controller')} value={String(card['controller'])} options={draft.players.map((p) => ({ value: p.id, label: t('playerName', { id: p.id }) }))} onChange={(controller) => put({ ...card, controller })} />;
};

/** The owner, where another player owns it: none chosen means its controller. */
const Owner = ({ card, draft, put }: FieldProps) => {
  const { t } = useTranslation(NS);
  const id = useId();
  const options = [{ value: '', label: t('mtg:ui.setup.ownerIsController') }, ...draft.players.map((p) => ({ value: p.id, label: t('playerName', { id: p.id }) }))];
  return <SelectField id={id} className="col-span-2" label={t('mtg:ui.setup.owner')} value={String(card['owner'] ?? '')} options={options} onChange={(owner) => put(withField(card, 'owner', owner === '' ? undefined : owner))} />;
};

/** How many creatures it can block: a number, or any number. */
const BlockLimit = ({ card, put }: FieldProps) => {
  const { t } = useTranslation(NS);
  const limit = card['blockLimit'] ?? 1;
  return (
    <div className="col-span-2 grid grid-cols-2 items-end gap-2">
      {limit === 'any' ? (
        <p className="text-sm">{t('mtg:figure.blockLimit', { n: t('mtg:ui.setup.blockLimitAny') })}</p>
      ) : (
        <NumberField label={t('mtg:ui.setup.blockLimit')} value={Number(limit)} min={1} max={20} onChange={(blockLimit) => put({ ...card, blockLimit })} testId="block-limit" />
      )}
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" className="size-6 shrink-0 accent-brand-700" checked={limit === 'any'} onChange={(e) => put({ ...card, blockLimit: e.target.checked ? 'any' : 1 })} />
        {t('mtg:ui.setup.blockLimitAny')}
      </label>
    </div>
  );
};

/** Chosen words as chips (tap to take one out), and a select to add another: short on a phone however many words there are. */
const QualityPicker = ({ legend, chosen, groups, label, onChange, testId }: {
  legend: string;
  chosen: readonly string[];
  groups: readonly { readonly group: string; readonly label: string; readonly words: readonly string[] }[];
  label: (word: string) => string;
  onChange: (next: readonly string[]) => void;
  testId: string;
}) => {
  const { t } = useTranslation(NS);
  const id = useId();
  return (
    <fieldset className="col-span-2 flex flex-col gap-1" data-testid={testId}>
      <legend className="label">{legend}</legend>
      {chosen.length > 0 ? (
        <ul className="flex flex-wrap gap-1">
          {chosen.map((w) => (
            <li key={w}>
              <button type="button" className="btn btn-small" aria-label={t('mtg:ui.setup.removeQuality', { name: label(w) })} onClick={() => onChange(chosen.filter((x) => x !== w))}>
                {label(w)} <span aria-hidden="true">✕</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={`${id}-add`} className="sr-only">
        {t('mtg:ui.setup.addQuality')} {legend}
      </label>
      <select id={`${id}-add`} className="field" value="" onChange={(e) => e.target.value !== '' && onChange([...chosen, e.target.value])} data-testid={`${testId}-add`}>
        <option value="">{t('mtg:ui.setup.addQuality')}</option>
        {groups.map((g) => {
          const left = g.words.filter((w) => !chosen.includes(w));
          return left.length === 0 ? null : (
            <optgroup key={g.group} label={g.label}>
              <Options values={left} label={label} />
            </optgroup>
          );
        })}
      </select>
    </fieldset>
  );
};

const Protection = ({ card, put }: FieldProps) => {
  const { t } = useTranslation(NS);
  const legend = t('mtg:ui.setup.protection');
  const chosen = (card['protection'] as readonly string[] | undefined) ?? [];
  return <QualityPicker legend={legend} chosen={chosen} groups={[{ group: 'all', label: legend, words: PROTECTION_QUALITIES }]} label={(q) => tx(t, `mtg:protection.${q}`)} onChange={(protection) => put({ ...card, protection })} testId="protection" />;
};

/** The qualities a "can't be blocked except by" names, in groups: colours, card types, keywords. */
const BLOCK_QUALITY_GROUPS = [
  { group: 'colour', words: COLOURS },
  { group: 'type', words: PERMANENT_TYPES },
  { group: 'keyword', words: MTG_KEYWORDS },
] as const;

const BlockableOnlyBy = ({ card, put }: FieldProps) => {
  const { t } = useTranslation(NS);
  const chosen = (card['blockableOnlyBy'] as readonly string[] | undefined) ?? [];
  const groups = BLOCK_QUALITY_GROUPS.map((g) => ({ group: g.group, label: tx(t, `mtg:ui.setup.qualityGroup.${g.group}`), words: g.words }));
  return <QualityPicker legend={t('mtg:ui.setup.blockableOnlyBy')} chosen={chosen} groups={groups} label={(q) => tx(t, qualityKey(q))} onChange={(blockableOnlyBy) => put({ ...card, blockableOnlyBy })} testId="blockable-only-by" />;
};

/** Where each looked-up value came from (a lookup's values can be taken back), then Done. */
const Sources = ({ card, put, close }: FieldProps & { readonly close: () => void }) => {
  const { t } = useTranslation(NS);
  const p = card as MtgPermanentSetup;
  const field = (key: keyof MtgPermanentSetup, show?: (v: unknown) => string) => ({ key, label: tx(t, `mtg:ui.setup.${key}`), current: p[key], ...(show ? { show } : {}) });
  const figures = (['power', 'toughness', 'loyalty', 'defense'] as const).filter((k) => p[k] !== undefined);
  const rare = (['protection', 'toxic'] as const).filter((k) => p[k] !== undefined);
  return (
    <div className="col-span-2 flex flex-col gap-2">
      <CardSources
        game="mtg"
        id={p.id}
        fields={[
          { key: 'name', label: t('setup.name'), current: p.name },
          field('types', (v) => words(t, v, (ty) => `mtg:type.${ty}`)),
          ...figures.map((k) => field(k)),
          field('keywords', (v) => words(t, v, (k) => `mtg:keyword.${k}`)),
          { ...field('colours', (v) => words(t, v, (c) => `mtg:colour.${c}`)), current: p.colours ?? [] },
          ...rare.map((k) => field(k, k === 'protection' ? (v) => words(t, v, (q) => `mtg:protection.${q}`) : undefined)),
        ]}
        word={(w) => tx(t, `mtg:keyword.${w}`, { defaultValue: w })}
        onRestore={(key, value) => put(key === 'types' ? withCardType(MTG_SETUP, p, value as readonly string[]) : { ...p, [key]: value })}
      />
      <button type="button" className="btn btn-primary" onClick={close}>
        {t('setup.done')}
      </button>
    </div>
  );
};

/** A copy keeps the original's looked-up sources; an id changed takes them along. */
const duplicate = (draft: MtgSetup, id: string): MtgSetup => {
  const next = duplicatePermanent(draft, id);
  const list = next.permanents ?? [];
  const copy = list[list.findIndex((p) => p.id === id) + 1];
  const source = getProvenance('mtg', id);
  if (source && copy) setProvenance('mtg', copy.id, source);
  return next;
};
const renamed = (from: string, to: string) => {
  const source = getProvenance('mtg', from);
  if (source) setProvenance('mtg', to, source);
};

const MtgSetupScreen = () => (
  <DescribedSetup<MtgSetup>
    game="mtg"
    spec={MTG_SETUP}
    fresh={newSetup}
    boards={MTG_BOARDS}
    editions={MTG_MANIFEST.editions}
    domains={setupDomains}
    tidy={tidySetup}
    seats={{ add: addPlayer, remove: removePlayer }}
    // Two to a row on a phone, three on a wider screen: a Commander table is four.
    playerGrid="grid grid-cols-2 gap-2 sm:grid-cols-3"
    more={{ player: ['poison', 'commanderDamage'], card: ['owner', 'deathtouched', 'protection', 'blockLimit', 'minBlockers', 'blockableOnlyBy', 'toxic', 'minusCounters'] }}
    AddCards={QuickEntry}
    duplicate={duplicate}
    onRenamed={renamed}
    cardTestId="setup-permanent"
    cardFields={{ controller: Controller, owner: Owner, keywords: Keywords, blockLimit: BlockLimit, protection: Protection, blockableOnlyBy: BlockableOnlyBy }}
    Summary={Summary}
    EditorEnd={Sources}
  />
);

export default MtgSetupScreen;
