// The remotes manifest (/remotes.json, or MM_REMOTES_FILE): which remote lives where, which paths it
// serves and who may open them, and the widgets it lends to other screens. Plain TypeScript, no Effect:
// the shell validates it in the browser and the server at start.
//
// {
//   "profileSetupPath": "/profile-setup",
//   "remotes": [
//     { "name": "projects", "entry": "/mfe/projects/mf-manifest.json",
//       "routes": [{ "path": "/projects", "access": "onboarded",
//                    "nav": { "label": "Projects", "order": 20, "activeFor": ["/project/:id"] } },
//                  { "path": "/project/:id", "access": "onboarded" }],
//       "widgets": [{ "id": "recent-tasks", "module": "RecentTasksWidget" }] }
//   ]
// }

/**
 * Who may open a path: `signed-out` only visitors (landing, login); `signed-in` any signed-in user, even
 * before onboarding (profile setup); `onboarded` a signed-in user whose onboarding is complete.
 */
export const ROUTE_ACCESS = ['signed-out', 'signed-in', 'onboarded'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

/** A link in the signed-in main navigation to a remote's page. */
export interface RouteNav {
  /** The link's text, as the product words it: 'Content Calendar'. */
  readonly label: string;
  /**
   * Where the link sits: links are sorted by it, the shell's own pages included (Dashboard 10,
   * Community 70), so a page takes a place between two others without renumbering them.
   */
  readonly order: number;
  /** Other path patterns that belong to this area ('/project/:id' is in Projects). */
  readonly activeFor: readonly string[];
}

export interface RemoteRoute {
  /** A react-router path pattern: '/projects', '/project/:id', '/content/*'. */
  readonly path: string;
  readonly access: RouteAccess;
  /** Present when the page has a link in the main navigation (its path then has no parameters). */
  readonly nav?: RouteNav;
}

export interface RemoteWidget {
  /** What the host asks for, e.g. 'recent-tasks'. */
  readonly id: string;
  /** The remote's exposed module (without './'), loaded as `<remote>/<module>`. */
  readonly module: string;
}

export interface RemoteDescriptor {
  readonly name: string;
  /** URL of the remote's mf-manifest.json (relative to the page, or absolute for another origin). */
  readonly entry: string;
  readonly routes: readonly RemoteRoute[];
  readonly widgets: readonly RemoteWidget[];
}

export interface RemotesManifest {
  /** Where a signed-in user without a completed profile is held (access gate). */
  readonly profileSetupPath: string;
  readonly remotes: readonly RemoteDescriptor[];
}

/**
 * A catch-all claim: the remote answers every path that no other claim matches, for its visitors (the
 * landing remote's "page not found"). A path claimed for other visitors, or served by the shell itself,
 * is not "not found": the access gate handles it.
 */
export const CATCH_ALL_PATH = '/*';

/** The paths the shell serves itself, which no remote claims: the dashboard, the community page, the demo's entry. */
export const SHELL_PATHS: readonly string[] = ['/', '/community', '/demo'];

/**
 * Whether a URL path matches a route pattern as react-router reads it: ':name' matches one segment, a
 * trailing '*' the rest (or nothing), and a trailing slash on the path is ignored. Dependency-free, so the
 * server can ask it without a router.
 */
export function pathMatches(pattern: string, path: string): boolean {
  const segments = (value: string) => value.split('/').filter((segment) => segment !== '');
  const wanted = segments(pattern);
  const got = segments(path);
  for (const [index, part] of wanted.entries()) {
    if (part === '*') return true;
    const segment = got[index];
    if (segment === undefined) return false;
    if (!part.startsWith(':') && part !== segment) return false;
  }
  return wanted.length === got.length;
}

/**
 * Whether anything but a catch-all answers `path`: a claim of any access in the manifest, or the shell.
 * A path nothing answers is the catch-all's "not found".
 */
export const isClaimed = (manifest: RemotesManifest, path: string): boolean =>
  SHELL_PATHS.some((shellPath) => pathMatches(shellPath, path)) ||
  manifest.remotes.some((remote) =>
    remote.routes.some((route) => route.path !== CATCH_ALL_PATH && pathMatches(route.path, path)),
  );

/** Every remote exposes its whole route tree as this module: a default-exported component. */
export const REMOTE_ROUTES_MODULE = 'routes';
export const DEFAULT_PROFILE_SETUP_PATH = '/profile-setup';

export class RemotesManifestError extends Error {
  constructor(detail: string) {
    super(`remotes.json: ${detail}`);
    this.name = 'RemotesManifestError';
  }
}

const NAME = /^[a-z][a-z0-9_-]*$/;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, where: string): string => {
  if (typeof value !== 'string' || value.trim() === '')
    throw new RemotesManifestError(`${where} must be text`);
  return value;
};

function parseNav(value: unknown, where: string, path: string, access: RouteAccess): RouteNav {
  if (!isObject(value)) throw new RemotesManifestError(`${where} must be an object { label, order }`);
  if (access === 'signed-out')
    throw new RemotesManifestError(`${where}: only signed-in pages are in the navigation`);
  if (/[:*]/.test(path))
    throw new RemotesManifestError(`${where}: a linked path has no parameters (got '${path}')`);
  const label = text(value.label, `${where}.label`);
  const order = value.order;
  if (typeof order !== 'number' || !Number.isFinite(order))
    throw new RemotesManifestError(`${where}.order must be a number`);
  const activeFor = value.activeFor ?? [];
  if (!Array.isArray(activeFor)) throw new RemotesManifestError(`${where}.activeFor must be a list of paths`);
  return {
    label,
    order,
    activeFor: activeFor.map((pattern, i) => {
      const other = text(pattern, `${where}.activeFor[${i}]`);
      if (!other.startsWith('/'))
        throw new RemotesManifestError(`${where}.activeFor[${i}] must start with '/' (got '${other}')`);
      return other;
    }),
  };
}

function parseRoute(value: unknown, where: string): RemoteRoute {
  if (!isObject(value)) throw new RemotesManifestError(`${where} must be an object { path, access }`);
  const path = text(value.path, `${where}.path`);
  if (!path.startsWith('/'))
    throw new RemotesManifestError(`${where}.path must start with '/' (got '${path}')`);
  const access = value.access;
  if (!(ROUTE_ACCESS as readonly unknown[]).includes(access)) {
    throw new RemotesManifestError(`${where}.access must be one of ${ROUTE_ACCESS.join(', ')}`);
  }
  const route: RemoteRoute = { path, access: access as RouteAccess };
  return value.nav === undefined
    ? route
    : { ...route, nav: parseNav(value.nav, `${where}.nav`, path, route.access) };
}

function parseWidget(value: unknown, where: string): RemoteWidget {
  if (!isObject(value)) throw new RemotesManifestError(`${where} must be an object { id, module }`);
  return {
    id: text(value.id, `${where}.id`),
    module: text(value.module, `${where}.module`).replace(/^\.\//, ''),
  };
}

function parseRemote(value: unknown, where: string): RemoteDescriptor {
  if (!isObject(value)) throw new RemotesManifestError(`${where} must be an object { name, entry, routes }`);
  const name = text(value.name, `${where}.name`);
  if (!NAME.test(name))
    throw new RemotesManifestError(`${where}.name '${name}' must be lower-case letters, digits, - or _`);
  const at = `remote '${name}'`;
  const entry = text(value.entry, `${at}.entry`);
  const routes = value.routes ?? [];
  const widgets = value.widgets ?? [];
  if (!Array.isArray(routes)) throw new RemotesManifestError(`${at}.routes must be a list`);
  if (!Array.isArray(widgets)) throw new RemotesManifestError(`${at}.widgets must be a list`);
  return {
    name,
    entry,
    routes: routes.map((route, i) => parseRoute(route, `${at}.routes[${i}]`)),
    widgets: widgets.map((widget, i) => parseWidget(widget, `${at}.widgets[${i}]`)),
  };
}

/** Validates a manifest, answering it with defaults filled in, or throws a RemotesManifestError saying what is wrong. */
export function parseRemotesManifest(json: unknown): RemotesManifest {
  if (!isObject(json) || !Array.isArray(json.remotes)) {
    throw new RemotesManifestError('expected an object { "remotes": [...] }');
  }
  const remotes = json.remotes.map((remote, i) => parseRemote(remote, `remotes[${i}]`));
  const names = new Set<string>();
  const claimed = new Map<string, string>();
  const widgetIds = new Map<string, string>();
  const navLabels = new Map<string, string>();
  for (const remote of remotes) {
    if (names.has(remote.name)) throw new RemotesManifestError(`remote '${remote.name}' is listed twice`);
    names.add(remote.name);
    for (const route of remote.routes) {
      const key = `${route.access === 'signed-out' ? 'out' : 'in'} ${route.path}`;
      const owner = claimed.get(key);
      if (owner) {
        throw new RemotesManifestError(
          `path '${route.path}' is claimed by both '${owner}' and '${remote.name}'`,
        );
      }
      claimed.set(key, remote.name);
      if (route.nav) {
        const linked = navLabels.get(route.nav.label);
        if (linked)
          throw new RemotesManifestError(
            `the navigation links '${route.nav.label}' to both '${linked}' and '${route.path}'`,
          );
        navLabels.set(route.nav.label, route.path);
      }
    }
    for (const widget of remote.widgets) {
      const owner = widgetIds.get(widget.id);
      if (owner)
        throw new RemotesManifestError(
          `widget '${widget.id}' is offered by both '${owner}' and '${remote.name}'`,
        );
      widgetIds.set(widget.id, remote.name);
    }
  }
  const setup = json.profileSetupPath ?? DEFAULT_PROFILE_SETUP_PATH;
  const profileSetupPath = text(setup, 'profileSetupPath');
  return { profileSetupPath, remotes };
}
