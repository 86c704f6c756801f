import { resolve } from 'node:path';
import { emailStreamKeyFromEnv } from '@market-muse/domain';
import {
  type DatabaseConfig,
  databaseConfigFromEnv,
  type KeyEncryptionKeys,
  keyEncryptionKeysFromEnv,
} from '@market-muse/eventstore';
import { type KafkaConfig, kafkaConfigFromEnv } from '@market-muse/kafka';
import { Duration } from 'effect';
import { advisorRequestsPerMinuteFromEnv } from './auth/advisorQuota.ts';
import { type RequestTimeouts, requestTimeoutsFromEnv } from './http/requestTimeouts.ts';
import { shutdownGraceFromEnv } from './http/shutdown.ts';
import { DEFAULT_SIGN_UPS_PER_HOUR } from './limits/policies.ts';
import { DEFAULT_CONTACT_EMAIL, type MailConfig, mailConfigFromEnv } from './mail/mailer.ts';
import { type OidcConfig, oidcConfigFromEnv } from './oidc/config.ts';
import { connectionsKeyFromEnv } from './publishing/credentials.ts';
import { DEFAULT_POST_REMINDERS_EVERY_MS } from './publishing/postReminders.ts';
import { DEFAULT_FIRST_DAY_EVERY_MS, DEFAULT_POST_RESULTS_EVERY_MS } from './publishing/postResults.ts';

const positiveWhole = (env: NodeJS.ProcessEnv, name: string, fallback: number) => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number above 0, got ${raw}`);
  return value;
};

/** The repository root: built frontends and the default data directory are found from here. */
export const repoRoot = resolve(import.meta.dirname, '../../..');

/**
 * What this process does. `all` (the default) is the single-machine product: HTTP and the background work.
 * `api` serves HTTP only and may run as many replicas as needed; `worker` runs the async read models, the
 * Kafka relay and the Kafka consumers, and answers only the health probes. A second worker is a hot standby:
 * the readers' leases let one instance work at a time and pass to the other within seconds of a crash.
 */
export type Role = 'all' | 'api' | 'worker';

export const ROLES: ReadonlyArray<Role> = ['all', 'api', 'worker'];

/** `--role <role>` on the command line, else MM_ROLE, else `all`. */
export const roleFrom = (argv: ReadonlyArray<string>, env: NodeJS.ProcessEnv): Role => {
  const flag = argv.indexOf('--role');
  const inline = argv.find((a) => a.startsWith('--role='))?.slice('--role='.length);
  const value = (flag !== -1 ? argv[flag + 1] : inline) ?? env.MM_ROLE ?? 'all';
  if (!(ROLES as ReadonlyArray<string>).includes(value))
    throw new Error(`--role (or MM_ROLE) is all, api or worker, got ${value}`);
  return value as Role;
};

export interface AppConfig {
  /** all (default), api or worker; see Role. */
  readonly role?: Role;
  readonly port: number;
  readonly host: string;
  readonly database: DatabaseConfig;
  /** Where the built host shell and remotes are read from. */
  readonly staticRoot: string;
  /** A remotes manifest to serve instead of the default one (per environment). */
  readonly remotesFile: string | null;
  /** Run async projections in this process (off for API-only replicas). */
  readonly runProjections: boolean;
  /** Mark the session cookie Secure (always when the request arrived over https). */
  readonly secureCookies: boolean;
  /** Kafka fan-out (relay and Kafka-fed projections) when KAFKA_BROKERS is set; absent or null: none. */
  readonly kafka?: KafkaConfig | null;
  /** SIGTERM waits this long for in-flight requests (MM_SHUTDOWN_GRACE_MS); absent: 10 s. */
  readonly shutdownGraceMs?: number;
  /** Calls to the advisor routes per user and minute (MM_ADVISOR_REQUESTS_PER_MINUTE); absent: 30. */
  readonly advisorRequestsPerMinute?: number;
  /** How long a client may take to send a request's headers, and the whole request (see requestTimeouts.ts). */
  readonly requestTimeouts?: RequestTimeouts;
  /** Where the mails' links point (MM_PUBLIC_URL); absent: http://localhost:<port>. */
  readonly publicUrl?: string;
  /** Outgoing mail (SMTP_URL, MAIL_FROM); absent: the local outbox. */
  readonly mail?: MailConfig;
  /** New accounts per client address and hour (MM_SIGN_UPS_PER_HOUR); absent: 10. */
  readonly signUpsPerHour?: number;
  /** Where the contact form's messages are mailed (MM_CONTACT_EMAIL); absent: DEFAULT_CONTACT_EMAIL. */
  readonly contactEmail?: string;
  /** The clock of limits and account links (tests move it); absent: the system clock. */
  readonly clock?: () => number;
  /** The server secret of the e-mail streams' keyed hash (MM_EMAIL_STREAM_KEY); absent: the development key. */
  readonly emailStreamKey?: string;
  /** The key that seals connected accounts' app passwords (MM_CONNECTIONS_KEY); absent: the development key. */
  readonly connectionsKey?: string;
  /** How often a worker looks for posts due to publish (MM_PUBLISH_EVERY_MS); absent: 15 s. */
  readonly publishEvery?: Duration.Duration;
  /** The OpenID Connect provider offered on the sign-in screen (OIDC_*); absent or null: none. */
  readonly oidc?: OidcConfig | null;
  /** How often the worker sends due-post reminders (MM_POST_REMINDERS_EVERY_MS); absent: 30 s; 0 (tests only): never. */
  readonly postRemindersEveryMs?: number;
  /** How often the worker fetches Bluesky posts' numbers (MM_POST_RESULTS_EVERY_MS); absent: 60 s; 0 (tests only): never. */
  readonly postResultsEveryMs?: number;
  /** How often a Bluesky post's numbers are fetched on its first day (MM_POST_RESULTS_FIRST_DAY_EVERY_MS); absent: an hour. */
  readonly postResultsFirstDayEveryMs?: number;
  /** The KEK the personal data keys are stored under (MM_KEY_ENCRYPTION_KEY); absent: from the environment. */
  readonly keyEncryptionKeys?: KeyEncryptionKeys;
}

export const configFromEnv = (
  env: NodeJS.ProcessEnv = process.env,
  argv: ReadonlyArray<string> = process.argv.slice(2),
): AppConfig => {
  const role = roleFrom(argv, env);
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    role,
    port,
    host: env.HOST ?? '0.0.0.0',
    database: databaseConfigFromEnv(env, resolve(repoRoot, '.data/pglite')),
    staticRoot: env.MM_STATIC_ROOT ?? repoRoot,
    remotesFile: env.MM_REMOTES_FILE ?? null,
    runProjections: role !== 'api' && env.MM_RUN_PROJECTIONS !== 'false',
    secureCookies: env.MM_SECURE_COOKIES === 'true',
    kafka: kafkaConfigFromEnv(env),
    shutdownGraceMs: shutdownGraceFromEnv(env),
    advisorRequestsPerMinute: advisorRequestsPerMinuteFromEnv(env),
    requestTimeouts: requestTimeoutsFromEnv(env),
    publicUrl: (env.MM_PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    mail: mailConfigFromEnv(env),
    signUpsPerHour: positiveWhole(env, 'MM_SIGN_UPS_PER_HOUR', DEFAULT_SIGN_UPS_PER_HOUR),
    contactEmail: env.MM_CONTACT_EMAIL || DEFAULT_CONTACT_EMAIL,
    emailStreamKey: emailStreamKeyFromEnv(env),
    connectionsKey: connectionsKeyFromEnv(env),
    publishEvery: Duration.millis(positiveWhole(env, 'MM_PUBLISH_EVERY_MS', 15_000)),
    oidc: oidcConfigFromEnv(env),
    keyEncryptionKeys: keyEncryptionKeysFromEnv(env),
    postRemindersEveryMs: positiveWhole(env, 'MM_POST_REMINDERS_EVERY_MS', DEFAULT_POST_REMINDERS_EVERY_MS),
    postResultsEveryMs: positiveWhole(env, 'MM_POST_RESULTS_EVERY_MS', DEFAULT_POST_RESULTS_EVERY_MS),
    postResultsFirstDayEveryMs: positiveWhole(
      env,
      'MM_POST_RESULTS_FIRST_DAY_EVERY_MS',
      DEFAULT_FIRST_DAY_EVERY_MS,
    ),
  };
};
