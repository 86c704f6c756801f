import type { PlannedPost } from '@market-muse/contracts';
import { count, plural } from '@market-muse/contracts/plural';
import { Button, cn } from '@market-muse/ui';
import { format, isSameMonth, isToday } from 'date-fns';
import { Plus } from 'lucide-react';
import { type CalendarView, dayKey, weeksOf } from './dates.ts';
import { DRAG_TYPE, type PostActions, PostCard, PostChip } from './PostItem.tsx';

export interface ViewProps {
  readonly view: CalendarView;
  readonly anchor: Date;
  readonly days: readonly Date[];
  readonly postsByDay: ReadonlyMap<string, readonly PlannedPost[]>;
  readonly selected: string;
  readonly wide: boolean;
  readonly actions: PostActions;
  readonly onSelect: (day: string) => void;
  readonly onAdd: (day: string) => void;
  /** A post dropped on a day (drag and drop; the menu's "Move to date" does the same by keyboard). */
  readonly onDropPost: (postId: string, day: string) => void;
}

const MAX_CHIPS = 3;

const dropTarget = (day: string, onDropPost: ViewProps['onDropPost']) => ({
  onDragOver: (event: React.DragEvent) => {
    if (event.dataTransfer.types.includes(DRAG_TYPE)) {
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
    }
  },
  onDrop: (event: React.DragEvent) => {
    const id = event.dataTransfer.getData(DRAG_TYPE);
    if (id) {
      event.preventDefault();
      onDropPost(id, day);
    }
  },
});

const postCount = (n: number) => (n === 0 ? 'no posts' : count(n, 'post'));

/** The month as a table of weeks (Monday first); each day selects itself, posts open their actions. */
export function MonthView({
  anchor,
  days,
  postsByDay,
  selected,
  wide,
  actions,
  onSelect,
  onDropPost,
}: ViewProps) {
  const weeks = weeksOf(days);
  return (
    <table
      className="assistant:w-full assistant:table-fixed assistant:border-collapse"
      aria-label={format(anchor, 'MMMM yyyy')}
    >
      <thead>
        <tr>
          {weeks[0]!.map((day) => (
            <th
              key={day.getDay()}
              scope="col"
              abbr={format(day, 'EEEE')}
              className="assistant:pb-2 assistant:font-medium assistant:text-muted-foreground assistant:text-xs"
            >
              {format(day, wide ? 'EEE' : 'EEEEE')}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={dayKey(week[0]!)}>
            {week.map((day) => {
              const key = dayKey(day);
              const posts = postsByDay.get(key) ?? [];
              const inMonth = isSameMonth(day, anchor);
              const isSelected = key === selected;
              return (
                <td
                  key={key}
                  data-day={key}
                  {...dropTarget(key, onDropPost)}
                  className={cn(
                    'assistant:h-14 assistant:border assistant:border-border assistant:p-0.5 assistant:align-top assistant:md:h-28 assistant:md:p-1',
                    !inMonth && 'assistant:bg-muted/40',
                    isSelected && 'assistant:bg-secondary',
                  )}
                >
                  <div className="assistant:flex assistant:h-full assistant:flex-col assistant:gap-0.5">
                    <button
                      type="button"
                      onClick={() => onSelect(key)}
                      aria-pressed={isSelected}
                      className={cn(
                        'assistant:flex assistant:w-full assistant:cursor-pointer assistant:items-center assistant:gap-1 assistant:rounded assistant:px-1 assistant:text-left assistant:text-xs assistant:outline-none assistant:hover:bg-accent assistant:focus-visible:ring-2 assistant:focus-visible:ring-ring',
                        !inMonth && 'assistant:text-muted-foreground',
                      )}
                    >
                      {/* Named by its content (visible day and count, the rest for screen readers only). */}
                      <span className="assistant:sr-only">{format(day, 'EEEE, MMMM ')}</span>
                      <span
                        className={cn(
                          'assistant:inline-flex assistant:size-6 assistant:items-center assistant:justify-center assistant:rounded-full',
                          isToday(day) &&
                            'assistant:bg-primary assistant:font-semibold assistant:text-primary-foreground',
                        )}
                      >
                        {format(day, 'd')}
                      </span>
                      <span className="assistant:sr-only">, </span>
                      {!wide && posts.length > 0 ? (
                        <>
                          <span className="assistant:font-semibold assistant:text-primary">
                            {posts.length}
                          </span>
                          <span className="assistant:sr-only">{` ${plural('post', posts.length)}`}</span>
                        </>
                      ) : (
                        <span className="assistant:sr-only">{postCount(posts.length)}</span>
                      )}
                    </button>
                    {wide ? (
                      <ul className="assistant:flex assistant:min-w-0 assistant:flex-col assistant:gap-0.5">
                        {posts.slice(0, MAX_CHIPS).map((post) => (
                          <li key={post.id} className="assistant:min-w-0">
                            <PostChip post={post} actions={actions} />
                          </li>
                        ))}
                        {posts.length > MAX_CHIPS ? (
                          <li>
                            <button
                              type="button"
                              onClick={() => onSelect(key)}
                              className="assistant:cursor-pointer assistant:px-1 assistant:text-muted-foreground assistant:text-xs assistant:hover:underline"
                            >
                              {posts.length - MAX_CHIPS} more
                            </button>
                          </li>
                        ) : null}
                      </ul>
                    ) : null}
                  </div>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One week: a column per day (stacked when narrow), each with its posts and an add button. */
export function WeekView({ days, postsByDay, actions, onAdd, onDropPost, wide }: ViewProps) {
  return (
    <ol
      className={cn(
        'assistant:grid assistant:gap-2',
        wide ? 'assistant:grid-cols-7' : 'assistant:grid-cols-1',
      )}
    >
      {days.map((day) => {
        const key = dayKey(day);
        const posts = postsByDay.get(key) ?? [];
        return (
          <li
            key={key}
            data-day={key}
            {...dropTarget(key, onDropPost)}
            aria-labelledby={`day-${key}`}
            className="assistant:flex assistant:min-w-0 assistant:flex-col assistant:gap-2 assistant:rounded-lg assistant:border assistant:border-border assistant:p-2"
          >
            <div className="assistant:flex assistant:items-center assistant:justify-between assistant:gap-1">
              <h3 id={`day-${key}`} className="assistant:text-sm">
                <span className="assistant:font-semibold">{format(day, wide ? 'EEE' : 'EEEE')}</span>{' '}
                <span
                  className={cn(
                    'assistant:inline-flex assistant:min-w-6 assistant:items-center assistant:justify-center assistant:rounded-full assistant:px-1',
                    isToday(day) && 'assistant:bg-primary assistant:text-primary-foreground',
                  )}
                >
                  {format(day, wide ? 'd' : 'MMMM d')}
                </span>
              </h3>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Add a post on ${format(day, 'EEEE, MMMM d')}`}
                onClick={() => onAdd(key)}
              >
                <Plus aria-hidden="true" />
              </Button>
            </div>
            {posts.length === 0 ? (
              <p className="assistant:text-muted-foreground assistant:text-xs">Nothing planned</p>
            ) : (
              <ul className="assistant:flex assistant:flex-col assistant:gap-2">
                {posts.map((post) => (
                  <li key={post.id}>
                    <PostCard post={post} actions={actions} compact={wide} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
