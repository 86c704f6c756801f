import './styles.css';
import { LoadingScreen } from '@market-muse/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { NotFound } from './components/NotFound.tsx';
import ProjectDetailPage from './pages/ProjectDetailPage.tsx';
import ProjectInsightsPage from './pages/ProjectInsightsPage.tsx';
import ProjectsPage from './pages/ProjectsPage.tsx';
import RoadmapPage from './pages/RoadmapPage.tsx';

// The chart pages load on first visit: the charting library stays out of the other pages' bundle.
const ProgressPage = lazy(() => import('./progress/ProgressPage.tsx'));
const AnalyticsPage = lazy(() => import('./analytics/AnalyticsPage.tsx'));
const OperatorPage = lazy(() => import('./operator/OperatorPage.tsx'));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingScreen message="Loading..." fullScreen={false} />}>{children}</Suspense>;
}

/** `/projects/{id}` is the product's `/project/{id}`. */
function ProjectRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/project/${encodeURIComponent(id)}`} replace />;
}

/** The projects remote's pages; the shell mounts this tree on the paths the manifest gives it. */
export default function ProjectsRoutes() {
  return (
    <Routes>
      <Route path="/projects" element={<ProjectsPage />} />
      <Route path="/projects/:id" element={<ProjectRedirect />} />
      <Route path="/project/:id" element={<ProjectDetailPage />} />
      <Route path="/roadmap" element={<RoadmapPage />} />
      <Route path="/project-insights" element={<ProjectInsightsPage />} />
      <Route
        path="/progress"
        element={
          <Lazy>
            <ProgressPage />
          </Lazy>
        }
      />
      <Route
        path="/analytics"
        element={
          <Lazy>
            <AnalyticsPage />
          </Lazy>
        }
      />
      <Route
        path="/operator"
        element={
          <Lazy>
            <OperatorPage />
          </Lazy>
        }
      />
      <Route
        path="*"
        element={
          <NotFound
            title="Page Not Found"
            text="This page doesn't exist."
            backTo="/projects"
            backLabel="Back to Projects"
          />
        }
      />
    </Routes>
  );
}
