import type { KafkaConfig, KafkaTransport } from '@market-muse/kafka';
import { Effect } from 'effect';
import { analyticsProjections } from '../analytics/readModels.ts';
import type { Projection } from '../projection.ts';
import { rebuildProjection } from '../rebuild.ts';
import { runProjection } from '../runner.ts';
import { runKafkaProjection } from './consumer.ts';
import { hasKafkaFeed } from './feeds.ts';

/** Kafka as a source of async read models: its configuration and the client the process shares. */
export interface KafkaFeeds {
  readonly config: KafkaConfig;
  readonly transport: KafkaTransport;
}

export interface BackgroundOptions {
  readonly owner: string;
}

/** Whether a projection reads from Kafka under this configuration (async projections only). */
export const feedsFromKafka = (config: KafkaConfig | null, projection: Projection) => {
  if (!config || projection.mode !== 'async') return false;
  const { projections } = config;
  if (projections === 'none') return false;
  if (projections === 'all') return true;
  if (projections === 'analytics')
    return (analyticsProjections as ReadonlyArray<Projection>).some((p) => p.name === projection.name);
  return projections.includes(projection.name);
};

/**
 * The asynchronous read models: each runs from the table, or from the domain topic when the Kafka
 * configuration says so. A projection that was fed from Kafka and is now table-fed is rebuilt first (its
 * table checkpoint stood still while the topic fed it). The relay that fills the topic runs beside these
 * (`@market-muse/relay`).
 */
export const runAsyncProjections = (
  projections: ReadonlyArray<Projection>,
  kafka: KafkaFeeds | null,
  options: BackgroundOptions,
) =>
  Effect.gen(function* () {
    // Added first, so it runs last: after every runner has stopped (its batch committed or rolled back).
    yield* Effect.addFinalizer(() => Effect.logInfo('Async projections stopped; leases released'));
    for (const projection of projections.filter((p) => p.mode === 'async')) {
      if (kafka && feedsFromKafka(kafka.config, projection)) {
        yield* Effect.forkScoped(
          runKafkaProjection(projection, kafka.config, { transport: kafka.transport }),
        );
        continue;
      }
      if (yield* hasKafkaFeed(projection.name)) {
        const report = yield* rebuildProjection(projection);
        yield* Effect.logInfo(
          `Read model ${projection.name} is fed from the table again: rebuilt from ${report.events} events`,
        );
      }
      yield* Effect.forkScoped(runProjection(projection, { owner: options.owner }));
    }
  });
