import { defineConfig } from 'vitest/config';

// One file at a time: the cluster's timing assertions (a standby's takeover within seconds) must not
// share the two cores with the image rehearsal's npm install.
export default defineConfig({
  test: { include: ['test/**/*.test.ts'], testTimeout: 60_000, fileParallelism: false },
});
