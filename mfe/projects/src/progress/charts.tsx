import type { ProgressOverview } from '@market-muse/client';
import { count, lastPeriod } from '@market-muse/contracts/plural';
import { format, parseISO } from 'date-fns';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

// The /progress charts (recharts, accessibility layer on), coloured with the kit's tokens so they follow
// the light and dark themes. Each chart has a text summary for screen readers next to it.

export const SERIES_COLOURS = [
  'var(--primary)',
  'var(--coral)',
  'var(--success)',
  'var(--info)',
  'var(--accent-foreground)',
];

export const axis = { stroke: 'var(--muted-foreground)', fontSize: 12, tickLine: false } as const;
export const tooltipStyle = {
  contentStyle: {
    background: 'var(--popover)',
    color: 'var(--popover-foreground)',
    border: '1px solid var(--border)',
    borderRadius: 8,
    fontSize: 12,
  },
  labelStyle: { color: 'var(--popover-foreground)' },
} as const;

/** Legend labels in the text colour (recharts colours them like their series by default). */
export const legendText = (value: string) => <span style={{ color: 'var(--foreground)' }}>{value}</span>;

export const shortDay = (iso: string) => format(parseISO(iso), 'MMM d');

export function TasksPerWeekChart({ weeks }: { weeks: ProgressOverview['tasksPerWeek'] }) {
  const total = weeks.reduce((sum, w) => sum + w.completed, 0);
  const data = weeks.map((w) => ({ week: shortDay(w.week), completed: w.completed }));
  return (
    <figure className="projects:m-0 projects:flex projects:flex-col projects:gap-2">
      <figcaption className="projects:sr-only">
        {count(total, 'task')} completed over {lastPeriod(weeks.length, 'week')}.
      </figcaption>
      <div className="projects:h-56 projects:w-full" data-testid="tasks-per-week">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} accessibilityLayer margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
            <XAxis dataKey="week" minTickGap={16} {...axis} />
            <YAxis allowDecimals={false} {...axis} />
            <Tooltip {...tooltipStyle} cursor={{ fill: 'var(--muted)' }} />
            <Bar dataKey="completed" name="Tasks completed" fill="var(--primary)" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/** One line per goal with a target, as percent of it (so goals of different units share the axis). */
export function GoalsChart({ goals }: { goals: ProgressOverview['goals'] }) {
  const withTarget = goals.filter((g) => g.targetValue !== null && g.targetValue > 0);
  const rows = new Map<string, Record<string, number | string>>();
  for (const goal of withTarget) {
    for (const point of goal.points) {
      const key = point.at;
      const row = rows.get(key) ?? { at: key };
      row[goal.goalId] = Math.round((point.value / (goal.targetValue as number)) * 100);
      rows.set(key, row);
    }
  }
  const data = [...rows.values()]
    .sort((a, b) => String(a.at).localeCompare(String(b.at)))
    .map((row) => ({ ...row, label: format(parseISO(String(row.at)), 'MMM d, HH:mm') }));
  return (
    <figure className="projects:m-0 projects:flex projects:flex-col projects:gap-2">
      <figcaption className="projects:sr-only">
        {withTarget
          .map((g) => {
            const last = g.points[g.points.length - 1]?.value ?? 0;
            return `${g.title}: ${last} of ${g.targetValue}${g.unit ? ` ${g.unit}` : ''}`;
          })
          .join('; ')}
      </figcaption>
      <div className="projects:h-56 projects:w-full" data-testid="goal-progress">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} accessibilityLayer margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
            <XAxis dataKey="label" minTickGap={24} {...axis} />
            <YAxis unit="%" domain={[0, (max: number) => Math.max(100, max)]} {...axis} />
            <Tooltip {...tooltipStyle} formatter={(value) => `${value}% of target`} />
            <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
            <ReferenceLine
              y={100}
              stroke="var(--success)"
              strokeDasharray="4 4"
              label={{
                value: 'Target',
                fill: 'var(--muted-foreground)',
                fontSize: 11,
                position: 'insideTopLeft',
              }}
            />
            {withTarget.map((goal, i) => (
              <Line
                key={goal.goalId}
                dataKey={goal.goalId}
                name={goal.title}
                type="stepAfter"
                connectNulls
                stroke={SERIES_COLOURS[i % SERIES_COLOURS.length]}
                strokeWidth={2}
                dot={{ r: 3 }}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

export function RoadmapPhasesChart({ roadmap }: { roadmap: NonNullable<ProgressOverview['roadmap']> }) {
  const data = roadmap.phases.map((p) => ({ phase: p.phase, done: p.done, remaining: p.total - p.done }));
  return (
    <figure className="projects:m-0 projects:flex projects:flex-col projects:gap-2">
      <figcaption className="projects:sr-only">
        {roadmap.phases.map((p) => `${p.phase}: ${p.done} of ${p.total} steps done`).join('; ')}
      </figcaption>
      <div className="projects:h-56 projects:w-full" data-testid="roadmap-phases">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            layout="vertical"
            accessibilityLayer
            margin={{ top: 8, right: 8, left: 8, bottom: 0 }}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" horizontal={false} />
            <XAxis type="number" allowDecimals={false} {...axis} />
            <YAxis type="category" dataKey="phase" width={96} {...axis} />
            <Tooltip {...tooltipStyle} cursor={{ fill: 'var(--muted)' }} />
            <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
            <Bar dataKey="done" name="Steps done" stackId="steps" fill="var(--primary)" />
            <Bar
              dataKey="remaining"
              name="Steps to go"
              stackId="steps"
              fill="color-mix(in oklch, var(--primary) 16%, var(--muted))"
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

const HEAT_WEEKS = 20;
const DAY_MS = 86_400_000;

/** The last weeks as a calendar heat map: one column per week, Monday on top; darker is busier. */
export function ActiveDaysHeatMap({ days, now }: { days: ProgressOverview['activeDays']; now: string }) {
  const counts = new Map(days.map((d) => [d.day, d.events]));
  const today = new Date(`${now.slice(0, 10)}T00:00:00.000Z`);
  const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY_MS);
  const start = monday.getTime() - (HEAT_WEEKS - 1) * 7 * DAY_MS;
  const max = Math.max(1, ...days.map((d) => d.events));
  const cells: Array<{ day: string; events: number; future: boolean }> = [];
  for (let week = 0; week < HEAT_WEEKS; week++) {
    for (let weekday = 0; weekday < 7; weekday++) {
      const date = new Date(start + (week * 7 + weekday) * DAY_MS);
      const day = date.toISOString().slice(0, 10);
      cells.push({ day, events: counts.get(day) ?? 0, future: date.getTime() > today.getTime() });
    }
  }
  const active = cells.filter((c) => c.events > 0).length;
  const level = (events: number) => (events === 0 ? 0 : Math.min(4, Math.ceil((events / max) * 4)));
  const fills = [
    'var(--muted)',
    'color-mix(in oklch, var(--primary) 30%, transparent)',
    'color-mix(in oklch, var(--primary) 55%, transparent)',
    'color-mix(in oklch, var(--primary) 78%, transparent)',
    'var(--primary)',
  ];
  return (
    <figure className="projects:m-0 projects:flex projects:flex-col projects:gap-2">
      <div
        role="img"
        aria-label={`${active} active days in the last ${HEAT_WEEKS} weeks`}
        data-testid="active-days"
        className="projects:grid projects:grid-flow-col projects:grid-rows-7 projects:gap-1"
        style={{ gridTemplateColumns: `repeat(${HEAT_WEEKS}, minmax(0, 1fr))` }}
      >
        {cells.map((cell) => (
          <span
            key={cell.day}
            title={
              cell.future
                ? undefined
                : `${format(parseISO(cell.day), 'EEE, MMM d')}: ${cell.events} ${cell.events === 1 ? 'event' : 'events'}`
            }
            className="projects:aspect-square projects:rounded-[3px]"
            style={{ background: cell.future ? 'transparent' : fills[level(cell.events)] }}
          />
        ))}
      </div>
      <figcaption className="projects:flex projects:items-center projects:justify-end projects:gap-1 projects:text-muted-foreground projects:text-xs">
        <span>Less</span>
        {fills.map((fill) => (
          <span
            key={fill}
            aria-hidden="true"
            className="projects:size-3 projects:rounded-[3px]"
            style={{ background: fill }}
          />
        ))}
        <span>More</span>
      </figcaption>
    </figure>
  );
}
