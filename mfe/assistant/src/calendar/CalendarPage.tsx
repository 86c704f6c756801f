import {
  serverText,
  useCalendarPosts,
  useConnectedAccounts,
  useExportCalendar,
  usePublishAutomatically,
  useSetPostPublished,
  useUpdatePost,
} from '@market-muse/client';
import type { PlannedPost } from '@market-muse/contracts';
import { PLATFORMS, type Platform } from '@market-muse/contracts/enums';
import {
  Button,
  Card,
  CardContent,
  EmptyState,
  QueryState,
  Skeleton,
  Spinner,
  toast,
  toastError,
} from '@market-muse/ui';
import { addMonths, addWeeks, format } from 'date-fns';
import {
  CalendarDays,
  ChevronLeft,
  ChevronRight,
  Download,
  Library,
  Plus,
  Sparkles,
  TriangleAlert,
} from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AssistantLayout } from '../layout/AssistantLayout.tsx';
import { useWide } from '../layout/useWide.ts';
import { DeleteDialog } from './DeleteDialog.tsx';
import { DuePosts } from './DuePosts.tsx';
import {
  type CalendarView,
  dayKey,
  instantOf,
  localParts,
  localTimeZone,
  parseDay,
  periodLabel,
  visibleDays,
  visibleRange,
} from './dates.ts';
import { downloadText } from './download.ts';
import { MoveDialog } from './MoveDialog.tsx';
import { PostDialog, type PostDialogTarget, type PostDraft } from './PostDialog.tsx';
import { PostedDialog } from './PostedDialog.tsx';
import { type PostActions, PostCard } from './PostItem.tsx';
import { ReminderMailsToggle } from './ReminderMailsToggle.tsx';
import { ResultsDialog } from './ResultsDialog.tsx';
import { MonthView, WeekView } from './views.tsx';

export const CALENDAR_FILENAME = 'market-muse-calendar.ics';

const HEADING = {
  title: 'Content Calendar',
  subtitle: 'Plan your posts at the times your audience is listening.',
  icon: CalendarDays,
};

/** ?idea= / ?caption= (from the content ideas and the library) or ?text=&platform= open the add dialog. */
const draftFromParams = (params: URLSearchParams): PostDraft | null => {
  const platform = params.get('platform');
  const known = (PLATFORMS as readonly string[]).includes(platform ?? '')
    ? (platform as Platform)
    : undefined;
  const withPlatform = known ? { platform: known } : {};
  const idea = params.get('idea');
  if (idea) return { text: idea, source: 'idea', ...withPlatform };
  const caption = params.get('caption');
  if (caption) return { text: caption, source: 'caption', ...withPlatform };
  const text = params.get('text');
  if (text) return { text, source: 'manual', ...withPlatform };
  return null;
};

/** /content-calendar: planned posts by month or week; add, edit, move, publish, delete, export (.ics). */
export default function CalendarPage() {
  const wide = useWide();
  const [params, setParams] = useSearchParams();
  const view: CalendarView = params.get('view') === 'week' ? 'week' : 'month';
  const selected = dayKey(parseDay(params.get('date')) ?? new Date());
  const selectedDay = useMemo(() => parseDay(selected) ?? new Date(), [selected]);
  const days = useMemo(() => visibleDays(view, selectedDay), [view, selectedDay]);
  const range = useMemo(() => visibleRange(days), [days]);
  const posts = useCalendarPosts(range);

  const [dialog, setDialog] = useState<PostDialogTarget | null>(null);
  const [moving, setMoving] = useState<PlannedPost | null>(null);
  const [deleting, setDeleting] = useState<PlannedPost | null>(null);
  const [posting, setPosting] = useState<PlannedPost | null>(null);
  const [scoring, setScoring] = useState<PlannedPost | null>(null);
  const setPublished = useSetPostPublished();
  const publishAutomatically = usePublishAutomatically();
  const connections = useConnectedAccounts();
  const revoked = connections.data?.find((account) => account.status === 'needs_reconnect');
  const update = useUpdatePost();
  const exportIcs = useExportCalendar();

  const navigate = (changes: { view?: CalendarView; date?: string }, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (changes.view) next.set('view', changes.view);
        if (changes.date) next.set('date', changes.date);
        return next;
      },
      { replace },
    );

  // Arriving from a content idea: open the add dialog once, and drop the idea from the address.
  useEffect(() => {
    const draft = draftFromParams(params);
    if (!draft) return;
    setDialog({ mode: 'add', draft });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of ['idea', 'caption', 'text', 'platform']) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);

  const postsByDay = useMemo(() => {
    const map = new Map<string, PlannedPost[]>();
    for (const post of posts.data ?? []) {
      const key = dayKey(new Date(post.scheduledAt));
      map.set(key, [...(map.get(key) ?? []), post]);
    }
    return map;
  }, [posts.data]);

  const showDate = (post: PlannedPost) => navigate({ date: localParts(post.scheduledAt).date });

  const actions: PostActions = {
    edit: (post) => setDialog({ mode: 'edit', post }),
    move: setMoving,
    remove: setDeleting,
    markPosted: setPosting,
    results: setScoring,
    setPublished: (post, published) =>
      setPublished.mutate(
        { id: post.id, published },
        {
          onSuccess: () => toast({ title: published ? 'Marked as published' : 'Marked as planned' }),
          onError: (error) => toastError('Error', error, 'Please try again.'),
        },
      ),
    publishAutomatically: (post, retry) =>
      publishAutomatically.mutate(
        { id: post.id, retry },
        {
          onSuccess: () =>
            toast({
              title: retry ? 'Trying again' : 'Publishing now',
              description: 'It goes out within moments.',
            }),
          onError: (error) => toastError('Could not publish', error, 'Please try again.'),
        },
      ),
  };

  const dropPost = (postId: string, day: string) => {
    const post = posts.data?.find((p) => p.id === postId);
    if (!post) return;
    const { date, time } = localParts(post.scheduledAt);
    const scheduledAt = instantOf(day, time);
    if (date === day || !scheduledAt) return;
    update.mutate(
      { id: post.id, patch: { scheduledAt } },
      {
        onSuccess: () =>
          toast({ title: 'Post moved', description: format(new Date(scheduledAt), 'EEEE, MMMM d, HH:mm') }),
        onError: (error) => toastError('Error', error, 'The post could not be moved.'),
      },
    );
  };

  const download = () =>
    exportIcs.mutate(undefined, {
      onSuccess: (text) => {
        downloadText(text, CALENDAR_FILENAME, 'text/calendar');
        toast({
          title: 'Calendar exported',
          description: `Import ${CALENDAR_FILENAME} into Google Calendar or Apple Calendar.`,
        });
      },
      onError: (error) => toastError('Error', error, 'The export failed. Please try again.'),
    });

  const step = (direction: 1 | -1) =>
    navigate({
      date: dayKey(view === 'month' ? addMonths(selectedDay, direction) : addWeeks(selectedDay, direction)),
    });

  const viewProps = {
    view,
    anchor: selectedDay,
    days,
    postsByDay,
    selected,
    wide,
    actions,
    onSelect: (day: string) => navigate({ date: day }, true),
    onAdd: (day: string) => setDialog({ mode: 'add', draft: { date: day } }),
    onDropPost: dropPost,
  };
  const dayPosts = postsByDay.get(selected) ?? [];
  const empty = posts.isSuccess && posts.data.length === 0;

  return (
    <AssistantLayout wide={wide} heading={HEADING}>
      <div className="assistant:flex assistant:flex-wrap assistant:items-center assistant:gap-2">
        <Button onClick={() => setDialog({ mode: 'add', draft: { date: selected } })}>
          <Plus aria-hidden="true" /> Add post
        </Button>
        <Button variant="outline" onClick={download} pending={exportIcs.isPending}>
          {exportIcs.isPending ? null : <Download aria-hidden="true" />} Export .ics
        </Button>
        <Button asChild variant="ghost">
          <Link to="/content">
            <Library aria-hidden="true" /> Content library
          </Link>
        </Button>
      </div>
      {revoked ? (
        <div
          role="alert"
          className="assistant:flex assistant:flex-wrap assistant:items-center assistant:gap-2 assistant:rounded-lg assistant:border assistant:border-destructive/50 assistant:bg-destructive/10 assistant:p-3 assistant:text-sm"
        >
          <TriangleAlert
            aria-hidden="true"
            className="assistant:size-4 assistant:shrink-0 assistant:text-destructive"
          />
          <span className="assistant:flex-1">
            Bluesky refused the app password of @{revoked.handle}: posts set to publish automatically wait
            until you connect it again.
          </span>
          <Button asChild size="sm" variant="outline">
            <Link to="/account">Reconnect Bluesky</Link>
          </Button>
        </div>
      ) : null}
      <DuePosts onPosted={setPosting} />
      <Card>
        <CardContent className="assistant:flex assistant:flex-col assistant:gap-4">
          <div className="assistant:flex assistant:flex-wrap assistant:items-center assistant:justify-between assistant:gap-2">
            <div className="assistant:flex assistant:items-center assistant:gap-1">
              <Button variant="outline" size="icon" aria-label={`Previous ${view}`} onClick={() => step(-1)}>
                <ChevronLeft aria-hidden="true" />
              </Button>
              <Button variant="outline" size="icon" aria-label={`Next ${view}`} onClick={() => step(1)}>
                <ChevronRight aria-hidden="true" />
              </Button>
              <Button variant="ghost" size="sm" onClick={() => navigate({ date: dayKey(new Date()) })}>
                Today
              </Button>
              <h2 aria-live="polite" className="assistant:ml-2 assistant:font-semibold assistant:text-lg">
                {periodLabel(view, selectedDay)}
              </h2>
              {posts.isFetching && !posts.isPending ? <Spinner aria-label="Updating" /> : null}
            </div>
            <fieldset className="assistant:flex assistant:gap-1 assistant:rounded-lg assistant:bg-muted assistant:p-1">
              <legend className="assistant:sr-only">View</legend>
              {(['month', 'week'] as const).map((v) => (
                <Button
                  key={v}
                  size="sm"
                  variant={view === v ? 'default' : 'ghost'}
                  aria-pressed={view === v}
                  onClick={() => navigate({ view: v })}
                >
                  {v === 'month' ? 'Month' : 'Week'}
                </Button>
              ))}
            </fieldset>
          </div>

          <QueryState
            query={posts}
            pending={
              <div
                role="status"
                aria-label="Loading your calendar..."
                className="assistant:flex assistant:flex-col assistant:gap-2"
              >
                <Skeleton className="assistant:h-8 assistant:w-full" />
                <Skeleton className="assistant:h-64 assistant:w-full" />
              </div>
            }
            error={{
              title: 'Your calendar could not be loaded',
              text: (error) => serverText(error, 'Please check your connection and try again.'),
              icon: null,
              headingLevel: 3,
            }}
          >
            {() => (view === 'month' ? <MonthView {...viewProps} /> : <WeekView {...viewProps} />)}
          </QueryState>

          {empty ? (
            <EmptyState
              headingLevel={3}
              icon={<Sparkles aria-hidden="true" />}
              title={`Nothing planned this ${view}`}
              text="Add a post by hand, or pick one of your content ideas and put it on the calendar."
              action={
                <div className="assistant:flex assistant:flex-wrap assistant:justify-center assistant:gap-2">
                  <Button onClick={() => setDialog({ mode: 'add', draft: { date: selected } })}>
                    <Plus aria-hidden="true" /> Add post
                  </Button>
                  <Button asChild variant="outline">
                    <Link to="/ai-assistant">Get content ideas</Link>
                  </Button>
                </div>
              }
            />
          ) : null}
          <p className="assistant:text-muted-foreground assistant:text-xs">
            Times are in your time zone ({localTimeZone()}). Drag a post to another day, or use its menu's
            “Move to date”.
          </p>
          <ReminderMailsToggle />
        </CardContent>
      </Card>

      {view === 'month' && posts.isSuccess ? (
        <section aria-labelledby="day-heading" className="assistant:flex assistant:flex-col assistant:gap-3">
          <div className="assistant:flex assistant:items-center assistant:justify-between assistant:gap-2">
            <h2 id="day-heading" className="assistant:font-semibold assistant:text-lg">
              {format(selectedDay, 'EEEE, MMMM d')}
            </h2>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setDialog({ mode: 'add', draft: { date: selected } })}
            >
              <Plus aria-hidden="true" /> Add post on this day
            </Button>
          </div>
          {dayPosts.length === 0 ? (
            <p className="assistant:text-muted-foreground assistant:text-sm">
              No posts planned for this day.
            </p>
          ) : (
            <ul
              aria-label="Posts this day"
              className="assistant:grid assistant:gap-2 assistant:md:grid-cols-2"
            >
              {dayPosts.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} actions={actions} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      <PostDialog target={dialog} onClose={() => setDialog(null)} onSaved={showDate} />
      <MoveDialog post={moving} onClose={() => setMoving(null)} onMoved={showDate} />
      <DeleteDialog post={deleting} onClose={() => setDeleting(null)} />
      <PostedDialog post={posting} onClose={() => setPosting(null)} />
      <ResultsDialog post={scoring} onClose={() => setScoring(null)} />
    </AssistantLayout>
  );
}
