import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Input } from './input.tsx';
import { Label } from './label.tsx';
import { Textarea } from './textarea.tsx';

const meta = {
  title: 'Components/Input',
  component: Input,
  render: (args) => (
    <div className="grid max-w-sm gap-2">
      <Label htmlFor="email">Email</Label>
      <Input id="email" {...args} />
    </div>
  ),
  args: { type: 'email', placeholder: 'you@example.com' },
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Email');
    await userEvent.type(input, 'ada@example.com');
    await expect(input).toHaveValue('ada@example.com');
  },
};

export const LabelFocusesTheControl: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Email'));
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ada@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'not-an-email' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toBeInvalid();
  },
};

export const TextareaField: Story = {
  render: () => (
    <div className="grid max-w-sm gap-2">
      <Label htmlFor="content">Content to analyze</Label>
      <Textarea id="content" placeholder="Paste your caption..." />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByLabelText('Content to analyze');
    await userEvent.type(textarea, 'New print drop this Friday!{enter}Link in bio.');
    await expect(textarea).toHaveValue('New print drop this Friday!\nLink in bio.');
  },
};
