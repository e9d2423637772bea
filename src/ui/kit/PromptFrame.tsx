/**
 * The decision panel every game shares: what is asked, who decides, the rule that asks, the
 * game's own controls, and under them (next to the button that sent it) the last refusal with
 * the rule it broke, scrolled into view between the bars and focused.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromptBase } from '../../engine/types.ts';
import { selectCursor, selectRefusal } from '../../store/session.ts';
import { errorLine, promptLine, type NameOf } from '../../text/describe.ts';
import { useSession } from '../session.tsx';
import { LineView, useLineText } from '../components/Line.tsx';
import { RuleCard } from '../components/Rule.tsx';
import { useAfterPaint } from '../components/progressive.ts';
import { coveredEdges, showAndFocus } from '../components/sticky.ts';

const Refusal = ({ nameOf }: { nameOf: NameOf }) => {
  const { t } = useTranslation();
  const refusal = useSession(selectRefusal);
  const box = useRef<HTMLDivElement>(null);
  // Each refusal (a new object, even for the same mistake twice) is brought to where the judge looks.
  useEffect(() => {
    if (refusal !== null) showAndFocus(box.current);
  }, [refusal]);
  if (refusal === null) return null;
  return (
    <div ref={box} tabIndex={-1} role="alert" className="rounded-lg border border-red-300 bg-red-50 p-2 text-sm text-red-950" data-testid="refusal">
      <p className="font-semibold">{t('refusal.title')}</p>
      <LineView line={errorLine(refusal.error, nameOf)} />
    </div>
  );
};

/**
 * After a decision: the new one's heading just under the top bars, then as much of its controls
 * as fits; a panel already in view stays where it is.
 */
const bringIntoView = (section: HTMLElement, heading: HTMLElement) => {
  const { top, bottom } = coveredEdges();
  const band = { top, bottom: window.innerHeight - bottom };
  const head = heading.getBoundingClientRect();
  const box = section.getBoundingClientRect();
  if (head.top < band.top || head.bottom > band.bottom) {
    section.scrollIntoView({ block: 'start' });
    return;
  }
  // The heading is in view: show more of the panel below it, without pushing the heading out.
  const below = box.bottom - band.bottom;
  const room = Math.min(below, box.top - band.top);
  if (room > 0) window.scrollBy({ top: room });
};

/**
 * While the new controls are being drawn, their box keeps the height the old ones had: the page
 * under the panel stays where it was, rather than moving up for a frame and back down. That
 * matters beyond the look: what moved up into view (thirty cards of the table, skipped off screen
 * by content-visibility) had to be laid out and painted for that one frame, on a slow phone
 * 80 ms. The height is the one a ResizeObserver reported after the last layout (never a forced
 * read); the box is keyed by the decision, so the old height goes onto the new box.
 */
const useHeldHeight = (ready: boolean) => {
  const height = useRef(0);
  const observer = useRef<ResizeObserver | null>(null);
  const box = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    const el = box.current;
    if (el !== null) el.style.minHeight = ready ? '' : `${height.current}px`;
  }, [ready]);
  useEffect(() => () => observer.current?.disconnect(), []);
  return useCallback((el: HTMLDivElement | null) => {
    box.current = el;
    if (el === null || typeof ResizeObserver === 'undefined') return;
    observer.current ??= new ResizeObserver(([entry]) => {
      // A held height is not the controls' own.
      if (entry !== undefined && (entry.target as HTMLElement).style.minHeight === '') height.current = entry.borderBoxSize[0]?.blockSize ?? height.current;
    });
    observer.current.disconnect();
    observer.current.observe(el);
  }, []);
};

/**
 * The old decision's controls stay in the page, undrawn (content-visibility: hidden keeps them out
 * of sight, of hit testing, of the tab order and of the accessibility tree), until the new ones
 * replace them: taking out thirty rows of selects (a thousand elements) cost 10 to 20 ms of the
 * frame that answers a tap on a slow phone, and now falls in the frame that draws the new
 * controls. They are the element last drawn (a deferred value still holds it), so React does not
 * render them again. Focus on one of them (the button just tapped) is let go, and goes to the new
 * decision's heading once that is drawn.
 */
const letGoOfFocus = (el: HTMLDivElement | null) => {
  const active = document.activeElement;
  if (el !== null && active instanceof HTMLElement && el.contains(active)) active.blur();
};

/**
 * `controls` is rendered keyed by the history cursor: a new decision (or an undo) starts from a
 * fresh form. After a tap, the new decision's question, who decides it and its rule are painted
 * first; its controls (thirty rows on a large board) follow in a low-priority render once that
 * frame is painted (useAfterPaint), so the answer to the tap is on screen in the next frame even
 * when the controls are quick to draw. Until then the panel says it is busy.
 */
export const PromptFrame = ({ prompt, nameOf, controls }: { prompt: PromptBase; nameOf: NameOf; controls: ReactNode }) => {
  const { t } = useTranslation();
  const lineText = useLineText();
  const cursor = useSession(selectCursor);
  // The controls follow the question a painted frame later, with the cursor they were drawn for;
  // while the new ones wait, the last drawn stay in the page as the same element, which React skips.
  const now = useMemo(() => ({ cursor, controls }), [cursor, controls]);
  const { cursor: settled, controls: drawn } = useAfterPaint(now);
  const ready = settled === cursor;
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLParagraphElement>(null);
  const shown = useRef(cursor);
  const box = useHeldHeight(ready);
  useEffect(() => {
    if (!ready || shown.current === cursor) return; // first render: nothing was just decided
    shown.current = cursor;
    // The control just used is gone with the old decision: bring keyboard focus and the
    // view to the new one (its controls drawn), unless the user is busy elsewhere on the page.
    const active = document.activeElement;
    if (active !== document.body && !section.current?.contains(active)) return;
    heading.current?.focus({ preventScroll: true });
    if (section.current && heading.current) bringIntoView(section.current, heading.current);
  }, [cursor, ready]);
  return (
    <section
      ref={section}
      className="card border-2 border-brand-700"
      aria-labelledby="prompt-title"
      aria-busy={ready ? undefined : true}
      data-testid="prompt"
      data-kind={prompt.kind}
    >
      <h2 id="prompt-title" className="text-xs font-semibold tracking-wide text-brand-900 uppercase">
        {t('prompt.heading')}
      </h2>
      <p ref={heading} tabIndex={-1} aria-live="polite" className="text-lg font-semibold" data-testid="prompt-text">
        {lineText(promptLine(prompt, nameOf))}
      </p>
      {prompt.player !== null ? <p className="mb-2 text-sm">{t('prompt.decides', { player: nameOf(prompt.player) })}</p> : null}
      <RuleCard rule={prompt.rule} />
      <div className="mt-3 flex flex-col gap-2">
        {ready ? null : (
          <div key={settled} ref={letGoOfFocus} aria-hidden="true" className="[content-visibility:hidden]">
            {drawn}
          </div>
        )}
        <div key={cursor} ref={box} className="flex flex-col gap-2">
          {ready ? controls : <p className="muted min-h-10">{t('prompt.drawing')}</p>}
        </div>
        <Refusal nameOf={nameOf} />
      </div>
    </section>
  );
};
