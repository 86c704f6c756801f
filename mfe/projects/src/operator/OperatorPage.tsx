import { ApiError, type OperatorAnalytics, useOperatorAnalytics } from '@market-muse/client';
import { taskCategoryLabels } from '@market-muse/contracts/enums';
import { count, lastPeriod } from '@market-muse/contracts/plural';
import { Button, Card, CardContent, Input, Label, Spinner } from '@market-muse/ui';
import { ChartCard, ChartContainer, ChartEmpty, chartTheme, seriesColour } from '@market-muse/ui/chart';
import { format, parseISO } from 'date-fns';
import { type FormEvent, useId, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { shortDay } from '../progress/charts.tsx';

// /operator: the operators' analytics (aggregates only) behind the operator token. The token is typed in,
// kept in this screen's state for the visit and sent with each request; it is never written anywhere.

const categoryName = (category: string) =>
  (taskCategoryLabels as Readonly<Record<string, string>>)[category] ?? category;

const errorText = (error: unknown) => {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'Enter the operator token.';
    if (error.status === 403) return 'That token is not the operator token.';
    if (error.status === 404)
      return 'Operator analytics are turned off on this server (no MM_OPERATOR_TOKEN).';
  }
  return 'Could not load the analytics. Please try again.';
};

function DailyActiveChart({ rows }: { rows: OperatorAnalytics['dailyActiveCreators'] }) {
  const data = rows.map((r) => ({ day: shortDay(r.day), creators: r.creators }));
  const peak = Math.max(0, ...rows.map((r) => r.creators));
  return (
    <ChartContainer
      summary={`${count(rows.length, 'day')} with active creators; at most ${peak} on one day.`}
      testId="daily-active-chart"
    >
      <LineChart data={data} accessibilityLayer margin={chartTheme.margin}>
        <CartesianGrid {...chartTheme.grid} vertical={false} />
        <XAxis dataKey="day" minTickGap={24} {...chartTheme.axis} />
        <YAxis allowDecimals={false} {...chartTheme.axis} />
        <Tooltip {...chartTheme.tooltip} />
        <Line dataKey="creators" name="Active creators" stroke="var(--primary)" strokeWidth={2} dot={false} />
      </LineChart>
    </ChartContainer>
  );
}

function FunnelChart({ steps }: { steps: OperatorAnalytics['funnel'] }) {
  const first = steps[0]?.creators ?? 0;
  const data = steps.map((s) => ({ step: s.step, creators: s.creators }));
  return (
    <ChartContainer summary={steps.map((s) => `${s.step}: ${s.creators}`).join('; ')} testId="funnel-chart">
      <BarChart
        data={data}
        layout="vertical"
        accessibilityLayer
        margin={{ top: 8, right: 24, left: 8, bottom: 0 }}
      >
        <CartesianGrid {...chartTheme.grid} horizontal={false} />
        <XAxis type="number" allowDecimals={false} domain={[0, Math.max(1, first)]} {...chartTheme.axis} />
        <YAxis type="category" dataKey="step" width={128} {...chartTheme.axis} />
        <Tooltip {...chartTheme.tooltip} cursor={chartTheme.cursor} />
        <Bar dataKey="creators" name="Creators" fill="var(--primary)" radius={[0, 4, 4, 0]} />
      </BarChart>
    </ChartContainer>
  );
}

function TasksByCategoryChart({ rows }: { rows: OperatorAnalytics['tasksCompletedByCategory'] }) {
  const categories = [...new Set(rows.map((r) => r.category))].sort();
  const days = new Map<string, Record<string, number | string>>();
  for (const row of rows) {
    const entry = days.get(row.day) ?? { day: shortDay(row.day) };
    entry[row.category] = row.completed;
    days.set(row.day, entry);
  }
  return (
    <ChartContainer
      summary={categories
        .map(
          (c) =>
            `${categoryName(c)}: ${rows.filter((r) => r.category === c).reduce((s, r) => s + r.completed, 0)}`,
        )
        .join('; ')}
      testId="tasks-by-category-chart"
    >
      <BarChart data={[...days.values()]} accessibilityLayer margin={chartTheme.margin}>
        <CartesianGrid {...chartTheme.grid} vertical={false} />
        <XAxis dataKey="day" minTickGap={16} {...chartTheme.axis} />
        <YAxis allowDecimals={false} {...chartTheme.axis} />
        <Tooltip {...chartTheme.tooltip} cursor={chartTheme.cursor} />
        <Legend {...chartTheme.legend} />
        {categories.map((category, i) => (
          <Bar
            key={category}
            dataKey={category}
            name={categoryName(category)}
            stackId="tasks"
            fill={seriesColour(i)}
          />
        ))}
      </BarChart>
    </ChartContainer>
  );
}

/** Hours (to a tenth) in words: minutes under an hour. */
const duration = (hours: number) =>
  hours === 0
    ? 'under 6 minutes'
    : hours < 1
      ? count(Math.round(hours * 60), 'minute')
      : count(hours, 'hour');

function TimeToFirstTaskChart({ wait }: { wait: OperatorAnalytics['timeToFirstTask'] }) {
  return (
    <ChartContainer
      summary={
        wait.creators === 0
          ? 'No creator has completed a task yet.'
          : `Median ${duration(wait.medianHours ?? 0)}, 90th percentile ${duration(wait.p90Hours ?? 0)}, over ${wait.creators} ${wait.creators === 1 ? 'creator' : 'creators'}.`
      }
      height={176}
      captionVisible
      testId="time-to-first-task-chart"
    >
      <BarChart data={[...wait.buckets]} accessibilityLayer margin={chartTheme.margin}>
        <CartesianGrid {...chartTheme.grid} vertical={false} />
        <XAxis dataKey="label" {...chartTheme.axis} />
        <YAxis allowDecimals={false} {...chartTheme.axis} />
        <Tooltip {...chartTheme.tooltip} cursor={chartTheme.cursor} />
        <Bar dataKey="creators" name="Creators" fill="var(--coral)" radius={[4, 4, 0, 0]} />
      </BarChart>
    </ChartContainer>
  );
}

function Dashboard({ data }: { data: OperatorAnalytics }) {
  return (
    <div className="projects:grid projects:gap-6 projects:lg:grid-cols-2">
      <ChartCard
        title="Daily active creators"
        description={`Creators who did something each day, ${lastPeriod(data.days, 'day')}.`}
        table={{
          caption: 'Daily active creators',
          columns: ['Day', 'Creators'],
          rows: data.dailyActiveCreators.map((r) => [r.day, r.creators]),
        }}
      >
        {data.dailyActiveCreators.length > 0 ? (
          <DailyActiveChart rows={data.dailyActiveCreators} />
        ) : (
          <ChartEmpty>No activity in this period.</ChartEmpty>
        )}
      </ChartCard>
      <ChartCard
        title="Onboarding funnel"
        description="Creators who reached each step, from sign-up to a first completed task."
        table={{
          caption: 'Onboarding funnel',
          columns: ['Step', 'Creators'],
          rows: data.funnel.map((s) => [s.step, s.creators]),
        }}
      >
        <FunnelChart steps={data.funnel} />
      </ChartCard>
      <ChartCard
        title="Tasks completed by category"
        description="Completed tasks per day and category, net of reopenings."
        table={{
          caption: 'Tasks completed by category',
          columns: ['Day', 'Category', 'Completed'],
          rows: data.tasksCompletedByCategory.map((r) => [r.day, categoryName(r.category), r.completed]),
        }}
      >
        {data.tasksCompletedByCategory.length > 0 ? (
          <TasksByCategoryChart rows={data.tasksCompletedByCategory} />
        ) : (
          <ChartEmpty>No task completed in this period.</ChartEmpty>
        )}
      </ChartCard>
      <ChartCard
        title="Time to the first completed task"
        description="From sign-up to a creator's first completed task."
        table={{
          caption: 'Time to the first completed task',
          columns: ['Within', 'Creators'],
          rows: data.timeToFirstTask.buckets.map((b) => [b.label, b.creators]),
        }}
      >
        <TimeToFirstTaskChart wait={data.timeToFirstTask} />
      </ChartCard>
    </div>
  );
}

/** /operator: the token form, then the analytics as charts. */
export default function OperatorPage() {
  const analytics = useOperatorAnalytics();
  const [token, setToken] = useState('');
  const tokenId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (token.trim()) analytics.mutate(token.trim());
  };
  const data = analytics.data;
  // Also reached signed out, outside the shell's page frame: the page keeps its own width and margins.
  return (
    <div className="projects:mx-auto projects:flex projects:w-full projects:max-w-6xl projects:flex-col projects:gap-6 projects:px-4 projects:py-8">
      <header>
        <h1 className="projects:font-bold projects:text-3xl projects:tracking-tight">Operator analytics</h1>
        <p className="projects:text-muted-foreground">
          Aggregates over all creators: no names, emails or user ids.
          {data ? ` Updated ${format(parseISO(data.generatedAt), 'MMM d, yyyy, HH:mm')}.` : ''}
        </p>
      </header>
      <Card>
        <CardContent>
          <form
            onSubmit={submit}
            className="projects:flex projects:flex-col projects:gap-3 projects:sm:flex-row projects:sm:items-end"
          >
            <div className="projects:flex projects:grow projects:flex-col projects:gap-1.5">
              <Label htmlFor={tokenId}>Operator token</Label>
              <Input
                id={tokenId}
                type="password"
                autoComplete="off"
                value={token}
                aria-invalid={analytics.isError || undefined}
                aria-describedby={analytics.isError ? errorId : undefined}
                onChange={(e) => setToken(e.target.value)}
              />
            </div>
            <Button type="submit" disabled={!token.trim() || analytics.isPending}>
              {analytics.isPending ? <Spinner aria-hidden="true" /> : null}
              {data ? 'Refresh' : 'Show analytics'}
            </Button>
          </form>
          {analytics.isError ? (
            <p id={errorId} role="alert" className="projects:mt-3 projects:text-destructive projects:text-sm">
              {errorText(analytics.error)}
            </p>
          ) : (
            <p className="projects:mt-3 projects:text-muted-foreground projects:text-sm">
              The server's MM_OPERATOR_TOKEN. It is kept only while this page is open.
            </p>
          )}
        </CardContent>
      </Card>
      {data ? <Dashboard data={data} /> : null}
    </div>
  );
}
