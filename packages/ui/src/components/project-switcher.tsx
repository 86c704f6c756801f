import { toast, toastError } from '@market-muse/ui/core';
import { useId } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.tsx';

export interface ProjectSwitcherProps {
  /** The user's projects, in the order the list shows them. */
  projects: ReadonlyArray<{ readonly id: string; readonly name: string }>;
  /** The active project's id; null hides the switcher. */
  activeId: string | null;
  /** True while an activation is on its way (the select is disabled). */
  pending?: boolean;
  /** Activates the project: resolves with it (its name is confirmed in a toast), or rejects with the error. */
  onActivate: (id: string) => Promise<{ readonly name: string }>;
}

/**
 * The active project, switchable in place: whatever the page shows for the active project follows it.
 * Hidden until the user has two projects to choose between.
 */
export function ProjectSwitcher({ projects, activeId, pending = false, onActivate }: ProjectSwitcherProps) {
  const labelId = useId();
  if (projects.length < 2 || activeId === null) return null;
  return (
    <div className="flex items-center gap-2">
      <span id={labelId} className="text-muted-foreground text-sm">
        Project
      </span>
      <Select
        value={activeId}
        disabled={pending}
        onValueChange={(id) =>
          onActivate(id).then(
            (project) =>
              toast({
                title: 'Project activated!',
                description: `${project.name} is now your active project`,
              }),
            (error: unknown) => toastError('Error activating project', error, 'Please try again'),
          )
        }
      >
        <SelectTrigger aria-labelledby={labelId} className="w-56 max-w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {projects.map((project) => (
            <SelectItem key={project.id} value={project.id}>
              {project.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
