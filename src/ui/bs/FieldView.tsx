/**
 * The Battle Spirits table as a player sees it: for each side its cores (life, reserve, trash,
 * and where the soul core is) and its field, each spirit drawn as a card with its current BP,
 * symbols and cores, turned sideways when exhausted. Everything comes from view(state).
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BsModule, CardView, CoreView } from '../../games/bs/types.ts';
import type { NameOf } from '../../text/describe.ts';
import { tx } from '../i18n.ts';
import type { MiddleProps } from '../kit/binding.ts';
import { TableCard, TableSides } from '../kit/TableView.tsx';
import { LARGE } from '../kit/largeBoard.tsx';

const NS = ['common', 'bs'] as const;

/** The soul core's mark: a double ring, as the core looks on the table. */
export const SoulMark = ({ label }: { label: string }) => (
  <span className="inline-flex size-4 shrink-0 items-center justify-center rounded-full border-2 border-amber-600 bg-amber-200" title={label}>
    <span className="size-1.5 rounded-full bg-amber-700" aria-hidden="true" />
    <span className="sr-only">{label}</span>
  </span>
);

/** BP with the printed one beside it when an effect changed it. */
export const Bp = ({ bp, base, className = '' }: { bp: number | null; base: number | null; className?: string }) => {
  const { t } = useTranslation(NS);
  if (bp === null) return null;
  const changed = base !== null && base !== bp;
  return (
    <span className={`tabular-nums ${className}`}>
      <span className={`font-bold ${changed ? (bp > base ? 'text-emerald-800' : 'text-red-800') : ''}`}>BP {bp}</span>
      {changed ? <span className="ml-1 text-[0.7rem] font-normal text-slate-700">({t('bs:ui.card.base', { bp: base })})</span> : null}
    </span>
  );
};

/** The open flash timing at a glance: which one, who holds the flash right, the passes in a row so far. */
export const FlashChips = ({ timing, holder, passes, testId }: { timing: 1 | 2 | null; holder: string; passes: number; testId: string }) => {
  const { t } = useTranslation(NS);
  const chip = 'rounded-md bg-amber-100 px-1.5 py-0.5 ring-1 ring-amber-300';
  return (
    <p className="flex flex-wrap gap-1 text-sm" data-testid={testId}>
      {timing === null ? null : <span className={`${chip} font-semibold`}>{tx(t, `bs:step.flash-${timing}`)}</span>}
      <span className={chip}>{t('bs:ui.flash.holder', { player: holder })}</span>
      <span className={`${chip} tabular-nums`}>{t('bs:ui.flash.passes', { n: passes })}</span>
    </p>
  );
};

/**
 * One card on the field. Refreshed: upright (portrait). Exhausted: turned sideways (landscape),
 * as the card lies on the table, with the word too, so the state never rests on shape alone. On
 * a large field (more than LARGE a side) three short lines: its name, its BP, then its state,
 * symbols, cores and keywords. Memoised: the store shares an unchanged card's view between
 * frames, so an action redraws only the cards it changed.
 */
export const FieldCard = memo(({ card, highlight = false, compact = false }: { card: CardView; highlight?: boolean; compact?: boolean }) => {
  const { t } = useTranslation(NS);
  const symbols = <span className="whitespace-nowrap">{t('bs:ui.card.symbols', { n: card.symbols })}</span>;
  const cores = (
    <span className="inline-flex items-center gap-0.5 whitespace-nowrap">
      {t('bs:ui.card.cores', { n: card.cores })}
      {card.soulCore ? <SoulMark label={t('bs:ui.card.soulCore')} /> : null}
    </span>
  );
  const keywords = card.keywords.map((k) => `【${tx(t, `bs:keyword.${k}`)}】`).join('');
  return (
    <TableCard
      id={card.id}
      name={card.name}
      turned={card.exhausted}
      state={card.exhausted ? t('bs:ui.card.exhausted') : t('bs:ui.card.refreshed')}
      highlight={highlight}
      sizes={{ slot: 'min-h-[8rem]', upright: 'h-[8rem] w-[6rem]', turned: 'h-[5.75rem]' }}
      data={{ 'data-exhausted': card.exhausted, 'data-bp': card.bp ?? undefined }}
      compact={compact}
      marks={
        <>
          {symbols}
          {cores}
          {keywords === '' ? null : <span className="truncate">{keywords}</span>}
        </>
      }
    >
      {compact ? (
        <Bp bp={card.bp} base={card.baseBp} />
      ) : (
        <>
          <Bp bp={card.bp} base={card.baseBp} className="text-xs" />
          <span className="flex flex-wrap items-center gap-x-1.5 text-slate-800">
            {symbols}
            {cores}
          </span>
          {keywords === '' ? null : <span className="truncate text-slate-800">{keywords}</span>}
        </>
      )}
    </TableCard>
  );
});

/** A count of cores with the soul core marked when it is there. */
const Count = ({ label, n, soul, soulLabel, testId }: { label: string; n: number; soul: boolean; soulLabel: string; testId: string }) => (
  <div className="flex min-w-0 flex-col items-center rounded-lg border border-slate-300 bg-slate-50 px-1 py-1">
    <dt className="text-xs text-slate-700">{label}</dt>
    <dd className="flex items-center gap-1 text-xl font-bold tabular-nums">
      <span data-testid={testId}>{n}</span>
      {soul ? <SoulMark label={soulLabel} /> : null}
    </dd>
  </div>
);

/** Memoised: the cores' view is shared between frames while they stay the same. */
export const Cores = memo(({ player, cores, nameOf }: { player: string; cores: CoreView; nameOf: NameOf }) => {
  const { t } = useTranslation(NS);
  const soulLabel = t('bs:ui.cores.soulHere');
  const place = cores.soulCore;
  const onCard = place !== null && place !== 'life' && place !== 'reserve' && place !== 'trash';
  return (
    <div>
      <dl className="grid grid-cols-3 gap-1" aria-label={t('bs:ui.cores.title', { player: nameOf(player) })}>
        <Count label={t('bs:ui.cores.life')} n={cores.life} soul={place === 'life'} soulLabel={soulLabel} testId={`core-life-${player}`} />
        <Count label={t('bs:ui.cores.reserve')} n={cores.reserve} soul={place === 'reserve'} soulLabel={soulLabel} testId={`reserve-${player}`} />
        <Count label={t('bs:ui.cores.trash')} n={cores.trash} soul={place === 'trash'} soulLabel={soulLabel} testId={`trash-cores-${player}`} />
      </dl>
      <p className="mt-1 flex items-center gap-1 text-xs text-slate-700" data-testid={`soul-core-${player}`}>
        {place === null ? t('bs:ui.cores.soulNone') : onCard ? t('bs:ui.cores.soulOn', { name: nameOf(place) }) : null}
      </p>
    </div>
  );
});

export const FieldView = ({ view, nameOf }: MiddleProps<BsModule>) => {
  const { t } = useTranslation(NS);
  const fighting = new Set(view.battle?.underway ? [view.battle.attacker, view.battle.blocker ?? ''] : []);
  // A large field (thirty spirits a side) is drawn compact: a few screens instead of dozens on a phone.
  const compact = view.zones.some((z) => z.zone === 'field' && z.cards.length > LARGE);
  return (
    <TableSides
      game="bs"
      title={t('bs:ui.field.title')}
      players={view.players}
      sideLabel={(p) => t('bs:ui.field.cards', { player: nameOf(p.id) })}
      sideTitle={(p) => t('bs:ui.field.side', { player: nameOf(p.id), role: p.active ? t('life.active') : t('life.defending') })}
      renderCounts={(p) => {
        const cores = view.cores[p.id];
        return cores ? <Cores player={p.id} cores={cores} nameOf={nameOf} /> : null;
      }}
      zones={view.zones}
      renderCard={(id) => {
        const card = view.cards[id];
        return card ? <FieldCard key={card.id} card={card} highlight={fighting.has(card.id)} compact={compact} /> : null;
      }}
      empty={t('bs:ui.field.empty')}
    />
  );
};
