import '../styles.css';
import { useActiveProject } from '@market-muse/client';
import type { Project } from '@market-muse/contracts';
import { projectStageLabels, projectTypeLabels } from '@market-muse/contracts/enums';
import { Badge, Button, QueryState, Skeleton } from '@market-muse/ui';
import { Link } from 'react-router';
import { WidgetError } from './WidgetError.tsx';

/** The dashboard's active-project summary, lent to the host shell. */
export default function ActiveProjectWidget() {
  const active = useActiveProject();
  return (
    <QueryState
      query={active}
      pending={
        <div
          role="status"
          aria-label="Loading active project"
          className="projects:flex projects:flex-col projects:gap-2"
        >
          <Skeleton className="projects:h-5 projects:w-2/3" />
          <Skeleton className="projects:h-4 projects:w-1/2" />
        </div>
      }
      error={(_, retry) => <WidgetError text="Your active project could not be loaded." onRetry={retry} />}
    >
      {(project) => <ActiveProject project={project} />}
    </QueryState>
  );
}

/** The active project's name, type and stage, or how to get one. */
function ActiveProject({ project }: { project: Project | null }) {
  if (!project) {
    return (
      <p className="projects:text-muted-foreground projects:text-sm">
        No active project yet. Activate one on your projects page to focus your plan.
      </p>
    );
  }
  return (
    <div className="projects:flex projects:flex-col projects:items-start projects:gap-2">
      <p className="projects:font-medium projects:break-words">{project.name}</p>
      <div className="projects:flex projects:flex-wrap projects:gap-2">
        <Badge variant="outline">{projectTypeLabels[project.projectType]}</Badge>
        <Badge variant="secondary">{projectStageLabels[project.projectStage]}</Badge>
      </div>
      <Button asChild size="sm" variant="link" className="projects:px-0">
        <Link to={`/project/${project.id}`}>Open project</Link>
      </Button>
    </div>
  );
}
