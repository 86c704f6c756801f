import { Effect } from 'effect';
import type { Projection } from '../projection.ts';
import { rebuildProjection } from '../rebuild.ts';
import { runProjection } from '../runner.ts';
import { feedsFromKafka, type KafkaConfig } from './config.ts';
import { runKafkaProjection } from './consumer.ts';
import { hasKafkaFeed } from './feeds.ts';
import { runRelay } from './relay.ts';
import { kafkajsTransport } from './transport.ts';

export interface BackgroundOptions {
  readonly owner: string;
  /** Listen to PostgreSQL NOTIFY (real PostgreSQL only). */
  readonly listen: boolean;
}

/**
 * The asynchronous read models and, with Kafka configured, the relay: each async projection runs from the
 * table, or from the domain topic when the configuration says so. A projection that was fed from Kafka and
 * is now table-fed is rebuilt first (its table checkpoint stood still while the topic fed it).
 */
export const runAsyncProjections = (
  projections: ReadonlyArray<Projection>,
  config: KafkaConfig | null,
  options: BackgroundOptions,
) =>
  Effect.gen(function* () {
    // Added first, so it runs last: after every runner has stopped (its batch committed or rolled back).
    yield* Effect.addFinalizer(() => Effect.logInfo('Async projections stopped; leases released'));
    const transport = config ? kafkajsTransport(config) : null;
    if (transport)
      yield* Effect.addFinalizer(() => Effect.promise(() => transport.close()).pipe(Effect.ignore));
    for (const projection of projections.filter((p) => p.mode === 'async')) {
      if (config && transport && feedsFromKafka(config, projection)) {
        yield* Effect.forkScoped(runKafkaProjection(projection, config, { transport }));
        continue;
      }
      if (yield* hasKafkaFeed(projection.name)) {
        const report = yield* rebuildProjection(projection);
        yield* Effect.logInfo(
          `Read model ${projection.name} is fed from the table again: rebuilt from ${report.events} events`,
        );
      }
      yield* Effect.forkScoped(runProjection(projection, { owner: options.owner, listen: options.listen }));
    }
    if (config && transport) {
      yield* Effect.forkScoped(
        runRelay(config, { owner: options.owner, transport, listen: options.listen }).pipe(Effect.scoped),
      );
    }
  });
