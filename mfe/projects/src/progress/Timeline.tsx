import { serverText, useProgressTimeline } from '@market-muse/client';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  QueryState,
  Skeleton,
} from '@market-muse/ui';
import { differenceInCalendarDays, format, parseISO } from 'date-fns';

/** 'Tue 14:02' within the last week, 'Tue, Nov 3 · 14:02' before. */
export function whenText(iso: string, now: Date = new Date()) {
  const date = parseISO(iso);
  return differenceInCalendarDays(now, date) < 7
    ? format(date, 'EEE HH:mm')
    : format(date, 'EEE, MMM d · HH:mm');
}

/** The user's own events in plain words, newest first, a page at a time. */
export function Timeline() {
  const timeline = useProgressTimeline(15);
  return (
    <Card aria-labelledby="timeline-title">
      <CardHeader>
        <CardTitle asHeading="h2" id="timeline-title" className="projects:text-lg">
          Timeline
        </CardTitle>
        <CardDescription>Everything you did, newest first.</CardDescription>
      </CardHeader>
      <CardContent className="projects:flex projects:flex-col projects:gap-3">
        <QueryState
          query={timeline}
          pending={
            <div
              className="projects:flex projects:flex-col projects:gap-2"
              role="status"
              aria-label="Loading the timeline"
            >
              <Skeleton className="projects:h-5 projects:w-3/4" />
              <Skeleton className="projects:h-5 projects:w-2/3" />
              <Skeleton className="projects:h-5 projects:w-1/2" />
            </div>
          }
          error={(error) => (
            <p role="alert" className="projects:text-destructive projects:text-sm">
              {serverText(error, 'Could not load the timeline. Please try again.')}
            </p>
          )}
          empty={{
            when: (data) => data.pages.every((page) => page.items.length === 0),
            show: <p className="projects:text-muted-foreground projects:text-sm">Nothing here yet.</p>,
          }}
        >
          {(data) => (
            <ol className="projects:flex projects:flex-col projects:divide-y" data-testid="timeline">
              {data.pages
                .flatMap((page) => page.items)
                .map((item) => (
                  <li
                    key={item.id}
                    className="projects:flex projects:flex-wrap projects:justify-between projects:gap-x-4 projects:py-2 projects:text-sm"
                  >
                    <span className="projects:min-w-0 projects:break-words">{item.text}</span>
                    <time dateTime={item.at} className="projects:text-muted-foreground projects:tabular-nums">
                      {whenText(item.at)}
                    </time>
                  </li>
                ))}
            </ol>
          )}
        </QueryState>
        {timeline.hasNextPage ? (
          <Button
            variant="outline"
            className="projects:self-start"
            disabled={timeline.isFetchingNextPage}
            onClick={() => timeline.fetchNextPage()}
          >
            {timeline.isFetchingNextPage ? 'Loading…' : 'Show older'}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
