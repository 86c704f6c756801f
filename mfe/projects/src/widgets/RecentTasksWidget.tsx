import '../styles.css';
import { useCompleteTask, useTasks } from '@market-muse/client';
import type { Task } from '@market-muse/contracts';
import { Button, cn, EmptyState, QueryState, Skeleton, toastError } from '@market-muse/ui';
import { Check, ListTodo } from 'lucide-react';
import { Link } from 'react-router';
import { useStableSlice } from '../lib/use-stable-slice.ts';
import { WidgetError } from './WidgetError.tsx';

/** The dashboard lists 3 recent tasks. */
const RECENT_TASKS = 3;

/** A completed task's dot is green, an open one purple. */
function TaskDot({ completed }: { completed: boolean }) {
  return (
    <span
      aria-hidden="true"
      data-testid="task-dot"
      data-state={completed ? 'completed' : 'open'}
      className={cn(
        'projects:mt-1.5 projects:size-2.5 projects:shrink-0 projects:rounded-full',
        completed ? 'projects:bg-success' : 'projects:bg-primary',
      )}
    />
  );
}

function RecentTask({ task }: { task: Task }) {
  const complete = useCompleteTask();
  const onComplete = () =>
    complete.mutate(task.id, {
      onError: (error) => toastError('Error', error, 'Failed to complete task'),
    });
  return (
    <li
      data-testid="recent-task"
      data-completed={task.completed || undefined}
      className="projects:flex projects:items-start projects:gap-3 projects:py-2"
    >
      <TaskDot completed={task.completed} />
      <div className="projects:min-w-0 projects:flex-1">
        <p
          className={cn(
            'projects:font-medium projects:text-sm projects:break-words',
            task.completed && 'projects:text-muted-foreground projects:line-through',
          )}
        >
          {task.title}
          {task.completed ? <span className="projects:sr-only"> (completed)</span> : null}
        </p>
        {task.description ? (
          <p className="projects:line-clamp-2 projects:text-muted-foreground projects:text-xs projects:break-words">
            {task.description}
          </p>
        ) : null}
      </div>
      {task.completed ? null : (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="projects:shrink-0"
          aria-label={`Complete task: ${task.title}`}
          pending={complete.isPending}
          onClick={onComplete}
        >
          <Check aria-hidden="true" />
          <span className="projects:hidden projects:sm:inline">Complete</span>
        </Button>
      )}
    </li>
  );
}

/**
 * The dashboard's Recent Tasks card body, lent to the host shell: the first 3 tasks
 * of GET /api/tasks (the same as the dashboard's recentTasks), each completable, a task completed
 * here staying in place (the API lists completed tasks last); 'View All Tasks' to /ai-assistant; empty state
 * 'Generate Tasks' to /roadmap.
 */
export default function RecentTasksWidget() {
  const all = useTasks();
  const tasks = useStableSlice(all.data, RECENT_TASKS, null);
  return (
    <QueryState
      query={all}
      pending={
        <div
          role="status"
          aria-label="Loading recent tasks"
          className="projects:flex projects:flex-col projects:gap-3"
        >
          <Skeleton className="projects:h-10 projects:w-full" />
          <Skeleton className="projects:h-10 projects:w-full" />
          <Skeleton className="projects:h-10 projects:w-full" />
        </div>
      }
      error={(_, retry) => <WidgetError text="Your recent tasks could not be loaded." onRetry={retry} />}
      empty={{
        when: () => tasks.length === 0,
        show: (
          <EmptyState
            icon={<ListTodo />}
            headingLevel={3}
            title="No tasks yet"
            text="Generate a roadmap to get your first marketing tasks."
            className="projects:p-6"
            action={
              <Button asChild>
                <Link to="/roadmap">Generate Tasks</Link>
              </Button>
            }
          />
        ),
      }}
    >
      {() => (
        <div className="projects:flex projects:flex-col projects:gap-3">
          <ul aria-label="Recent tasks" className="projects:flex projects:flex-col projects:divide-y">
            {tasks.map((task) => (
              <RecentTask key={task.id} task={task} />
            ))}
          </ul>
          <Button asChild variant="outline" className="projects:w-full">
            <Link to="/ai-assistant">View All Tasks</Link>
          </Button>
        </div>
      )}
    </QueryState>
  );
}
