import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, goalStatusVariant, priorityVariant } from './badge.tsx';

const meta = { title: 'Components/Badge', component: Badge, args: { children: 'Active' } } satisfies Meta<
  typeof Badge
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {(['default', 'secondary', 'destructive', 'outline', 'success', 'info', 'muted'] as const).map(
        (variant) => (
          <Badge key={variant} variant={variant}>
            {variant}
          </Badge>
        ),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('success')).toHaveAttribute('data-variant', 'success');
  },
};

const goals = [
  { title: 'Launch print shop', status: 'completed' },
  { title: 'Grow Instagram to 5k', status: 'active' },
  { title: 'Gallery submission', status: 'paused' },
];
const tasks = [
  { title: 'Post a process reel', priority: 'high' },
  { title: 'Reply to comments', priority: 'medium' },
  { title: 'Update bio link', priority: 'low' },
];

/** Spec: goal status completed green, active blue, others grey; task priority high as destructive. */
export const StatusAndPriority: Story = {
  render: () => (
    <div className="grid gap-4">
      <ul className="grid gap-2">
        {goals.map((goal) => (
          <li key={goal.title} className="flex items-center gap-2 text-sm">
            {goal.title} <Badge variant={goalStatusVariant(goal.status)}>{goal.status}</Badge>
          </li>
        ))}
      </ul>
      <ul className="grid gap-2">
        {tasks.map((task) => (
          <li key={task.title} className="flex items-center gap-2 text-sm">
            {task.title} <Badge variant={priorityVariant(task.priority)}>{task.priority}</Badge>
          </li>
        ))}
      </ul>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('completed')).toHaveAttribute('data-variant', 'success');
    await expect(canvas.getByText('active')).toHaveAttribute('data-variant', 'info');
    await expect(canvas.getByText('paused')).toHaveAttribute('data-variant', 'muted');
    await expect(canvas.getByText('high')).toHaveAttribute('data-variant', 'destructive');
    await expect(canvas.getByText('medium')).toHaveAttribute('data-variant', 'secondary');
    await expect(canvas.getByText('low')).toHaveAttribute('data-variant', 'outline');
    await expect(priorityVariant('High')).toBe('destructive');
    await expect(goalStatusVariant(undefined)).toBe('muted');
  },
};
