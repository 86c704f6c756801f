import { Schema } from 'effect';
import { Body, NonBlankText, RequiredText } from './input.ts';

// Connecting a social account for publishing. The app password is only ever passed on to the account's
// server to open a session, then kept sealed (never echoed, never in an event).

export const BLUESKY_IDENTIFIER_REQUIRED = 'identifier: your Bluesky handle is required';
export const BLUESKY_APP_PASSWORD_REQUIRED = 'appPassword: an app password is required';
export const BLUESKY_SERVICE_INVALID = 'service: must be the address of a Bluesky server (https://...)';

/** An http(s) address of a host (no credentials in it), with an optional port and path. */
const SERVER_ADDRESS = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?(\/[^\s]*)?$/i;
const isServerAddress = (value: string) => SERVER_ADDRESS.test(value);
/**
 * The same rule for the OpenAPI document, narrower where regex dialects differ on what counts as space:
 * every address it admits, the check above accepts.
 */
const SERVER_ADDRESS_PATTERN = '^https?://[a-zA-Z0-9.-]+(:[0-9]{1,5})?(/[!-~]*)?$';

const SERVICE_RULE =
  "The account's Bluesky server (PDS); absent: https://bsky.social. It must be an https address whose host is a name (not an IP address) resolving only to public unicast addresses: loopback, private, link-local, unique-local, carrier-grade NAT, multicast and other special addresses are refused with 400 naming service, and every later call to the server is checked again (a server that has started to resolve to such an address is not called). A server run with MM_BLUESKY_ALLOW_PRIVATE_HOSTS=1 (tests, a developer's machine) also accepts http and private hosts.";

/** PUT /api/account/connections/bluesky: a handle (or DID or e-mail), an app password, the server. */
export const ConnectBlueskyRequest = Body({
  identifier: RequiredText('identifier', 253, BLUESKY_IDENTIFIER_REQUIRED),
  appPassword: RequiredText('appPassword', 100, BLUESKY_APP_PASSWORD_REQUIRED),
  /** The account's server (PDS); absent: Bluesky's own (https://bsky.social). */
  service: Schema.optional(
    NonBlankText('service', 2048, BLUESKY_SERVICE_INVALID).pipe(
      Schema.filter((value) => isServerAddress(value.trim()) || BLUESKY_SERVICE_INVALID, {
        jsonSchema: { pattern: SERVER_ADDRESS_PATTERN },
        description: SERVICE_RULE,
      }),
    ),
  ),
});
export type ConnectBlueskyRequest = typeof ConnectBlueskyRequest.Type;
