// Publishing planned posts to a connected social account (Bluesky), and the accounts themselves.
import { Schema } from 'effect';

export const PUBLISHING_NETWORKS = ['bluesky'] as const;
export const PublishingNetwork = Schema.Literal(...PUBLISHING_NETWORKS);
export type PublishingNetwork = typeof PublishingNetwork.Type;

/**
 * A Bluesky post holds at most 300 graphemes (what a reader sees as one character: an emoji with its
 * modifiers, a letter with its accents), so the limit is counted in graphemes, not UTF-16 units.
 */
export const BLUESKY_TEXT_MAX_GRAPHEMES = 300;
export const BLUESKY_TEXT_TOO_LONG = `text: a Bluesky post holds at most ${BLUESKY_TEXT_MAX_GRAPHEMES} characters`;
export const AUTO_PUBLISH_BLUESKY_ONLY =
  'publishAutomatically: only Bluesky posts are published automatically';
export const AUTO_PUBLISH_NEEDS_ACCOUNT =
  'publishAutomatically: connect a Bluesky account on your account page first';
export const POST_ALREADY_PUBLISHED = 'This post is already published';
export const POST_NOT_FAILED = 'Only a post whose publishing failed can be retried';

export { graphemeLength } from './postingWindows.ts';

/** Why the last automatic attempt failed, and whether (and when) another one follows. */
export const PublishFailure = Schema.Struct({
  reason: Schema.String,
  willRetry: Schema.Boolean,
  retryAt: Schema.NullOr(Schema.String),
});
export type PublishFailure = typeof PublishFailure.Type;

// ---------------------------------------------------------------------------------------------
// Connected accounts (/api/account/connections).

/** active, or needs_reconnect: the network refused the stored app password (revoked), posts wait. */
export const CONNECTION_STATUSES = ['active', 'needs_reconnect'] as const;
export const ConnectionStatus = Schema.Literal(...CONNECTION_STATUSES);

export const ConnectedAccount = Schema.Struct({
  network: PublishingNetwork,
  handle: Schema.String,
  did: Schema.String,
  /** The account's server (PDS), e.g. https://bsky.social. */
  service: Schema.String,
  status: ConnectionStatus,
  connectedAt: Schema.String,
});
export type ConnectedAccount = typeof ConnectedAccount.Type;

export const DEFAULT_BLUESKY_SERVICE = 'https://bsky.social';
/** The server refuses to call an address on its own network (loopback, private, link-local, metadata). */
export const BLUESKY_SERVICE_NOT_PUBLIC =
  'service: must be an https address of a Bluesky server on the public internet';
export const BLUESKY_REFUSED = 'appPassword: Bluesky refused the handle or app password';
export const BLUESKY_UNREACHABLE = 'service: the Bluesky server could not be reached';
export const BLUESKY_NOT_CONNECTED = 'No Bluesky account is connected';
export const BLUESKY_NEEDS_RECONNECT =
  'Bluesky refused the app password (revoked?): connect your Bluesky account again on your account page';
export const BLUESKY_RETRIES_EXHAUSTED = 'Bluesky could not be reached after several attempts';
