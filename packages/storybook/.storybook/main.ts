import type { StorybookConfig } from '@storybook/react-vite';
import tailwind from '@tailwindcss/postcss';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // The kit's stories (beside its components), then the remotes' (their screens rendered with the kit, in the
  // same light/dark runs).
  stories: ['../../ui/src/**/*.stories.tsx', '../../../mfe/*/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // PostCSS inline (no postcss.config file) so consumers compiling kit.css are not affected.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    css: { ...viteConfig.css, postcss: { plugins: [tailwind()] } },
    // Storybook is installed in this workspace only: the kit's and the remotes' stories resolve it (and share
    // React) from here.
    resolve: {
      ...viteConfig.resolve,
      dedupe: [
        ...(viteConfig.resolve?.dedupe ?? []),
        'storybook',
        '@storybook/react-vite',
        'react',
        'react-dom',
      ],
    },
  }),
};

export default config;
