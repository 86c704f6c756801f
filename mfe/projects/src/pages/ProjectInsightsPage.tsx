import {
  isUnauthorized,
  useActiveProject,
  useGenerateInsights,
  useKeptInsights,
  useProfile,
} from '@market-muse/client';
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

/**
 * "Project insights" (/project-insights): redirects, then the active project's kept insights, generated once
 * automatically when it has none.
 */
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
  // The insights are the active project's: kept per project, generated when it has none yet.
  const active = useActiveProject();
  const projectId = active.data?.id;
  const kept = useKeptInsights(projectId, { enabled: !active.isPending });
  const generate = useGenerateInsights(projectId);
  const projectName = active.data?.name ?? profile.currentProjectName;
  const startedFor = useRef<string | null>(null);
  const run = () =>
    generate.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: 'Insights Generated!',
          description: 'Your marketing insights are ready',
        }),
      onError: () => toastError('Generation Failed', 'Unable to generate insights. Please try again.'),
    });

  // Generated once, automatically, for a project that has no insights kept yet.
  const key = projectId ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per project without insights
  useEffect(() => {
    if (!kept.isSuccess || kept.data !== null || startedFor.current === key) return;
    startedFor.current = key;
    run();
  }, [kept.isSuccess, kept.data, key]);

  const insights = kept.data ?? null;
  const failed = generate.isError || kept.isError;
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
      {failed && !generate.isPending ? (
        <EmptyState
          icon={<AlertTriangle />}
          headingLevel={2}
          title="Generation Failed"
          text="Unable to generate insights. Please try again."
          action={<Button onClick={() => (kept.isError ? kept.refetch() : run())}>Try Again</Button>}
        />
      ) : insights && !generate.isPending ? (
        <>
          <div>
            <Button variant="outline" onClick={run}>
              <RefreshCw aria-hidden="true" />
              Regenerate Insights
            </Button>
          </div>
          <InsightsSections insights={insights} />
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
