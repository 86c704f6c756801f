import {
  useAttachRoadmapGoal,
  useDashboard,
  useGenerateDailyTasks,
  useGenerateRoadmap,
  useGoals,
  useProfile,
  useProjectScope,
  useProjectSwitcher,
  useRoadmaps,
  useTasks,
} from '@market-muse/client';
import { count } from '@market-muse/contracts/plural';
import {
  Button,
  bothQueries,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  ProjectSwitcher,
  QueryState,
  toast,
  toastError,
} from '@market-muse/ui';
import { ArrowLeft, CalendarPlus, ListTodo, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { GoalsSection } from '../components/GoalsSection.tsx';
import { ActiveRoadmapCard, GoalProgressCard, NoRoadmapCard } from '../components/RoadmapCards.tsx';
import { ProfileCard, QuickActions, QuickStats } from '../components/RoadmapSidebar.tsx';
import { RoadmapTimeline } from '../components/RoadmapTimeline.tsx';
import { TaskItem } from '../components/TaskItem.tsx';
import { GoalDialog } from '../forms/GoalDialog.tsx';
import { useStableSlice } from '../lib/use-stable-slice.ts';

const CURRENT_TASKS = 5;

const ROADMAP_FAILED = {
  title: "We couldn't load your roadmap",
  text: 'Please check your connection and try again.',
  retry: 'Try Again',
} as const;

/** "Marketing Roadmap" (/roadmap), with the plan drawn as a timeline. */
export default function RoadmapPage() {
  const profile = useProfile();
  const goals = useGoals();
  const roadmaps = useRoadmaps();
  const tasks = useTasks();
  const dashboard = useDashboard();
  const generateRoadmap = useGenerateRoadmap();
  const generateDaily = useGenerateDailyTasks();
  const attachGoal = useAttachRoadmapGoal();
  const [creatingGoal, setCreatingGoal] = useState(false);
  const [dailyRound, setDailyRound] = useState(0);
  // Everything on this page is the active project's.
  const { activeProject, inProject } = useProjectScope();
  const switcher = useProjectSwitcher();
  const inScope = inProject();
  const projectGoals = goals.data?.filter(inScope);
  const projectTasks = tasks.data?.filter(inScope);
  const currentTasks = useStableSlice(projectTasks, CURRENT_TASKS, dailyRound);

  const activeGoal = projectGoals?.find((goal) => goal.status === 'active');
  const activeRoadmap = roadmaps.data?.find((roadmap) => roadmap.status === 'active' && inScope(roadmap));

  const header = (
    <header className="projects:flex projects:flex-wrap projects:items-center projects:justify-between projects:gap-3">
      <div className="projects:flex projects:flex-col projects:gap-2">
        <div>
          <Button asChild variant="ghost" size="sm">
            <Link to="/">
              <ArrowLeft aria-hidden="true" />
              Back
            </Link>
          </Button>
        </div>
        <h1 id="roadmap-title" className="projects:font-bold projects:text-3xl projects:tracking-tight">
          Marketing Roadmap
        </h1>
        {activeProject ? (
          <p className="projects:text-muted-foreground">Current project: {activeProject.name}</p>
        ) : null}
      </div>
      {profile.data ? (
        <div className="projects:flex projects:flex-wrap projects:items-center projects:gap-3">
          <ProjectSwitcher {...switcher} />
          <Button
            variant="secondary"
            pending={generateDaily.isPending}
            onClick={() =>
              generateDaily.mutate(undefined, {
                onSuccess: (result) => {
                  setDailyRound((n) => n + 1);
                  toast({
                    title: 'Daily Tasks Generated!',
                    description: !result.created
                      ? "Today's tasks are already on your list"
                      : activeRoadmap
                        ? `${count(result.tasks.length, 'task')} for today from "${result.phase}"`
                        : `${count(result.tasks.length, 'starter task')} for today, until you generate your roadmap`,
                  });
                },
                onError: (error) => toastError('Failed to generate daily tasks.', error, 'Please try again.'),
              })
            }
          >
            {generateDaily.isPending ? null : <CalendarPlus aria-hidden="true" />}
            Daily Tasks
          </Button>
        </div>
      ) : null}
    </header>
  );

  const generate = () =>
    generateRoadmap.mutate(activeGoal ? { goalId: activeGoal.id } : undefined, {
      onSuccess: (roadmap) => toast({ title: 'Roadmap Generated!', description: roadmap.title }),
      onError: (error) => toastError('Error', error, 'Failed to generate roadmap. Please try again.'),
    });

  return (
    <QueryState
      around={(state) => (
        <section aria-labelledby="roadmap-title" className="projects:flex projects:flex-col projects:gap-6">
          {header}
          {state}
        </section>
      )}
      query={profile}
      pending="Loading your roadmap..."
      error={ROADMAP_FAILED}
      empty={{
        when: (data) => data === null,
        show: (
          <EmptyState
            icon={<UserRound />}
            headingLevel={2}
            title="Complete Your Profile"
            text="Tell us about your creative work first, and we will build your roadmap around it."
            action={
              <Button asChild>
                <Link to="/onboarding">Complete Your Profile</Link>
              </Button>
            }
          />
        ),
      }}
    >
      {(data) =>
        data && (
          <>
            <div className="projects:grid projects:gap-6 projects:lg:grid-cols-3">
              <div className="projects:flex projects:min-w-0 projects:flex-col projects:gap-6 projects:lg:col-span-2">
                <QueryState
                  query={bothQueries(goals, roadmaps)}
                  pending="Loading your roadmap..."
                  error={ROADMAP_FAILED}
                >
                  {() => (
                    <>
                      {activeGoal ? (
                        <GoalProgressCard
                          goal={activeGoal}
                          progress={dashboard.data?.roadmapProgress ?? null}
                          attach={
                            activeRoadmap && activeRoadmap.goalId === null
                              ? {
                                  roadmapTitle: activeRoadmap.title,
                                  pending: attachGoal.isPending,
                                  onAttach: () =>
                                    attachGoal.mutate(
                                      { roadmapId: activeRoadmap.id, goalId: activeGoal.id },
                                      {
                                        onSuccess: () =>
                                          toast({ title: 'Roadmap attached', description: activeGoal.title }),
                                        onError: (error) =>
                                          toastError(
                                            'Error',
                                            error,
                                            'Failed to attach the roadmap. Please try again.',
                                          ),
                                      },
                                    ),
                                }
                              : undefined
                          }
                        />
                      ) : null}
                      {activeRoadmap ? (
                        <>
                          <ActiveRoadmapCard roadmap={activeRoadmap} />
                          <RoadmapTimeline roadmap={activeRoadmap} />
                        </>
                      ) : (
                        <NoRoadmapCard
                          activeGoal={activeGoal}
                          generating={generateRoadmap.isPending}
                          onGenerate={generate}
                          onCreateGoal={() => setCreatingGoal(true)}
                        />
                      )}
                    </>
                  )}
                </QueryState>

                <Card>
                  <CardHeader>
                    <CardTitle asHeading="h2" className="projects:flex projects:items-center projects:gap-2">
                      <ListTodo aria-hidden="true" className="projects:size-5 projects:text-primary" />
                      Current Tasks
                    </CardTitle>
                    <CardDescription>
                      Tick a task off when it is done; tick it again to reopen it.
                    </CardDescription>
                  </CardHeader>
                  <CardContent>
                    <QueryState
                      query={tasks}
                      pending="Loading tasks..."
                      error={() => (
                        <p role="alert" className="projects:text-destructive projects:text-sm">
                          We couldn't load your tasks. Please try again.
                        </p>
                      )}
                      empty={{
                        when: () => currentTasks.length === 0,
                        show: (
                          <EmptyState
                            icon={<ListTodo />}
                            title="No tasks yet"
                            text={
                              activeRoadmap
                                ? "Use 'Daily Tasks' to get today's tasks from your roadmap."
                                : "Use 'Daily Tasks' for today's starter tasks, or generate your roadmap for the full plan."
                            }
                          />
                        ),
                      }}
                    >
                      {() => (
                        <ul
                          aria-label="Current tasks"
                          className="projects:flex projects:flex-col projects:gap-3"
                        >
                          {currentTasks.map((task) => (
                            <TaskItem key={task.id} task={task} toggle />
                          ))}
                        </ul>
                      )}
                    </QueryState>
                  </CardContent>
                </Card>

                {/* Goals can be set at any time, with or without a roadmap: the project's own. */}
                {projectGoals ? (
                  <GoalsSection
                    title="Your Goals"
                    goals={projectGoals}
                    projectId={activeProject?.id ?? null}
                    emptyAction="Set a Goal"
                  />
                ) : null}
              </div>

              <aside
                aria-label="Stats, profile and actions"
                className="projects:flex projects:flex-col projects:gap-6"
              >
                <QuickStats
                  stats={dashboard.data?.quickStats}
                  loading={dashboard.isPending}
                  failed={dashboard.isError}
                />
                <ProfileCard profile={data} />
                <QuickActions />
              </aside>
            </div>
            <GoalDialog open={creatingGoal} onOpenChange={setCreatingGoal} />
          </>
        )
      }
    </QueryState>
  );
}
