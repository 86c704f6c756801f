import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Avatar, AvatarFallback, AvatarImage, initialsOf } from './avatar.tsx';

// An inline image, so the story needs no network.
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#7c3aed"/><circle cx="16" cy="13" r="6" fill="#fff"/></svg>',
)}`;

const meta = { title: 'Components/Avatar', component: Avatar } satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  render: () => (
    <Avatar>
      <AvatarImage src={portrait} alt="Ada Lovelace" />
      <AvatarFallback>{initialsOf('Ada Lovelace')}</AvatarFallback>
    </Avatar>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Ada Lovelace' })).toBeVisible();
  },
};

export const Fallback: Story = {
  render: () => (
    <div className="flex gap-2">
      <Avatar>
        <AvatarFallback>{initialsOf('Ada Lovelace')}</AvatarFallback>
      </Avatar>
      <Avatar>
        <AvatarFallback>{initialsOf('maya@example.com')}</AvatarFallback>
      </Avatar>
      <Avatar>
        <AvatarFallback>{initialsOf('')}</AvatarFallback>
      </Avatar>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('AL')).toBeVisible();
    await expect(canvas.getByText('M')).toBeVisible();
    await expect(canvas.getByText('U')).toBeVisible();
  },
};
