/** MTG board set-up: players and life, permanents by quick entry or by form, then start the combat. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../components/NumberField.tsx';
import { keepProvenance, setProvenance, useProvenance } from '../components/provenance.ts';
import { BoardPresetButtons, SetupCardRow, SetupPlayers, SetupScreen } from '../components/SetupParts.tsx';
import { clipName, MAX_TITLE_LENGTH } from '../components/setupDraft.ts';
import { MTG_MANIFEST } from '../../games/mtg/manifest.ts';
import { tx } from '../i18n.ts';
import { setupFigure } from './format.ts';
import { PermanentEditor } from './PermanentEditor.tsx';
import { COLOURS, PERMANENT_TYPES } from '../../games/mtg/types.ts';
import type { PermanentSetup } from './quickEntry.ts';
import { QuickEntry } from './QuickEntry.tsx';
import { useAfterFirstPaint } from '../components/progressive.ts';
import {
  addPlayer,
  BOARD_PRESETS,
  boardPreset,
  commandersAgainst,
  duplicatePermanent,
  MAX_PLAYERS,
  MIN_PLAYERS,
  readSetup,
  removePermanent,
  removePlayer,
  setCommanderDamage,
  setLife,
  setPoison,
  updatePermanent,
  type MtgSetup as SetupData,
  type PlayerSetup,
} from './setupModel.ts';

const PermanentRow = ({ setup, p, onChange, fresh = false }: { setup: SetupData; p: PermanentSetup; onChange: (next: SetupData) => void; fresh?: boolean }) => {
  const { t } = useTranslation(['common', 'mtg']);
  // A permanent added with the form opens in its editor, the name field focused.
  const [editing, setEditing] = useState(fresh);
  const source = useProvenance('mtg', p.id);
  const figure = setupFigure(p);
  // The other fields a Commander board or an odd card sets, in the board's words.
  const extras = [
    ...(p.colours ?? []).map((c) => tx(t, `mtg:colour.${c}`)),
    ...(p.protection ?? []).map((q) => tx(t, `mtg:protection.${q}`)),
    ...(p.toxic ? [t('mtg:figure.toxic', { n: p.toxic })] : []),
    ...(p.blockLimit !== undefined && p.blockLimit !== 1 ? [t('mtg:figure.blockLimit', { n: p.blockLimit === 'any' ? t('mtg:setup.blockLimitAny') : p.blockLimit })] : []),
    ...(p.minBlockers !== undefined && p.minBlockers > 1 ? [t('mtg:figure.minBlockers', { n: p.minBlockers })] : []),
    ...(p.blockableOnlyBy !== undefined && p.blockableOnlyBy.length > 0
      ? [t('mtg:figure.blockableOnlyBy', { qualities: p.blockableOnlyBy.map((q) => qualityWord(t, q)).join(t('listSeparator')) })]
      : []),
    ...(p.minusCounters ? [t('mtg:figure.minusCounters', { n: p.minusCounters })] : []),
  ];
  return (
    <SetupCardRow
      id={p.id}
      testId="setup-permanent"
      srName={p.name}
      editing={editing}
      onEdit={setEditing}
      onDuplicate={() => {
        const next = duplicatePermanent(setup, p.id);
        const copy = next.permanents[next.permanents.findIndex((x) => x.id === p.id) + 1];
        if (source && copy) setProvenance('mtg', copy.id, source);
        onChange(next);
      }}
      onDelete={() => onChange(removePermanent(setup, p.id))}
      summary={
        <>
          <span className="min-w-0 font-semibold">{p.name || p.id}</span>
          <span className="tabular-nums">{figure.kind === 'pt' ? figure.text : t(`mtg:figure.${figure.kind}`, { n: figure.text })}</span>
          <span className="muted">{t('playerName', { id: p.controller })}</span>
          {p.keywords.length > 0 ? <span className="muted">{p.keywords.map((k) => t(`mtg:keyword.${k}`, { defaultValue: k })).join(t('listSeparator'))}</span> : null}
          {p.damage > 0 ? <span className="muted">{t('mtg:figure.damage', { n: p.damage })}</span> : null}
          {p.tapped ? <span className="muted">{t('mtg:setup.tapped')}</span> : null}
          {p.summoningSick ? <span className="muted">{t('mtg:setup.summoningSick')}</span> : null}
          {p.commander === true ? <span className="rounded bg-amber-100 px-1 text-sm font-semibold text-amber-900">{t('mtg:mark.commander')}</span> : null}
          {extras.length > 0 ? <span className="muted">{extras.join(t('listSeparator'))}</span> : null}
          {source ? (
            <span className="rounded bg-slate-100 px-1 text-xs text-slate-700" data-testid="card-source-tag">
              {t(`lookup.source.${source.source}`)}
            </span>
          ) : null}
        </>
      }
      editor={<PermanentEditor setup={setup} permanent={p} focusName={fresh} onChange={(next, type) => onChange(updatePermanent(setup, p.id, next, type))} onDone={() => setEditing(false)} />}
    />
  );
};

/** A colour, a card type or a keyword in the board's words. */
const qualityWord = (t: (...args: never[]) => unknown, q: string): string =>
  tx(t, (COLOURS as readonly string[]).includes(q) ? `mtg:colour.${q}` : (PERMANENT_TYPES as readonly string[]).includes(q) ? `mtg:type.${q}` : `mtg:keyword.${q}`);

/** One player: life, and folded under it poison counters and the damage each other player's commander has dealt them. */
const PlayerFields = ({ setup, p, onChange }: { setup: SetupData; p: PlayerSetup; onChange: (next: SetupData) => void }) => {
  const { t } = useTranslation(['common', 'mtg']);
  const name = t('playerName', { id: p.id });
  const commanders = commandersAgainst(setup, p.id);
  const taken = (p.poison ?? 0) > 0 || Object.keys(p.commanderDamage ?? {}).length > 0;
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-lg border border-slate-200 p-2" data-testid={`setup-player-${p.id}`}>
      <div className="flex min-h-8 items-center justify-between gap-1">
        <span className="min-w-0 text-sm font-semibold break-words">{name}</span>
        {setup.players.length > MIN_PLAYERS ? (
          <button
            type="button"
            className="btn btn-small btn-danger w-10 shrink-0 px-0"
            aria-label={`${t('mtg:setup.removePlayer')} ${name}`}
            title={t('mtg:setup.removePlayer')}
            onClick={() => onChange(removePlayer(setup, p.id))}
            data-testid={`remove-player-${p.id}`}
          >
            <span aria-hidden="true">✕</span>
          </button>
        ) : null}
      </div>
      <NumberField label={t('setup.life', { player: name })} value={p.life} onChange={(life) => onChange(setLife(setup, p.id, life))} testId={`life-input-${p.id}`} />
      <details open={taken ? true : undefined} data-testid={`player-more-${p.id}`}>
        <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold">{t('mtg:setup.playerMore')}</summary>
        <div className="flex flex-col gap-2">
          <NumberField label={t('mtg:setup.poison')} value={p.poison ?? 0} min={0} max={99} onChange={(n) => onChange(setPoison(setup, p.id, n))} testId={`poison-input-${p.id}`} />
          {commanders.length === 0 ? <p className="muted text-xs">{t('mtg:setup.noCommanders')}</p> : null}
          {commanders.map((c) => (
            <NumberField
              key={c.id}
              label={t('mtg:setup.commanderDamageFrom', { name: c.name || c.id })}
              value={p.commanderDamage?.[c.id] ?? 0}
              min={0}
              max={99}
              onChange={(n) => onChange(setCommanderDamage(setup, p.id, c.id, n))}
              testId={`commander-damage-${p.id}-${c.id}`}
            />
          ))}
        </div>
      </details>
    </div>
  );
};

const Players = ({ setup, onChange }: { setup: SetupData; onChange: (next: SetupData) => void }) => {
  const { t } = useTranslation(['common', 'mtg']);
  return (
    <SetupPlayers
      players={setup.players}
      active={setup.active}
      onPick={(player) => onChange({ ...setup, active: player })}
      grid="grid grid-cols-2 gap-2 sm:grid-cols-3"
      after={
        setup.players.length < MAX_PLAYERS ? (
          <button type="button" className="btn btn-small mt-3 w-full" onClick={() => onChange(addPlayer(setup))} data-testid="add-player">
            {t('mtg:setup.addPlayer', { count: setup.players.length })}
          </button>
        ) : null
      }
    >
      {setup.players.map((p) => (
        <PlayerFields key={p.id} setup={setup} p={p} onChange={onChange} />
      ))}
    </SetupPlayers>
  );
};

const MtgSetup = () => {
  const { t } = useTranslation(['common', 'mtg']);
  const [fresh, setFresh] = useState<string | null>(null);
  const rows = useAfterFirstPaint();
  const editions = MTG_MANIFEST.editions;
  return (
    <SetupScreen game="mtg" read={readSetup}>
      {({ draft, setup, change: save, edit, names }) => {
        // The looked-up values' sources go with their permanents: one deleted or a new board drops them.
        const change = (next: SetupData) => {
          keepProvenance('mtg', next.permanents.map((p) => p.id));
          save(next);
        };
        return (
        <>
          <section className="card grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor="setup-title" className="label">
                {t('setup.scenarioTitle')}
              </label>
              <input id="setup-title" className="field" value={draft.title ?? ''} maxLength={MAX_TITLE_LENGTH} onChange={(e) => edit({ title: clipName(e.target.value, MAX_TITLE_LENGTH) })} />
            </div>
            <div>
              <label htmlFor="setup-edition" className="label">
                {t('start.edition')}
              </label>
              <select id="setup-edition" className="field" value={draft.rules} onChange={(e) => edit({ rules: e.target.value })}>
                {editions.map((e) => (
                  <option key={e} value={e}>
                    {e}
                  </option>
                ))}
              </select>
            </div>
          </section>
          <BoardPresetButtons
            title={t('mtg:ui.setup.presets')}
            hint={t('mtg:ui.setup.presetsHint')}
            presets={BOARD_PRESETS}
            label={(p) => tx(t, `mtg:ui.setup.preset.${p}`)}
            onPick={(p) => change(boardPreset(p, names))}
          />
          <Players setup={setup} onChange={change} />
          <QuickEntry
            setup={setup}
            onAdd={(next, open) => {
              setFresh(open ?? null);
              change(next);
            }}
          />
          <section aria-labelledby="permanents-title">
            <h3 id="permanents-title" className="mb-2 text-base font-semibold">
              {t('mtg:setup.permanents', { count: setup.permanents.length })}
            </h3>
            {setup.permanents.length === 0 ? <p className="muted">{t('mtg:setup.noPermanents')}</p> : null}
            <ul className="flex flex-col gap-2">
              {/* Under the fold on a phone: drawn once the top of the screen has been painted. */}
              {rows ? setup.permanents.map((p) => <PermanentRow key={p.id} setup={setup} p={p} onChange={change} fresh={p.id === fresh} />) : null}
            </ul>
          </section>
        </>
        );
      }}
    </SetupScreen>
  );
};

export default MtgSetup;
