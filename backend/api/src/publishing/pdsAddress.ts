import { lookup } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, buildConnector, fetch as undiciFetch } from 'undici';

// The account's server (PDS) is an address the user types, and our server calls it: left open, a user
// could make it call loopback, the cloud's metadata address or the private network behind it. Only https
// addresses whose every resolved address is public unicast are called, and the check is made again on
// every connection (a DNS answer that changes between the check and the call is refused too). Tests and a
// developer's machine run a PDS on loopback over http: MM_BLUESKY_ALLOW_PRIVATE_HOSTS=1 allows that.

export interface PdsPolicy {
  /** Allow http and private, loopback and link-local hosts (a PDS on a developer's machine or in tests). */
  readonly allowPrivateHosts: boolean;
}

/** Thrown when a connection would reach an address that is not public; its message names no address. */
export class PrivateAddressError extends Error {
  readonly code = 'MM_PDS_PRIVATE_ADDRESS';
}

/** Public unicast only: IPv4-mapped IPv6 is judged as the IPv4 address it carries. */
export const isPublicAddress = (address: string) =>
  ipaddr.isValid(address) && ipaddr.process(address).range() === 'unicast';

const lookupAll = (host: string) =>
  new Promise<ReadonlyArray<string>>((resolve, reject) =>
    lookup(host, { all: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses.map((a) => a.address)),
    ),
  );

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

/**
 * Why `service` may not be called under `policy`, or null when it may: not https, an IP literal, or a
 * name resolving to any address that is not public. A name that does not resolve is left to the call
 * (it answers as unreachable).
 */
export const pdsAddressProblem = async (
  service: string,
  policy: PdsPolicy,
): Promise<'not-https' | 'not-public' | null> => {
  if (policy.allowPrivateHosts) return null;
  let url: URL;
  try {
    url = new URL(service);
  } catch {
    return 'not-https';
  }
  if (url.protocol !== 'https:') return 'not-https';
  const host = bare(url.hostname);
  if (isIP(host)) return 'not-public';
  let addresses: ReadonlyArray<string>;
  try {
    addresses = await lookupAll(host);
  } catch {
    return null;
  }
  return addresses.every(isPublicAddress) ? null : 'not-public';
};

/**
 * A resolver for sockets that answers only public addresses: every address of the answer is checked,
 * and one that is not public refuses the connection instead of being skipped.
 */
const publicLookup: typeof lookup = ((
  host: string,
  options: { all?: boolean },
  callback: (error: NodeJS.ErrnoException | null, address: unknown, family?: number) => void,
) =>
  lookup(host, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, undefined);
    if (!addresses.every((a) => isPublicAddress(a.address)))
      return callback(
        new PrivateAddressError('the server resolves to an address that is not public'),
        undefined,
      );
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    if (!first) return callback(new PrivateAddressError('the server has no address'), undefined);
    return callback(null, first.address, first.family);
  })) as unknown as typeof lookup;

/** An undici dispatcher whose every connection (redirects included) goes to a public address only. */
const publicOnlyDispatcher = (policy: PdsPolicy) => {
  if (policy.allowPrivateHosts) return new Agent();
  const connect = buildConnector({ lookup: publicLookup } as buildConnector.BuildOptions);
  return new Agent({
    connect: (options, callback) => {
      const host = bare(options.hostname);
      // An IP literal never reaches the resolver: it is judged here.
      if (options.protocol !== 'https:' || (isIP(host) && !isPublicAddress(host)))
        return callback(new PrivateAddressError('the server is not a public https address'), null);
      return connect(options, callback);
    },
  });
};

/**
 * The fetch every call to an account's server is made with: its connections reach public https addresses
 * only, unless the policy allows private hosts (the same path then, without the checks, so the tests'
 * PDS on loopback exercises it).
 */
export const pdsFetch = (policy: PdsPolicy): typeof fetch => {
  const dispatcher = publicOnlyDispatcher(policy);
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    const response = await undiciFetch(request.url, {
      method: request.method,
      headers: [...request.headers],
      // Buffered, so it goes with its length: the calls send small JSON, and a server (or a proxy in front
      // of it) need not take a chunked body.
      body: request.body ? await request.arrayBuffer() : null,
      redirect: request.redirect,
      signal: request.signal,
      dispatcher,
    } as Parameters<typeof undiciFetch>[1]);
    return response as unknown as Response;
  }) as typeof fetch;
};

/** Whether `error` (or an error it was caused by) is a refused private address. */
export const isPrivateAddressError = (error: unknown): boolean => {
  for (let e = error, depth = 0; e && depth < 8; depth++) {
    if (e instanceof PrivateAddressError) return true;
    e = typeof e === 'object' && 'cause' in e ? (e as { cause: unknown }).cause : undefined;
  }
  return false;
};

/**
 * MM_BLUESKY_ALLOW_PRIVATE_HOSTS=1 (tests and a developer's machine); unset: refused. A production server
 * refuses to start with it, unless MM_ALLOW_TEST_SETTINGS=1 says as well that this production build is a
 * test harness (the browser tests run the production build against a PDS on loopback): one setting left
 * over from a test run must not open a real deployment to its own network.
 */
export const pdsPolicyFromEnv = (env: NodeJS.ProcessEnv): PdsPolicy => {
  const raw = env.MM_BLUESKY_ALLOW_PRIVATE_HOSTS;
  if (raw === undefined || raw === '' || raw === '0') return { allowPrivateHosts: false };
  if (raw !== '1') throw new Error(`MM_BLUESKY_ALLOW_PRIVATE_HOSTS is 1 or unset, got ${raw}`);
  if (env.NODE_ENV === 'production' && env.MM_ALLOW_TEST_SETTINGS !== '1')
    throw new Error(
      'MM_BLUESKY_ALLOW_PRIVATE_HOSTS=1 lets users make this server call its own network; a production server refuses it (unset it, or set MM_ALLOW_TEST_SETTINGS=1 too for a test harness)',
    );
  return { allowPrivateHosts: true };
};
