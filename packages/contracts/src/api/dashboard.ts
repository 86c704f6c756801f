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
        'Milestones and progress of the dashboard, recent tasks, roadmap progress and quick stats; always ' +
          'current right after a command.',
      ),
  )
  .middleware(Authentication) {}
