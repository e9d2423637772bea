import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scenarios/**/*.test.ts'],
    environment: 'node',
    // The JSON report lets .ci/run print one plain "N passed, N failed" line for CI.
    reporters: ['default', ['json', { outputFile: '.reports/vitest.json' }]],
  },
});
