import { useDashboard, useGoals, useProfile, useProjects, useTasks } from '@market-muse/client';
import type { AuthUser } from '@market-muse/contracts';
import { creativeTypeLabels } from '@market-muse/contracts/enums';
import { Button, Card, CardContent, EmptyState, QueryState } from '@market-muse/ui';
import { FolderPlus } from 'lucide-react';
import { Link } from 'react-router';
import { displayName } from '../auth/current-user.ts';
import { readDemoFlag } from '../demo/demo-flag.ts';
import { AreaCards, MarketingProgress, RecentTasksCard, YourProgress } from './dashboard/DashboardCards.tsx';

/** "Dashboard": progress, the area cards, recent tasks, your progress, first project. */
export function Dashboard({ user }: { user: AuthUser }) {
  const dashboard = useDashboard();
  const profile = useProfile();
  const projects = useProjects();
  const goals = useGoals();
  const tasks = useTasks();

  const title = (
    <div className="flex flex-col gap-1">
      <h1 id="dashboard-title" className="font-bold text-3xl tracking-tight">
        {/* The demo's visitor has no name and may be here for the first time: no "Welcome back, Demo!". */}
        {readDemoFlag() ? 'Welcome to your Market Muse demo!' : `Welcome back, ${displayName(user)}!`}
      </h1>
      <p className="text-muted-foreground">Your personalized marketing companion for creatives.</p>
    </div>
  );

  return (
    <section aria-labelledby="dashboard-title" className="flex flex-col gap-6">
      {title}
      <QueryState
        query={dashboard}
        pending="Loading your dashboard..."
        error={(_, retry) => (
          <Card role="alert">
            <CardContent className="flex flex-col items-start gap-3">
              <p className="font-medium">Your dashboard could not be loaded.</p>
              <p className="text-muted-foreground text-sm">Check your connection and try again.</p>
              <Button variant="outline" onClick={retry}>
                Retry
              </Button>
            </CardContent>
          </Card>
        )}
      >
        {(data) => {
          const profileComplete = data.milestones.profileComplete;
          const firstType = profile.data?.creativeTypes[0];
          // The first creative type, written as everywhere else ('Visual Art'), else 'Quick Setup'.
          const profileLabel = firstType ? creativeTypeLabels[firstType] : 'Quick Setup';
          const showFirstProject = profileComplete && projects.isSuccess && projects.data.length === 0;

          return (
            <>
              <MarketingProgress dashboard={data} />
              {showFirstProject ? (
                <EmptyState
                  icon={<FolderPlus />}
                  headingLevel={2}
                  title="Start Your First Project"
                  text="Create a project to plan goals, roadmaps and tasks around your creative work."
                  action={
                    <Button asChild>
                      <Link to="/projects">Start Your First Project</Link>
                    </Button>
                  }
                />
              ) : null}
              <AreaCards
                profileComplete={profileComplete}
                profileLabel={profileLabel}
                profile={profile.data ?? null}
              />
              <div className="grid gap-4 lg:grid-cols-2">
                <RecentTasksCard />
                <YourProgress
                  tasks={tasks.data ?? []}
                  goals={goals.data ?? []}
                  loading={tasks.isPending || goals.isPending}
                />
              </div>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
