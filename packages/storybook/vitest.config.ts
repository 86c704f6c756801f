// The stories of the kit and of the remotes, run in Chromium by Storybook's Vitest addon, once in the light
// theme and once in the dark, each checked with axe. A workspace of its own because the addon needs
// Vitest's browser mode (Vitest 4 or later) while the rest of the repository is on Vitest 3, which
// @effect/vitest requires.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Debian's Chromium: Playwright's own browser download is not available here or in CI. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(executablePath)) {
  throw new Error(
    `Chromium not found at ${executablePath}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
}
const chromium = playwright({
  launchOptions: {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
});

const storybookProject = (theme: 'light' | 'dark') => ({
  extends: true as const,
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook'), initialGlobals: { theme } })],
  test: {
    name: `storybook-${theme}`,
    browser: {
      enabled: true,
      headless: true,
      provider: chromium,
      instances: [{ browser: 'chromium' as const }],
    },
  },
});

export default defineConfig({
  // React and friends ship CommonJS: pre-bundle them so the browser gets ES modules.
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'radix-ui',
      'lucide-react',
      'class-variance-authority',
      'clsx',
      'tailwind-merge',
      'recharts',
    ],
  },
  test: { projects: [storybookProject('light'), storybookProject('dark')] },
});
