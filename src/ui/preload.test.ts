import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preload.ts';

const Screen: ComponentType = () => null;

/** A chunk whose fetches are counted, failing the first `failures` times. */
const chunk = (failures = 0) => {
  let calls = 0;
  const factory = () => {
    calls += 1;
    return calls <= failures ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Screen });
  };
  return { factory, calls: () => calls };
};

describe('preloadable screens', () => {
  it('fetches once, however often it is asked for', async () => {
    const c = chunk();
    const p = preloadable(c.factory);
    await Promise.all([p.load(), p.load()]);
    await p.load();
    expect(c.calls()).toBe(1);
    expect(p.loaded()).toBe(Screen);
  });

  it('renders the component itself when it was fetched before its first render: no suspense, no fallback', async () => {
    const p = preloadable(chunk().factory);
    await p.load();
    expect(p.component()).toBe(Screen);
  });

  it('renders the lazy form when not yet fetched, and keeps it once chosen so the screen is not remounted', async () => {
    const p = preloadable(chunk().factory);
    const first = p.component();
    expect(first).not.toBe(Screen);
    await p.load();
    expect(p.component()).toBe(first);
  });

  it('fetches again after a failure (offline for a moment)', async () => {
    const c = chunk(1);
    const p = preloadable(c.factory);
    await expect(p.load()).rejects.toThrow('offline');
    expect(p.loaded()).toBeUndefined();
    await expect(p.load()).resolves.toBe(Screen);
    expect(c.calls()).toBe(2);
  });
});
