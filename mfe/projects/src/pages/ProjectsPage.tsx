import { serverText, useActivateProject, useProjects } from '@market-muse/client';
import type { Project } from '@market-muse/contracts';
import { Button, EmptyState, QueryState, toast, toastError } from '@market-muse/ui';
import { CalendarCheck, FolderPlus, Map as MapIcon, Plus, Sparkles, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ProjectCard } from '../components/ProjectCard.tsx';
import { CreateProjectDialog } from '../forms/CreateProjectDialog.tsx';

const BENEFITS = [
  { icon: MapIcon, text: 'A custom marketing roadmap for the project' },
  { icon: Sparkles, text: 'AI-generated content ideas that fit it' },
  { icon: CalendarCheck, text: 'Daily tasks that move it forward' },
  { icon: TrendingUp, text: 'Progress tracking toward your goals' },
] as const;

/** "Projects" (/projects): the grid, activation, the empty state and the create dialog. */
export default function ProjectsPage() {
  const navigate = useNavigate();
  const projects = useProjects();
  const activate = useActivateProject();
  const [creating, setCreating] = useState(false);

  const work = (project: Project) =>
    activate.mutate(project.id, {
      onSuccess: (active) => {
        toast({ title: 'Project activated!', description: `${active.name} is now your active project` });
        navigate(`/project/${active.id}`);
      },
      onError: (error) => toastError('Error activating project', error, 'Please try again'),
    });

  const newProject = (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" />
      New Project
    </Button>
  );

  return (
    <section aria-labelledby="projects-title" className="projects:flex projects:flex-col projects:gap-6">
      <header className="projects:flex projects:flex-wrap projects:items-end projects:justify-between projects:gap-4">
        <div className="projects:flex projects:flex-col projects:gap-1">
          <h1 id="projects-title" className="projects:font-bold projects:text-3xl projects:tracking-tight">
            Your Projects
          </h1>
          <p className="projects:text-muted-foreground">
            Each project gets its own roadmap, content and daily tasks. Work on one at a time.
          </p>
        </div>
        {newProject}
      </header>

      <QueryState
        query={projects}
        pending="Loading your projects..."
        error={{
          title: "We couldn't load your projects",
          text: (error) => serverText(error, 'Please check your connection and try again.'),
          retry: 'Try Again',
        }}
        empty={{
          when: (list) => list.length === 0,
          show: (
            <EmptyState
              icon={<FolderPlus />}
              headingLevel={2}
              title="Create Your First Project"
              text="A book, a course, an album, a collection: give it a project and Market Muse plans its marketing with you."
              action={
                <Button size="lg" onClick={() => setCreating(true)}>
                  <Plus aria-hidden="true" />
                  Create Your First Project
                </Button>
              }
            >
              <ul className="projects:grid projects:gap-3 projects:pt-2 projects:text-left projects:sm:grid-cols-2">
                {BENEFITS.map(({ icon: Icon, text }) => (
                  <li
                    key={text}
                    className="projects:flex projects:items-center projects:gap-2 projects:text-sm"
                  >
                    <Icon
                      aria-hidden="true"
                      className="projects:size-4 projects:shrink-0 projects:text-primary"
                    />
                    {text}
                  </li>
                ))}
              </ul>
            </EmptyState>
          ),
        }}
      >
        {(list) => (
          <ul
            aria-label="Projects"
            className="projects:grid projects:gap-4 projects:sm:grid-cols-2 projects:lg:grid-cols-3"
          >
            {list.map((project) => (
              <li key={project.id} className="projects:flex projects:*:flex-1">
                <ProjectCard
                  project={project}
                  onWork={work}
                  onManage={(p) => navigate(`/project/${p.id}`)}
                  activating={activate.isPending && activate.variables === project.id}
                  disabled={activate.isPending}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryState>

      <CreateProjectDialog open={creating} onOpenChange={setCreating} />
    </section>
  );
}
