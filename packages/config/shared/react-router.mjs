// The 'react-router' that the host and every remote share as a singleton (rspack/router.ts aliases it
// here). A shared module keeps every export of its package, so sharing react-router itself ships all of it
// (data routers, server rendering, RSC: about 60 KB gzip) to every first load. This module names the
// declarative API the apps use, and the bundler drops the rest. An app that needs another export adds it
// here (rspack/router.test.ts checks that every import in the apps is listed).
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  HashRouter,
  Link,
  MemoryRouter,
  matchPath,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  resolvePath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from '@market-muse/react-router-full';
