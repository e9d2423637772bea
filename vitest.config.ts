import { defineConfig } from 'vitest/config';

// Vitest 5's reporter calls Map.groupBy, which Node 20 lacks (Node 21+): without this, a failing
// test crashes the reporter and its details are never printed.
if (typeof (Map as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    value: <K, T>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]> => {
      const groups = new Map<K, T[]>();
      let i = 0;
      for (const item of items) {
        const k = key(item, i++);
        const group = groups.get(k);
        if (group) group.push(item);
        else groups.set(k, [item]);
      }
      return groups;
    },
  });
}

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scenarios/**/*.test.ts'],
    environment: 'node',
    // The JSON report lets .ci/run print one plain "N passed, N failed" line for CI.
    reporters: ['default', ['json', { outputFile: '.reports/vitest.json' }]],
  },
});
