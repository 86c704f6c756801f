import type { Project } from '@market-muse/contracts';
import { projectStageLabels, projectTypeLabels } from '@market-muse/contracts/enums';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@market-muse/ui';
import { CalendarDays, Users } from 'lucide-react';
import { formatDate } from '../lib/format.ts';
import { ProjectTypeIcon } from '../lib/project-icons.tsx';

interface ProjectCardProps {
  readonly project: Project;
  readonly onWork: (project: Project) => void;
  readonly onManage: (project: Project) => void;
  /** This card's activation is under way. */
  readonly activating: boolean;
  readonly disabled: boolean;
}

/** "Projects": icon, name, type, description (3 lines), stage, audience, created date, Active badge. */
export function ProjectCard({ project, onWork, onManage, activating, disabled }: ProjectCardProps) {
  const titleId = `project-${project.id}-title`;
  return (
    <Card
      aria-labelledby={titleId}
      role="article"
      className={
        project.isActive ? 'projects:border-primary projects:ring-1 projects:ring-primary' : undefined
      }
    >
      <CardHeader>
        <div className="projects:flex projects:items-start projects:gap-3">
          <span className="projects:flex projects:size-10 projects:shrink-0 projects:items-center projects:justify-center projects:rounded-lg projects:bg-primary/10 projects:text-primary">
            <ProjectTypeIcon type={project.projectType} className="projects:size-5" />
          </span>
          <div className="projects:flex projects:min-w-0 projects:flex-1 projects:flex-col projects:gap-1">
            <div className="projects:flex projects:items-start projects:justify-between projects:gap-2">
              <CardTitle
                asHeading="h2"
                id={titleId}
                className="projects:min-w-0 projects:wrap-anywhere projects:text-lg"
              >
                {project.name}
              </CardTitle>
              {project.isActive ? <Badge>Active</Badge> : null}
            </div>
            <CardDescription>{projectTypeLabels[project.projectType]}</CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent className="projects:flex projects:flex-1 projects:flex-col projects:gap-3">
        {project.description ? (
          <p className="projects:line-clamp-3 projects:text-muted-foreground projects:text-sm">
            {project.description}
          </p>
        ) : null}
        <div className="projects:flex projects:flex-wrap projects:gap-2">
          <Badge variant="secondary">{projectStageLabels[project.projectStage]}</Badge>
        </div>
        {project.targetAudience ? (
          <p className="projects:flex projects:items-start projects:gap-2 projects:text-sm">
            <Users
              aria-hidden="true"
              className="projects:mt-0.5 projects:size-4 projects:shrink-0 projects:text-muted-foreground"
            />
            <span className="projects:sr-only">Target audience: </span>
            <span className="projects:min-w-0 projects:wrap-anywhere">{project.targetAudience}</span>
          </p>
        ) : null}
        <p className="projects:flex projects:items-center projects:gap-2 projects:text-muted-foreground projects:text-xs">
          <CalendarDays aria-hidden="true" className="projects:size-4" />
          Created {formatDate(project.createdAt)}
        </p>
      </CardContent>
      <CardFooter>
        {project.isActive ? (
          <Button
            variant="outline"
            className="projects:w-full"
            onClick={() => onManage(project)}
            aria-describedby={titleId}
          >
            Manage
          </Button>
        ) : (
          <Button
            className="projects:w-full"
            pending={activating}
            disabled={disabled}
            onClick={() => onWork(project)}
            aria-describedby={titleId}
          >
            Work on This
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
