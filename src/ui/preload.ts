/**
 * Lazy screens that can be fetched ahead. React.lazy alone suspends on the first render even when
 * the chunk is already in memory, and a Suspense fallback shown for an instant holds the new
 * screen back for React's fallback throttle (about 300 ms). A preloadable keeps the loaded
 * component, so a screen fetched ahead (a game chosen, the browser idle) renders at once, and the
 * lazy form remains for a screen nobody fetched ahead.
 */
import { createElement, lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';

export type Preloadable<P extends object = object> = {
  /** Fetches the chunk once (again after a failure); resolves with the component. */
  readonly load: () => Promise<ComponentType<P>>;
  /** The component if its chunk has loaded, else undefined. */
  readonly loaded: () => ComponentType<P> | undefined;
  /**
   * What to render (inside a Suspense boundary): the component itself when it was loaded before
   * its first render, else its lazy form from then on. Always the same one once chosen, or React
   * would remount the screen (and lose what was typed) when the chunk arrives.
   */
  readonly component: () => ComponentType<P>;
};

export const preloadable = <P extends object = object>(factory: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> => {
  let component: ComponentType<P> | undefined;
  let lazyUsed = false;
  let pending: Promise<ComponentType<P>> | undefined;
  const load = (): Promise<ComponentType<P>> =>
    (pending ??= factory().then(
      (m) => (component = m.default),
      (e: unknown) => {
        pending = undefined; // offline for a moment: the next attempt fetches again
        throw e;
      },
    ));
  const Lazy: LazyExoticComponent<ComponentType<P>> = lazy(() => load().then((c) => ({ default: c })));
  const chosen = (): ComponentType<P> => {
    if (component !== undefined && !lazyUsed) return component;
    lazyUsed = true;
    return Lazy;
  };
  return { load, loaded: () => component, component: chosen };
};

/** The element for a preloadable screen (see Preloadable.component), to render inside a Suspense boundary. */
export const screenOf = <P extends object>(p: Preloadable<P>, props: P): ReactElement => createElement(p.component(), props);

/**
 * Runs `work` when the browser is idle (soon after the first paint), or after a short delay where
 * there is no idle callback. Returns what cancels it, for work that is no longer wanted.
 */
export const whenIdle = (work: () => void, timeout = 2000): (() => void) => {
  if (typeof window === 'undefined') return () => undefined;
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(work, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 200);
  return () => clearTimeout(id);
};
