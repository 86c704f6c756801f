import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { ApiError, type ProjectInput, serverText, useCreateProject } from '@market-muse/client';
import {
  PROJECT_BUDGETS,
  PROJECT_STAGES,
  PROJECT_TIMES,
  PROJECT_TYPES,
  projectBudgetLabels,
  projectStageLabels,
  projectTimeLabels,
  projectTypeLabels,
} from '@market-muse/contracts/enums';
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
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ChoiceSelect } from './ChoiceSelect.tsx';
import {
  emptyProjectForm,
  fieldOfServerError,
  type ProjectFormValues,
  projectForm,
} from './project-schema.ts';

interface CreateProjectDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

/** "Create New Project": eight fields; closing resets; success opens the new project. */
export function CreateProjectDialog({ open, onOpenChange }: CreateProjectDialogProps) {
  const navigate = useNavigate();
  const create = useCreateProject();
  const form = useForm<ProjectFormValues, unknown, ProjectInput>({
    resolver: standardSchemaResolver(projectForm),
    defaultValues: emptyProjectForm,
  });
  const { errors } = form.formState;

  const close = () => {
    form.reset(emptyProjectForm);
    create.reset();
    onOpenChange(false);
  };

  const submit = form.handleSubmit((body) =>
    create.mutateAsync(body).then(
      (project) => {
        toast({ title: 'Project created!', description: `${project.name} has been added to your projects` });
        close();
        navigate(`/project/${project.id}`);
      },
      (error: unknown) => {
        const field =
          error instanceof ApiError && error.status === 400 ? fieldOfServerError(error.body) : null;
        if (field) form.setError(field, { message: serverText(error, 'Please try again') });
        toastError('Error creating project', error, 'Please try again');
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="projects:max-h-[90dvh] projects:overflow-y-auto projects:sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Create New Project</DialogTitle>
          <DialogDescription>
            Tell us about your project and we will shape its roadmap, content and daily tasks around it.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="projects:grid projects:gap-4">
          <FormField label="Project Name" required error={errors.name?.message}>
            <Input placeholder="e.g. Coastal Light prints" autoComplete="off" {...form.register('name')} />
          </FormField>
          <div className="projects:grid projects:gap-4 projects:sm:grid-cols-2">
            <Controller
              control={form.control}
              name="projectType"
              render={({ field }) => (
                <FormField label="Project Type" required error={errors.projectType?.message}>
                  <ChoiceSelect
                    name={field.name}
                    values={PROJECT_TYPES}
                    labels={projectTypeLabels}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    placeholder="Select a type"
                  />
                </FormField>
              )}
            />
            <Controller
              control={form.control}
              name="projectStage"
              render={({ field }) => (
                <FormField label="Project Stage" error={errors.projectStage?.message}>
                  <ChoiceSelect
                    name={field.name}
                    values={PROJECT_STAGES}
                    labels={projectStageLabels}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    placeholder="Select a stage"
                  />
                </FormField>
              )}
            />
          </div>
          <FormField label="Description" error={errors.description?.message}>
            <Textarea
              rows={3}
              placeholder="What is it, and what makes it yours?"
              {...form.register('description')}
            />
          </FormField>
          <FormField label="Target Audience" error={errors.targetAudience?.message}>
            <Input placeholder="Who is it for?" {...form.register('targetAudience')} />
          </FormField>
          <FormField label="Unique Selling Point" error={errors.uniqueSellingPoint?.message}>
            <Input placeholder="Why would they choose it?" {...form.register('uniqueSellingPoint')} />
          </FormField>
          <div className="projects:grid projects:gap-4 projects:sm:grid-cols-2">
            <Controller
              control={form.control}
              name="availableBudget"
              render={({ field }) => (
                <FormField label="Marketing Budget" error={errors.availableBudget?.message}>
                  <ChoiceSelect
                    name={field.name}
                    values={PROJECT_BUDGETS}
                    labels={projectBudgetLabels}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    placeholder="Select a budget"
                  />
                </FormField>
              )}
            />
            <Controller
              control={form.control}
              name="availableTime"
              render={({ field }) => (
                <FormField label="Time Commitment" error={errors.availableTime?.message}>
                  <ChoiceSelect
                    name={field.name}
                    values={PROJECT_TIMES}
                    labels={projectTimeLabels}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    placeholder="Select hours a week"
                  />
                </FormField>
              )}
            />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" pending={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create Project'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
