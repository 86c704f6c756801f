import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from './button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog.tsx';
import { FormField } from './form-field.tsx';
import { Input } from './input.tsx';

const onCreate = fn();

/** The 'Create New Project' dialog: closing resets the form, 'Creating...' while pending. */
function CreateProjectDialog() {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>New Project</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create New Project</DialogTitle>
          <DialogDescription>Tell us what you are working on.</DialogDescription>
        </DialogHeader>
        <form
          id="create-project"
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onCreate(new FormData(event.currentTarget).get('name'));
            setPending(true);
          }}
        >
          <FormField label="Project name">
            <Input name="name" required />
          </FormField>
        </form>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" form="create-project" pending={pending}>
            {pending ? 'Creating...' : 'Create Project'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: CreateProjectDialog,
  beforeEach: () => {
    onCreate.mockClear();
  },
} satisfies Meta<typeof CreateProjectDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndSubmit: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Project' });
    await expect(dialog).toHaveAccessibleDescription('Tell us what you are working on.');
    // Focus moves into the dialog.
    await waitFor(() => expect(screen.getByLabelText('Project name')).toHaveFocus());
    await userEvent.type(screen.getByLabelText('Project name'), 'Autumn prints');
    await userEvent.click(screen.getByRole('button', { name: 'Create Project' }));
    await expect(onCreate).toHaveBeenCalledWith('Autumn prints');
    await expect(screen.getByRole('button', { name: 'Creating...' })).toBeDisabled();
  },
};

export const EscapeClosesAndRestoresFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'New Project' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const CancelAndCloseButtons: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New Project' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'New Project' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(onCreate).not.toHaveBeenCalled();
  },
};
