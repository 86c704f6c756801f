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
}

export const DEFAULT_DOMAIN_TOPIC = 'market-muse.events';
export const DEFAULT_PROGRESS_TOPIC = 'market-muse.progress';

/** The documented development key; set MM_PSEUDONYM_KEY in every real deployment. */
export const DEV_PSEUDONYM_KEY = 'market-muse-dev-pseudonym-key';

/** The key of the analysts' pseudonyms: the progress topic and the table-based export use the same one. */
export const pseudonymKeyFromEnv = (env: Record<string, string | undefined> = process.env) =>
  env.MM_PSEUDONYM_KEY || DEV_PSEUDONYM_KEY;

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
  const partitions = Number(env.MM_KAFKA_PARTITIONS ?? 3);
  if (!Number.isInteger(partitions) || partitions < 1)
    throw new Error(`MM_KAFKA_PARTITIONS must be a positive integer, got ${env.MM_KAFKA_PARTITIONS}`);
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
  };
};

export const groupIdFor = (config: KafkaConfig, projection: string) => `${config.groupPrefix}${projection}`;
