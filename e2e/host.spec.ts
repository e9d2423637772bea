/**
 * Opening the app from a phone on the same network (issue 15): `npm start -- --host` and
 * `npm run preview -- --host` listen on every interface and print the Network address to open,
 * where plain `npm start` stays on this machine. The commands run as a judge types them, each on
 * a free port, and are stopped after.
 *
 * The page is opened through 127.0.0.2, an address the default 127.0.0.1 server does not answer
 * on: traffic in these tests stays on this machine's loopback range, never on its network address.
 * On Linux the listening socket itself is read too (/proc/net/tcp): 0.0.0.0 or ::, every interface.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { networkInterfaces } from 'node:os';
import { stripVTControlCharacters } from 'node:util';
import { expect, test } from '@playwright/test';
import { button, projectLang, setUp, words } from './fixtures.ts';

// One device is enough for a server check, and the phone is the one that opens it.
test.skip(({ isMobile }) => !isMobile, 'run on the phone project only');

const DIST = process.env['E2E_DIST'] ?? 'dist';
const WIN = process.platform === 'win32';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

type Running = { readonly child: ChildProcess; output: () => string };

/** `npm <args>`, as typed, in its own process group so that stopping it stops Vite too. */
const npm = (args: readonly string[]): Running => {
  let out = '';
  const child = spawn(WIN ? 'npm.cmd' : 'npm', args, { detached: !WIN, shell: WIN, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  return { child, output: () => stripVTControlCharacters(out) };
};

const stop = async ({ child }: Running) => {
  if (child.pid === undefined || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (WIN) spawnSync('taskkill', ['/pid', String(child.pid), '/T', '/F']);
  else process.kill(-child.pid, 'SIGTERM');
  await exited;
};

/** Waits for Vite's "Local:" line (and a "Network:" one, if one is expected), and returns the addresses it printed. */
const started = async (run: Running, network: boolean) => {
  const ready = network ? /Local:\s+http[\s\S]*Network:\s+http/ : /Local:\s+http/;
  await expect.poll(() => (run.child.exitCode === null ? ready.test(run.output()) : `exited: ${run.output()}`), { timeout: 60_000 }).toBe(true);
  await new Promise((r) => setTimeout(r, 500)); // any further lines
  const text = run.output();
  return { text, network: [...text.matchAll(/Network:\s+(http:\/\/\S+)/g)].map((m) => new URL(m[1] ?? '')) };
};

/** This machine's own network addresses (IPv4), which Vite prints as Network URLs under --host. */
const lanAddresses = () =>
  Object.values(networkInterfaces())
    .flat()
    .filter((a) => a !== undefined && a.family === 'IPv4' && !a.internal)
    .map((a) => a?.address as string);

/** Linux: the local addresses that listen on `port`, from /proc/net/tcp and tcp6 (hex). */
const listeningOn = (port: number): string[] => {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const out: string[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (state !== '0A' || !local?.endsWith(`:${hex}`)) continue; // 0A: LISTEN
      const addr = local.slice(0, -5);
      out.push(/^0+$/.test(addr) ? (addr.length === 8 ? '0.0.0.0' : '::') : addr);
    }
  }
  return out;
};

/** Answers on 127.0.0.2, an address a 127.0.0.1-only server does not answer on (Linux routes all of 127/8 to it). */
const answersOn1272 = (port: number) =>
  fetch(`http://127.0.0.2:${port}/`).then(
    (r) => r.status,
    () => 'refused',
  );

test('npm start stays on this machine; npm start -- --host serves the app on every interface', async ({ page }, info) => {
  test.setTimeout(120_000);
  const w = words(projectLang(info));

  const localPort = await freePort();
  const local = npm(['start', '--', '--port', String(localPort), '--strictPort']);
  try {
    const { network } = await started(local, false);
    expect(network).toEqual([]);
    if (process.platform === 'linux') {
      expect(listeningOn(localPort)).toEqual(['0100007F']); // 127.0.0.1 only
      expect(await answersOn1272(localPort)).toBe('refused');
    }
  } finally {
    await stop(local);
  }

  const port = await freePort();
  const open = npm(['start', '--', '--host', '--port', String(port), '--strictPort']);
  try {
    const { network } = await started(open, lanAddresses().length > 0);
    // The address to type on the phone: this machine's own network address, on this port.
    expect(network.map((u) => u.port)).toEqual(network.map(() => String(port)));
    expect(network.map((u) => u.hostname)).toEqual(expect.arrayContaining(lanAddresses()));
    expect(network.length).toBeGreaterThanOrEqual(lanAddresses().length);
    if (process.platform === 'linux') {
      expect(listeningOn(port).some((a) => a === '0.0.0.0' || a === '::')).toBe(true);
      await page.goto(`http://127.0.0.2:${port}/`);
      await expect(button(page, w.t('start.setup'))).toBeVisible({ timeout: 60_000 });
      await expect(page.locator('html')).toHaveAttribute('lang', w.lang);
    }
  } finally {
    await stop(open);
  }
});

test('npm run preview -- --host serves the production build on every interface', async ({ page }, info) => {
  test.setTimeout(90_000);
  const w = words(projectLang(info));
  const port = await freePort();
  const served = npm(['run', 'preview', '--', '--host', '--port', String(port), '--outDir', DIST]);
  try {
    const { network } = await started(served, lanAddresses().length > 0);
    expect(network.map((u) => u.hostname)).toEqual(expect.arrayContaining(lanAddresses()));
    expect(network.every((u) => u.port === String(port))).toBe(true);
    if (process.platform === 'linux') {
      expect(listeningOn(port).some((a) => a === '0.0.0.0' || a === '::')).toBe(true);
      await page.goto(`http://127.0.0.2:${port}/`);
      // The build's prerendered start page, then the app on it.
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered', w.lang);
      await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');
      await setUp(page, w, 'bs');
    }
  } finally {
    await stop(served);
  }
});
