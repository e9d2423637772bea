/**
 * The real heights of the bars that stay on screen (the header, the players' strip, the bottom
 * history bar), kept as CSS variables on <html>: `--sticky-<name>`. index.css turns them into the
 * page's scroll padding, so anything scrolled into view (a refusal, a notice, the next decision,
 * a focused field) lands between the bars rather than under them. A bar that does not stick at
 * the moment (the header scrolls away on a phone's combat screen) counts as 0.
 */
import { useCallback } from 'react';

const STUCK = new Set(['sticky', 'fixed']);

/**
 * A ref for a bar: while the bar is mounted its height (0 while it does not stick) is kept in
 * `--sticky-<name>`, measured again when it changes size, when its classes change (a screen that
 * lets it scroll away) and when the window is resized (a breakpoint).
 *
 * Never a forced layout: the height comes from the ResizeObserver (called after layout, with the
 * size), the position from the computed style when the classes or the window change (read in the
 * next frame, when the style is computed anyway), and the variable, which restyles the whole page,
 * is written only when its value changes.
 */
export const useStickyRef = (name: string): ((el: HTMLElement | null) => (() => void) | undefined) =>
  useCallback(
    (el: HTMLElement | null) => {
      if (el === null) return undefined;
      const root = document.documentElement.style;
      const prop = `--sticky-${name}`;
      let height: number | null = null;
      let stuck = false;
      let written = '';
      let frame = 0;
      const write = () => {
        const value = `${stuck && height !== null ? height : 0}px`;
        if (value === written) return;
        written = value;
        root.setProperty(prop, value);
      };
      const restyle = () => {
        frame = 0;
        stuck = STUCK.has(getComputedStyle(el).position);
        write();
      };
      const restyleSoon = () => {
        if (frame === 0) frame = requestAnimationFrame(restyle);
      };
      const resized =
        typeof ResizeObserver === 'undefined'
          ? null
          : new ResizeObserver((entries) => {
              const box = entries[0]?.borderBoxSize[0];
              height = box === undefined ? el.offsetHeight : Math.round(box.blockSize);
              restyle();
            });
      if (resized === null) {
        height = el.offsetHeight;
        restyle();
      } else resized.observe(el);
      const restyled = new MutationObserver(restyleSoon);
      restyled.observe(el, { attributes: true, attributeFilter: ['class'] });
      window.addEventListener('resize', restyleSoon);
      return () => {
        resized?.disconnect();
        restyled.disconnect();
        window.removeEventListener('resize', restyleSoon);
        cancelAnimationFrame(frame);
        root.removeProperty(prop);
      };
    },
    [name],
  );

/**
 * Brings `el` into the visible band between the bars (nearest edge, as little movement as
 * possible) and gives it focus without a second jump.
 */
export const showAndFocus = (el: HTMLElement | null): void => {
  if (el === null) return;
  el.scrollIntoView({ block: 'nearest' });
  el.focus({ preventScroll: true });
};
