// The main navigation: the shell's own pages, and every remote page the remotes manifest gives a `nav`
// entry, in the order the entries say. A new navigable page is a remote release plus a manifest line.
import type { RemotesManifest } from '@market-muse/contracts/remotes-manifest';
import { matchPath } from 'react-router';

export interface NavItem {
  readonly to: string;
  readonly label: string;
  /** Links are sorted by it; the manifest's entries take places between the shell's. */
  readonly order: number;
  /** Other path patterns that belong to this area. */
  readonly activeFor: readonly string[];
}

/** The pages the shell itself serves, at the two ends of the navigation. */
export const SHELL_NAV: readonly NavItem[] = [
  { to: '/', label: 'Dashboard', order: 10, activeFor: [] },
  { to: '/community', label: 'Community', order: 70, activeFor: [] },
];

/** The navigation for a signed-in user: the shell's pages and the manifest's, by order. */
export function mainNav(manifest: RemotesManifest): NavItem[] {
  const fromRemotes = manifest.remotes.flatMap((remote) =>
    remote.routes.flatMap((route) => (route.nav ? [{ to: route.path, ...route.nav }] : [])),
  );
  return [...SHELL_NAV, ...fromRemotes].sort((a, b) => a.order - b.order);
}

/** Whether `pathname` lies in the item's area: its path, below it, or a pattern it names. */
export function isCurrentArea(item: NavItem, pathname: string): boolean {
  if (item.to === '/') return pathname === '/';
  if (item.activeFor.some((pattern) => matchPath(pattern, pathname))) return true;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
