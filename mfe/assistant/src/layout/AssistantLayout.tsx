import { useProjectSwitcher } from '@market-muse/client';
import { Button, ProjectSwitcher } from '@market-muse/ui';
import {
  ArrowLeft,
  BarChart3,
  CalendarDays,
  Home,
  Lightbulb,
  Map as MapIcon,
  Sparkles,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

const NAV = [
  { to: '/', label: 'Dashboard', icon: Home },
  { to: '/project-insights', label: 'Project Insights', icon: Lightbulb },
  { to: '/roadmap', label: 'Roadmap', icon: MapIcon },
  { to: '/content-calendar', label: 'Content Calendar', icon: CalendarDays },
  { to: '/progress', label: 'Progress', icon: BarChart3 },
  { to: '/community', label: 'Community', icon: Users },
] as const;

/** The page's heading; the assistant's by default, the calendar and the content library pass their own. */
export interface PageTitle {
  readonly title: string;
  readonly subtitle: string;
  readonly icon: typeof Sparkles;
}

const ASSISTANT_TITLE: PageTitle = {
  title: 'AI Marketing Assistant',
  subtitle: 'Advice that knows your craft, your audience and your goals.',
  icon: Sparkles,
};

function Title({ title, subtitle, icon: Icon }: PageTitle) {
  return (
    <div className="assistant:flex assistant:items-center assistant:gap-3">
      <span className="assistant:flex assistant:size-10 assistant:shrink-0 assistant:items-center assistant:justify-center assistant:rounded-lg assistant:bg-primary assistant:text-primary-foreground">
        <Icon aria-hidden="true" className="assistant:size-5" />
      </span>
      <div>
        <h1 id="assistant-title" className="assistant:font-bold assistant:text-3xl assistant:tracking-tight">
          {title}
        </h1>
        <p className="assistant:text-muted-foreground">{subtitle}</p>
      </div>
    </div>
  );
}

/**
 * Wide (900 px+): sidebar navigation beside the content; narrow: stacked with Back to Dashboard and Home.
 * The content keeps one place in the tree at every width: crossing 900 px (a tablet turned, a window
 * resized, a full-page screenshot) changes classes and what stands beside it, never remounts it, so an
 * answer being streamed, a draft or an open dialog in the page is not thrown away.
 */
export function AssistantLayout({
  wide,
  children,
  heading = ASSISTANT_TITLE,
}: {
  wide: boolean;
  children: ReactNode;
  heading?: PageTitle;
}) {
  const current = useLocation().pathname;
  const switcher = useProjectSwitcher();
  return (
    <section
      aria-labelledby="assistant-title"
      className={
        wide ? 'assistant:flex assistant:gap-6' : 'assistant:flex assistant:flex-col assistant:gap-4'
      }
    >
      {wide ? (
        <nav aria-label="Assistant navigation" className="assistant:w-52 assistant:shrink-0">
          <ul className="assistant:sticky assistant:top-4 assistant:flex assistant:flex-col assistant:gap-1">
            {NAV.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Button
                  asChild
                  variant={current === to ? 'secondary' : 'ghost'}
                  className="assistant:w-full assistant:justify-start"
                >
                  <Link to={to} aria-current={current === to ? 'page' : undefined}>
                    <Icon aria-hidden="true" />
                    {label}
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <div className="assistant:flex assistant:flex-wrap assistant:gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to="/">
              <ArrowLeft aria-hidden="true" /> Back to Dashboard
            </Link>
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link to="/">
              <Home aria-hidden="true" /> Home
            </Link>
          </Button>
        </div>
      )}
      <div
        className={`assistant:flex assistant:min-w-0 assistant:flex-col ${wide ? 'assistant:flex-1 assistant:gap-6' : 'assistant:gap-4'}`}
      >
        <div
          className={
            wide
              ? 'assistant:flex assistant:flex-wrap assistant:items-center assistant:justify-between assistant:gap-3'
              : 'assistant:flex assistant:flex-col assistant:gap-4'
          }
        >
          <Title {...heading} />
          {heading === ASSISTANT_TITLE ? <ProjectSwitcher {...switcher} /> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
