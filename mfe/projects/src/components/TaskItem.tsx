import { useCompleteTask, useReopenTask } from '@market-muse/client';
import type { Task } from '@market-muse/contracts';
import { taskCategoryLabels, taskPriorityLabels } from '@market-muse/contracts/enums';
import { Badge, Button, cn, priorityVariant, toastError } from '@market-muse/ui';
import { CheckCircle2, Circle, Clock } from 'lucide-react';
import { useRef } from 'react';

interface TaskItemProps {
  readonly task: Task;
  /** Show the complete / reopen toggle (the roadmap screen); read-only elsewhere. */
  readonly toggle?: boolean;
}

/** One task: title (struck through when completed), description, category, minutes and priority. */
export function TaskItem({ task, toggle = false }: TaskItemProps) {
  const complete = useCompleteTask();
  const reopen = useReopenTask();
  const pending = complete.isPending || reopen.isPending;
  const item = useRef<HTMLLIElement>(null);
  const onToggle = () => {
    const action = task.completed ? reopen : complete;
    // The toggle is disabled while the change is on its way, which drops keyboard focus: once done, focus
    // goes on to the next open task (after completing) or back to this task's toggle.
    const focusAfter = (completed: boolean) => {
      const own = item.current?.querySelector<HTMLButtonElement>('button[data-task-toggle]');
      let next: Element | null | undefined = item.current?.nextElementSibling;
      while (completed && next?.hasAttribute('data-completed')) next = next.nextElementSibling;
      const target = (completed && next?.querySelector<HTMLButtonElement>('button[data-task-toggle]')) || own;
      target?.focus();
    };
    action.mutate(task.id, {
      onSuccess: (changed) => requestAnimationFrame(() => focusAfter(changed.completed)),
      onError: (error) =>
        toastError('Error', error, task.completed ? 'Failed to reopen task' : 'Failed to complete task'),
    });
  };
  return (
    <li
      ref={item}
      data-completed={task.completed || undefined}
      className="projects:flex projects:items-start projects:gap-3 projects:rounded-lg projects:border projects:p-3"
    >
      {toggle ? (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="projects:-mt-1 projects:shrink-0"
          data-task-toggle=""
          aria-label={`${task.completed ? 'Reopen' : 'Complete'} task: ${task.title}`}
          pending={pending}
          onClick={onToggle}
        >
          {pending ? null : task.completed ? (
            <CheckCircle2 aria-hidden="true" className="projects:text-success" />
          ) : (
            <Circle aria-hidden="true" />
          )}
        </Button>
      ) : task.completed ? (
        <CheckCircle2
          aria-hidden="true"
          className="projects:mt-0.5 projects:size-5 projects:shrink-0 projects:text-success"
        />
      ) : (
        <Circle
          aria-hidden="true"
          className="projects:mt-0.5 projects:size-5 projects:shrink-0 projects:text-muted-foreground"
        />
      )}
      <div className="projects:flex projects:min-w-0 projects:flex-1 projects:flex-col projects:gap-1">
        <p
          className={cn(
            'projects:font-medium projects:break-words',
            task.completed && 'projects:text-muted-foreground projects:line-through',
          )}
        >
          {task.title}
          {task.completed ? <span className="projects:sr-only"> (completed)</span> : null}
        </p>
        {task.description ? (
          <p className="projects:text-muted-foreground projects:text-sm projects:break-words">
            {task.description}
          </p>
        ) : null}
        <div className="projects:flex projects:flex-wrap projects:items-center projects:gap-2 projects:pt-1">
          <Badge variant="outline">{taskCategoryLabels[task.category] ?? 'Marketing'}</Badge>
          <Badge variant={priorityVariant(task.priority)}>
            {taskPriorityLabels[task.priority]}
            <span className="projects:sr-only"> priority</span>
          </Badge>
          {task.estimatedTime > 0 ? (
            <span className="projects:inline-flex projects:items-center projects:gap-1 projects:text-muted-foreground projects:text-xs">
              <Clock aria-hidden="true" className="projects:size-3.5" />
              {task.estimatedTime} min
            </span>
          ) : null}
        </div>
      </div>
    </li>
  );
}
