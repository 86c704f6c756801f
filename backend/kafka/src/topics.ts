import type { KafkaConfig } from './config.ts';
import type { TopicSpec } from './transport.ts';

/**
 * The relay's checkpoint and lease name (mm_checkpoints, mm_projection_leases): every event at or below its
 * checkpoint, in the store's reading order, is on the topics.
 */
export const RELAY_NAME = 'kafka-relay';

/**
 * Both topics keep every record for ever and are never compacted: replays start at offset zero, and
 * compaction would keep only the last event of each user. Set when the relay creates the topics.
 */
export const TOPIC_RETENTION: Readonly<Record<string, string>> = {
  'cleanup.policy': 'delete',
  'retention.ms': '-1',
  'retention.bytes': '-1',
};

/** The settings every topic of the product is created with and checked against at start. */
export const topicSettings = (config: KafkaConfig): Readonly<Record<string, string>> => ({
  ...TOPIC_RETENTION,
  'min.insync.replicas': String(config.minInsyncReplicas),
});

/** The domain and progress topics, and the dead-letter topic for events too large to publish. */
export const domainTopics = (config: KafkaConfig): ReadonlyArray<TopicSpec> =>
  [config.domainTopic, config.progressTopic, config.deadLetterTopic].map((name) => ({
    name,
    partitions: config.partitions,
    replicationFactor: config.replicationFactor,
    config: topicSettings(config),
  }));
