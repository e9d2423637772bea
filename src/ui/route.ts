/**
 * The rules addresses (`#/rules`, `#/rules/mtg/510.1c`) as history entries: the part in the first
 * load (a badge opens a card with it). It pushes entries and remembers who opened them; the
 * cards, the browser and closing (nav.ts) are lazy.
 *
 * An entry the app pushed carries `rd`, its depth above the page the user had, so closing can go
 * back exactly that far. Share links (`#share=`) are not rules addresses: sessionIo.ts has them.
 */
import type { RuleRef } from '../engine/types.ts';
import { ruleKeyId } from '../text/describe.ts';

const PREFIX = '#/rules';
const EVENT = 'rules-route';

export type RouteState = {
  /** How many rules entries the app pushed up to this one. */
  readonly rd?: number;
  /** The full reference a badge opened (with its edition and `textOf` note). */
  readonly ref?: RuleRef;
  /** The rules address this entry was opened from (a browser list stays drawn under a card). */
  readonly under?: string;
};

export const depthNow = (): number => (history.state as RouteState | null)?.rd ?? 0;

const openers: (Element | null)[] = [];
let depth = 0;
let refocus: Element | null = null;

/** After any move between entries: back past entries, focus returns to what opened the first of them. */
export const notify = (): void => {
  const d = depthNow();
  if (d < depth) refocus = openers[d + 1] ?? null;
  depth = d;
  dispatchEvent(new Event(EVENT));
};

/** The current rules address, or '' when the page shows no rules. */
export const routeHash = (): string => {
  const h = location.hash;
  return h === PREFIX || h.startsWith(`${PREFIX}/`) ? h : '';
};

export const subscribeRoute = (callback: () => void): (() => void) => {
  addEventListener(EVENT, callback);
  return () => removeEventListener(EVENT, callback);
};

/** Called once the page has drawn a closed entry (focusing a control gone meanwhile does nothing). */
export const restoreFocus = (): void => {
  (refocus as HTMLElement | null)?.focus();
  refocus = null;
};

/** Opens a rules address on top of the current page. */
export const goRules = (hash: string, opener: Element | null, ref?: RuleRef): void => {
  const rd = depthNow() + 1;
  openers[rd] = opener;
  history.pushState({ rd, ref, under: routeHash() } satisfies RouteState, '', hash);
  notify();
};

export const openRule = (ref: RuleRef, opener: Element): void => goRules(`${PREFIX}/${ref.game}/${encodeURIComponent(ruleKeyId(ref))}`, opener, ref);

// Only in a browser: the build also loads this module to prerender the start page.
if (typeof window !== 'undefined') {
  // Back, forward and an address typed or pasted (a fragment navigation fires popstate too).
  addEventListener('popstate', notify);
  // Any link to a rules address (the menu's, the browser's) opens as an entry the app can close again.
  addEventListener('click', (e) => {
    const link = (e.target as Element).closest?.(`a[href^="${PREFIX}"]`);
    // Ctrl/Cmd-click still opens a new tab.
    if (!link || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    goRules(link.getAttribute('href') as string, link);
  });
}
