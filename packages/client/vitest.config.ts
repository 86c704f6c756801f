import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    // The contract suite starts the real server once.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
