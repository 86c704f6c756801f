import type { Meta, StoryObj } from '@storybook/react-vite';
import { BotIcon } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { Badge } from './badge.tsx';
import { Button } from './button.tsx';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from './card.tsx';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { onClick: fn() },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle>AI Assistant</CardTitle>
        <CardDescription>Pricing, content ideas and growth strategies</CardDescription>
        <CardAction>
          <Badge variant="info">New</Badge>
        </CardAction>
      </CardHeader>
      <CardContent>
        <p className="text-sm">Ask anything about marketing your creative work.</p>
      </CardContent>
      <CardFooter>
        <Button>
          <BotIcon /> Open Assistant
        </Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'AI Assistant' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open Assistant' })).toBeEnabled();
  },
};

export const DisabledAction: Story = {
  render: () => (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle asHeading="h2">Projects</CardTitle>
        <CardDescription>Complete your profile first</CardDescription>
      </CardHeader>
      <CardFooter>
        <Button disabled>View Projects</Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Projects' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'View Projects' })).toBeDisabled();
  },
};
