/**
 * The decision panel every game shares: what is asked, who decides, the rule that asks, the
 * last refusal (with the rule it broke), and the game's own controls below.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromptBase } from '../../engine/types.ts';
import { selectCursor, selectRefusal } from '../../store/session.ts';
import { errorLine, promptLine, type NameOf } from '../../text/describe.ts';
import { useSession } from '../session.tsx';
import { LineView, useLineText } from '../components/Line.tsx';
import { RuleCard } from '../components/Rule.tsx';

const Refusal = ({ nameOf }: { nameOf: NameOf }) => {
  const { t } = useTranslation();
  const refusal = useSession(selectRefusal);
  if (refusal === null) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-2 text-sm text-red-950" data-testid="refusal">
      <p className="font-semibold">{t('refusal.title')}</p>
      <LineView line={errorLine(refusal.error, nameOf)} />
    </div>
  );
};

/** `controls` is rendered keyed by the history cursor: a new decision (or an undo) starts from a fresh form. */
export const PromptFrame = ({ prompt, nameOf, controls }: { prompt: PromptBase; nameOf: NameOf; controls: ReactNode }) => {
  const { t } = useTranslation();
  const lineText = useLineText();
  const cursor = useSession(selectCursor);
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLParagraphElement>(null);
  const shown = useRef(cursor);
  useEffect(() => {
    if (shown.current === cursor) return; // first render: nothing was just decided
    shown.current = cursor;
    // The control just used is gone with the old decision: bring keyboard focus and the
    // view to the new one, unless the user is busy elsewhere on the page.
    const active = document.activeElement;
    if (active !== document.body && !section.current?.contains(active)) return;
    heading.current?.focus({ preventScroll: true });
    section.current?.scrollIntoView({ block: 'nearest' });
  }, [cursor]);
  return (
    <section ref={section} className="card scroll-mt-52 border-2 border-brand-700" aria-labelledby="prompt-title" data-testid="prompt" data-kind={prompt.kind}>
      <h2 id="prompt-title" className="text-xs font-semibold tracking-wide text-brand-900 uppercase">
        {t('prompt.heading')}
      </h2>
      <p ref={heading} tabIndex={-1} aria-live="polite" className="text-lg font-semibold" data-testid="prompt-text">
        {lineText(promptLine(prompt, nameOf))}
      </p>
      {prompt.player !== null ? <p className="mb-2 text-sm">{t('prompt.decides', { player: nameOf(prompt.player) })}</p> : null}
      <RuleCard rule={prompt.rule} />
      <div className="mt-3 flex flex-col gap-2">
        <Refusal nameOf={nameOf} />
        <div key={cursor} className="contents">
          {controls}
        </div>
      </div>
    </section>
  );
};
