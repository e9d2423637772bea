/**
 * The Phantom Magic Vision table as a player sees it: for each side its life, deck and node area
 * (active and sleeping nodes), then its characters on the field, each with its current 攻撃力 and
 * 耐久力, the damage marked on it, its 戦術 and 種族, turned sideways when it sleeps. Everything
 * comes from view(state).
 */
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardView, Nodes, PmvModule } from '../../games/pmv/types.ts';
import type { NameOf } from '../../text/describe.ts';
import { tx } from '../i18n.ts';
import type { MiddleProps } from '../kit/binding.ts';
import { TableCard, TableSides } from '../kit/TableView.tsx';
import { LARGE } from '../kit/largeBoard.tsx';

const NS = ['common', 'pmv'] as const;

const tone = (now: number, base: number) => (now > base ? 'text-emerald-800' : now < base ? 'text-red-800' : '');

/** 攻撃力／耐久力 with the printed figures beside them when a 戦闘修正 changed them. */
export const Stats = ({ card, className = '' }: { card: CardView; className?: string }) => {
  const { t } = useTranslation(NS);
  const changed = card.attack !== card.baseAttack || card.toughness !== card.baseToughness;
  return (
    <span className={`tabular-nums ${className}`}>
      <span className="sr-only">{t('pmv:ui.card.statsLabel', { attack: card.attack, toughness: card.toughness })}</span>
      <span className="font-bold" aria-hidden="true">
        <span className={tone(card.attack, card.baseAttack)}>{card.attack}</span>／<span className={tone(card.toughness, card.baseToughness)}>{card.toughness}</span>
      </span>
      {changed ? <span className="ml-1 text-[0.7rem] font-normal text-slate-700">({t('pmv:ui.card.printed', { attack: card.baseAttack, toughness: card.baseToughness })})</span> : null}
    </span>
  );
};

/** The 戦術 as the cards print them, each in the screen's words. */
export const tacticsText = (t: (...args: never[]) => unknown, tactics: readonly string[]): string => tactics.map((k) => `《${tx(t, `pmv:tactic.${k}`)}》`).join('');

/**
 * One character on the field. Active: upright (portrait). Sleeping: turned sideways (landscape),
 * as the card lies on the table, with the word too, so the state never rests on shape alone. On
 * a large field (more than LARGE a side) three short lines: its name, its 攻撃力／耐久力 and the
 * damage on it, then its state, 戦術, graze and 種族. Memoised: the store shares an unchanged
 * card's view between frames, so an action redraws only the cards it changed.
 */
export const FieldCard = memo(({ card, highlight = false, compact = false }: { card: CardView; highlight?: boolean; compact?: boolean }) => {
  const { t } = useTranslation(NS);
  const damage = (className: string) =>
    card.damage > 0 ? (
      <span className={`${className} rounded bg-red-100 px-1 font-semibold text-red-900 ring-1 ring-red-300`} data-testid={`damage-${card.id}`}>
        {t('pmv:ui.card.damage', { n: card.damage })}
      </span>
    ) : null;
  const more = [tacticsText(t, card.tactics), card.graze > 0 ? t('pmv:ui.card.graze', { n: card.graze }) : '', card.races.join('・'), card.kesshiImmune ? t('pmv:mark.kesshiImmune') : ''].filter((x) => x !== '').join(' ');
  return (
    <TableCard
      id={card.id}
      name={card.name}
      turned={card.sleep}
      state={card.sleep ? t('pmv:ui.card.sleep') : t('pmv:ui.card.active')}
      highlight={highlight}
      sizes={{ slot: 'min-h-[7.5rem]', upright: 'min-h-[7.5rem] w-[6.5rem]', turned: 'min-h-[5.5rem]' }}
      data={{ 'data-sleep': card.sleep, 'data-damage': card.damage, 'data-attack': card.attack, 'data-toughness': card.toughness }}
      compact={compact}
      marks={more === '' ? null : <span className="truncate">{more}</span>}
    >
      <span className="flex flex-wrap items-baseline gap-x-1">
        <span className="text-slate-700">{t('pmv:ui.card.statsShort')}</span>
        <Stats card={card} className={compact ? '' : 'text-sm'} />
        {compact ? damage('') : null}
      </span>
      {compact ? null : (
        <>
          {damage('self-start')}
          {card.tactics.length > 0 ? <span className="text-slate-900">{tacticsText(t, card.tactics)}</span> : null}
          <span className="flex flex-wrap gap-x-1.5 text-slate-800">
            {card.graze > 0 ? <span className="whitespace-nowrap">{t('pmv:ui.card.graze', { n: card.graze })}</span> : null}
            {card.races.length > 0 ? <span className="truncate">{card.races.join('・')}</span> : null}
          </span>
          {card.kesshiImmune ? <span className="text-slate-800">{t('pmv:mark.kesshiImmune')}</span> : null}
        </>
      )}
    </TableCard>
  );
});

const Count = ({ label, children, className = '' }: { label: string; children: ReactNode; className?: string }) => (
  <div className={`flex min-w-0 flex-col items-center rounded-lg border border-slate-300 bg-slate-50 px-1 py-1 ${className}`}>
    <dt className="text-center text-xs text-slate-700">{label}</dt>
    <dd className="flex items-baseline gap-3 text-xl font-bold tabular-nums">{children}</dd>
  </div>
);

const NO_NODES = { active: 0, sleep: 0 } as const;

/**
 * Life, deck and the node area (active and sleeping nodes): the counts a judge checks after every
 * cost and graze. Memoised on the figures themselves, so an action that changed none redraws nothing.
 */
export const Counts = memo(({ player, nodes, deck, life, nameOf }: { player: string; nodes: Nodes | undefined; deck: number; life: number; nameOf: NameOf }) => {
  const { t } = useTranslation(NS);
  const { active, sleep } = nodes ?? NO_NODES;
  return (
    <dl className="grid grid-cols-4 gap-1" aria-label={t('pmv:ui.counts.title', { player: nameOf(player) })}>
      <Count label={t('pmv:ui.counts.life')}>
        <span data-testid={`side-life-${player}`}>{life}</span>
      </Count>
      <Count label={t('pmv:ui.counts.deck')}>
        <span data-testid={`deck-${player}`}>{deck}</span>
      </Count>
      <Count label={t('pmv:ui.counts.nodes')} className="col-span-2">
        <span className="flex flex-col items-center leading-none">
          <span data-testid={`nodes-active-${player}`}>{active}</span>
          <span className="text-[0.7rem] font-normal text-slate-700">{t('pmv:ui.counts.active')}</span>
        </span>
        <span className="flex flex-col items-center leading-none">
          <span data-testid={`nodes-sleep-${player}`}>{sleep}</span>
          <span className="text-[0.7rem] font-normal text-slate-700">{t('pmv:ui.counts.sleep')}</span>
        </span>
      </Count>
    </dl>
  );
});

export const FieldView = ({ view, nameOf }: MiddleProps<PmvModule>) => {
  const { t } = useTranslation(NS);
  const combat = view.combat?.underway ? view.combat : null;
  const fighting = new Set(combat ? [combat.attacker, combat.defender ?? ''] : []);
  // A large field (thirty characters a side) is drawn compact: a few screens instead of dozens on a phone.
  const compact = view.zones.some((z) => z.zone === 'field' && z.cards.length > LARGE);
  const side = (p: { id: string; active: boolean }) => t('pmv:ui.field.side', { player: nameOf(p.id), role: p.active ? t('pmv:ui.role.turn') : t('pmv:ui.role.other') });
  return (
    <TableSides
      game="pmv"
      title={t('pmv:ui.field.title')}
      players={view.players}
      sideLabel={side}
      sideTitle={side}
      renderCounts={(p) => <Counts player={p.id} nodes={view.nodes[p.id]} deck={view.deck[p.id] ?? 0} life={p.life} nameOf={nameOf} />}
      zones={view.zones}
      renderCard={(id) => {
        const card = view.cards[id];
        return card ? <FieldCard key={card.id} card={card} highlight={fighting.has(card.id)} compact={compact} /> : null;
      }}
      empty={t('pmv:ui.field.empty')}
    />
  );
};
