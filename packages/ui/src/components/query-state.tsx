import { AlertTriangle } from 'lucide-react';
import type * as React from 'react';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { LoadingScreen } from './loading-screen.tsx';

/**
 * What QueryState needs of a query: TanStack Query's result has this shape, and so can anything else that
 * loads (the kit does not depend on a query library).
 */
export type QueryLike<T> =
  | { readonly status: 'pending'; readonly refetch: () => unknown }
  | { readonly status: 'error'; readonly error: unknown; readonly refetch: () => unknown }
  | { readonly status: 'success'; readonly data: T; readonly refetch: () => unknown };

/** How a failed load reads: a heading, a text (often the server's own), and a Retry button. */
export interface QueryFailure {
  readonly title: React.ReactNode;
  /** The text under the title, or how to word it from the error. */
  readonly text?: React.ReactNode | ((error: unknown) => React.ReactNode);
  /** The Retry button's label (default 'Try again'). */
  readonly retry?: string;
  /** Shown beside the title; a warning sign by default, `null` for none. */
  readonly icon?: React.ReactNode;
  /** The title's heading level, to fit the page outline (default 2). */
  readonly headingLevel?: 2 | 3 | 4;
}

export interface QueryStateProps<T> {
  readonly query: QueryLike<T>;
  /** While loading: a message for the kit's loading state, or what to show instead (skeletons). */
  readonly pending?: React.ReactNode;
  /** A failed load: the kit's error state with Retry, or your own rendering given the error and a retry. */
  readonly error: QueryFailure | ((error: unknown, retry: () => void) => React.ReactNode);
  /** When the data counts as empty, and what shows then (an EmptyState with its action). */
  readonly empty?: { readonly when: (data: T) => boolean; readonly show: React.ReactNode };
  /** What surrounds the error, empty and content states (a page's header), but not the first load. */
  readonly around?: (state: React.ReactNode) => React.ReactNode;
  /** The content, given the loaded data. */
  readonly children: (data: T) => React.ReactNode;
}

/**
 * One query's four states, the same on every screen: pending, error with Retry, empty, and content.
 *
 * ```tsx
 * <QueryState
 *   query={projects}
 *   pending="Loading your projects..."
 *   error={{ title: "We couldn't load your projects", text: (e) => serverText(e, 'Please try again.') }}
 *   empty={{ when: (list) => list.length === 0, show: <EmptyState title="Create Your First Project" /> }}
 * >
 *   {(list) => <ProjectGrid projects={list} />}
 * </QueryState>
 * ```
 */
export function QueryState<T>({ query, pending, error, empty, around, children }: QueryStateProps<T>) {
  if (query.status === 'pending') {
    if (pending === undefined || typeof pending === 'string')
      return <LoadingScreen fullScreen={false} message={pending ?? 'Loading...'} />;
    return <>{pending}</>;
  }
  const frame = (state: React.ReactNode) => <>{around ? around(state) : state}</>;
  if (query.status === 'error') {
    const retry = () => void query.refetch();
    if (typeof error === 'function') return frame(error(query.error, retry));
    return frame(<QueryError failure={error} error={query.error} onRetry={retry} />);
  }
  if (empty?.when(query.data)) return frame(empty.show);
  return frame(children(query.data));
}

/**
 * Two queries as one, for a section that needs both: pending while either is, failed when either fails
 * (Retry asks both again), else both answers.
 */
export function bothQueries<A, B>(a: QueryLike<A>, b: QueryLike<B>): QueryLike<readonly [A, B]> {
  const refetch = () => Promise.all([a.refetch(), b.refetch()]);
  if (a.status === 'pending' || b.status === 'pending') return { status: 'pending', refetch };
  if (a.status === 'error') return { status: 'error', error: a.error, refetch };
  if (b.status === 'error') return { status: 'error', error: b.error, refetch };
  return { status: 'success', data: [a.data, b.data], refetch };
}

/** The kit's error state: the failure's title and text, announced, with a Retry button. */
export function QueryError({
  failure,
  error,
  onRetry,
}: {
  failure: QueryFailure;
  error: unknown;
  onRetry: () => void;
}) {
  const text = typeof failure.text === 'function' ? failure.text(error) : failure.text;
  return (
    <EmptyState
      role="alert"
      data-slot="query-error"
      icon={failure.icon === undefined ? <AlertTriangle /> : failure.icon}
      headingLevel={failure.headingLevel ?? 2}
      title={failure.title}
      text={text}
      action={
        <Button variant="outline" onClick={onRetry}>
          {failure.retry ?? 'Try again'}
        </Button>
      }
    />
  );
}
