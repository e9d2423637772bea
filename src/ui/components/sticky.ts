/**
 * The real heights of the bars that stay on screen (the header, the players' strip, the bottom
 * history bar), turned into the page's scroll padding, so anything scrolled into view (a refusal,
 * a notice, the next decision, a focused field) lands between the bars rather than under them. A
 * bar that does not stick at the moment (the header scrolls away on a phone's combat screen)
 * counts as 0. A bar that sticks under another (the strip under the header) is placed by it.
 *
 * The figures are written as plain properties (<html>'s scroll padding, the lower bar's `top`),
 * never as custom properties on <html>: one of those restyles every element of the page, which on
 * a slow phone cost a few dozen milliseconds each time a bar changed height.
 */
import { useCallback } from 'react';

const STUCK = new Set(['sticky', 'fixed']);

export type BarName = 'header' | 'strip' | 'bottom';

type Bar = { readonly name: BarName; readonly under: BarName | undefined; readonly el: HTMLElement; height: number; stuck: boolean };

/** The bars mounted now, by element. */
const bars = new Map<Element, Bar>();
/** Room left between a bar and what is scrolled to it (half a rem at the default font size). */
const MARGIN = 8;

/** What each bar covers now (px; 0 when absent or not stuck). */
const coverOf = (name: BarName): number => {
  for (const bar of bars.values()) if (bar.name === name && bar.stuck) return bar.height;
  return 0;
};

let written = { top: '', bottom: '' };
/** The one place that writes: the page's scroll padding, and the `top` of each bar placed under another. */
const writeAll = () => {
  const root = document.documentElement.style;
  const top = `${coverOf('header') + coverOf('strip') + MARGIN}px`;
  const bottom = `${coverOf('bottom') + MARGIN}px`;
  if (top !== written.top) root.scrollPaddingTop = top;
  if (bottom !== written.bottom) root.scrollPaddingBottom = bottom;
  written = { top, bottom };
  for (const bar of bars.values()) {
    if (bar.under === undefined) continue;
    const value = `${coverOf(bar.under)}px`;
    if (bar.el.style.top !== value) bar.el.style.top = value;
  }
};

/** How much of the top and bottom of the window the bars cover now, margins included (no layout read). */
export const coveredEdges = (): { readonly top: number; readonly bottom: number } => ({
  top: coverOf('header') + coverOf('strip') + MARGIN,
  bottom: coverOf('bottom') + MARGIN,
});

const readStuck = (bar: Bar) => {
  bar.stuck = STUCK.has(getComputedStyle(bar.el).position);
};

/**
 * One observer for every bar, so that all the sizes of a frame arrive together: everything is
 * read first (the style is clean after layout) and written once, rather than a write for one bar
 * dirtying the style that the next bar's read then forces.
 */
let observer: ResizeObserver | null = null;
const resized = (entries: readonly ResizeObserverEntry[]) => {
  for (const entry of entries) {
    const bar = bars.get(entry.target);
    if (bar === undefined) continue;
    const box = entry.borderBoxSize[0];
    bar.height = box === undefined ? bar.el.offsetHeight : Math.round(box.blockSize);
    readStuck(bar);
  }
  writeAll();
};

let frame = 0;
/** Classes or the window changed: whether each bar sticks is read in the next frame, when the style is computed anyway. */
const restyleSoon = () => {
  if (frame !== 0) return;
  frame = requestAnimationFrame(() => {
    frame = 0;
    for (const bar of bars.values()) readStuck(bar);
    writeAll();
  });
};

/**
 * A ref for a bar: while the bar is mounted, its height (0 while it does not stick) is part of the
 * scroll padding, measured again when it changes size, when its classes change (a screen that
 * lets it scroll away) and when the window is resized (a breakpoint). `under` names the bar it
 * sticks below: its `top` follows that bar's height.
 *
 * Never a forced layout: the height comes from the ResizeObserver (called after layout, with the
 * size), the position from the computed style when the classes or the window change (read in the
 * next frame), and a property is written only when its value changes.
 */
export const useStickyRef = (name: BarName, under?: BarName): ((el: HTMLElement | null) => (() => void) | undefined) =>
  useCallback(
    (el: HTMLElement | null) => {
      if (el === null) return undefined;
      const bar: Bar = { name, under, el, height: 0, stuck: false };
      bars.set(el, bar);
      if (bars.size === 1) window.addEventListener('resize', restyleSoon);
      if (typeof ResizeObserver === 'undefined') {
        bar.height = el.offsetHeight;
        readStuck(bar);
      } else (observer ??= new ResizeObserver(resized)).observe(el);
      writeAll();
      const restyled = new MutationObserver(restyleSoon);
      restyled.observe(el, { attributes: true, attributeFilter: ['class'] });
      return () => {
        observer?.unobserve(el);
        restyled.disconnect();
        bars.delete(el);
        if (bars.size === 0) window.removeEventListener('resize', restyleSoon);
        writeAll();
      };
    },
    [name, under],
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
