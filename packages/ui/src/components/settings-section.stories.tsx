import type { Meta, StoryObj } from '@storybook/react-vite';
import { KeyRound } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { Badge } from './badge.tsx';
import { Button } from './button.tsx';
import type { QueryLike } from './query-state.tsx';
import { SettingsList, SettingsRow, SettingsSection } from './settings-section.tsx';

const refetch = fn();
const remove = fn();

interface Passkey {
  readonly id: string;
  readonly name: string;
  readonly added: string;
}

/** An account page's section as a screen writes one: a heading, a description, and a loaded list of rows. */
function Passkeys({ query }: { query: QueryLike<ReadonlyArray<Passkey>> }) {
  return (
    <SettingsSection
      id="story-passkeys"
      title="Passkeys"
      description="Sign in with your fingerprint, face or screen lock instead of your password."
    >
      <SettingsList
        query={query}
        label="Your passkeys"
        pending="Loading your passkeys..."
        failed="Could not load your passkeys"
        empty="You have no passkeys yet."
        keyOf={(passkey) => passkey.id}
      >
        {(passkey) => (
          <SettingsRow
            icon={<KeyRound />}
            title={
              <>
                {passkey.name}
                {passkey.id === '1' ? <Badge variant="secondary">This device</Badge> : null}
              </>
            }
            details={[`Added ${passkey.added} · not used yet`]}
            actions={
              <Button variant="outline" size="sm" aria-label={`Remove ${passkey.name}`} onClick={remove}>
                Remove
              </Button>
            }
          />
        )}
      </SettingsList>
    </SettingsSection>
  );
}

const meta = {
  title: 'Components/SettingsSection',
  component: Passkeys,
  args: { query: { status: 'pending', refetch } },
  beforeEach: () => {
    refetch.mockClear();
    remove.mockClear();
  },
} satisfies Meta<typeof Passkeys>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Passkeys' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your passkeys...');
  },
};

export const Failed: Story = {
  args: { query: { status: 'error', error: new Error('The server is down.'), refetch } },
  play: async ({ canvas, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Could not load your passkeys' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(refetch).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { query: { status: 'success', data: [], refetch } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have no passkeys yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Listed: Story = {
  args: {
    query: {
      status: 'success',
      data: [
        { id: '1', name: 'Studio laptop', added: 'Nov 24, 2026' },
        {
          id: '2',
          name: 'A phone with a very long name that has to wrap on a narrow screen',
          added: 'Nov 2, 2026',
        },
      ],
      refetch,
    },
  },
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Your passkeys' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(list).toHaveTextContent('Added Nov 24, 2026 · not used yet');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Studio laptop' }));
    await expect(remove).toHaveBeenCalledOnce();
  },
};
