import type { Profile } from '@market-muse/contracts';
import type { Dashboard } from '@market-muse/contracts/api';
import { creativeTypeLabels, experienceLevelLabels } from '@market-muse/contracts/enums';
import { Button, Card, CardContent, CardHeader, CardTitle, Skeleton } from '@market-muse/ui';
import { BarChart3, Bot, CalendarClock, CheckCircle2, PenSquare, Percent, Target } from 'lucide-react';
import { Link } from 'react-router';
import { StatCard } from './StatCard.tsx';

/** Quick Stats (from GET /api/dashboard): Active Goals, Tasks This Week, Completed Tasks, Success Rate. */
export function QuickStats({
  stats,
  loading,
  failed = false,
}: {
  stats: Dashboard['quickStats'] | undefined;
  loading: boolean;
  failed?: boolean;
}) {
  return (
    <section aria-labelledby="quick-stats-title" className="projects:flex projects:flex-col projects:gap-3">
      <h2 id="quick-stats-title" className="projects:font-semibold projects:text-lg">
        Quick Stats
      </h2>
      {failed ? (
        <p role="alert" className="projects:text-destructive projects:text-sm">
          We couldn't load your stats. Please try again.
        </p>
      ) : loading || !stats ? (
        <div className="projects:grid projects:grid-cols-2 projects:gap-3">
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} className="projects:h-20" />
          ))}
        </div>
      ) : (
        <div className="projects:grid projects:grid-cols-2 projects:gap-3">
          <StatCard icon={Target} label="Active Goals" value={stats.activeGoals} />
          <StatCard icon={CalendarClock} label="Tasks This Week" value={stats.tasksThisWeek} />
          <StatCard icon={CheckCircle2} label="Completed Tasks" value={stats.completedTasks} />
          <StatCard icon={Percent} label="Success Rate" value={`${stats.successRate}%`} />
        </div>
      )}
    </section>
  );
}

/** Your Profile: creative types, experience, current project, target audience. */
export function ProfileCard({ profile }: { profile: Profile }) {
  const rows: readonly (readonly [string, string])[] = [
    [
      'Creative types',
      profile.creativeTypes.map((type) => creativeTypeLabels[type] ?? type).join(', ') || 'Not set',
    ],
    ['Experience', profile.experienceLevel ? experienceLevelLabels[profile.experienceLevel] : 'Not set'],
    ['Current project', profile.currentProjectName ?? 'Not set'],
    ['Target audience', profile.targetAudience ?? 'Not set'],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle asHeading="h2">Your Profile</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="projects:flex projects:flex-col projects:gap-3">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="projects:text-muted-foreground projects:text-xs">{label}</dt>
              <dd className="projects:break-words projects:text-sm">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

const ACTIONS = [
  { to: '/content', icon: PenSquare, label: 'Create Content' },
  { to: '/ai-assistant', icon: Bot, label: 'Ask the AI Assistant' },
  { to: '/analytics', icon: BarChart3, label: 'View Analytics' },
] as const;

/** Quick Actions to /content, /ai-assistant, /analytics. */
export function QuickActions() {
  return (
    <Card>
      <CardHeader>
        <CardTitle asHeading="h2">Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="projects:flex projects:flex-col projects:gap-2">
        {ACTIONS.map(({ to, icon: Icon, label }) => (
          <Button key={to} asChild variant="outline" className="projects:justify-start">
            <Link to={to}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}
