/**
 * Where focus goes when the screen changes: on the new screen's heading (lazy screens arrive a
 * few frames later), scrolled to the top, or on what `then` picks on that screen (a message).
 */

/**
 * Waits (up to a few seconds) for the heading of the screen that replaces the one whose heading
 * is `old` (null: take the first heading shown), scrolls to the top and focuses it, unless
 * `then` focuses something else there.
 */
export const focusNewScreen = (old: Element | null, then?: () => boolean): void => {
  const until = performance.now() + 5000;
  const tick = () => {
    const heading = screenHeading();
    if (heading !== null && heading !== old) {
      window.scrollTo(0, 0);
      if (!then?.()) focusQuietly(heading);
    } else if (performance.now() < until) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
};

/**
 * Whether nothing above `el` hides it: React hides a screen waiting for the next one with an inline
 * `display: none`; a closed <details> hides all but its summary. Read from the DOM alone, because
 * asking the layout (getClientRects) here, in the frame the new screen first shows, forced a
 * style and layout pass that the focus change then had to repeat.
 */
const shown = (el: HTMLElement): boolean => {
  for (let node: HTMLElement | null = el; node !== null && node !== document.body; node = node.parentElement) {
    if (node.hidden || node.style.display === 'none') return false;
    const parent = node.parentElement;
    if (parent instanceof HTMLDetailsElement && !parent.open && node.tagName !== 'SUMMARY') return false;
  }
  return true;
};

/** The screen's heading: the first h2 of <main> (a screen hidden while the next one loads has none shown). */
export const screenHeading = (): HTMLElement | null => [...document.querySelectorAll<HTMLElement>('main h2')].find(shown) ?? null;

/** Focuses an element that is not focusable by itself (a heading, a message), without adding a tab stop. */
export const focusQuietly = (el: HTMLElement): void => {
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
};
