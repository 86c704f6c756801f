import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { ApiError, type GoalInput, serverText, useCreateGoal, useUpdateGoal } from '@market-muse/client';
import type { Goal } from '@market-muse/contracts';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  Textarea,
  toast,
  toastError,
} from '@market-muse/ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  emptyGoalForm,
  fieldOfGoalServerError,
  type GoalFormValues,
  goalForm,
  goalFormFrom,
} from './goal-schema.ts';

interface GoalDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The goal to edit; without it the dialog sets a new goal. */
  readonly goal?: Goal | null;
  /** New goals belong to this project when given. */
  readonly projectId?: string | null;
}

/** Set or edit a marketing goal: title, description, target value with its unit, deadline. */
export function GoalDialog({ open, onOpenChange, goal, projectId }: GoalDialogProps) {
  const create = useCreateGoal();
  const update = useUpdateGoal();
  const pending = create.isPending || update.isPending;
  const initial = goal ? goalFormFrom(goal) : emptyGoalForm;
  const form = useForm<GoalFormValues, unknown, GoalInput>({
    resolver: standardSchemaResolver(goalForm),
    defaultValues: initial,
  });
  const { errors } = form.formState;

  // Each opening starts from the goal being edited (or a blank form).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens or the goal changes
  useEffect(() => {
    if (open) form.reset(initial);
  }, [open, goal?.id]);

  const close = () => {
    form.reset(emptyGoalForm);
    onOpenChange(false);
  };

  const submit = form.handleSubmit(async (body) => {
    try {
      if (goal) {
        const { projectId: _, ...patch } = body;
        await update.mutateAsync({ id: goal.id, patch });
        toast({ title: 'Goal updated!', description: `${body.title} is saved` });
      } else {
        await create.mutateAsync(projectId ? { ...body, projectId } : body);
        toast({ title: 'Goal created!', description: `${body.title} is now one of your goals` });
      }
      close();
    } catch (error) {
      const field =
        error instanceof ApiError && error.status === 400 ? fieldOfGoalServerError(error.body) : null;
      if (field) form.setError(field, { message: serverText(error, 'Please try again') });
      toastError(goal ? 'Error updating goal' : 'Error creating goal', error, 'Please try again');
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="projects:max-h-[90dvh] projects:overflow-y-auto projects:sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{goal ? 'Edit Goal' : 'Set a Marketing Goal'}</DialogTitle>
          <DialogDescription>
            A measurable goal, such as 500 followers or 20 sales, lets your roadmap and tasks aim at it.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="projects:grid projects:gap-4">
          <FormField label="Goal Title" required error={errors.title?.message}>
            <Input
              placeholder="e.g. Grow my Instagram following"
              autoComplete="off"
              {...form.register('title')}
            />
          </FormField>
          <FormField label="Description" error={errors.description?.message}>
            <Textarea rows={3} placeholder="Why this goal matters" {...form.register('description')} />
          </FormField>
          <div className="projects:grid projects:gap-4 projects:sm:grid-cols-2">
            <FormField label="Target Value" error={errors.targetValue?.message}>
              <Input inputMode="decimal" placeholder="e.g. 500" {...form.register('targetValue')} />
            </FormField>
            <FormField label="Unit" error={errors.unit?.message}>
              <Input placeholder="e.g. followers" {...form.register('unit')} />
            </FormField>
          </div>
          <FormField label="Deadline" error={errors.deadline?.message}>
            <Input type="date" {...form.register('deadline')} />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" pending={pending}>
              {pending ? 'Saving...' : goal ? 'Save Goal' : 'Create Goal'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
