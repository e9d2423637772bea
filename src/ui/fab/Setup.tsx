/**
 * Flesh and Blood board set-up, drawn from the game's set-up description (src/games/fab/setup.ts):
 * the heroes' life, action points and resources, the cards with the fields their types bring
 * (figures, an ally's life, keywords; folded under "more" the effect, triggers, flags and attack
 * limit). Drawn here: the card search and where a looked-up card's values came from, the keywords
 * as chips with their N (`ward 3`), the attack limit with "no limit", and a card's line in the list.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withCardType, type SetupObject } from '../../engine/setupSpec.ts';
import { withField } from '../../engine/setupDraft.ts';
import { CHAIN_LINK, FAB_BOARDS, FAB_CARDS, FAB_KEYWORDS, FAB_SETUP, isAlly, keywordEntry, keywordProblems, keywordWords, newSetup, NUMBERED, removeKeywordText, setKeywordN, setupDomains, toggleKeyword, withKeywordIds, type FabCardSetup, type FabSetup } from '../../games/fab/index.ts';
import { CardSources, SourceTag } from '../components/CardSources.tsx';
import { DescribedSetup } from '../components/DescribedSetup.tsx';
import { NumberField, NumberInput } from '../components/NumberField.tsx';
import { keepProvenance } from '../components/provenance.ts';
import { CheckField, useBothLanguages } from '../components/SetupParts.tsx';
import { tx } from '../i18n.ts';

const NS = ['common', 'fab'] as const;

/** The card search and its data: fetched when the judge opens it (issue 14). */
const CardSearch = lazy(() => import('./CardSearch.tsx'));

type Draw = { readonly card: SetupObject; readonly draft: FabSetup; readonly put: (card: SetupObject) => void };

/** "piercing 1" -> the keyword's own word and its number; unknown words stay as typed (the loader names them on start). */
const useKeywordText = () => {
  const { t } = useTranslation(NS);
  return (keyword: string): string => {
    const [, base = keyword, n] = /^(.*?)(?:\s+(\d+))?$/.exec(keyword) ?? [];
    const word = tx(t, `fab:keyword.${base}`, { defaultValue: base });
    return n === undefined ? word : `${word} ${n}`;
  };
};

/** The card search; the looked-up values' sources go with their cards (a card deleted or a new board drops them). */
const Search = ({ draft, add }: { draft: FabSetup; add: (next: FabSetup) => void }) => {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const ids = (draft.cards ?? []).map((c) => c.id).join('\n');
  useEffect(() => keepProvenance('fab', ids === '' ? [] : ids.split('\n')), [ids]);
  if (!open) {
    return (
      <button type="button" className="btn btn-primary w-full" onClick={() => setOpen(true)} data-testid="fab-search-open">
        {t('fab:ui.lookup.open')}
      </button>
    );
  }
  return (
    <Suspense fallback={<p className="card muted">{t('fab:ui.lookup.loading')}</p>}>
      <CardSearch setup={draft} onChange={(next) => add(next)} onClose={() => setOpen(false)} />
    </Suspense>
  );
};

/** Every keyword as a chip, a numbered one the card has with its N beside it; then where the card's values came from. */
const Keywords = ({ card, put }: Draw) => {
  const { t } = useTranslation(NS);
  const text = useKeywordText();
  const problems = keywordProblems(card);
  return (
    <>
      <fieldset className="col-span-2 text-sm" data-testid="keyword-chips">
        <legend className="label">{t('fab:ui.setup.keywords')}</legend>
        <div className="grid grid-cols-2 gap-1.5">
          {FAB_KEYWORDS.map((k) => {
            const entry = keywordEntry(card, k);
            const word = tx(t, `fab:keyword.${k}`);
            return (
              <div key={k} className={`flex min-h-11 items-center gap-1 rounded-lg border px-1.5 ${entry ? 'border-brand-700 bg-brand-50' : 'border-slate-300'}`}>
                <label className="flex min-w-0 flex-1 items-center gap-1.5 py-1">
                  <input type="checkbox" className="size-6 shrink-0 accent-brand-700" checked={entry !== undefined} onChange={() => put(toggleKeyword(card, k))} data-testid={`keyword-${k}`} />
                  <span className="min-w-0 break-words">{word}</span>
                </label>
                {entry && NUMBERED.includes(k) ? (
                  <NumberInput className="field w-12 shrink-0 px-1 text-center" min={0} max={99} label={t('fab:ui.setup.keywordN', { keyword: word })} value={entry.n ?? 0} onChange={(n) => put(setKeywordN(card, k, n ?? 0))} testId={`keyword-n-${k}`} />
                ) : null}
              </div>
            );
          })}
        </div>
        {problems.length > 0 ? (
          // Words the loader would refuse on start (from a file or the JSON): named here, in the screen's language, with a way out.
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
      <div className="col-span-2">
        <Sources card={card as FabCardSetup} put={put} text={text} />
      </div>
    </>
  );
};

const FIGURES = ['power', 'defense', 'cost', 'pitch', 'attackCost'] as const;

/** Where a looked-up card's values came from, each with the way back to it. */
const Sources = ({ card, put, text }: { card: FabCardSetup; put: (card: SetupObject) => void; text: (keyword: string) => string }) => {
  const { t } = useTranslation(NS);
  const list = (v: unknown, word: (x: string) => string) => (Array.isArray(v) && v.length > 0 ? v.map((x) => word(String(x))).join(t('listSeparator')) : '–');
  return (
    <CardSources
      game="fab"
      id={card.id}
      fields={[
        { key: 'name', label: t('setup.name'), current: card.name },
        { key: 'types', label: t('fab:ui.setup.types'), current: card.types, show: (v) => list(v, (ty) => tx(t, `fab:type.${ty}`, { defaultValue: ty })) },
        ...FIGURES.map((key) => ({ key, label: t(`fab:ui.setup.${key}`), current: card[key] })),
        ...(isAlly(card) ? [{ key: 'life', label: t('fab:ui.setup.life'), current: card.life }] : []),
        { key: 'keywords', label: t('fab:ui.setup.keywords'), current: card.keywords ?? [], show: (v) => list(v, text) },
      ]}
      word={(w) => tx(t, `fab:keyword.${w}`, { defaultValue: w })}
      onRestore={(key, value) => put(key === 'types' ? withCardType(FAB_SETUP, card, value as string[]) : withField(card, key, value))}
    />
  );
};

/** Attacks a turn: a number (1, once per turn, is the file's default and left out), or no limit (null). */
const AttackLimit = ({ card, put }: Draw) => {
  const { t } = useTranslation(NS);
  const limit = card['attackLimit'] === undefined ? 1 : (card['attackLimit'] as number | null);
  const set = (n: number | null) => put(withField(card, 'attackLimit', n === 1 ? undefined : n));
  return (
    <div className="col-span-2 flex flex-col gap-1">
      {limit === null ? (
        <p className="text-sm">
          {t('fab:ui.setup.attackLimit')}: {t('fab:ui.setup.noAttackLimit')}
        </p>
      ) : (
        <NumberField label={t('fab:ui.setup.attackLimit')} value={limit} min={0} max={9} onChange={set} testId="attack-limit" />
      )}
      <CheckField label={t('fab:ui.setup.noAttackLimit')} checked={limit === null} onChange={(on) => set(on ? null : 1)} testId="no-attack-limit" />
    </div>
  );
};

/** A card's line: its types, power and defense, an ally's life, owner and zone, keywords (and those the loader would refuse), a looked-up card's source. */
const Summary = ({ card: c }: { card: SetupObject }) => {
  const { t } = useTranslation(NS);
  const text = useKeywordText();
  const card = c as FabCardSetup;
  const problems = keywordProblems(card);
  const keywords = (card.keywords ?? []).filter((k) => !problems.includes(k));
  return (
    <>
      <span className="muted">{(card.types ?? []).map((ty) => tx(t, `fab:type.${ty}`, { defaultValue: ty })).join(t('listSeparator'))}</span>
      <span className="tabular-nums">{t('fab:ui.card.figure', { power: card.power ?? '–', defense: card.defense ?? '–' })}</span>
      {isAlly(card) ? <span className="tabular-nums">{t('fab:ui.setup.life')} {card.life ?? '–'}</span> : null}
      <span className="muted">
        {t('playerName', { id: card.owner })} · {tx(t, `fab:zone.${card.zone}`, { defaultValue: card.zone })}
      </span>
      {keywords.length > 0 ? <span className="muted">{keywords.map(text).join(t('listSeparator'))}</span> : null}
      {problems.length > 0 ? <span className="text-sm font-medium text-red-800">{problems.map((k) => t('fab:ui.setup.unknownKeyword', { word: k })).join(' ')}</span> : null}
      <SourceTag game="fab" id={card.id} />
    </>
  );
};

/** Folded under "more": what most cards do without. */
const MORE = ['effect', 'triggers', 'illusionist', 'asInstant', 'attackLimit', 'attacksThisTurn'] as const;

const FabSetupScreen = () => {
  // Keywords in either language's words are read as the engine's ids.
  const words = useBothLanguages('fab', keywordWords);
  return (
    <DescribedSetup<FabSetup>
      game="fab"
      spec={FAB_SETUP}
      fresh={newSetup}
      read={(draft) => withKeywordIds(draft, words())}
      boards={FAB_BOARDS}
      cards={FAB_CARDS}
      cardColumns="grid-cols-2 sm:grid-cols-4"
      domains={setupDomains}
      namedIds={{ [CHAIN_LINK]: 'fab:ui.effect.chainLink' }}
      playerGrid="grid grid-cols-1 gap-3 sm:grid-cols-2"
      AddCards={Search}
      cardFields={{ keywords: Keywords, attackLimit: AttackLimit }}
      more={{ card: MORE }}
      Summary={Summary}
    />
  );
};

export default FabSetupScreen;
