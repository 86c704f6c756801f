import { describe, expect, it } from 'vitest';
import { DEV_PSEUDONYM_KEY, groupIdFor, kafkaConfigFromEnv } from '../src/config.ts';

describe('Kafka configuration from the environment', () => {
  it('is off unless KAFKA_BROKERS is set', () => {
    expect(kafkaConfigFromEnv({})).toBeNull();
    expect(kafkaConfigFromEnv({ KAFKA_BROKERS: '  ' })).toBeNull();
  });

  it('has documented defaults', () => {
    const config = kafkaConfigFromEnv({ KAFKA_BROKERS: '127.0.0.1:9092, 127.0.0.1:9093' })!;
    expect(config).toEqual({
      brokers: ['127.0.0.1:9092', '127.0.0.1:9093'],
      clientId: 'market-muse',
      domainTopic: 'market-muse.events',
      progressTopic: 'market-muse.progress',
      partitions: 3,
      groupPrefix: 'market-muse.',
      projections: 'analytics',
      pseudonymKey: DEV_PSEUDONYM_KEY,
      logLevel: 'error',
    });
    expect(groupIdFor(config, 'analytics-onboarding')).toBe('market-muse.analytics-onboarding');
  });

  it('names the projections fed from Kafka, and refuses settings it cannot use', () => {
    const env = { KAFKA_BROKERS: 'b:9092', MM_KAFKA_PROJECTIONS: 'progress, signups-by-day' };
    expect(kafkaConfigFromEnv(env)!.projections).toEqual(['progress', 'signups-by-day']);
    expect(() => kafkaConfigFromEnv({ KAFKA_BROKERS: 'b:9092', MM_KAFKA_PARTITIONS: '0' })).toThrow(
      /MM_KAFKA_PARTITIONS/,
    );
    expect(() => kafkaConfigFromEnv({ KAFKA_BROKERS: 'b:9092', MM_KAFKA_LOG_LEVEL: 'debug' })).toThrow(
      /MM_KAFKA_LOG_LEVEL/,
    );
  });
});
