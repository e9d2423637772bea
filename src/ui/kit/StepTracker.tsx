/**
 * The row of a game's steps with the rule number of each and the current one marked; on a
 * narrow screen it scrolls itself (not the page) to keep the current step in sight.
 */
import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameId, StepView } from '../../engine/types.ts';
import { namespacesOf, tx } from '../i18n.ts';

type Props = {
  readonly game: GameId;
  /** The steps with the rule that describes each, from view(state). */
  readonly steps: readonly StepView[];
  readonly current: string;
  /** Show each step's rule number (off where the step names carry their own marks). */
  readonly showRules?: boolean;
};

export const StepTracker = memo(({ game, steps, current, showRules = true }: Props) => {
  const { t } = useTranslation(namespacesOf(game));
  const list = useRef<HTMLOListElement>(null);
  // The current step centred, measured in the next frame (when the page is laid out anyway), not
  // in the tap's handler, where reading positions would force a layout of the half-built page.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const ol = list.current;
      const item = ol?.querySelector<HTMLElement>(`[data-step="${current}"]`);
      if (ol && item) ol.scrollLeft = item.offsetLeft - ol.offsetLeft - (ol.clientWidth - item.offsetWidth) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [current]);
  return (
    <nav aria-label={t('steps.label')}>
      <ol ref={list} className="flex gap-1 overflow-x-auto" data-testid="step-tracker" tabIndex={0}>
        {steps.map(({ id: s, rule }) => {
          const here = s === current;
          return (
            <li
              key={s}
              data-step={s}
              aria-current={here ? 'step' : undefined}
              className={`flex shrink-0 items-baseline gap-1 rounded-lg border px-2 py-1 text-xs max-sm:py-0.5 ${here ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800'}`}
            >
              {/* A stage with no rule of its own (MTG's "after combat") is given none. */}
              {showRules && rule !== null ? <span className="font-semibold tabular-nums">{rule.id}</span> : null}
              <span>{tx(t, `${game}:step.${s}`, { defaultValue: s })}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
