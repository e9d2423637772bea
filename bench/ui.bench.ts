/**
 * How fast the app feels on a mid-range phone (not a test; `npm run bench:ui`). Serves the
 * production build with `vite preview`, drives headless Chromium with the CPU slowed 4x through
 * the DevTools protocol (Emulation.setCPUThrottlingRate), each sample in a fresh browser context
 * (cold HTTP cache, no service worker, empty storage), phone-sized and in Japanese, and prints
 * the median of the runs for each game:
 *
 * - first contentful paint, and the start screen interactive (the app's `referee:interactive`
 *   user-timing mark, set when React has attached its handlers; on builds without the mark, the
 *   moment the "Set up the board" button is first in the page);
 * - "Set up the board" -> set-up screen, and "Start the combat" -> board, each the first time,
 *   from the click to the first frame after the new screen is in the page. A judge chooses the
 *   game, then taps the button: the bench leaves one second between the two (THINK_MS);
 * - a large combat for each game (bench/ui-boards.ts), opened from a share link: each of its
 *   actions from the tap to the first frame after the page shows the outcome (the new decision's
 *   question and rule, or the change the step names), and, as a second row "(choices drawn)",
 *   to the first frame after the new decision's controls are drawn too (the decision panel no
 *   longer aria-busy; the log, which catches up after the answer, is busy on its own and not waited for).
 *   With `--recent N`, the large combat's page starts with N earlier sessions in the recent list
 *   (copies of that combat, as a judge's phone holds after a day of rulings), which every change
 *   of the session updates.
 *
 * Usage: npm run bench:ui [-- --runs 5 --game mtg,fab --rate 4 --dist dist --json out.json --recent 29]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve as resolvePath } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import LZString from 'lz-string';
import { RECENT_KEY, RECENT_VERSION } from '../src/store/recent.ts';
import { LARGE_BOARDS, type Step, type UiGame } from './ui-boards.ts';

const GOALS = {
  fcp: 300,
  interactive: 450,
  setup: 120,
  board: 120,
  action: 50,
} as const;
const THINK_MS = 1000;
/** A step's second figure: until its new decision's controls are drawn too. */
const READY = ' (choices drawn)';
const ROOT = join(import.meta.dirname, '..');

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    game: { type: 'string', default: 'mtg,fab,bs,pmv' },
    rate: { type: 'string', default: '4' },
    dist: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '4178' },
    json: { type: 'string' },
    recent: { type: 'string', default: '0' },
  },
});
const RUNS = Number(args.runs);
const RATE = Number(args.rate);
const GAMES = args.game.split(',') as UiGame[];
const RECENT = Number(args.recent);
const PORT = Number(args.port);
const BASE = `http://127.0.0.1:${PORT}`;

// ---------------------------------------------------------------------------------------------
// The app's own words (Japanese: the bench runs as the judge's phone does).

const wordsOf = (ns: string): Record<string, string> => JSON.parse(readFileSync(join(ROOT, 'locales', 'ja', `${ns}.json`), 'utf8'));
const common = wordsOf('common');
const word = (key: string): string => {
  const text = common[key];
  if (text === undefined) throw new Error(`ui bench: no Japanese text for ${key}`);
  return text;
};

// ---------------------------------------------------------------------------------------------
// The server and the browser.

const serve = async (): Promise<ChildProcess> => {
  const dist = resolvePath(ROOT, args.dist);
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`ui bench: ${dist}/index.html not found; run \`npm run build\` first`);
  const vite = join(ROOT, 'node_modules', '.bin', 'vite');
  const child = spawn(vite, ['preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort', '--outDir', dist], { cwd: ROOT, stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(BASE)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`ui bench: vite preview did not answer on ${BASE}`);
};

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const launch = (): Promise<Browser> =>
  chromium.launch({
    ...(existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM } : {}),
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });

/** A fresh context (cold cache, no storage, no service worker) with a phone page, CPU slowed. */
const freshPage = async (browser: Browser): Promise<Page> => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'ja-JP',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  // tsx keeps function names with an `__name` helper the page lacks: an identity stands in for it.
  await page.addInitScript('window.__name = (f) => f;');
  // For builds without the app's mark: when the start button first appears.
  await page.addInitScript(() => {
    // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page: it cannot use the module's scope
    const seen = () => {
      const buttons = document.querySelectorAll('main button.btn-primary');
      if (buttons.length > 0 && !('refereeStartButtonAt' in window)) Object.assign(window, { refereeStartButtonAt: performance.now() });
    };
    new MutationObserver(seen).observe(document, { subtree: true, childList: true });
  });
  return page;
};

// ---------------------------------------------------------------------------------------------
// Timing inside the page: from the trigger to the first frame after `until` holds.

type Until = { readonly selector: string; readonly text?: string; readonly absent?: boolean };

/**
 * Runs in the page: fires the trigger, resolves with the ms until the answer is painted and the
 * ms until it is complete. The answer: `until` holds, or the decision panel is busy (the new
 * decision's question and rule are drawn, its controls on the way). Complete: `until` holds and
 * the decision panel is no longer busy (its controls drawn). Each is timed to the first frame after
 * it is in the page.
 */
const timeInPage = ([el, until, select]: [Element, Until, string | null]): Promise<{ answer: number; complete: number }> =>
  new Promise((resolve, reject) => {
    // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page: it cannot use the module's scope
    const holds = () => {
      const found = [...document.querySelectorAll(until.selector)].filter((e) => until.text === undefined || (e.textContent ?? '').includes(until.text));
      return until.absent === true ? found.length === 0 : found.length > 0;
    };
    // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page: it cannot use the module's scope
    const busy = () => document.querySelector('[data-testid="prompt"][aria-busy="true"]') !== null;
    const t0 = performance.now();
    const times: { answer?: number; complete?: number } = {};
    // The frame that shows the change: after the next animation frame's work, before the one after.
    const painted = (key: 'answer' | 'complete') => requestAnimationFrame(() => setTimeout(() => settle(key, performance.now() - t0), 0));
    let asked: { answer?: true; complete?: true } = {};
    const settle = (key: 'answer' | 'complete', ms: number) => {
      times[key] = ms;
      if (times.answer !== undefined && times.complete !== undefined) {
        observer.disconnect();
        resolve({ answer: times.answer, complete: times.complete });
      }
    };
    const check = () => {
      const done = holds();
      if (asked.answer === undefined && (done || busy())) {
        asked = { ...asked, answer: true };
        painted('answer');
      }
      if (asked.complete === undefined && done && !busy()) {
        asked = { ...asked, complete: true };
        painted('complete');
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    setTimeout(() => {
      // What the page held then: whether the tapped control was still in it (a tap on a control the
      // page had replaced is lost), whether the page shows the outcome by now (then the app took
      // the tap and the bench missed its frame), and which frames were asked for and seen.
      if (times.complete === undefined) {
        const state = `tapped control still in the page: ${el.isConnected}; busy: ${busy()}; outcome shown now: ${holds()}; frames asked: ${JSON.stringify(asked)}, seen: ${JSON.stringify(times)}; page ${document.visibilityState}`;
        reject(new Error(`timed out waiting for ${JSON.stringify(until)} (${state})`));
      }
    }, 20_000);
    if (select === null) (el as HTMLElement).click();
    else {
      (el as HTMLSelectElement).value = select;
      el.dispatchEvent(new Event('change', { bubbles: true }));
    }
    queueMicrotask(check);
  });

const time = async (target: Locator, until: Until, select: string | null = null): Promise<{ answer: number; complete: number }> => {
  await target.waitFor({ state: 'attached' });
  return target.evaluate((el, a) => timeInPage([el, a[0], a[1]]), [until, select] as const).catch(async (e: unknown) => {
    throw new Error(`ui bench: ${String(e)}`);
  });
};
// The page needs timeInPage itself: Playwright serialises the function given to evaluate, so
// it is installed once per page under that name.
const installTimer = (page: Page) => page.addInitScript(`window.timeInPage = ${timeInPage.toString()};`);

const button = (page: Page, text: string) => page.getByRole('button', { name: text, exact: true });

// ---------------------------------------------------------------------------------------------
// The samples.

type Sample = Record<string, number>;

/**
 * Waits in the page until it is interactive, through a bare DevTools call: Playwright's locators
 * and waitForFunction first evaluate its own injected script in the page (30-45 ms on the slowed
 * phone), which would land in the middle of the start-up being measured.
 */
const STARTED = `new Promise((resolve) => {
  const done = () => performance.getEntriesByName('referee:interactive').length > 0 || 'refereeStartButtonAt' in window;
  const poll = () => (done() ? resolve(true) : setTimeout(poll, 20));
  poll();
})`;

const startScreen = async (page: Page): Promise<Sample> => {
  await installTimer(page);
  const cdp = await page.context().newCDPSession(page);
  await page.goto(BASE);
  await cdp.send('Runtime.evaluate', { expression: STARTED, awaitPromise: true });
  await cdp.detach();
  await button(page, word('start.setup')).waitFor();
  return page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    const mark = performance.getEntriesByName('referee:interactive')[0]?.startTime;
    const fallback = (window as unknown as { refereeStartButtonAt?: number }).refereeStartButtonAt ?? Number.NaN;
    return { fcp, interactive: mark ?? fallback };
  });
};

const firstScreens = async (browser: Browser, game: UiGame): Promise<Sample> => {
  const page = await freshPage(browser);
  try {
    const start = await startScreen(page);
    await page.getByRole('radio', { name: word(`game.${game}`) }).check();
    await page.waitForTimeout(THINK_MS);
    const setup = (await time(button(page, word('start.setup')), { selector: '[data-testid="start-combat"]' })).complete;
    await page.waitForTimeout(THINK_MS);
    const board = (await time(button(page, word('setup.start')), { selector: '[data-testid="prompt"]' })).complete;
    return { ...start, setup, board };
  } finally {
    await page.context().close();
  }
};

const largeBoard = async (browser: Browser, game: UiGame): Promise<Sample> => {
  const board = LARGE_BOARDS[game];
  const page = await freshPage(browser);
  try {
    await installTimer(page);
    if (RECENT > 0) await seedRecent(page, board.scenario, RECENT);
    const t0 = Date.now();
    await page.goto(`${BASE}/#share=${LZString.compressToEncodedURIComponent(JSON.stringify(board.scenario))}`);
    await page.locator(board.ready).first().waitFor({ timeout: 30_000 });
    const open = Date.now() - t0;
    const sample: Sample = { open };
    for (const step of board.steps) {
      await page.waitForTimeout(300);
      const { answer, complete } = await runStep(page, step);
      sample[step.label] = answer;
      sample[`${step.label}${READY}`] = complete;
    }
    return sample;
  } finally {
    await page.context().close();
  }
};

/** N earlier sessions in the recent list (src/store/recent.ts's stored form), put there before the page loads. */
const seedRecent = async (page: Page, scenario: Readonly<Record<string, unknown>>, count: number): Promise<void> => {
  const actions = Array.isArray(scenario['actions']) ? scenario['actions'] : [];
  const entries = Array.from({ length: count }, (_, i) => ({
    id: `bench-${i}`,
    game: scenario['game'],
    rules: scenario['rules'],
    title: `earlier session ${i + 1}`,
    players: [],
    names: [],
    objects: 0,
    updatedAt: Date.now() - (i + 1) * 60_000,
    scenario: { ...scenario, actions: [] },
    actions,
    cursor: actions.length,
  }));
  const text = JSON.stringify({ version: RECENT_VERSION, entries });
  await page.addInitScript(([key, t]) => {
    if (localStorage.getItem(key) === null) localStorage.setItem(key, t);
  }, [RECENT_KEY, text] as const);
};

const runStep = (page: Page, step: Step): Promise<{ answer: number; complete: number }> => {
  const target = step.testId !== undefined ? page.getByTestId(step.testId) : button(page, stepText(step));
  return time(target, step.until, step.select ?? null);
};

const stepText = (step: Step): string => {
  if (step.text === undefined) throw new Error(`ui bench: step ${step.label} names no control`);
  const [ns, key] = step.text.includes(':') ? (step.text.split(':') as [string, string]) : ['common', step.text];
  const raw = wordsOf(ns)[key];
  if (raw === undefined) throw new Error(`ui bench: no Japanese text for ${step.text}`);
  return raw.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(step.values?.[name] ?? ''));
};

// ---------------------------------------------------------------------------------------------
// The table.

const median = (xs: readonly number[]): number => {
  const s = xs.filter((x) => Number.isFinite(x)).toSorted((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

const collect = (samples: readonly Sample[]): Record<string, number> => {
  const keys = new Set(samples.flatMap((s) => Object.keys(s)));
  return Object.fromEntries([...keys].map((k) => [k, median(samples.map((s) => s[k] ?? Number.NaN))]));
};

const ms = (x: number | undefined): string => (x === undefined || Number.isNaN(x) ? '-' : `${Math.round(x)} ms`);
const mark = (x: number | undefined, goal: number | undefined): string => (goal === undefined || x === undefined || Number.isNaN(x) ? ' ' : x <= goal ? '✓' : '✗');

const main = async (): Promise<void> => {
  const server = await serve();
  const browser = await launch();
  const results: Record<string, { first: Record<string, number>; large: Record<string, number> }> = {};
  try {
    for (const game of GAMES) {
      const first: Sample[] = [];
      const large: Sample[] = [];
      for (let run = 0; run < RUNS; run++) {
        first.push(await firstScreens(browser, game));
        large.push(await largeBoard(browser, game));
        process.stderr.write('.');
      }
      results[game] = { first: collect(first), large: collect(large) };
    }
  } finally {
    await browser.close();
    server.kill();
  }
  process.stderr.write('\n');
  print(results);
  if (args.json !== undefined) writeFileSync(args.json, `${JSON.stringify({ rate: RATE, runs: RUNS, results }, null, 2)}\n`);
};

const print = (results: Record<string, { first: Record<string, number>; large: Record<string, number> }>): void => {
  const games = Object.keys(results);
  const header = `| what | ${games.join(' | ')} | goal |`;
  const lines = [header, `|---|${games.map(() => '---|').join('')}---|`];
  const row = (label: string, pick: (g: string) => number | undefined, goal?: number) =>
    lines.push(`| ${label} | ${games.map((g) => `${ms(pick(g))} ${mark(pick(g), goal)}`).join(' | ')} | ${goal === undefined ? '' : `≤ ${goal} ms`} |`);
  row('first contentful paint', (g) => results[g]?.first.fcp, GOALS.fcp);
  row('start screen interactive', (g) => results[g]?.first.interactive, GOALS.interactive);
  row('"Set up the board" → set-up screen, first time', (g) => results[g]?.first.setup, GOALS.setup);
  row('"Start the combat" → board, first time', (g) => results[g]?.first.board, GOALS.board);
  row('large combat: share link → board (load)', (g) => results[g]?.large.open);
  const labels = new Set(games.flatMap((g) => Object.keys(results[g]?.large ?? {}).filter((k) => k !== 'open')));
  for (const label of labels) row(`large combat: ${label}`, (g) => results[g]?.large[label], GOALS.action);
  console.log(`CPU ${RATE}x slower, median of ${RUNS} cold runs, 360x740 ja, ${BASE}${RECENT > 0 ? `, ${RECENT} earlier sessions in the recent list` : ""}`);
  for (const g of games) console.log(`  ${g} large combat: ${LARGE_BOARDS[g as UiGame].title}`);
  console.log(lines.join('\n'));
};

await main();
