import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { defaultValue: 'signin' },
  render: (args) => (
    <Tabs {...args} className="max-w-sm">
      <TabsList className="w-full">
        <TabsTrigger value="signin">Sign In</TabsTrigger>
        <TabsTrigger value="signup">Sign Up</TabsTrigger>
        <TabsTrigger value="soon" disabled>
          Soon
        </TabsTrigger>
      </TabsList>
      <TabsContent value="signin">Welcome back.</TabsContent>
      <TabsContent value="signup">Create your free account.</TabsContent>
      <TabsContent value="soon">Later.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SwitchByClick: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Welcome back.');
    await userEvent.click(canvas.getByRole('tab', { name: 'Sign Up' }));
    await expect(canvas.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Create your free account.');
  },
};

export const SwitchByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Sign In' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Sign Up' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Create your free account.');
    // The disabled tab is skipped: wraps back to Sign In.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Sign In' })).toHaveFocus();
  },
};
