/**
 * Battle Spirits board set-up, drawn from the game's set-up description (src/games/bs/setup.ts):
 * each player's cores and where the soul core is, the cards with the fields their type brings
 * (BP, symbols, cores, 【激突】/【聖命】, 『アタック時』/『ブロック時』, flash magic with its cost).
 * Drawn here: the soul core's places in words, the first turn, and a card's line in the list.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BS_BOARDS, BS_CARDS, BS_SETUP, isFighterType, newSetup, setupDomains, SOUL_PLACES, tidySetup, type BsSetup } from '../../games/bs/index.ts';
import type { SetupObject } from '../../engine/setupSpec.ts';
import { DescribedSetup } from '../components/DescribedSetup.tsx';
import { setupKeys } from '../components/SetupFields.tsx';
import { SelectField } from '../components/Select.tsx';
import { useSetupName } from '../components/SetupParts.tsx';
import { tx } from '../i18n.ts';
import { useTermText } from '../kit/Term.tsx';
import { effectTerm } from './format.ts';

const NS = ['common', 'bs'] as const;
const EFFECT_SLOTS = ['onAttack', 'onBlock', 'flash'] as const;

const SoulCore = ({ draft: setup, player, change: onChange }: { draft: BsSetup; player: string; change: (next: BsSetup) => void }) => {
  const { t } = useTranslation(NS);
  const nameOf = useSetupName({ players: setup.players, cards: setup.cards ?? [] });
  const id = useId();
  const place = (p: string) => ((SOUL_PLACES as readonly string[]).includes(p) ? tx(t, `bs:ui.setup.soulPlace.${p}`) : t('bs:ui.setup.soulPlace.card', { name: nameOf(p) }));
  const now = setup.players.find((p) => p.id === player)?.soulCore;
  const set = (value: string) => onChange({ ...setup, players: setup.players.map((p) => (p.id !== player ? p : value === '' ? { id: p.id, life: p.life, reserve: p.reserve, trashCores: p.trashCores } : { ...p, soulCore: value })) });
  return (
    <SelectField
      id={`${id}-soul`}
      label={tx(t, setupKeys('bs').player('soulCore'))}
      selectClassName="field px-2 text-sm"
      value={now ?? ''}
      options={[{ value: '', label: t('bs:ui.setup.soulPlace.none') }, ...setupDomains(setup)('soulCore', player).map((p) => ({ value: p, label: place(p) }))]}
      onChange={set}
      testId={`soul-input-${player}`}
    />
  );
};

const FirstTurn = ({ draft: setup, change: onChange }: { draft: BsSetup; change: (next: BsSetup) => void }) => {
  const { t } = useTranslation(NS);
  return (
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
  );
};

/** A card's line: its type, BP, symbols and cores (or cost), owner, zone, exhausted, keywords. */
const Summary = ({ card }: { card: SetupObject }) => {
  const { t } = useTranslation(NS);
  const type = String(card['type']);
  const keywords = Array.isArray(card['keywords']) ? (card['keywords'] as string[]) : [];
  return (
    <>
      <span className="muted">{tx(t, `bs:type.${type}`, { defaultValue: type })}</span>
      {isFighterType(type) ? <span className="text-sm tabular-nums">{t('bs:ui.card.figure', { bp: String(card['bp'] ?? '–'), symbols: Number(card['symbols'] ?? 1), cores: Number(card['cores'] ?? 0) })}</span> : null}
      {type === 'magic' ? <span className="text-sm tabular-nums">{t('bs:ui.flash.cost', { cost: Number(card['cost'] ?? 0) })}</span> : null}
      <span className="muted">
        {t('playerName', { id: String(card['owner']) })} · {tx(t, `bs:zone.${String(card['zone'])}`, { defaultValue: String(card['zone']) })}
        {card['exhausted'] === true ? ` · ${t('bs:ui.card.exhausted')}` : ''}
      </span>
      {keywords.length > 0 ? <span className="text-sm">{keywords.map((k) => `【${tx(t, `bs:keyword.${k}`, { defaultValue: k })}】`).join('')}</span> : null}
    </>
  );
};

/** The card's manual effects in words. */
const Effects = ({ card, draft: setup }: { card: SetupObject; draft: BsSetup }) => {
  const { t } = useTranslation(NS);
  const termText = useTermText('bs', useSetupName({ players: setup.players, cards: setup.cards ?? [] }));
  const effects = EFFECT_SLOTS.flatMap((slot) => {
    const e = card[slot] as ({ readonly kind: string } & SetupObject) | undefined;
    return e ? [{ slot, text: termText(effectTerm(e)) }] : [];
  });
  if (effects.length === 0) return null;
  return (
    <ul className="mt-1 text-xs text-slate-800">
      {effects.map((e) => (
        <li key={e.slot}>
          <span className="font-semibold">{tx(t, `bs:ui.setup.effect.${e.slot}`)}</span>: {e.text}
        </li>
      ))}
    </ul>
  );
};

const BsSetupScreen = () => (
  <DescribedSetup<BsSetup>
    game="bs"
    spec={BS_SETUP}
    fresh={newSetup as () => BsSetup}
    boards={BS_BOARDS}
    cards={BS_CARDS}
    cardColumns="grid-cols-1 sm:grid-cols-3"
    domains={setupDomains}
    tidy={tidySetup}
    // Side by side even on a phone: the two players' cores are compared more than they are read.
    playerGrid="grid grid-cols-2 gap-2"
    playerFields={{ soulCore: SoulCore }}
    PlayersAfter={FirstTurn}
    Summary={Summary}
    Details={Effects}
  />
);

export default BsSetupScreen;
