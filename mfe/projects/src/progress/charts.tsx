import type { ProgressOverview } from '@market-muse/client';
import { count, lastPeriod } from '@market-muse/contracts/plural';
import { ChartContainer, chartTheme, seriesColour } from '@market-muse/ui/chart';
import { format, parseISO } from 'date-fns';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

// The /progress charts (recharts, accessibility layer on) in the kit's chart container and theme, so they
// follow the light and dark themes; each has a text summary for screen readers.

export const shortDay = (iso: string) => format(parseISO(iso), 'MMM d');

export function TasksPerWeekChart({ weeks }: { weeks: ProgressOverview['tasksPerWeek'] }) {
  const total = weeks.reduce((sum, w) => sum + w.completed, 0);
  const data = weeks.map((w) => ({ week: shortDay(w.week), completed: w.completed }));
  return (
    <ChartContainer
      summary={`${count(total, 'task')} completed over ${lastPeriod(weeks.length, 'week')}.`}
      testId="tasks-per-week"
    >
      <BarChart data={data} accessibilityLayer margin={chartTheme.margin}>
        <CartesianGrid {...chartTheme.grid} vertical={false} />
        <XAxis dataKey="week" minTickGap={16} {...chartTheme.axis} />
        <YAxis allowDecimals={false} {...chartTheme.axis} />
        <Tooltip {...chartTheme.tooltip} cursor={chartTheme.cursor} />
        <Bar dataKey="completed" name="Tasks completed" fill="var(--primary)" radius={[4, 4, 0, 0]} />
      </BarChart>
    </ChartContainer>
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
    <ChartContainer
      summary={withTarget
        .map((g) => {
          const last = g.points[g.points.length - 1]?.value ?? 0;
          return `${g.title}: ${last} of ${g.targetValue}${g.unit ? ` ${g.unit}` : ''}`;
        })
        .join('; ')}
      testId="goal-progress"
    >
      <LineChart data={data} accessibilityLayer margin={chartTheme.margin}>
        <CartesianGrid {...chartTheme.grid} vertical={false} />
        <XAxis dataKey="label" minTickGap={24} {...chartTheme.axis} />
        <YAxis unit="%" domain={[0, (max: number) => Math.max(100, max)]} {...chartTheme.axis} />
        <Tooltip {...chartTheme.tooltip} formatter={(value) => `${value}% of target`} />
        <Legend {...chartTheme.legend} />
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
            stroke={seriesColour(i)}
            strokeWidth={2}
            dot={{ r: 3 }}
          />
        ))}
      </LineChart>
    </ChartContainer>
  );
}

export function RoadmapPhasesChart({ roadmap }: { roadmap: NonNullable<ProgressOverview['roadmap']> }) {
  const data = roadmap.phases.map((p) => ({ phase: p.phase, done: p.done, remaining: p.total - p.done }));
  return (
    <ChartContainer
      summary={roadmap.phases.map((p) => `${p.phase}: ${p.done} of ${p.total} steps done`).join('; ')}
      testId="roadmap-phases"
    >
      <BarChart data={data} layout="vertical" accessibilityLayer margin={chartTheme.sideMargin}>
        <CartesianGrid {...chartTheme.grid} horizontal={false} />
        <XAxis type="number" allowDecimals={false} {...chartTheme.axis} />
        <YAxis type="category" dataKey="phase" width={96} {...chartTheme.axis} />
        <Tooltip {...chartTheme.tooltip} cursor={chartTheme.cursor} />
        <Legend {...chartTheme.legend} />
        <Bar dataKey="done" name="Steps done" stackId="steps" fill="var(--primary)" />
        <Bar
          dataKey="remaining"
          name="Steps to go"
          stackId="steps"
          fill="color-mix(in oklch, var(--primary) 16%, var(--muted))"
        />
      </BarChart>
    </ChartContainer>
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
  // A month's name above the first week that starts in it, unless the previous name is too close to fit.
  const months: Array<{ week: number; label: string }> = [];
  for (let week = 0; week < HEAT_WEEKS; week++) {
    const label = format(parseISO(cells[week * 7]!.day), 'MMM');
    const previous = months.at(-1);
    if (previous?.label === label) continue;
    if (previous && week - previous.week < 3) months.pop();
    months.push({ week, label });
  }
  const label = 'projects:text-muted-foreground projects:text-[10px] projects:leading-none';
  return (
    <figure className="projects:m-0 projects:flex projects:flex-col projects:gap-2">
      <div
        role="img"
        aria-label={`${count(active, 'active day')} in ${lastPeriod(HEAT_WEEKS, 'week')}`}
        data-testid="active-days"
        className="projects:grid projects:gap-1"
        style={{
          gridTemplateColumns: `auto repeat(${HEAT_WEEKS}, minmax(0, 1fr))`,
          gridTemplateRows: `auto repeat(7, auto)`,
        }}
      >
        {months.map(({ week, label: month }) => (
          <span
            key={`${week}-${month}`}
            aria-hidden="true"
            className={`${label} projects:whitespace-nowrap`}
            style={{ gridColumn: week + 2, gridRow: 1 }}
          >
            {month}
          </span>
        ))}
        {['Mon', 'Wed', 'Fri'].map((weekday, i) => (
          <span
            key={weekday}
            aria-hidden="true"
            className={`${label} projects:self-center projects:pr-1`}
            style={{ gridColumn: 1, gridRow: 2 + i * 2 }}
          >
            {weekday}
          </span>
        ))}
        {cells.map((cell, i) => (
          <span
            key={cell.day}
            title={
              cell.future
                ? undefined
                : `${format(parseISO(cell.day), 'EEE, MMM d')}: ${count(cell.events, 'event')}`
            }
            className="projects:aspect-square projects:rounded-[3px]"
            style={{
              gridColumn: Math.floor(i / 7) + 2,
              gridRow: (i % 7) + 2,
              background: cell.future ? 'transparent' : fills[level(cell.events)],
            }}
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
