import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { FormField } from './form-field.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.tsx';

const platforms = ['instagram', 'facebook', 'twitter', 'linkedin', 'tiktok'];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { defaultValue: 'instagram', onValueChange: fn() },
  render: (args) => (
    <FormField label="Platform" className="max-w-xs">
      <Select {...args}>
        <SelectTrigger className="w-48">
          <SelectValue placeholder="Choose a platform" />
        </SelectTrigger>
        <SelectContent>
          {platforms.map((p) => (
            <SelectItem key={p} value={p} disabled={p === 'twitter' ? args.disabled : undefined}>
              {p}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  ),
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultInstagram: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Platform' })).toHaveTextContent('instagram');
  },
};

export const PickWithPointer: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Platform' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'linkedin' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('linkedin');
    await waitFor(() => expect(trigger).toHaveTextContent('linkedin'));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const PickWithKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Platform' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('facebook');
    await waitFor(() => expect(trigger).toHaveTextContent('facebook'));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const Placeholder: Story = {
  args: { defaultValue: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Platform' })).toHaveTextContent('Choose a platform');
  },
};

export const Open: Story = {
  parameters: {
    // While the listbox is open Radix Select marks the rest of the page aria-hidden and traps
    // focus in the listbox, so the trigger behind it cannot be reached; axe cannot see the trap.
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Platform' }));
    const listbox = await screen.findByRole('listbox');
    // It fades in: wait for the animation rather than a fixed time.
    await waitFor(() => expect(listbox).toBeVisible());
    await expect(screen.getAllByRole('option')).toHaveLength(5);
  },
};
