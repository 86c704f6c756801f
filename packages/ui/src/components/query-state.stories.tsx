import type { Meta, StoryObj } from '@storybook/react-vite';
import { FolderPlusIcon } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { EmptyState } from './empty-state.tsx';
import { type QueryLike, QueryState } from './query-state.tsx';

const refetch = fn();

const failure = {
  title: "We couldn't load your projects",
  text: (error: unknown) => (error instanceof Error ? error.message : 'Please try again.'),
};

function Projects({ query }: { query: QueryLike<readonly string[]> }) {
  return (
    <QueryState
      query={query}
      pending="Loading your projects..."
      error={failure}
      empty={{
        when: (list) => list.length === 0,
        show: <EmptyState icon={<FolderPlusIcon />} title="Create Your First Project" headingLevel={2} />,
      }}
    >
      {(list) => (
        <ul aria-label="Projects">
          {list.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

const meta = {
  title: 'Components/QueryState',
  component: Projects,
  args: { query: { status: 'pending', refetch } },
  beforeEach: () => {
    refetch.mockClear();
  },
} satisfies Meta<typeof Projects>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your projects...');
  },
};

export const ErrorWithRetry: Story = {
  args: { query: { status: 'error', error: new Error('The server is down for maintenance.'), refetch } },
  play: async ({ canvas, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent("We couldn't load your projects");
    await expect(alert).toHaveTextContent('The server is down for maintenance.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(refetch).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { query: { status: 'success', data: [], refetch } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Create Your First Project' })).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Content: Story = {
  args: { query: { status: 'success', data: ['Coastal Light', 'Ink Songs'], refetch } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Projects' });
    await expect(list).toHaveTextContent('Coastal Light');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
