import { serverText, useProgressTimeline } from '@market-muse/client';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '@market-muse/ui';
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
  const items = timeline.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card aria-labelledby="timeline-title">
      <CardHeader>
        <CardTitle asHeading="h2" id="timeline-title" className="projects:text-lg">
          Timeline
        </CardTitle>
        <CardDescription>Everything you did, newest first.</CardDescription>
      </CardHeader>
      <CardContent className="projects:flex projects:flex-col projects:gap-3">
        {timeline.isPending ? (
          <div
            className="projects:flex projects:flex-col projects:gap-2"
            role="status"
            aria-label="Loading the timeline"
          >
            <Skeleton className="projects:h-5 projects:w-3/4" />
            <Skeleton className="projects:h-5 projects:w-2/3" />
            <Skeleton className="projects:h-5 projects:w-1/2" />
          </div>
        ) : timeline.isError ? (
          <p role="alert" className="projects:text-destructive projects:text-sm">
            {serverText(timeline.error, 'Could not load the timeline. Please try again.')}
          </p>
        ) : items.length === 0 ? (
          <p className="projects:text-muted-foreground projects:text-sm">Nothing here yet.</p>
        ) : (
          <ol className="projects:flex projects:flex-col projects:divide-y" data-testid="timeline">
            {items.map((item) => (
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
