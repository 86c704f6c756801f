import type { KafkaConfig } from './config.ts';
import type { TopicSpec } from './transport.ts';

/**
 * Both topics keep every record for ever and are never compacted: replays start at offset zero, and
 * compaction would keep only the last event of each user. Set when the relay creates the topics.
 */
export const TOPIC_RETENTION: Readonly<Record<string, string>> = {
  'cleanup.policy': 'delete',
  'retention.ms': '-1',
  'retention.bytes': '-1',
};

export const domainTopics = (config: KafkaConfig): ReadonlyArray<TopicSpec> => [
  { name: config.domainTopic, partitions: config.partitions, config: TOPIC_RETENTION },
  { name: config.progressTopic, partitions: config.partitions, config: TOPIC_RETENTION },
];
