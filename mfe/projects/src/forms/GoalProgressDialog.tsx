import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { contractForm, type GoalProgressInput, useRecordGoalProgress } from '@market-muse/client';
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
  toast,
  toastError,
} from '@market-muse/ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';

interface ProgressValues {
  readonly currentValue: string;
}

const NOT_ZERO_OR_MORE = 'Enter a number of 0 or more';

/** The contract's GoalProgressRequest (a number), and the screen's own rule: a value, never below 0. */
const progressForm = contractForm({
  request: (schemas) => schemas.goals.progress.payload,
  toBody: ({ currentValue }: ProgressValues) => ({ currentValue: Number(currentValue.trim()) }),
  names: { currentValue: 'Current value' },
  screenRules: ({ currentValue }) =>
    currentValue.trim() === '' || Number(currentValue) < 0 ? { currentValue: NOT_ZERO_OR_MORE } : {},
});

interface GoalProgressDialogProps {
  readonly goal: Goal | null;
  readonly onOpenChange: (open: boolean) => void;
}

/** Records where a goal stands now (its current value); the server derives the percent. */
export function GoalProgressDialog({ goal, onOpenChange }: GoalProgressDialogProps) {
  const record = useRecordGoalProgress();
  const form = useForm<ProgressValues, unknown, GoalProgressInput>({
    resolver: standardSchemaResolver(progressForm),
    defaultValues: { currentValue: '' },
  });
  const { errors } = form.formState;

  // biome-ignore lint/correctness/useExhaustiveDependencies: start from the goal's value when it opens
  useEffect(() => {
    if (goal) form.reset({ currentValue: String(goal.currentValue) });
  }, [goal?.id]);

  const submit = form.handleSubmit(async (progress) => {
    if (!goal) return;
    try {
      await record.mutateAsync({ id: goal.id, progress });
      toast({ title: 'Progress recorded!', description: `${goal.title} is updated` });
      onOpenChange(false);
    } catch (error) {
      toastError('Error recording progress', error, 'Please try again');
    }
  });

  return (
    <Dialog open={goal !== null} onOpenChange={onOpenChange}>
      <DialogContent className="projects:sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Record Progress</DialogTitle>
          <DialogDescription>
            {goal?.targetValue
              ? `Where does "${goal.title}" stand now? Target: ${goal.targetValue}${goal.unit ? ` ${goal.unit}` : ''}.`
              : `Where does "${goal?.title ?? ''}" stand now?`}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="projects:grid projects:gap-4">
          <FormField
            label={`Current value${goal?.unit ? ` (${goal.unit})` : ''}`}
            error={errors.currentValue?.message}
          >
            <Input inputMode="decimal" {...form.register('currentValue')} />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" pending={record.isPending}>
              {record.isPending ? 'Saving...' : 'Save Progress'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
