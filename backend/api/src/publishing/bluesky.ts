import { AtpAgent, RichText } from '@atproto/api';
import { isPrivateAddressError } from './pdsAddress.ts';

export type BlueskyAccount = { readonly did: string; readonly handle: string; readonly service: string };

/**
 * Why a call to the account's server failed: `rejected` when the server refused the credentials (a wrong
 * or revoked app password: retrying cannot help), `address` when the server's address is not a public
 * https one (see pdsAddress.ts), `unreachable` for everything that may pass (network errors, overload,
 * rate limits, server errors).
 */
export type BlueskyErrorKind = 'rejected' | 'address' | 'unreachable';
export class BlueskyError extends Error {
  readonly kind: BlueskyErrorKind;
  constructor(kind: BlueskyErrorKind, message: string) {
    super(message);
    this.kind = kind;
  }
}

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;

const classify = (error: unknown): BlueskyError => {
  if (error instanceof BlueskyError) return error;
  if (isPrivateAddressError(error))
    return new BlueskyError('address', 'The Bluesky server is not a public https address');
  const status = statusOf(error);
  if (status === 400 || status === 401 || status === 403)
    return new BlueskyError('rejected', 'Bluesky refused the handle or app password');
  return new BlueskyError('unreachable', 'Bluesky could not be reached');
};

/**
 * A signed-in session, verified against the account's server. Every call the session makes goes through
 * `fetch` (pdsAddress.ts's pdsFetch: public https addresses only, unless the policy allows private hosts).
 */
export const signIn = async (
  service: string,
  identifier: string,
  appPassword: string,
  fetch: typeof globalThis.fetch,
) => {
  const agent = new AtpAgent({ service, fetch });
  try {
    await agent.login({ identifier, password: appPassword });
  } catch (error) {
    throw classify(error);
  }
  const session = agent.session;
  if (!session) throw new BlueskyError('rejected', 'Bluesky refused the handle or app password');
  return { agent, account: { did: session.did, handle: session.handle, service } satisfies BlueskyAccount };
};

export const POST_COLLECTION = 'app.bsky.feed.post';

/** The post's page on the Bluesky app. */
export const postUrl = (handle: string, uri: string) =>
  `https://bsky.app/profile/${handle}/post/${uri.split('/').pop()}`;

export type PublishedPost = { readonly uri: string; readonly url: string };

/**
 * Publishes `text` under the record key `rkey` (chosen before the call and remembered, see the scheduler):
 * a record already there under that key is this post, published by an earlier attempt whose outcome was
 * lost, so it is answered as published instead of posting again. Links, mentions and hashtags become
 * rich-text facets; a mention of a handle that does not resolve stays plain text.
 */
export const publishPost = async (
  agent: AtpAgent,
  handle: string,
  post: {
    readonly text: string;
    readonly language: string;
    readonly rkey: string;
    readonly createdAt: string;
  },
): Promise<PublishedPost> => {
  const did = agent.session?.did;
  if (!did) throw new BlueskyError('rejected', 'Bluesky refused the handle or app password');
  try {
    const existing = await findPost(agent, post.rkey);
    if (existing) return { uri: existing, url: postUrl(handle, existing) };
    const rich = new RichText({ text: post.text });
    await rich.detectFacets(agent);
    const { data } = await agent.com.atproto.repo.createRecord({
      repo: did,
      collection: POST_COLLECTION,
      rkey: post.rkey,
      record: {
        $type: POST_COLLECTION,
        text: rich.text,
        ...(rich.facets?.length ? { facets: rich.facets } : {}),
        langs: [post.language],
        createdAt: post.createdAt,
      },
    });
    return { uri: data.uri, url: postUrl(handle, data.uri) };
  } catch (error) {
    throw classify(error);
  }
};

/** The post's URI when the account holds a post under `rkey`, else null. */
export const findPost = async (agent: AtpAgent, rkey: string): Promise<string | null> => {
  const did = agent.session?.did;
  if (!did) return null;
  try {
    const { data } = await agent.com.atproto.repo.getRecord({ repo: did, collection: POST_COLLECTION, rkey });
    return data.uri;
  } catch (error) {
    if (statusOf(error) === 400 || statusOf(error) === 404) return null;
    throw classify(error);
  }
};

const BASE32_SORTABLE = '234567abcdefghijklmnopqrstuvwxyz';

/**
 * A record key in the TID form posts require (13 characters: microseconds since the epoch, then a 10-bit
 * clock id), for the moment `ms`. Chosen once per post and stored before the network call, it makes the
 * call idempotent: the account's server holds at most one record under it.
 */
export const recordKeyAt = (ms: number, clockId: number) => {
  let n = ((BigInt(Math.floor(ms)) * 1000n) << 10n) | BigInt(clockId & 1023);
  let key = '';
  for (let i = 0; i < 13; i++) {
    key = BASE32_SORTABLE[Number(n & 31n)] + key;
    n >>= 5n;
  }
  return key;
};
