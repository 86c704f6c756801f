import {
  useActivateProject,
  useGoals,
  useProject,
  useProjectScope,
  useRoadmaps,
  useTasks,
} from '@market-muse/client';
import type { Project } from '@market-muse/contracts';
import { projectStageLabels, projectTypeLabels } from '@market-muse/contracts/enums';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  QueryState,
  toast,
  toastError,
} from '@market-muse/ui';
import { ArrowLeft, ArrowRight, Bot, CheckCircle2, ListTodo, Map as MapIcon, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { GoalsSection } from '../components/GoalsSection.tsx';
import { NotFound } from '../components/NotFound.tsx';
import { ProjectDetails } from '../components/ProjectDetails.tsx';
import { ActiveRoadmapCard } from '../components/RoadmapCards.tsx';
import { StatCard } from '../components/StatCard.tsx';
import { TaskItem } from '../components/TaskItem.tsx';
import { ProjectTypeIcon } from '../lib/project-icons.tsx';

const RECENT_TASKS = 5;

/** "Project detail" (/project/{id}). */
export default function ProjectDetailPage() {
  const { id = '' } = useParams();
  const project = useProject(id);
  const goals = useGoals(id);
  const tasks = useTasks(id);

  return (
    <QueryState
      query={project}
      pending="Loading project..."
      // Spec: a project that cannot be loaded (or is not the user's) is 'Project Not Found'.
      error={() => (
        <NotFound
          title="Project Not Found"
          text="The project you're looking for doesn't exist or you don't have access to it."
          backTo="/projects"
          backLabel="Back to Projects"
        />
      )}
    >
      {(loaded) => <ProjectView p={loaded} goals={goals} tasks={tasks} />}
    </QueryState>
  );
}

/** The project's page, once it is loaded: its details, recent tasks, goals and progress. */
function ProjectView({
  p,
  goals,
  tasks,
}: {
  p: Project;
  goals: ReturnType<typeof useGoals>;
  tasks: ReturnType<typeof useTasks>;
}) {
  const { inProject } = useProjectScope();
  const roadmaps = useRoadmaps();
  const activate = useActivateProject();
  // This project's own plan, whichever project is active.
  const roadmap = roadmaps.data?.find((r) => r.status === 'active' && inProject(p.id)(r));
  const taskList = tasks.data ?? [];
  const goalList = goals.data ?? [];
  const completed = taskList.filter((task) => task.completed).length;

  return (
    <article aria-labelledby="project-title" className="projects:flex projects:flex-col projects:gap-6">
      <div>
        <Button asChild variant="ghost" size="sm">
          <Link to="/projects">
            <ArrowLeft aria-hidden="true" />
            All Projects
          </Link>
        </Button>
      </div>
      <header className="projects:flex projects:items-start projects:gap-4">
        <span className="projects:flex projects:size-12 projects:shrink-0 projects:items-center projects:justify-center projects:rounded-xl projects:bg-primary/10 projects:text-primary">
          <ProjectTypeIcon type={p.projectType} className="projects:size-6" />
        </span>
        <div className="projects:flex projects:min-w-0 projects:flex-col projects:gap-2">
          <h1
            id="project-title"
            className="projects:break-words projects:font-bold projects:text-3xl projects:tracking-tight"
          >
            {p.name}
          </h1>
          <div className="projects:flex projects:flex-wrap projects:items-center projects:gap-2">
            <span className="projects:text-muted-foreground">{projectTypeLabels[p.projectType]}</span>
            <Badge variant="secondary">{projectStageLabels[p.projectStage]}</Badge>
            {p.isActive ? (
              <Badge>Active Project</Badge>
            ) : (
              <Button
                size="sm"
                pending={activate.isPending}
                onClick={() =>
                  activate.mutate(p.id, {
                    onSuccess: (project) =>
                      toast({
                        title: 'Project activated!',
                        description: `${project.name} is now your active project`,
                      }),
                    onError: (error) => toastError('Error activating project', error, 'Please try again'),
                  })
                }
              >
                Work on This
              </Button>
            )}
          </div>
        </div>
      </header>

      <div className="projects:grid projects:gap-6 projects:lg:grid-cols-3">
        <div className="projects:flex projects:flex-col projects:gap-6 projects:lg:col-span-2">
          <ProjectDetails project={p} />
          {roadmap ? <ActiveRoadmapCard roadmap={roadmap} /> : null}

          <Card>
            <CardHeader>
              <CardTitle asHeading="h2" className="projects:flex projects:items-center projects:gap-2">
                <ListTodo aria-hidden="true" className="projects:size-5 projects:text-primary" />
                Recent Tasks
              </CardTitle>
            </CardHeader>
            <CardContent>
              <QueryState
                query={tasks}
                pending="Loading tasks..."
                error={() => (
                  <p role="alert" className="projects:text-destructive projects:text-sm">
                    We couldn't load this project's tasks. Please try again.
                  </p>
                )}
                empty={{
                  when: (list) => list.length === 0,
                  show: (
                    <EmptyState
                      icon={<MapIcon />}
                      title="No tasks yet"
                      text="Generate a roadmap and its tasks will show up here."
                      action={
                        <Button asChild>
                          <Link to="/roadmap">Create Roadmap</Link>
                        </Button>
                      }
                    />
                  ),
                }}
              >
                {(list) => (
                  <ul aria-label="Recent tasks" className="projects:flex projects:flex-col projects:gap-3">
                    {list.slice(0, RECENT_TASKS).map((task) => (
                      <TaskItem key={task.id} task={task} />
                    ))}
                  </ul>
                )}
              </QueryState>
            </CardContent>
          </Card>

          <QueryState
            query={goals}
            pending="Loading goals..."
            error={() => (
              <p role="alert" className="projects:text-destructive projects:text-sm">
                We couldn't load this project's goals. Please try again.
              </p>
            )}
          >
            {(list) => (
              <GoalsSection title="Marketing Goals" goals={list} projectId={p.id} emptyAction="Set Goals" />
            )}
          </QueryState>
        </div>

        <aside
          aria-label="Project progress and next steps"
          className="projects:flex projects:flex-col projects:gap-4"
        >
          <Card>
            <CardHeader>
              <CardTitle asHeading="h2">Progress</CardTitle>
            </CardHeader>
            <CardContent className="projects:grid projects:grid-cols-2 projects:gap-3 projects:lg:grid-cols-1">
              <StatCard icon={Target} label="Goals" value={goals.isPending ? '…' : goalList.length} />
              <StatCard
                icon={CheckCircle2}
                label="Completed Tasks"
                value={tasks.isPending ? '…' : completed}
              />
            </CardContent>
          </Card>
          <LinkCard
            to="/roadmap"
            icon={<MapIcon aria-hidden="true" className="projects:size-5" />}
            title="Marketing Roadmap"
            text="Your 90-day plan and today's tasks."
          />
          <LinkCard
            to="/ai-assistant"
            icon={<Bot aria-hidden="true" className="projects:size-5" />}
            title="AI Assistant"
            text="Ask for advice on marketing this project."
          />
        </aside>
      </div>
    </article>
  );
}

function LinkCard({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Card className="projects:relative projects:transition-colors projects:hover:border-primary projects:focus-within:ring-2 projects:focus-within:ring-ring">
      <CardHeader>
        <CardTitle asHeading="h2" className="projects:flex projects:items-center projects:gap-2">
          <span className="projects:text-primary">{icon}</span>
          <Link to={to} className="projects:outline-none projects:after:absolute projects:after:inset-0">
            {title}
          </Link>
          <ArrowRight
            aria-hidden="true"
            className="projects:ml-auto projects:size-4 projects:text-muted-foreground"
          />
        </CardTitle>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
    </Card>
  );
}
