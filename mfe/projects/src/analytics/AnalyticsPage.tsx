import { type ContentPerformance, serverText, useContentPerformance } from '@market-muse/client';
import { platformLabels } from '@market-muse/contracts/enums';
import { count } from '@market-muse/contracts/plural';
import { Button, EmptyState, QueryState } from '@market-muse/ui';
import { ChartCard, ChartContainer, ChartEmpty, chartTheme, seriesColour } from '@market-muse/ui/chart';
import { format, parseISO } from 'date-fns';
import { BarChart3 } from 'lucide-react';
import { Link } from 'react-router';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { shortDay } from '../progress/charts.tsx';

// /analytics: how the creative's content does, folded from their own events (analyses, generated ideas
// and, once it exists, the content calendar).

const platformName = (platform: string) =>
  (platformLabels as Readonly<Record<string, string>>)[platform] ?? platform;
const when = (iso: string) => format(parseISO(iso), 'MMM d, yyyy, HH:mm');

function ScoresChart({ scores }: { scores: ContentPerformance['scores'] }) {
  const platforms = [...new Set(scores.map((s) => s.platform))];
  const data = scores.map((s, i) => ({
    key: i,
    label: format(parseISO(s.at), 'MMM d'),
    [s.platform]: s.score,
  }));
  // One point per analysis, several on a busy day: the day is written under its first point only.
  const tick = (key: number) =>
    key > 0 && data[key - 1]?.label === data[key]?.label ? '' : (data[key]?.label ?? '');
  const latest = platforms.map((p) => {
    const own = scores.filter((s) => s.platform === p);
    return `${platformName(p)}: ${own.length} analysed, latest score ${own[own.length - 1]?.score}`;
  });
  return (
    <ChartContainer summary={latest.join('; ')} height={240} testId="scores-chart">
      <LineChart data={data} accessibilityLayer margin={chartTheme.margin}>
        <CartesianGrid {...chartTheme.grid} vertical={false} />
        <XAxis dataKey="key" tickFormatter={tick} minTickGap={24} {...chartTheme.axis} />
        <YAxis domain={[0, 100]} {...chartTheme.axis} />
        <Tooltip
          {...chartTheme.tooltip}
          labelFormatter={(key) => {
            const at = scores[Number(key)]?.at;
            return at ? when(at) : '';
          }}
        />
        <Legend {...chartTheme.legend} />
        {platforms.map((platform, i) => (
          <Line
            key={platform}
            dataKey={platform}
            name={platformName(platform)}
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

/** Only a very long name (a hashtag) is cut on the axis; the table and tooltip keep it whole. */
const NAME_CHARS = 28;
const shortName = (name: string) => (name.length > NAME_CHARS ? `${name.slice(0, NAME_CHARS - 1)}…` : name);
/** The axis as wide as its longest name needs (about 7 px a character at the axis' size), within bounds. */
const axisWidth = (rows: ReadonlyArray<{ name: string }>) =>
  Math.min(200, Math.max(80, 12 + 7 * Math.max(0, ...rows.map((r) => shortName(r.name).length))));

/** Generated and planned counts of named things (topics, formats), one bar pair each, most used on top. */
function RankedChart({
  rows,
  testId,
  what,
}: {
  rows: ReadonlyArray<{ name: string; generated: number; planned: number }>;
  testId: string;
  what: string;
}) {
  return (
    <ChartContainer
      summary={rows.map((r) => `${r.name}: ${r.generated} generated, ${r.planned} planned`).join('; ')}
      height={Math.max(160, rows.length * 32 + 56)}
      testId={testId}
    >
      <BarChart data={rows} layout="vertical" accessibilityLayer margin={chartTheme.sideMargin}>
        <CartesianGrid {...chartTheme.grid} horizontal={false} />
        <XAxis type="number" allowDecimals={false} {...chartTheme.axis} />
        <YAxis
          type="category"
          dataKey="name"
          width={axisWidth(rows)}
          tickFormatter={shortName}
          {...chartTheme.axis}
        />
        <Tooltip {...chartTheme.tooltip} cursor={chartTheme.cursor} />
        <Legend {...chartTheme.legend} />
        <Bar dataKey="generated" name={`${what} generated`} fill="var(--primary)" radius={[0, 4, 4, 0]} />
        <Bar dataKey="planned" name={`${what} planned`} fill="var(--coral)" radius={[0, 4, 4, 0]} />
      </BarChart>
    </ChartContainer>
  );
}

function CalendarChart({ weeks }: { weeks: NonNullable<ContentPerformance['calendar']> }) {
  const data = weeks.map((w) => ({ week: shortDay(w.week), planned: w.planned, published: w.published }));
  const planned = weeks.reduce((sum, w) => sum + w.planned, 0);
  const published = weeks.reduce((sum, w) => sum + w.published, 0);
  return (
    <ChartContainer
      summary={`${count(planned, 'post')} planned and ${published} published over ${count(weeks.length, 'week')}.`}
      height={240}
      testId="calendar-chart"
    >
      <BarChart data={data} accessibilityLayer margin={chartTheme.margin}>
        <CartesianGrid {...chartTheme.grid} vertical={false} />
        <XAxis dataKey="week" minTickGap={16} {...chartTheme.axis} />
        <YAxis allowDecimals={false} {...chartTheme.axis} />
        <Tooltip {...chartTheme.tooltip} cursor={chartTheme.cursor} />
        <Legend {...chartTheme.legend} />
        <Bar dataKey="planned" name="Planned" fill="var(--primary)" radius={[4, 4, 0, 0]} />
        <Bar dataKey="published" name="Published" fill="var(--success)" radius={[4, 4, 0, 0]} />
      </BarChart>
    </ChartContainer>
  );
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const slotName = (slot: { weekday: number; hour: number }) =>
  `${WEEKDAYS[slot.weekday] ?? ''} ${String(slot.hour).padStart(2, '0')}:00`;
const known = (value: number | null) => (value === null ? '–' : value.toLocaleString('en-US'));

/** Each post's engagement (likes, comments, shares, saves, quotes), the best ten. */
function ResultsChart({ results }: { results: ContentPerformance['results'] }) {
  const data = results.slice(0, 10).map((r, i) => ({
    key: i,
    name: `${platformName(r.platform)}: ${r.text.length > 24 ? `${r.text.slice(0, 23)}…` : r.text}`,
    engagement: r.engagement,
  }));
  return (
    <ChartContainer
      summary={data.map((d) => `${d.name}: ${d.engagement} interactions`).join('; ')}
      height={Math.max(160, data.length * 32 + 56)}
      testId="results-chart"
    >
      <BarChart data={data} layout="vertical" accessibilityLayer margin={chartTheme.sideMargin}>
        <CartesianGrid {...chartTheme.grid} horizontal={false} />
        <XAxis type="number" allowDecimals={false} {...chartTheme.axis} />
        <YAxis type="category" dataKey="name" width={132} tickFormatter={shortName} {...chartTheme.axis} />
        <Tooltip {...chartTheme.tooltip} cursor={chartTheme.cursor} />
        <Bar dataKey="engagement" name="Interactions" fill="var(--primary)" radius={[0, 4, 4, 0]} />
      </BarChart>
    </ChartContainer>
  );
}

/** Average engagement per weekday and hour the posts went out, the best first. */
function SlotsChart({ slots }: { slots: ContentPerformance['resultsBySlot'] }) {
  const data = slots
    .slice(0, 10)
    .map((s) => ({ name: slotName(s), engagement: s.engagement, posts: s.posts }));
  return (
    <ChartContainer
      summary={data
        .map((d) => `${d.name}: ${d.engagement} interactions on average over ${count(d.posts, 'post')}`)
        .join('; ')}
      height={Math.max(160, data.length * 32 + 56)}
      testId="slots-chart"
    >
      <BarChart data={data} layout="vertical" accessibilityLayer margin={chartTheme.sideMargin}>
        <CartesianGrid {...chartTheme.grid} horizontal={false} />
        <XAxis type="number" {...chartTheme.axis} />
        <YAxis type="category" dataKey="name" width={132} {...chartTheme.axis} />
        <Tooltip {...chartTheme.tooltip} cursor={chartTheme.cursor} />
        <Bar dataKey="engagement" name="Average interactions" fill="var(--coral)" radius={[0, 4, 4, 0]} />
      </BarChart>
    </ChartContainer>
  );
}

const NO_RESULTS = (
  <ChartEmpty>
    No results yet. On the{' '}
    <Link to="/content-calendar" className="projects:text-primary projects:underline">
      content calendar
    </Link>
    , mark a post as posted and enter its numbers a few days later to see how it did.
  </ChartEmpty>
);

/** /analytics: content performance. */
export default function AnalyticsPage() {
  const performance = useContentPerformance();
  const header = (
    <header>
      <h1 className="projects:font-bold projects:text-3xl projects:tracking-tight">Content analytics</h1>
      <p className="projects:text-muted-foreground">
        How your posts did, how they score, and what you make most.
      </p>
    </header>
  );
  return (
    <QueryState
      around={(state) => (
        <div className="projects:flex projects:flex-col projects:gap-6">
          {header}
          {state}
        </div>
      )}
      query={performance}
      pending="Loading your content analytics..."
      error={{
        title: 'Could not load your content analytics',
        text: (error) => serverText(error, 'Please try again.'),
      }}
      empty={{
        when: nothingYet,
        show: (
          <EmptyState
            icon={<BarChart3 aria-hidden="true" />}
            headingLevel={2}
            title="No content yet"
            text="Generate content ideas or analyse a post in the AI Assistant: how your content does shows here."
            action={
              <Button asChild>
                <Link to="/ai-assistant">Open the AI Assistant</Link>
              </Button>
            }
          />
        ),
      }}
    >
      {(data) => <AnalyticsCharts data={data} />}
    </QueryState>
  );
}

/** Nothing analysed, generated or planned yet. */
const nothingYet = (data: ContentPerformance) =>
  data.scores.length === 0 &&
  data.topics.length === 0 &&
  data.formats.length === 0 &&
  (data.calendar === null || data.calendar.length === 0) &&
  data.results.length === 0;

/** The four charts, once there is content to show. */
function AnalyticsCharts({ data }: { data: ContentPerformance }) {
  const topics = data.topics.map((t) => ({ name: t.topic, generated: t.generated, planned: t.planned }));
  const formats = data.formats.map((f) => ({ name: f.format, generated: f.generated, planned: f.planned }));
  return (
    <div className="projects:grid projects:gap-6 projects:lg:grid-cols-2">
      <ChartCard
        title="Your posts' results"
        description="Interactions (likes, comments, shares, saves and quotes) of each post you published, the best first."
        table={{
          caption: "Your posts' results",
          columns: [
            'Post',
            'Platform',
            'Planned for',
            'Likes',
            'Comments',
            'Shares',
            'Saves',
            'Reach',
            'Quotes',
          ],
          rows: data.results.map((r) => [
            r.text,
            platformName(r.platform),
            when(r.scheduledAt),
            known(r.likes),
            known(r.comments),
            known(r.shares),
            known(r.saves),
            known(r.reach),
            known(r.quotes),
          ]),
        }}
      >
        {data.results.length > 0 ? <ResultsChart results={data.results} /> : NO_RESULTS}
      </ChartCard>
      <ChartCard
        title="Best times from your results"
        description="Average interactions by the weekday and hour your posts were planned for, in your time zone."
        table={{
          caption: 'Average interactions per weekday and hour',
          columns: ['When', 'Posts', 'Average interactions'],
          rows: data.resultsBySlot.map((s) => [slotName(s), s.posts, s.engagement]),
        }}
      >
        {data.resultsBySlot.length > 0 ? <SlotsChart slots={data.resultsBySlot} /> : NO_RESULTS}
      </ChartCard>
      <ChartCard
        title="Post scores over time"
        description="The score (0–100) of each post you analysed, per platform."
        table={{
          caption: 'Post scores over time',
          columns: ['When', 'Platform', 'Score'],
          rows: data.scores.map((s) => [when(s.at), platformName(s.platform), s.score]),
        }}
      >
        {data.scores.length > 0 ? (
          <ScoresChart scores={data.scores} />
        ) : (
          <ChartEmpty>Analyse a post in the AI Assistant to see its score here.</ChartEmpty>
        )}
      </ChartCard>
      <ChartCard
        title="Planned vs published"
        description="Posts on your content calendar per week: planned for that week, and published in it."
        table={
          data.calendar
            ? {
                caption: 'Posts planned and published per week',
                columns: ['Week of', 'Planned', 'Published'],
                rows: data.calendar.map((w) => [w.week, w.planned, w.published]),
              }
            : undefined
        }
      >
        {data.calendar === null ? (
          <ChartEmpty>
            The content calendar is not there yet: once you can plan posts, planned vs published shows here.
          </ChartEmpty>
        ) : data.calendar.length === 0 ? (
          <ChartEmpty>
            No posts planned yet.{' '}
            <Link to="/content-calendar" className="projects:text-primary projects:underline">
              Plan a post
            </Link>{' '}
            to see it here.
          </ChartEmpty>
        ) : (
          <CalendarChart weeks={data.calendar} />
        )}
      </ChartCard>
      <ChartCard
        title="Topics you use most"
        description="Hashtags in the content ideas you generated and the posts you planned."
        table={{
          caption: 'Topics you use most',
          columns: ['Topic', 'Generated', 'Planned'],
          rows: topics.map((t) => [t.name, t.generated, t.planned]),
        }}
      >
        {topics.length > 0 ? (
          <RankedChart rows={topics} testId="topics-chart" what="Times" />
        ) : (
          <ChartEmpty>Generate content ideas to see your topics here.</ChartEmpty>
        )}
      </ChartCard>
      <ChartCard
        title="Formats you use most"
        description="Content types you generated ideas for, and platforms you analysed or planned posts for."
        table={{
          caption: 'Formats you use most',
          columns: ['Format', 'Generated', 'Planned'],
          rows: formats.map((f) => [f.name, f.generated, f.planned]),
        }}
      >
        {formats.length > 0 ? (
          <RankedChart rows={formats} testId="formats-chart" what="Times" />
        ) : (
          <ChartEmpty>Generate content ideas to see your formats here.</ChartEmpty>
        )}
      </ChartCard>
    </div>
  );
}
