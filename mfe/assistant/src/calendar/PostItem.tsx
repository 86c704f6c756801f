import type { PlannedPost } from '@market-muse/contracts';
import { platformLabels } from '@market-muse/contracts/enums';
import { POST_METRICS, postMetricLabels } from '@market-muse/contracts/posted-post';
import {
  Badge,
  type BadgeVariant,
  Button,
  cn,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@market-muse/ui';
import { format } from 'date-fns';
import { CheckCircle2, ExternalLink, MoreHorizontal, Send, TriangleAlert } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { excerpt } from './postText.ts';

export interface PostActions {
  readonly edit: (post: PlannedPost) => void;
  readonly move: (post: PlannedPost) => void;
  readonly setPublished: (post: PlannedPost, published: boolean) => void;
  /** 'Publish now' (retry false) or 'Retry' after a failure: to the connected Bluesky account. */
  readonly publishAutomatically: (post: PlannedPost, retry: boolean) => void;
  /** 'Mark as posted' with the post's link. */
  readonly markPosted: (post: PlannedPost) => void;
  /** The published post's numbers. */
  readonly results: (post: PlannedPost) => void;
  readonly remove: (post: PlannedPost) => void;
}

/** Each state in words (a badge, and what a screen reader hears after the platform). */
export const STATUS_LABELS: Record<PlannedPost['status'], string> = {
  planned: 'Planned',
  scheduled: 'Scheduled',
  publishing: 'Publishing',
  published: 'Published',
  failed: 'Failed',
};
const STATUS_BADGES: Record<PlannedPost['status'], BadgeVariant> = {
  planned: 'info',
  scheduled: 'secondary',
  publishing: 'muted',
  published: 'success',
  failed: 'destructive',
};
const spokenStatus = (post: PlannedPost) =>
  post.status === 'planned' ? '' : `, ${STATUS_LABELS[post.status].toLowerCase()}`;

/** Published by the scheduler to the connected account (not marked as posted by hand). */
const onNetwork = (post: PlannedPost) =>
  post.status === 'published' && post.publishAutomatically && post.url !== null;

/**
 * Published: its page (on the network, or the link it was marked as posted with); failed: why, and whether
 * another attempt follows.
 */
function PublishingDetails({ post, actions }: { post: PlannedPost; actions: PostActions }) {
  if (post.status === 'published' && post.url)
    return (
      <a
        href={post.url}
        target="_blank"
        rel="noreferrer"
        className="assistant:inline-flex assistant:items-center assistant:gap-1 assistant:text-primary assistant:text-sm assistant:underline assistant:underline-offset-4"
      >
        {onNetwork(post) ? 'View on Bluesky' : `View post on ${platformLabels[post.platform]}`}{' '}
        <ExternalLink aria-hidden="true" className="assistant:size-3" />
      </a>
    );
  if (post.status === 'failed' && post.failure)
    return (
      <div className="assistant:flex assistant:flex-col assistant:gap-2">
        <p className="assistant:flex assistant:items-start assistant:gap-1 assistant:text-sm">
          <TriangleAlert
            aria-hidden="true"
            className="assistant:mt-0.5 assistant:size-4 assistant:shrink-0 assistant:text-destructive"
          />
          <span>
            {post.failure.reason}
            {post.failure.willRetry && post.failure.retryAt
              ? `. Trying again at ${format(new Date(post.failure.retryAt), 'HH:mm')}.`
              : ''}
          </span>
        </p>
        <Button
          size="sm"
          variant="outline"
          className="assistant:self-start"
          onClick={() => actions.publishAutomatically(post, true)}
        >
          Retry
        </Button>
      </div>
    );
  return null;
}

/** The drag payload: the post's id (moving by drag is a shortcut; "Move to date" is the keyboard way). */
export const DRAG_TYPE = 'application/x-market-muse-post';

/** '120 likes · 9 comments · 2,400 reach': the numbers known, in the platforms' order. */
export const resultsLine = (results: NonNullable<PlannedPost['results']>) =>
  POST_METRICS.flatMap((metric) =>
    results[metric] === null
      ? []
      : [`${results[metric].toLocaleString('en-US')} ${postMetricLabels[metric].toLowerCase()}`],
  ).join(' · ');

const time = (post: PlannedPost) => format(new Date(post.scheduledAt), 'HH:mm');

/** What a screen reader hears for a post: time, platform, status and the start of the text. */
export const postLabel = (post: PlannedPost) =>
  `${time(post)} ${platformLabels[post.platform]}${spokenStatus(post)}: ${excerpt(post.text, 60)}`;

function MenuItems({ post, actions }: { post: PlannedPost; actions: PostActions }) {
  return (
    <>
      <DropdownMenuItem onSelect={() => actions.edit(post)}>Edit</DropdownMenuItem>
      <DropdownMenuItem onSelect={() => actions.move(post)}>Move to date</DropdownMenuItem>
      {post.platform === 'bluesky' && (post.status === 'planned' || post.status === 'scheduled') ? (
        <DropdownMenuItem onSelect={() => actions.publishAutomatically(post, false)}>
          Publish now
        </DropdownMenuItem>
      ) : null}
      {post.status === 'failed' ? (
        <DropdownMenuItem onSelect={() => actions.publishAutomatically(post, true)}>Retry</DropdownMenuItem>
      ) : null}
      {post.status === 'published' && post.url ? (
        <DropdownMenuItem asChild>
          <a href={post.url} target="_blank" rel="noreferrer">
            {onNetwork(post) ? 'View on Bluesky' : `View post on ${platformLabels[post.platform]}`}
          </a>
        </DropdownMenuItem>
      ) : null}
      {post.status === 'planned' || post.status === 'scheduled' || post.status === 'failed' ? (
        <DropdownMenuItem onSelect={() => actions.markPosted(post)}>Mark as posted</DropdownMenuItem>
      ) : null}
      {/* A post the scheduler published has its numbers fetched and stays published on the network. */}
      {post.status === 'published' && !onNetwork(post) ? (
        <>
          <DropdownMenuItem onSelect={() => actions.results(post)}>Enter results</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => actions.markPosted(post)}>
            {post.url ? 'Change link' : 'Add link'}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => actions.setPublished(post, false)}>
            Mark as planned
          </DropdownMenuItem>
        </>
      ) : null}
      <DropdownMenuSeparator />
      <DropdownMenuItem variant="destructive" onSelect={() => actions.remove(post)}>
        Delete
      </DropdownMenuItem>
    </>
  );
}

function ActionsMenu({
  post,
  actions,
  trigger,
}: {
  post: PlannedPost;
  actions: PostActions;
  trigger: ReactNode;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <MenuItems post={post} actions={actions} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const dragProps = (post: PlannedPost) => ({
  draggable: true,
  onDragStart: (event: React.DragEvent) => {
    event.dataTransfer.setData(DRAG_TYPE, post.id);
    event.dataTransfer.effectAllowed = 'move';
  },
});

/**
 * A post in a month cell: one compact button that is both the post's drag handle and its actions' opener.
 * A Radix trigger opens on pointer down and cancels the press, and a cancelled press starts no drag; so the
 * chip opens the menu on click (after a press that did not drag) and by keys itself, and an invisible
 * trigger behind it only anchors the menu.
 */
export function PostChip({ post, actions }: { post: PlannedPost; actions: PostActions }) {
  const [open, setOpen] = useState(false);
  const chip = useRef<HTMLButtonElement>(null);
  return (
    <div className="assistant:relative">
      <DropdownMenu open={open} onOpenChange={setOpen}>
        <DropdownMenuTrigger asChild>
          <span
            aria-hidden="true"
            className="assistant:pointer-events-none assistant:absolute assistant:inset-0"
          />
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="end"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            chip.current?.focus();
          }}
        >
          <MenuItems post={post} actions={actions} />
        </DropdownMenuContent>
      </DropdownMenu>
      <button
        ref={chip}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        {...dragProps(post)}
        onClick={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className={cn(
          'assistant:flex assistant:w-full assistant:min-w-0 assistant:cursor-pointer assistant:items-center assistant:gap-1 assistant:rounded assistant:px-1 assistant:py-0.5 assistant:text-left assistant:text-xs assistant:outline-none assistant:hover:bg-accent assistant:focus-visible:ring-2 assistant:focus-visible:ring-ring',
          post.status === 'published'
            ? 'assistant:bg-success/15 assistant:text-foreground'
            : post.status === 'failed'
              ? 'assistant:bg-destructive/15 assistant:text-foreground'
              : 'assistant:bg-primary/10 assistant:text-foreground',
        )}
      >
        {post.status === 'published' ? (
          <CheckCircle2 aria-hidden="true" className="assistant:size-3 assistant:shrink-0" />
        ) : post.status === 'failed' ? (
          <TriangleAlert aria-hidden="true" className="assistant:size-3 assistant:shrink-0" />
        ) : post.status === 'scheduled' || post.status === 'publishing' ? (
          <Send aria-hidden="true" className="assistant:size-3 assistant:shrink-0" />
        ) : null}
        <span className="assistant:shrink-0 assistant:font-medium">{time(post)}</span>
        {/* Spoken, not shown: the chip's name is then its visible text with the platform and status. */}
        <span className="assistant:sr-only">
          {` ${platformLabels[post.platform]}${spokenStatus(post)}: `}
        </span>
        <span className="assistant:truncate">{post.text}</span>
      </button>
    </div>
  );
}

/**
 * A post in the week view and the day's list: time, platform, status, text and an actions menu. Compact
 * (the week's narrow columns) puts platform and status on a line of their own under the time.
 */
export function PostCard({
  post,
  actions,
  compact = false,
}: {
  post: PlannedPost;
  actions: PostActions;
  compact?: boolean;
}) {
  const menu = (
    <ActionsMenu
      post={post}
      actions={actions}
      trigger={
        <Button
          variant="ghost"
          size="icon"
          className={compact ? 'assistant:size-7' : undefined}
          aria-label={`Post actions: ${excerpt(post.text, 40)}`}
        >
          <MoreHorizontal aria-hidden="true" />
        </Button>
      }
    />
  );
  const status = <Badge variant={STATUS_BADGES[post.status]}>{STATUS_LABELS[post.status]}</Badge>;
  return (
    <article
      {...dragProps(post)}
      aria-label={postLabel(post)}
      data-testid="planned-post"
      className={cn(
        'assistant:flex assistant:flex-col assistant:rounded-lg assistant:border assistant:border-border assistant:bg-card',
        compact ? 'assistant:gap-1 assistant:p-2' : 'assistant:gap-2 assistant:p-3',
      )}
    >
      {compact ? (
        <>
          <div className="assistant:flex assistant:items-center assistant:justify-between assistant:gap-1">
            <span className="assistant:font-semibold assistant:text-sm">{time(post)}</span>
            {menu}
          </div>
          <p className="assistant:truncate assistant:text-muted-foreground assistant:text-xs">
            {platformLabels[post.platform]}
          </p>
          {status}
        </>
      ) : (
        <div className="assistant:flex assistant:flex-wrap assistant:items-center assistant:gap-1">
          <span className="assistant:font-semibold assistant:text-sm">{time(post)}</span>
          <Badge variant="outline">{platformLabels[post.platform]}</Badge>
          {status}
          <div className="assistant:ml-auto">{menu}</div>
        </div>
      )}
      <p
        className={cn(
          'assistant:whitespace-pre-wrap assistant:break-words',
          compact ? 'assistant:line-clamp-5 assistant:text-xs' : 'assistant:line-clamp-4 assistant:text-sm',
        )}
      >
        {post.text}
      </p>
      {post.results ? (
        <p className="assistant:text-muted-foreground assistant:text-xs" data-testid="post-results">
          {resultsLine(post.results)}
        </p>
      ) : null}
      <PublishingDetails post={post} actions={actions} />
    </article>
  );
}
