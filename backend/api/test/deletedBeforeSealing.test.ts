import { SqlClient } from '@effect/sql';
import { keyEmailStreams } from '@market-muse/commands';
import { personalDataPolicy } from '@market-muse/contracts';
import { DEV_EMAIL_STREAM_KEY, emailStream, unkeyedEmailStreamId } from '@market-muse/domain';
import { EventStore, sealStoredEvents } from '@market-muse/eventstore';
import { Effect } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, databaseKinds, startApp } from './harness.ts';

type App = Awaited<ReturnType<typeof startApp>>;

/**
 * A store written before personal fields were encrypted and e-mail streams keyed: its events in the
 * clear, the address's stream named by the bare SHA-256 of the address.
 */
const asRecordedBefore = (userId: string, email: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const store = yield* EventStore;
    const rows = yield* sql<{ stream_id: string }>`
      select distinct stream_id from mm_events where metadata->>'userId' = ${userId}`;
    for (const { stream_id } of rows)
      for (const event of yield* store.readStream(stream_id))
        yield* sql`update mm_events set data = ${JSON.stringify(event.data)}::jsonb where event_id = ${event.eventId}::uuid`;
    const keyed = emailStream(email, DEV_EMAIL_STREAM_KEY).id;
    const legacy = unkeyedEmailStreamId(email);
    yield* sql`update mm_streams set stream_id = ${legacy} where stream_id = ${keyed}`;
    yield* sql`update mm_events set stream_id = ${legacy} where stream_id = ${keyed}`;
  });

describe.each(databaseKinds)('an account deleted before the history was sealed, on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  /**
   * Signs up and answers whether the sign-up opened an account: a taken address gets the same 201 as a free
   * one (sign-up never says which addresses are registered), but a session that opens nothing.
   */
  const signUp = async (email: string, password = 'correct horse') => {
    const c = client(app.url);
    const answer = await c.post('/api/auth/register', {
      email,
      password,
      firstName: 'Early',
      lastName: 'Leaver',
    });
    expect(answer.status).toBe(201);
    return (await c.get('/api/auth/user')).status === 200 ? 'opened' : 'taken';
  };
  const seal = () =>
    app.runtime.runPromise(
      Effect.zipRight(keyEmailStreams(DEV_EMAIL_STREAM_KEY), sealStoredEvents(personalDataPolicy)),
    );
  /** An account recorded before the migration, then deleted on the current server. */
  const deletedEarly = async () => {
    const email = `early-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const first = client(app.url);
    const registered = await first.post('/api/auth/register', {
      email,
      password: 'correct horse',
      firstName: 'Early',
      lastName: 'Leaver',
    });
    expect(registered.status).toBe(201);
    await app.runtime.runPromise(asRecordedBefore(String((registered.json as { id: string }).id), email));
    expect((await first.call('DELETE', '/api/account', { password: 'correct horse' })).status).toBe(204);
    return email;
  };

  it('frees its address: it registers again once the history is sealed', async () => {
    const email = await deletedEarly();
    await seal();
    expect(await signUp(email, 'another horse')).toBe('opened');
  }, 120_000);

  it('frees its address before the migration too, and the new account keeps it through the migration', async () => {
    const email = await deletedEarly();
    expect(await signUp(email, 'another horse')).toBe('opened');
    await seal();
    expect(await signUp(email, 'third horse')).toBe('taken');
    const login = await client(app.url).post('/api/auth/login', { email, password: 'another horse' });
    expect(login.status).toBe(200);
  }, 120_000);
});
