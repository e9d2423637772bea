// Prints one plain closing line, "tests: N passed, N failed", from the vitest and Playwright
// JSON reports, so CI can tell how many tests ran whatever the runners print above it.
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
let passed = 0;
let failed = 0;

const vitest = read('.reports/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += (vitest.numFailedTests ?? 0) + (vitest.numFailedTestSuites ?? 0);
}
const playwright = read('.reports/playwright.json');
if (playwright?.stats) {
  passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
  failed += playwright.stats.unexpected ?? 0;
}
console.log(`tests: ${passed} passed, ${failed} failed`);
