import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Button } from './button.tsx';
import { FormField } from './form-field.tsx';
import { FormFieldset } from './form-fieldset.tsx';
import { Input } from './input.tsx';
import { MultiSelectChips } from './multi-select-chips.tsx';
import { PasswordInput } from './password-input.tsx';
import { Textarea } from './textarea.tsx';

const meta = {
  title: 'Components/FormField',
  component: FormField,
  args: { label: 'Email', children: <Input type="email" /> },
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Password',
    description: 'Password must be at least 8 characters',
    children: <PasswordInput autoComplete="new-password" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAccessibleDescription('Password must be at least 8 characters');
  },
};

export const WithError: Story = {
  args: {
    label: 'Email',
    required: true,
    error: 'Enter a valid email address',
    children: <Input type="email" defaultValue="ada@" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Email/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email address');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a valid email address');
  },
};

/** The error repeats the hint word for word: the sentence is shown once, as the error. */
export const ErrorSameAsDescription: Story = {
  args: {
    label: 'Password',
    description: 'Password must be at least 8 characters',
    error: 'Password must be at least 8 characters',
    children: <PasswordInput autoComplete="new-password" defaultValue="short" />,
  },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Password must be at least 8 characters');
    await expect(canvas.getAllByText('Password must be at least 8 characters')).toHaveLength(1);
    await expect(canvasElement.querySelector('[data-slot="form-description"]')).toBeNull();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters');
  },
};

/** A small sign-up form: the error appears on submit and is announced. */
function SignUpForm() {
  const [error, setError] = useState<string>();
  return (
    <form
      className="grid max-w-sm gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const password = new FormData(event.currentTarget).get('password');
        setError(String(password).length < 8 ? 'Password must be at least 8 characters' : undefined);
      }}
    >
      <FormField label="Project description" description="What are you making?">
        <Textarea name="description" />
      </FormField>
      <FormField label="Password" error={error}>
        <PasswordInput name="password" autoComplete="new-password" />
      </FormField>
      <Button type="submit">Create account</Button>
    </form>
  );
}

export const ValidationOnSubmit: Story = {
  render: () => <SignUpForm />,
  play: async ({ canvas, userEvent }) => {
    const password = canvas.getByLabelText('Password');
    await userEvent.type(password, 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Password must be at least 8 characters',
    );
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(password, '-and-long');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(password).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByLabelText('Project description')).toHaveAccessibleDescription(
      'What are you making?',
    );
  },
};

export const FieldsetWithError: Story = {
  render: () => (
    <FormFieldset legend="Creative types" error="Pick at least one creative type">
      <MultiSelectChips
        options={[
          { value: 'photography', label: 'Photography' },
          { value: 'music', label: 'Music' },
        ]}
      />
    </FormFieldset>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Creative types' });
    await expect(group).toHaveAccessibleDescription('Pick at least one creative type');
  },
};
