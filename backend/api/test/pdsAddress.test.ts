import { BLUESKY_SERVICE_NOT_PUBLIC } from '@market-muse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isPrivateAddressError,
  isPublicAddress,
  pdsAddressProblem,
  pdsFetch,
  pdsPolicyFromEnv,
} from '../src/publishing/pdsAddress.ts';
import { client, databaseKinds, startApp } from './harness.ts';

// The Bluesky server a user types is called by our server: addresses on its own network are refused
// when the account is connected, and again on every connection the calls make.

const guarded = { allowPrivateHosts: false };

describe('which addresses a Bluesky server may have', () => {
  it('admits public unicast only, IPv4-mapped IPv6 judged as the IPv4 it carries', () => {
    for (const address of ['1.1.1.1', '8.8.8.8', '2606:4700:4700::1111', '::ffff:1.1.1.1'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('refuses http, IP literals and names resolving to a private address, unless private hosts are allowed', async () => {
    expect(await pdsAddressProblem('http://bsky.social', guarded)).toBe('not-https');
    for (const service of [
      'https://127.0.0.1:2583',
      'https://10.0.0.5',
      'https://169.254.169.254',
      'https://[::1]',
      'https://[::ffff:7f00:1]',
      'https://2130706433',
      'https://localhost:2583',
    ])
      expect(await pdsAddressProblem(service, guarded), service).toBe('not-public');
    expect(await pdsAddressProblem('http://localhost:2583', { allowPrivateHosts: true })).toBeNull();
  });

  it('refuses the connection itself when the server resolves to a private address at call time', async () => {
    // The check passed earlier (or the DNS answer changed since): the connection is refused by the resolver
    // the calls go through, before any byte is sent, for a name and for an IP literal (a redirect's target).
    const call = pdsFetch(guarded);
    for (const target of [
      'https://localhost:2583/xrpc/x',
      'https://127.0.0.1:2583/xrpc/x',
      'http://1.1.1.1:2583/',
    ]) {
      const error = await call(target).catch((e: unknown) => e);
      expect(isPrivateAddressError(error), target).toBe(true);
    }
  });

  it('is a setting for tests and developers that a production server refuses without a second opt-in', () => {
    expect(pdsPolicyFromEnv({})).toEqual({ allowPrivateHosts: false });
    expect(pdsPolicyFromEnv({ MM_BLUESKY_ALLOW_PRIVATE_HOSTS: '1' })).toEqual({ allowPrivateHosts: true });
    expect(() => pdsPolicyFromEnv({ MM_BLUESKY_ALLOW_PRIVATE_HOSTS: 'yes' })).toThrow(
      'MM_BLUESKY_ALLOW_PRIVATE_HOSTS',
    );
    expect(() => pdsPolicyFromEnv({ NODE_ENV: 'production', MM_BLUESKY_ALLOW_PRIVATE_HOSTS: '1' })).toThrow(
      /production server refuses it/,
    );
    expect(
      pdsPolicyFromEnv({
        NODE_ENV: 'production',
        MM_BLUESKY_ALLOW_PRIVATE_HOSTS: '1',
        MM_ALLOW_TEST_SETTINGS: '1',
      }),
    ).toEqual({ allowPrivateHosts: true });
  });
});

describe.each(databaseKinds)('connecting a Bluesky server on our own network on %s', (kind) => {
  let app: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    app = await startApp(kind, { runProjections: false, pdsPolicy: guarded });
  });
  afterAll(() => app?.close());

  it('answers 400 naming service for http, loopback, private, link-local and metadata addresses', async () => {
    const c = client(app.url);
    const res = await c.post('/api/auth/register', {
      email: `ssrf-${crypto.randomUUID().slice(0, 8)}@example.com`,
      password: 'correct horse',
      firstName: 'Sam',
      lastName: 'Guard',
    });
    expect(res.status, res.text).toBe(201);
    for (const service of [
      'http://bsky.social',
      'https://127.0.0.1:2583',
      'https://192.168.0.10',
      'https://169.254.169.254',
      'https://100.64.1.1',
      'https://localhost:2583',
    ]) {
      const refused = await c.call('PUT', '/api/account/connections/bluesky', {
        identifier: 'someone.bsky.social',
        appPassword: 'aaaa-bbbb-cccc-dddd',
        service,
      });
      expect([refused.status, refused.text], service).toEqual([400, BLUESKY_SERVICE_NOT_PUBLIC]);
    }
    expect((await c.get('/api/account/connections')).json).toEqual([]);
  });
});
