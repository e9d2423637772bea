import { defineConfig, devices } from '@playwright/test';
import { browserPath } from './scripts/find-browser.ts';

// The browser scripts/find-browser.ts chooses (`npm test` runs it first and prints its choice):
// PLAYWRIGHT_CHROMIUM or CHROME_PATH, else Playwright's own Chromium, else the system's (Debian's
// /usr/bin/chromium here, where Playwright cannot download its own). None: Playwright's default,
// and its own message saying how to install it.
const executablePath = browserPath();
const launchOptions = {
  ...(executablePath === undefined ? {} : { executablePath }),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

// E2E_PORT lets a second run (a clean-clone CI rehearsal, say) use its own preview server.
const PORT = Number(process.env['E2E_PORT'] ?? 4173);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// E2E_DIST serves another build directory (several builds side by side: `vite build --outDir`).
const DIST = process.env['E2E_DIST'];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env['CI'],
  retries: process.env['CI'] ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // The JSON report feeds the plain "N passed, N failed" line that .ci/run prints.
  reporter: [[process.env['CI'] ? 'line' : 'list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        browserName: 'chromium',
        viewport: { width: 360, height: 740 },
        locale: 'ja-JP',
      },
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], browserName: 'chromium', locale: 'en-US' },
    },
  ],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort${DIST ? ` --outDir ${DIST}` : ''}`,
    url: BASE_URL,
    reuseExistingServer: !process.env['CI'],
    timeout: 60_000,
  },
});
