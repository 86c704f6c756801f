/** The product's main areas (issue 11), in header order. */
export const NAV_ITEMS = [
  { to: '/', label: 'Dashboard' },
  { to: '/projects', label: 'Projects' },
  { to: '/roadmap', label: 'Roadmap' },
  { to: '/ai-assistant', label: 'AI Assistant' },
  { to: '/content-calendar', label: 'Content Calendar' },
  { to: '/progress', label: 'Progress' },
  { to: '/community', label: 'Community' },
] as const;

/** Whether `pathname` lies in the area at `to` (a project's page belongs to Projects). */
export function isCurrentArea(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  if (to === '/projects' && pathname.startsWith('/project/')) return true;
  return pathname === to || pathname.startsWith(`${to}/`);
}
