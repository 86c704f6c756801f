import {
  type ProgressOverview,
  serverText,
  useDownloadProgress,
  useProgressOverview,
} from '@market-muse/client';
import { Button, EmptyState, QueryState, toastError } from '@market-muse/ui';
import { ChartCard, ChartEmpty as Empty } from '@market-muse/ui/chart';
import { format, parseISO } from 'date-fns';
import { Download, LineChart } from 'lucide-react';
import { Link } from 'react-router';
import { ActiveDaysHeatMap, GoalsChart, RoadmapPhasesChart, TasksPerWeekChart } from './charts.tsx';
import { Timeline } from './Timeline.tsx';
import { TimeTravel } from './TimeTravel.tsx';

/** Saves file text under a name, through a temporary link (the user's own data, portable). */
function saveFile(text: string, name: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const day = (iso: string) => format(parseISO(iso), 'EEE, MMM d, yyyy');
const when = (iso: string) => format(parseISO(iso), 'MMM d, yyyy, HH:mm');

/** /progress: a creative's own history, folded from their events. */
export default function ProgressPage() {
  const overview = useProgressOverview();
  const download = useDownloadProgress();

  const save = (format: 'csv' | 'ndjson') =>
    download.mutate(format, {
      onSuccess: (text) =>
        saveFile(
          text,
          `market-muse-progress.${format}`,
          format === 'csv' ? 'text/csv' : 'application/x-ndjson',
        ),
      onError: (error) => toastError(serverText(error, 'Download failed')),
    });

  const header = (
    <header className="projects:flex projects:flex-wrap projects:items-end projects:justify-between projects:gap-3">
      <div>
        <h1 className="projects:font-bold projects:text-3xl projects:tracking-tight">Your progress</h1>
        <p className="projects:text-muted-foreground">How far you have come, week by week.</p>
      </div>
      <div className="projects:flex projects:flex-wrap projects:gap-2">
        <Button variant="outline" disabled={download.isPending} onClick={() => save('csv')}>
          <Download aria-hidden="true" />
          Download CSV
        </Button>
        <Button variant="outline" disabled={download.isPending} onClick={() => save('ndjson')}>
          <Download aria-hidden="true" />
          Download NDJSON
        </Button>
      </div>
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
      query={overview}
      pending="Loading your progress..."
      error={{
        title: 'Could not load your progress',
        text: (error) => serverText(error, 'Please try again.'),
        headingLevel: 3,
      }}
      empty={{
        when: (data) => !data.since,
        show: (
          <EmptyState
            icon={<LineChart aria-hidden="true" />}
            title="No progress yet"
            text="Set a goal and complete your first task: your progress shows here."
            action={
              <Button asChild>
                <Link to="/roadmap">Go to your roadmap</Link>
              </Button>
            }
          />
        ),
      }}
    >
      {(data) => <ProgressCharts data={data} />}
    </QueryState>
  );
}

/** The charts, the time travel and the timeline, once there is progress to show. */
function ProgressCharts({ data }: { data: ProgressOverview }) {
  const completed = data.tasksPerWeek.some((w) => w.completed > 0);
  const goalsWithTarget = data.goals.filter((g) => g.targetValue !== null && g.targetValue > 0);
  return (
    <>
      <div className="projects:grid projects:gap-6 projects:lg:grid-cols-2">
        <ChartCard
          title="Tasks completed per week"
          description="Completed tasks, minus any you reopened."
          table={{
            caption: 'Tasks completed per week',
            columns: ['Week of', 'Tasks completed'],
            rows: data.tasksPerWeek.map((w) => [day(w.week), w.completed]),
          }}
        >
          {completed ? (
            <TasksPerWeekChart weeks={data.tasksPerWeek} />
          ) : (
            <Empty>No tasks completed yet.</Empty>
          )}
        </ChartCard>
        <ChartCard
          title="Goal progress"
          description="Each goal's value over time, toward its target."
          table={{
            caption: 'Goal progress',
            columns: ['Goal', 'When', 'Value', 'Target'],
            rows: data.goals.flatMap((g) =>
              g.points.map((p) => [
                g.title,
                when(p.at),
                p.value,
                g.targetValue === null ? '—' : `${g.targetValue}${g.unit ? ` ${g.unit}` : ''}`,
              ]),
            ),
          }}
        >
          {goalsWithTarget.length > 0 ? (
            <GoalsChart goals={data.goals} />
          ) : (
            <Empty>Give a goal a target to follow its progress here.</Empty>
          )}
        </ChartCard>
        <ChartCard
          title="Active days"
          description="Days you did something in Market Muse."
          table={{
            caption: 'Active days',
            columns: ['Day', 'Events'],
            rows: data.activeDays.map((d) => [day(d.day), d.events]),
          }}
        >
          <ActiveDaysHeatMap days={data.activeDays} now={data.now} />
        </ChartCard>
        <ChartCard
          title="Roadmap steps done"
          description={
            data.roadmap ? `Per phase of ${data.roadmap.title}.` : 'Per phase of your active roadmap.'
          }
          table={
            data.roadmap
              ? {
                  caption: 'Roadmap steps done per phase',
                  columns: ['Phase', 'Steps done', 'Steps'],
                  rows: data.roadmap.phases.map((p) => [p.phase, p.done, p.total]),
                }
              : undefined
          }
        >
          {data.roadmap ? (
            <RoadmapPhasesChart roadmap={data.roadmap} />
          ) : (
            <Empty>Generate a roadmap to see its phases here.</Empty>
          )}
        </ChartCard>
      </div>
      <TimeTravel since={data.since ?? data.now} now={data.now} />
      <Timeline />
    </>
  );
}
