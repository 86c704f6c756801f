// The create-project rule (spec §5), written once: the dialog validates with it and sends its output.

import type { ProjectInput } from '@market-muse/client';
import {
  PROJECT_BUDGETS,
  PROJECT_NAME_REQUIRED,
  PROJECT_STAGE_REQUIRED,
  PROJECT_STAGES,
  PROJECT_TIMES,
  PROJECT_TYPE_REQUIRED,
  PROJECT_TYPES,
} from '@market-muse/contracts/enums';
import { z } from 'zod';

const oneOf = (values: readonly string[], message: string) =>
  z.string().refine((value) => values.includes(value), { message });
const optionalChoice = (values: readonly string[]) =>
  z.string().refine((value) => value === '' || values.includes(value));

export const projectFormSchema = z.object({
  name: z.string().trim().min(1, PROJECT_NAME_REQUIRED).max(200, 'At most 200 characters'),
  projectType: oneOf(PROJECT_TYPES, PROJECT_TYPE_REQUIRED),
  description: z.string(),
  targetAudience: z.string(),
  projectStage: oneOf(PROJECT_STAGES, PROJECT_STAGE_REQUIRED),
  uniqueSellingPoint: z.string(),
  availableBudget: optionalChoice(PROJECT_BUDGETS),
  availableTime: optionalChoice(PROJECT_TIMES),
});

export type ProjectFormValues = z.infer<typeof projectFormSchema>;
export type ProjectField = keyof ProjectFormValues;

export const emptyProjectForm: ProjectFormValues = {
  name: '',
  projectType: '',
  description: '',
  targetAudience: '',
  projectStage: '',
  uniqueSellingPoint: '',
  availableBudget: '',
  availableTime: '',
};

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The request body for valid form values (blank optional fields are sent as null). */
export function toProjectInput(values: ProjectFormValues): ProjectInput {
  return {
    name: values.name.trim(),
    projectType: values.projectType,
    projectStage: values.projectStage,
    description: orNull(values.description),
    targetAudience: orNull(values.targetAudience),
    uniqueSellingPoint: orNull(values.uniqueSellingPoint),
    availableBudget: orNull(values.availableBudget),
    availableTime: orNull(values.availableTime),
  } as ProjectInput;
}

/** The form field a server 400 names ('name: Project name is required' → 'name'), if it is one of ours. */
export function fieldOfServerError(body: string): ProjectField | null {
  const field = /^([a-zA-Z]+): /.exec(body)?.[1];
  return field && field in emptyProjectForm ? (field as ProjectField) : null;
}
