/**
 * Pick one of the offered items, each a button that sends at once (the spirit that attacks or
 * blocks, the character that attacks or defends): the list, drawn one line per item when it is
 * long and a phone's screenful first; what the prompt left out, each with why ("why not?"); and
 * the button that declines, where declining is a decision of its own (no block, end the attacks).
 * The rows, the reasons and the refusal all come from the prompt; nothing is decided here.
 */
import type { ReactNode } from 'react';
import type { Excluded } from '../../../engine/types.ts';
import type { NameOf } from '../../../text/describe.ts';
import { useFirstRows } from '../../components/progressive.ts';
import { ChoiceRow, LARGE } from '../largeBoard.tsx';
import { ExcludedList } from './Excluded.tsx';

/** One item's button: the whole action for screen readers, the name and the figures on screen, what a tap sends. */
export type OneChoice = { readonly key: string; readonly label: string; readonly name: string; readonly detail: string; readonly testId: string; readonly onClick: () => void };

type Props<T> = {
  readonly items: readonly T[];
  readonly choice: (item: T) => OneChoice;
  /** Whether choosing one is what the prompt expects (the buttons stand out), as when a block is forced. */
  readonly primary: boolean;
  /** The list's heading: with one, the list is a section of its own (`testId`); without, it sits in the caller's. */
  readonly title?: string;
  readonly testId?: string;
  /** Shown in place of the list when nothing may be chosen. */
  readonly none: ReactNode;
  readonly excluded: readonly Excluded[];
  readonly nameOf: NameOf;
  readonly decline?: { readonly label: string; readonly onClick: () => void; readonly disabled?: boolean; readonly testId: string };
};

export const ChooseOne = <T,>({ items, choice, primary, title, testId, none, excluded, nameOf, decline }: Props<T>) => {
  // Many items: one line each (name and figures), the list a few screens shorter on a phone.
  const compact = items.length > LARGE;
  // Thirty of them: a screenful with the decision, the rest just after.
  const shown = useFirstRows(items);
  const list = (
    <ul className={`flex flex-col ${compact ? 'gap-1' : 'gap-2'}`}>
      {shown.map((item) => {
        const { key, ...row } = choice(item);
        return <ChoiceRow key={key} compact={compact} primary={primary} {...row} />;
      })}
    </ul>
  );
  return (
    <>
      {items.length === 0 ? (
        none
      ) : title === undefined ? (
        list
      ) : (
        <section data-testid={testId}>
          <h3 className="label">{title}</h3>
          {list}
        </section>
      )}
      {/* Greyed, each with why on tap. */}
      <ExcludedList excluded={excluded} nameOf={nameOf} />
      {decline === undefined ? null : (
        <button type="button" className="btn" disabled={decline.disabled} onClick={decline.onClick} data-testid={decline.testId}>
          {decline.label}
        </button>
      )}
    </>
  );
};
