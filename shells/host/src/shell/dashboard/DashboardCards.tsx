import type { Dashboard } from '@market-muse/client';
import type { Goal, Profile, Task } from '@market-muse/contracts';
import { creativeTypeLabels, experienceLevelLabels } from '@market-muse/contracts/enums';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Progress,
  Skeleton,
} from '@market-muse/ui';
import { Bot, CheckCircle2, Circle, Flame, FolderKanban, Target, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RemoteWidget } from '../../federation/RemoteWidget.tsx';
import { completedThisWeek, streakDays } from './progress-stats.ts';

/** Each milestone, and where it is done: an open milestone is a link there. */
const MILESTONES = [
  { key: 'profileComplete', label: 'Complete your creative profile', to: '/onboarding' },
  { key: 'hasGoal', label: 'Set your first goal', to: '/roadmap' },
  { key: 'hasTask', label: 'Get your first marketing task', to: '/roadmap' },
] as const;

/** The server's milestones, percent and text (the rule lives in GET /api/dashboard only). */
export function MarketingProgress({ dashboard }: { dashboard: Dashboard }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asHeading="h2" id="marketing-progress-title" className="text-lg">
          Marketing Progress
        </CardTitle>
        <CardDescription data-testid="progress-text">{dashboard.progressText}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <Progress
            value={dashboard.progressPercent}
            aria-label="Marketing progress"
            aria-valuetext={`${dashboard.progressPercent}%`}
          />
          {/* 'Step N of 3' names the step the user is on; beside the bar, how many are done, so the two
              read together ('Step 2 of 3', '1 of 3 done') instead of 'Step 2 of 3' beside '33%'. */}
          <span className="shrink-0 text-right font-semibold text-sm tabular-nums">
            {dashboard.milestonesDone} of {MILESTONES.length} done
          </span>
        </div>
        <ol aria-label="Milestones" className="grid gap-2 sm:grid-cols-3">
          {MILESTONES.map(({ key, label, to }) => {
            const done = dashboard.milestones[key];
            return (
              <li key={key} data-done={done || undefined} className="flex items-center gap-2 text-sm">
                {done ? (
                  <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-success" />
                ) : (
                  <Circle aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                )}
                {done ? (
                  <span className="text-foreground">
                    {label}
                    <span className="sr-only"> (done)</span>
                  </span>
                ) : (
                  <Link to={to} className="text-primary underline-offset-4 hover:underline">
                    {label}
                    <span className="sr-only"> (to do)</span>
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}

interface AreaCardProps {
  title: string;
  description: string;
  icon: ReactNode;
  to: string;
  action: string;
  disabled?: boolean;
  children?: ReactNode;
}

function AreaCard({ title, description, icon, to, action, disabled = false, children }: AreaCardProps) {
  const hintId = `${title.toLowerCase().replace(/\s+/g, '-')}-locked`;
  return (
    <Card className="h-full">
      <CardHeader>
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground"
          >
            {icon}
          </span>
          <CardTitle asHeading="h2" className="text-base">
            {title}
          </CardTitle>
        </div>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {children ? <CardContent>{children}</CardContent> : null}
      <CardFooter className="mt-auto flex-col items-stretch gap-2">
        {disabled ? (
          <>
            <Button disabled aria-describedby={hintId} className="w-full">
              {action}
            </Button>
            <p id={hintId} className="text-muted-foreground text-xs">
              Complete your profile to unlock this.
            </p>
          </>
        ) : (
          <Button asChild className="w-full">
            <Link to={to}>{action}</Link>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}

/** What the profile holds, at a glance: every creative type, experience, current project and audience. */
function ProfileSummary({ profile }: { profile: Profile }) {
  const rows = [
    ['Creative types', profile.creativeTypes.map((type) => creativeTypeLabels[type]).join(', ')],
    ['Experience', profile.experienceLevel ? experienceLevelLabels[profile.experienceLevel] : ''],
    ['Current project', profile.currentProjectName?.trim() ?? ''],
    ['Audience', profile.targetAudience?.trim() ?? ''],
  ].filter(([, value]) => value);
  if (rows.length === 0) return null;
  return (
    <dl className="grid gap-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="grid gap-0.5">
          <dt className="text-muted-foreground text-xs">{term}</dt>
          <dd className="line-clamp-2 wrap-anywhere">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Profile, Projects and AI Assistant; the last two wait for a complete profile. */
export function AreaCards({
  profileComplete,
  profileLabel,
  profile,
}: {
  profileComplete: boolean;
  profileLabel: string;
  profile: Profile | null;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <AreaCard
        title="Profile"
        description={profileLabel}
        icon={<UserRound className="size-5" />}
        to="/onboarding"
        action={profileComplete ? 'Update Profile' : 'Complete Profile'}
      >
        {profile ? <ProfileSummary profile={profile} /> : null}
      </AreaCard>
      <AreaCard
        title="Projects"
        description="Organize your creative work and marketing goals."
        icon={<FolderKanban className="size-5" />}
        to="/projects"
        action="View Projects"
        disabled={!profileComplete}
      >
        {profileComplete ? (
          <RemoteWidget
            id="active-project"
            loading={<Skeleton className="h-10 w-full" />}
            fallback={<WidgetFallback what="Your active project" />}
          />
        ) : null}
      </AreaCard>
      <AreaCard
        title="AI Assistant"
        description="Get marketing advice, content ideas and strategies."
        icon={<Bot className="size-5" />}
        to="/ai-assistant"
        action="Open Assistant"
        disabled={!profileComplete}
      />
    </div>
  );
}

function WidgetFallback({ what }: { what: string }) {
  return (
    <p role="status" data-testid="widget-fallback" className="text-muted-foreground text-sm">
      {what} could not be shown right now. The rest of your dashboard still works.
    </p>
  );
}

/** Recent Tasks: the body is the projects remote's widget. */
export function RecentTasksCard() {
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle asHeading="h2" id="recent-tasks-title" className="text-lg">
          Recent Tasks
        </CardTitle>
        <CardDescription>Your latest marketing tasks.</CardDescription>
      </CardHeader>
      <CardContent>
        <RemoteWidget
          id="recent-tasks"
          loading={
            <div role="status" aria-label="Loading recent tasks" className="flex flex-col gap-3">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          }
          fallback={<WidgetFallback what="Your recent tasks" />}
        />
      </CardContent>
    </Card>
  );
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border p-3">
      <dt className="flex items-center gap-2 text-muted-foreground text-xs">
        <span aria-hidden="true" className="text-primary">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="font-semibold text-lg tabular-nums">{value}</dd>
    </div>
  );
}

/** 'Your Progress': this week's completed tasks, active goals with their bars, the streak. */
export function YourProgress({
  tasks,
  goals,
  loading,
}: {
  tasks: readonly Task[];
  goals: readonly Goal[];
  loading: boolean;
}) {
  const activeGoals = goals.filter((goal) => goal.status === 'active');
  const streak = streakDays(tasks);
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle asHeading="h2" id="your-progress-title" className="text-lg">
          Your Progress
        </CardTitle>
        <CardDescription>How your marketing is going.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {loading ? (
          <div role="status" aria-label="Loading your progress" className="flex flex-col gap-3">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3">
              <Stat
                icon={<CheckCircle2 className="size-4" />}
                label="Completed this week"
                value={String(completedThisWeek(tasks))}
              />
              <Stat
                icon={<Flame className="size-4" />}
                label="Day streak"
                value={`${streak} ${streak === 1 ? 'day' : 'days'}`}
              />
            </dl>
            <section aria-labelledby="active-goals-title" className="flex flex-col gap-3">
              <h3 id="active-goals-title" className="flex items-center gap-2 font-medium text-sm">
                <Target aria-hidden="true" className="size-4 text-primary" />
                Active goals
              </h3>
              {activeGoals.length === 0 ? (
                <p className="text-muted-foreground text-sm">No active goals yet.</p>
              ) : (
                <ul className="flex flex-col gap-3">
                  {activeGoals.map((goal) => (
                    <li key={goal.id} className="flex flex-col gap-1.5">
                      <div className="flex items-baseline justify-between gap-2 text-sm">
                        <span className="min-w-0 break-words">{goal.title}</span>
                        <span className="shrink-0 text-muted-foreground tabular-nums">
                          {Math.round(goal.progress)}%
                        </span>
                      </div>
                      <Progress value={goal.progress} aria-label={`${goal.title} progress`} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
