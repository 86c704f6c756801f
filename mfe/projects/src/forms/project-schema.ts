// The create-project form: its fields, and the request body they stand for. The rules and their messages
// are the contract's (CreateProjectRequest: name, type and stage required, the choices' values, lengths).

import { contractForm, type ProjectInput } from '@market-muse/client';

export interface ProjectFormValues {
  readonly name: string;
  readonly projectType: string;
  readonly description: string;
  readonly targetAudience: string;
  readonly projectStage: string;
  readonly uniqueSellingPoint: string;
  readonly availableBudget: string;
  readonly availableTime: string;
}
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
  };
}

/** The form's check: the body it stands for, against the contract's CreateProjectRequest. */
export const projectForm = contractForm({
  request: (schemas) => schemas.projects.create.payload,
  toBody: toProjectInput,
});

/** The form field a server 400 names ('name: Project name is required' → 'name'), if it is one of ours. */
export function fieldOfServerError(body: string): ProjectField | null {
  const field = /^([a-zA-Z]+): /.exec(body)?.[1];
  return field && field in emptyProjectForm ? (field as ProjectField) : null;
}
