// A real OpenID Connect provider for the API suites and the browser tests (oidc-provider, in process, on a
// free loopback port): the API discovers it, sends people to its sign-in and exchanges codes with it as it
// would with any provider. Its development login form signs in whichever of the fixed test people is typed.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export const CLIENT_ID = 'market-muse-tests';
export const CLIENT_SECRET = 'a-test-client-secret-of-enough-length';

/** The people the provider knows, by login: their claims as it would share them. */
export const PEOPLE = {
  grace: { email: 'grace@example.com', email_verified: true, given_name: 'Grace', family_name: 'Hopper' },
  /** A provider account whose e-mail the provider never verified. */
  mallory: { email: 'mallory@example.com', email_verified: false, name: 'Mallory Mayhem' },
  /** A provider account without any e-mail. */
  nobody: { name: 'No Body' },
} as const;
export type Login = keyof typeof PEOPLE;

export const startOpenIdProvider = async (redirectUri: string, people: Record<string, object> = PEOPLE) => {
  // The issuer names the port, so the port is taken first and the provider made for it.
  let handler: ReturnType<Provider['callback']> | null = null;
  const server = createServer((req, res) => handler?.(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    findAccount: (_ctx, id) =>
      id in people ? { accountId: id, claims: () => ({ sub: `sub-${id}`, ...people[id] }) } : undefined,
    // A first-party client: no consent screen, the scopes it asks for are granted.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const session = ctx.oidc.session!;
      const clientId = ctx.oidc.client!.clientId;
      const existing = session.grantIdFor(clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId: session.accountId! });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    cookies: { keys: ['market-muse-test-provider-cookies'] },
    features: { devInteractions: { enabled: true } },
  });
  handler = provider.callback();
  return {
    issuer,
    /** Stops answering, as a provider that is down. */
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
