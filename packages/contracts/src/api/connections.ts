import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from '@effect/platform';
import { Schema } from 'effect';
import { ConnectedAccount } from '../publishing.ts';
import { ConnectBlueskyRequest } from '../requests/connections.ts';
import {
  BadRequestText,
  ConflictText,
  NotFoundText,
  PayloadTooLargeText,
  ServiceUnavailableText,
  TooManyRequestsText,
} from './errors.ts';
import { Authentication } from './security.ts';

/** The social accounts connected for publishing planned posts (Bluesky). */
export class ConnectionsApi extends HttpApiGroup.make('connections')
  .add(
    HttpApiEndpoint.get('connections', '/api/account/connections')
      .addSuccess(Schema.Array(ConnectedAccount))
      .annotate(
        OpenApi.Description,
        'The accounts connected for publishing; status needs_reconnect when the network refused the stored app password (its posts wait until it is connected again).',
      ),
  )
  .add(
    HttpApiEndpoint.put('connectBluesky', '/api/account/connections/bluesky')
      .setPayload(ConnectBlueskyRequest)
      .addSuccess(ConnectedAccount)
      .addError(BadRequestText)
      .addError(TooManyRequestsText)
      .addError(ServiceUnavailableText)
      .addError(ConflictText)
      .addError(PayloadTooLargeText)
      .annotate(
        OpenApi.Description,
        "Connects (or reconnects) a Bluesky account {identifier, appPassword, service?}: a session is opened on the account's server (https://bsky.social unless service names another) and the app password kept encrypted. 400 'appPassword: Bluesky refused the handle or app password'; 400 naming service when it is not an https address on the public internet (see the field); 503 when the server cannot be reached; 10 tries an hour per user (429 with Retry-After).",
      ),
  )
  .add(
    HttpApiEndpoint.del('disconnectBluesky', '/api/account/connections/bluesky')
      .addSuccess(HttpApiSchema.NoContent)
      .addError(NotFoundText)
      .addError(ConflictText)
      .addError(PayloadTooLargeText)
      .annotate(
        OpenApi.Description,
        'Disconnects the Bluesky account and forgets its app password (404 when none is connected). Posts set to publish automatically wait.',
      ),
  )
  .middleware(Authentication) {}

export * from '../requests/connections.ts';
