import type { StorybookConfig } from '@storybook/react-vite';
import tailwind from '@tailwindcss/postcss';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // PostCSS inline (no postcss.config file) so consumers compiling kit.css are not affected.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    css: { ...viteConfig.css, postcss: { plugins: [tailwind()] } },
  }),
};

export default config;
