import { HttpApiEndpoint, HttpApiGroup, OpenApi } from '@effect/platform';
import { Dashboard } from '../read-models.ts';
import { Authentication } from './security.ts';

export { Dashboard } from '../read-models.ts';

export class DashboardApi extends HttpApiGroup.make('dashboard')
  .add(
    HttpApiEndpoint.get('get', '/api/dashboard')
      .addSuccess(Dashboard)
      .annotate(
        OpenApi.Description,
        'Milestones and progress of the dashboard, recent tasks, roadmap progress and quick stats of the ' +
          "user's active project (switch it with POST /api/projects/{id}/activate; goals, roadmaps and tasks " +
          "recorded before they carried a projectId count as the user's first project's; a user without " +
          "projects sees all of theirs). roadmapProgress is the project's active roadmap, with the goal it " +
          'plans for (goalId, null until one is attached). Quick Stats: tasksThisWeek is the pending count, ' +
          "successRate is completed over completed plus pending tasks due by the user's today. Always current " +
          'right after a command.',
      ),
  )
  .middleware(Authentication) {}
