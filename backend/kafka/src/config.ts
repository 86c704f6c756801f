/**
 * Kafka fan-out settings. Everything Kafka is off unless KAFKA_BROKERS is set: then the relay publishes the
 * event table to the topics, and the projections chosen by MM_KAFKA_PROJECTIONS read from the domain topic
 * as consumer groups instead of reading the table.
 */
export interface KafkaConfig {
  /** Bootstrap brokers, e.g. ['127.0.0.1:9092']. */
  readonly brokers: ReadonlyArray<string>;
  readonly clientId: string;
  /** Every domain event, keyed by user id (infinite retention, no compaction). */
  readonly domainTopic: string;
  /** Progress events only, as export rows with pseudonymous user keys (infinite retention, no compaction). */
  readonly progressTopic: string;
  /** Partitions of the topics when the relay creates them. */
  readonly partitions: number;
  /** Consumer groups are named `<groupPrefix><projection>`. */
  readonly groupPrefix: string;
  /** Which async projections read from Kafka: 'analytics' (default), 'all', 'none', or names. */
  readonly projections: 'analytics' | 'all' | 'none' | ReadonlyArray<string>;
  /** HMAC key of the progress topic's pseudonyms (the analysts' export uses the same one). */
  readonly pseudonymKey: string;
  /** kafkajs' own log lines at this level and above ('nothing' in tests). */
  readonly logLevel: 'nothing' | 'error' | 'warn' | 'info';
  /** Events too large for the domain topic, as small notices (the event stays parked in the store). */
  readonly deadLetterTopic: string;
  /** Copies of each partition when the relay creates topics (3 on a real cluster). */
  readonly replicationFactor: number;
  /** Replicas that must acknowledge a write (acks=all); with replication 3, 2 survives one broker down. */
  readonly minInsyncReplicas: number;
  /**
   * The largest record the relay sends, in bytes; the topic's own `max.message.bytes` lowers it further.
   * Larger events go to the dead-letter topic and are parked instead of blocking the stream.
   */
  readonly maxRecordBytes: number;
  /** TLS to the brokers (managed clusters); the system's CA store unless MM_KAFKA_CA_FILE names one. */
  readonly tls: { readonly caFile: string | null } | null;
  readonly sasl: KafkaSasl | null;
}

export interface KafkaSasl {
  readonly mechanism: 'plain' | 'scram-sha-256' | 'scram-sha-512';
  readonly username: string;
  readonly password: string;
}

export const DEFAULT_DOMAIN_TOPIC = 'market-muse.events';
export const DEFAULT_PROGRESS_TOPIC = 'market-muse.progress';
export const DEFAULT_DEAD_LETTER_TOPIC = 'market-muse.dead-letters';

/** Just under the broker's default `message.max.bytes` (1 MiB plus record overhead). */
export const DEFAULT_MAX_RECORD_BYTES = 1_000_000;

/** The documented development key; set MM_PSEUDONYM_KEY in every real deployment. */
export const DEV_PSEUDONYM_KEY = 'market-muse-dev-pseudonym-key';

/** The key of the analysts' pseudonyms: the progress topic and the table-based export use the same one. */
export const pseudonymKeyFromEnv = (env: Record<string, string | undefined> = process.env) =>
  env.MM_PSEUDONYM_KEY || DEV_PSEUDONYM_KEY;

/**
 * In production (NODE_ENV=production) the analysts' pseudonyms must not use the public development key:
 * anyone could recompute them from user ids. Throws with what to set.
 */
export const assertPseudonymKeyFitsEnvironment = (env: Record<string, string | undefined> = process.env) => {
  if (env.NODE_ENV === 'production' && pseudonymKeyFromEnv(env) === DEV_PSEUDONYM_KEY)
    throw new Error(
      'MM_PSEUDONYM_KEY is unset or the public development key: set a secret key (e.g. `openssl rand -hex 32`) ' +
        'before starting in production (NODE_ENV=production); see docs/deploy.md on rotating it',
    );
};

const positiveInteger = (env: Record<string, string | undefined>, name: string, fallback: number) => {
  const raw = env[name];
  const value = raw === undefined || raw.trim() === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive integer, got ${raw}`);
  return value;
};

const SASL_MECHANISMS = ['plain', 'scram-sha-256', 'scram-sha-512'] as const;

const saslFromEnv = (env: Record<string, string | undefined>): KafkaSasl | null => {
  const mechanism = env.MM_KAFKA_SASL_MECHANISM?.trim().toLowerCase();
  if (!mechanism) return null;
  if (!(SASL_MECHANISMS as ReadonlyArray<string>).includes(mechanism))
    throw new Error(`MM_KAFKA_SASL_MECHANISM is plain, scram-sha-256 or scram-sha-512, got ${mechanism}`);
  const username = env.MM_KAFKA_SASL_USERNAME ?? '';
  const password = env.MM_KAFKA_SASL_PASSWORD ?? '';
  if (!username || !password)
    throw new Error('MM_KAFKA_SASL_MECHANISM needs MM_KAFKA_SASL_USERNAME and MM_KAFKA_SASL_PASSWORD');
  return { mechanism: mechanism as KafkaSasl['mechanism'], username, password };
};

const list = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** null when KAFKA_BROKERS is unset: nothing Kafka runs, and the table feeds every projection. */
export const kafkaConfigFromEnv = (
  env: Record<string, string | undefined> = process.env,
): KafkaConfig | null => {
  if (!env.KAFKA_BROKERS?.trim()) return null;
  const partitions = positiveInteger(env, 'MM_KAFKA_PARTITIONS', 3);
  const replicationFactor = positiveInteger(env, 'MM_KAFKA_REPLICATION_FACTOR', 1);
  const minInsyncReplicas = positiveInteger(env, 'MM_KAFKA_MIN_INSYNC_REPLICAS', 1);
  if (minInsyncReplicas > replicationFactor)
    throw new Error(
      `MM_KAFKA_MIN_INSYNC_REPLICAS (${minInsyncReplicas}) cannot exceed MM_KAFKA_REPLICATION_FACTOR (${replicationFactor})`,
    );
  const sasl = saslFromEnv(env);
  const tls = env.MM_KAFKA_TLS === 'true' || Boolean(env.MM_KAFKA_CA_FILE);
  const selection = env.MM_KAFKA_PROJECTIONS?.trim() || 'analytics';
  const logLevel = env.MM_KAFKA_LOG_LEVEL ?? 'error';
  if (!['nothing', 'error', 'warn', 'info'].includes(logLevel))
    throw new Error(`MM_KAFKA_LOG_LEVEL is nothing, error, warn or info, got ${logLevel}`);
  return {
    brokers: list(env.KAFKA_BROKERS),
    clientId: env.MM_KAFKA_CLIENT_ID ?? 'market-muse',
    domainTopic: env.MM_KAFKA_DOMAIN_TOPIC ?? DEFAULT_DOMAIN_TOPIC,
    progressTopic: env.MM_KAFKA_PROGRESS_TOPIC ?? DEFAULT_PROGRESS_TOPIC,
    partitions,
    groupPrefix: env.MM_KAFKA_GROUP_PREFIX ?? 'market-muse.',
    projections:
      selection === 'analytics' || selection === 'all' || selection === 'none' ? selection : list(selection),
    pseudonymKey: pseudonymKeyFromEnv(env),
    logLevel: logLevel as KafkaConfig['logLevel'],
    deadLetterTopic: env.MM_KAFKA_DEAD_LETTER_TOPIC ?? DEFAULT_DEAD_LETTER_TOPIC,
    replicationFactor,
    minInsyncReplicas,
    maxRecordBytes: positiveInteger(env, 'MM_KAFKA_MAX_RECORD_BYTES', DEFAULT_MAX_RECORD_BYTES),
    tls: tls ? { caFile: env.MM_KAFKA_CA_FILE || null } : null,
    sasl,
  };
};

export const groupIdFor = (config: KafkaConfig, projection: string) => `${config.groupPrefix}${projection}`;
