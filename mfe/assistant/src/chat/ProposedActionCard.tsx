import { useCreateGoal, useCreateTask, useSchedulePost } from '@market-muse/client';
import type { ProposedAction } from '@market-muse/contracts';
import { platformLabels } from '@market-muse/contracts/enums';
import { Button, toastError } from '@market-muse/ui';
import { format } from 'date-fns';
import { CalendarPlus, Check, ListPlus, Target, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

type Outcome =
  | { readonly status: 'open' }
  | { readonly status: 'done'; readonly text: string; readonly to: string; readonly where: string }
  | { readonly status: 'dismissed' };

/** What the card proposes, in words. */
const describe = (action: ProposedAction) => {
  switch (action.kind) {
    case 'add_task':
      return { label: 'Add a task', text: action.task.title, icon: ListPlus };
    case 'plan_post':
      return {
        label: action.platform ? `Plan a post on ${platformLabels[action.platform]}` : 'Plan a post',
        text: action.idea,
        icon: CalendarPlus,
      };
    case 'create_goal':
      return {
        label: 'Create a goal',
        text:
          action.targetValue !== null
            ? `${action.title} (target ${action.targetValue}${action.unit ? ` ${action.unit}` : ''})`
            : action.title,
        icon: Target,
      };
  }
};

/**
 * One action an answer proposes (a model's tool call, or the local engine's step as a task): nothing happens
 * until the user confirms it; confirming runs the real command and the card says what was done.
 */
export function ProposedActionCard({ action }: { action: ProposedAction }) {
  const createTask = useCreateTask();
  const schedulePost = useSchedulePost();
  const createGoal = useCreateGoal();
  const [outcome, setOutcome] = useState<Outcome>({ status: 'open' });
  const pending = createTask.isPending || schedulePost.isPending || createGoal.isPending;
  const { label, text, icon: Icon } = describe(action);
  const failed = () => toastError('Error', 'That could not be done. Please try again.');

  const confirm = () => {
    switch (action.kind) {
      case 'add_task':
        createTask.mutate(
          {
            title: action.task.title,
            description: action.task.description,
            category: action.task.category,
            priority: action.task.priority,
            estimatedTime: action.task.estimatedTime,
          },
          {
            onSuccess: (task) =>
              setOutcome({
                status: 'done',
                text: `Added to your tasks: ${task.title}`,
                to: '/',
                where: 'Open your dashboard',
              }),
            onError: failed,
          },
        );
        return;
      case 'plan_post':
        schedulePost.mutate(
          { text: action.idea, platform: action.platform ?? 'instagram', source: 'idea' },
          {
            onSuccess: (post) =>
              setOutcome({
                status: 'done',
                text: `Planned for ${format(new Date(post.scheduledAt), "EEEE, MMMM d 'at' HH:mm")}`,
                to: '/content-calendar',
                where: 'Open the calendar',
              }),
            onError: failed,
          },
        );
        return;
      case 'create_goal':
        createGoal.mutate(
          {
            title: action.title,
            ...(action.targetValue !== null ? { targetValue: action.targetValue } : {}),
            ...(action.unit ? { unit: action.unit } : {}),
          },
          {
            onSuccess: (goal) =>
              setOutcome({
                status: 'done',
                text: `Goal created: ${goal.title}`,
                to: '/projects',
                where: 'Open your projects',
              }),
            onError: failed,
          },
        );
        return;
    }
  };

  return (
    <li className="assistant:flex assistant:flex-col assistant:gap-2 assistant:rounded-lg assistant:border assistant:border-border assistant:bg-background assistant:p-3">
      <p className="assistant:flex assistant:items-center assistant:gap-1 assistant:font-medium assistant:text-muted-foreground assistant:text-xs assistant:uppercase">
        <Icon aria-hidden="true" className="assistant:size-3.5" /> {label}
      </p>
      <p className="assistant:text-sm">{text}</p>
      {outcome.status === 'open' ? (
        <div className="assistant:flex assistant:flex-wrap assistant:gap-2">
          <Button
            type="button"
            size="sm"
            disabled={pending}
            onClick={confirm}
            aria-label={`Confirm: ${label}`}
          >
            <Check aria-hidden="true" /> {pending ? 'Working...' : 'Confirm'}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={pending}
            onClick={() => setOutcome({ status: 'dismissed' })}
            aria-label={`Dismiss: ${label}`}
          >
            <X aria-hidden="true" /> Dismiss
          </Button>
        </div>
      ) : outcome.status === 'done' ? (
        <p
          role="status"
          className="assistant:flex assistant:flex-wrap assistant:items-center assistant:gap-2 assistant:text-sm"
        >
          <Check aria-hidden="true" className="assistant:size-4 assistant:text-primary" /> {outcome.text}
          <Link to={outcome.to} className="assistant:underline">
            {outcome.where}
          </Link>
        </p>
      ) : (
        <p className="assistant:text-muted-foreground assistant:text-sm">Dismissed</p>
      )}
    </li>
  );
}
