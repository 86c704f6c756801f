import type { Meta, StoryObj } from '@storybook/react-vite';
import { InfoIcon } from 'lucide-react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from './button.tsx';
import {
  TOOLTIP_DELAY_DURATION,
  TOOLTIP_SKIP_DELAY_DURATION,
  Tooltip,
  TooltipContent,
  TooltipTrigger,
} from './tooltip.tsx';

/** Two tooltips under the provider the preview decorator mounts (as the shell does). */
function TooltipDemo() {
  return (
    <div className="flex gap-6 p-10">
      <Tooltip>
        <TooltipTrigger asChild>
          <Button variant="outline" size="icon" aria-label="About roadmaps">
            <InfoIcon />
          </Button>
        </TooltipTrigger>
        <TooltipContent>Your 90-day marketing plan</TooltipContent>
      </Tooltip>
      <Tooltip>
        <TooltipTrigger asChild>
          <Button variant="outline">Daily Tasks</Button>
        </TooltipTrigger>
        <TooltipContent>Tasks generated for today</TooltipContent>
      </Tooltip>
    </div>
  );
}

/** The visible content element of the tooltip showing `text` (Radix sets its open state on it). */
const content = (text: string) =>
  [...document.querySelectorAll('[data-slot="tooltip-content"]')].find((el) =>
    el.textContent?.includes(text),
  );

const meta = { title: 'Components/Tooltip', component: TooltipDemo } satisfies Meta<typeof TooltipDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpensAfterTheDelay: Story = {
  play: async ({ canvas }) => {
    await expect(TOOLTIP_DELAY_DURATION).toBe(700);
    const started = performance.now();
    await userEvent.hover(canvas.getByRole('button', { name: 'About roadmaps' }));
    // Not yet: the provider waits 700 ms before opening.
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    const tooltip = await screen.findByRole('tooltip', {}, { timeout: 3000 });
    await expect(tooltip).toHaveTextContent('Your 90-day marketing plan');
    await expect(performance.now() - started).toBeGreaterThanOrEqual(TOOLTIP_DELAY_DURATION - 50);
    await expect(content('Your 90-day marketing plan')).toHaveAttribute('data-state', 'delayed-open');
  },
};

export const SkipsTheDelayWhenMovingToAnother: Story = {
  play: async ({ canvas }) => {
    await expect(TOOLTIP_SKIP_DELAY_DURATION).toBe(300);
    await userEvent.hover(canvas.getByRole('button', { name: 'About roadmaps' }));
    await screen.findByRole('tooltip', { name: 'Your 90-day marketing plan' }, { timeout: 3000 });
    await expect(content('Your 90-day marketing plan')).toHaveAttribute('data-state', 'delayed-open');
    // Moving straight to the next trigger (within 300 ms of leaving) opens it without the delay:
    // Radix marks such a tooltip 'instant-open' rather than 'delayed-open'.
    await userEvent.unhover(canvas.getByRole('button', { name: 'About roadmaps' }));
    await userEvent.hover(canvas.getByRole('button', { name: 'Daily Tasks' }));
    await screen.findByRole('tooltip', { name: 'Tasks generated for today' }, { timeout: 3000 });
    await expect(content('Tasks generated for today')).toHaveAttribute('data-state', 'instant-open');
  },
};

export const OpensOnKeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'About roadmaps' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Your 90-day marketing plan');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};
