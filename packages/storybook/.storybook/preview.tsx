import { TooltipProvider } from '@market-muse/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import './storybook.css';

/** Theme switch: the kit's dark theme is the `dark` class on <html>, as in the apps. */
const withTheme: Decorator = (Story, context) => {
  document.documentElement.classList.toggle('dark', context.globals.theme === 'dark');
  return <Story />;
};

/** The shell mounts one TooltipProvider (the product's delays, 700/300 ms); stories get the same. */
const withTooltipProvider: Decorator = (Story) => (
  <TooltipProvider>
    <Story />
  </TooltipProvider>
);

const preview: Preview = {
  decorators: [withTooltipProvider, withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    // Any axe violation fails the story's test (in the Vitest run and in CI).
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
