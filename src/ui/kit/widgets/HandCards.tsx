/**
 * The cards in the deciding player's hand they may play now (BS's magic cards for a flash, PMV's
 * cards at priority): under a heading with what they have to pay with, each card with what it
 * needs, what it does, why it may not be played (the engine's refusal), and the game's buttons.
 */
import type { ReactNode } from 'react';
import type { Line } from '../../../text/describe.ts';
import { LineView } from '../../components/Line.tsx';

/** The list under its heading ("B's hand (nodes: 2 active / 0 sleeping)"), or a word that there are none. */
export const HandCards = <O extends { readonly card: string }>({ title, pool, poolTestId, empty, cards, testId, children }: {
  title: string;
  /** What the player pays with (the reserve, the nodes), in brackets beside the title. */
  pool: string;
  poolTestId: string;
  empty: string;
  cards: readonly O[];
  testId?: string;
  /** One card's row (a HandCard). */
  children: (option: O) => ReactNode;
}) => (
  <section data-testid={testId}>
    <h3 className="label flex flex-wrap gap-x-2">
      <span>{title}</span>
      <span className="font-normal tabular-nums" data-testid={poolTestId}>
        ({pool})
      </span>
    </h3>
    {cards.length === 0 ? <p className="muted">{empty}</p> : <ul className="flex flex-col gap-2">{cards.map(children)}</ul>}
  </section>
);

/** One card: greyed when it may not be played; its name and figures, what it does, the refusal, then the game's buttons. */
export const HandCard = ({ card, stem, name, figures, what, refusal, usable, playable, children }: {
  card: string;
  /** The test ids' stem: the row is `<stem>-card-<card>`, the refusal `<stem>-refusal-<card>`. */
  stem: string;
  name: string;
  /** Beside the name: its type, what it costs. */
  figures: ReactNode;
  what: string | null;
  refusal: Line | null;
  usable: boolean;
  /** `data-playable`, where the tests read it. */
  playable?: boolean;
  /** The game's buttons. */
  children: ReactNode;
}) => (
  <li className={`flex flex-col gap-1 rounded-lg border p-2 ${usable ? 'border-slate-300' : 'border-slate-200 bg-slate-50'}`} data-testid={`${stem}-card-${card}`} data-playable={playable}>
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="font-semibold">{name}</span>
      {figures}
    </p>
    {what ? <p className="text-sm text-slate-800">{what}</p> : null}
    {refusal !== null ? (
      <p className="text-sm text-red-800" data-testid={`${stem}-refusal-${card}`}>
        <LineView line={refusal} />
      </p>
    ) : null}
    {children}
  </li>
);
