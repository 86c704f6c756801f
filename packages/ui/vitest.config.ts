import { defineConfig } from 'vitest/config';

// The kit's own tests (the toast store, the CSS strategy) in node; its stories run in packages/storybook.
export default defineConfig({
  test: { include: ['src/**/*.test.ts', 'test/**/*.test.ts'], environment: 'node' },
});
