import { describe, expect, it } from 'vitest';
import {
  assertPseudonymKeyFitsEnvironment,
  DEV_PSEUDONYM_KEY,
  groupIdFor,
  kafkaConfigFromEnv,
} from '../src/config.ts';

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
      deadLetterTopic: 'market-muse.dead-letters',
      replicationFactor: 1,
      minInsyncReplicas: 1,
      maxRecordBytes: 1_000_000,
      tls: null,
      sasl: null,
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

  it('reads a managed cluster: replication, min.insync.replicas, TLS and SASL', () => {
    const config = kafkaConfigFromEnv({
      KAFKA_BROKERS: 'k1:9093',
      MM_KAFKA_REPLICATION_FACTOR: '3',
      MM_KAFKA_MIN_INSYNC_REPLICAS: '2',
      MM_KAFKA_TLS: 'true',
      MM_KAFKA_SASL_MECHANISM: 'SCRAM-SHA-512',
      MM_KAFKA_SASL_USERNAME: 'muse',
      MM_KAFKA_SASL_PASSWORD: 'secret',
      MM_KAFKA_MAX_RECORD_BYTES: '500000',
    })!;
    expect(config).toMatchObject({
      replicationFactor: 3,
      minInsyncReplicas: 2,
      tls: { caFile: null },
      sasl: { mechanism: 'scram-sha-512', username: 'muse', password: 'secret' },
      maxRecordBytes: 500_000,
    });
    expect(() =>
      kafkaConfigFromEnv({
        KAFKA_BROKERS: 'b',
        MM_KAFKA_REPLICATION_FACTOR: '1',
        MM_KAFKA_MIN_INSYNC_REPLICAS: '2',
      }),
    ).toThrow(/MM_KAFKA_MIN_INSYNC_REPLICAS \(2\) cannot exceed MM_KAFKA_REPLICATION_FACTOR \(1\)/);
    expect(() => kafkaConfigFromEnv({ KAFKA_BROKERS: 'b', MM_KAFKA_SASL_MECHANISM: 'gssapi' })).toThrow(
      /MM_KAFKA_SASL_MECHANISM/,
    );
    expect(() => kafkaConfigFromEnv({ KAFKA_BROKERS: 'b', MM_KAFKA_SASL_MECHANISM: 'plain' })).toThrow(
      /MM_KAFKA_SASL_USERNAME/,
    );
  });

  it('refuses the public pseudonym key in production only', () => {
    expect(() => assertPseudonymKeyFitsEnvironment({ NODE_ENV: 'production' })).toThrow(/MM_PSEUDONYM_KEY/);
    expect(() =>
      assertPseudonymKeyFitsEnvironment({ NODE_ENV: 'production', MM_PSEUDONYM_KEY: DEV_PSEUDONYM_KEY }),
    ).toThrow(/MM_PSEUDONYM_KEY/);
    expect(() =>
      assertPseudonymKeyFitsEnvironment({ NODE_ENV: 'production', MM_PSEUDONYM_KEY: 'a-real-secret' }),
    ).not.toThrow();
    expect(() => assertPseudonymKeyFitsEnvironment({})).not.toThrow();
  });
});
