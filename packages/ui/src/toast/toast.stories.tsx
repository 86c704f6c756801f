import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../components/button.tsx';
import { ToastAction } from './toast.tsx';
import { TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD } from './toast-config.ts';
import { type ToastHandle, toastStore } from './toast-store.ts';
import { Toaster } from './toaster.tsx';
import { toast } from './use-toast.ts';

/** The one toaster the shell mounts, plus buttons standing in for remotes calling `toast()`. */
function ToastDemo() {
  let current: ToastHandle | undefined;
  return (
    <div className="flex flex-wrap gap-3">
      <Button onClick={() => toast({ title: 'Profile Saved!', description: 'Your profile is ready.' })}>
        Save profile
      </Button>
      <Button
        variant="destructive"
        onClick={() =>
          toast({ variant: 'destructive', title: 'Login Failed', description: 'Invalid email or password' })
        }
      >
        Fail login
      </Button>
      <Button
        variant="outline"
        onClick={() => {
          current = toast({ title: 'Generating...', description: 'Building your 90-day plan' });
        }}
      >
        Start generation
      </Button>
      <Button variant="outline" onClick={() => current?.update({ title: 'Roadmap Generated!' })}>
        Finish generation
      </Button>
      <Button variant="ghost" onClick={() => current?.dismiss()}>
        Dismiss
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast({
            title: 'Project activated!',
            description: 'Art Collection is now your active project',
            action: <ToastAction altText="Open the project">Open</ToastAction>,
          })
        }
      >
        With action
      </Button>
      <Button variant="secondary" onClick={() => toast({ title: 'Quick note', duration: 400 })}>
        Short toast
      </Button>
      <Toaster />
    </div>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastDemo,
  // The store is a page-wide singleton: start every story from an empty store.
  beforeEach: () => {
    toastStore.remove();
  },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const toasts = () => [...document.querySelectorAll<HTMLElement>('[data-slot="toast"]')];
const openToasts = () => toasts().filter((el) => el.getAttribute('data-state') === 'open');

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(await screen.findByText('Profile Saved!')).toBeVisible();
    await expect(screen.getByText('Your profile is ready.')).toBeVisible();
    await expect(openToasts()[0]).toHaveAttribute('data-variant', 'default');
  },
};

export const Destructive: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fail login' }));
    await expect(await screen.findByText('Login Failed')).toBeVisible();
    await expect(openToasts()[0]).toHaveAttribute('data-variant', 'destructive');
  },
};

export const AddingReplacesTheCurrentOne: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await screen.findByText('Profile Saved!');
    await userEvent.click(canvas.getByRole('button', { name: 'Fail login' }));
    await screen.findByText('Login Failed');
    await waitFor(() => expect(screen.queryByText('Profile Saved!')).not.toBeInTheDocument());
    await expect(toasts()).toHaveLength(1);
    await expect(toastStore.getState().toasts).toHaveLength(1);
  },
};

export const UpdateThenDismiss: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start generation' }));
    await screen.findByText('Generating...');
    await userEvent.click(canvas.getByRole('button', { name: 'Finish generation' }));
    await expect(await screen.findByText('Roadmap Generated!')).toBeVisible();
    // Updated in place: same toast, description kept.
    await expect(toasts()).toHaveLength(1);
    await expect(screen.getByText('Building your 90-day plan')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Roadmap Generated!')).not.toBeInTheDocument());
    // Dismissed, not yet removed: the store keeps it closed until TOAST_REMOVE_DELAY.
    await expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ open: false })]);
  },
};

export const CloseButton: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await screen.findByText('Profile Saved!');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Profile Saved!')).not.toBeInTheDocument());
    await expect(toastStore.getState().toasts[0]?.open).toBe(false);
  },
};

export const WithAction: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'With action' }));
    const action = await screen.findByRole('button', { name: 'Open' });
    await userEvent.click(action);
    await waitFor(() => expect(screen.queryByText('Project activated!')).not.toBeInTheDocument());
  },
};

export const ClosesAfterItsDuration: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Short toast' }));
    await screen.findByText('Quick note');
    await waitFor(() => expect(screen.queryByText('Quick note')).not.toBeInTheDocument(), { timeout: 3000 });
    await expect(toastStore.getState().toasts[0]?.open).toBe(false);
  },
};

export const F8FocusesTheViewport: Story = {
  play: async ({ canvas }) => {
    await expect(TOAST_HOTKEY).toEqual(['F8']);
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await screen.findByText('Profile Saved!');
    const region = screen.getByRole('region', { name: /Notifications \(F8\)/ });
    // `[F8]` sends the key code F8, which is what Radix listens for.
    await userEvent.keyboard('[F8]');
    await waitFor(() => expect(region.querySelector('ol')).toHaveFocus());
    // The viewport is at most 420 px wide.
    await expect(region.querySelector('ol')).toHaveClass('md:max-w-[420px]');
  },
};

function swipe(el: HTMLElement, dx: number) {
  const rect = el.getBoundingClientRect();
  const x = rect.left + 10;
  const y = rect.top + 10;
  const pointer = { pointerId: 1, pointerType: 'mouse', button: 0, isPrimary: true, clientY: y };
  fireEvent.pointerDown(el, { ...pointer, clientX: x });
  // Several moves, as a real drag reports them.
  for (let step = 1; step <= 5; step++)
    fireEvent.pointerMove(el, { ...pointer, clientX: x + (dx * step) / 5 });
  fireEvent.pointerUp(el, { ...pointer, clientX: x + dx });
}

export const SwipeRightPastThresholdDismisses: Story = {
  play: async ({ canvas }) => {
    await expect(TOAST_SWIPE_THRESHOLD).toBe(50);
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await screen.findByText('Profile Saved!');
    // Short of the threshold: the toast snaps back and stays.
    swipe(openToasts()[0]!, 30);
    await waitFor(() => expect(openToasts()[0]).toHaveAttribute('data-swipe', 'cancel'));
    await expect(toastStore.getState().toasts[0]?.open).toBe(true);
    // Past the threshold: dismissed.
    swipe(openToasts()[0]!, 80);
    await waitFor(() => expect(toastStore.getState().toasts[0]?.open).toBe(false));
    await waitFor(() => expect(screen.queryByText('Profile Saved!')).not.toBeInTheDocument());
  },
};
