import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { expect, waitFor } from 'storybook/test';
import { ChartContainer, chartTheme, seriesColour } from './chart.tsx';
import { ChartCard, ChartEmpty } from './chart-card.tsx';

const weeks = [
  { week: 'Nov 2', planned: 3, published: 2 },
  { week: 'Nov 9', planned: 5, published: 4 },
  { week: 'Nov 16', planned: 2, published: 2 },
];

function PostsPerWeek() {
  return (
    <ChartCard
      title="Planned and published"
      description="Posts on your content calendar per week."
      table={{
        caption: 'Posts per week',
        columns: ['Week', 'Planned', 'Published'],
        rows: weeks.map((w) => [w.week, w.planned, w.published]),
      }}
    >
      <ChartContainer summary="10 posts planned and 8 published over 3 weeks." testId="posts-chart">
        <BarChart data={weeks} accessibilityLayer margin={chartTheme.margin}>
          <CartesianGrid {...chartTheme.grid} vertical={false} />
          <XAxis dataKey="week" {...chartTheme.axis} />
          <YAxis allowDecimals={false} {...chartTheme.axis} />
          <Tooltip {...chartTheme.tooltip} cursor={chartTheme.cursor} />
          <Legend {...chartTheme.legend} />
          <Bar dataKey="planned" name="Planned" fill={seriesColour(0)} />
          <Bar dataKey="published" name="Published" fill={seriesColour(2)} />
        </BarChart>
      </ChartContainer>
    </ChartCard>
  );
}

const meta = {
  title: 'Components/Chart',
  component: PostsPerWeek,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PostsPerWeek>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InACard: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Planned and published' })).toBeVisible();
    await expect(canvas.getByRole('figure')).toHaveTextContent(
      '10 posts planned and 8 published over 3 weeks.',
    );
    // The chart is drawn at the container's width, its bars in the theme's colours (once they have grown in).
    const painted = (fill: string) =>
      canvasElement.querySelectorAll(`.recharts-bar-rectangle [fill="${fill}"]`).length;
    await waitFor(() => expect(painted('var(--primary)')).toBe(3), { timeout: 5000 });
    await waitFor(() => expect(painted('var(--success)')).toBe(3), { timeout: 5000 });
    await userEvent.click(canvas.getByText('Show as table'));
    await expect(canvas.getByRole('table', { name: 'Posts per week' })).toBeVisible();
  },
};

export const Empty: Story = {
  render: () => (
    <ChartCard title="Planned and published" description="Posts on your content calendar per week.">
      <ChartEmpty>Plan a post to see it here.</ChartEmpty>
    </ChartCard>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Plan a post to see it here.')).toBeVisible();
  },
};
