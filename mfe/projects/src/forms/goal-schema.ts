// The goal form: its fields, and the request body they stand for. The rules and their messages are the
// contract's (title required, the target a positive number, the deadline a date, the lengths).
import { contractForm, type GoalInput } from '@market-muse/client';
import type { Goal } from '@market-muse/contracts';

export interface GoalFormValues {
  readonly title: string;
  readonly description: string;
  readonly targetValue: string;
  readonly unit: string;
  readonly deadline: string;
}
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

/**
 * The form's check: the body it stands for, against the contract's CreateGoalRequest (an edit sends the
 * same fields, which UpdateGoalRequest checks with the same rules).
 */
export const goalForm = contractForm({
  request: (schemas) => schemas.goals.create.payload,
  toBody: (values: GoalFormValues) => toGoalInput(values),
  // What the messages call the fields: 'Target must be a positive number'.
  names: { targetValue: 'Target', deadline: 'Deadline', unit: 'Unit', description: 'Description' },
});

export function fieldOfGoalServerError(body: string): GoalField | null {
  const field = /^([a-zA-Z]+): /.exec(body)?.[1];
  return field && field in emptyGoalForm ? (field as GoalField) : null;
}
