import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Mail and read models catch up after the response; beside the other lane of `npm test` that can take
    // longer than vitest's one second, and a poll still ends as soon as its condition holds.
    expect: { poll: { timeout: 10_000 } },
    // One module graph for every file of the run: each file makes its own databases, servers and topics and
    // puts back what it changes in the environment, and loading the modules again for each file cost more
    // than many files' tests.
    isolate: false,
  },
});
