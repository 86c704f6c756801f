import { useCompleteGoal, useUpdateGoal } from '@market-muse/client';
import type { Goal } from '@market-muse/contracts';
import { type GoalStatus, goalStatusLabels } from '@market-muse/contracts/enums';
import {
  Badge,
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  goalStatusVariant,
  Progress,
  toast,
  toastError,
} from '@market-muse/ui';
import { CalendarDays, MoreHorizontal } from 'lucide-react';
import { formatDate, targetText } from '../lib/format.ts';

interface GoalItemProps {
  readonly goal: Goal;
  readonly onEdit: (goal: Goal) => void;
  readonly onRecordProgress: (goal: Goal) => void;
}

const statusToast: Record<GoalStatus, string> = {
  active: 'Goal resumed',
  completed: 'Goal completed!',
  paused: 'Goal paused',
  abandoned: 'Goal abandoned',
};

/** A goal: title, description, status badge (green, blue or grey), target and progress, deadline, and its actions. */
export function GoalItem({ goal, onEdit, onRecordProgress }: GoalItemProps) {
  const update = useUpdateGoal();
  const complete = useCompleteGoal();
  const busy = update.isPending || complete.isPending;
  const fail = (error: unknown) => toastError('Error updating goal', error, 'Please try again');
  const done = (status: GoalStatus) => toast({ title: statusToast[status], description: goal.title });
  const setStatus = (status: GoalStatus) =>
    status === 'completed'
      ? complete.mutate(goal.id, { onSuccess: () => done(status), onError: fail })
      : update.mutate({ id: goal.id, patch: { status } }, { onSuccess: () => done(status), onError: fail });
  const target = targetText(goal.targetValue, goal.unit);
  const deadline = formatDate(goal.deadline);

  return (
    <li className="projects:flex projects:flex-col projects:gap-2 projects:rounded-lg projects:border projects:p-3">
      <div className="projects:flex projects:items-start projects:justify-between projects:gap-2">
        <div className="projects:min-w-0 projects:flex-1">
          <p className="projects:font-medium projects:break-words">{goal.title}</p>
          {goal.description ? (
            <p className="projects:text-muted-foreground projects:text-sm projects:break-words">
              {goal.description}
            </p>
          ) : null}
        </div>
        <div className="projects:flex projects:shrink-0 projects:items-center projects:gap-1">
          <Badge variant={goalStatusVariant(goal.status)}>{goalStatusLabels[goal.status]}</Badge>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon" aria-label={`Goal actions: ${goal.title}`} pending={busy}>
                {busy ? null : <MoreHorizontal aria-hidden="true" />}
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => onEdit(goal)}>Edit goal</DropdownMenuItem>
              {goal.status === 'active' ? (
                <DropdownMenuItem onSelect={() => onRecordProgress(goal)}>Record progress</DropdownMenuItem>
              ) : null}
              <DropdownMenuSeparator />
              {goal.status !== 'completed' ? (
                <DropdownMenuItem onSelect={() => setStatus('completed')}>Mark completed</DropdownMenuItem>
              ) : null}
              {goal.status === 'active' ? (
                <DropdownMenuItem onSelect={() => setStatus('paused')}>Pause goal</DropdownMenuItem>
              ) : null}
              {goal.status !== 'active' ? (
                <DropdownMenuItem onSelect={() => setStatus('active')}>Resume goal</DropdownMenuItem>
              ) : null}
              {goal.status !== 'abandoned' && goal.status !== 'completed' ? (
                <DropdownMenuItem variant="destructive" onSelect={() => setStatus('abandoned')}>
                  Abandon goal
                </DropdownMenuItem>
              ) : null}
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </div>
      {goal.targetValue !== null ? (
        <div className="projects:flex projects:flex-col projects:gap-1">
          <div className="projects:flex projects:justify-between projects:text-muted-foreground projects:text-xs">
            <span>
              {goal.currentValue.toLocaleString('en-US')} of {target.replace('Target: ', '')}
            </span>
            <span>{Math.round(goal.progress)}%</span>
          </div>
          <Progress value={goal.progress} aria-label={`${goal.title} progress`} />
        </div>
      ) : null}
      {deadline ? (
        <p className="projects:inline-flex projects:items-center projects:gap-1 projects:text-muted-foreground projects:text-xs">
          <CalendarDays aria-hidden="true" className="projects:size-3.5" />
          Due {deadline}
        </p>
      ) : null}
    </li>
  );
}
