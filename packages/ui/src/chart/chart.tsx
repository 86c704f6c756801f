import type * as React from 'react';
import { ResponsiveContainer } from 'recharts';
import { cn } from '../lib/cn.ts';

// Charts (recharts) dressed in the kit's tokens, so they follow the light and dark themes: the container
// sizes the chart and gives it a text summary for screen readers; `chartTheme` is spread on the chart's
// grid, axes, tooltip and legend.

/** Colours for series in order, from the theme's tokens. */
export const CHART_COLOURS = [
  'var(--primary)',
  'var(--coral)',
  'var(--success)',
  'var(--info)',
  'var(--accent-foreground)',
] as const;

/** The colour of the `index`-th series (the list repeats). */
export const seriesColour = (index: number): string =>
  CHART_COLOURS[index % CHART_COLOURS.length] ?? 'var(--primary)';

/** Legend labels in the text colour (recharts colours them like their series by default). */
const legendText = (value: string) => <span style={{ color: 'var(--foreground)' }}>{value}</span>;

/** Props for recharts' parts: `<CartesianGrid {...chartTheme.grid} vertical={false} />`, `<XAxis {...chartTheme.axis} />` … */
export const chartTheme = {
  grid: { strokeDasharray: '3 3', stroke: 'var(--border)' },
  axis: { stroke: 'var(--muted-foreground)', fontSize: 12, tickLine: false },
  tooltip: {
    contentStyle: {
      background: 'var(--popover)',
      color: 'var(--popover-foreground)',
      border: '1px solid var(--border)',
      borderRadius: 8,
      fontSize: 12,
    },
    labelStyle: { color: 'var(--popover-foreground)' },
  },
  /** The highlight behind the hovered bar. */
  cursor: { fill: 'var(--muted)' },
  legend: { wrapperStyle: { fontSize: 12 }, formatter: legendText },
  /** Room around a chart with a value axis on the left. */
  margin: { top: 8, right: 8, left: -16, bottom: 0 },
  /** Room around a chart lying on its side (category labels on the left). */
  sideMargin: { top: 8, right: 8, left: 8, bottom: 0 },
} as const;

export interface ChartContainerProps {
  /** What the chart shows, in words, for screen readers (the picture itself is not read out). */
  readonly summary: React.ReactNode;
  /** Height in pixels (default 224); the width follows the container. */
  readonly height?: number;
  readonly className?: string;
  /** Show the summary above the chart instead of only to screen readers. */
  readonly captionVisible?: boolean;
  /** For tests that find a chart. */
  readonly testId?: string;
  /** One recharts chart (BarChart, LineChart …). */
  readonly children: React.ReactElement;
}

/** A chart as a figure: its summary for screen readers, and the chart sized to the container's width. */
export function ChartContainer({
  summary,
  height = 224,
  className,
  captionVisible = false,
  testId,
  children,
}: ChartContainerProps) {
  return (
    <figure data-slot="chart" className={cn('m-0 flex flex-col gap-2', className)}>
      <figcaption className={captionVisible ? 'text-sm' : 'sr-only'}>{summary}</figcaption>
      <div className="w-full" style={{ height }} data-testid={testId}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
