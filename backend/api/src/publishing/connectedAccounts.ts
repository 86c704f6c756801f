import { SqlClient } from '@effect/sql';
import { Context, Effect, Layer } from 'effect';
import { type BlueskyAccount, BlueskyError, signIn } from './bluesky.ts';
import { openSecret, sealSecret } from './credentials.ts';
import { type PdsPolicy, pdsAddressProblem, pdsFetch } from './pdsAddress.ts';

/**
 * The social accounts a user connected for publishing. The app password is kept sealed (credentials.ts),
 * only in this table: never in an event, so never on Kafka, in an export of the event log or in a log line.
 * An account whose server refuses the stored password (revoked in Bluesky's settings) is marked
 * `needs_reconnect`: its posts wait and the user is asked to connect again. Disconnecting, and deleting the
 * account, delete the row.
 */
export const connectedAccountsDdl = `
create table if not exists mm_connected_accounts (
  user_id uuid not null,
  network text not null,
  did text not null,
  handle text not null,
  service text not null,
  secret_sealed text not null,
  status text not null,
  connected_ms double precision not null,
  primary key (user_id, network)
);
`;

export type ConnectionStatus = 'active' | 'needs_reconnect';
export type ConnectedAccount = BlueskyAccount & {
  readonly network: 'bluesky';
  readonly status: ConnectionStatus;
  readonly connectedAt: string;
};

type Row = {
  did: string;
  handle: string;
  service: string;
  secret_sealed: string;
  status: ConnectionStatus;
  connected_ms: number;
};

/** Binds a sealed secret to its row: one user's ciphertext cannot be moved into another's. */
const sealContext = (userId: string) => `${userId}:bluesky`;

const view = (row: Row): ConnectedAccount => ({
  network: 'bluesky',
  did: row.did,
  handle: row.handle,
  service: row.service,
  status: row.status,
  connectedAt: new Date(Number(row.connected_ms)).toISOString(),
});

export class ConnectedAccounts extends Context.Tag('@market-muse/ConnectedAccounts')<
  ConnectedAccounts,
  {
    /**
     * Verifies the credentials with a real session on the account's server, then keeps them sealed. A
     * server that is not a public https address (pdsAddress.ts) fails with kind `address` before any call.
     */
    readonly connect: (
      userId: string,
      credentials: { readonly service: string; readonly identifier: string; readonly appPassword: string },
    ) => Effect.Effect<ConnectedAccount, BlueskyError>;
    readonly get: (userId: string) => Effect.Effect<ConnectedAccount | null>;
    /** A signed-in session for publishing; a refused password marks the account `needs_reconnect`. */
    readonly session: (userId: string) => Effect.Effect<Awaited<ReturnType<typeof signIn>>, BlueskyError>;
    /** Disconnect: forgets the account and its password; false when none was connected. */
    readonly disconnect: (userId: string) => Effect.Effect<boolean>;
    /** Forgets every account of the user and their passwords (a deleted account). */
    readonly forgetUser: (userId: string) => Effect.Effect<void>;
  }
>() {}

export const ConnectedAccountsLive = (key: string, policy: PdsPolicy) =>
  Layer.effect(
    ConnectedAccounts,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient;
      const call = pdsFetch(policy);
      const read = (userId: string) =>
        sql<Row>`select did, handle, service, secret_sealed, status, connected_ms
          from mm_connected_accounts where user_id = ${userId}::uuid and network = 'bluesky'`.pipe(
          Effect.map((rows) => rows[0] ?? null),
          Effect.orDie,
        );
      return ConnectedAccounts.of({
        connect: (userId, { service, identifier, appPassword }) =>
          Effect.gen(function* () {
            if (yield* Effect.promise(() => pdsAddressProblem(service, policy)))
              return yield* Effect.fail(
                new BlueskyError('address', 'The Bluesky server is not a public https address'),
              );
            const { account } = yield* Effect.tryPromise({
              try: () => signIn(service, identifier, appPassword, call),
              catch: (error) =>
                error instanceof BlueskyError
                  ? error
                  : new BlueskyError('unreachable', 'Bluesky could not be reached'),
            });
            const sealed = sealSecret(key, appPassword, sealContext(userId));
            const now = Date.now();
            yield* sql`insert into mm_connected_accounts
                (user_id, network, did, handle, service, secret_sealed, status, connected_ms)
              values (${userId}::uuid, 'bluesky', ${account.did}, ${account.handle}, ${account.service}, ${sealed}, 'active', ${now})
              on conflict (user_id, network) do update set did = excluded.did, handle = excluded.handle,
                service = excluded.service, secret_sealed = excluded.secret_sealed, status = 'active',
                connected_ms = excluded.connected_ms`.pipe(Effect.orDie);
            return view({ ...account, secret_sealed: sealed, status: 'active', connected_ms: now });
          }),
        get: (userId) => Effect.map(read(userId), (row) => (row ? view(row) : null)),
        session: (userId) =>
          Effect.gen(function* () {
            const row = yield* read(userId);
            const secret =
              row?.status === 'active' ? openSecret(key, row.secret_sealed, sealContext(userId)) : null;
            if (!row || secret === null)
              return yield* Effect.fail(new BlueskyError('rejected', 'Connect your Bluesky account again'));
            return yield* Effect.tryPromise({
              try: () => signIn(row.service, row.did, secret, call),
              catch: (error) =>
                error instanceof BlueskyError
                  ? error
                  : new BlueskyError('unreachable', 'Bluesky could not be reached'),
            }).pipe(
              Effect.tapError((error) =>
                error.kind === 'rejected'
                  ? sql`update mm_connected_accounts set status = 'needs_reconnect'
                      where user_id = ${userId}::uuid and network = 'bluesky'`.pipe(Effect.orDie)
                  : Effect.void,
              ),
            );
          }),
        disconnect: (userId) =>
          sql<{ did: string }>`delete from mm_connected_accounts
            where user_id = ${userId}::uuid and network = 'bluesky' returning did`.pipe(
            Effect.map((rows) => rows.length > 0),
            Effect.orDie,
          ),
        forgetUser: (userId) =>
          sql`delete from mm_connected_accounts where user_id = ${userId}::uuid`.pipe(
            Effect.asVoid,
            Effect.orDie,
          ),
      });
    }),
  );
