/**
 * A long list drawn in two goes: the first rows (a phone's screenful) with the decision itself,
 * the rest once that is painted, as a low-priority update (a transition), so a tap that opens a
 * panel of thirty rows shows its first rows in the next frame rather than after all of them are
 * built.
 * State, not useDeferredValue: the decision panel's controls are themselves drawn in a deferred
 * render, where a deferred value would come out whole at once.
 */
import { startTransition, useEffect, useState } from 'react';

/** How many rows a phone shows at once, with the prompt above them. */
export const FIRST_ROWS = 5;

/**
 * Runs `work` once the next frame has been painted: a requestAnimationFrame callback runs just
 * before a frame's paint, a timer set from it just after. A transition started straight from an
 * effect could be rendered before that paint (the browser runs waiting tasks first when the
 * frame is late, as it is on a slow phone) and hold the first rows back with the rest.
 */
const afterNextPaint = (work: () => void): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
};

/** How many of `count` rows to draw now: the first few on the first render, all of them once that render has been painted. */
export const useProgressive = (count: number, first: number = FIRST_ROWS): number => {
  const [all, setAll] = useState(count <= first);
  useEffect(() => {
    if (all) return undefined;
    return afterNextPaint(() => startTransition(() => setAll(true)));
  }, [all]);
  return all ? count : Math.min(count, first);
};

/** False on the first render, true once the rest of the screen has been painted: for what lies under a phone's fold. */
export const useAfterFirstPaint = (): boolean => useProgressive(1, 0) > 0;

/** The rows of `items` to draw now: a phone's screenful first, all of them once React has a moment. */
export const useFirstRows = <T>(items: readonly T[]): readonly T[] => items.slice(0, useProgressive(items.length));

/**
 * `value`, `paints` frames late: it follows a change once that many frames have been painted, in
 * a low-priority render of its own. The decision panel's controls follow a tap after one paint
 * (the frame that answers it: the new question and its rule); what lies under the decision (the
 * picture of combat, the log) after two, so that it comes after the controls rather than in their
 * render. Not useDeferredValue: React may draw a deferred value before the browser paints the
 * answer (on a slow phone the frame is late and waiting tasks run first), and every deferred value
 * comes out in one render.
 */
export const useAfterPaint = <T>(value: T, paints: 1 | 2 = 1): T => {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return undefined;
    const show = () => startTransition(() => setShown(value));
    if (paints === 1) return afterNextPaint(show);
    let second = (): void => undefined;
    const first = afterNextPaint(() => {
      second = afterNextPaint(show);
    });
    return () => {
      first();
      second();
    };
  }, [value, shown, paints]);
  return shown;
};
