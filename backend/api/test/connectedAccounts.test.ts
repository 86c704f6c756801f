import { SqlClient } from '@effect/sql';
import { TestDatabase } from '@market-muse/eventstore/testing';
import { startPds, type TestPds } from '@market-muse/test-servers/pds';
import { Effect, Layer, ManagedRuntime } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConnectedAccounts,
  ConnectedAccountsLive,
  connectedAccountsDdl,
} from '../src/publishing/connectedAccounts.ts';

// The storage kinds of every API suite (harness.ts), without starting the whole application.
const databaseKinds: ReadonlyArray<'embedded' | 'postgres'> =
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL ? ['embedded', 'postgres'] : ['embedded'];

let pds: TestPds;
beforeAll(async () => {
  pds = await startPds();
});
afterAll(() => pds?.close());

describe.each(databaseKinds)('connected Bluesky accounts on %s', (kind) => {
  const Store = Layer.provideMerge(ConnectedAccountsLive('test-key'), TestDatabase(kind));
  let runtime: ManagedRuntime.ManagedRuntime<
    Layer.Layer.Success<typeof Store>,
    Layer.Layer.Error<typeof Store>
  >;
  const run = <A, E>(effect: Effect.Effect<A, E, ConnectedAccounts | SqlClient.SqlClient>) =>
    runtime.runPromise(effect);
  beforeAll(async () => {
    runtime = ManagedRuntime.make(Store);
    await run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe(connectedAccountsDdl)));
  });
  afterAll(() => runtime?.dispose());

  const userId = () => crypto.randomUUID();
  const accounts = Effect.map(ConnectedAccounts, (service) => service);

  it('connects with a session on the PDS and keeps only a sealed password', async () => {
    const alice = await pds.createAccount('alice');
    const user = userId();
    const connected = await run(
      Effect.flatMap(accounts, (a) =>
        a.connect(user, { service: pds.url, identifier: alice.handle, appPassword: alice.appPassword }),
      ),
    );
    expect(connected).toMatchObject({
      network: 'bluesky',
      did: alice.did,
      handle: alice.handle,
      status: 'active',
    });
    const rows = await run(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql`select * from mm_connected_accounts where user_id = ${user}::uuid`,
      ),
    );
    expect(JSON.stringify(rows)).not.toContain(alice.appPassword);
    const { account } = await run(Effect.flatMap(accounts, (a) => a.session(user)));
    expect(account.did).toBe(alice.did);
    expect(await run(Effect.flatMap(accounts, (a) => a.get(userId())))).toBeNull();
  });

  it('refuses a wrong app password and keeps nothing', async () => {
    const bob = await pds.createAccount('bob');
    const user = userId();
    const error = await run(
      Effect.flip(
        Effect.flatMap(accounts, (a) =>
          a.connect(user, { service: pds.url, identifier: bob.handle, appPassword: 'aaaa-bbbb-cccc-dddd' }),
        ),
      ),
    );
    expect(error.kind).toBe('rejected');
    expect(await run(Effect.flatMap(accounts, (a) => a.get(user)))).toBeNull();
  });

  it('a revoked app password marks the account for reconnecting; Disconnect forgets it', async () => {
    const carol = await pds.createAccount('carol');
    const user = userId();
    await run(
      Effect.flatMap(accounts, (a) =>
        a.connect(user, { service: pds.url, identifier: carol.handle, appPassword: carol.appPassword }),
      ),
    );
    await carol.revokeAppPassword();
    const error = await run(Effect.flip(Effect.flatMap(accounts, (a) => a.session(user))));
    expect(error.kind).toBe('rejected');
    expect(await run(Effect.flatMap(accounts, (a) => a.get(user)))).toMatchObject({
      status: 'needs_reconnect',
    });
    await run(Effect.flatMap(accounts, (a) => a.forgetUser(user)));
    expect(await run(Effect.flatMap(accounts, (a) => a.get(user)))).toBeNull();
  });
});
