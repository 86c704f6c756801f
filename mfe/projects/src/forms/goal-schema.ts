// The goal rule, written once: title required (the server's own message), target a positive number.
import type { GoalInput } from '@market-muse/client';
import type { Goal } from '@market-muse/contracts';
import { GOAL_TITLE_REQUIRED } from '@market-muse/contracts/enums';
import { z } from 'zod';

const TARGET_MESSAGE = 'Target must be a positive number';
const DEADLINE_MESSAGE = 'Deadline must be a date';

export const goalFormSchema = z.object({
  title: z.string().trim().min(1, GOAL_TITLE_REQUIRED).max(200, 'At most 200 characters'),
  description: z.string(),
  targetValue: z
    .string()
    .trim()
    .refine((value) => value === '' || (Number.isFinite(Number(value)) && Number(value) > 0), {
      message: TARGET_MESSAGE,
    }),
  unit: z.string().max(100, 'At most 100 characters'),
  deadline: z
    .string()
    .refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), { message: DEADLINE_MESSAGE }),
});

export type GoalFormValues = z.infer<typeof goalFormSchema>;
export type GoalField = keyof GoalFormValues;

export const emptyGoalForm: GoalFormValues = {
  title: '',
  description: '',
  targetValue: '',
  unit: '',
  deadline: '',
};

export function goalFormFrom(goal: Goal): GoalFormValues {
  return {
    title: goal.title,
    description: goal.description ?? '',
    targetValue: goal.targetValue === null ? '' : String(goal.targetValue),
    unit: goal.unit ?? '',
    deadline: goal.deadline ? goal.deadline.slice(0, 10) : '',
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function toGoalInput(values: GoalFormValues, projectId?: string | null): GoalInput {
  return {
    title: values.title.trim(),
    description: orNull(values.description),
    targetValue: values.targetValue.trim() === '' ? null : Number(values.targetValue),
    unit: orNull(values.unit),
    deadline: orNull(values.deadline),
    ...(projectId ? { projectId } : {}),
  };
}

export function fieldOfGoalServerError(body: string): GoalField | null {
  const field = /^([a-zA-Z]+): /.exec(body)?.[1];
  return field && field in emptyGoalForm ? (field as GoalField) : null;
}
