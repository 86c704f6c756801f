import { HttpApiBuilder, HttpApiScalar, HttpServer, HttpServerResponse } from '@effect/platform';
import { NodeHttpServer } from '@effect/platform-node';
import type { SqlClient, SqlError } from '@effect/sql';
import { PostgresEventStoreLive } from '@market-muse/commands';
import { eventUpcasters, personalDataPolicy } from '@market-muse/contracts';
import { MarketMuseApi } from '@market-muse/contracts/api';
import { DEV_EMAIL_STREAM_KEY, EmailStreamKey } from '@market-muse/domain';
import {
  type Database,
  DatabaseLive,
  EventBusLive,
  EventStoreLive,
  KeyEncryptionKeysRef,
} from '@market-muse/eventstore';
import { kafkajsTransport } from '@market-muse/kafka';
import { allProjections, InlineProjectionsLive, runAsyncProjections } from '@market-muse/projections';
import { runRelay } from '@market-muse/relay';
import { Effect, Layer } from 'effect';
import { AdvisorLive } from './advisor.ts';
import { AccountTokensLive } from './auth/accountTokens.ts';
import { AdvisorQuotaLive, DEFAULT_ADVISOR_REQUESTS_PER_MINUTE } from './auth/advisorQuota.ts';
import { AuthenticationLive } from './auth/authentication.ts';
import { SessionsLive } from './auth/sessions.ts';
import type { AppConfig } from './config.ts';
import { AccountHandlers } from './http/accountHandlers.ts';
import { AiHandlers } from './http/aiHandlers.ts';
import { AsyncApiLive } from './http/asyncApi.ts';
import { AuthHandlers } from './http/authHandlers.ts';
import { CalendarHandlers } from './http/calendarHandlers.ts';
import { CommunityHandlers } from './http/communityHandlers.ts';
import { ConnectedProvidersHandlers } from './http/connectedProvidersHandlers.ts';
import { ConnectionsHandlers } from './http/connectionsHandlers.ts';
import { ContactHandlers } from './http/contactHandlers.ts';
import { ContentHandlers } from './http/contentHandlers.ts';
import { DashboardHandlers } from './http/dashboardHandlers.ts';
import { GoalsHandlers } from './http/goalsHandlers.ts';
import { ImportHandlers } from './http/importHandlers.ts';
import { InsightsHandlers } from './http/insightsHandlers.ts';
import { operationalRoutes, type ReadinessChecks } from './http/operational.ts';
import { OperatorHandlers } from './http/operatorHandlers.ts';
import { PasskeySignInHandlers, PasskeysHandlers } from './http/passkeysHandlers.ts';
import { ProfileHandlers } from './http/profileHandlers.ts';
import { ProgressHandlers } from './http/progressHandlers.ts';
import { ProjectsHandlers } from './http/projectsHandlers.ts';
import { ProviderSignInHandlers } from './http/providerSignInHandlers.ts';
import { RecoveryHandlers } from './http/recoveryHandlers.ts';
import { boundedRequestBodies } from './http/requestBody.ts';
import { requestIds } from './http/requestIds.ts';
import { DEFAULT_REQUEST_TIMEOUTS, serverTimeoutOptions } from './http/requestTimeouts.ts';
import { RoadmapsHandlers } from './http/roadmapsHandlers.ts';
import { MethodNotAllowedLive, securityMiddleware } from './http/security.ts';
import { DEFAULT_SHUTDOWN_GRACE_MS, drainableServer } from './http/shutdown.ts';
import { StaticLive } from './http/static.ts';
import { SystemHandlers } from './http/systemHandlers.ts';
import { TasksHandlers } from './http/tasksHandlers.ts';
import { TextErrorsLive } from './http/textErrors.ts';
import { LimitsLive } from './limits/limits.ts';
import { DEFAULT_SIGN_UPS_PER_HOUR } from './limits/policies.ts';
import { DEFAULT_CONTACT_EMAIL, DEFAULT_MAIL_FROM, type Mailer, MailerLive } from './mail/mailer.ts';
import { OutboxLive } from './mail/outboxPage.ts';
import { migrate } from './migrations.ts';
import { SignInProviderLive } from './oidc/provider.ts';
import { type ConnectedAccounts, ConnectedAccountsLive } from './publishing/connectedAccounts.ts';
import { DEV_CONNECTIONS_KEY } from './publishing/credentials.ts';
import { DEFAULT_POST_REMINDERS_EVERY_MS, runPostReminders } from './publishing/postReminders.ts';
import { DEFAULT_POST_RESULTS_EVERY_MS, runPostResults } from './publishing/postResults.ts';
import {
  type PublishingScheduler,
  PublishingSchedulerIdle,
  PublishingSchedulerLive,
} from './publishing/scheduler.ts';
import { AppSettings } from './settings.ts';
import { AdvisorReadsLive } from './store/advisorReads.ts';
import { attachOldProfileProjects } from './store/profileProjects.ts';

const ApiLive = (
  config: AppConfig,
  Mail: Layer.Layer<Mailer>,
  Publishing: Layer.Layer<ConnectedAccounts | PublishingScheduler, never, SchedulerNeeds>,
) =>
  HttpApiBuilder.api(MarketMuseApi).pipe(
    Layer.provide([AuthHandlers, SystemHandlers, ProfileHandlers, ProjectsHandlers, GoalsHandlers]),
    Layer.provide([RoadmapsHandlers, TasksHandlers, InsightsHandlers, AiHandlers, DashboardHandlers]),
    Layer.provide([ProgressHandlers, OperatorHandlers]),
    Layer.provide([RecoveryHandlers, AccountHandlers]),
    Layer.provide(ContactHandlers(config.contactEmail ?? DEFAULT_CONTACT_EMAIL)),
    Layer.provide([ProviderSignInHandlers, ConnectedProvidersHandlers, ConnectionsHandlers]),
    Layer.provide([PasskeySignInHandlers, PasskeysHandlers]),
    Layer.provide(SignInProviderLive(config.oidc ?? null)),
    Layer.provide(CommunityHandlers),
    Layer.provide(ImportHandlers),
    Layer.provide([CalendarHandlers, ContentHandlers]),
    Layer.provide([AdvisorLive, AdvisorReadsLive]),
    Layer.provide(AuthenticationLive),
    Layer.provide(AdvisorQuotaLive(config.advisorRequestsPerMinute ?? DEFAULT_ADVISOR_REQUESTS_PER_MINUTE)),
    Layer.provide(SessionsLive),
    Layer.provide([LimitsLive, AccountTokensLive]),
    Layer.provide(Publishing),
    Layer.provide(Mail),
  );

/** What the scheduler and the connected accounts need from the application's layers. */
type SchedulerNeeds =
  | Exclude<Layer.Layer.Context<ReturnType<typeof PublishingSchedulerLive>>, ConnectedAccounts>
  | SqlClient.SqlClient;

/**
 * Async read models run in the serving process unless turned off (API-only replicas); with Kafka configured
 * the relay runs too, and the projections the configuration names read from the topic.
 */
const AsyncProjections = (config: AppConfig) =>
  Layer.scopedDiscard(
    Effect.gen(function* () {
      const owner = `${process.pid}-${crypto.randomUUID()}`;
      const kafka = config.kafka ?? null;
      // One Kafka client for the relay and the Kafka-fed read models, closed after both have stopped.
      const transport = kafka
        ? yield* Effect.acquireRelease(
            Effect.sync(() => kafkajsTransport(kafka)),
            (client) => Effect.promise(() => client.close()).pipe(Effect.ignore),
          )
        : null;
      yield* runAsyncProjections(allProjections, kafka && transport ? { config: kafka, transport } : null, {
        owner,
      });
      if (kafka && transport)
        yield* Effect.forkScoped(runRelay(kafka, { owner, transport }).pipe(Effect.scoped));
    }),
  );

/** Kafka answers the readiness probe when configured; its admin client closes with the application. */
const readinessChecks = (config: AppConfig): { checks: ReadinessChecks; Release: Layer.Layer<never> } => {
  const kafka = config.kafka ?? null;
  if (!kafka) return { checks: {}, Release: Layer.empty };
  const transport = kafkajsTransport(kafka);
  return {
    checks: { kafka: () => transport.ping(), endOffsets: (topic) => transport.endOffsets(topic) },
    Release: Layer.scopedDiscard(
      Effect.addFinalizer(() => Effect.promise(() => transport.close()).pipe(Effect.ignore)),
    ),
  };
};

/** The whole application: database, event store, projections and the HTTP server, as one layer. */
export const AppLive = (
  config: AppConfig,
  Database: Layer.Layer<Database, SqlError.SqlError> = DatabaseLive(config.database),
) => {
  const Store = Layer.mergeAll(
    EventStoreLive(eventUpcasters, personalDataPolicy),
    EventBusLive,
    InlineProjectionsLive(allProjections),
  );
  // The use cases' EventStore: the event store above, with the inline read models in each transaction.
  const Domain = PostgresEventStoreLive.pipe(Layer.provideMerge(Store));
  const Settings = Layer.succeed(AppSettings, {
    secureCookies: config.secureCookies,
    databaseKind: config.database.kind,
    now: config.clock ?? Date.now,
    publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    signUpsPerHour: config.signUpsPerHour ?? DEFAULT_SIGN_UPS_PER_HOUR,
  });
  // The read models first; then the domain migration that reads them and appends through the use cases.
  const Migrated = Layer.effectDiscard(Effect.zipRight(migrate, attachOldProfileProjects)).pipe(
    Layer.provide(EventStoreLive(eventUpcasters, personalDataPolicy)),
  );
  const server = drainableServer(
    config.shutdownGraceMs ?? DEFAULT_SHUTDOWN_GRACE_MS,
    serverTimeoutOptions(config.requestTimeouts ?? DEFAULT_REQUEST_TIMEOUTS),
  );
  // One mailer (and one local outbox) for the API and the development outbox page.
  const Mail = MailerLive(config.mail ?? { smtpUrl: null, from: DEFAULT_MAIL_FROM });
  // The connected accounts, and the scheduler publishing to them where the background work runs (a worker,
  // or the all-in-one process); an API-only process leaves publishing to the workers.
  const Connections = ConnectedAccountsLive(config.connectionsKey ?? DEV_CONNECTIONS_KEY);
  const Publishing = Layer.provideMerge(
    config.runProjections
      ? PublishingSchedulerLive(config.publishEvery ? { every: config.publishEvery } : {})
      : PublishingSchedulerIdle,
    Connections,
  );
  const security = securityMiddleware({ staticRoot: config.staticRoot, remotesFile: config.remotesFile });
  const readiness = readinessChecks(config);
  const probes = operationalRoutes(readiness.checks);
  const Http = HttpApiBuilder.serve((app) => requestIds(probes(security(boundedRequestBodies(app))))).pipe(
    Layer.provide(TextErrorsLive),
    Layer.provide(MethodNotAllowedLive(['/api/openapi.json', '/api/asyncapi.json', '/api/docs'])),
    Layer.provide(OutboxLive(process.env.NODE_ENV !== 'production').pipe(Layer.provide(Mail))),
    Layer.provide(StaticLive({ staticRoot: config.staticRoot, remotesFile: config.remotesFile })),
    Layer.provide(HttpApiBuilder.middlewareOpenApi({ path: '/api/openapi.json' })),
    Layer.provide(AsyncApiLive(config.kafka ?? null)),
    Layer.provide(HttpApiScalar.layer({ path: '/api/docs' })),
    Layer.provide(ApiLive(config, Mail, Publishing)),
    HttpServer.withLogAddress,
    // Released first on shutdown: drains requests while the handler is still attached (see shutdown.ts).
    (Served) => Layer.provideMerge(server.DrainLive, Served),
    Layer.provideMerge(NodeHttpServer.layer(server.create, { port: config.port, host: config.host })),
  );
  // A worker answers only the probes: its port is for the orchestrator, not for users.
  const ProbesOnly = HttpServer.serve(probes(HttpServerResponse.empty({ status: 404 }))).pipe(
    HttpServer.withLogAddress,
    (Served) => Layer.provideMerge(server.DrainLive, Served),
    Layer.provideMerge(NodeHttpServer.layer(server.create, { port: config.port, host: config.host })),
  );
  const Serving = (config.role ?? 'all') === 'worker' ? ProbesOnly : Http;
  const Background = config.runProjections ? AsyncProjections(config) : Layer.empty;
  // The worker's jobs (an API-only replica runs none); the same mailer as the API's, so one outbox.
  const worker = (config.role ?? 'all') !== 'api';
  const owner = `${process.pid}-${crypto.randomUUID()}`;
  const remindEvery = config.postRemindersEveryMs ?? DEFAULT_POST_REMINDERS_EVERY_MS;
  const resultsEvery = config.postResultsEveryMs ?? DEFAULT_POST_RESULTS_EVERY_MS;
  const Reminders =
    worker && remindEvery > 0
      ? Layer.scopedDiscard(Effect.forkScoped(runPostReminders(owner, remindEvery))).pipe(Layer.provide(Mail))
      : Layer.empty;
  const Results =
    worker && resultsEvery > 0
      ? Layer.scopedDiscard(
          Effect.forkScoped(runPostResults(owner, resultsEvery, config.postResultsFirstDayEveryMs)),
        )
      : Layer.empty;
  const Jobs = Layer.merge(Reminders, Results);
  return Layer.mergeAll(Serving, Background, Jobs, readiness.Release, Publishing).pipe(
    Layer.provide(Migrated),
    Layer.provideMerge(Domain),
    Layer.provideMerge(Settings),
    Layer.provideMerge(Layer.succeed(EmailStreamKey, config.emailStreamKey ?? DEV_EMAIL_STREAM_KEY)),
    Layer.provideMerge(
      config.keyEncryptionKeys ? Layer.succeed(KeyEncryptionKeysRef, config.keyEncryptionKeys) : Layer.empty,
    ),
    Layer.provideMerge(Database),
  );
};
