import { HttpApi, OpenApi } from '@effect/platform';
import { AccountApi, RecoveryApi } from './account.ts';
import { AiApi, InsightsApi } from './ai.ts';
import { AuthApi, SystemApi } from './auth.ts';
import { CalendarApi, ContentApi } from './calendar.ts';
import { CommunityApi } from './community.ts';
import { ContactApi } from './contact.ts';
import { DashboardApi } from './dashboard.ts';
import { GoalsApi } from './goals.ts';
import { ImportApi } from './import.ts';
import { truthfulOpenApi } from './openApiTruth.ts';
import { OperatorApi } from './operator.ts';
import { ProfileApi } from './profile.ts';
import { ProgressApi } from './progress.ts';
import { ProjectsApi } from './projects.ts';
import { RoadmapsApi } from './roadmaps.ts';
import { ConnectedProvidersApi, ProviderSignInApi } from './signInProviders.ts';
import { TasksApi } from './tasks.ts';

/** The whole /api surface. The server implements it; its OpenAPI document is generated from it. */
export class MarketMuseApi extends HttpApi.make('market-muse')
  .add(SystemApi)
  .add(AuthApi)
  .add(ProviderSignInApi)
  .add(RecoveryApi)
  .add(ContactApi)
  .add(AccountApi)
  .add(ConnectedProvidersApi)
  .add(ProfileApi)
  .add(ProjectsApi)
  .add(GoalsApi)
  .add(RoadmapsApi)
  .add(TasksApi)
  .add(InsightsApi)
  .add(AiApi)
  .add(DashboardApi)
  .add(CommunityApi)
  .add(ProgressApi)
  .add(OperatorApi)
  .add(ImportApi)
  .add(CalendarApi)
  .add(ContentApi)
  .annotate(OpenApi.Title, 'Market Muse API')
  .annotate(OpenApi.Description, 'Your personalized marketing companion for creatives.')
  .annotate(OpenApi.Transform, truthfulOpenApi) {}

export * from './account.ts';
export * from './ai.ts';
export * from './auth.ts';
export * from './calendar.ts';
export * from './community.ts';
export * from './dashboard.ts';
export * from './errors.ts';
export * from './goals.ts';
export * from './import.ts';
export * from './operator.ts';
export * from './profile.ts';
export * from './progress.ts';
export * from './projects.ts';
export * from './roadmaps.ts';
export * from './security.ts';
export * from './signInProviders.ts';
export * from './tasks.ts';
