import type { PlannedPost } from '@market-muse/contracts';
import { platformLabels } from '@market-muse/contracts/enums';
import { POST_METRICS, postMetricLabels } from '@market-muse/contracts/posted-post';
import {
  Badge,
  Button,
  cn,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@market-muse/ui';
import { format } from 'date-fns';
import { CheckCircle2, MoreHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { excerpt } from './postText.ts';

export interface PostActions {
  readonly edit: (post: PlannedPost) => void;
  readonly move: (post: PlannedPost) => void;
  readonly setPublished: (post: PlannedPost, published: boolean) => void;
  /** 'Mark as posted' with the post's link. */
  readonly markPosted: (post: PlannedPost) => void;
  /** The published post's numbers. */
  readonly results: (post: PlannedPost) => void;
  readonly remove: (post: PlannedPost) => void;
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
  `${time(post)} ${platformLabels[post.platform]}${post.status === 'published' ? ', published' : ''}: ${excerpt(post.text, 60)}`;

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
        <DropdownMenuItem onSelect={() => actions.edit(post)}>Edit</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => actions.move(post)}>Move to date</DropdownMenuItem>
        {post.status === 'planned' ? (
          <DropdownMenuItem onSelect={() => actions.markPosted(post)}>Mark as posted</DropdownMenuItem>
        ) : (
          <>
            <DropdownMenuItem onSelect={() => actions.results(post)}>Enter results</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => actions.markPosted(post)}>
              {post.url ? 'Change link' : 'Add link'}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => actions.setPublished(post, false)}>
              Mark as planned
            </DropdownMenuItem>
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => actions.remove(post)}>
          Delete
        </DropdownMenuItem>
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

/** A post in a month cell: one compact button that opens the post's actions. */
export function PostChip({ post, actions }: { post: PlannedPost; actions: PostActions }) {
  return (
    <ActionsMenu
      post={post}
      actions={actions}
      trigger={
        <button
          type="button"
          {...dragProps(post)}
          className={cn(
            'assistant:flex assistant:w-full assistant:min-w-0 assistant:cursor-pointer assistant:items-center assistant:gap-1 assistant:rounded assistant:px-1 assistant:py-0.5 assistant:text-left assistant:text-xs assistant:outline-none assistant:hover:bg-accent assistant:focus-visible:ring-2 assistant:focus-visible:ring-ring',
            post.status === 'published'
              ? 'assistant:bg-success/15 assistant:text-foreground'
              : 'assistant:bg-primary/10 assistant:text-foreground',
          )}
        >
          {post.status === 'published' ? (
            <CheckCircle2 aria-hidden="true" className="assistant:size-3 assistant:shrink-0" />
          ) : null}
          <span className="assistant:shrink-0 assistant:font-medium">{time(post)}</span>
          {/* Spoken, not shown: the chip's name is then its visible text with the platform and status. */}
          <span className="assistant:sr-only">
            {` ${platformLabels[post.platform]}${post.status === 'published' ? ', published' : ''}: `}
          </span>
          <span className="assistant:truncate">{post.text}</span>
        </button>
      }
    />
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
  const status =
    post.status === 'published' ? (
      <Badge variant="success">Published</Badge>
    ) : (
      <Badge variant="info">Planned</Badge>
    );
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
      {post.url && !compact ? (
        <a
          href={post.url}
          target="_blank"
          rel="noreferrer"
          className="assistant:text-primary assistant:text-xs assistant:underline assistant:underline-offset-2"
        >
          View post on {platformLabels[post.platform]}
        </a>
      ) : null}
    </article>
  );
}
