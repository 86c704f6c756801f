import { useActivateProject, useProjectScope } from '@market-muse/client';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  toast,
  toastError,
} from '@market-muse/ui';
import { useId } from 'react';

/**
 * The active project, switchable in place: the advice and its context follow it (a twin of the roadmap
 * header's, in this remote's styles).
 * Hidden until the user has two projects to choose between.
 */
export function ProjectSwitcher() {
  const { projects, activeProject } = useProjectScope();
  const activate = useActivateProject();
  const labelId = useId();
  const list = projects.data ?? [];
  if (list.length < 2 || !activeProject) return null;
  return (
    <div className="assistant:flex assistant:items-center assistant:gap-2">
      <span id={labelId} className="assistant:text-muted-foreground assistant:text-sm">
        Project
      </span>
      <Select
        value={activeProject.id}
        disabled={activate.isPending}
        onValueChange={(id) =>
          activate.mutate(id, {
            onSuccess: (project) =>
              toast({
                title: 'Project activated!',
                description: `${project.name} is now your active project`,
              }),
            onError: (error) => toastError('Error activating project', error, 'Please try again'),
          })
        }
      >
        <SelectTrigger aria-labelledby={labelId} className="assistant:w-56 assistant:max-w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {list.map((project) => (
            <SelectItem key={project.id} value={project.id}>
              {project.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
