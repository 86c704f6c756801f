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
 * The active project, switchable in place: the roadmap, tasks, stats and advice on the page follow it.
 * Hidden until the user has two projects to choose between.
 */
export function ProjectSwitcher() {
  const { projects, activeProject } = useProjectScope();
  const activate = useActivateProject();
  const labelId = useId();
  const list = projects.data ?? [];
  if (list.length < 2 || !activeProject) return null;
  return (
    <div className="projects:flex projects:items-center projects:gap-2">
      <span id={labelId} className="projects:text-muted-foreground projects:text-sm">
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
        <SelectTrigger aria-labelledby={labelId} className="projects:w-56 projects:max-w-full">
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
