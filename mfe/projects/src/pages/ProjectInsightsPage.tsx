import { isUnauthorized, useActiveProject, useGenerateInsights, useProfile } from '@market-muse/client';
import type { Profile } from '@market-muse/contracts';
import {
  Button,
  EmptyState,
  LoadingScreen,
  QueryError,
  QueryState,
  toast,
  toastError,
} from '@market-muse/ui';
import { AlertTriangle, RefreshCw, Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { InsightsSections } from '../components/InsightsSections.tsx';
import { NextSteps } from '../components/NextSteps.tsx';

/** "Project insights" (/project-insights): redirects, then insights generated once automatically. */
export default function ProjectInsightsPage() {
  const profile = useProfile({ retry: 3 });
  return (
    <QueryState
      query={profile}
      pending="Loading your profile..."
      error={(error, retry) =>
        // A 401 is the shell's (toast and redirect to /login); anything else can be retried here.
        isUnauthorized(error) ? (
          <LoadingScreen fullScreen={false} message="Loading your profile..." />
        ) : (
          <QueryError
            failure={{
              title: "We couldn't load your profile",
              text: 'Please check your connection and try again.',
              retry: 'Try Again',
            }}
            error={error}
            onRetry={retry}
          />
        )
      }
    >
      {(data) => {
        if (data === null) return <Navigate to="/onboarding" replace />;
        if (!data.currentProjectName?.trim()) return <Navigate to="/project-setup" replace />;
        return <Insights profile={data} />;
      }}
    </QueryState>
  );
}

function Insights({ profile }: { profile: Profile }) {
  const generate = useGenerateInsights();
  // The insights are about the active project when there is one, else the profile's current project.
  const active = useActiveProject();
  const projectName = active.data?.name ?? profile.currentProjectName;
  const started = useRef(false);
  const run = () =>
    generate.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: 'Insights Generated!',
          description: 'Your marketing insights are ready',
        }),
      onError: () => toastError('Generation Failed', 'Unable to generate insights. Please try again.'),
    });

  // Generated once, automatically, when the screen opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
  }, []);

  return (
    <section aria-labelledby="insights-title" className="projects:flex projects:flex-col projects:gap-6">
      <header className="projects:flex projects:flex-col projects:gap-1">
        <p className="projects:flex projects:items-center projects:gap-2 projects:font-medium projects:text-primary projects:text-sm">
          <Sparkles aria-hidden="true" className="projects:size-4" />
          {active.isPending ? '\u00a0' : projectName}
        </p>
        <h1 id="insights-title" className="projects:font-bold projects:text-3xl projects:tracking-tight">
          Your Marketing Insights
        </h1>
      </header>
      {generate.isError ? (
        <EmptyState
          icon={<AlertTriangle />}
          headingLevel={2}
          title="Generation Failed"
          text="Unable to generate insights. Please try again."
          action={<Button onClick={run}>Try Again</Button>}
        />
      ) : generate.isSuccess ? (
        <>
          <div>
            <Button variant="outline" onClick={run}>
              <RefreshCw aria-hidden="true" />
              Regenerate Insights
            </Button>
          </div>
          <InsightsSections insights={generate.data} />
          <NextSteps />
        </>
      ) : (
        <LoadingScreen
          fullScreen={false}
          message="Generating Your Marketing Insights"
          className="projects:rounded-xl projects:border"
        >
          <p className="projects:max-w-md projects:text-muted-foreground projects:text-sm">
            We are studying your project, audience and challenges to find where your marketing will pay off.
          </p>
        </LoadingScreen>
      )}
    </section>
  );
}
