import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.e2e.test.ts'],
    globalSetup: ['./src/global-setup.ts'],
    // One server, one browser at a time: the machine has two cores.
    fileParallelism: false,
    // A journey through many screens shares two cores with the other lane of `npm test`: a generous limit,
    // while every wait inside a test still waits on a condition.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A screen fetches its data after the page's load event; beside the other lane a list can take
    // seconds to fill, so a poll waits as long as a locator does (the harness's 20 s), not vitest's one second.
    expect: { poll: { timeout: 20_000 } },
  },
});
