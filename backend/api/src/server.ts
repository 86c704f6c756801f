import { createServer } from 'node:http';
import { HttpApiBuilder, HttpApiScalar, HttpServer } from '@effect/platform';
import { NodeHttpServer } from '@effect/platform-node';
import type { SqlClient, SqlError } from '@effect/sql';
import type { PgClient } from '@effect/sql-pg';
import { MarketMuseApi } from '@market-muse/contracts/api';
import { DatabaseLive, EventBusLive, EventStoreLive } from '@market-muse/eventstore';
import { allProjections, InlineProjectionsLive, runProjection } from '@market-muse/projections';
import { Effect, Layer } from 'effect';
import { AdvisorLive } from './advisor.ts';
import { AuthenticationLive } from './auth/authentication.ts';
import { LoginThrottleLive } from './auth/loginThrottle.ts';
import { SessionsLive } from './auth/sessions.ts';
import type { AppConfig } from './config.ts';
import { AiHandlers } from './http/aiHandlers.ts';
import { AuthHandlers } from './http/authHandlers.ts';
import { DashboardHandlers } from './http/dashboardHandlers.ts';
import { GoalsHandlers } from './http/goalsHandlers.ts';
import { InsightsHandlers } from './http/insightsHandlers.ts';
import { ProfileHandlers } from './http/profileHandlers.ts';
import { ProjectsHandlers } from './http/projectsHandlers.ts';
import { RoadmapsHandlers } from './http/roadmapsHandlers.ts';
import { StaticLive } from './http/static.ts';
import { SystemHandlers } from './http/systemHandlers.ts';
import { TasksHandlers } from './http/tasksHandlers.ts';
import { TextErrorsLive } from './http/textErrors.ts';
import { migrate } from './migrations.ts';
import { AppSettings } from './settings.ts';

const ApiLive = HttpApiBuilder.api(MarketMuseApi).pipe(
  Layer.provide([AuthHandlers, SystemHandlers, ProfileHandlers, ProjectsHandlers, GoalsHandlers]),
  Layer.provide([RoadmapsHandlers, TasksHandlers, InsightsHandlers, AiHandlers, DashboardHandlers]),
  Layer.provide(AdvisorLive),
  Layer.provide(AuthenticationLive),
  Layer.provide(SessionsLive),
  Layer.provide(LoginThrottleLive),
);

/** Async read models run in the serving process unless turned off (API-only replicas). */
const AsyncProjections = (config: AppConfig) =>
  Layer.scopedDiscard(
    Effect.forEach(
      allProjections.filter((p) => p.mode === 'async'),
      (projection) =>
        runProjection(projection, {
          owner: `${process.pid}-${crypto.randomUUID()}`,
          listen: config.database.kind === 'postgres',
        }).pipe(Effect.forkScoped),
      { discard: true },
    ),
  );

/** The whole application: database, event store, projections and the HTTP server, as one layer. */
export const AppLive = (
  config: AppConfig,
  Database: Layer.Layer<PgClient.PgClient | SqlClient.SqlClient, SqlError.SqlError> = DatabaseLive(
    config.database,
  ),
) => {
  const Domain = Layer.mergeAll(EventStoreLive(), EventBusLive, InlineProjectionsLive(allProjections));
  const Settings = Layer.succeed(AppSettings, {
    secureCookies: config.secureCookies,
    databaseKind: config.database.kind,
  });
  const Migrated = Layer.effectDiscard(migrate).pipe(Layer.provide(EventStoreLive()));
  const Http = HttpApiBuilder.serve().pipe(
    Layer.provide(TextErrorsLive),
    Layer.provide(StaticLive({ staticRoot: config.staticRoot, remotesFile: config.remotesFile })),
    Layer.provide(HttpApiBuilder.middlewareOpenApi({ path: '/api/openapi.json' })),
    Layer.provide(HttpApiScalar.layer({ path: '/api/docs' })),
    Layer.provide(ApiLive),
    HttpServer.withLogAddress,
    Layer.provideMerge(NodeHttpServer.layer(createServer, { port: config.port, host: config.host })),
  );
  const Background = config.runProjections ? AsyncProjections(config) : Layer.empty;
  return Layer.mergeAll(Http, Background).pipe(
    Layer.provide(Migrated),
    Layer.provideMerge(Domain),
    Layer.provideMerge(Settings),
    Layer.provideMerge(Database),
  );
};
