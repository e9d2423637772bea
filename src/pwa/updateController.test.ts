import { describe, expect, it } from 'vitest';
import { createUpdateController, RELOAD_FALLBACK_MS, type UpdateDeps } from './updateController.ts';

/** A controller with recorded effects and a hand-driven clock. */
const setup = (apply: () => Promise<void> = () => Promise.resolve()) => {
  const timers: { at: number; run: () => void }[] = [];
  let now = 0;
  const calls = { apply: 0, reload: 0 };
  const deps: UpdateDeps = {
    applyUpdate: () => {
      calls.apply += 1;
      return apply();
    },
    reloadPage: () => void (calls.reload += 1),
    setTimer: (run, ms) => void timers.push({ at: now + ms, run }),
  };
  const advance = (ms: number) => {
    now += ms;
    const due = timers.filter((t) => t.at <= now);
    timers.splice(0, timers.length, ...timers.filter((t) => t.at > now));
    for (const t of due) t.run();
  };
  return { c: createUpdateController(deps), calls, advance };
};

describe('update controller: a new version never reloads the page by itself', () => {
  it('shows the bar when a version waits, and does nothing else', () => {
    const { c, calls, advance } = setup();
    let notified = 0;
    c.subscribe(() => (notified += 1));
    expect(c.getState().visible).toBe(false);
    c.needRefresh();
    advance(60_000);
    expect(c.getState()).toEqual({ visible: true, applying: false });
    expect(notified).toBe(1);
    expect(calls).toEqual({ apply: 0, reload: 0 });
  });

  it('keeps the page when another tab lets the new version take over', () => {
    const { c, calls, advance } = setup();
    c.needRefresh();
    c.dismiss();
    c.onTakeover();
    advance(60_000);
    expect(calls.reload).toBe(0);
    expect(c.getState().visible).toBe(true); // the user is told, and chooses when
  });

  it('"later" hides the bar without reloading', () => {
    const { c, calls } = setup();
    c.needRefresh();
    c.dismiss();
    expect(c.getState().visible).toBe(false);
    expect(calls).toEqual({ apply: 0, reload: 0 });
  });

  it('reloads once after the tap, when the new version has taken over', () => {
    const { c, calls, advance } = setup();
    c.needRefresh();
    c.reload();
    expect(calls).toEqual({ apply: 1, reload: 0 });
    expect(c.getState().applying).toBe(true);
    c.onTakeover();
    expect(calls.reload).toBe(1);
    advance(RELOAD_FALLBACK_MS);
    c.reload();
    expect(calls).toEqual({ apply: 1, reload: 1 });
  });

  it('reloads after the tap even if the takeover never comes', () => {
    const { c, calls, advance } = setup();
    c.needRefresh();
    c.reload();
    advance(RELOAD_FALLBACK_MS - 1);
    expect(calls.reload).toBe(0);
    advance(1);
    expect(calls.reload).toBe(1);
  });

  it('reloads at once on the tap if another tab already activated the new version', () => {
    const { c, calls } = setup();
    c.needRefresh();
    c.onTakeover();
    c.reload();
    expect(calls).toEqual({ apply: 0, reload: 1 });
  });

  it('asks a newer waiting version to take over even after an older one did', () => {
    const { c, calls } = setup();
    c.needRefresh();
    c.onTakeover(); // another tab activated version 2
    c.dismiss();
    c.needRefresh(); // version 3 waits
    c.reload();
    expect(calls).toEqual({ apply: 1, reload: 0 });
    c.onTakeover();
    expect(calls.reload).toBe(1);
  });

  it('reloads when asking the worker fails, since the user asked', async () => {
    const { c, calls } = setup(() => Promise.reject(new Error('no worker')));
    c.needRefresh();
    c.reload();
    await Promise.resolve();
    await Promise.resolve();
    expect(calls.reload).toBe(1);
  });
});
