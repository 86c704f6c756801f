import type { RemotesManifest, RouteAccess } from '@market-muse/contracts/remotes-manifest';
import { CATCH_ALL_PATH, isClaimed, REMOTE_ROUTES_MODULE } from '@market-muse/contracts/remotes-manifest';
import type { ReactNode } from 'react';
import { matchRoutes, Navigate, useLocation } from 'react-router';
import { RemoteModule } from './RemoteModule.tsx';

export type Visitor = 'signed-out' | 'signed-in' | 'onboarded';

interface Props {
  manifest: RemotesManifest;
  visitor: Visitor;
  /** What a path no remote claims for this visitor shows. */
  notFound: ReactNode;
  loading?: ReactNode;
}

interface Claim {
  readonly remote: string;
  readonly access: RouteAccess;
}

/** Which claims a visitor can reach at all: signed-out paths for visitors, the others for signed-in users. */
const reachable = (visitor: Visitor, access: RouteAccess) =>
  visitor === 'signed-out' ? access === 'signed-out' : access !== 'signed-out';

/**
 * Mounts the remote that claims the current path in the manifest (react-router's own ranking picks among
 * patterns), after the access gate: a signed-in user without a completed profile is held at the
 * manifest's profile-setup path. The remote's own <Routes> decide which of its pages shows; the shell
 * knows none of them.
 */
export function ManifestRoutes({ manifest, visitor, notFound, loading = null }: Props) {
  const location = useLocation();
  const routes = manifest.remotes.flatMap((remote) =>
    remote.routes
      .filter((route) => reachable(visitor, route.access))
      .map((route) => ({ path: route.path, handle: { remote: remote.name, access: route.access } as Claim })),
  );
  const match = matchRoutes(routes, location)?.at(-1);
  if (!match) return notFound;
  // A catch-all ("page not found") answers only paths nothing else serves: a page of signed-in users, or
  // one of the shell's own, visited by someone who cannot open it is the access gate's to answer.
  if (match.route.path === CATCH_ALL_PATH && isClaimed(manifest, location.pathname)) return notFound;
  const claim = match.route.handle as Claim;
  if (claim.access === 'onboarded' && visitor === 'signed-in') {
    return <Navigate to={manifest.profileSetupPath} replace />;
  }
  return <RemoteModule key={claim.remote} id={`${claim.remote}/${REMOTE_ROUTES_MODULE}`} loading={loading} />;
}
