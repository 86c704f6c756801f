import type { Meta, StoryObj } from '@storybook/react-vite';
import { FolderPlusIcon } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { LoadingScreen } from './loading-screen.tsx';
import { Skeleton } from './skeleton.tsx';

const meta = {
  title: 'Components/Feedback',
  component: EmptyState,
  args: {
    icon: <FolderPlusIcon />,
    title: 'Create Your First Project',
    text: 'Get a custom roadmap, AI content, daily tasks and progress tracking.',
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

const onCreate = fn();

export const EmptyStateWithAction: Story = {
  args: { action: <Button onClick={onCreate}>Create Project</Button> },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Create Your First Project' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create Project' }));
    await expect(onCreate).toHaveBeenCalledOnce();
  },
};

export const EmptyStateWithoutAction: Story = {
  args: { title: 'No goals yet', text: 'Set Goals to start tracking.', headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No goals yet' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  render: () => <LoadingScreen />,
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Market Muse...');
  },
};

export const LoadingSection: Story = {
  render: () => <LoadingScreen fullScreen={false} message="Loading your dashboard..." />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your dashboard...');
  },
};

export const Skeletons: Story = {
  render: () => (
    <div className="grid max-w-sm gap-3">
      <span role="status" className="sr-only">
        Loading your projects...
      </span>
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your projects...');
    const blocks = canvasElement.querySelectorAll('[data-slot="skeleton"]');
    await expect(blocks).toHaveLength(3);
    for (const block of blocks) await expect(block).toHaveAttribute('aria-hidden', 'true');
  },
};
