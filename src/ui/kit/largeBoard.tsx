/**
 * How the FaB, Battle Spirits and PMV screens draw a large board (thirty objects a side) on a
 * phone: a list longer than LARGE is drawn one line per object, with the figures a judge weighs
 * on that line, so the decision and the table stay a few screens tall instead of dozens.
 */
import { ChoiceButton } from './decision.tsx';

/** More entries than this in a list, and it is drawn compact (one line each). */
export const LARGE = 8;

/**
 * A compact row of a large list: off screen it is neither laid out nor painted
 * (content-visibility), its height kept from when it was, so a tap that changes the decision
 * above does not redraw thirty rows under the fold.
 */
const LARGE_ROW = '[contain-intrinsic-size:auto_2.5rem] [content-visibility:auto]';

/**
 * One choice on one line (a spirit that may block, a character that may attack): on screen the
 * name and its figures; for screen readers the whole action ("Block with …") then the figures.
 */
export const CompactChoice = ({ label, name, detail, onClick, testId, primary = false }: { label: string; name: string; detail: string; onClick: () => void; testId: string; primary?: boolean }) => (
  <button type="button" className={`btn min-h-10 w-full flex-wrap justify-start gap-x-2 gap-y-0 py-1 text-left ${primary ? 'btn-primary' : ''}`} onClick={onClick} data-testid={testId}>
    <span className="sr-only">{label}</span>
    <span className="min-w-0 font-semibold break-words" aria-hidden="true">
      {name}
    </span>
    {/* Beside the name, or under it at the right when both do not fit. */}
    <span className="ml-auto text-xs font-normal tabular-nums">{detail}</span>
  </button>
);

type Choice = { readonly label: string; readonly name: string; readonly detail: string; readonly onClick: () => void; readonly testId: string; readonly primary?: boolean };

/** One choice of a list as a list item: compact (one line, skipped off screen) in a large list, the full button otherwise. */
export const ChoiceRow = ({ compact, name, ...choice }: Choice & { readonly compact: boolean }) => (
  <li className={compact ? LARGE_ROW : undefined}>{compact ? <CompactChoice name={name} {...choice} /> : <ChoiceButton {...choice} />}</li>
);
