/**
 * The Battle Spirits table as a player sees it: for each side its cores (life, reserve, trash,
 * and where the soul core is) and its field, each spirit drawn as a card with its current BP,
 * symbols and cores, turned sideways when exhausted. Everything comes from view(state).
 */
import { useTranslation } from 'react-i18next';
import type { BsModule, CardView, CoreView } from '../../games/bs/types.ts';
import type { NameOf } from '../../text/describe.ts';
import { tx } from '../i18n.ts';
import type { MiddleProps } from '../kit/binding.ts';

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
 * as the card lies on the table, with the word too, so the state never rests on shape alone.
 */
export const FieldCard = ({ card, highlight = false }: { card: CardView; highlight?: boolean }) => {
  const { t } = useTranslation(NS);
  const state = card.exhausted ? t('bs:ui.card.exhausted') : t('bs:ui.card.refreshed');
  return (
    <li className="flex min-h-[8rem] items-center justify-center" data-testid={`field-${card.id}`} data-exhausted={card.exhausted} data-bp={card.bp ?? undefined}>
      <div
        className={`flex flex-col gap-0.5 rounded-lg border-2 bg-white p-1.5 text-[0.7rem] leading-tight shadow-sm transition-[width,height] ${
          card.exhausted ? 'h-[5.75rem] w-full border-slate-400 bg-slate-100' : 'h-[8rem] w-[6rem] border-slate-500'
        } ${highlight ? 'ring-2 ring-brand-600 ring-offset-1' : ''}`}
      >
        <span className={`font-semibold text-slate-900 ${card.exhausted ? 'truncate' : 'line-clamp-2'}`}>{card.name}</span>
        <Bp bp={card.bp} base={card.baseBp} className="text-xs" />
        <span className="flex flex-wrap items-center gap-x-1.5 text-slate-800">
          <span className="whitespace-nowrap">{t('bs:ui.card.symbols', { n: card.symbols })}</span>
          <span className="inline-flex items-center gap-0.5 whitespace-nowrap">
            {t('bs:ui.card.cores', { n: card.cores })}
            {card.soulCore ? <SoulMark label={t('bs:ui.card.soulCore')} /> : null}
          </span>
        </span>
        {card.keywords.length > 0 ? <span className="truncate text-slate-800">{card.keywords.map((k) => `【${tx(t, `bs:keyword.${k}`)}】`).join('')}</span> : null}
        <span className={`mt-auto self-start rounded px-1 font-semibold ${card.exhausted ? 'bg-slate-700 text-white' : 'bg-emerald-100 text-emerald-900'}`}>
          {card.exhausted ? <span aria-hidden="true">↻ </span> : null}
          {state}
        </span>
      </div>
    </li>
  );
};

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

export const Cores = ({ player, cores, nameOf }: { player: string; cores: CoreView; nameOf: NameOf }) => {
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
};

export const FieldView = ({ view, nameOf }: MiddleProps<BsModule>) => {
  const { t } = useTranslation(NS);
  // The defender across the table first, the turn player nearest, as the attacker sees the game.
  const sides = view.players.toSorted((a, b) => Number(a.active) - Number(b.active));
  const fighting = new Set(view.battle?.underway ? [view.battle.attacker, view.battle.blocker ?? ''] : []);
  return (
    <section className="card" aria-labelledby="bs-field-title" data-testid="bs-field">
      <h2 id="bs-field-title" className="card-title">
        {t('bs:ui.field.title')}
      </h2>
      <div className="flex flex-col gap-3">
        {sides.map((p) => {
          const cores = view.cores[p.id];
          const field = view.zones.find((z) => z.player === p.id && z.zone === 'field')?.cards ?? [];
          return (
            <section key={p.id} className={`rounded-lg border p-2 ${p.active ? 'border-brand-700/40 bg-brand-50/40' : 'border-slate-300'}`} aria-label={t('bs:ui.field.cards', { player: nameOf(p.id) })} data-testid={`side-${p.id}`}>
              <h3 className="mb-1 text-sm font-semibold">{t('bs:ui.field.side', { player: nameOf(p.id), role: p.active ? t('life.active') : t('life.defending') })}</h3>
              {cores ? <Cores player={p.id} cores={cores} nameOf={nameOf} /> : null}
              {field.length === 0 ? (
                <p className="muted mt-1">{t('bs:ui.field.empty')}</p>
              ) : (
                <ul className="mt-2 grid grid-cols-2 gap-1.5 sm:grid-cols-4">
                  {field.map((line) => {
                    const card = view.cards[line.id];
                    return card ? <FieldCard key={card.id} card={card} highlight={fighting.has(card.id)} /> : null;
                  })}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </section>
  );
};
