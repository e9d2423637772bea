/**
 * The table as a player sees it, for games that draw their field as cards: one side per player,
 * the other side across the table first and the turn player nearest, each with its counts and
 * its field cards; a field card upright or turned sideways (exhausted, sleeping) with the word
 * too, so the state never rests on shape alone. The game gives the words, the counts and what
 * each card shows; everything comes from view(state).
 */
import type { ReactNode } from 'react';
import type { GameId, ZoneView } from '../../engine/types.ts';
import { LARGE } from './largeBoard.tsx';

type Side = { readonly id: string; readonly active: boolean };

/**
 * A large side (thirty cards, drawn compact) is neither laid out nor painted while off screen
 * (content-visibility): a tap that changes the decision above it does not redraw sixty cards
 * under the fold (Battle Spirits, resolving a battle on the slowed phone: 1,230 objects laid out
 * in the tap's frame, 216 with this). Until it has been drawn once, its height is estimated from
 * its cards, two a row on a phone, so the page below it moves little when it comes into view.
 */
const sideHeight = (cards: number): number => 2.7 + Math.ceil(cards / 2) * 3.7;

export const TableSides = <S extends Side>({
  game,
  title,
  players,
  sideLabel,
  sideTitle,
  renderCounts,
  zones,
  renderCard,
  empty,
}: {
  game: GameId;
  title: string;
  players: readonly S[];
  /** The side's name for screen readers. */
  sideLabel: (side: S) => string;
  /** The side's heading. */
  sideTitle: (side: S) => string;
  renderCounts: (side: S) => ReactNode;
  /** The view's zones: each side's `field` zone is drawn. */
  zones: readonly ZoneView[];
  /** One field card, keyed (`null` for a card the view does not draw). */
  renderCard: (id: string) => ReactNode;
  empty: string;
}) => {
  // The defending side across the table first, the turn player nearest, as the attacker sees the game.
  const sides = players.toSorted((a, b) => Number(a.active) - Number(b.active));
  return (
    <section className="card" aria-labelledby={`${game}-field-title`} data-testid={`${game}-field`}>
      <h2 id={`${game}-field-title`} className="card-title">
        {title}
      </h2>
      <div className="flex flex-col gap-3">
        {sides.map((p) => {
          const cards = (zones.find((z) => z.player === p.id && z.zone === 'field')?.cards ?? []).map((line) => renderCard(line.id));
          return (
            <section
              key={p.id}
              className={`rounded-lg border p-2 ${cards.length > LARGE ? '[content-visibility:auto]' : ''} ${p.active ? 'border-brand-700/40 bg-brand-50/40' : 'border-slate-300'}`}
              style={cards.length > LARGE ? { containIntrinsicSize: `auto ${sideHeight(cards.length)}rem` } : undefined}
              aria-label={sideLabel(p)}
              data-testid={`side-${p.id}`}
            >
              <h3 className="mb-1 text-sm font-semibold">{sideTitle(p)}</h3>
              {renderCounts(p)}
              {cards.length === 0 ? <p className="muted mt-1">{empty}</p> : <ul className="mt-2 grid grid-cols-2 gap-1.5 sm:grid-cols-4">{cards}</ul>}
            </section>
          );
        })}
      </div>
    </section>
  );
};

/** The state's word on a card, dark with the ↻ mark when turned sideways. */
const StateWord = ({ turned, state, className }: { turned: boolean; state: string; className: string }) => (
  <span className={`${className} rounded px-1 font-semibold ${turned ? 'bg-slate-700 text-white' : 'bg-emerald-100 text-emerald-900'}`}>
    {turned ? <span aria-hidden="true">↻ </span> : null}
    {state}
  </span>
);

const RING = 'ring-2 ring-brand-600 ring-offset-1';

/**
 * One card on the field: upright (portrait), or turned sideways (landscape) as it lies on the
 * table; its name on top, the game's figures, and the state's word at the foot. On a large field
 * (compact) it is three short lines instead: the name, the figures, then the state's word with
 * the game's marks beside it, the card greyed when turned.
 */
export const TableCard = ({
  id,
  name,
  turned,
  state,
  highlight,
  sizes,
  data,
  compact = false,
  marks,
  children,
}: {
  id: string;
  name: string;
  turned: boolean;
  /** The state in words: active, sleeping, refreshed, exhausted. */
  state: string;
  highlight: boolean;
  /** Tailwind sizes of the full card: the slot's height, then the card's upright and turned. */
  sizes: { readonly slot: string; readonly upright: string; readonly turned: string };
  /** `data-*` attributes the tests read. */
  data: Readonly<Record<`data-${string}`, string | number | boolean | undefined>>;
  compact?: boolean;
  /** On a compact card, beside the state's word: the game's counts and marks. */
  marks?: ReactNode;
  /** The game's figures (on a compact card, their short line). */
  children: ReactNode;
}) =>
  compact ? (
    <li className="min-w-0" data-testid={`field-${id}`} {...data}>
      <div className={`flex flex-col overflow-hidden rounded-md border-2 px-1.5 py-0.5 text-[0.7rem] leading-tight ${turned ? 'border-slate-400 bg-slate-100' : 'border-slate-500 bg-white'} ${highlight ? RING : ''}`}>
        <span className="truncate font-semibold text-slate-900">{name}</span>
        {children}
        <span className="flex min-w-0 items-center gap-x-1.5 text-slate-800">
          <StateWord turned={turned} state={state} className="shrink-0" />
          {marks}
        </span>
      </div>
    </li>
  ) : (
    <li className={`flex ${sizes.slot} items-center justify-center`} data-testid={`field-${id}`} {...data}>
      <div
        className={`flex flex-col gap-0.5 rounded-lg border-2 bg-white p-1.5 text-[0.7rem] leading-tight shadow-sm transition-[width,height] ${
          turned ? `${sizes.turned} w-full border-slate-400 bg-slate-100` : `${sizes.upright} border-slate-500`
        } ${highlight ? RING : ''}`}
      >
        <span className={`font-semibold text-slate-900 ${turned ? 'truncate' : 'line-clamp-2'}`}>{name}</span>
        {children}
        <StateWord turned={turned} state={state} className="mt-auto self-start" />
      </div>
    </li>
  );
