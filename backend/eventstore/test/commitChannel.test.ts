import { SqlClient } from '@effect/sql';
import { Deferred, Effect, Layer, ManagedRuntime, Stream } from 'effect';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcement, type Commit, EVENTS_CHANNEL, heardCommit } from '../src/commitChannel.ts';
import { DatabaseLive } from '../src/database.ts';
import { EventBus, EventBusLive } from '../src/EventBus.ts';
import type { StoredEvent } from '../src/types.ts';

// Commits announced from one process reach the others on the same PostgreSQL (each with its own pool and
// its own LISTEN connection, as separate processes have), with their event types; a process never hears
// its own announcements back, and a lost LISTEN connection is opened again.

const adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;

const committed = (type: string) => ({ type }) as StoredEvent;

describe('commit announcements', () => {
  it('carry the event types, or none when they would not fit a notification', () => {
    const origin = 'process-a';
    expect(heardCommit(announcement(origin, ['TaskCompleted', 'GoalSet']), 'process-b')).toEqual({
      types: ['TaskCompleted', 'GoalSet'],
    });
    const many = Array.from({ length: 500 }, (_, i) => `SomethingLongHappenedNumber${i}`);
    expect(Buffer.byteLength(announcement(origin, many))).toBeLessThan(8000);
    expect(heardCommit(announcement(origin, many), 'process-b')).toEqual({ types: null });
  });

  it("are not heard back by the process that sent them, and someone else's NOTIFY wakes everyone", () => {
    expect(heardCommit(announcement('process-a', ['TaskCompleted']), 'process-a')).toBeNull();
    expect(heardCommit('', 'process-a')).toEqual({ types: null });
    expect(heardCommit('{"types": [1]}', 'process-a')).toEqual({ types: null });
  });
});

describe.skipIf(!adminUrl)('commit announcements between processes on PostgreSQL', () => {
  const name = `mm_test_commits_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const url = new URL(adminUrl ?? 'postgres://localhost/none');
  url.pathname = `/${name}`;
  const startProcess = () =>
    ManagedRuntime.make(
      EventBusLive.pipe(
        Layer.provideMerge(DatabaseLive({ kind: 'postgres', url: url.toString(), poolSize: 2 })),
      ),
    );
  let a: ReturnType<typeof startProcess>;
  let b: ReturnType<typeof startProcess>;
  const heardByB: Commit[] = [];

  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await client.query(text);
    } finally {
      await client.end();
    }
  };
  /** The backends of the processes' LISTEN connections, and whether each has run its LISTEN. */
  const listeners = async () =>
    (
      await admin(
        `select pid, query ilike 'listen%' as listening from pg_stat_activity
         where datname = '${name}' and application_name = 'market-muse-commits'`,
      )
    ).rows as Array<{ pid: number; listening: boolean }>;
  const heard = (type: string) => heardByB.some((commit) => commit.types?.includes(type));
  const until = async (what: string, check: () => boolean | Promise<boolean>, everyMs = 5) => {
    const deadline = Date.now() + 10_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  };
  const publish = (type: string) =>
    a.runPromise(Effect.flatMap(EventBus, (bus) => bus.publish([committed(type)])));

  beforeAll(async () => {
    await admin(`create database ${name}`);
    a = startProcess();
    b = startProcess();
    const subscribed = await b.runPromise(Deferred.make<void>());
    b.runFork(
      Effect.gen(function* () {
        const commits = yield* Effect.flatMap(EventBus, (bus) => bus.subscribe);
        yield* Deferred.succeed(subscribed, undefined);
        yield* commits.pipe(Stream.runForEach((commit) => Effect.sync(() => heardByB.push(commit))));
      }).pipe(Effect.scoped),
    );
    await b.runPromise(Deferred.await(subscribed));
    await a.runPromise(Effect.void);
  });

  afterAll(async () => {
    await a?.dispose();
    await b?.dispose();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('reach another process with their types, each on one LISTEN connection', async () => {
    expect(await listeners()).toHaveLength(2);
    await publish('TaskCompleted');
    await until('B to hear TaskCompleted', () => heard('TaskCompleted'));
    // A NOTIFY on the channel from anything else still wakes the readers, for every type.
    const mark = heardByB.length;
    await a.runPromise(
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql`select pg_notify(${EVENTS_CHANNEL}, 'not json')`),
    );
    await until('B to hear a commit of unknown types', () =>
      heardByB.slice(mark).some((commit) => commit.types === null),
    );
  });

  it('reconnect after the LISTEN connection is lost, and carry on', async () => {
    const before = (await listeners()).map((backend) => backend.pid);
    expect(before).toHaveLength(2);
    await admin(`select pg_terminate_backend(pid) from pg_stat_activity where pid in (${before.join(', ')})`);
    await until('both processes to listen again', async () => {
      const now = await listeners();
      return now.length === 2 && now.every((backend) => backend.listening && !before.includes(backend.pid));
    });
    // A announces on its new connection once it holds it (a moment after LISTEN): until B hears it.
    await until(
      'B to hear GoalSet after reconnecting',
      async () => {
        if (heard('GoalSet')) return true;
        await publish('GoalSet');
        return false;
      },
      100,
    );
  });
});
