import { HttpApiBuilder, HttpServerResponse } from '@effect/platform';
import type { KafkaConfig } from '@market-muse/kafka';
import { asyncApiDocument } from '@market-muse/relay';

/**
 * The AsyncAPI document of the Kafka topics (generated from the contracts' event schemas), beside the
 * OpenAPI document. Served whether or not this deployment runs Kafka: it describes what the relay publishes.
 */
export const AsyncApiLive = (kafka: KafkaConfig | null) => {
  const body = asyncApiDocument(kafka);
  return HttpApiBuilder.Router.use((router) =>
    router.get('/api/asyncapi.json', HttpServerResponse.unsafeJson(body)),
  );
};
