import { randomBytes } from 'node:crypto';

/**
 * Kafka topics and consumer groups of its own for a server a test run starts, when KAFKA_BROKERS is set
 * (nothing otherwise). Servers a run starts side by side on one broker (the browser suite's, each fuzzing
 * pass's, the load test's) would otherwise share the default topics and groups: each would take some of
 * the others' partitions and fold their users' events into its own read models, and a server started late
 * on a fresh database would first read every event the run had published before it.
 */
export const ownKafkaTopics = (env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv =>
  env.KAFKA_BROKERS
    ? kafkaTopicsTagged(`run-${Date.now().toString(36)}-${process.pid}-${randomBytes(3).toString('hex')}`)
    : {};

/** The topics and consumer groups named by `tag`, as the server's settings (MM_KAFKA_*). */
export const kafkaTopicsTagged = (tag: string) => ({
  MM_KAFKA_DOMAIN_TOPIC: `mm-test.${tag}.events`,
  MM_KAFKA_PROGRESS_TOPIC: `mm-test.${tag}.progress`,
  MM_KAFKA_DEAD_LETTER_TOPIC: `mm-test.${tag}.dead-letters`,
  MM_KAFKA_GROUP_PREFIX: `mm-test.${tag}.`,
});
