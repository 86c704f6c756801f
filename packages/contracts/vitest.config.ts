import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One module graph for every file of the run: no file changes module state another reads, and loading
    // the modules again for each file cost more than the files' tests.
    isolate: false,
  },
});
