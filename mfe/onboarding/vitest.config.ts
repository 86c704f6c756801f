import { defineConfig } from 'vitest/config';

// A screen test's first render loads the remote's lazy modules; on a busy two-core runner that alone can take
// several seconds, so the time limit is generous while every wait inside a test stays on a condition.
export default defineConfig({
  test: {
    testTimeout: 20_000,
    include: ['test/**/*.test.{ts,tsx}'],
  },
});
