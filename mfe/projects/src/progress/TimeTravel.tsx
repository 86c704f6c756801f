import { serverText, useProgressAsOf } from '@market-muse/client';
import { count, plural } from '@market-muse/contracts/plural';
import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Input,
  Label,
  Spinner,
} from '@market-muse/ui';
import { format, parseISO } from 'date-fns';
import { type ReactNode, useEffect, useId, useState } from 'react';

const WEEK_MS = 7 * 86_400_000;

/** yyyy-mm-dd of a local date. */
const dayOf = (ms: number) => format(new Date(ms), 'yyyy-MM-dd');

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * Time travel: a date field and a slider over the user's whole life in the product (from the first event
 * to now, a thousand steps), and the dashboard numbers, goals, roadmaps and projects as they were at that
 * moment, folded from events on the server. It opens a week back (or at the start, for newer users).
 */
export function TimeTravel({ since, now }: { since: string; now: string }) {
  const first = parseISO(since).getTime();
  const last = Math.max(first, parseISO(now).getTime());
  const clamp = (ms: number) => Math.min(last, Math.max(first, ms));
  const [at, setAt] = useState(() => clamp(last - WEEK_MS));
  // The slider moves freely; the view follows once it rests for a moment.
  const [shown, setShown] = useState(at);
  useEffect(() => {
    const timer = setTimeout(() => setShown(at), 250);
    return () => clearTimeout(timer);
  }, [at]);
  const asOf = useProgressAsOf(new Date(shown).toISOString());
  const dateId = useId();
  const sliderId = useId();
  const step = Math.max(1, Math.round((last - first) / 1000));
  const pickDay = (value: string) => {
    if (!value) return;
    const end = new Date(`${value}T23:59:59.999`).getTime();
    if (Number.isNaN(end)) return;
    const next = clamp(end);
    setAt(next);
    setShown(next);
  };
  const data = asOf.data;
  const changes = data?.changesSince;
  const label = format(new Date(at), 'EEEE, MMM d, yyyy, HH:mm');

  return (
    <Card aria-labelledby="time-travel-title">
      <CardHeader>
        <CardTitle asHeading="h2" id="time-travel-title" className="projects:text-lg">
          Time travel
        </CardTitle>
        <CardDescription>
          See your dashboard, goals, roadmap and projects as they were at any moment.
        </CardDescription>
      </CardHeader>
      <CardContent className="projects:flex projects:flex-col projects:gap-4">
        <div className="projects:grid projects:gap-3 projects:sm:grid-cols-[12rem_1fr] projects:sm:items-end">
          <div className="projects:flex projects:flex-col projects:gap-1.5">
            <Label htmlFor={dateId}>Date</Label>
            <Input
              id={dateId}
              type="date"
              min={dayOf(first)}
              max={dayOf(last)}
              value={dayOf(at)}
              onChange={(e) => pickDay(e.target.value)}
            />
          </div>
          <div className="projects:flex projects:flex-col projects:gap-1.5">
            <Label htmlFor={sliderId}>Your time in Market Muse</Label>
            <input
              id={sliderId}
              type="range"
              min={first}
              max={last}
              step={step}
              value={at}
              disabled={last === first}
              aria-valuetext={label}
              onChange={(e) => setAt(clamp(Number(e.target.value)))}
              className="projects:h-9 projects:w-full projects:accent-primary"
            />
          </div>
        </div>

        {asOf.isError ? (
          <p role="alert" className="projects:text-destructive projects:text-sm">
            {serverText(asOf.error, 'Could not load that moment. Please try again.')}
          </p>
        ) : !data ? (
          <div className="projects:flex projects:justify-center projects:py-6">
            <Spinner aria-label="Loading that moment" />
          </div>
        ) : (
          <section
            aria-live="polite"
            aria-busy={asOf.isFetching}
            className="projects:flex projects:flex-col projects:gap-4"
          >
            <p className="projects:font-medium projects:text-sm">
              As of {format(new Date(shown), 'EEEE, MMM d, yyyy, HH:mm')}
              {asOf.isFetching ? (
                <Spinner className="projects:ml-2 projects:inline projects:size-3" aria-hidden="true" />
              ) : null}
            </p>
            <dl
              className="projects:grid projects:grid-cols-2 projects:gap-3 projects:sm:grid-cols-4"
              data-testid="as-of-stats"
            >
              {[
                ['Getting started', `${data.dashboard.progressPercent}%`],
                ['Active goals', data.dashboard.activeGoals],
                ['Tasks completed', `${data.dashboard.completedTasks} of ${data.dashboard.totalTasks}`],
                ['Success rate', `${data.dashboard.successRate}%`],
              ].map(([label, value]) => (
                <div
                  key={label}
                  className="projects:flex projects:flex-col-reverse projects:rounded-lg projects:border projects:p-3"
                >
                  <dt className="projects:text-muted-foreground projects:text-xs">{label}</dt>
                  <dd className="projects:font-bold projects:text-lg">{value}</dd>
                </div>
              ))}
            </dl>
            <div className="projects:grid projects:gap-4 projects:md:grid-cols-3">
              <ThenList
                region="Goals then"
                label="Goals"
                empty="No goals yet."
                items={data.goals.map((goal) => ({
                  key: goal.id,
                  text: goal.title,
                  detail: `${goal.currentValue}${goal.targetValue !== null ? ` / ${goal.targetValue}` : ''}${goal.unit ? ` ${goal.unit}` : ''}`,
                  badge: goal.status !== 'active' ? <Badge variant="secondary">{goal.status}</Badge> : null,
                }))}
              />
              <ThenList
                region="Roadmaps then"
                label="Roadmap"
                empty="No roadmap yet."
                items={data.roadmaps.map((roadmap) => ({
                  key: roadmap.id,
                  text: roadmap.title,
                  badge: roadmap.status === 'archived' ? <Badge variant="secondary">Replaced</Badge> : null,
                }))}
              />
              <ThenList
                region="Projects then"
                label="Projects"
                empty="No projects yet."
                items={data.projects.map((project) => ({
                  key: project.id,
                  text: project.name,
                  badge: project.isActive ? <Badge>Active</Badge> : null,
                }))}
              />
            </div>
            {changes ? (
              <p
                className="projects:rounded-lg projects:bg-muted projects:p-3 projects:text-sm"
                data-testid="changes-since"
              >
                {changes.events === 0
                  ? 'Nothing has changed since then.'
                  : `Since then: ${signed(changes.tasksCompleted)} ${plural('task', changes.tasksCompleted)} completed, ${signed(changes.goalsSet)} ${plural('goal', changes.goalsSet)}, ${signed(changes.projectsCreated)} ${plural('project', changes.projectsCreated)}, ${signed(changes.roadmapsGenerated)} ${plural('roadmap', changes.roadmapsGenerated)} (${count(changes.events, 'event')}).`}
              </p>
            ) : null}
          </section>
        )}
      </CardContent>
    </Card>
  );
}

interface ThenItem {
  readonly key: string;
  readonly text: string;
  readonly detail?: string;
  readonly badge: ReactNode;
}

/** One column of the state as it was: goals, roadmaps or projects then, or a line saying there were none. */
function ThenList({
  region,
  label,
  empty,
  items,
}: {
  region: string;
  label: string;
  empty: string;
  items: readonly ThenItem[];
}) {
  return (
    <section aria-label={region}>
      <h3 className="projects:mb-1 projects:font-semibold projects:text-sm">{label}</h3>
      {items.length === 0 ? (
        <p className="projects:text-muted-foreground projects:text-sm">{empty}</p>
      ) : (
        <ul className="projects:flex projects:flex-col projects:gap-1 projects:text-sm">
          {items.map((item) => (
            <li
              key={item.key}
              className="projects:flex projects:flex-wrap projects:items-center projects:gap-2"
            >
              <span className="projects:break-words">{item.text}</span>
              {item.detail ? <span className="projects:text-muted-foreground">{item.detail}</span> : null}
              {item.badge}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
